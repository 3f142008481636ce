"""Typed handoffs of the first two agents: the emotional map and the story bible.

Every model here is both the JSON Schema a model is asked to follow and the pydantic validator its
answer must pass. Numeric ranges that small grammar-constrained models ignore are written into the
schema (``schema_range``) and checked again, with a precise message, in :mod:`.semantics`
(and :mod:`taleweaver.pipeline.scene.semantics` for the scene loop's contracts).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

HiddenVariable = Literal["courage", "compassion", "truth", "attachment", "self_trust"]
HIDDEN_VARIABLES: tuple[HiddenVariable, ...] = ("courage", "compassion", "truth", "attachment", "self_trust")
AnchorId = Literal["A1", "A2", "A3", "A4", "A5"]
ANCHOR_IDS: tuple[AnchorId, ...] = ("A1", "A2", "A3", "A4", "A5")
DecisionId = Literal["D1", "D2", "D3", "D4"]
DECISION_IDS: tuple[DecisionId, ...] = ("D1", "D2", "D3", "D4")
EndingId = Literal["E1", "E2", "E3", "E4"]
ENDING_IDS: tuple[EndingId, ...] = ("E1", "E2", "E3", "E4")
VoicePreset = Literal["alloy", "ash", "ballad", "cedar", "coral", "echo", "marin", "sage", "shimmer", "verse"]
VOICE_PRESETS: tuple[VoicePreset, ...] = (
    "alloy",
    "ash",
    "ballad",
    "cedar",
    "coral",
    "echo",
    "marin",
    "sage",
    "shimmer",
    "verse",
)

EFFECT_LIMIT = 2
"""A choice moves each hidden variable by at most this much."""
INITIAL_LIMIT = 2
"""Initial hidden values lie in ``[-INITIAL_LIMIT, INITIAL_LIMIT]``."""
SLUG_PATTERN = r"^[a-z][a-z0-9_]{0,39}$"
NARRATOR = "narrator"
"""The speaker id of the narrator; reserved, so no character may take it."""


def schema_range(low: float, high: float) -> dict[str, Any]:
    """JSON Schema bounds for a field whose range :mod:`.semantics` checks with a precise message."""
    return {"minimum": low, "maximum": high}


def schema_count(count: int) -> dict[str, Any]:
    """JSON Schema item count for a list whose length :mod:`.semantics` checks with a precise message."""
    return {"minItems": count, "maxItems": count}


class Contract(BaseModel):
    """Base of every stage output: unknown fields are refused so typos surface as feedback."""

    model_config = ConfigDict(extra="forbid")


class Feeling(Contract):
    name: str = Field(min_length=1, max_length=40)
    intensity: int = Field(json_schema_extra=schema_range(1, 5), description="1 (faint) to 5 (overwhelming)")


class EmotionalMap(Contract):
    """What the Emotional Cartographer reads in the player's intake."""

    summary: str = Field(min_length=1, max_length=400, description="One or two sentences, second person.")
    feelings: list[Feeling] = Field(min_length=1, max_length=4)
    themes: list[str] = Field(min_length=1, max_length=4)
    needs: list[str] = Field(min_length=1, max_length=3, description="What the player seems to need.")
    focus: list[HiddenVariable] = Field(
        min_length=1, max_length=2, description="The hidden variables this story should test most."
    )
    confidence: float = Field(json_schema_extra=schema_range(0, 1), description="0 (guessing) to 1 (clear).")
    clarifying_question: str = Field(
        min_length=1, max_length=200, description="One gentle question to ask if confidence is low."
    )


