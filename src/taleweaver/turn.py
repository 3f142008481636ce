"""The typed turn: :class:`TurnRow` and the :data:`PlayerEvent` union — the one shape every front end shares.

A row is ``{"input", "lines", "options", "events", "state"}`` plus what a front end adds (``session`` on
HTTP, ``transcript``/``audio``/``timings`` from the voice loop). ``taleweaver schema --file turn`` prints
its JSON Schema; the browser's JSDoc types are generated from it.

Naming rule (docs/api.md): existing wire names never change; new event *types* are camelCase, new *fields*
snake_case. Optional fields are left out of the JSON when empty (``score``, ``reason``, a locked option's
``available``/``reason``, hidden ``variables``, the front ends' extra fields).

Imports only pydantic and the engine's event dataclasses: the director, the player and every front end
sit above it.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeAlias

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from taleweaver.engine import events as engine_events

OptionKind = Literal["action", "scene", "scene_action", "story", "choice"]
ChosenKind = Literal["action", "scene", "scene_action", "story", "choice"]
ChosenVia = Literal["number", "command", "text", "model"]
Scalar: TypeAlias = bool | int | float | str
"""A story variable's value: integers in native stories; ink globals may be any scalar."""


Timings: TypeAlias = dict[str, float | int | bool | None]


def _is_none(value: object) -> bool:
    return value is None


def _is_true(value: object) -> bool:
    return value is True


class _Wire(BaseModel):
    """Every wire model: unknown fields refused, ``from`` spelt as on the wire, compared by value.

    Each is also a read-only view of its JSON form — ``event["type"]``, ``event.get("score")``, and equal
    to the dict it serialises to — so code written against the untyped rows keeps working.
    """

    model_config = ConfigDict(
        extra="forbid", frozen=True, populate_by_name=True, serialize_by_alias=True, validate_by_name=True
    )

    def wire(self) -> dict[str, Any]:
        """The JSON form (wire names, optional fields left out when empty)."""
        return self.model_dump(mode="json")

    def __getitem__(self, key: str) -> Any:
        return self.wire()[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.wire().get(key, default)

    def keys(self) -> Any:
        return self.wire().keys()

    def __contains__(self, key: object) -> bool:
        return key in self.wire()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, dict):
            return self.wire() == other
        return super().__eq__(other)

    def __hash__(self) -> int:
        return hash((type(self), self.model_dump_json()))


# ── engine events (names and fields as the engine has always written them) ─────────────────────


class Character(_Wire):
    id: str
    name: str
    voice: str
    voice_tone: str = ""


class StoryEnteredEvent(_Wire):
    type: Literal["storyEntered"] = "storyEntered"
    story_id: str


class StoryDescribedEvent(_Wire):
    """At the menu the narrator described a story without entering it (it is now the one talked about)."""

    type: Literal["storyDescribed"] = "storyDescribed"
    story_id: str


class StoryExitedEvent(_Wire):
    type: Literal["storyExited"] = "storyExited"
    story_id: str


class SceneChangedEvent(_Wire):
    type: Literal["sceneChanged"] = "sceneChanged"
    source: str | None = Field(alias="from")
    to: str


class SpeakerChangedEvent(_Wire):
    type: Literal["speakerChanged"] = "speakerChanged"
    source: str | None = Field(alias="from")
    to: str
    character: Character


class FlagSetEvent(_Wire):
    type: Literal["flagSet"] = "flagSet"
    name: str
    value: bool


class VariableChangedEvent(_Wire):
    type: Literal["variableChanged"] = "variableChanged"
    name: str
    delta: int
    value: int


class SceneActionPerformedEvent(_Wire):
    type: Literal["sceneActionPerformed"] = "sceneActionPerformed"
    action_id: str
    text: str


class BlockedEvent(_Wire):
    type: Literal["blocked"] = "blocked"
    reason: str


class EndedEvent(_Wire):
    type: Literal["ended"] = "ended"
    story_id: str
    node_id: str


# ── the player's events ──────────────────────────────────────────────────────────────────────────


class OptionRow(_Wire):
    """One numbered option; ``available``/``reason`` only on an option shown but locked."""

    number: int
    kind: OptionKind
    id: str
    label: str
    available: bool = Field(default=True, exclude_if=_is_true)
    reason: str | None = Field(default=None, exclude_if=_is_none)


class ChosenEvent(_Wire):
    """The option the player's input was taken as, and how it was chosen (``score`` for free text)."""

    type: Literal["chosen"] = "chosen"
    kind: ChosenKind
    id: str
    via: ChosenVia
    score: float | None = Field(default=None, exclude_if=_is_none)


class IntentEvent(_Wire):
    type: Literal["intent"] = "intent"
    key: str
    label: str
    score: float


class ClarifyEvent(_Wire):
    """Nothing was acted on: the closest options, and why (a free string, e.g. the matcher's reason)."""

    type: Literal["clarify"] = "clarify"
    options: list[OptionRow]
    reason: str | None = Field(default=None, exclude_if=_is_none)


class OptionsEvent(_Wire):
    type: Literal["options"] = "options"
    options: list[OptionRow]


class HelpEvent(_Wire):
    type: Literal["help"] = "help"
    commands: dict[str, str]


class QuitEvent(_Wire):
    type: Literal["quit"] = "quit"


class ErrorEvent(_Wire):
    type: Literal["error"] = "error"
    message: str


class SavedEvent(_Wire):
    type: Literal["saved"] = "saved"
    file: str


class FallbackEvent(_Wire):
    """The model failed or said nothing; the offline path answered (``reason`` names what went wrong)."""

    type: Literal["fallback"] = "fallback"
    reason: str


