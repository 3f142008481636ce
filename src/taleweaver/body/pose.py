"""A pose target for the robot, the safety limits, and the ``record:`` row format. Pure.

Units follow the Reachy Mini SDK: metres and radians; antennas are ``[right, left]`` with the
neutral pose at ``[-0.1745, 0.1745]`` (symmetric gestures use opposite signs); +yaw turns left,
+pitch looks down.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

DEG = math.pi / 180.0
PITCH_ROLL_LIMIT = 40 * DEG
HEAD_YAW_LIMIT = 180 * DEG
BODY_YAW_LIMIT = 160 * DEG
HEAD_BODY_YAW_LIMIT = 65 * DEG
TRANSLATION_LIMIT = 0.03
"""Head translation (m) is kept within ±3 cm: the platform's reach, and far beyond any layer here."""
ANTENNA_LIMIT = math.pi
NEUTRAL_ANTENNAS = (-10 * DEG, 10 * DEG)


@dataclass(frozen=True, slots=True)
class Pose:
    x: float = 0.0
    y: float = 0.0
    z: float = 0.0
    roll: float = 0.0
    pitch: float = 0.0
    yaw: float = 0.0
    antennas: tuple[float, float] = NEUTRAL_ANTENNAS
    body_yaw: float = 0.0

    def head(self) -> dict[str, float]:
        return {
            "x": self.x,
            "y": self.y,
            "z": self.z,
            "roll": self.roll,
            "pitch": self.pitch,
            "yaw": self.yaw,
        }


def _clip(value: float, limit: float) -> float:
    return max(-limit, min(limit, value))


def clamp(pose: Pose) -> Pose:
    """The pose moved inside the safety limits (pitch/roll ±40°, yaw ±180°, body ±160°, head–body ≤ 65°)."""
    body = _clip(pose.body_yaw, BODY_YAW_LIMIT)
    yaw = _clip(pose.yaw, HEAD_YAW_LIMIT)
    yaw = max(body - HEAD_BODY_YAW_LIMIT, min(body + HEAD_BODY_YAW_LIMIT, yaw))
    return Pose(
        x=_clip(pose.x, TRANSLATION_LIMIT),
        y=_clip(pose.y, TRANSLATION_LIMIT),
        z=_clip(pose.z, TRANSLATION_LIMIT),
        roll=_clip(pose.roll, PITCH_ROLL_LIMIT),
        pitch=_clip(pose.pitch, PITCH_ROLL_LIMIT),
        yaw=yaw,
        antennas=(_clip(pose.antennas[0], ANTENNA_LIMIT), _clip(pose.antennas[1], ANTENNA_LIMIT)),
        body_yaw=body,
    )


def within_limits(pose: Pose, *, tolerance: float = 1e-6) -> bool:
    return (
        abs(pose.pitch) <= PITCH_ROLL_LIMIT + tolerance
        and abs(pose.roll) <= PITCH_ROLL_LIMIT + tolerance
        and abs(pose.yaw) <= HEAD_YAW_LIMIT + tolerance
        and abs(pose.body_yaw) <= BODY_YAW_LIMIT + tolerance
        and abs(pose.yaw - pose.body_yaw) <= HEAD_BODY_YAW_LIMIT + tolerance
    )


def head_matrix(pose: Pose) -> np.ndarray:
    """The 4×4 head pose the SDK takes: rotation extrinsic x-y-z (roll, pitch, yaw), then translation."""
    cr, sr = math.cos(pose.roll), math.sin(pose.roll)
    cp, sp = math.cos(pose.pitch), math.sin(pose.pitch)
    cy, sy = math.cos(pose.yaw), math.sin(pose.yaw)
    m = np.eye(4)
    m[:3, :3] = [
        [cy * cp, cy * sp * sr - sy * cr, cy * sp * cr + sy * sr],
        [sy * cp, sy * sp * sr + cy * cr, sy * sp * cr - cy * sr],
        [-sp, cp * sr, cp * cr],
    ]
    m[:3, 3] = [pose.x, pose.y, pose.z]
    return m


def from_matrix(m: Any, antennas: tuple[float, float] = NEUTRAL_ANTENNAS, body_yaw: float = 0.0) -> Pose:
    """Inverse of :func:`head_matrix` (for reading back what the robot reports, and move frames)."""
    a = np.asarray(m, dtype=float)
    pitch = -math.asin(max(-1.0, min(1.0, a[2, 0])))
    roll = math.atan2(a[2, 1], a[2, 2])
    yaw = math.atan2(a[1, 0], a[0, 0])
    return Pose(float(a[0, 3]), float(a[1, 3]), float(a[2, 3]), roll, pitch, yaw, antennas, body_yaw)


@dataclass
class Row:
    """One tick of the timeline: the ``record:`` JSONL row and the avatar track row."""

    t: float
    pose: Pose
    events: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        p = self.pose
        return {
            "t": round(self.t, 4),
            "head": {k: round(v, 5) for k, v in p.head().items()},
            "antennas": [round(p.antennas[0], 5), round(p.antennas[1], 5)],
            "body_yaw": round(p.body_yaw, 5),
            "events": self.events,
        }


def pose_from_row(row: dict[str, Any]) -> Pose:
    h = row["head"]
    r, left = row["antennas"]
    return Pose(h["x"], h["y"], h["z"], h["roll"], h["pitch"], h["yaw"], (r, left), row["body_yaw"])
