"""Deterministic stand-ins for the scene director, the ending director and the media agents, derived
from the bible's anchor (or ending).

Offline text is written to be read: character lines come from the character's goal and the intake's
themes at this place, every line names its anchor's place so none repeats verbatim across anchors,
and a decision's question is built from the very variables its choices move (one clause per choice,
the same words as its label; see :mod:`taleweaver.pipeline.story.choice_words`). An ending's panels
tell the bible's ending at the last anchor's place, each line naming the ending, so none repeats.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from taleweaver.pipeline.scene.contracts import (
    AudioPlan,
    ChoiceSet,
    EndingScene,
    MusicCue,
    Panel,
    ScenePanels,
    Shot,
    VisualPlan,
)
from taleweaver.pipeline.scene.inputs import ending_scene, place_of
from taleweaver.pipeline.stage import StageOutcome
from taleweaver.pipeline.story.choice_words import decision_question
from taleweaver.pipeline.story.contracts import NARRATOR, Anchor, DecisionPoint, StoryBible

_COMPANION_LINES = (
    "So this is {place}. I'm {name}, and what I want is simple: {goal}",
    "Nobody crosses {place} unchanged. Whatever you decide about {theme}, I'll be beside you.",
    "{place} is so quiet I can almost hear you thinking about {theme}. Say it out loud, if it helps.",
    "Hold on to me! All of {place} is coming apart, and I can't get through this without you.",
    "Look how far you've come to reach {place}. Does the {feeling} weigh the same as it did?",
)
_GUARDIAN_LINES = (
    "Few travellers reach {place}. I am {name}. What do you hope to find here?",
    "At {place} every step costs something. Are you ready to pay it for {theme}?",
    "You carry {feeling} the way a lantern carries its flame. Here at {place}, tell me: what has {theme} "
    "cost you?",
    "Even at {place}, in all this noise, I am watching what you do. My task: {goal}",
    "{place} remembers everyone who passes. It will remember that you came looking for {theme}.",
)


def _line(template: str, **words: str) -> str:
    text = template.format(**words)
    text = text[0].upper() + text[1:]
    return text if len(text) <= 320 else text[:319].rsplit(" ", 1)[0] + "…"


def fallback_panels(
    bible: StoryBible, anchor_id: str, themes: Sequence[str] = (), feelings: Sequence[str] = ()
) -> ScenePanels:
    """The anchor's summary, a line from each character present (from their goal and the intake's
    themes at this place), and the decision's question (or a closing line)."""
    anchor = bible.anchor(anchor_id)
    index = [str(a.id) for a in bible.anchors].index(anchor_id)
    panels = [Panel(kind="narration", speaker=NARRATOR, text=anchor.summary)]
    theme = themes[index % len(themes)] if themes else "the way ahead"
    for character in (c for c in bible.characters if c.id in anchor.characters):
        role = [c.id for c in bible.characters].index(character.id) % 2
        lines = _GUARDIAN_LINES if role else _COMPANION_LINES
        goal = character.goal[:1].lower() + character.goal[1:]
        words = {"place": anchor.location, "name": character.name, "goal": goal, "theme": theme}
        words["feeling"] = feelings[0] if feelings else "what you carry"
        panels.append(Panel(kind="dialogue", speaker=character.id, text=_line(lines[index % 5], **words)))
    decision = bible.decision_at(anchor_id)
    closing = (
        decision.question if decision else f"The path ends at {anchor.location}, and it begins to answer you."
    )
    panels.append(Panel(kind="narration", speaker=NARRATOR, text=closing))
    return ScenePanels(anchor_id=anchor_id, panels=panels[:6])


_ENDING_LINES = (
    'So it ends here, at {place}: "{title}". Whatever comes next, you carried {theme} all this way.',
    'I have watched many reach {place}; few leave as you do: "{title}". Keep what {theme} taught you.',
)
"""What a character present at the end says, by role (companion, guardian), naming the ending."""


