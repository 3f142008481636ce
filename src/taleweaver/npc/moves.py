"""Which moves an NPC may make now, and which of the moves it proposed are legal (pure).

:func:`available_moves` is computed by the client from the NPC's capabilities and live state and sent
to the server verbatim. :func:`validate_moves` is the *validate against state* step: a move survives
only when it is in ``available_moves`` **and** its precondition still holds. An illegal move is not an
error: it is dropped with a reason, and the prose is kept.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pydantic import BaseModel, ConfigDict

from taleweaver.content.npc import Capabilities
from taleweaver.npc.state import StateView
from taleweaver.npc.tags import Move, parse_delta, parse_move

MAX_DISPOSITION_STEP = 15
"""One turn can move a disposition by at most this much, so one line cannot swing standing wholesale."""

ALWAYS_AVAILABLE = ("refuse", "end_conversation", "become_hostile", "adjust_disposition")
ID_MOVES = ("offer_quest", "reveal", "give_item")
"""Moves offered as concrete signatures, ``name(id)``: the id is part of what is available."""
MOVE_NAMES = (*ID_MOVES, "accept_item", *ALWAYS_AVAILABLE)


class DroppedMove(BaseModel):
    model_config = ConfigDict(frozen=True)

    move: str
    reason: str


class Validation(BaseModel):
    """The split of one turn's proposals: legal moves (normalised, deltas clamped) and dropped ones."""

    model_config = ConfigDict(frozen=True)

    valid: tuple[Move, ...] = ()
    dropped: tuple[DroppedMove, ...] = ()


def available_moves(capabilities: Capabilities, view: StateView) -> list[str]:
    """Authored capabilities filtered by live state (offer, reveal, give, accept), then universal moves."""
    moves = [
        f"offer_quest({quest})"
        for quest in capabilities.offerable_quests
        if view.canon_log.quest_status(quest) not in ("active", "complete")
    ]
    moves += [
        f"reveal({topic})"
        for topic in capabilities.revealable_topics
        if topic not in view.game.revealed_topics
    ]
    moves += [
        f"give_item({item})" for item in capabilities.giveable_items if item not in view.game.given_items
    ]
    if any(count > 0 for count in view.game.inventory.values()):
        moves.append("accept_item")
    moves += ALWAYS_AVAILABLE
    return moves


def validate_moves(
    moves: Iterable[Move], available: Sequence[str], view: StateView, *, malformed: Iterable[str] = ()
) -> Validation:
    """Keep each proposal that is available and whose precondition holds, in order; drop the rest.

    Proposals are checked as if the earlier valid ones of the same turn had been applied, so a quest
    cannot be offered twice nor one held item accepted twice in a single turn.
    """
    offered = {_normalise(entry) for entry in available}
    valid: list[Move] = []
    dropped = [DroppedMove(move=text, reason="unreadable move tag") for text in malformed]
    for move in moves:
        reason = _unavailable(move, offered) or _precondition_fails(move, view, valid)
        if reason is not None:
            dropped.append(DroppedMove(move=move.signature, reason=reason))
        else:
            valid.append(_normalised_move(move))
    return Validation(valid=tuple(valid), dropped=tuple(dropped))


def _normalise(entry: str) -> str:
    move = parse_move(entry)
    return move.signature if move is not None else entry.strip()


def _unavailable(move: Move, offered: set[str]) -> str | None:
    if move.name not in MOVE_NAMES:
        return f"unknown move {move.name!r}"
    if move.name in ID_MOVES:
        if len(move.args) != 1:
            return f"{move.name} takes exactly one id"
        if move.signature not in offered:
            return f"{move.signature} is not in available_moves (unknown id, or not offerable now)"
        return None
    if move.name not in offered:
        return f"{move.name} is not in available_moves"
    return None


def _precondition_fails(move: Move, view: StateView, earlier: list[Move]) -> str | None:
    """Re-check the move against live state (belt and suspenders: the list may be stale)."""
    repeated = move.name in ID_MOVES and any(m.signature == move.signature for m in earlier)
    if repeated:
        return f"{move.signature} already proposed this turn"
    if move.name == "offer_quest":
        status = view.canon_log.quest_status(move.args[0])
        return f"quest {move.args[0]!r} is already {status}" if status in ("active", "complete") else None
    if move.name == "reveal":
        return (
            f"topic {move.args[0]!r} already revealed" if move.args[0] in view.game.revealed_topics else None
        )
    if move.name == "give_item":
        return f"item {move.args[0]!r} already given" if move.args[0] in view.game.given_items else None
    if move.name == "accept_item":
        if len(move.args) != 1:
            return "accept_item takes exactly one item id"
        item = move.args[0]
        taken = sum(1 for m in earlier if m.name == "accept_item" and m.args == move.args)
        return None if view.game.inventory.get(item, 0) > taken else f"the player does not hold {item!r}"
    if move.name == "adjust_disposition":
        if len(move.args) != 1 or parse_delta(move.args[0]) is None:
            return "adjust_disposition takes one integer delta"
        if any(m.name == "adjust_disposition" for m in earlier):
            return "only one disposition change per turn"
    return None


def _normalised_move(move: Move) -> Move:
    """Universal moves lose stray arguments; a disposition delta is clamped to ±MAX_DISPOSITION_STEP."""
    if move.name == "adjust_disposition":
        delta = parse_delta(move.args[0]) or 0
        clamped = max(-MAX_DISPOSITION_STEP, min(MAX_DISPOSITION_STEP, delta))
        return Move(name=move.name, args=(str(clamped),))
    if move.name in ("refuse", "end_conversation", "become_hostile"):
        return Move(name=move.name)
    return move
