"""The shipped emotion library: ≥ 8 moves in the SDK's RecordedMove schema, all within the limits."""

from __future__ import annotations

import json
from importlib import resources

import numpy as np
import pytest

from taleweaver.body.moves import MoveError, library, parse_move
from taleweaver.body.pose import NEUTRAL_ANTENNAS, clamp, within_limits
from taleweaver.content.embodiment import EMOTIONS


def test_the_library_is_what_content_may_name() -> None:
    assert len(library()) >= 8
    assert tuple(sorted(library())) == EMOTIONS


@pytest.mark.parametrize("name", EMOTIONS)
def test_each_file_follows_the_recorded_move_schema(name: str) -> None:
    data = json.loads((resources.files("taleweaver.body") / "moves" / f"{name}.json").read_text())
    assert set(data) == {"description", "time", "set_target_data"}
    assert data["description"]
    assert len(data["time"]) == len(data["set_target_data"])
    for target in data["set_target_data"]:
        assert np.asarray(target["head"]).shape == (4, 4)
        assert len(target["antennas"]) == 2
        assert isinstance(target["body_yaw"], float)


@pytest.mark.parametrize("name", EMOTIONS)
def test_moves_start_and_end_neutral_and_stay_within_limits(name: str) -> None:
    move = library()[name]
    for t in (0.0, move.duration):
        pose = move.evaluate(t)
        assert abs(pose.pitch) + abs(pose.roll) + abs(pose.yaw) + abs(pose.z) < 1e-6
        assert pose.antennas == pytest.approx(NEUTRAL_ANTENNAS, abs=1e-3)
    poses = [move.evaluate(t) for t in np.linspace(0, move.duration, 60)]
    assert all(within_limits(p) and clamp(p) == p for p in poses)
    assert (
        max(abs(p.pitch) + abs(p.roll) + abs(p.yaw) + abs(p.antennas[0] - NEUTRAL_ANTENNAS[0]) for p in poses)
        > 0.1
    )


def test_evaluate_interpolates_between_frames() -> None:
    move = library()["yes"]
    t0, t1 = move.times[0], move.times[1]
    mid = move.evaluate((t0 + t1) / 2)
    assert mid.pitch == pytest.approx((move.frames[0].pitch + move.frames[1].pitch) / 2)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "expected an object"),
        ({"time": [0, 1], "set_target_data": [{}]}, "same length"),
        ({"time": [1, 0], "set_target_data": [{}, {}]}, "strictly increasing"),
        ({"time": [0, 1], "set_target_data": [{"head": [[1]]}, {"head": [[1]]}]}, r"set_target_data\[0\]"),
    ],
)
def test_a_broken_move_names_what_is_wrong(data: object, message: str) -> None:
    with pytest.raises(MoveError, match=message):
        parse_move("oops", data)
