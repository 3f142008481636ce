"""Free text is encoded off the event loop, cut for matching, and at most two at a time."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from taleweaver.server.match_offload import MAX_MATCH_CHARS, OffloadedEncoder
from taleweaver.testing import HashingEncoder


class Recording:
    """Records which thread encoded what, and can hold encodings until released."""

    def __init__(self) -> None:
        self.inner = HashingEncoder()
        self.calls: list[tuple[str, list[str]]] = []
        self.release = threading.Event()
        self.release.set()
        self.running = 0
        self.most = 0
        self._count = threading.Lock()

    def encode(self, texts: Sequence[str]) -> NDArray[np.float32]:
        with self._count:
            self.running += 1
            self.most = max(self.most, self.running)
        try:
            self.release.wait(timeout=10)
            self.calls.append((threading.current_thread().name, list(texts)))
            return self.inner.encode(texts)
        finally:
            with self._count:
                self.running -= 1


def test_prepared_words_are_encoded_off_the_loop_and_then_only_looked_up() -> None:
    inner = Recording()
    encoder = OffloadedEncoder(inner)

    async def turn() -> NDArray[np.float32]:
        await encoder.prepare("  I walk to the harbour  ")
        return encoder.encode(["I walk to the harbour"])  # what the matcher does, on the loop

    vectors = asyncio.run(turn())

    assert vectors.shape[0] == 1
    assert len(inner.calls) == 1
    assert inner.calls[0][0] != threading.main_thread().name


def test_long_text_is_cut_before_it_is_encoded() -> None:
    inner = Recording()
    encoder = OffloadedEncoder(inner)

    asyncio.run(encoder.prepare("fog " * 1000))

    assert [len(text) for _, texts in inner.calls for text in texts] == [MAX_MATCH_CHARS]
    assert encoder.encode(["fog " * 1000]).shape[0] == 1
    assert len(inner.calls) == 1  # the cut text was kept: no second encoding


def test_at_most_two_encode_at_once() -> None:
    inner = Recording()
    inner.release.clear()
    encoder = OffloadedEncoder(inner, slots=None)

    async def many() -> None:
        pending = [asyncio.ensure_future(encoder.prepare(f"words number {n}")) for n in range(6)]
        while inner.running < 2:
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.05)
        assert inner.running == 2
        inner.release.set()
        await asyncio.gather(*pending)

    asyncio.run(many())

    assert inner.most == 2
    assert len(inner.calls) == 6
