"""Speech wobble: PCM in, one small head offset per 50 ms hop out. Pure (numpy only).

Our own tapper in the spirit of the SDK's ``SwayRollRT``: the loudness of each hop (RMS in dBFS,
mapped to 0..1) drives an envelope with a fast attack and a slow release, and the envelope scales
three slow sways — a nod (pitch, 2.2 Hz), a turn (yaw, 0.6 Hz) and a tilt (roll, 1.3 Hz) — plus a
small lift. Silence gives no offset; phases run on across feeds so chunked audio wobbles the same
as one buffer. Any sample rate works (hops are 50 ms of samples, no resampling).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from taleweaver.body.pose import DEG

HOP_S = 0.05
FLOOR_DB = -50.0
RANGE_DB = 38.0
ATTACK = 0.6
RELEASE = 0.25
PITCH_AMP, PITCH_HZ = 5.0 * DEG, 2.2
YAW_AMP, YAW_HZ = 6.0 * DEG, 0.6
ROLL_AMP, ROLL_HZ = 2.5 * DEG, 1.3
LIFT_M = 0.003


@dataclass(frozen=True, slots=True)
class Offset:
    """A head offset (m, rad) added on top of the other layers for one hop."""

    z: float = 0.0
    roll: float = 0.0
    pitch: float = 0.0
    yaw: float = 0.0
    level: float = 0.0
    """The envelope 0..1 behind this offset."""


ZERO = Offset()


class SpeechTapper:
    def __init__(self, sample_rate: int) -> None:
        if sample_rate <= 0:
            raise ValueError(f"sample_rate must be positive, got {sample_rate}")
        self.sample_rate = sample_rate
        self.hop = max(1, round(sample_rate * HOP_S))
        self._rest = np.zeros(0, dtype=np.float32)
        self._envelope = 0.0
        self._hops = 0

    def reset(self) -> None:
        """Forget buffered audio and the envelope (a barge-in, a new line)."""
        self._rest = np.zeros(0, dtype=np.float32)
        self._envelope = 0.0

    def feed(self, samples: np.ndarray) -> list[Offset]:
        """Offsets for every whole hop now buffered (mono or the mean of several channels)."""
        pcm = np.asarray(samples, dtype=np.float32)
        if pcm.ndim == 2:
            pcm = pcm.mean(axis=1 if pcm.shape[1] <= pcm.shape[0] else 0)
        buffered = np.concatenate([self._rest, pcm.ravel()])
        whole = len(buffered) // self.hop
        self._rest = buffered[whole * self.hop :]
        return [self._step(buffered[i * self.hop : (i + 1) * self.hop]) for i in range(whole)]

    def flush(self) -> list[Offset]:
        """The last partial hop (padded with silence), then nothing is left buffered."""
        if not len(self._rest):
            return []
        padded = np.zeros(self.hop, dtype=np.float32)
        padded[: len(self._rest)] = self._rest
        self._rest = np.zeros(0, dtype=np.float32)
        return [self._step(padded)]

    def _step(self, hop: np.ndarray) -> Offset:
        rms = float(np.sqrt(np.mean(np.square(hop, dtype=np.float64)))) if len(hop) else 0.0
        db = 20.0 * math.log10(max(rms, 1e-9))
        target = min(1.0, max(0.0, (db - FLOOR_DB) / RANGE_DB))
        rate = ATTACK if target > self._envelope else RELEASE
        self._envelope += rate * (target - self._envelope)
        if self._envelope < 1e-3:
            self._envelope = 0.0
        level = self._envelope
        tau = self._hops * HOP_S
        self._hops += 1
        return Offset(
            z=level * LIFT_M * (0.5 + 0.5 * math.sin(2 * math.pi * PITCH_HZ * tau)),
            roll=level * ROLL_AMP * math.sin(2 * math.pi * ROLL_HZ * tau + 0.7),
            pitch=level * PITCH_AMP * math.sin(2 * math.pi * PITCH_HZ * tau),
            yaw=level * YAW_AMP * math.sin(2 * math.pi * YAW_HZ * tau + 1.9),
            level=level,
        )
