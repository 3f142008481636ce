"""Writes validated moves to the client's state: the *apply* step, invoked explicitly by the caller.

It takes moves that :func:`~taleweaver.npc.moves.validate_moves` already accepted and returns new
values; nothing is mutated in place, so a caller that does not apply a turn has changed nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from pydantic import BaseModel, ConfigDict

from taleweaver.content.canon import DISPOSITION_MIN, CanonLog
from taleweaver.content.npc import World
from taleweaver.npc.moves import MAX_DISPOSITION_STEP
from taleweaver.npc.state import GameState, disposition_of, with_disposition
from taleweaver.npc.tags import Move, parse_delta

HOSTILE_FLOOR = DISPOSITION_MIN


class Applied(BaseModel):
    """The state after a turn, and what the turn did."""

    model_config = ConfigDict(frozen=True)

    canon_log: CanonLog
    game: GameState
    applied: tuple[str, ...] = ()
    disposition: int = 0
    ended: bool = False
    hostile: bool = False


class MoveApplier:
    """Applies moves for one world; ``topic_facts`` says which canon fact each revealed topic adds."""

    def __init__(self, topic_facts: Mapping[str, str], npc_names: Mapping[str, str] | None = None) -> None:
        self._topic_facts = dict(topic_facts)
        self._npc_names = dict(npc_names or {})

    @classmethod
    def for_world(cls, world: World) -> MoveApplier:
        topic_facts = {topic_id: topic.fact for topic_id, topic in world.topics.items()}
        return cls(topic_facts, {npc_id: npc.name for npc_id, npc in world.npcs.items()})

    def apply(
        self,
        npc_id: str,
        moves: Iterable[Move],
        canon_log: CanonLog,
        game: GameState,
        *,
        facts: Iterable[str] = (),
    ) -> Applied:
        """Apply ``moves`` in order, then add harvested ``facts``; hostility wins over any adjustment."""
        applied: list[str] = []
        ended = hostile = False
        for move in moves:
            canon_log, game = self._apply_one(npc_id, move, canon_log, game)
            applied.append(move.signature)
            ended = ended or move.name in ("end_conversation", "become_hostile")
            hostile = hostile or move.name == "become_hostile"
        if hostile:
            canon_log, game = with_disposition(npc_id, HOSTILE_FLOOR, canon_log, game)
            if npc_id not in game.hostile_npcs:
                game = game.model_copy(update={"hostile_npcs": (*game.hostile_npcs, npc_id)})
            canon_log = canon_log.with_event(f"{self._name(npc_id)} turned hostile.")
        canon_log = canon_log.with_facts(facts)
        return Applied(
            canon_log=canon_log,
            game=game,
            applied=tuple(applied),
            disposition=disposition_of(npc_id, canon_log, game),
            ended=ended,
            hostile=hostile,
        )

    def _apply_one(
        self, npc_id: str, move: Move, canon_log: CanonLog, game: GameState
    ) -> tuple[CanonLog, GameState]:
        name = self._name(npc_id)
        arg = move.args[0] if move.args else ""
        if move.name == "offer_quest":
            canon_log = canon_log.with_quest(arg, "active", giver=npc_id)
            return canon_log.with_event(f"{name} offered the quest {arg}."), game
        if move.name == "reveal":
            game = game.model_copy(update={"revealed_topics": (*game.revealed_topics, arg)})
            fact = self._topic_facts.get(arg)
            return (canon_log.with_facts([fact]) if fact else canon_log), game
        if move.name == "give_item":
            game = game.with_item(arg, 1).model_copy(update={"given_items": (*game.given_items, arg)})
            return canon_log.with_event(f"{name} gave the player {arg}."), game
        if move.name == "accept_item":
            return canon_log.with_event(f"{name} took {arg} from the player."), game.with_item(arg, -1)
        if move.name == "adjust_disposition":
            delta = max(-MAX_DISPOSITION_STEP, min(MAX_DISPOSITION_STEP, parse_delta(arg) or 0))
            current = disposition_of(npc_id, canon_log, game)
            return with_disposition(npc_id, current + delta, canon_log, game)
        return canon_log, game  # refuse, end_conversation, become_hostile: no direct state change

    def _name(self, npc_id: str) -> str:
        return self._npc_names.get(npc_id, npc_id)
