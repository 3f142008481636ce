"""The live endpointer (webrtcvad) on the shipped fake voice: frame sizes, modes and bad settings."""

from __future__ import annotations

import itertools

import pytest

from taleweaver.testing import FakeSynthesizer
from taleweaver.voice import AudioChunk, VoiceBank, join
from taleweaver.voice.audio import silence
from taleweaver.voice.vad import FRAME_MS, Endpointer

RATE = 16000


def _utterance() -> tuple[AudioChunk, float, float]:
    speech = join(
        FakeSynthesizer().stream("read the wanted posters by the door", VoiceBank().for_name("alloy"))
    )
    audio = join([silence(0.3, RATE), speech, silence(0.6, RATE)])
    return audio, 0.3, 0.3 + speech.duration_s


def _run(endpointer: Endpointer, audio: AudioChunk, step_ms: int) -> list[int]:
    """Feed ``audio`` in ``step_ms`` pieces; the silent runs seen after each piece."""
    step = RATE * step_ms // 1000
    runs = []
    for start in range(0, len(audio.samples), step):
        endpointer.feed(AudioChunk(audio.samples[start : start + step], RATE))
        runs.append(endpointer.silent_ms)
    return runs


@pytest.mark.parametrize("frame_ms", [10, 20, 30])
def test_each_frame_size_finds_the_same_speech(frame_ms: int) -> None:
    audio, starts, stops = _utterance()
    endpointer = Endpointer(frame_ms=frame_ms)
    runs = _run(endpointer, audio, frame_ms)
    assert endpointer.started
    assert endpointer.ended
    assert endpointer.speech_start_s is not None
    assert endpointer.speech_end_s is not None
    assert abs(endpointer.speech_start_s - starts) <= 0.1
    assert stops - 0.05 <= endpointer.speech_end_s <= stops + 0.15
    assert all(run % frame_ms == 0 for run in runs)  # the silence is counted in whole frames of that size


def test_the_default_frame_sees_a_pause_to_within_ten_milliseconds() -> None:
    assert FRAME_MS == 10
    audio, _, _ = _utterance()
    runs = _run(Endpointer(), audio, FRAME_MS)
    assert {b - a for a, b in itertools.pairwise(runs) if b > a} == {10}


def test_a_chunk_of_any_size_is_cut_into_frames() -> None:
    audio, _, _ = _utterance()
    whole, pieces = Endpointer(), Endpointer()
    whole.feed(audio)
    _run(pieces, audio, 7)
    assert (whole.speech_start_s, whole.speech_end_s, whole.voiced_frames) == (
        pieces.speech_start_s,
        pieces.speech_end_s,
        pieces.voiced_frames,
    )


@pytest.mark.parametrize(
    ("setting", "value", "message"), [("frame_ms", 25, "10, 20 or 30"), ("aggressiveness", 4, "0 to 3")]
)
def test_settings_webrtcvad_cannot_take_are_refused(setting: str, value: int, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Endpointer(**{setting: value})  # type: ignore[arg-type]