def ending_panels(ending: EndingScene, cast: Sequence[str], themes: Sequence[str] = ()) -> ScenePanels:
    """An ending told as a scene: its summary, a line from each character present (naming the ending
    and the intake's last theme; ``cast`` is the bible's character ids in order, and a character's
    place in it gives its role), and a closing line at the ending's place."""
    theme = themes[-1] if themes else "what you came looking for"
    panels = [Panel(kind="narration", speaker=NARRATOR, text=ending.summary)]
    for character_id in (c for c in cast if c in ending.characters):
        role = list(cast).index(character_id) % 2
        words = {"place": ending.location, "title": ending.title, "theme": theme}
        panels.append(Panel(kind="dialogue", speaker=character_id, text=_line(_ENDING_LINES[role], **words)))
    closing = f"Your story comes to rest at {ending.location}: {ending.title}."
    panels.append(Panel(kind="narration", speaker=NARRATOR, text=closing))
    return ScenePanels(anchor_id=ending.id, panels=panels[:6])


def fallback_ending_panels(bible: StoryBible, ending_id: str, themes: Sequence[str] = ()) -> ScenePanels:
    """The bible's ending ``ending_id`` told as a scene at the last anchor's place (:func:`ending_panels`)."""
    return ending_panels(ending_scene(bible, ending_id), bible.character_ids(), themes)


def visual_plan(scene_id: str, place: Anchor | EndingScene, setting: str, panel_count: int) -> VisualPlan:
    """One static shot per panel of ``place``, pictured in the story's ``setting``."""
    return VisualPlan(
        anchor_id=scene_id,
        image_prompt=f"{place.location}, {setting} {place.summary}"[:320],
        style="soft storybook illustration",
        shots=[Shot(panel=index, camera="static", duration_s=4.0) for index in range(min(panel_count, 6))],
    )


def fallback_visual(bible: StoryBible, anchor_id: str, panel_count: int) -> VisualPlan:
    """One static shot per panel of the anchor's (or the ending's) place."""
    return visual_plan(anchor_id, place_of(bible, anchor_id), bible.setting, panel_count)


def audio_plan(
    scene_id: str, panels: ScenePanels, voices: Mapping[str, str], narrator_voice: str, mood: str
) -> AudioPlan:
    """Each panel in its speaker's voice (``voices`` by character id, else the narrator's), calmly,
    over an ambient cue in ``mood``."""
    lines = [
        {"panel": index, "voice": voices.get(panel.speaker, narrator_voice), "delivery": "calm, unhurried"}
        for index, panel in enumerate(panels.panels[:6])
    ]
    return AudioPlan.model_validate(
        {
            "anchor_id": scene_id,
            "lines": lines,
            "music": MusicCue(mood=mood, tempo_bpm=72, instruments=["ambient pad"]),
        }
    )


def fallback_audio(bible: StoryBible, anchor_id: str, panels: ScenePanels, mood: str) -> AudioPlan:
    """The bible's voices for the panels of anchor (or ending) ``anchor_id``."""
    voices = {character.id: character.voice for character in bible.characters}
    return audio_plan(anchor_id, panels, voices, bible.narrator.voice, mood)


def asked(
    location: str,
    decision: DecisionPoint | None,
    choices: StageOutcome[ChoiceSet] | None,
    panels: StageOutcome[ScenePanels],
) -> tuple[str | None, list[Panel]]:
    """The decision's question and the scene's panels, kept consistent with the choices offered.

    When the choices are fallback content, the question is rebuilt from their variables; when the panels
    are fallback content too, their closing line is that question (a model's own wording is kept).
    """
    lines = list(panels.value.panels)
    if decision is None:
        return None, lines
    question = decision.question
    if choices is not None and choices.source == "fallback":
        question = decision_question(location, [c.effects for c in choices.value.choices])
        if panels.source == "fallback" and lines:
            lines[-1] = lines[-1].model_copy(update={"text": question})
    return question, lines
