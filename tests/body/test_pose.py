"""Pose: clamping to the safety limits, the 4×4 head matrix and back, the record row format."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from taleweaver.body.pose import DEG, Pose, Row, clamp, from_matrix, head_matrix, pose_from_row, within_limits

angles = st.floats(min_value=-10.0, max_value=10.0, allow_nan=False)


@given(angles, angles, angles, angles)
def test_clamp_always_lands_within_the_limits(roll: float, pitch: float, yaw: float, body: float) -> None:
    pose = clamp(Pose(roll=roll, pitch=pitch, yaw=yaw, body_yaw=body))
    assert within_limits(pose)
    assert abs(pose.yaw - pose.body_yaw) <= 65 * DEG + 1e-9


def test_clamp_keeps_a_legal_pose_as_it_is() -> None:
    pose = Pose(z=0.01, roll=0.1, pitch=-0.2, yaw=0.5, body_yaw=0.3)
    assert clamp(pose) == pose


def test_head_yaw_follows_the_body_limit() -> None:
    pose = clamp(Pose(yaw=170 * DEG, body_yaw=0.0))
    assert math.isclose(pose.yaw, 65 * DEG)


def test_matrix_round_trip() -> None:
    pose = Pose(x=0.001, y=-0.002, z=0.01, roll=0.2, pitch=-0.3, yaw=0.7)
    back = from_matrix(head_matrix(pose))
    for name in ("x", "y", "z", "roll", "pitch", "yaw"):
        assert math.isclose(getattr(back, name), getattr(pose, name), abs_tol=1e-9), name


def test_positive_yaw_turns_left() -> None:
    m = head_matrix(Pose(yaw=90 * DEG))
    assert math.isclose(m[1, 0], 1.0, abs_tol=1e-9)  # the head's forward axis (x) points to +y (left)


def test_row_format_is_the_documented_one() -> None:
    row = Row(1.23456, Pose(z=0.001, pitch=0.1), [{"type": "speech"}]).to_json()
    assert set(row) == {"t", "head", "antennas", "body_yaw", "events"}
    assert set(row["head"]) == {"x", "y", "z", "roll", "pitch", "yaw"}
    assert row["t"] == 1.2346
    assert len(row["antennas"]) == 2
    assert pose_from_row(row).pitch == 0.1
