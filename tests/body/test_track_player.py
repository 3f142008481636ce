"""A rendered track played on a body: the track's poses while it plays, the idle motion around it."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from taleweaver.body import AvatarBody, line_track
from taleweaver.body.loop import VirtualClock
from taleweaver.body.pose import Pose, pose_from_row, within_limits
from taleweaver.body.track_player import BLEND_S, TrackPlayer, track_poses

HZ = 50


def speech(seconds: float = 1.0, rate: int = 16000) -> np.ndarray:
    t = np.arange(int(seconds * rate)) / rate
    return (0.4 * np.sin(2 * np.pi * 180 * t) * (0.5 + 0.5 * np.sin(2 * np.pi * 3 * t))).astype(np.float32)


def player() -> tuple[TrackPlayer, AvatarBody]:
    body = AvatarBody(keep=100_000)
    return TrackPlayer(body, clock=VirtualClock(), start=False), body


def sent(body: AvatarBody) -> list[Pose]:
    return [pose_from_row(row) for row in body.rows()]


def close(a: Pose, b: Pose, tol: float = 1e-9) -> bool:
    return all(math.isclose(x, y, abs_tol=tol) for x, y in zip(_numbers(a), _numbers(b), strict=True))


def _numbers(p: Pose) -> tuple[float, ...]:
    return (p.x, p.y, p.z, p.roll, p.pitch, p.yaw, *p.antennas, p.body_yaw)


def test_the_robot_plays_the_tracks_poses_from_the_moment_it_gets_it() -> None:
    rows = line_track(speech(), 16000, story=None, speaker="narrator", emotion="cheerful")
    poses = track_poses(rows)
    tp, body = player()
    tp.loop.advance(0.5)  # idle before the line
    before = len(body.rows())
    seconds = tp.play(poses, HZ)
    assert seconds == pytest.approx(len(poses) / HZ)
    tp.loop.advance(seconds + 0.5)
    during = sent(body)[before : before + len(poses)]
    settled = int(BLEND_S * HZ) + 1
    assert all(close(got, want) for got, want in zip(during[settled:], poses[settled:], strict=True))
    moving = {round(p.pitch, 4) for p in during}
    assert len(moving) > 10  # the speech wobble, not a held pose
    assert all(within_limits(p) for p in sent(body))


def test_the_first_poses_are_blended_in_so_the_head_never_jumps() -> None:
    tp, body = player()
    tp.loop.advance(0.2)
    turned = Pose(yaw=0.6, pitch=0.1)
    tp.play([turned] * HZ, HZ)
    tp.loop.advance(1.0)
    yaws = [p.yaw for p in sent(body)]
    steps = [abs(b - a) for a, b in itertools.pairwise(yaws)]
    assert max(steps) < 0.6 / (BLEND_S * HZ) + 0.01
    assert any(math.isclose(y, 0.6) for y in yaws)


def test_after_the_track_it_breathes_facing_where_it_ended() -> None:
    tp, body = player()
    tp.play([Pose(yaw=0.5)] * 25, HZ)
    tp.loop.advance(3.0)
    after = sent(body)[30:]
    assert not tp.mixer.playing
    assert all(abs(p.yaw - 0.5) < 0.05 for p in after)  # no snap back to the front
    assert len({round(p.z, 5) for p in after}) > 5  # breathing


def test_stop_cuts_the_track_and_a_new_track_replaces_the_old() -> None:
    tp, body = player()
    tp.play([Pose(pitch=0.3)] * 500, HZ)
    tp.loop.advance(0.5)
    tp.stop()
    assert not tp.mixer.playing
    tp.loop.advance(0.2)
    assert sent(body)[-1].pitch < 0.3
    tp.play([Pose(roll=0.2)] * 100, HZ)
    tp.play([Pose(roll=-0.2)] * 100, HZ)
    tp.loop.advance(1.0)
    assert math.isclose(sent(body)[-30].roll, -0.2)


def test_poses_outside_the_robots_range_are_clamped() -> None:
    tp, body = player()
    tp.play([Pose(pitch=3.0, yaw=9.0, antennas=(9.0, -9.0))] * 50, HZ)
    tp.loop.advance(1.0)
    assert all(within_limits(p) for p in sent(body))


def test_a_track_that_is_not_finite_or_has_no_rate_is_refused() -> None:
    row = {
        "head": {"x": 0, "y": 0, "z": 0, "roll": 0, "pitch": float("nan"), "yaw": 0},
        "antennas": [0, 0],
        "body_yaw": 0,
    }
    with pytest.raises(ValueError, match="finite"):
        track_poses([row])
    tp, _ = player()
    with pytest.raises(ValueError, match="rate"):
        tp.play([Pose()], 0)
