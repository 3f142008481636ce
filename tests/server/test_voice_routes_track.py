"""`/voice/say?track=true`: the line's WAV with the avatar's motion track rendered from that WAV."""

from __future__ import annotations

import base64
import io
import wave

import numpy as np
import pytest
from fastapi.testclient import TestClient

from taleweaver.apps.http_play.catalog import load_catalog
from taleweaver.body import line_track
from taleweaver.body.pose import pose_from_row, within_limits
from taleweaver.body.staging import story_places
from taleweaver.files import load_library_from
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.server.voice_track import wav_pcm
from taleweaver.testing import HashingEncoder
from taleweaver.voice._text import sentences

from .test_voice_routes import make

ARIA = {
    "text": "A real berth, with my name in the log? Then I'm coming, chart and all.",
    "speaker": "aria",
    "story_id": "pirates",
}


def speaking(rows: list[dict], duration: float) -> list[dict]:
    return [r for r in rows if 0.1 < r["t"] < duration - 0.1]


def test_the_track_is_rendered_from_the_very_wav_returned() -> None:
    client, synth = make()
    answer = client.post("/voice/say?track=true", json=ARIA)
    assert answer.status_code == 200, answer.text
    assert answer.headers["content-type"] == "application/json"
    line = answer.json()
    wav = base64.b64decode(line["audio"])
    with wave.open(io.BytesIO(wav)) as audio:
        frames, rate = audio.getnframes(), audio.getframerate()
    assert (line["sample_rate"], line["media_type"]) == (rate, "audio/wav")
    assert line["duration_s"] == pytest.approx(frames / rate, abs=1e-3)
    assert (line["speaker"], line["emotion"]) == ("aria", None)
    rows = line["track"]["rows"]
    assert line["track"]["hz"] == 50
    assert np.allclose(np.diff([r["t"] for r in rows]), 0.02)
    # The track covers the audio (plus the tail) and is exactly what that PCM renders to.
    assert line["duration_s"] <= rows[-1]["t"] <= line["duration_s"] + 0.6
    samples, same_rate = wav_pcm(wav)
    story = load_library_from().stories["pirates"]
    assert rows == line_track(samples, same_rate, story=story, speaker="aria")
    # The WAV form of the same line is the same bytes, from the cache: synthesized once.
    plain = client.post("/voice/say", json=ARIA)
    assert plain.content == wav
    assert [text for _, text in synth.spoken] == sentences(ARIA["text"])  # each piece once


def test_the_head_wobbles_while_speaking_and_faces_the_speakers_place() -> None:
    client, _ = make()
    line = client.post("/voice/say?track=1", json=ARIA).json()
    rows = line["track"]["rows"]
    place = story_places(load_library_from().stories["pirates"])["aria"]
    assert place != 0.0  # aria stands off-centre: the test can tell gaze from no gaze
    during = speaking(rows, line["duration_s"])
    pitches = [r["head"]["pitch"] for r in during]
    assert max(pitches) - min(pitches) > 0.05
    assert np.mean([r["head"]["yaw"] for r in during]) == pytest.approx(place, abs=0.03)
    assert rows[0]["events"][0] == {"type": "speaker", "id": "aria", "yaw": round(place, 4)}
    assert all(within_limits(pose_from_row(r)) for r in rows)
    # After the line the head settles: no wobble in the tail.
    tail = [r["head"]["pitch"] for r in rows if r["t"] > line["duration_s"] + 0.1]
    assert tail
    assert max(tail) - min(tail) < 0.01
    narrator = client.post("/voice/say?track=1", json={**ARIA, "speaker": "narrator"}).json()
    assert narrator["track"]["rows"][0]["head"]["yaw"] == 0.0  # the narrator speaks from the centre


def test_the_nodes_emotion_plays_in_the_track() -> None:
    client, _ = make()
    line = client.post("/voice/say?track=true", json={**ARIA, "node_id": "aria_joins"}).json()
    assert line["emotion"] == "happy"  # aria_joins.json: "emotion": "happy"
    events = [e for r in line["track"]["rows"] for e in r["events"]]
    assert {"type": "emotion", "name": "happy"}.items() <= events[1].items()
    assert any(e == {"type": "emotion_end", "name": "happy"} for e in events)
    for node in ("no_such_node", "sparrow_job"):  # unknown, or a node without an emotion: no move
        other = client.post("/voice/say?track=true", json={**ARIA, "node_id": node}).json()
        assert other["emotion"] is None
        assert not [e for r in other["track"]["rows"] for e in r["events"] if e["type"] == "emotion"]


def test_without_a_synthesizer_both_forms_answer_204(monkeypatch: pytest.MonkeyPatch) -> None:
    import taleweaver.voice.factory as factory

    monkeypatch.setattr(factory, "load_synthesizer", lambda *args, **kwargs: None)  # the extra's absence
    app = create_app(
        ServerConfig(),
        models={"npc": None, "narrator": None, "pipeline": None},
        catalog=load_catalog(encoder=HashingEncoder()),
    )
    client = TestClient(app, raise_server_exceptions=False)
    assert client.post("/voice/say?track=true", json=ARIA).status_code == 204
    assert client.post("/voice/say", json=ARIA).status_code == 204


def test_bad_input_is_refused_in_the_voice_envelope() -> None:
    client, _ = make()
    bad = ({**ARIA, "text": ""}, {**ARIA, "text": "nul\x00byte"}, {**ARIA, "node_id": "x" * 201})
    for body in bad:
        answer = client.post("/voice/say?track=true", json=body)
        assert answer.status_code == 422
        assert answer.json()["detail"]["voice_error"]["code"] == "invalid_request"
    answer = client.post("/voice/say?track=maybe", json=ARIA)
    assert answer.status_code == 422
    assert "track" in answer.json()["detail"]["voice_error"]["message"]
