"""``taleweaver play --body``: the story drives the body; ``record:`` writes the timeline."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from taleweaver.body.pose import pose_from_row, within_limits
from taleweaver.body.staging import story_places
from taleweaver.cli import play_commands
from taleweaver.cli.app import app
from taleweaver.files import load_library_from
from taleweaver.intent import IntentMatcher
from taleweaver.testing import HashingEncoder

runner = CliRunner()


@pytest.fixture(autouse=True)
def offline(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TALEWEAVER_MODEL", raising=False)
    monkeypatch.setattr(play_commands, "_matcher", lambda quiet: IntentMatcher(HashingEncoder()))


def play(tmp_path: Path, body: str, inputs: list[str]) -> Any:
    script = tmp_path / "script.txt"
    script.write_text("\n".join(inputs) + "\n", encoding="utf-8")
    return runner.invoke(app, ["play", "pirates", "--script", str(script), "--json", "--body", body])


def test_record_writes_a_timeline_with_a_gaze_change_per_speaker(tmp_path: Path) -> None:
    timeline = tmp_path / "t.jsonl"
    result = play(tmp_path, f"record:{timeline}", ["/do hear_job", "/do go_find_aria"])
    assert result.exit_code == 0, result.output
    turns = [json.loads(line) for line in result.stdout.splitlines()]
    rows = [json.loads(line) for line in timeline.read_text().splitlines()]
    assert rows
    assert all(set(r) == {"t", "head", "antennas", "body_yaw", "events"} for r in rows)
    assert all(within_limits(pose_from_row(r)) for r in rows)
    said = [line["speaker"] for turn in turns for line in turn["lines"]]
    changes = [e["id"] for r in rows for e in r["events"] if e["type"] == "speaker"]
    assert changes[0] == "sparrow"  # the opening line
    assert changes[1:] == [s for i, s in enumerate(said) if i == 0 or said[i - 1] != s][-len(changes) + 1 :]
    places = story_places(load_library_from().stories["pirates"])
    for change in {c for c in changes}:
        at = next(i for i, r in enumerate(rows) if any(e.get("id") == change for e in r["events"]))
        settled = rows[at + 40]["head"]["yaw"]  # 0.8 s later the head faces the speaker
        assert settled == pytest.approx(places[change], abs=0.05)
    listening = [e["on"] for r in rows for e in r["events"] if e["type"] == "listening"]
    assert listening[:2] == [True, False]


def test_null_body_plays_as_without(tmp_path: Path) -> None:
    with_body = play(tmp_path, "null", ["/do hear_job"])
    script = tmp_path / "script.txt"
    without = runner.invoke(app, ["play", "pirates", "--script", str(script), "--json"])
    assert with_body.exit_code == without.exit_code == 0
    assert with_body.stdout == without.stdout


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("robot", "unknown body 'robot'"),
        ("record:", "record: needs a file"),
        ("record:/no/such/dir/t.jsonl", "cannot write the motion timeline"),
        ("reachy:localhost:notaport", "bad port"),
    ],
)
def test_bad_body_specs_are_clear_errors(tmp_path: Path, spec: str, message: str) -> None:
    result = play(tmp_path, spec, ["/do hear_job"])
    assert result.exit_code == 2
    assert message in result.stderr
    assert "Traceback" not in result.output


def test_spoken_turns_wobble_for_as_long_as_their_audio(tmp_path: Path) -> None:
    """What ``play --voice`` hands the body: each line's audio as played (here the shipped fake voice)."""
    from taleweaver.apps.turn_shower import TurnShower, open_motion
    from taleweaver.engine.engine import StoryEngine
    from taleweaver.player.session import PlaySession
    from taleweaver.testing import FakeSynthesizer
    from taleweaver.voice import VoiceBank, join

    engine = StoryEngine(load_library_from())
    timeline = tmp_path / "voice.jsonl"
    shower = TurnShower(open_motion(f"record:{timeline}"), engine)
    session = PlaySession(engine)
    synth, bank = FakeSynthesizer(), VoiceBank()
    story = engine.library.stories["pirates"]
    durations = []
    for out in (session.start_story("pirates"), session.handle("/do hear_job")):
        audio = [join(synth.stream(line.text, bank.for_speaker(story, line.speaker))) for line in out.lines]
        durations += [a.duration_s for a in audio]
        shower.show(out, audio)
        shower.motion.listen()
    shower.motion.close()
    rows = [json.loads(line) for line in timeline.read_text().splitlines()]
    starts = [r["t"] for r in rows if any(e["type"] == "speech" for e in r["events"])]
    ends = [r["t"] for r in rows if any(e["type"] == "speech_end" for e in r["events"])]
    assert len(starts) == len(ends) == len(durations)
    for start, end, duration in zip(starts, ends, durations, strict=True):
        assert end - start == pytest.approx(duration, abs=0.08)
        pitches = [r["head"]["pitch"] for r in rows if start <= r["t"] < end]
        assert max(pitches) - min(pitches) > 0.02


def test_no_robot_is_a_clear_error_within_5_s(tmp_path: Path) -> None:
    import time

    from taleweaver.body.sim import free_port

    started = time.monotonic()
    result = play(tmp_path, f"reachy:localhost:{free_port()}", ["/do hear_job"])
    assert time.monotonic() - started < 5.0
    assert result.exit_code == 2
    assert "no Reachy Mini daemon answers" in result.stderr
    assert "--body null" in result.stderr


def test_voice_play_wobbles_with_the_played_speech(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``play --voice --body record:``: speech wobble while each line's audio plays, a gaze change at
    each speaker change, listening between turns (the shipped fake voice stands in for piper)."""
    from taleweaver.apps.voice_player import play as voice_play
    from taleweaver.testing import FakeSynthesizer

    monkeypatch.setattr(voice_play, "load_synthesizer", lambda spec: FakeSynthesizer())
    timeline, out_dir = tmp_path / "t.jsonl", tmp_path / "out"
    script = tmp_path / "script.txt"
    script.write_text("/do hear_job\n/do go_find_aria\n", encoding="utf-8")
    args = ["play", "pirates", "--voice", "--audio-out", str(out_dir), "--script", str(script), "--json"]
    result = runner.invoke(app, [*args, "--body", f"record:{timeline}"])
    assert result.exit_code == 0, result.output
    turns = [json.loads(line) for line in result.stdout.splitlines()]
    rows = [json.loads(line) for line in timeline.read_text().splitlines()]
    written = sorted(out_dir.glob("*.wav"))
    starts = [r["t"] for r in rows if any(e["type"] == "speech" for e in r["events"])]
    ends = [r["t"] for r in rows if any(e["type"] == "speech_end" for e in r["events"])]
    assert len(starts) == len(ends) == len(written)  # one wobble per spoken line (recaps included)
    for start, end in zip(starts, ends, strict=True):
        pitches = [r["head"]["pitch"] for r in rows if start <= r["t"] < end]
        assert max(pitches) - min(pitches) > 0.02
    quiet = [
        r["head"]["pitch"]
        for r in rows
        if not any(s <= r["t"] < e + 0.1 for s, e in zip(starts, ends, strict=True))
    ]
    assert max(abs(p) for p in quiet) < 0.02
    said = [line["speaker"] for turn in turns for line in turn["lines"]]
    changes = [e["id"] for r in rows for e in r["events"] if e["type"] == "speaker"]
    assert set(said) <= set(changes)
    assert len(changes) >= len({*said}) >= 2
    assert any(e["type"] == "listening" for r in rows for e in r["events"])
