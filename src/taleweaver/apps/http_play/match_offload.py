"""Free text on ``/play/turn`` is encoded off the event loop, a bounded number at a time.

The intent matcher's sentence encoder is pure CPU (~350 ms for 2,000 characters here); run inside the
request it stalls every other request on the loop. :class:`OffloadedEncoder` wraps a story's encoder:

- every text is cut to :data:`MAX_MATCH_CHARS` before it is encoded (what a player means is in the
  first sentences; a longer text only costs more);
- :meth:`~OffloadedEncoder.prepare` encodes a turn's words on a worker thread, at most
  :data:`MAX_ENCODING` at a time, and keeps the vector, so the matcher — still called on the loop
  by the player session — finds it ready and only looks it up.

Numbers and slash commands are never encoded and never leave the loop.
"""

from __future__ import annotations

import asyncio
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray

from taleweaver.intent.clauses import normalise
from taleweaver.intent.encoder import Encoder

MAX_MATCH_CHARS = 500
MAX_ENCODING = 2
KEPT = 1024
"""Vectors kept (utterances and option texts, most recent first)."""


class OffloadedEncoder:
    """An :class:`~taleweaver.intent.encoder.Encoder` that cuts long texts and keeps recent vectors."""

    def __init__(self, inner: Encoder, *, slots: asyncio.Semaphore | None = None) -> None:
        self.inner = inner
        self._kept: OrderedDict[str, NDArray[np.float32]] = OrderedDict()
        self._lock = threading.Lock()
        self._slots = slots
        self.encoded = 0
        """Texts encoded so far (for tests and logs)."""

    def encode(self, texts: Sequence[str]) -> NDArray[np.float32]:
        keys = [text[:MAX_MATCH_CHARS] for text in texts]
        with self._lock:
            missing = [key for key in dict.fromkeys(keys) if key not in self._kept]
        if missing:
            vectors = self.inner.encode(missing)
            with self._lock:
                self.encoded += len(missing)
                for key, vector in zip(missing, vectors, strict=True):
                    self._kept[key] = vector
        with self._lock:
            rows = []
            for key in keys:
                self._kept.move_to_end(key)
                rows.append(self._kept[key])
            while len(self._kept) > max(KEPT, len(keys)):
                self._kept.popitem(last=False)
        return np.stack(rows) if rows else np.empty((0, 0), dtype=np.float32)

    async def prepare(self, text: str) -> None:
        """Encode a player's words as the matcher will see them (normalised, as
        :func:`~taleweaver.intent.refusal.match_respecting_refusal` does) on a worker thread, unless
        they are kept already."""
        key = normalise(text).strip()[:MAX_MATCH_CHARS]
        if not key:
            return
        with self._lock:
            if key in self._kept:
                return
        slots = self._slots or _default_slots()
        async with slots:
            await asyncio.to_thread(self.encode, [key])

    def __getattr__(self, name: str) -> Any:  # dim, load(), … of the wrapped encoder
        found = getattr(self.inner, name)
        if name in ("token_vectors", "second_vectors"):
            # word vectors and the second model's vectors (read only for a close call, a few short texts, on
            # the loop) of texts cut as ``encode`` cuts them; an encoder without them has none here either
            return lambda texts: found([text[:MAX_MATCH_CHARS] for text in texts])
        return found


_SLOTS: dict[int, asyncio.Semaphore] = {}


def _default_slots() -> asyncio.Semaphore:
    """One semaphore of :data:`MAX_ENCODING` per event loop, shared by every story's encoder."""
    loop = asyncio.get_running_loop()
    if id(loop) not in _SLOTS:
        _SLOTS.clear()  # an old loop's semaphore is of no use (tests start many loops)
        _SLOTS[id(loop)] = asyncio.Semaphore(MAX_ENCODING)
    return _SLOTS[id(loop)]
