"""``taleweaver play --voice --model realtime:MODEL`` against the shipped fake Realtime server: recorded
utterances in (each sent, committed and answered), the model's replies out as wav files, one ``--json`` row
per tool call (legal ones applied, illegal ones refused), and a clear error without a key."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.testing.realtime_server import FakeRealtimeServer, Reply, serve_in_thread, tone
from taleweaver.voice.audio import AudioChunk, write_wav

KEY = "sk-test-cli"
runner = CliRunner()


@pytest.fixture
def fake() -> Iterator[FakeRealtimeServer]:
    server = FakeRealtimeServer(key=KEY)
    with serve_in_thread(server):
        yield server


def env(fake: FakeRealtimeServer, **more: str | None) -> dict[str, str | None]:
    return {
        "TALEWEAVER_REALTIME_URL": fake.url,
        "TALEWEAVER_API_KEY": KEY,
        "OPENAI_API_KEY": None,
        "TALEWEAVER_SUMMARY_MODEL": None,
        **more,
    }


def speech(folder: Path, *names: str) -> Path:
    folder.mkdir()
    samples = np.frombuffer(tone(0.5), dtype="<i2").astype(np.float32) / 32768.0
    for name in names:
        write_wav(folder / f"{name}.wav", AudioChunk(samples, 24000))
    return folder


def test_recorded_speech_in_the_models_voice_out_a_row_per_call(
    fake: FakeRealtimeServer, tmp_path: Path
) -> None:
    fake.replies = [
        Reply(say="Ahoy. Sparrow's the name."),  # the opening line
        Reply(heard="What's the job?", calls=[("advance_storyline", {"actionId": "hear_job"})]),
        Reply(say="A chart, stolen from the harbour."),
        Reply(heard="Let's steal the ship", calls=[("advance_storyline", {"actionId": "steal_the_ship"})]),
        Reply(say="Not that, friend."),
    ]
    heard = speech(tmp_path / "in", "01_job", "02_steal")
    out = tmp_path / "out"
    args = ["play", "pirates", "--voice", "--model", "realtime:gpt-realtime-mini", "--json"]
    result = runner.invoke(app, [*args, "--audio-in", str(heard), "--audio-out", str(out)], env=env(fake))
    assert result.exit_code == 0, result.output
    rows: list[dict[str, Any]] = [json.loads(line) for line in result.stdout.splitlines()]
    opening, applied, refused = rows
    assert opening["input"] is None
    assert "storyEntered" in [e["type"] for e in opening["events"]]
    assert applied["input"] == "What's the job?"
    assert applied["events"][0] == {
        "type": "tool_call", "name": "advance_storyline", "args": {"actionId": "hear_job"},
        "accepted": True, "reason": None,
    }  # fmt: skip
    assert applied["state"]["node_id"] == "sparrow_job"
    assert refused["events"][0]["accepted"] is False
    assert refused["state"] == applied["state"]  # nothing changed
    (conn,) = fake.connections
    assert conn.model == "gpt-realtime-mini"
    assert conn.session["audio"]["input"]["turn_detection"] is None  # the utterances are committed here
    assert len(conn.of("input_audio_buffer.commit")) == 2
    assert len(conn.of("session.update")) == 2  # opened, then after the one applied move
    assert sorted(p.name for p in out.iterdir()) == [
        "turn001_01_sparrow.wav", "turn002_01_sparrow.wav", "turn003_01_sparrow.wav",
    ]  # fmt: skip


def test_typed_lines_are_said_to_the_model(fake: FakeRealtimeServer, tmp_path: Path) -> None:
    fake.replies = [
        Reply(say="Welcome."),
        Reply(calls=[("describe_story", {"storyId": "pirates"})]),
        Reply(say="Pirates!"),
    ]
    script = tmp_path / "lines.txt"
    script.write_text("Tell me about the pirate story\n", encoding="utf-8")
    args = [
        "play",
        "--voice",
        "--model",
        "realtime",
        "--script",
        str(script),
        "--audio-out",
        str(tmp_path / "o"),
    ]
    result = runner.invoke(app, args, env=env(fake))
    assert result.exit_code == 0, result.output
    assert "narrator: Welcome." in result.stdout
    assert "narrator: Pirates!" in result.stdout
    assert fake.connections[0].model == "gpt-realtime"
    said = fake.connections[0].of("conversation.item.create")[0]["item"]["content"][0]["text"]
    assert said == "Tell me about the pirate story"


def test_no_key_and_no_voice_are_clear_errors(fake: FakeRealtimeServer, tmp_path: Path) -> None:
    script = tmp_path / "lines.txt"
    script.write_text("hello\n", encoding="utf-8")
    base = ["play", "--model", "realtime:gpt-realtime", "--script", str(script)]
    result = runner.invoke(
        app, [*base, "--voice", "--audio-out", str(tmp_path / "o")], env=env(fake, TALEWEAVER_API_KEY=None)
    )
    assert result.exit_code == 2
    assert "realtime_key_missing" in result.output
    assert "OPENAI_API_KEY" in result.output
    assert "Traceback" not in result.output
    result = runner.invoke(app, base, env=env(fake))
    assert result.exit_code == 2
    assert "add --voice" in result.output
    result = runner.invoke(
        app,
        [*base, "--voice", "--audio-out", str(tmp_path / "o")],
        env=env(fake, TALEWEAVER_API_KEY="sk-wrong"),
    )
    assert result.exit_code == 2
    assert "realtime_key_invalid" in result.output
    assert "sk-wrong" not in result.output
