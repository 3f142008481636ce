"""The ink implementation of the story-runtime port.

``node_id`` is the path of the line said last, ``scene_id`` its knot; ``variables`` are ink's globals (mixed
types). A line that repeats the text of the choice just taken is the player's (speaker ``player``). Tags are
passed on as one ``{"type": "tags", "tags": [...]}`` event per move.
"""

from __future__ import annotations

from typing import Any

from taleweaver.content.models import NARRATOR_ID
from taleweaver.formats.ink.errors import InkError
from taleweaver.formats.ink.runtime import InkChoice, InkRuntime
from taleweaver.formats.ink.story import PLAYER, InkStory
from taleweaver.runtime.port import RuntimeChoice, Step

FOLLOW_LINES = 1
"""How many lines after a choice :meth:`InkStoryRuntime.follows` gives (the first says what the choice
does; later ones are often the next scene)."""


class InkStoryRuntime:
    def __init__(self, story: InkStory, runtime: InkRuntime | None = None) -> None:
        """``runtime``: one borrowed from ``story.borrow()`` (a stateless server), else a new one."""
        self.story = story
        self.story_id = story.id
        self.title = story.title
        self._runtime = runtime if runtime is not None else story.new_runtime()
        self._speaker = NARRATOR_ID
        self._choices: list[InkChoice] | None = None
        self._variables: dict[str, Any] | None = None
        self._follows: dict[str, tuple[str, ...]] = {}

    # ── moves ──────────────────────────────────────────────────────────────
    def start(self) -> Step:
        self._choices = self._variables = None  # (the state may have been looked at before the start)
        step = self._run(echo=None)
        step.events.insert(0, {"type": "storyEntered", "story_id": self.story_id})
        return step

    def _current(self) -> list[InkChoice]:
        if self._choices is None:
            self._choices = self._runtime.choices
            self._follows = {}
        return self._choices

    def follows(self, choice_id: str) -> tuple[str, ...]:
        """The lines the story says right after ``choice_id`` is taken (the label said back left out), up to
        the next choice: what a one-word label ("Bribe") means. Played on a pooled scratch runtime restored
        from this one's save, so this playthrough is untouched (externals are pure built-ins); empty when
        the choice is not on offer or the ink fails there."""
        picked = next((c for c in self._current() if c.path == choice_id), None)
        if picked is None:
            return ()
        if choice_id not in self._follows:
            self._follows[choice_id] = self._peek(picked)
        return self._follows[choice_id]

    def _peek(self, picked: InkChoice) -> tuple[str, ...]:
        saved = self._runtime.save()
        with self.story.borrow() as scratch:
            try:
                scratch.restore(saved)
                scratch.choose(picked.index)
                lines = scratch.continue_maximally()
            except InkError:
                return ()
        texts = [self.story.speaker(line)[1] for line in lines if line.text]
        if texts and texts[0] == picked.text.strip():
            texts = texts[1:]
        return tuple(texts[:FOLLOW_LINES])

    def choices(self) -> list[RuntimeChoice]:
        return [RuntimeChoice(c.path, c.text, (c.text,)) for c in self._current()]

    def choose(self, choice_id: str) -> Step:
        current = self._current()
        picked = next((c for c in current if c.path == choice_id), None)
        if picked is None:
            allowed = ", ".join(c.path for c in current) or "none"
            reason = f"Choice {choice_id!r} is not available here. Available: {allowed}."
            return Step([(NARRATOR_ID, reason)], [{"type": "blocked", "reason": reason}])
        before = self._runtime.variable_objects()
        self._runtime.choose(picked.index)
        self._choices = None
        step = self._run(echo=picked.text)
        after = self._runtime.variable_objects()
        if any(before.get(n) is not obj for n, obj in after.items()):
            self._variables = None
        return step

    def _run(self, echo: str | None) -> Step:
        step = Step()
        tags: list[str] = []
        for i, line in enumerate(self._runtime.continue_maximally()):
            tags.extend(line.tags)
            if not line.text:
                continue
            if i == 0 and echo is not None and line.text == echo.strip():
                step.lines.append((PLAYER, line.text))
                continue
            speaker, text = self.story.speaker(line)
            if speaker != self._speaker:
                who = self.story.persona(speaker)
                character = {"id": speaker, "name": who["name"], "voice": who["voice"]}
                character["voice_tone"] = who.get("voice_tone", "")
                step.events.append(
                    {"type": "speakerChanged", "from": self._speaker, "to": speaker, "character": character}
                )
                self._speaker = speaker
            step.lines.append((speaker, text))
        if tags:
            step.events.append({"type": "tags", "tags": tags})
        if not self._current():
            step.events.append({"type": "ended", "story_id": self.story_id, "node_id": self._runtime.path})
        return step

    # ── state ──────────────────────────────────────────────────────────────
    @property
    def ended(self) -> bool:
        return not self._current() and not self._runtime.can_continue

    def variables(self) -> dict[str, Any]:
        if self._variables is None:
            self._variables = self._runtime.variables()
        return self._variables

    def public_state(self) -> dict[str, Any]:
        path = self._runtime.path
        head = path.split(".", 1)[0]
        return {
            "mode": "story",
            "story_id": self.story_id,
            "scene_id": "" if head.isdigit() else head,
            "node_id": path,
            "speaker": self._speaker,
            "flags": {},
            "variables": dict(self.variables()),
            "ended": self.ended,
        }

    def save(self) -> str:
        return self._runtime.save()

    def restore(self, saved: str) -> None:
        self._runtime.restore(saved)
        self._choices = None
        self._variables = None
        self._speaker = NARRATOR_ID
        last = self._runtime.last_line
        if last.text:
            self._speaker = self.story.speaker(last)[0]

    def resumed(self) -> Step:
        """After :meth:`restore`: the line said last, by its speaker (as a native save repeats the current
        node's line), so a resumed story is not silent."""
        last = self._runtime.last_line
        if not last.text:
            return Step()
        return Step([self.story.speaker(last)])
