"""PCM audio values and the few operations every part needs: resample, join, silence, wav files.

Samples are float32 mono in [-1, 1]. Wav files are read and written with the standard library
(16-bit PCM out; 8/16/24/32-bit PCM in, any channel count, any sample rate).
"""

from __future__ import annotations

import io
import wave
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from taleweaver.voice.errors import AudioFileError

Samples = npt.NDArray[np.float32]


@dataclass(frozen=True, slots=True, eq=False)
class AudioChunk:
    """A piece of mono audio: float32 samples in [-1, 1] at ``sample_rate`` Hz."""

    samples: Samples
    sample_rate: int

    @property
    def duration_s(self) -> float:
        return len(self.samples) / self.sample_rate if self.sample_rate else 0.0

    def resampled(self, sample_rate: int) -> AudioChunk:
        if sample_rate == self.sample_rate:
            return self
        return AudioChunk(resample(self.samples, self.sample_rate, sample_rate), sample_rate)


def as_samples(values: object) -> Samples:
    """Any 1-D numeric array as float32 mono samples (int16 is scaled to [-1, 1])."""
    array = np.asarray(values)
    if array.dtype == np.int16:
        return (array.astype(np.float32) / 32768.0).reshape(-1)
    return array.astype(np.float32, copy=False).reshape(-1)


def resample(samples: Samples, source_rate: int, target_rate: int) -> Samples:
    """Linear-interpolation resampling; a short moving average first when downsampling (anti-alias)."""
    if source_rate == target_rate or len(samples) == 0:
        return samples
    x = samples
    if target_rate < source_rate:
        width = max(1, round(source_rate / target_rate))
        if width > 1:
            x = np.convolve(x, np.full(width, 1.0 / width, dtype=np.float32), mode="same").astype(np.float32)
    count = max(1, round(len(x) * target_rate / source_rate))
    positions = np.linspace(0.0, len(x) - 1, count)
    return np.interp(positions, np.arange(len(x)), x).astype(np.float32)


def pitch_shift(samples: Samples, ratio: float) -> Samples:
    """Raise (ratio > 1) or lower the pitch by resampling; the duration shrinks/grows by the same ratio.

    Adapters that shift pitch slow their synthesis down by ``ratio`` first, so the pace stays.
    """
    if abs(ratio - 1.0) < 1e-3 or len(samples) == 0:
        return samples
    count = max(1, round(len(samples) / ratio))
    positions = np.linspace(0.0, len(samples) - 1, count)
    return np.interp(positions, np.arange(len(samples)), samples).astype(np.float32)


def silence(seconds: float, sample_rate: int) -> AudioChunk:
    return AudioChunk(np.zeros(max(0, round(seconds * sample_rate)), dtype=np.float32), sample_rate)


def join(chunks: Iterable[AudioChunk], sample_rate: int | None = None) -> AudioChunk:
    """One chunk from many, resampled to ``sample_rate`` (default: the first chunk's rate)."""
    items = list(chunks)
    rate = sample_rate or (items[0].sample_rate if items else 16000)
    parts = [c.resampled(rate).samples for c in items]
    return AudioChunk(np.concatenate(parts) if parts else np.zeros(0, dtype=np.float32), rate)


def rms(samples: Samples) -> float:
    return float(np.sqrt(np.mean(np.square(samples, dtype=np.float64)))) if len(samples) else 0.0


def write_wav(path: Path, audio: AudioChunk) -> None:
    """Write 16-bit PCM mono."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(write_wav_bytes(audio))


def write_wav_bytes(audio: AudioChunk) -> bytes:
    """A 16-bit PCM mono wav file's bytes."""
    pcm = (np.clip(audio.samples, -1.0, 1.0) * 32767.0).astype("<i2")
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(audio.sample_rate)
        out.writeframes(pcm.tobytes())
    return buffer.getvalue()


def read_wav(path: Path) -> AudioChunk:
    """Mono float32 audio from a PCM wav; a clear :class:`AudioFileError` for anything unusable."""
    if not path.is_file():
        raise AudioFileError(f"{path}: no such audio file")
    try:
        with wave.open(str(path), "rb") as src:
            channels, width, rate = src.getnchannels(), src.getsampwidth(), src.getframerate()
            frames = src.readframes(src.getnframes())
    except (wave.Error, EOFError) as exc:
        raise AudioFileError(
            f"{path}: not a PCM wav file ({exc}); record or convert it to 16-bit wav"
        ) from exc
    except OSError as exc:
        raise AudioFileError(f"{path}: cannot read ({exc.strerror})") from exc
    if not frames or rate <= 0:
        raise AudioFileError(f"{path}: the wav file holds no audio")
    data = _pcm_to_float(frames, width, path)
    if channels > 1:
        data = data[: len(data) - len(data) % channels].reshape(-1, channels).mean(axis=1).astype(np.float32)
    return AudioChunk(data, rate)


def _pcm_to_float(frames: bytes, width: int, path: Path) -> Samples:
    if width == 1:
        return (np.frombuffer(frames, dtype=np.uint8).astype(np.float32) - 128.0) / 128.0
    if width == 2:
        return np.frombuffer(frames, dtype="<i2").astype(np.float32) / 32768.0
    if width == 3:
        raw = np.frombuffer(frames[: len(frames) - len(frames) % 3], dtype=np.uint8).reshape(-1, 3)
        ints = (
            raw[:, 0].astype(np.int32)
            | (raw[:, 1].astype(np.int32) << 8)
            | (raw[:, 2].astype(np.int32) << 16)
        )
        ints = np.where(ints >= 1 << 23, ints - (1 << 24), ints)
        return (ints / float(1 << 23)).astype(np.float32)
    if width == 4:
        return (np.frombuffer(frames, dtype="<i4").astype(np.float64) / 2147483648.0).astype(np.float32)
    raise AudioFileError(f"{path}: unsupported sample width {width * 8} bits; use 16-bit PCM")
