"""Real engines end to end: Piper speech → whisper → matcher → engine, each bundled story to an ending."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.engine.engine import StoryEngine
from taleweaver.intent import IntentMatcher, MiniLMEncoder
from taleweaver.player.session import PlaySession
from taleweaver.testing import FakeSynthesizer
from taleweaver.voice import DEFAULT_VOICES, Transcriber, VoiceBank, read_wav
from taleweaver.voice.edge import WavDirSink, file_utterances

from .conftest import ROUTES, SpokenRoute
from .test_engines import pitch_hz

runner = CliRunner()


@pytest.fixture(scope="module")
def matcher() -> IntentMatcher:
    encoder = MiniLMEncoder()
    encoder.load()
    return IntentMatcher(encoder)


@pytest.mark.parametrize("story_id", sorted(ROUTES))
async def test_each_bundled_story_plays_to_an_ending_from_recorded_speech(
    story_id: str,
    spoken_routes: dict[str, SpokenRoute],
    whisper: Transcriber,
    engine: StoryEngine,
    matcher: IntentMatcher,
    tmp_path: Path,
) -> None:
    from taleweaver.apps.voice_player.loop import VoicePlayer

    route = spoken_routes[story_id]
    session = PlaySession(engine, matcher=matcher)
    player = VoicePlayer(session, FakeSynthesizer(), VoiceBank(), WavDirSink(tmp_path), transcriber=whisper)
    player.opening(story_id)
    for step, utterance in zip(route.steps, file_utterances(route.folder), strict=True):
        row = await player.heard(utterance)
        assert row["state"]["node_id"] == step.node_after, (step, row["transcript"])
    assert any(e["type"] == "ended" for e in row["events"])


def test_play_voice_cli_plays_pirates_from_speech_in_distinct_voices(
    spoken_routes: dict[str, SpokenRoute], whisper: Transcriber, tmp_path: Path
) -> None:
    route = spoken_routes["pirates"]
    out = tmp_path / "out"
    args = ["play", "pirates", "--voice", "--audio-in", str(route.folder), "--audio-out", str(out), "--json"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert rows[0]["input"] is None
    assert len(rows) == len(route.steps) + 1
    assert [r["state"]["node_id"] for r in rows[1:]] == [s.node_after for s in route.steps]
    assert any(e["type"] == "ended" for e in rows[-1]["events"])
    for row in rows[1:]:
        assert row["transcript"]
        assert row["timings"]["first_audio_ms"] > 0
        assert all(Path(p).is_file() for p in row["audio"])
    # Every speaker's lines are in their own voice: same-model voices differ in measured pitch.
    by_speaker: dict[str, Path] = {}
    for path in sorted(out.glob("turn*.wav")):
        by_speaker.setdefault(path.stem.split("_", 2)[2], path)
    assert {"narrator", "sparrow", "aria", "vell"} <= set(by_speaker)
    pitches = {s: pitch_hz(read_wav(p)) for s, p in by_speaker.items() if s != "options"}
    story_voices = {"narrator": "ballad", "sparrow": "ash", "aria": "coral", "vell": "echo"}
    specs = {s: DEFAULT_VOICES[story_voices[s]] for s in story_voices}
    assert len({(v.engine, v.voice, v.pitch) for v in specs.values()}) == len(specs)
    for a in story_voices:
        for b in story_voices:
            if a < b and specs[a].voice == specs[b].voice:
                assert abs(pitches[a] / pitches[b] - 1) > 0.04, (a, b, pitches)
