"""What each scene agent is shown: small typed payloads built from the bible and the scene so far.

Payloads stay short on purpose (small local models have 2k-token windows) and carry only facts the
agent needs, including the exact ids it must echo.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from taleweaver.pipeline.scene.contracts import (
    AudioPlan,
    Choice,
    ChoiceSet,
    EndingScene,
    ScenePanels,
    SceneSummary,
    VisualPlan,
)
from taleweaver.pipeline.story.contracts import Anchor, Bound, StoryBible


class CastMember(BaseModel):
    id: str
    name: str
    description: str
    voice: str


class EndingBrief(BaseModel):
    id: str
    title: str
    conditions: list[Bound]


class ChoiceInput(BaseModel):
    title: str
    premise: str
    anchor: Anchor
    decision_id: str
    question: str
    next_anchor: str
    endings: list[EndingBrief]
    ids_already_used: list[str]


class SceneInput(BaseModel):
    title: str
    premise: str
    narrator: str
    cast: list[CastMember]
    anchor: Anchor
    question: str | None
    earlier_scenes: list[SceneSummary]


class VisualInput(BaseModel):
    setting: str
    anchor: Anchor | EndingScene
    panels: ScenePanels


class AudioInput(BaseModel):
    narrator_voice: str
    cast: list[CastMember]
    feelings: list[str]
    anchor: Anchor | EndingScene
    panels: ScenePanels


class ChoiceBrief(BaseModel):
    id: str
    label: str
    outcome: str


class ContinuityInput(BaseModel):
    title: str
    cast: list[CastMember]
    anchor: Anchor | EndingScene
    earlier_scenes: list[SceneSummary]
    choices: list[ChoiceBrief]
    panels: ScenePanels
    visual: VisualPlan
    audio: AudioPlan


class EndingInput(BaseModel):
    """What the Ending Director is shown: the story, the ending to tell, and the path that led to it."""

    title: str
    premise: str
    narrator: str
    cast: list[CastMember]
    ending: EndingScene
    path: list[ChoiceBrief]
    """The choices the player took, in order (empty when the ending is written for export)."""
    earlier_scenes: list[SceneSummary]


def briefs(choices: Sequence[Choice]) -> list[ChoiceBrief]:
    """What later agents need of choices: their words (their effects are checked in code)."""
    return [ChoiceBrief(id=c.id, label=c.label, outcome=c.outcome) for c in choices]


def choice_briefs(choice_set: ChoiceSet | None) -> list[ChoiceBrief]:
    """What the continuity editor needs of an anchor's choices."""
    return briefs(choice_set.choices) if choice_set is not None else []


def ending_scene(bible: StoryBible, ending_id: str) -> EndingScene:
    """The bible's ending ``ending_id`` as a scene, at the last anchor's place, with its characters."""
    ending = next((e for e in bible.endings if e.id == ending_id), None)
    if ending is None:
        raise ValueError(f"{ending_id} is not an ending of the bible")
    last = bible.anchors[-1]
    return EndingScene(
        id=ending.id,
        title=ending.title,
        location=last.location,
        summary=ending.summary,
        characters=list(last.characters),
    )


def place_of(bible: StoryBible, scene_id: str) -> Anchor | EndingScene:
    """The anchor, or the ending shown as a scene, that ``scene_id`` names."""
    if any(ending.id == scene_id for ending in bible.endings):
        return ending_scene(bible, scene_id)
    return bible.anchor(scene_id)


def ending_input(
    bible: StoryBible, ending_id: str, path: Sequence[Choice], earlier: Sequence[SceneSummary]
) -> EndingInput:
    return EndingInput(
        title=bible.title,
        premise=bible.premise,
        narrator=bible.narrator.name,
        cast=cast_of(bible),
        ending=ending_scene(bible, ending_id),
        path=briefs(path),
        earlier_scenes=list(earlier),
    )


def cast_of(bible: StoryBible) -> list[CastMember]:
    return [
        CastMember(id=c.id, name=c.name, description=c.description, voice=c.voice) for c in bible.characters
    ]


def choice_input(bible: StoryBible, anchor_id: str, earlier: Sequence[ChoiceSet]) -> ChoiceInput:
    decision = bible.decision_at(anchor_id)
    if decision is None:
        raise ValueError(f"{anchor_id} holds no decision point; only anchors with one get choices")
    return ChoiceInput(
        title=bible.title,
        premise=bible.premise,
        anchor=bible.anchor(anchor_id),
        decision_id=decision.id,
        question=decision.question,
        next_anchor=bible.next_anchor(anchor_id) or "",
        endings=[EndingBrief(id=e.id, title=e.title, conditions=e.conditions) for e in bible.endings],
        ids_already_used=[choice.id for choice_set in earlier for choice in choice_set.choices],
    )


def scene_input(bible: StoryBible, anchor_id: str, earlier: Sequence[SceneSummary]) -> SceneInput:
    decision = bible.decision_at(anchor_id)
    return SceneInput(
        title=bible.title,
        premise=bible.premise,
        narrator=bible.narrator.name,
        cast=cast_of(bible),
        anchor=bible.anchor(anchor_id),
        question=decision.question if decision else None,
        earlier_scenes=list(earlier),
    )
