"""`/voice/say` and `/voice/transcribe` with the shipped voice fakes (no synthesizer or whisper)."""

from __future__ import annotations

import asyncio
import io
import struct
import threading
from collections.abc import Iterator

import httpx
import pytest
from fastapi.testclient import TestClient

from taleweaver.apps.http_play.catalog import load_catalog
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.server.voice_routes import Cancelled, SayBody, VoiceService, run_while_connected
from taleweaver.testing import HashingEncoder
from taleweaver.testing.voice import FakeSynthesizer, FakeTranscriber
from taleweaver.voice.audio import AudioChunk
from taleweaver.voice.bank import VoiceChoice
from taleweaver.voice.factory import BankSynthesizer


def make() -> tuple[TestClient, FakeSynthesizer]:
    synth = FakeSynthesizer()
    app = create_app(
        ServerConfig(),
        models={"npc": None, "narrator": None, "pipeline": None},
        catalog=load_catalog(encoder=HashingEncoder()),
        synthesizer=synth,
        transcriber=FakeTranscriber(echo=synth),
    )
    return TestClient(app, raise_server_exceptions=False), synth


def test_a_line_is_spoken_in_its_speakers_voice_and_cached() -> None:
    client, synth = make()
    line = {"text": "Want the job straight?", "speaker": "sparrow", "story_id": "pirates"}
    first = client.post("/voice/say", json=line)
    assert first.status_code == 200
    assert first.headers["content-type"] == "audio/wav"
    assert first.content[:4] == b"RIFF"
    assert first.headers["x-taleweaver-speaker"] == "sparrow"
    again = client.post("/voice/say", json=line)
    assert again.content == first.content
    assert len(synth.spoken) == 1  # the second time came from the cache
    narrator = client.post("/voice/say", json={**line, "speaker": "narrator"})
    assert narrator.headers["x-taleweaver-voice"] != first.headers["x-taleweaver-voice"]


def test_a_recording_comes_back_as_text() -> None:
    client, _ = make()
    wav = client.post("/voice/say", json={"text": "Go to the harbour.", "speaker": "narrator"}).content
    heard = client.post("/voice/transcribe", content=wav, headers={"content-type": "audio/wav"})
    assert heard.status_code == 200, heard.text
    assert heard.json() == {"text": "Go to the harbour."}
    empty = client.post("/voice/transcribe", content=b"", headers={"content-type": "audio/wav"})
    assert empty.status_code == 422
    assert empty.json()["detail"]["voice_error"]["code"] == "audio_missing"
    broken = client.post(
        "/voice/transcribe", content=b"RIFF-not-a-wav", headers={"content-type": "audio/wav"}
    )
    assert broken.status_code == 422


def test_a_named_voice_speaks_the_line_instead_of_the_speakers() -> None:
    client, synth = make()
    line = {"text": "The tide is turning.", "speaker": "wren"}  # a generated story's speaker: no story
    default = client.post("/voice/say", json=line)
    cast = client.post("/voice/say", json={**line, "voice": "shimmer"})
    assert cast.status_code == 200
    assert cast.headers["x-taleweaver-voice"] == "shimmer"
    assert default.headers["x-taleweaver-voice"] != "shimmer"
    assert len(synth.spoken) == 2  # another voice is another rendering, not the cached one
    unknown = client.post("/voice/say", json={**line, "voice": "nobody"})
    assert unknown.status_code == 200  # an unknown name falls back to the narrator's voice
    assert client.post("/voice/say", json={**line, "voice": "no spaces"}).status_code == 422


def test_npc_cards_carry_the_voice_the_page_speaks_them_in() -> None:
    client, _ = make()
    cards = {card["id"]: card for card in client.get("/npc/start").json()["npcs"]}
    assert cards["fenn"]["voice"] == "sage"  # npcs/fenn.json
    assert "persona" not in cards["fenn"]
    assert "knowledge" not in cards["fenn"]


def test_a_line_over_500_characters_is_refused() -> None:
    client, synth = make()

    answer = client.post("/voice/say", json={"text": "a" * 501})

    assert answer.status_code == 422
    assert synth.spoken == []
    assert client.post("/voice/say", json={"text": "a" * 500}).status_code == 200


def test_a_long_unpunctuated_line_is_synthesized_in_pieces_of_at_most_200() -> None:
    client, synth = make()

    client.post("/voice/say", json={"text": " ".join(["word"] * 99)})  # 494 characters, no sentence end

    assert len(synth.spoken) >= 3
    assert all(len(text) <= 200 for _, text in synth.spoken)


