"""Decoding a browser recording through the whisper adapter (PyAV, inside faster-whisper)."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest

from taleweaver.voice.audio import AudioChunk, write_wav_bytes
from taleweaver.voice.errors import AudioFileError

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("faster_whisper") is None,
    reason="the voice extra is not installed (uv sync --extra voice)",
)


def test_a_recording_decodes_to_16_khz_mono() -> None:
    from taleweaver.voice.whisper_stt import decode_recording

    seconds = np.arange(22050) / 22050
    tone = AudioChunk((0.3 * np.sin(2 * np.pi * 440 * seconds)).astype(np.float32), 22050)
    decoded = decode_recording(write_wav_bytes(tone))
    assert decoded.sample_rate == 16000
    assert abs(len(decoded.samples) - 16000) <= 160
    assert float(np.max(np.abs(decoded.samples))) == pytest.approx(0.3, abs=0.05)


def test_bytes_that_are_no_recording_are_a_clear_error() -> None:
    from taleweaver.voice.whisper_stt import decode_recording

    with pytest.raises(AudioFileError, match="could not be decoded"):
        decode_recording(b"not a recording at all")
