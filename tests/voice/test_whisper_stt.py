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


class _Encoder:
    """Records the features each encode is given (stands in for faster-whisper's model)."""

    def __init__(self) -> None:
        self.seen: list[tuple[int, ...]] = []

    def encode(self, features: np.ndarray) -> str:
        self.seen.append(features.shape)
        assert features.flags["C_CONTIGUOUS"]
        return "encoded"


def _padded(speech_frames: int) -> np.ndarray:
    """Features as faster-whisper hands them to the encoder: speech, then exact zeros to 3000 frames."""
    features = np.zeros((1, 80, 3000), dtype=np.float32)
    features[..., :speech_frames] = np.random.default_rng(0).uniform(-1, 1, (1, 80, speech_frames))
    return features


def test_a_short_line_is_encoded_in_the_shorter_window() -> None:
    from taleweaver.voice.whisper_stt import _windowed

    model = _windowed(_Encoder)()
    model.context_frames = 1500
    assert model.encode(_padded(300)) == "encoded"  # 3 s of speech: 15 s window
    model.encode(_padded(750))  # 7.5 s: still half the window or less
    model.encode(_padded(751))  # more: whisper's own 30 s window
    model.encode(_padded(3000))
    model.context_frames = None
    model.encode(_padded(300))
    assert [shape[-1] for shape in model.seen] == [1500, 1500, 3000, 3000, 3000]


@pytest.mark.parametrize(
    ("heard", "kept"),
    [
        ("Option 1. Option 1.", "Option 1."),
        ("Yes?  yes. ", "Yes?"),
        ("I go left. Then right.", "I go left. Then right."),
        ("Left. Right. Left.", "Left. Right. Left."),
        ("", ""),
    ],
)
def test_a_sentence_the_decoder_said_twice_is_kept_once(heard: str, kept: str) -> None:
    from taleweaver.voice.whisper_stt import without_echo

    assert without_echo(heard) == kept
