"""Typed models of the authored story files (the Reachy Tales format plus optional extensions).

Field names stay snake_case as in the files. Every field's ``description`` is the one source of the
field reference in docs/content-format.md and of the JSON Schema (``taleweaver schema``). Unknown fields
are reported by the checker (content/fields.py) and ignored by the loader; the Reachy Tales legacy fields
(``picture``, ``cover_image``, ``tools``) are accepted silently.
Every model is frozen: loaded content never changes.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

NARRATOR_ID = "narrator"


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class Persona(_Model):
    """A voice in a story: the menu narrator, a story narrator or a character."""

    name: str = Field(min_length=1, description="Display name, as players and the model see it.")
    description: str = Field(description="Who this is, in a sentence.")
    introduction: str = Field(default="", description="How they introduce themselves (first words).")
    background: str = Field(default="", description="Their history; the model uses it to stay in character.")
    goal: str = Field(default="", description="What they want in the story.")
    voice: str = Field(
        min_length=1,
        description="Voice preset name, e.g. cedar, ash, ballad, coral (mapped to a local voice).",
    )
    voice_tone: str = Field(default="", description="How they sound: pace, warmth, accent.")


class Character(Persona):
    id: str = Field(description="The file stem; not read from the file.")
    staging: str | float | None = Field(
        default=None,
        description="Where the character stands for a robot or avatar: a head yaw in degrees "
        "(+ is the robot's left, -180..180) or left/centre/right; placed automatically when absent.",
    )


_FAILED = "Player-facing reason shown when the condition does not hold."
_FLAG = "A flag declared in flags.json."
_VARIABLE = "A variable declared in variables.json."


class FlagCondition(_Model):
    """Holds when the flag is set to true."""

    type: Literal["requires_flag"] = Field(description="The kind of condition.")
    flag: str = Field(min_length=1, description=_FLAG)
    condition_failed: str = Field(default="", description=_FAILED)


class NotFlagCondition(_Model):
    """Holds when the flag is not true (extension)."""

    type: Literal["requires_not_flag"] = Field(description="The kind of condition.")
    flag: str = Field(min_length=1, description=_FLAG)
    condition_failed: str = Field(default="", description=_FAILED)


class AtLeastCondition(_Model):
    """Holds when the variable is at least ``value`` (extension)."""

    type: Literal["requires_at_least"] = Field(description="The kind of condition.")
    variable: str = Field(min_length=1, description=_VARIABLE)
    value: int = Field(description="The bound (inclusive).")
    condition_failed: str = Field(default="", description=_FAILED)


class AtMostCondition(_Model):
    """Holds when the variable is at most ``value`` (extension)."""

    type: Literal["requires_at_most"] = Field(description="The kind of condition.")
    variable: str = Field(min_length=1, description=_VARIABLE)
    value: int = Field(description="The bound (inclusive).")
    condition_failed: str = Field(default="", description=_FAILED)


Condition = Annotated[
    FlagCondition | NotFlagCondition | AtLeastCondition | AtMostCondition,
    Field(discriminator="type"),
]


class SceneAction(_Model):
    """Something atmospheric to do in a scene; it never changes the story state."""

    id: str = Field(min_length=1, description="Unique within the scene.")
    description: str = Field(description="The option as the player sees it.")
    effects: str = Field(default="", description="What is narrated when it is done.")
    once: bool = Field(
        default=False, description="(extension) Hide it after it was done once in a playthrough."
    )


class Scene(_Model):
    """A place: its id is the file name."""

    id: str = Field(description="The file stem; not read from the file.")
    name: str = Field(min_length=1, description="Display name of the place.")
    description: str = Field(description="What the player sees on arriving.")
    actions: tuple[SceneAction, ...] = Field(default=(), description="Atmospheric things to do here.")
    characters_present: tuple[str, ...] = Field(
        default=(), description="Character ids or display names found here."
    )


class Effects(_Model):
    """What taking a storyline action changes."""

    set_flags: dict[str, bool] = Field(default_factory=dict, description="Flags to set (true or false).")
    add_variables: dict[str, int] = Field(
        default_factory=dict, description="(extension) Integers added to story variables."
    )
    set_variables: dict[str, int] = Field(
        default_factory=dict,
        description="(extension) Story variables set to a value (applied before add_variables).",
    )


EXAMPLES_MIN, EXAMPLES_MAX = 2, 5
"""The documented number of ``examples`` per storyline action (the schema enforces it; check warns)."""


class StorylineAction(_Model):
    """A choice at a storyline node."""

    id: str = Field(min_length=1, description="Unique within the node.")
    description: str = Field(description="The option as the player sees it.")
    next: str | None = Field(default=None, description="The next node's id; without it the story ends here.")
    effects: Effects = Field(default_factory=Effects, description="Flags and variables this action changes.")
    examples: tuple[str, ...] = Field(
        default=(),
        description=f"(extension) {EXAMPLES_MIN}–{EXAMPLES_MAX} phrasings a player might use; the offline "
        "intent matcher scores them with the description.",
        json_schema_extra={"minItems": EXAMPLES_MIN, "maxItems": EXAMPLES_MAX},
    )
    requires: tuple[Condition, ...] = Field(
        default=(),
        description="(extension) Conditions; while one fails the action is hidden and, named in free text, "
        "answered with its condition_failed.",
    )


class ImportedFrom(_Model):
    """The source of a node written by ``taleweaver import`` (extension)."""

    format: str = Field(
        description="The story format it was written in, e.g. harlowe-3, sugarcube-2, chapbook-1."
    )
    passage: str = Field(description="The passage's name in the source.")
    untranslated: tuple[str, ...] = Field(
        default=(), description="Macros kept as text because they have no native equivalent."
    )


StorylineType = Literal["dialogue", "narration", "character_interaction"]


class StorylineNode(_Model):
    """One beat of the story: a line, said in a scene, and the choices after it."""

    id: str = Field(min_length=1, description="Unique in the story; should equal the file name.")
    scene: str = Field(
        description="Where the line is said. Reaching the node moves the player there, whatever the map says."
    )
    type: StorylineType = Field(description="dialogue, narration or character_interaction.")
    speaker: str = Field(
        default="", description='A character id or display name; "narrator" or "" for the story narrator.'
    )
    text: str = Field(
        description="The scripted line. (extension) {{name}} prints a flag or variable; "
        "{{if COND}}…{{elif COND}}…{{else}}…{{end}} shows text only while COND holds "
        "(docs/content-format.md)."
    )
    actions: tuple[StorylineAction, ...] = Field(default=(), description="The choices; none makes an ending.")
    emotion: str | None = Field(
        default=None, description="An emotion move a robot or avatar plays with the line (e.g. happy, sad)."
    )
    on_enter: Effects = Field(
        default_factory=Effects,
        description="(extension) Flags and variables changed when the node is reached (after the action's "
        "own effects).",
    )
    imported: ImportedFrom | None = Field(
        default=None,
        description="(extension) Where an imported node came from; check reports its untranslated macros.",
    )
    chapter: str = Field(default="", description="The chapter folder; not read from the file.")

    @property
    def is_ending(self) -> bool:
        return not self.actions


class MapEdge(_Model):
    model_config = ConfigDict(extra="ignore", frozen=True, populate_by_name=True)

    source: str = Field(alias="from", description="The scene the edge leaves.")
    to: str = Field(description="The scene it leads to.")
    description: str = Field(default="", description="The option as the player sees it.")
    conditions: tuple[Condition, ...] = Field(
        default=(), description="All must hold to walk this edge (a gate)."
    )


class Manifest(_Model):
    """manifest.json: the story's identity, first node and narrator."""

    id: str = Field(min_length=1, description="The story id; should equal the folder name.")
    title: str = Field(min_length=1, description="Shown in the menu.")
    description: str = Field(default="", description="One sentence for the menu.")
    languages: tuple[str, ...] = Field(default=("en",), description='Language codes; only "en" is played.')
    entry_point: str = Field(
        min_length=1, description="Path of the first storyline node, relative to the story folder."
    )
    narrator: Persona = Field(description="The story's narrator (same shape as a character).")


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
