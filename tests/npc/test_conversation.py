from __future__ import annotations

import random

import httpx
import pytest

from taleweaver.content.npc import NpcCard, StartState
from taleweaver.npc.applier import MoveApplier
from taleweaver.npc.conversation import ConversationOver, NpcConversation, exchange
from taleweaver.npc.fallback import FallbackLibrary
from taleweaver.npc.service import NpcService
from taleweaver.npc.state import ClientSave
from taleweaver.npc.transport import HttpTransport

from .conftest import FENN_CAPS


def conversation(replies: list[httpx.Response]) -> NpcConversation:
    queue = list(replies)
    transport = HttpTransport("http://t", transport=httpx.MockTransport(lambda _r: queue.pop(0)))
    card = NpcCard(id="fenn", name="Fenn", role="townsfolk", capabilities=FENN_CAPS)
    service = NpcService(
        transport, {"fenn": card}, FallbackLibrary({"fenn": ["a", "b"]}, rng=random.Random(0))
    )
    applier = MoveApplier({"varrell_twins": "The twins were there."}, {"fenn": "Fenn"})
    return NpcConversation("fenn", service, applier, ClientSave.new(StartState(inventory={"coin": 1})))


def ok(prose: str) -> httpx.Response:
    return httpx.Response(200, json={"prose": prose})


async def test_turns_apply_moves_remember_the_exchange_and_end() -> None:
    talk = conversation(
        [
            ok("Them. [MOVE: reveal(varrell_twins)] [MOVE: adjust_disposition(4)]"),
            ok("Go. [MOVE: end_conversation]"),
        ]
    )

    first = await talk.turn("Who was there?")
    second = await talk.turn("Thanks.")

    assert first.valid_moves == ("reveal(varrell_twins)", "adjust_disposition(4)")
    assert first.disposition == 4
    assert talk.save.game.revealed_topics == ("varrell_twins",)
    assert "The twins were there." in talk.save.canon_log.facts
    assert talk.save.canon_log.recent_events[0] == 'You to Fenn: "Who was there?" Fenn: "Them."'
    assert second.ended
    with pytest.raises(ConversationOver):
        await talk.turn("Wait!")


async def test_a_degraded_turn_changes_nothing() -> None:
    talk = conversation([httpx.Response(502, json={"detail": {"model_error": "down"}})])
    before = talk.save

    record = await talk.turn("Hello?")

    assert record.degraded
    assert record.display_text in {"a", "b"}
    assert talk.save == before
    assert not record.ended


async def test_available_moves_reflect_the_current_state() -> None:
    talk = conversation([ok("Fine. [MOVE: offer_quest(find_the_ledger)]")])
    assert "offer_quest(find_the_ledger)" in await talk.available_moves()

    await talk.turn("Any work?")

    assert "offer_quest(find_the_ledger)" not in await talk.available_moves()
    assert "accept_item" in await talk.available_moves()


def test_exchange_lines_are_short() -> None:
    line = exchange("Fenn", "x" * 500, "")

    assert len(line) < 160
    assert line.endswith('Fenn: "…"')
