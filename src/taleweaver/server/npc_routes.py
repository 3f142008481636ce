"""NPC and narrator routes: ``POST /npc/speak``, ``POST /dm/narrate``, ``GET /npcs``, ``GET /npcs/{id}``.

Thin: validate (FastAPI + pydantic, errors rendered by the one handler), call the role, return the
raw prose. Persona and knowledge never leave the server: the only NPC data any response carries is
the card (id, name, role, capabilities); the prose is the model's own words.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request
from pydantic import BaseModel, ValidationError

from taleweaver.content.npc import NpcCard, NpcRole
from taleweaver.npc.contract import NarrateRequest, ProseResponse, SpeakRequest
from taleweaver.npc.speaker import NpcSpeaker, UnknownNpc
from taleweaver.server.errors import InvalidRequest, api_error, area_router, error_responses
from taleweaver.server.hot_routes import Answer, Scope, json_content

router = area_router("npc")
"""``/npcs`` and ``/npcs/{id}``: errors in the generic ``npc_error`` envelope."""
seed_router = area_router("npc", seed_keys=True)
"""``/npc/speak`` and ``/dm/narrate``: errors keep the ``canon_log_errors`` (422) and
``model_error`` (502) keys that clients read."""


class NpcSummary(BaseModel):
    id: str
    name: str
    role: NpcRole


async def npc_speaker(request: Request) -> NpcSpeaker:
    """The app's speaker (``async``: a plain ``def`` dependency costs a thread-pool hop per request)."""
    speaker: NpcSpeaker = request.app.state.services.npc_speaker
    return speaker


Speaker = Annotated[NpcSpeaker, Depends(npc_speaker)]


@seed_router.post(
    "/npc/speak", response_model=ProseResponse, responses=error_responses("npc", 502, seed_keys=True)
)
async def speak(body: SpeakRequest, request: Request) -> ProseResponse:
    """One NPC turn: the NPC's raw prose with its ``[MOVE: …]`` / ``[FACT: …]`` tags intact.

    The hot route: :func:`speak_answer` answers it below the router (:mod:`~taleweaver.server.hot_routes`);
    this endpoint describes it to OpenAPI and answers the bodies the hot path hands on.
    """
    speaker: NpcSpeaker = request.app.state.services.npc_speaker
    try:
        return ProseResponse(prose=await speaker.speak(body))
    except UnknownNpc as exc:
        raise InvalidRequest([str(exc)]) from exc


def speak_answer(speaker: NpcSpeaker) -> Answer:
    """``POST /npc/speak`` on the hot path: the prose as JSON, or ``None`` for a body :func:`speak` would
    not take as it is (not declared JSON, or invalid: the declared route answers it, word for word)."""

    async def answer(scope: Scope, raw: bytes) -> bytes | None:
        if not json_content(scope):
            return None
        try:
            body = SpeakRequest.model_validate_json(raw)
        except ValidationError:
            return None
        try:
            prose = await speaker.speak(body)
        except UnknownNpc as exc:
            raise InvalidRequest([str(exc)]) from exc
        return ProseResponse(prose=prose).model_dump_json().encode()

    return answer


@seed_router.post(
    "/dm/narrate", response_model=ProseResponse, responses=error_responses("npc", 502, seed_keys=True)
)
async def narrate(body: NarrateRequest, speaker: Speaker) -> ProseResponse:
    """The narrator's prose from a digest of the canon log."""
    return ProseResponse(prose=await speaker.narrate(body))


@router.get("/npcs", response_model=list[NpcSummary])
async def list_npcs(speaker: Speaker) -> list[NpcSummary]:
    npcs = sorted(speaker.world.npcs.values(), key=lambda npc: npc.id)
    return [NpcSummary(id=npc.id, name=npc.name, role=npc.role) for npc in npcs]


@router.get("/npcs/{npc_id}", response_model=NpcCard, responses=error_responses("npc", 404))
async def npc_card(npc_id: str, speaker: Speaker) -> NpcCard:
    """The NPC's card: id, name, role and capabilities — never persona or knowledge."""
    try:
        return speaker.npc(npc_id).card()
    except UnknownNpc as exc:
        api_error(404, "npc", "unknown_npc", str(exc), "list the NPCs with GET /npcs")
