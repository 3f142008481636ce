"""A rendered motion track played on a body: the robot side of a line the browser speaks.

The orb page plays each line's audio itself, with the motion track ``POST /voice/say?track=true``
rendered from that audio (gaze at the speaker's place, speech wobble, the node's emotion, breathing
after). When the page has a Reachy Mini chosen, it hands the track to the server as the line starts, and
a :class:`TrackPlayer` streams those poses to the robot from that moment. Between lines the robot keeps
breathing: the track is a layer over the mixer's idle motion, ticked by the one :class:`MotionLoop`
that talks to the body, never a second sender.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import astuple
from typing import Any

from taleweaver.body.loop import Clock, MonotonicClock, MotionLoop
from taleweaver.body.mixer import MotionMixer
from taleweaver.body.port import Body
from taleweaver.body.pose import Pose, clamp, pose_from_row

Track = tuple[tuple[Pose, ...], float, float]
"""The poses, their rate (per second) and the loop time the first one is due."""

BLEND_S = 0.2
"""A track's first poses are blended in from the idle pose over this long, so the head never jumps."""


class TrackMixer(MotionMixer):
    """The mixer's idle motion, overridden by a track's pose while one is playing."""

    def __init__(self) -> None:
        super().__init__()
        self._track: Track | None = None  # replaced whole, so a tick never sees half of a new track

    def play_track(self, poses: Sequence[Pose], hz: float, start: float) -> float:
        """Play ``poses`` (one every ``1/hz`` s) from loop time ``start``; returns when the last is due."""
        self._track = (tuple(poses), hz, start)
        return start + len(poses) / hz

    def stop_track(self) -> None:
        self._track = None

    @property
    def playing(self) -> bool:
        return self._track is not None

    def pose(self, t: float) -> tuple[Pose, list[dict[str, Any]]]:
        idle, events = super().pose(t)  # always ticked, so the idle layers resume smoothly after a track
        track = self._track
        if track is None:
            return idle, events
        poses, hz, start = track
        index = int((t - start) * hz + 1e-6)  # a tick due on a row is not rounded down to the one before
        if index < 0 or not poses:
            return idle, events
        if index >= len(poses):
            if self._track is track:
                self._track = None
                self._hold(poses[-1], t)
            return idle, events
        return _blend(idle, poses[index], min(1.0, (t - start) / BLEND_S)), events

    def _hold(self, last: Pose, t: float) -> None:
        """After a track: keep looking where it ended (at the speaker) and breathe from there."""
        self._gaze, self._target = (last.yaw, last.pitch), (last.yaw, 0.0)
        self._busy_until = t


def _blend(a: Pose, b: Pose, w: float) -> Pose:
    """``a`` moved ``w`` (0–1) of the way to ``b``."""
    if w >= 1.0:
        return b

    def mix(x: float, y: float) -> float:
        return x + (y - x) * w

    return Pose(
        x=mix(a.x, b.x),
        y=mix(a.y, b.y),
        z=mix(a.z, b.z),
        roll=mix(a.roll, b.roll),
        pitch=mix(a.pitch, b.pitch),
        yaw=mix(a.yaw, b.yaw),
        antennas=(mix(a.antennas[0], b.antennas[0]), mix(a.antennas[1], b.antennas[1])),
        body_yaw=mix(a.body_yaw, b.body_yaw),
    )


class TrackPlayer:
    """One body, ticked at 50 Hz on a background thread, playing the tracks it is handed."""

    def __init__(
        self,
        body: Body,
        *,
        clock: Clock | None = None,
        on_lost: Callable[[str], None] | None = None,
        start: bool = True,
    ) -> None:
        self.mixer = TrackMixer()
        self.loop = MotionLoop(body, self.mixer, clock=clock or MonotonicClock(), on_lost=on_lost)
        if start:
            self.loop.start()

    @property
    def lost(self) -> str | None:
        """Why the body was lost (the loop then sends nowhere), or ``None`` while it answers."""
        return self.loop.lost

    def play(self, poses: Sequence[Pose], hz: float, *, delay_s: float = 0.0) -> float:
        """Play ``poses`` from ``delay_s`` seconds from now (each clamped to the robot's range); returns
        the seconds until the track ends. A new track replaces the one playing."""
        if hz <= 0:
            raise ValueError(f"a track's rate must be positive, not {hz}")
        ends = self.mixer.play_track([clamp(pose) for pose in poses], hz, self.loop.now() + delay_s)
        return ends - self.loop.now()

    def stop(self) -> None:
        """Stop the track (the line was cut off): the robot goes back to its idle motion."""
        self.mixer.stop_track()

    def close(self) -> None:
        self.stop()
        self.loop.close()


def track_poses(rows: Sequence[dict[str, Any]]) -> list[Pose]:
    """The poses of a track's rows (``{"head", "antennas", "body_yaw", …}``); :class:`ValueError` when a
    number is not finite (it would be sent to the motors)."""
    poses = [pose_from_row(row) for row in rows]
    for pose in poses:
        if not all(map(math.isfinite, (*astuple(pose)[:6], *pose.antennas, pose.body_yaw))):
            raise ValueError("a track's poses must be finite numbers")
    return poses
