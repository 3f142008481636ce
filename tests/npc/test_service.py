from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable

import httpx
import pytest

from taleweaver.content.canon import CanonLog
from taleweaver.content.npc import NpcCard
from taleweaver.npc.fallback import FallbackLibrary
from taleweaver.npc.service import NpcService
from taleweaver.npc.state import GameState
from taleweaver.npc.tags import Move
from taleweaver.npc.transport import HttpTransport

from .conftest import FENN_CAPS

FENN_LINES = ["Fenn mutters over his tally.", "Fenn waves you off.", "Fenn loses count."]
Handler = Callable[[httpx.Request], httpx.Response]


def service(handler: Handler) -> tuple[NpcService, list[httpx.Request]]:
    seen: list[httpx.Request] = []

    def record(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return handler(request)

    transport = HttpTransport("http://npc.test", transport=httpx.MockTransport(record))
    cards = {"fenn": NpcCard(id="fenn", name="Fenn", role="townsfolk", capabilities=FENN_CAPS)}
    return NpcService(transport, cards, FallbackLibrary({"fenn": FENN_LINES}, rng=random.Random(3))), seen


def prose(text: str) -> Handler:
    return lambda _request: httpx.Response(200, json={"prose": text})


async def test_mixed_valid_and_invalid_tags_are_split_and_the_prose_kept() -> None:
    text = (
        '"The twins, it was." [MOVE: reveal(varrell_twins)] [MOVE: give_item(gold_crown)] '
        "[MOVE: offer_quest(find_the_ledger)] [ADJUST_DISPOSITION: 30] [FACT: the Varrell twins are brothers]"
    )
    npc, seen = service(prose(text))

    result = await npc.speak("fenn", "Who took it?", CanonLog(), GameState(npc_dispositions={"fenn": 12}))

    assert result.display_text == '"The twins, it was."'
    assert result.prose == text
    assert result.valid_moves == (
        Move(name="reveal", args=("varrell_twins",)),
        Move(name="offer_quest", args=("find_the_ledger",)),
        Move(name="adjust_disposition", args=("15",)),
    )
    assert [d.move for d in result.dropped_moves] == ["give_item(gold_crown)"]
    assert result.facts == ("the Varrell twins are brothers",)
    assert not result.degraded
    body = json.loads(seen[0].content)
    assert seen[0].url.path == "/npc/speak"
    assert body["npc_id"] == "fenn"
    assert body["disposition"] == 12
    assert body["utterance"] == "Who took it?"
    assert body["available_moves"][0] == "offer_quest(find_the_ledger)"
    assert body["canon_log"]["version"] == 1


@pytest.mark.parametrize(
    "handler",
    [
        lambda _r: httpx.Response(502, json={"detail": {"model_error": "timeout: slow"}}),
        lambda _r: httpx.Response(422, json={"detail": {"canon_log_errors": ["npc_id: no NPC"]}}),
        lambda _r: httpx.Response(500, text="boom"),
        lambda _r: httpx.Response(200, json={"text": "wrong shape"}),
        lambda _r: httpx.Response(200, json={"prose": "   "}),
        lambda _r: (_ for _ in ()).throw(httpx.ConnectError("refused")),
        lambda _r: (_ for _ in ()).throw(httpx.ReadTimeout("slow")),
    ],
    ids=["502", "422", "500", "no-prose", "empty-prose", "connect-error", "timeout"],
)
async def test_any_failure_degrades_to_a_fallback_line_with_no_moves(handler: Handler) -> None:
    npc, _ = service(handler)

    result = await npc.speak("fenn", "hello", CanonLog(), GameState())

    assert result.degraded
    assert result.display_text in FENN_LINES
    assert result.valid_moves == ()
    assert result.dropped_moves == ()
    assert result.facts == ()
    assert result.degraded_reason


async def test_degraded_lines_vary_between_turns() -> None:
    npc, _ = service(lambda _r: httpx.Response(502, json={"detail": {"model_error": "down"}}))

    lines = [(await npc.speak("fenn", "hi", CanonLog(), GameState())).display_text for _ in range(6)]

    assert all(a != b for a, b in itertools.pairwise(lines))
    assert set(lines) == set(FENN_LINES)


async def test_unknown_npc_capabilities_come_from_the_server_card() -> None:
    card = {
        "id": "odile",
        "name": "Odile",
        "role": "townsfolk",
        "capabilities": {"giveable_items": ["cellar_key"]},
    }

    def handler(request: httpx.Request) -> httpx.Response:
        if request.method == "GET":
            return httpx.Response(200, json=card)
        return httpx.Response(200, json={"prose": "Here. [MOVE: give_item(cellar_key)]"})

    npc, seen = service(handler)
    result = await npc.speak("odile", "Key?", CanonLog(), GameState())

    assert result.valid_moves == (Move(name="give_item", args=("cellar_key",)),)
    assert [r.url.path for r in seen] == ["/npcs/odile", "/npc/speak"]
    await npc.speak("odile", "Again?", CanonLog(), GameState())
    assert [r.url.path for r in seen].count("/npcs/odile") == 1  # cached


async def test_an_npc_nobody_knows_gets_only_universal_moves_and_generic_fallback() -> None:
    npc, _seen = service(lambda r: httpx.Response(404 if r.method == "GET" else 422, json={"detail": {}}))

    result = await npc.speak("ghost", "boo", CanonLog(), GameState())

    assert result.degraded
    assert result.available_moves == ("refuse", "end_conversation", "become_hostile", "adjust_disposition")


async def test_tags_only_prose_is_not_degraded_and_shows_no_text() -> None:
    npc, _ = service(prose("[MOVE: end_conversation]"))

    result = await npc.speak("fenn", "bye", CanonLog(), GameState())

    assert not result.degraded
    assert result.display_text == ""
    assert result.valid_moves == (Move(name="end_conversation"),)
