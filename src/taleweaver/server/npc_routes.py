"""NPC and narrator routes: ``POST /npc/speak``, ``POST /dm/narrate``, ``GET /npcs``, ``GET /npcs/{id}``.

Thin: validate (FastAPI + pydantic, errors rendered by the one handler), call the role, return the
raw prose. Persona and knowledge never leave the server: the only NPC data any response carries is
the card (id, name, role, capabilities); the prose is the model's own words.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel

from taleweaver.content.npc import NpcCard, NpcRole
from taleweaver.npc.contract import NarrateRequest, ProseResponse, SpeakRequest
from taleweaver.npc.speaker import NpcSpeaker, UnknownNpc
from taleweaver.server.errors import InvalidRequest, NotFound

router = APIRouter(tags=["npc"])


class NpcSummary(BaseModel):
    id: str
    name: str
    role: NpcRole


def npc_speaker(request: Request) -> NpcSpeaker:
    speaker: NpcSpeaker = request.app.state.npc_speaker
    return speaker


Speaker = Annotated[NpcSpeaker, Depends(npc_speaker)]


@router.post("/npc/speak", response_model=ProseResponse)
async def speak(body: SpeakRequest, speaker: Speaker) -> ProseResponse:
    """One NPC turn: the NPC's raw prose with its ``[MOVE: …]`` / ``[FACT: …]`` tags intact."""
    try:
        return ProseResponse(prose=await speaker.speak(body))
    except UnknownNpc as exc:
        raise InvalidRequest([str(exc)]) from exc


@router.post("/dm/narrate", response_model=ProseResponse)
async def narrate(body: NarrateRequest, speaker: Speaker) -> ProseResponse:
    """The narrator's prose from a digest of the canon log."""
    return ProseResponse(prose=await speaker.narrate(body))


@router.get("/npcs", response_model=list[NpcSummary])
async def list_npcs(speaker: Speaker) -> list[NpcSummary]:
    npcs = sorted(speaker.world.npcs.values(), key=lambda npc: npc.id)
    return [NpcSummary(id=npc.id, name=npc.name, role=npc.role) for npc in npcs]


@router.get("/npcs/{npc_id}", response_model=NpcCard)
async def npc_card(npc_id: str, speaker: Speaker) -> NpcCard:
    """The NPC's card: id, name, role and capabilities — never persona or knowledge."""
    try:
        return speaker.npc(npc_id).card()
    except UnknownNpc as exc:
        raise NotFound(str(exc)) from exc