class ToolCallEvent(_Wire):
    """A tool the model called, with what the dispatch made of it (refused calls carry the ``reason``)."""

    type: Literal["tool_call"] = "tool_call"
    name: str
    args: dict[str, Any]
    accepted: bool
    reason: str | None


class HandoffEvent(_Wire):
    """The voice changed hands: the new speaker's voice and the summary it starts from."""

    type: Literal["handoff"] = "handoff"
    source: str = Field(alias="from")
    to: str
    voice: str
    summary: str


class NotHeardEvent(_Wire):
    """Voice: silence or noise; nothing changed."""

    type: Literal["not_heard"] = "not_heard"


PlayerEvent = Annotated[
    StoryEnteredEvent
    | StoryDescribedEvent
    | StoryExitedEvent
    | SceneChangedEvent
    | SpeakerChangedEvent
    | FlagSetEvent
    | VariableChangedEvent
    | SceneActionPerformedEvent
    | BlockedEvent
    | EndedEvent
    | ChosenEvent
    | IntentEvent
    | ClarifyEvent
    | OptionsEvent
    | HelpEvent
    | QuitEvent
    | ErrorEvent
    | SavedEvent
    | FallbackEvent
    | ToolCallEvent
    | HandoffEvent
    | NotHeardEvent,
    Field(discriminator="type"),
]
"""Every event a row can carry, told apart by ``type``."""


# ── the row ──────────────────────────────────────────────────────────────────────────────────────


class LineRow(_Wire):
    speaker: str
    """A character id, ``narrator``, or ``player`` for a line that echoes the player's own choice."""
    text: str


class StateRow(_Wire):
    """The state a player may see. ``variables`` is left out by the HTTP API until the story ends."""

    mode: Literal["menu", "story"]
    story_id: str | None
    scene_id: str | None
    node_id: str | None
    speaker: str
    flags: dict[str, bool]
    variables: dict[str, Scalar] | None = Field(default=None, exclude_if=_is_none)
    ended: bool


class TurnRow(_Wire):
    """One turn (or the opening, ``input`` null) as every front end emits it."""

    input: str | None
    lines: list[LineRow]
    options: list[OptionRow]
    events: list[PlayerEvent]
    state: StateRow
    session: str | None = Field(default=None, exclude_if=_is_none)
    """HTTP: the sealed session token to send with the next turn."""
    transcript: str | None = Field(default=None, exclude_if=_is_none)
    """Voice: what was heard (null for the opening and for silence)."""
    audio: list[str] | None = Field(default=None, exclude_if=_is_none)
    """Voice: the audio files written for the turn (with `--audio-out`; empty otherwise)."""
    timings: Timings | None = Field(default=None, exclude_if=_is_none)
    """Voice: where the turn's time went, in ms (``first_audio_ms``, ``stt_ms``, …)."""

    def to_json(self) -> dict[str, Any]:
        """The row as plain JSON data."""
        return self.model_dump(mode="json")

    def to_json_bytes(self) -> bytes:
        return self.model_dump_json().encode()


class VoiceTurnRow(TurnRow):
    """A voice loop's row: ``transcript``, ``audio`` and ``timings`` always present (null when empty)."""

    transcript: str | None = None
    audio: list[str] | None = None
    timings: Timings | None = None


EVENT_ADAPTER: TypeAdapter[PlayerEvent] = TypeAdapter(PlayerEvent)
ROW_ADAPTER: TypeAdapter[TurnRow] = TypeAdapter(TurnRow)


def turn_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) every row validates against (``taleweaver schema --file turn``)."""
    schema = TurnRow.model_json_schema(mode="validation", by_alias=True)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://taleweaver.dev/schema/turn.json",
        **schema,
    }


def from_engine(event: engine_events.Event) -> PlayerEvent:
    """The wire form of one engine event (built without re-validation: the engine's values are typed)."""
    match event:
        case engine_events.StoryEntered(story_id=story_id):
            return StoryEnteredEvent(story_id=story_id)
        case engine_events.StoryDescribed(story_id=story_id):
            return StoryDescribedEvent(story_id=story_id)
        case engine_events.StoryExited(story_id=story_id):
            return StoryExitedEvent(story_id=story_id)
        case engine_events.SceneChanged(source=source, to=to):
            return SceneChangedEvent(source=source, to=to)
        case engine_events.SpeakerChanged(source=source, to=to, character=c):
            person = Character(id=c.id, name=c.name, voice=c.voice, voice_tone=c.voice_tone)
            return SpeakerChangedEvent(source=source, to=to, character=person)
        case engine_events.FlagSet(name=name, value=value):
            return FlagSetEvent(name=name, value=value)
        case engine_events.VariableChanged(name=name, delta=delta, value=value):
            return VariableChangedEvent(name=name, delta=delta, value=value)
        case engine_events.SceneActionPerformed(action_id=action_id, text=text):
            return SceneActionPerformedEvent(action_id=action_id, text=text)
        case engine_events.Blocked(reason=reason):
            return BlockedEvent(reason=reason)
        case engine_events.Ended(story_id=story_id, node_id=node_id):
            return EndedEvent(story_id=story_id, node_id=node_id)
    raise TypeError(f"not an engine event: {event!r}")  # pragma: no cover - the union is closed


def chosen_event(kind: ChosenKind, id_: str, via: ChosenVia, score: float | None = None) -> ChosenEvent:
    """The event naming the option the player's input was taken as, and how it was chosen."""
    if score is None:
        return ChosenEvent(kind=kind, id=id_, via=via)
    return ChosenEvent(kind=kind, id=id_, via=via, score=round(score, 3))
