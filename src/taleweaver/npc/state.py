"""The client's live game state for NPC conversations, and its versioned save file.

The client owns all of it (the server is stateless for game state). Town-NPC dispositions live in
:class:`GameState`; companions' dispositions live in their canon-log party rows. :func:`disposition_of`
and :func:`with_disposition` are the one place that knows which home an NPC's disposition has.
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from taleweaver.content.canon import CanonLog, JsonInt, clamp_disposition
from taleweaver.content.npc import StartState
from taleweaver.validation import describe

SAVE_VERSION: Literal[1] = 1


class GameState(BaseModel):
    """Dispositions of town NPCs, the player's inventory, revealed topics, given items, hostility."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    npc_dispositions: dict[str, JsonInt] = Field(default_factory=dict)
    inventory: dict[str, JsonInt] = Field(default_factory=dict)
    revealed_topics: tuple[str, ...] = ()
    given_items: tuple[str, ...] = ()
    hostile_npcs: tuple[str, ...] = ()

    def holds(self, item_id: str) -> bool:
        return self.inventory.get(item_id, 0) > 0

    def with_item(self, item_id: str, delta: int) -> GameState:
        """Add (or, with a negative ``delta``, take) items; an emptied slot disappears."""
        inventory = dict(self.inventory)
        count = inventory.get(item_id, 0) + delta
        if count > 0:
            inventory[item_id] = count
        else:
            inventory.pop(item_id, None)
        return self.model_copy(update={"inventory": inventory})


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
