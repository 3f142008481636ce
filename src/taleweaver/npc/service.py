"""The client side of one NPC turn: build the request, send it, parse the prose, validate the moves.

``NpcService.speak`` is the bounded step seen from the client: state → ``available_moves`` →
``POST /npc/speak`` → :func:`extract_tags` → :func:`validate_moves` → :class:`NpcResult`. It applies
nothing itself; the caller hands the result to :class:`~taleweaver.npc.applier.MoveApplier`. Any
failure (non-200, no response, no prose) gives a *degraded* result: an authored in-voice line and
zero moves, so a degraded turn can never change state.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Mapping

from pydantic import BaseModel, ConfigDict, ValidationError

from taleweaver.content.canon import CanonLog
from taleweaver.content.npc import Capabilities, NpcCard, World
from taleweaver.npc.contract import ProseResponse, SpeakRequest
from taleweaver.npc.fallback import FallbackLibrary
from taleweaver.npc.moves import DroppedMove, available_moves, validate_moves
from taleweaver.npc.state import GameState, StateView
from taleweaver.npc.tags import Move, extract_tags
from taleweaver.npc.transport import NpcTransport, TransportError

log = logging.getLogger("taleweaver.npc")


class NpcResult(BaseModel):
    """One NPC turn as the client sees it; ``prose`` is the raw model text (empty when degraded)."""

    model_config = ConfigDict(frozen=True)

    npc_id: str
    display_text: str
    prose: str = ""
    facts: tuple[str, ...] = ()
    valid_moves: tuple[Move, ...] = ()
    dropped_moves: tuple[DroppedMove, ...] = ()
    available_moves: tuple[str, ...] = ()
    degraded: bool = False
    degraded_reason: str | None = None


class NpcService:
    """Speaks to NPCs through ``transport``; ``cards`` are the NPCs' client-visible capability blocks."""

    def __init__(
        self,
        transport: NpcTransport,
        cards: Mapping[str, NpcCard],
        fallbacks: FallbackLibrary,
    ) -> None:
        self._transport = transport
        self._cards = dict(cards)
        self._fallbacks = fallbacks

    @classmethod
    def for_world(
        cls, world: World, transport: NpcTransport, *, rng: random.Random | None = None
    ) -> NpcService:
        """A service whose cards and fallback lines come from ``world`` (client-visible parts only)."""
        lines = {npc_id: npc.fallback_lines for npc_id, npc in world.npcs.items()}
        return cls(transport, world.cards(), FallbackLibrary(lines, rng=rng))

    async def card(self, npc_id: str) -> NpcCard | None:
        """The NPC's card: from local content, else ``GET /npcs/{id}`` (cached); ``None`` if unknown."""
        if npc_id not in self._cards:
            try:
                response = await self._transport.request("GET", f"/npcs/{npc_id}")
                if response.status == 200:
                    self._cards[npc_id] = NpcCard.model_validate(response.body)
            except (TransportError, ValidationError) as exc:
                log.info("npc %s: no capabilities (%s)", npc_id, exc)
        return self._cards.get(npc_id)

    async def speak(self, npc_id: str, utterance: str, canon_log: CanonLog, state: GameState) -> NpcResult:
        view = StateView(npc_id=npc_id, canon_log=canon_log, game=state)
        card = await self.card(npc_id)
        available = available_moves(card.capabilities if card else Capabilities(), view)
        request = SpeakRequest(
            canon_log=canon_log,
            npc_id=npc_id,
            disposition=view.disposition,
            available_moves=tuple(available),
            utterance=utterance,
        )
        try:
            response = await self._transport.request("POST", "/npc/speak", request.model_dump(mode="json"))
        except TransportError as exc:
            return self._degraded(npc_id, available, f"transport: {exc}")
        if response.status != 200:
            return self._degraded(npc_id, available, f"HTTP {response.status}: {_detail(response.body)}")
        try:
            prose = ProseResponse.model_validate(response.body).prose
        except ValidationError:
            return self._degraded(npc_id, available, "response has no prose")
        if not prose.strip():
            return self._degraded(npc_id, available, "empty prose")
        tags = extract_tags(prose)
        checked = validate_moves(tags.moves, available, view, malformed=tags.malformed)
        for dropped in checked.dropped:
            log.info("npc %s: dropped %s (%s)", npc_id, dropped.move, dropped.reason)
        return NpcResult(
            npc_id=npc_id,
            display_text=tags.clean_text,
            prose=prose,
            facts=tags.facts,
            valid_moves=checked.valid,
            dropped_moves=checked.dropped,
            available_moves=tuple(available),
        )

    def _degraded(self, npc_id: str, available: list[str], reason: str) -> NpcResult:
        log.info("npc %s: degraded turn (%s)", npc_id, reason)
        return NpcResult(
            npc_id=npc_id,
            display_text=self._fallbacks.line(npc_id),
            available_moves=tuple(available),
            degraded=True,
            degraded_reason=reason,
        )


def _detail(body: object) -> str:
    if isinstance(body, dict) and isinstance(body.get("detail"), dict):
        detail = body["detail"]
        errors = detail.get("canon_log_errors")
        if isinstance(errors, list):
            return "; ".join(str(error) for error in errors)
        if "model_error" in detail:
            return str(detail["model_error"])
    return str(body)[:300]
