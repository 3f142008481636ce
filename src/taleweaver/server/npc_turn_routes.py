"""``POST /npc/turn`` and ``GET /npc/start``: the NPC client library, run server-side for the browser.

The browser keeps its game state (the NPC client save: canon log + game state) in localStorage and
sends it with each utterance. The route runs :class:`~taleweaver.npc.conversation.NpcConversation` —
speak through this same app's ``POST /npc/speak`` (in-process, no socket), validate the moves against
the state the browser sent, apply the valid ones — and returns the turn record and the new state. The
move rules are never re-implemented in JavaScript; persona and knowledge never leave the server.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request
from pydantic import BaseModel, Field

from taleweaver.content.npc import NpcCard, World
from taleweaver.npc.applier import MoveApplier
from taleweaver.npc.conversation import NpcConversation, TurnRecord
from taleweaver.npc.digest import standing
from taleweaver.npc.service import NpcService
from taleweaver.npc.speaker import NpcSpeaker
from taleweaver.npc.state import ClientSave
from taleweaver.npc.transport import HttpTransport, in_process
from taleweaver.server.errors import api_error, area_router, error_responses

router = area_router("npc")


class NpcTurnBody(BaseModel):
    state: ClientSave | None = Field(
        default=None, description="The client state from the last turn (or GET /npc/start); null: a new game."
    )
    npc_id: str = Field(min_length=1, max_length=64)
    utterance: str = Field(min_length=1, max_length=2000)


class NpcTurnResponse(BaseModel):
    turn: TurnRecord
    state: ClientSave
    standing: str
    """The disposition in words (``hostile`` … ``devoted``), so the meter never relies on colour."""


class NpcStart(BaseModel):
    state: ClientSave
    npcs: list[NpcCard]
    items: dict[str, str]
    """Item names by id (for the inventory list)."""
    quests: dict[str, str]
    """Quest titles by id (for the quest list)."""


async def _speaker(request: Request) -> NpcSpeaker:
    speaker: NpcSpeaker = request.app.state.services.npc_speaker
    return speaker


Speaker = Annotated[NpcSpeaker, Depends(_speaker)]


def _item_names(world: World) -> dict[str, str]:
    return {item_id: item.name for item_id, item in world.items.items()}


def _in_process(request: Request) -> HttpTransport:
    """One in-process transport per app: its client is kept open, and closed on shutdown."""
    state = request.app.state
    if getattr(state, "npc_transport", None) is None:
        state.npc_transport = in_process(request.app)
    transport: HttpTransport = state.npc_transport
    return transport


@router.get("/npc/start", response_model=NpcStart)
async def npc_start(speaker: Speaker) -> NpcStart:
    """A new game's client state, the NPC cards (never persona or knowledge) and item names."""
    world = speaker.world
    cards = [world.npcs[npc_id].card() for npc_id in sorted(world.npcs)]
    return NpcStart(
        state=ClientSave.new(world.start),
        npcs=cards,
        items=_item_names(world),
        quests={quest_id: quest.title for quest_id, quest in world.quests.items()},
    )


@router.post("/npc/turn", response_model=NpcTurnResponse, responses=error_responses("npc", 404, 409))
async def npc_turn(body: NpcTurnBody, request: Request, speaker: Speaker) -> NpcTurnResponse:
    """One turn: speak → validate → apply, on the state the browser sent; the new state comes back."""
    world = speaker.world
    if body.npc_id not in world.npcs:
        known = ", ".join(sorted(world.npcs))
        raise api_error(404, "npc", "unknown_npc", f"no NPC {body.npc_id!r}", f"known NPCs: {known}")
    save = body.state or ClientSave.new(world.start)
    if body.npc_id in save.game.hostile_npcs:
        raise api_error(
            409, "npc", "npc_hostile", f"{world.npcs[body.npc_id].name} will not talk to you any more", None
        )
    conversation = NpcConversation(
        body.npc_id,
        NpcService.for_world(world, _in_process(request)),
        MoveApplier.for_world(world),
        save,
    )
    record = await conversation.turn(body.utterance)
    return NpcTurnResponse(turn=record, state=conversation.save, standing=standing(record.disposition))
