"""Preparing the next scene while the player reads: best effort, shared by replicas through a store.

Anchor packages do not depend on the choice taken, so after a scene is shown the next one can be
built at once — and after the last anchor, where no decision is left, the ending's scene; when the
player chooses, the prepared package is used if it is ready (or awaited if it is still building here).
Preparations are keyed by session and scene and bounded in number; a failed one only costs the time
it would have saved.

Each finished preparation is also put in a :class:`~taleweaver.pipeline.prepared_store.PreparedStore`
(in memory by default; Redis with ``TALEWEAVER_REDIS_URL``), so when the player's next request lands
on another replica that replica takes it from there. A store that cannot be reached is skipped for a
few seconds at a time: scenes are then built on demand, said once in the log, and no request fails.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass
from typing import TypeVar

from taleweaver.pipeline.events import ProgressEvent
from taleweaver.pipeline.flow import StoryFlow
from taleweaver.pipeline.orchestrator import AnchorResult
from taleweaver.pipeline.prepared_store import (
    MemoryPreparedStore,
    PreparedScene,
    PreparedStore,
    StoreUnavailable,
)
from taleweaver.pipeline.session import SessionState

MAX_PREPARED = 64
"""Preparations kept at most in this process; the oldest is cancelled beyond it."""
RETRY_STORE_AFTER_S = 5.0
"""After the store fails, it is left alone this long before the next try."""
_log = logging.getLogger(__name__)
_T = TypeVar("_T")


@dataclass
class PrefetchStats:
    """How the prepared scenes were used, in this process (a ``take`` is one player's next step)."""

    hits_local: int = 0
    """Taken from a preparation made (or still running) in this process."""
    hits_shared: int = 0
    """Taken from the store: prepared by another replica (or finished here and evicted)."""
    misses: int = 0
    """Nothing prepared (not yet started, failed, expired, or the store was unreachable): built now."""
    store_failures: int = 0

    def as_dict(self) -> dict[str, int]:
        return asdict(self)


def scene_key(session_id: str, scene_id: str) -> str:
    return f"{session_id}:{scene_id}"


class AnchorPrefetch:
    """Starts building each session's next scene and hands it over when that session moves on."""

    def __init__(
        self,
        make_flow: Callable[[Callable[[ProgressEvent], None]], StoryFlow],
        *,
        limit: int = MAX_PREPARED,
        store: PreparedStore | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._make_flow = make_flow
        self._limit = limit
        self.store: PreparedStore = store if store is not None else MemoryPreparedStore()
        self._clock = clock
        self._prepared: OrderedDict[str, asyncio.Task[PreparedScene]] = OrderedDict()
        self._store_down_until: float | None = None
        self.stats = PrefetchStats()

    def start(self, state: SessionState) -> None:
        """Begin preparing the scene after ``state``'s current one (its next anchor, or its ending once
        no decision is left; no-op when neither is known yet)."""
        following = state.next_scene()
        if following is None:
            return
        key = scene_key(state.session_id, following)
        if key in self._prepared:
            return
        self._prepared[key] = asyncio.get_running_loop().create_task(self._prepare(state, following, key))
        while len(self._prepared) > self._limit:
            _evicted, task = self._prepared.popitem(last=False)
            task.cancel()

    async def _prepare(self, state: SessionState, following: str, key: str) -> PreparedScene:
        said: list[str] = []
        """The plan messages the preparation said (seed 001: the plan is explained before each step)."""

        def listen(event: ProgressEvent) -> None:
            if event.kind == "plan":
                said.append(event.message)

        result = await self._make_flow(listen).prepare(state, following)
        scene = PreparedScene.of(result, said)
        await self._shared(lambda: self.store.put(key, scene))
        return scene

    async def take(self, state: SessionState, plan: list[str] | None = None) -> AnchorResult | None:
        """The prepared next scene of ``state``'s session, or ``None`` (not prepared, or it failed);
        the plan messages said while preparing it are appended to ``plan``."""
        following = state.next_scene()
        if following is None:
            return None
        key = scene_key(state.session_id, following)
        scene: PreparedScene | None = None
        task = self._prepared.pop(key, None)
        if task is not None and task.get_loop() is asyncio.get_running_loop():
            try:
                scene = await task
            except Exception:  # a failed preparation only costs the time saved; build it again
                _log.warning(
                    "prepared scene %s failed (session %s); building it now",
                    following,
                    state.session_id,
                    exc_info=True,
                )
        shared = await self._shared(lambda: self.store.take(key))  # also drops the copy of one made here
        if scene is not None:
            self.stats.hits_local += 1
        elif shared is not None:
            scene = shared
            self.stats.hits_shared += 1
        else:
            self.stats.misses += 1
            return None
        if plan is not None:
            plan.extend(scene.said)
        return scene.result()

    async def _shared(self, call: Callable[[], Awaitable[_T]]) -> _T | None:
        """``call()`` on the store, or ``None`` while it is unreachable (said once per outage)."""
        if self._store_down_until is not None and self._clock() < self._store_down_until:
            return None
        try:
            value = await call()
        except StoreUnavailable as exc:
            self.stats.store_failures += 1
            if self._store_down_until is None:
                _log.warning(
                    "prepared-scene store unreachable, building scenes on demand until it is back: %s", exc
                )
            self._store_down_until = self._clock() + RETRY_STORE_AFTER_S
            return None
        if self._store_down_until is not None:
            _log.warning("prepared-scene store %s is back; sharing prepared scenes again", self.store.name)
            self._store_down_until = None
        return value

    async def close(self) -> None:
        """Cancel what is still being prepared and release the store (server shutdown)."""
        for task in self._prepared.values():
            task.cancel()
        self._prepared.clear()
        await self.store.close()