class HeldSynthesizer(FakeSynthesizer):
    """The fake, held at its first piece until released: syntheses that stay busy as long as a test needs."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()
        self.running = 0
        self.most_running = 0
        self._count = threading.Lock()

    def stream(self, text: str, voice: VoiceChoice) -> Iterator[AudioChunk]:
        with self._count:
            self.running += 1
            self.most_running = max(self.most_running, self.running)
        try:
            self.release.wait(timeout=30)
            yield from super().stream(text, voice)
        finally:
            with self._count:
                self.running -= 1


def test_two_syntheses_run_four_wait_and_the_next_is_told_to_retry() -> None:
    synth = HeldSynthesizer()
    app = create_app(
        ServerConfig(),
        models={"npc": None, "narrator": None, "pipeline": None},
        catalog=load_catalog(encoder=HashingEncoder()),
        synthesizer=synth,
    )
    service: VoiceService = app.state.services.voice

    async def scenario() -> tuple[list[httpx.Response], httpx.Response]:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            held = [
                asyncio.ensure_future(client.post("/voice/say", json={"text": f"Line number {n}."}))
                for n in range(6)
            ]
            while service.gate.inside < 6:
                await asyncio.sleep(0.01)
            refused = await client.post("/voice/say", json={"text": "One too many."})
            synth.release.set()
            return list(await asyncio.gather(*held)), refused

    answers, refused = asyncio.run(scenario())

    assert refused.status_code == 503
    assert refused.json()["detail"]["voice_error"]["code"] == "voice_busy"
    assert refused.headers["retry-after"] == "2"
    assert [answer.status_code for answer in answers] == [200] * 6
    assert synth.most_running == 2


def test_a_synthesis_stops_between_pieces_once_the_client_has_gone() -> None:
    client, synth = make()
    service: VoiceService = client.app.state.services.voice  # type: ignore[attr-defined]
    cancels: list[threading.Event] = []

    class LeavesDuringFirst(FakeSynthesizer):
        def stream(self, text: str, voice: VoiceChoice) -> Iterator[AudioChunk]:
            cancels[0].wait(timeout=10)  # the first piece is still rendering when the client hangs up
            yield from synth.stream(text, voice)

    service._synth = LeavesDuringFirst()

    async def disconnected() -> bool:
        return True

    def job(cancel: threading.Event) -> object:
        cancels.append(cancel)
        return service.say(SayBody(text="First sentence here. Second one. Third one. Fourth one."), cancel)

    with pytest.raises(Cancelled):
        asyncio.run(run_while_connected(job, disconnected))

    assert len(synth.spoken) == 1


def test_the_line_cache_is_capped_in_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("taleweaver.server.voice_routes.CACHE_BYTES", 200_000)
    client, _ = make()
    service: VoiceService = client.app.state.services.voice  # type: ignore[attr-defined]

    for n in range(12):
        assert (
            client.post(
                "/voice/say", json={"text": f"Line {n} is long enough to weigh a little."}
            ).status_code
            == 200
        )

    assert 0 < service.cache_bytes <= 200_000


def test_a_recording_longer_than_30_seconds_is_refused_before_it_is_read() -> None:
    client, _ = make()
    rate, frames = 16000, 16000 * 3600  # the header claims an hour; only a little audio follows
    header = (
        b"RIFF"
        + struct.pack("<I", 36 + frames * 2)
        + b"WAVEfmt "
        + struct.pack("<IHHIIHH", 16, 1, 1, rate, rate * 2, 2, 16)
        + b"data"
        + struct.pack("<I", frames * 2)
    )

    answer = client.post(
        "/voice/transcribe", content=header + b"\0" * 32000, headers={"content-type": "audio/wav"}
    )

    assert answer.status_code == 422
    assert answer.json()["detail"]["voice_error"]["code"] == "audio_too_long"


def test_compressed_audio_is_refused_once_30_seconds_have_been_decoded() -> None:
    av = pytest.importorskip("av")
    np = pytest.importorskip("numpy")
    buffer = io.BytesIO()
    with av.open(buffer, mode="w", format="ogg") as container:
        stream = container.add_stream("libopus", rate=48000)
        stream.layout = "mono"
        silence = np.zeros((1, 960), dtype=np.int16)
        for index in range(50 * 60):  # 60 s of silence, a few KB
            frame = av.AudioFrame.from_ndarray(silence, format="s16", layout="mono")
            frame.sample_rate = 48000
            frame.pts = index * 960
            for packet in stream.encode(frame):
                container.mux(packet)
        for packet in stream.encode(None):
            container.mux(packet)
    client, _ = make()

    answer = client.post(
        "/voice/transcribe", content=buffer.getvalue(), headers={"content-type": "audio/ogg"}
    )

    assert answer.status_code == 422
    assert answer.json()["detail"]["voice_error"]["code"] == "audio_too_long"


def test_warming_loads_every_engine_voice_of_the_bank_before_serving() -> None:
    loaded: list[tuple[str, str]] = []

    class Engine(FakeSynthesizer):
        def __init__(self, name: str) -> None:
            super().__init__()
            self.engine_name = name

        def load(self, voice: str) -> None:
            loaded.append((self.engine_name, voice))

    client, _ = make()
    service: VoiceService = client.app.state.services.voice  # type: ignore[attr-defined]
    engines = {name: Engine(name) for name in ("piper", "hibari", "espeak")}
    service._synth = BankSynthesizer(engines)

    assert service.warm() is True
    assert len(loaded) == len(set(loaded)) > 3
    assert {engine for engine, _ in loaded} == {"piper", "hibari", "espeak"}
