"""Preparing the next scene while the player reads: in memory, per process, best effort.

Anchor packages do not depend on the choice taken, so after a scene is shown the next one can be
built at once — and after the last anchor, where no decision is left, the ending's scene; when the
player chooses, the prepared package is used if it is ready (or awaited if it is still building).
Preparations are keyed by session and scene and bounded in number; a failed one only costs the time
it would have saved.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Callable

from taleweaver.pipeline.events import ProgressEvent
from taleweaver.pipeline.flow import StoryFlow
from taleweaver.pipeline.orchestrator import AnchorResult
from taleweaver.pipeline.session import SessionState

MAX_PREPARED = 64
"""Preparations kept at most; the oldest is cancelled beyond it."""
_log = logging.getLogger(__name__)


class AnchorPrefetch:
    """Starts building each session's next scene and hands it over when that session moves on."""

    def __init__(
        self, make_flow: Callable[[Callable[[ProgressEvent], None]], StoryFlow], *, limit: int = MAX_PREPARED
    ) -> None:
        self._make_flow = make_flow
        self._limit = limit
        self._prepared: OrderedDict[tuple[str, str], asyncio.Task[AnchorResult]] = OrderedDict()
        self._said: dict[tuple[str, str], list[str]] = {}
        """The plan messages each preparation said (seed 001: the plan is explained before each step)."""

    def start(self, state: SessionState) -> None:
        """Begin preparing the scene after ``state``'s current one (its next anchor, or its ending once
        no decision is left; no-op when neither is known yet)."""
        following = state.next_scene()
        if following is None:
            return
        key = (state.session_id, following)
        if key in self._prepared:
            return
        said: list[str] = []
        self._said[key] = said

        def listen(event: ProgressEvent) -> None:
            if event.kind == "plan":
                said.append(event.message)

        self._prepared[key] = asyncio.get_running_loop().create_task(
            self._make_flow(listen).prepare(state, following)
        )
        while len(self._prepared) > self._limit:
            evicted, task = self._prepared.popitem(last=False)
            self._said.pop(evicted, None)
            task.cancel()

    async def take(self, state: SessionState, plan: list[str] | None = None) -> AnchorResult | None:
        """The prepared next scene of ``state``'s session, or ``None`` (not prepared, or it failed);
        the plan messages said while preparing it are appended to ``plan``."""
        following = state.next_scene()
        key = (state.session_id, following or "")
        task = self._prepared.pop(key, None) if following else None
        said = self._said.pop(key, [])
        if task is None or task.get_loop() is not asyncio.get_running_loop():
            return None
        try:
            result = await task
            if plan is not None:
                plan.extend(said)
            return result
        except Exception:  # a failed preparation only costs the time saved; build it again
            _log.warning(
                "prepared scene %s failed (session %s); building it now",
                following,
                state.session_id,
                exc_info=True,
            )
            return None
