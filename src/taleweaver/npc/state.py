"""The client's live game state for NPC conversations, and its versioned save file.

The client owns all of it (the server is stateless for game state). Town-NPC dispositions live in
:class:`GameState`; companions' dispositions live in their canon-log party rows. :func:`disposition_of`
and :func:`with_disposition` are the one place that knows which home an NPC's disposition has.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from taleweaver.content.canon import (
    DISPOSITION_MAX,
    DISPOSITION_MIN,
    CanonLog,
    Id,
    JsonInt,
    clamp_disposition,
)
from taleweaver.content.npc import StartState
from taleweaver.validation import describe

SAVE_VERSION: Literal[1] = 1
MAX_COUNT = 99
"""Most of one item a player can hold."""
MAX_ENTRIES = 200
"""Most entries in any one map or list of the game state (ids the world could hold)."""
Disposition = Annotated[JsonInt, Field(ge=DISPOSITION_MIN, le=DISPOSITION_MAX)]
Count = Annotated[JsonInt, Field(ge=0, le=MAX_COUNT)]


class GameState(BaseModel):
    """Dispositions of town NPCs, the player's inventory, revealed topics, given items, hostility.

    Client-owned, so bounded: dispositions in −100..100, item counts in 0..99, ids snake_case, at
    most 200 entries each. Whether the ids exist in the world is checked where the world is known
    (:func:`unknown_ids`).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    npc_dispositions: dict[Id, Disposition] = Field(default_factory=dict, max_length=MAX_ENTRIES)
    inventory: dict[Id, Count] = Field(default_factory=dict, max_length=MAX_ENTRIES)
    revealed_topics: tuple[Id, ...] = Field(default=(), max_length=MAX_ENTRIES)
    given_items: tuple[Id, ...] = Field(default=(), max_length=MAX_ENTRIES)
    hostile_npcs: tuple[Id, ...] = Field(default=(), max_length=MAX_ENTRIES)

    def holds(self, item_id: str) -> bool:
        return self.inventory.get(item_id, 0) > 0

    def with_item(self, item_id: str, delta: int) -> GameState:
        """Add (or, with a negative ``delta``, take) items; an emptied slot disappears."""
        inventory = dict(self.inventory)
        count = min(MAX_COUNT, inventory.get(item_id, 0) + delta)
        if count > 0:
            inventory[item_id] = count
        else:
            inventory.pop(item_id, None)
        return self.model_copy(update={"inventory": inventory})


def unknown_ids(
    game: GameState, npcs: Collection[str], items: Collection[str], topics: Collection[str]
) -> list[str]:
    """``field: unknown id 'x'`` for each id in ``game`` the world does not hold (empty: all known)."""
    problems = []
    for where, ids, known in (
        ("npc_dispositions", game.npc_dispositions, npcs),
        ("inventory", game.inventory, items),
        ("revealed_topics", game.revealed_topics, topics),
        ("given_items", game.given_items, items),
        ("hostile_npcs", game.hostile_npcs, npcs),
    ):
        problems += [f"state.game.{where}: unknown id {item!r}" for item in ids if item not in known]
    return problems


class StateView(BaseModel):
    """The read-only view the pure move functions take: who is talking, the canon log, the game state."""

    model_config = ConfigDict(frozen=True)

    npc_id: str
    canon_log: CanonLog
    game: GameState

    @property
    def disposition(self) -> int:
        return disposition_of(self.npc_id, self.canon_log, self.game)


def disposition_of(npc_id: str, canon_log: CanonLog, game: GameState) -> int:
    """A companion's disposition from its party row; a town NPC's from the game state (default 0)."""
    member = canon_log.party_member(npc_id)
    if member is not None:
        return member.disposition
    return game.npc_dispositions.get(npc_id, 0)


def with_disposition(
    npc_id: str, value: int, canon_log: CanonLog, game: GameState
) -> tuple[CanonLog, GameState]:
    """Write ``value`` (kept in −100..100) to the NPC's own disposition home."""
    value = clamp_disposition(value)
    if canon_log.party_member(npc_id) is not None:
        return canon_log.with_party_disposition(npc_id, value), game
    dispositions = {**game.npc_dispositions, npc_id: value}
    return canon_log, game.model_copy(update={"npc_dispositions": dispositions})


class ClientSave(BaseModel):
    """What ``taleweaver npc chat --state FILE`` keeps between runs."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["taleweaver.npc_state"] = "taleweaver.npc_state"
    version: Literal[1] = SAVE_VERSION
    canon_log: CanonLog = CanonLog()
    game: GameState = GameState()

    @classmethod
    def new(cls, start: StartState) -> ClientSave:
        return cls(canon_log=start.canon_log, game=GameState(inventory=dict(start.inventory)))

    def to_json(self) -> str:
        return self.model_dump_json(indent=2) + "\n"


class SaveInvalid(ValueError):
    """A state file that cannot be read; the message names the problem and the fix."""


def parse_save(text: str, *, source: str) -> ClientSave:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveInvalid(
            f"{source}: not JSON ({exc.msg} at line {exc.lineno}); delete it to start over"
        ) from exc
    if isinstance(data, dict) and data.get("version", SAVE_VERSION) != SAVE_VERSION:
        raise SaveInvalid(
            f"{source}: state version {data.get('version')!r}, this version reads {SAVE_VERSION}"
        )
    try:
        return ClientSave.model_validate(data)
    except ValidationError as exc:
        problems = describe(exc)
        raise SaveInvalid(f"{source}: not a taleweaver NPC state file ({problems})") from exc
