from __future__ import annotations

import wave
from pathlib import Path

import numpy as np
import pytest

from taleweaver.voice import AudioChunk, AudioFileError, join, read_wav, resample, write_wav
from taleweaver.voice.audio import pitch_shift


def _tone(hz: float, seconds: float, rate: int) -> AudioChunk:
    t = np.arange(round(seconds * rate)) / rate
    return AudioChunk((0.5 * np.sin(2 * np.pi * hz * t)).astype(np.float32), rate)


def _peak_hz(audio: AudioChunk) -> float:
    spectrum = np.abs(np.fft.rfft(audio.samples))
    return float(np.argmax(spectrum) * audio.sample_rate / len(audio.samples))


def test_wav_round_trip_and_other_rates_are_resampled(tmp_path: Path) -> None:
    tone = _tone(440, 0.5, 44100)
    write_wav(tmp_path / "a.wav", tone)
    back = read_wav(tmp_path / "a.wav")
    assert back.sample_rate == 44100
    assert np.max(np.abs(back.samples - tone.samples)) < 1e-3
    low = back.resampled(16000)
    assert len(low.samples) == 8000
    assert _peak_hz(low) == pytest.approx(440, abs=4)


def test_stereo_and_8_bit_wavs_are_read_as_mono(tmp_path: Path) -> None:
    path = tmp_path / "s.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(2)
        out.setsampwidth(1)
        out.setframerate(8000)
        out.writeframes(bytes([128, 128, 255, 255] * 100))
    audio = read_wav(path)
    assert audio.sample_rate == 8000
    assert len(audio.samples) == 200


@pytest.mark.parametrize(
    ("content", "message"),
    [(None, "no such audio file"), (b"", "not a PCM wav"), (b"RIFFnonsense" * 4, "not a PCM wav")],
)
def test_unusable_files_give_a_clear_error(tmp_path: Path, content: bytes | None, message: str) -> None:
    path = tmp_path / "x.wav"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(AudioFileError, match=message):
        read_wav(path)


def test_an_empty_wav_is_refused(tmp_path: Path) -> None:
    write_wav(tmp_path / "e.wav", AudioChunk(np.zeros(0, dtype=np.float32), 16000))
    with pytest.raises(AudioFileError, match="holds no audio"):
        read_wav(tmp_path / "e.wav")


def test_pitch_shift_raises_the_pitch_and_join_resamples() -> None:
    tone = _tone(200, 1.0, 16000)
    assert _peak_hz(AudioChunk(pitch_shift(tone.samples, 1.5), 16000)) == pytest.approx(300, abs=3)
    both = join([tone, _tone(200, 1.0, 8000)])
    assert both.sample_rate == 16000
    assert len(both.samples) == 32000
    assert len(resample(tone.samples, 16000, 16000)) == 16000
