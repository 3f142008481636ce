"""`/voice/say` and `/voice/transcribe` with the shipped voice fakes (no synthesizer or whisper)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.server.play_catalog import load_catalog
from taleweaver.testing import HashingEncoder
from taleweaver.testing.voice import FakeSynthesizer, FakeTranscriber


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
