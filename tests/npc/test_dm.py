"""The narration client (seed 002's DmService) against the real server app on loopback: the narrator's
prose when the server answers, an authored line from the world when it fails — never an exception."""

from __future__ import annotations

import asyncio
import itertools
import random
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from taleweaver.content.canon import CanonLog
from taleweaver.content.npc import World
from taleweaver.models.port import ChatRequest, ModelTimeout
from taleweaver.npc import DmService, HttpTransport, NarrationFallback
from taleweaver.npc.dm import QUIET_LINES
from taleweaver.npc.transport import TransportResponse
from taleweaver.npc.world import load_world
from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.testing import FunctionModel

FACT = "the Drowned Bell is the tavern nearest the quay"


@pytest.fixture(scope="module")
def world() -> World:
    return load_world()


@pytest.fixture
def canon(world: World) -> CanonLog:
    return world.start.canon_log.with_quest("find_the_ledger", giver="fenn")


def narrator(request: ChatRequest) -> str:
    digest = request.messages[-1].content
    assert "Location: The Brackwater docks, at dusk" in digest  # the canon log the client sent
    return f"Gulls wheel over the docks as the tide turns. [FACT: {FACT}] [MOVE: reveal(fenns_debt)]"


def fails(request: ChatRequest) -> str:
    raise ModelTimeout("the model did not answer in time")


async def slow(request: ChatRequest) -> str:
    await asyncio.sleep(2.0)
    return "Too late."


def _server(world: World, reply: Callable[[ChatRequest], Any] | None) -> Any:
    model = None if reply is None else FunctionModel(reply, name="narrator")
    return serve_in_background(create_app(models={"narrator": model}, world=world))


def _narrate(service: DmService, canon: CanonLog) -> Any:
    return asyncio.run(service.narrate(canon))


def test_the_server_narrates_and_the_client_harvests_facts(world: World, canon: CanonLog) -> None:
    with _server(world, narrator) as url:
        result = _narrate(DmService.for_world(world, HttpTransport(url, timeout_s=10)), canon)
    assert not result.degraded
    assert result.display_text == "Gulls wheel over the docks as the tide turns."
    assert result.facts == (FACT,)
    assert "[FACT:" in result.prose  # the raw prose, tags intact; the move tag is never applied


@pytest.mark.parametrize(
    ("reply", "reason"),
    [(fails, "HTTP 502: timeout"), (None, "HTTP 502: config")],
    ids=["model-fails-after-its-retry", "no-narrator-model"],
)
def test_a_failing_server_gives_an_authored_line(
    world: World, canon: CanonLog, reply: Callable[[ChatRequest], Any] | None, reason: str
) -> None:
    with _server(world, reply) as url:
        service = DmService(HttpTransport(url, timeout_s=10), NarrationFallback(world.quests))
        result = _narrate(service, canon)
    assert result.degraded
    assert result.degraded_reason == reason
    assert result.facts == ()
    assert result.prose == ""
    assert result.display_text in NarrationFallback(world.quests).lines_for(canon)
    assert result.display_text.startswith("The Brackwater docks, at dusk.")


def test_a_server_that_is_gone_gives_an_authored_line(world: World, canon: CanonLog) -> None:
    with _server(world, narrator) as url:
        pass  # the server has stopped: nothing listens on its port any more
    result = _narrate(DmService.for_world(world, HttpTransport(url, timeout_s=5)), canon)
    assert result.degraded
    assert result.degraded_reason == "transport: the server could not be reached"
    assert result.display_text in NarrationFallback(world.quests).lines_for(canon)


def test_a_server_slower_than_the_timeout_gives_an_authored_line(world: World, canon: CanonLog) -> None:
    with _server(world, slow) as url:
        result = _narrate(DmService.for_world(world, HttpTransport(url, timeout_s=0.3)), canon)
    assert result.degraded
    assert result.degraded_reason == "transport: the server could not be reached"


def _answering(response: httpx.Response) -> HttpTransport:
    return HttpTransport("http://dm.test", transport=httpx.MockTransport(lambda _request: response))


@pytest.mark.parametrize(
    ("response", "reason"),
    [
        (httpx.Response(200, json={"text": "wrong key"}), "response has no prose"),
        (httpx.Response(200, text="<html>proxy page</html>"), "response has no prose"),
        (httpx.Response(200, json={"prose": "   "}), "empty prose"),
        (httpx.Response(503, text="<html>Service Unavailable</html>"), "HTTP 503"),
    ],
    ids=["wrong-key", "not-json", "empty-prose", "html-503"],
)
def test_an_invalid_body_gives_an_authored_line(
    world: World, canon: CanonLog, response: httpx.Response, reason: str
) -> None:
    result = _narrate(DmService.for_world(world, _answering(response)), canon)
    assert result.degraded
    assert result.degraded_reason == reason
    assert result.display_text in NarrationFallback(world.quests).lines_for(canon)


class Exploding:
    async def request(self, method: str, path: str, payload: Any = None) -> TransportResponse:
        raise RuntimeError("a caller's transport with a bug")


def test_whatever_a_transport_raises_narration_does_not(world: World, canon: CanonLog) -> None:
    result = _narrate(DmService.for_world(world, Exploding()), canon)
    assert result.degraded
    assert result.degraded_reason == "transport: RuntimeError"
    assert result.display_text


def test_fallback_lines_are_the_worlds_words_and_never_repeat_back_to_back(
    world: World, canon: CanonLog
) -> None:
    fallback = NarrationFallback(world.quests, rng=random.Random(1))
    lines = fallback.lines_for(canon)
    assert lines == (
        "The Brackwater docks, at dusk. You came ashore at Brackwater on the evening tide.",
        "The Brackwater docks, at dusk. Still before you: Find Fenn's Ledger.",
        "The Brackwater docks, at dusk. Brackwater is a grey fishing port on a cold sea.",
    )
    dealt = [fallback.line(canon) for _ in range(30)]
    assert all(a != b for a, b in itertools.pairwise(dealt))
    assert set(dealt) == set(lines)


def test_an_empty_canon_log_and_a_storys_own_lines(world: World) -> None:
    assert NarrationFallback().lines_for(CanonLog()) == QUIET_LINES
    own = NarrationFallback(lines=["The lantern gutters.", "The lantern gutters.", "Rain on the glass."])
    assert own.lines_for(CanonLog()) == ("The lantern gutters.", "Rain on the glass.")


def test_no_transport_at_all_is_a_degraded_line() -> None:
    result = _narrate(DmService(None), CanonLog(location="a quiet road"))
    assert result.degraded_reason == "no transport"
    assert result.display_text == f"A quiet road. {QUIET_LINES[0]}"
