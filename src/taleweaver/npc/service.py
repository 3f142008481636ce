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
from typing import Protocol

from pydantic import BaseModel, ConfigDict, ValidationError

from taleweaver.content.canon import CanonLog
from taleweaver.content.npc import Capabilities, NpcCard, World
from taleweaver.models.port import ModelError
from taleweaver.npc.contract import ProseResponse, SpeakRequest
from taleweaver.npc.fallback import FallbackLibrary
from taleweaver.npc.moves import DroppedMove, available_moves, validate_moves
from taleweaver.npc.state import GameState, StateView
from taleweaver.npc.tags import Move, echoed, extract_tags
from taleweaver.npc.transport import NpcTransport, TransportError, TransportResponse
from taleweaver.redact import strip_credentials

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


class Speech(Protocol):
    """The server's own speaker, called directly (no HTTP, no second validation): ``NpcSpeaker``."""

    async def speak(self, request: SpeakRequest) -> str:
        """The raw prose; raises a ``ModelError`` or ``LookupError`` (unknown NPC)."""
        ...


class NpcService:
    """Speaks to NPCs through ``transport`` (or ``speech``, in the server); ``cards`` are the NPCs'
    client-visible capability blocks."""

    def __init__(
        self,
        transport: NpcTransport | None,
        cards: Mapping[str, NpcCard],
        fallbacks: FallbackLibrary,
        *,
        speech: Speech | None = None,
    ) -> None:
        self._transport = transport
        self._speech = speech
        self._cards = dict(cards)
        self._fallbacks = fallbacks

    @classmethod
    def for_world(
        cls,
        world: World,
        transport: NpcTransport | None = None,
        *,
        speech: Speech | None = None,
        rng: random.Random | None = None,
    ) -> NpcService:
        """A service whose cards and fallback lines come from ``world`` (client-visible parts only)."""
        lines = {npc_id: npc.fallback_lines for npc_id, npc in world.npcs.items()}
        return cls(transport, world.cards(), FallbackLibrary(lines, rng=rng), speech=speech)

    async def card(self, npc_id: str) -> NpcCard | None:
        """The NPC's card: from local content, else ``GET /npcs/{id}`` (cached); ``None`` if unknown."""
        if npc_id not in self._cards and self._transport is not None:
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
        prose, failure = await self._prose(request)
        if failure is not None:
            return self._degraded(npc_id, available, failure)
        tags = extract_tags(prose)
        typed_moves, typed_facts = echoed(tags, utterance)
        moves = tuple(move for move in tags.moves if move.signature not in typed_moves)
        checked = validate_moves(moves, available, view, malformed=tags.malformed)
        echoes = tuple(
            DroppedMove(move=move.signature, reason="the player wrote this tag; an echo is not a move")
            for move in tags.moves
            if move.signature in typed_moves
        )
        for dropped in (*checked.dropped, *echoes):
            log.info("npc %s: dropped %s (%s)", npc_id, dropped.move, dropped.reason)
        return NpcResult(
            npc_id=npc_id,
            display_text=tags.clean_text,
            prose=prose,
            facts=tuple(fact for fact in tags.facts if fact not in typed_facts),
            valid_moves=checked.valid,
            dropped_moves=(*checked.dropped, *echoes),
            available_moves=tuple(available),
        )

    async def _prose(self, request: SpeakRequest) -> tuple[str, str | None]:
        """The prose, or a short fixed reason why there is none (details go to the log only)."""
        if self._speech is not None:
            try:
                prose = await self._speech.speak(request)
            except ModelError as exc:
                log.info("npc %s: model error %s: %s", request.npc_id, exc.kind, strip_credentials(str(exc)))
                return "", f"model_error: {exc.kind}"
            except LookupError:
                return "", "unknown_npc"
        elif self._transport is None:
            return "", "no transport"
        else:
            try:
                response = await self._transport.request(
                    "POST", "/npc/speak", request.model_dump(mode="json")
                )
            except TransportError as exc:
                log.info("npc %s: transport failed: %s", request.npc_id, strip_credentials(str(exc)))
                return "", "transport: the server could not be reached"
            if response.status != 200:
                log.info("npc %s: HTTP %s: %s", request.npc_id, response.status, _detail(response.body))
            return prose_of(response)
        if not prose.strip():
            return "", "empty prose"
        return prose, None

    def _degraded(self, npc_id: str, available: list[str], reason: str) -> NpcResult:
        log.info("npc %s: degraded turn (%s)", npc_id, reason)
        return NpcResult(
            npc_id=npc_id,
            display_text=self._fallbacks.line(npc_id),
            available_moves=tuple(available),
            degraded=True,
            degraded_reason=reason,
        )


def prose_of(response: TransportResponse) -> tuple[str, str | None]:
    """The prose of a ``/npc/speak`` or ``/dm/narrate`` answer, or a short fixed reason why there is none."""
    if response.status != 200:
        return "", f"HTTP {response.status}{failure_kind(response.body)}"
    try:
        prose = ProseResponse.model_validate(response.body).prose
    except ValidationError:
        return "", "response has no prose"
    if not prose.strip():
        return "", "empty prose"
    return prose, None


def failure_kind(body: object) -> str:
    """``: timeout`` from a seed-key 502 body (the kind before the colon), else nothing."""
    if isinstance(body, dict) and isinstance(body.get("detail"), dict):
        error = body["detail"].get("model_error")
        if isinstance(error, str) and ":" in error:
            kind = error.split(":", 1)[0].strip()
            if kind.replace("_", "").isalnum() and len(kind) <= 32:
                return f": {kind}"
        if "canon_log_errors" in body["detail"]:
            return ": invalid request"
    return ""


def _detail(body: object) -> str:
    if isinstance(body, dict) and isinstance(body.get("detail"), dict):
        detail = body["detail"]
        errors = detail.get("canon_log_errors")
        if isinstance(errors, list):
            return "; ".join(str(error) for error in errors)
        if "model_error" in detail:
            return str(detail["model_error"])
    return str(body)[:300]
