"""Free text is encoded off the event loop, cut for matching, and at most two at a time."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence

import httpx
import numpy as np
from numpy.typing import NDArray

from taleweaver.apps.http_play.catalog import load_catalog
from taleweaver.apps.http_play.match_offload import MAX_MATCH_CHARS, OffloadedEncoder
from taleweaver.intent.encoder import SecondOpinion, TokenEncoder, TokenVectors
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
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


def test_play_turn_encodes_free_text_off_the_loop_and_numbers_not_at_all() -> None:
    inner = Recording()
    app = create_app(
        ServerConfig(),
        models={"npc": None, "narrator": None, "pipeline": None},
        catalog=load_catalog(encoder=inner),  # type: ignore[arg-type]
    )
    said = "ask about the sad story of her ship " * 30  # 1,050 characters

    async def play() -> None:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            row = (await client.post("/play/start", json={"story_id": "pirates"})).json()
            row = (await client.post("/play/turn", json={"session": row["session"], "input": "1"})).json()
            assert inner.calls == []  # a number never reaches the encoder
            answer = await client.post("/play/turn", json={"session": row["session"], "input": said})
            assert answer.status_code == 200

    asyncio.run(play())  # the event loop runs on this (the main) thread

    loop_thread = threading.main_thread().name
    words = [(thread, text) for thread, texts in inner.calls for text in texts if text.startswith(said[:60])]
    assert words
    assert all(thread != loop_thread for thread, _ in words)
    assert all(len(text) <= MAX_MATCH_CHARS for _, text in words)


class Pieces(Recording):
    """A recording encoder that also gives word vectors (one row per character)."""

    def token_vectors(self, texts: Sequence[str]) -> list[TokenVectors]:
        self.calls.append(("pieces", list(texts)))
        return [(tuple(text), np.eye(len(text), 4, dtype=np.float32)) for text in texts]


def test_word_vectors_are_the_wrapped_encoders_of_the_cut_text() -> None:
    assert not isinstance(OffloadedEncoder(Recording()), TokenEncoder)  # none to give
    inner = Pieces()
    encoder = OffloadedEncoder(inner)
    assert isinstance(encoder, TokenEncoder)
    [(pieces, vectors)] = encoder.token_vectors(["fog " * 1000])
    assert len(pieces) == MAX_MATCH_CHARS
    assert vectors.shape == (MAX_MATCH_CHARS, 4)


class Second(Recording):
    """A recording encoder with a second model beside it."""

    def second_vectors(self, texts: Sequence[str]) -> NDArray[np.float32]:
        self.calls.append(("second", list(texts)))
        return np.ones((len(texts), 4), dtype=np.float32) / 2


def test_the_second_models_vectors_are_the_wrapped_encoders_of_the_cut_text() -> None:
    assert not isinstance(OffloadedEncoder(Recording()), SecondOpinion)  # none to give
    inner = Second()
    encoder = OffloadedEncoder(inner)
    assert isinstance(encoder, SecondOpinion)
    vectors = encoder.second_vectors(["fog " * 1000, "bell"])
    assert vectors is not None
    assert vectors.shape == (2, 4)
    assert inner.calls == [("second", ["fog " * (MAX_MATCH_CHARS // 4), "bell"])]
