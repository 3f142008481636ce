"""What each scene agent is shown: small typed payloads built from the bible and the scene so far.

Payloads stay short on purpose (small local models have 2k-token windows) and carry only facts the
agent needs, including the exact ids it must echo.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from taleweaver.pipeline.scene.contracts import (
    AudioPlan,
    ChoiceSet,
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
    anchor: Anchor
    panels: ScenePanels


class AudioInput(BaseModel):
    narrator_voice: str
    cast: list[CastMember]
    feelings: list[str]
    anchor: Anchor
    panels: ScenePanels


class ChoiceBrief(BaseModel):
    id: str
    label: str
    outcome: str


class ContinuityInput(BaseModel):
    title: str
    cast: list[CastMember]
    anchor: Anchor
    earlier_scenes: list[SceneSummary]
    choices: list[ChoiceBrief]
    panels: ScenePanels
    visual: VisualPlan
    audio: AudioPlan


def choice_briefs(choice_set: ChoiceSet | None) -> list[ChoiceBrief]:
    """What the continuity editor needs of the choices (their effects are checked in code)."""
    if choice_set is None:
        return []
    return [ChoiceBrief(id=c.id, label=c.label, outcome=c.outcome) for c in choice_set.choices]


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
