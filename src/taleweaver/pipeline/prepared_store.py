"""Where prepared scenes wait for their player: a small port, and the in-memory adapter (the default).

The server prepares the next scene while a player reads (:mod:`taleweaver.pipeline.prefetch`). With
one process the scene can wait in memory; with several replicas behind a load balancer the player's
next request may land on another one, so the finished scene is put in a store every replica reads:
:class:`~taleweaver.pipeline.prepared_redis.RedisPreparedStore` (``TALEWEAVER_REDIS_URL``, the
``scale`` extra). Entries are keyed by session and scene, taken once, and expire after ``ttl_s``.

A store that cannot be reached raises :class:`StoreUnavailable`; the prefetch then builds scenes on
demand (correct, only slower) and says so once in the log.
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Protocol, runtime_checkable

from pydantic import BaseModel, Field

from taleweaver.pipeline.orchestrator import AnchorResult, StageRecord
from taleweaver.pipeline.scene.contracts import ChoiceSet, ScenePackage

DEFAULT_TTL_S = 30 * 60.0
"""How long a prepared scene waits for its player (``TALEWEAVER_PREPARED_TTL``)."""
MAX_KEPT = 256
"""Prepared scenes the in-memory adapter keeps at most; the oldest goes first."""


class StoreUnavailable(Exception):
    """The store cannot be reached (or answered garbage); the message says which and why."""

    code = "store_unavailable"


class PreparedScene(BaseModel):
    """A finished preparation: the scene package, its choices, the stage records, and the plan
    messages said while building it (told to the player when the scene is used)."""

    package: ScenePackage
    choice_set: ChoiceSet | None = None
    records: list[StageRecord] = Field(default_factory=list)
    said: list[str] = Field(default_factory=list)

    @classmethod
    def of(cls, result: AnchorResult, said: list[str]) -> PreparedScene:
        return cls(package=result.package, choice_set=result.choice_set, records=result.records, said=said)

    def result(self) -> AnchorResult:
        return AnchorResult(package=self.package, choice_set=self.choice_set, records=list(self.records))


@runtime_checkable
class PreparedStore(Protocol):
    """Prepared scenes by key (``<session_id>:<scene id>``): put once, taken once, expiring."""

    name: str
    """What the store is, for logs (``memory``, ``redis://host:6379/0`` without its password)."""

    async def put(self, key: str, scene: PreparedScene) -> None:
        """Keep ``scene`` under ``key`` for the store's time to live (replacing what was there)."""
        ...

    async def take(self, key: str) -> PreparedScene | None:
        """The scene under ``key``, removed so no one uses it twice; ``None`` when absent or expired."""
        ...

    async def check(self) -> None:
        """Raise :class:`StoreUnavailable` unless the store answers (called once at startup)."""
        ...

    async def close(self) -> None:
        """Release connections (on server shutdown)."""
        ...


class MemoryPreparedStore:
    """This process's memory: bounded in number, expiring, nothing shared with other processes."""

    name = "memory"

    def __init__(
        self,
        *,
        ttl_s: float = DEFAULT_TTL_S,
        limit: int = MAX_KEPT,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.ttl_s = ttl_s
        self._limit = limit
        self._clock = clock
        self._entries: OrderedDict[str, tuple[float, PreparedScene]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    async def put(self, key: str, scene: PreparedScene) -> None:
        self._entries.pop(key, None)
        self._entries[key] = (self._clock() + self.ttl_s, scene)
        while len(self._entries) > self._limit:
            self._entries.popitem(last=False)

    async def take(self, key: str) -> PreparedScene | None:
        entry = self._entries.pop(key, None)
        if entry is None or entry[0] <= self._clock():
            return None
        return entry[1]

    async def check(self) -> None:
        return None

    async def close(self) -> None:
        self._entries.clear()


def open_store(redis_url: str | None, *, ttl_s: float = DEFAULT_TTL_S) -> PreparedStore:
    """The store the settings choose: Redis at ``redis_url``, else this process's memory.

    Raises :class:`StoreUnavailable` for a URL that is not a Redis URL (or without the ``scale`` extra);
    nothing is connected yet (see :func:`ensure_reachable`)."""
    if not redis_url:
        return MemoryPreparedStore(ttl_s=ttl_s)
    from taleweaver.pipeline.prepared_redis import RedisPreparedStore

    return RedisPreparedStore(redis_url, ttl_s=ttl_s)


def ensure_reachable(redis_url: str | None) -> None:
    """Raise :class:`StoreUnavailable` naming ``TALEWEAVER_REDIS_URL`` unless the store answers (run it
    once before serving: a wrong URL stops the server at startup instead of degrading every request)."""
    if not redis_url:
        return

    async def probe() -> None:
        store = open_store(redis_url)
        try:
            await store.check()
        finally:
            await store.close()

    asyncio.run(probe())


__all__ = [
    "DEFAULT_TTL_S",
    "MemoryPreparedStore",
    "PreparedScene",
    "PreparedStore",
    "StoreUnavailable",
    "ensure_reachable",
    "open_store",
]
