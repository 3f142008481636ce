"""The motion layers, composed into one pose per tick. Pure: time comes in as an argument.

Layers, bottom to top: **gaze** (the head turns smoothly to the speaking character's place, or to
where the director looks; the body follows only past 40°), **breathing** (a slow lift and antenna
sway after 0.3 s without speech or moves), **emotion moves** (played relative to the gaze),
**speech wobble** (offsets scheduled per 50 ms hop against the time the audio plays) and the
**antennas** (the listening pose while the player speaks: the idle sway freezes, blending in and out
over 0.4 s). The result is always clamped to the safety limits. Events (speaker, look, emotion,
speech, listening) are reported with the tick that shows them.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Mapping
from typing import Any

import numpy as np

from taleweaver.body.moves import Move, library
from taleweaver.body.pose import DEG, NEUTRAL_ANTENNAS, Pose, clamp
from taleweaver.body.wobble import HOP_S, ZERO, Offset, SpeechTapper
from taleweaver.content.moves_catalogue import HEAD_POSES

GAZE_TIME_S = 0.18
"""Time constant of the head turning to a new place."""
BODY_FOLLOWS_PAST = 40 * DEG
IDLE_AFTER_S = 0.3
IDLE_BLEND_S = 0.6
BREATH_Z_M, BREATH_HZ = 0.004, 0.1
ANTENNA_SWAY, ANTENNA_HZ = 12 * DEG, 0.5
LISTEN_BLEND_S = 0.4
LISTENING_ANTENNAS = (-35 * DEG, 35 * DEG)
"""Both antennas raised and spread (right, left): the robot listens."""
LOOKS = {"left": (35 * DEG, 0.0), "right": (-35 * DEG, 0.0), "up": (0.0, -20 * DEG), "down": (0.0, 20 * DEG)}
LOOKS["front"] = (0.0, 0.0)


def _ramp(x: float) -> float:
    return max(0.0, min(1.0, x))


class MotionMixer:
    def __init__(
        self, places: Mapping[str, float] | None = None, *, moves: Mapping[str, Move] | None = None
    ) -> None:
        self.places = dict(places or {})
        self.moves = dict(moves if moves is not None else library())
        self._target = (0.0, 0.0)  # gaze (yaw, pitch)
        self._gaze = (0.0, 0.0)
        self._tilt_target = 0.0  # head roll of a ``move_head`` pose (tilt_left/tilt_right)
        self._tilt = 0.0
        self._speaker: str | None = None
        self._last_t: float | None = None
        self._hops: deque[tuple[float, Offset]] = deque()
        self._prev = ZERO
        self._speech_end = -math.inf
        self._speaking = False
        self._move: tuple[Move, float] | None = None
        self._move_kind = "emotion"
        self._busy_until = -math.inf
        self._listen_on = False
        self._listen_w = 0.0
        self._events: list[dict[str, Any]] = []
        self._tappers: dict[int, SpeechTapper] = {}

    # ---- commands (``t`` is the loop's clock, seconds) -----------------------------------------
    def set_places(self, places: Mapping[str, float]) -> None:
        self.places = dict(places)

    def speaker(self, speaker_id: str, t: float, *, instant: bool = False) -> None:
        """Turn to ``speaker_id``'s place (said once per change)."""
        if speaker_id == self._speaker:
            return
        self._speaker = speaker_id
        yaw = self.places.get(speaker_id, 0.0)
        self._target, self._tilt_target = (yaw, 0.0), 0.0
        if instant:
            self._gaze, self._tilt = self._target, 0.0
        self._events.append({"type": "speaker", "id": speaker_id, "yaw": round(yaw, 4)})

    def look(self, target: str, t: float) -> bool:
        """Look at a character's place or left/right/up/down/front; False when ``target`` is unknown."""
        if target in self.places:
            self._target = (self.places[target], 0.0)
        elif target in LOOKS:
            self._target = LOOKS[target]
        else:
            return False
        self._tilt_target = 0.0
        self._events.append({"type": "look", "target": target})
        return True

    def head(self, direction: str, t: float) -> bool:
        """Hold a named head pose (``move_head``: up/down/left/right/tilt_left/tilt_right/center)."""
        pose = HEAD_POSES.get(direction)
        if pose is None:
            return False
        roll, pitch, yaw = (v * DEG for v in pose)
        self._target, self._tilt_target = (yaw, pitch), roll
        self._events.append({"type": "head", "direction": direction})
        return True

    def emotion(self, name: str, t: float) -> bool:
        return self._play(name, t, "emotion")

    def move(self, name: str, t: float) -> bool:
        """Play any catalogue move (an emotion or a dance) for ``play_move``."""
        return self._play(name, t, "move")

    def _play(self, name: str, t: float, kind: str) -> bool:
        move = self.moves.get(name)
        if move is None:
            return False
        self._move, self._move_kind = (move, t), kind
        self._busy_until = max(self._busy_until, t + move.duration)
        self._events.append({"type": kind, "name": name, "duration": move.duration})
        return True

    def speech(self, samples: np.ndarray, sample_rate: int, start: float, *, final: bool = True) -> float:
        """Schedule the wobble for PCM that starts playing at ``start``; returns when it ends.

        Consecutive chunks of one line keep their phase when fed with ``final=False`` until the last.
        """
        tapper = self._tappers.setdefault(sample_rate, SpeechTapper(sample_rate))
        offsets = tapper.feed(samples) + (tapper.flush() if final else [])
        if self._hops and self._hops[-1][0] + HOP_S > start - 1e-9:
            start = self._hops[-1][0] + HOP_S  # a following chunk: play on from the last hop
        for i, offset in enumerate(offsets):
            self._hops.append((start + i * HOP_S, offset))
        end = start + len(offsets) * HOP_S
        self._speech_end = max(self._speech_end, end)
        self._busy_until = max(self._busy_until, end)
        return end

    def stop_speech(self, t: float) -> None:
        """A barge-in: drop every wobble hop not yet shown."""
        self._hops.clear()
        for tapper in self._tappers.values():
            tapper.reset()
        self._speech_end = min(self._speech_end, t)

    def listening(self, on: bool, t: float) -> None:
        if on != self._listen_on:
            self._listen_on = on
            self._events.append({"type": "listening", "on": on})

    # ---- composition ---------------------------------------------------------------------------
    def pose(self, t: float) -> tuple[Pose, list[dict[str, Any]]]:
        dt = 0.0 if self._last_t is None else max(0.0, t - self._last_t)
        self._last_t = t
        follow = 1.0 - math.exp(-dt / GAZE_TIME_S) if dt else 0.0
        gy = self._gaze[0] + (self._target[0] - self._gaze[0]) * follow
        gp = self._gaze[1] + (self._target[1] - self._gaze[1]) * follow
        self._gaze = (gy, gp)
        self._tilt += (self._tilt_target - self._tilt) * follow
        wobble = self._wobble(t)
        idle = _ramp((t - self._busy_until - IDLE_AFTER_S) / IDLE_BLEND_S)
        step = dt / LISTEN_BLEND_S if dt else 0.0
        self._listen_w = _ramp(self._listen_w + (step if self._listen_on else -step))
        breath = math.sin(2 * math.pi * BREATH_HZ * t)
        sway = ANTENNA_SWAY * math.sin(2 * math.pi * ANTENNA_HZ * t) * idle * (1.0 - self._listen_w)
        lw = self._listen_w
        antennas = (
            NEUTRAL_ANTENNAS[0] * (1 - lw) + LISTENING_ANTENNAS[0] * lw + sway,
            NEUTRAL_ANTENNAS[1] * (1 - lw) + LISTENING_ANTENNAS[1] * lw + sway,
        )
        z, roll, pitch, yaw, body = BREATH_Z_M * breath * idle, self._tilt, gp, gy, 0.0
        if self._move is not None:
            move, started = self._move
            m = move.evaluate(t - started)
            z, roll, pitch, yaw, body = z + m.z, roll + m.roll, pitch + m.pitch, yaw + m.yaw, m.body_yaw
            antennas = m.antennas
            if t - started >= move.duration:
                self._events.append({"type": f"{self._move_kind}_end", "name": move.name})
                self._move = None
        if abs(gy) > BODY_FOLLOWS_PAST:
            body += math.copysign(abs(gy) - BODY_FOLLOWS_PAST, gy)
        pose = Pose(
            x=0.0,
            y=0.0,
            z=z + wobble.z,
            roll=roll + wobble.roll,
            pitch=pitch + wobble.pitch,
            yaw=yaw + wobble.yaw,
            antennas=antennas,
            body_yaw=body,
        )
        events, self._events = self._events, []
        return clamp(pose), events

    def _wobble(self, t: float) -> Offset:
        """The offset at ``t``: from the previous hop's value towards the current hop's over the hop,
        so motion never leads the audio (it follows it by at most one tick)."""
        while self._hops and self._hops[0][0] <= t:
            if len(self._hops) > 1 and self._hops[1][0] <= t:
                self._prev = self._hops.popleft()[1]
                continue
            break
        speaking = bool(self._hops) and self._hops[0][0] <= t < self._speech_end
        if speaking != self._speaking:
            self._speaking = speaking
            self._events.append({"type": "speech" if speaking else "speech_end"})
        if not speaking:
            if self._hops and t >= self._speech_end:
                self._hops.clear()
            self._prev = ZERO
            return ZERO
        t0, b = self._hops[0]
        a = self._prev
        w = _ramp((t - t0) / HOP_S)
        return Offset(
            z=a.z + (b.z - a.z) * w,
            roll=a.roll + (b.roll - a.roll) * w,
            pitch=a.pitch + (b.pitch - a.pitch) * w,
            yaw=a.yaw + (b.yaw - a.yaw) * w,
            level=a.level + (b.level - a.level) * w,
        )

    @property
    def speaking_until(self) -> float:
        return self._speech_end

    @property
    def move_until(self) -> float:
        if self._move is None:
            return -math.inf
        return self._move[1] + self._move[0].duration
