"""One long-lived ``httpx.AsyncClient`` per event loop, closed on shutdown.

Adapters keep their connections open between calls (no TCP/TLS handshake per request). An
``AsyncClient``'s pool belongs to the event loop that opened it, and the CLI runs a fresh loop per
``asyncio.run``, so the holder opens a new client when the running loop changes. ``aclose()`` closes
the current one; the server calls it for every model on shutdown (:func:`close_all`).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # httpx is imported by the adapters that open clients, when they first do
    import httpx


class LoopClient:
    """Lazily opened ``httpx.AsyncClient`` (``factory`` makes it), reopened when the loop changes."""

    def __init__(self, factory: Callable[[], httpx.AsyncClient]) -> None:
        self._factory = factory
        self._client: httpx.AsyncClient | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def get(self) -> httpx.AsyncClient:
        loop = asyncio.get_running_loop()
        if self._client is None or self._loop is not loop or self._client.is_closed:
            self._client, self._loop = self._factory(), loop
        return self._client

    async def aclose(self) -> None:
        client, self._client = self._client, None
        if client is not None and self._loop is asyncio.get_running_loop():
            await client.aclose()


async def close_all(models: Iterable[Any]) -> None:
    """``aclose()`` every object (or wrapped ``inner`` object) that has one, each once."""
    seen: set[int] = set()
    for model in models:
        while model is not None and id(model) not in seen:
            seen.add(id(model))
            closer = getattr(model, "aclose", None)
            if callable(closer):
                with contextlib.suppress(Exception):
                    await closer()
            model = getattr(model, "inner", None)
