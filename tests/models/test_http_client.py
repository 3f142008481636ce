"""Long-lived HTTP clients: one per event loop, reused between calls, closed on shutdown."""

from __future__ import annotations

import asyncio

import httpx

from taleweaver.models.http_client import LoopClient, close_all
from taleweaver.models.ollama import OllamaModel
from taleweaver.models.retry import RetryingModel
from taleweaver.npc.transport import HttpTransport


def _ok(_request: httpx.Request) -> httpx.Response:
    return httpx.Response(200, json={"ok": True})


async def test_one_client_serves_every_request_of_a_loop_and_closes() -> None:
    opened: list[httpx.AsyncClient] = []

    def factory() -> httpx.AsyncClient:
        opened.append(httpx.AsyncClient(transport=httpx.MockTransport(_ok)))
        return opened[-1]

    holder = LoopClient(factory)
    first, second = holder.get(), holder.get()
    await holder.aclose()

    assert first is second
    assert len(opened) == 1
    assert opened[0].is_closed


def test_a_new_loop_gets_a_new_client() -> None:
    transport = HttpTransport("http://npc.test", transport=httpx.MockTransport(_ok))
    clients = []

    async def call() -> None:
        await transport.request("GET", "/x")
        clients.append(transport._client.get())
        await transport.request("GET", "/y")
        assert transport._client.get() is clients[-1]

    asyncio.run(call())
    asyncio.run(call())
    assert clients[0] is not clients[1]


async def test_close_all_reaches_adapters_inside_wrappers() -> None:
    ollama = OllamaModel("llama3.2", host="http://127.0.0.1:9")
    client = ollama._client.get()

    await close_all([RetryingModel(ollama), None])

    assert client.is_closed
