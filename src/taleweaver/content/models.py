"""Typed models of the authored story files (seed 000 format plus optional extensions).

Field names stay snake_case as in the files. Unknown fields (legacy ``picture``, ``cover_image``,
``tools``…) are ignored. Every model is frozen: loaded content never changes.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

NARRATOR_ID = "narrator"


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class Persona(_Model):
    """A voice in a story: the menu narrator, a story narrator or a character."""

    name: str = Field(min_length=1)
    description: str
    introduction: str = ""
    background: str = ""
    goal: str = ""
    voice: str = Field(min_length=1, description="Voice preset name, e.g. cedar, ash, ballad, coral.")
    voice_tone: str = ""


class Character(Persona):
    id: str = Field(description="The file stem; not read from the file.")
    staging: str | float | None = Field(
        default=None,
        description="Where the character stands for a robot or avatar: a head yaw in degrees "
        "(+ is the robot's left, -180..180) or left/centre/right; placed automatically when absent.",
    )


class FlagCondition(_Model):
    type: Literal["requires_flag"]
    flag: str = Field(min_length=1)
    condition_failed: str = ""


class NotFlagCondition(_Model):
    type: Literal["requires_not_flag"]
    flag: str = Field(min_length=1)
    condition_failed: str = ""


class AtLeastCondition(_Model):
    type: Literal["requires_at_least"]
    variable: str = Field(min_length=1)
    value: int
    condition_failed: str = ""


class AtMostCondition(_Model):
    type: Literal["requires_at_most"]
    variable: str = Field(min_length=1)
    value: int
    condition_failed: str = ""


Condition = Annotated[
    FlagCondition | NotFlagCondition | AtLeastCondition | AtMostCondition,
    Field(discriminator="type"),
]


class SceneAction(_Model):
    id: str = Field(min_length=1)
    description: str
    effects: str = ""
    once: bool = False


class Scene(_Model):
    id: str = Field(description="The file stem; not read from the file.")
    name: str = Field(min_length=1)
    description: str
    actions: tuple[SceneAction, ...] = ()
    characters_present: tuple[str, ...] = ()


class Effects(_Model):
    set_flags: dict[str, bool] = Field(default_factory=dict)
    add_variables: dict[str, int] = Field(default_factory=dict)


class StorylineAction(_Model):
    id: str = Field(min_length=1)
    description: str
    next: str | None = None
    effects: Effects = Field(default_factory=Effects)
    examples: tuple[str, ...] = ()
    requires: tuple[Condition, ...] = ()


StorylineType = Literal["dialogue", "narration", "character_interaction"]


class StorylineNode(_Model):
    id: str = Field(min_length=1)
    scene: str
    type: StorylineType
    speaker: str = ""
    text: str
    actions: tuple[StorylineAction, ...] = ()
    emotion: str | None = Field(
        default=None, description="An emotion move a robot or avatar plays with the line (e.g. happy, sad)."
    )
    chapter: str = Field(default="", description="The chapter folder; not read from the file.")

    @property
    def is_ending(self) -> bool:
        return not self.actions


class MapEdge(_Model):
    model_config = ConfigDict(extra="ignore", frozen=True, populate_by_name=True)

    source: str = Field(alias="from")
    to: str
    description: str = ""
    conditions: tuple[Condition, ...] = ()


class Manifest(_Model):
    id: str = Field(min_length=1)
    title: str = Field(min_length=1)
    description: str = ""
    languages: tuple[str, ...] = ("en",)
    entry_point: str = Field(min_length=1)
    narrator: Persona


class Story(_Model):
    """A fully loaded story: ids resolved, speakers normalised to character ids or ``narrator``."""

    id: str
    title: str
    description: str
    languages: tuple[str, ...]
    entry_point: str
    entry_node: str
    narrator: Persona
    characters: dict[str, Character]
    scenes: dict[str, Scene]
    storylines: dict[str, StorylineNode]
    map: tuple[MapEdge, ...]
    flags: tuple[str, ...]
    variables: dict[str, int]
    content_hash: str = Field(description="sha256 of the normalised content; saves are tied to it.")


class Library(_Model):
    """Everything the engine plays: the menu narrator and the stories by id."""

    narrator: Persona
    stories: dict[str, Story]
