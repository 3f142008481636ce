"""A multi-turn conversation with one NPC: the whole bounded turn, end to end, as one value per turn.

``NpcConversation.turn`` runs speak (build request → model → parse → validate) and then applies the
valid moves and harvested facts to the client's state — the explicit apply step — and records the
turn as a :class:`TurnRecord` (what the harness prints, one JSON object per line with ``--json``).
Each exchange also becomes a short canon-log event, so the next turn's digest carries the thread.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from taleweaver.content.npc import Capabilities, NpcCard
from taleweaver.npc.applier import MoveApplier
from taleweaver.npc.moves import DroppedMove, available_moves
from taleweaver.npc.service import NpcService
from taleweaver.npc.state import ClientSave, StateView, disposition_of


class TurnRecord(BaseModel):
    """One processed player line: the prose, what was applied and dropped, and where things stand."""

    model_config = ConfigDict(frozen=True)

    input: str
    npc_id: str
    prose: str
    display_text: str
    valid_moves: tuple[str, ...]
    dropped_moves: tuple[DroppedMove, ...]
    facts: tuple[str, ...]
    disposition: int
    degraded: bool
    degraded_reason: str | None = None
    ended: bool
    hostile: bool = False
    available_moves: tuple[str, ...] = ()


def exchange(name: str, utterance: str, reply: str, *, limit: int = 120) -> str:
    """One canon-log event for a turn, so the NPC remembers what was just said."""

    def cut(text: str) -> str:
        text = " ".join(text.split())
        return text if len(text) <= limit else text[: limit - 1] + "…"

    return f'You to {name}: "{cut(utterance)}" {name}: "{cut(reply) or "…"}"'


class ConversationOver(RuntimeError):
    """A turn was attempted after the NPC ended the conversation."""


class NpcConversation:
    """Talks to ``npc_id`` until it ends the conversation; ``save`` is the client state, updated per turn."""

    def __init__(self, npc_id: str, service: NpcService, applier: MoveApplier, save: ClientSave) -> None:
        self.npc_id = npc_id
        self.save = save
        self.ended = False
        self._service = service
        self._applier = applier

    @property
    def disposition(self) -> int:
        return disposition_of(self.npc_id, self.save.canon_log, self.save.game)

    async def card(self) -> NpcCard | None:
        """The NPC's client-visible card (name, role, capabilities), when known."""
        return await self._service.card(self.npc_id)

    async def available_moves(self) -> list[str]:
        """What the NPC could do right now (the list a turn would send)."""
        card = await self._service.card(self.npc_id)
        view = StateView(npc_id=self.npc_id, canon_log=self.save.canon_log, game=self.save.game)
        return available_moves(card.capabilities if card else Capabilities(), view)

    async def turn(self, utterance: str) -> TurnRecord:
        if self.ended:
            raise ConversationOver(f"{self.npc_id} has ended the conversation")
        result = await self._service.speak(self.npc_id, utterance, self.save.canon_log, self.save.game)
        hostile = False
        if not result.degraded:  # a degraded turn never mutates state
            card = await self._service.card(self.npc_id)
            said = exchange(card.name if card else self.npc_id, utterance, result.display_text)
            applied = self._applier.apply(
                self.npc_id,
                result.valid_moves,
                self.save.canon_log.with_event(said),
                self.save.game,
                facts=result.facts,
            )
            self.save = self.save.model_copy(update={"canon_log": applied.canon_log, "game": applied.game})
            self.ended = applied.ended
            hostile = applied.hostile
        return TurnRecord(
            input=utterance,
            npc_id=self.npc_id,
            prose=result.prose,
            display_text=result.display_text,
            valid_moves=tuple(move.signature for move in result.valid_moves),
            dropped_moves=result.dropped_moves,
            facts=result.facts,
            disposition=self.disposition,
            degraded=result.degraded,
            degraded_reason=result.degraded_reason,
            ended=self.ended,
            hostile=hostile,
            available_moves=result.available_moves,
        )