class HiddenState(Contract):
    """The five hidden variables every choice nudges; integers, unbounded at runtime."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    courage: int = 0
    compassion: int = 0
    truth: int = 0
    attachment: int = 0
    self_trust: int = 0

    def value(self, variable: HiddenVariable) -> int:
        return int(getattr(self, variable))

    def plus(self, effects: Effects) -> HiddenState:
        return HiddenState(**{name: self.value(name) + effects.value(name) for name in HIDDEN_VARIABLES})

    def as_tuple(self) -> tuple[int, ...]:
        return tuple(self.value(name) for name in HIDDEN_VARIABLES)


class Effects(Contract):
    """How one choice moves the hidden state; each value within ``±EFFECT_LIMIT``."""

    courage: int = Field(default=0, json_schema_extra=schema_range(-EFFECT_LIMIT, EFFECT_LIMIT))
    compassion: int = Field(default=0, json_schema_extra=schema_range(-EFFECT_LIMIT, EFFECT_LIMIT))
    truth: int = Field(default=0, json_schema_extra=schema_range(-EFFECT_LIMIT, EFFECT_LIMIT))
    attachment: int = Field(default=0, json_schema_extra=schema_range(-EFFECT_LIMIT, EFFECT_LIMIT))
    self_trust: int = Field(default=0, json_schema_extra=schema_range(-EFFECT_LIMIT, EFFECT_LIMIT))

    def value(self, variable: HiddenVariable) -> int:
        return int(getattr(self, variable))

    def nonzero(self) -> dict[str, int]:
        return {name: self.value(name) for name in HIDDEN_VARIABLES if self.value(name)}


class BiblePersona(Contract):
    """The narrator or a character, in the shape the content format stores."""

    name: str = Field(min_length=1, max_length=60)
    description: str = Field(min_length=1, max_length=300)
    voice: VoicePreset
    voice_tone: str = Field(min_length=1, max_length=120)


class BibleCharacter(BiblePersona):
    id: str = Field(pattern=SLUG_PATTERN, description="lower_snake_case id, unique in the bible")
    goal: str = Field(min_length=1, max_length=200)


class Anchor(Contract):
    """One of the five fixed story beats every path passes through."""

    id: AnchorId
    title: str = Field(min_length=1, max_length=60)
    location: str = Field(min_length=1, max_length=60)
    summary: str = Field(min_length=1, max_length=320)
    characters: list[str] = Field(default_factory=list, max_length=3, description="Character ids present.")


class DecisionPoint(Contract):
    id: DecisionId
    anchor: AnchorId = Field(description="The anchor whose scene ends with this decision (A1–A4).")
    question: str = Field(min_length=1, max_length=200)


class Bound(Contract):
    """One hidden-state condition: ``variable >= value`` (at_least) or ``variable <= value`` (at_most)."""

    variable: HiddenVariable
    op: Literal["at_least", "at_most"]
    value: int = Field(json_schema_extra=schema_range(-8, 8))


class Ending(Contract):
    """An ending; endings are tried in order and the first whose conditions all hold is chosen."""

    id: EndingId
    title: str = Field(min_length=1, max_length=60)
    summary: str = Field(min_length=1, max_length=320)
    conditions: list[Bound] = Field(default_factory=list, max_length=3)


class StoryBible(Contract):
    """The Story Architect's macro plan: 5 anchors, 4 decision points, 4 endings."""

    title: str = Field(min_length=1, max_length=80)
    premise: str = Field(min_length=1, max_length=320)
    setting: str = Field(min_length=1, max_length=240)
    narrator: BiblePersona
    characters: list[BibleCharacter] = Field(min_length=1, max_length=4)
    initial_state: HiddenState = Field(default_factory=HiddenState)
    anchors: list[Anchor] = Field(json_schema_extra=schema_count(len(ANCHOR_IDS)))
    decision_points: list[DecisionPoint] = Field(json_schema_extra=schema_count(len(DECISION_IDS)))
    endings: list[Ending] = Field(
        json_schema_extra=schema_count(len(ENDING_IDS)),
        description="Priority order: the first ending whose conditions all hold wins; the last has none.",
    )

    def anchor(self, anchor_id: str) -> Anchor:
        return next(anchor for anchor in self.anchors if anchor.id == anchor_id)

    def decision_at(self, anchor_id: str) -> DecisionPoint | None:
        return next((d for d in self.decision_points if d.anchor == anchor_id), None)

    def next_anchor(self, anchor_id: str) -> str | None:
        ids: list[str] = [anchor.id for anchor in self.anchors]
        index = ids.index(anchor_id)
        return ids[index + 1] if index + 1 < len(ids) else None

    def character_ids(self) -> list[str]:
        return [character.id for character in self.characters]
