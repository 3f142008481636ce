"""The speech tapper: loudness drives the wobble; silence does not; chunking does not change it."""

from __future__ import annotations

import numpy as np
import pytest

from taleweaver.body.wobble import HOP_S, SpeechTapper


def speech(seconds: float, sample_rate: int = 16000, seed: int = 7) -> np.ndarray:
    """Voiced-like audio: a 150 Hz buzz whose loudness moves at 4 Hz (syllables), plus noise."""
    rng = np.random.default_rng(seed)
    t = np.arange(int(seconds * sample_rate)) / sample_rate
    envelope = 0.5 + 0.5 * np.sin(2 * np.pi * 4 * t)
    buzz = np.sign(np.sin(2 * np.pi * 150 * t)) * 0.2 * envelope
    return (buzz + rng.normal(0, 0.01, t.size)).astype(np.float32)


def test_one_offset_per_50_ms_hop() -> None:
    offsets = SpeechTapper(16000).feed(speech(2.0))
    assert len(offsets) == round(2.0 / HOP_S)


def test_speech_wobbles_and_silence_does_not() -> None:
    tapper = SpeechTapper(16000)
    loud = tapper.feed(speech(2.0))
    pitches = [o.pitch for o in loud]
    assert max(pitches) - min(pitches) > 0.05
    assert max(abs(p) for p in pitches) < 0.15
    tapper.reset()
    quiet = tapper.feed(np.zeros(16000, dtype=np.float32))
    assert all(o.pitch == 0 and o.level == 0 for o in quiet)


def test_chunked_feeding_matches_one_buffer() -> None:
    pcm = speech(1.0)
    whole = SpeechTapper(16000).feed(pcm)
    tapper = SpeechTapper(16000)
    chunked = [o for part in np.array_split(pcm, 7) for o in tapper.feed(part)]
    assert [o.pitch for o in chunked] == pytest.approx([o.pitch for o in whole])


@pytest.mark.parametrize("rate", [16000, 22050, 24000])
def test_any_sample_rate(rate: int) -> None:
    offsets = SpeechTapper(rate).feed(speech(1.0, rate))
    assert len(offsets) == 20
    assert max(o.level for o in offsets) > 0.5


def test_stereo_is_mixed_down() -> None:
    pcm = speech(0.5)
    stereo = np.stack([pcm, pcm], axis=1)
    assert [o.pitch for o in SpeechTapper(16000).feed(stereo)] == pytest.approx(
        [o.pitch for o in SpeechTapper(16000).feed(pcm)]
    )


def test_bad_sample_rate() -> None:
    with pytest.raises(ValueError, match="sample_rate"):
        SpeechTapper(0)
