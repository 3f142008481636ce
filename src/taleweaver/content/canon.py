"""The canon log, schema v1: the shared record of what has happened in the world.

The client owns and carries it; the server validates it on every request and renders digests
from it for the narrator and NPC prompts. Values are immutable: every ``with_*`` method returns a
new log, so a turn that is dropped or degraded cannot have changed anything.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from taleweaver.validation import error_lines

CANON_LOG_VERSION: Literal[1] = 1
DISPOSITION_MIN = -100
DISPOSITION_MAX = 100
MAX_FACTS = 200
MAX_RECENT_EVENTS = 20
MAX_PARTY = 50
MAX_QUESTS = 50
_TEXT = 500  # longest fact/event/location text accepted, so one request cannot flood a prompt


def json_int(value: object) -> object:
    """Integers as JSON Schema has them: ``5`` and ``5.0`` are, ``true`` and ``"5"`` are not."""
    if isinstance(value, bool | str):
        raise ValueError("Input should be an integer")
    return value


JsonInt = Annotated[int, BeforeValidator(json_int)]
"""An ``int`` field that refuses what Python would coerce but the published schema forbids."""

Id = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[a-z0-9][a-z0-9_]*$")]
"""A content id: lower-case snake_case, as in file stems."""
QuestStatus = Literal["active", "complete", "failed"]
Text = Annotated[str, Field(max_length=_TEXT)]
"""One fact, event or location: at most 500 characters."""


class PartyMember(BaseModel):
    """A companion travelling with the player. Town NPCs are never party rows."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: Id
    name: str = Field(min_length=1, max_length=80)
    disposition: JsonInt = Field(default=0, ge=DISPOSITION_MIN, le=DISPOSITION_MAX)


class QuestEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: Id
    status: QuestStatus = "active"
    giver: str | None = Field(default=None, max_length=64)


class CanonLog(BaseModel):
    """Party, quests, facts, recent events and location: everything the digests need."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: Literal[1] = CANON_LOG_VERSION
    location: str = Field(default="", max_length=_TEXT)
    party: tuple[PartyMember, ...] = Field(
        default=(),
        max_length=MAX_PARTY,
        description="Each member `id` may appear once (a duplicate id is refused with 422).",
    )
    active_quests: tuple[QuestEntry, ...] = Field(
        default=(),
        max_length=MAX_QUESTS,
        description="Each quest `id` may appear once (a duplicate id is refused with 422).",
    )
    facts: tuple[Text, ...] = Field(default=(), max_length=MAX_FACTS)
    recent_events: tuple[Text, ...] = Field(default=(), max_length=MAX_RECENT_EVENTS)

    @field_validator("version", mode="before")
    @classmethod
    def _exact_version(cls, value: object) -> object:
        return json_int(value)

    @model_validator(mode="after")
    def _ids_unique(self) -> CanonLog:
        for where, ids in (
            ("party", [m.id for m in self.party]),
            ("active_quests", [q.id for q in self.active_quests]),
        ):
            repeated = sorted(item for item, count in Counter(ids).items() if count > 1)
            if repeated:
                raise ValueError(f"{where}: duplicate id(s) {', '.join(repeated)}; each id may appear once")
        return self

    def quest_status(self, quest_id: str) -> QuestStatus | None:
        for quest in self.active_quests:
            if quest.id == quest_id:
                return quest.status
        return None

    def party_member(self, member_id: str) -> PartyMember | None:
        return next((member for member in self.party if member.id == member_id), None)

    def with_quest(self, quest_id: str, status: QuestStatus = "active", giver: str | None = None) -> CanonLog:
        """Add the quest, or set the status of the entry that already exists."""
        kept = [quest for quest in self.active_quests if quest.id != quest_id]
        entry = QuestEntry(id=quest_id, status=status, giver=giver)
        return self.model_copy(update={"active_quests": (*kept, entry)})

    def with_facts(self, facts: Iterable[str]) -> CanonLog:
        """Append new facts (trimmed, deduplicated, capped to the newest ``MAX_FACTS``)."""
        merged = list(self.facts)
        for fact in facts:
            text = " ".join(fact.split())[:_TEXT]
            if text and text not in merged:
                merged.append(text)
        return self.model_copy(update={"facts": tuple(merged[-MAX_FACTS:])})

    def with_event(self, event: str) -> CanonLog:
        """Append an event, keeping only the newest ``MAX_RECENT_EVENTS``."""
        text = " ".join(event.split())[:_TEXT]
        if not text:
            return self
        events = (*self.recent_events, text)[-MAX_RECENT_EVENTS:]
        return self.model_copy(update={"recent_events": events})

    def with_party_disposition(self, member_id: str, disposition: int) -> CanonLog:
        value = clamp_disposition(disposition)
        party = tuple(
            member.model_copy(update={"disposition": value}) if member.id == member_id else member
            for member in self.party
        )
        return self.model_copy(update={"party": party})


class CanonLogInvalid(ValueError):
    """The canon log failed validation; ``errors`` holds one ``location: message`` line per problem."""

    def __init__(self, errors: list[str]) -> None:
        super().__init__("; ".join(errors))
        self.errors = errors


def clamp_disposition(value: int) -> int:
    return max(DISPOSITION_MIN, min(DISPOSITION_MAX, value))


def parse_canon_log(data: object) -> CanonLog:
    """Validate decoded JSON as a v1 canon log; raise :class:`CanonLogInvalid` listing every problem."""
    if isinstance(data, Mapping) and data.get("version", CANON_LOG_VERSION) != CANON_LOG_VERSION:
        seen = data.get("version")
        raise CanonLogInvalid([f"canon_log.version: this server reads version 1, got {seen!r}"])
    try:
        log = CanonLog.model_validate(data)
    except ValidationError as exc:
        raise CanonLogInvalid(error_lines(exc, "canon_log")) from exc
    return log
