"""What the player can say now, as a transcription bias: the options' texts and the story's names.

Measured with tiny.en on natural synthesized speech: "Sail into the Drowned Teeth" was heard as
"… droughnt teeth" and "Show Commodore Vell the forged papers" as "… the Forge Papers" without a
bias; with the names and options as the prompt both came out right. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from taleweaver.content.models import Library, Story
from taleweaver.player.options import Option
from taleweaver.voice.ports import Bias

MAX_PROMPT_CHARS = 600  # whisper keeps ~224 prompt tokens; the options come first, names after


def story_names(story: Story | None, library: Library) -> tuple[str, ...]:
    """Character, narrator and place names of ``story`` (the story titles at the menu)."""
    if story is None:
        return tuple(s.title for s in library.stories.values())
    names = [c.name for c in story.characters.values()] + [s.name for s in story.scenes.values()]
    return tuple(dict.fromkeys(n for n in names if n))


def bias_for(options: Sequence[Option], story: Story | None, library: Library) -> Bias:
    """The whisper prompt (the options' labels, then the names) and the names as hotwords."""
    names = story_names(story, library)
    labels = [o.label.rstrip(".") for o in options if o.available]
    prompt = ". ".join([*labels, ", ".join(names)]).strip(". ")
    return Bias(prompt=prompt[:MAX_PROMPT_CHARS], hotwords=names)
