"""The shipped move library: ≥ 8 emotions and ≥ 3 dances in the SDK's RecordedMove schema, the robot tools'
head poses and moves, all within the safety limits."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import numpy as np
import pytest

from taleweaver.apps.turn_shower import TurnShower, open_motion
from taleweaver.body.mixer import MotionMixer
from taleweaver.body.moves import MoveError, dance_names, emotion_names, library, parse_move
from taleweaver.body.pose import DEG, NEUTRAL_ANTENNAS, clamp, pose_from_row, within_limits
from taleweaver.content.embodiment import EMOTIONS
from taleweaver.content.moves_catalogue import DANCES, HEAD_POSES, MOVE_CATALOGUE, MOVE_IDS
from taleweaver.director import Director
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.player.session import PlaySession
from taleweaver.testing import ScriptedModel, tool_call

MOVE_FILES = [*(f"{name}.json" for name in EMOTIONS), *(f"dances/{name}.json" for name in DANCES)]


def test_the_emotions_are_what_content_may_name() -> None:
    assert len(emotion_names()) >= 8
    assert tuple(sorted(emotion_names())) == EMOTIONS


def test_the_catalogue_is_the_shipped_emotions_and_dances() -> None:
    assert len(dance_names()) >= 3
    assert tuple(sorted(dance_names())) == tuple(sorted(DANCES))
    assert set(library()) == set(MOVE_IDS) == set(EMOTIONS) | set(DANCES)
    assert {m.id: m.kind for m in MOVE_CATALOGUE} == {
        **{name: "emotion" for name in EMOTIONS},
        **{name: "dance" for name in DANCES},
    }
    assert all(m.description for m in MOVE_CATALOGUE)


@pytest.mark.parametrize("file", MOVE_FILES)
def test_each_file_follows_the_recorded_move_schema(file: str) -> None:
    data = json.loads((resources.files("taleweaver.body") / "moves" / file).read_text())
    assert set(data) == {"description", "time", "set_target_data"}
    assert data["description"]
    assert len(data["time"]) == len(data["set_target_data"])
    for target in data["set_target_data"]:
        assert np.asarray(target["head"]).shape == (4, 4)
        assert len(target["antennas"]) == 2
        assert isinstance(target["body_yaw"], float)


@pytest.mark.parametrize("name", MOVE_IDS)
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


def test_dances_last_a_few_seconds() -> None:
    for name in DANCES:
        assert 2.0 <= library()[name].duration <= 6.0


@pytest.mark.parametrize(
    ("direction", "roll", "pitch", "yaw"),
    [
        ("center", 0, 0, 0),
        ("up", 0, -18, 0),
        ("down", 0, 18, 0),
        ("left", 0, 0, 25),
        ("right", 0, 0, -25),
        ("tilt_left", -15, 0, 0),
        ("tilt_right", 15, 0, 0),
    ],
)
def test_move_head_holds_the_seeds_pose_within_the_limits(
    direction: str, roll: float, pitch: float, yaw: float
) -> None:
    assert HEAD_POSES[direction] == (roll, pitch, yaw)
    mixer = MotionMixer()
    mixer.head("tilt_right" if direction == "tilt_left" else "tilt_left", 0.0)  # start from elsewhere
    assert mixer.head(direction, 0.0)
    poses = []
    for i in range(1, 151):  # 3 s at 50 Hz: the gaze settles (0.18 s time constant)
        pose, _ = mixer.pose(i * 0.02)
        poses.append(pose)
    assert all(within_limits(p) and clamp(p) == p for p in poses)
    settled = poses[-1]
    assert settled.roll == pytest.approx(roll * DEG, abs=1e-3)
    assert settled.yaw == pytest.approx(yaw * DEG, abs=1e-3)
    assert settled.pitch == pytest.approx(pitch * DEG, abs=1e-3)


def test_move_head_reports_its_event_and_refuses_an_unknown_direction() -> None:
    mixer = MotionMixer()
    assert not mixer.head("backwards", 0.0)
    assert mixer.head("up", 0.0)
    _, events = mixer.pose(0.02)
    assert {"type": "head", "direction": "up"} in events


@pytest.mark.parametrize("name", sorted(DANCES))
@pytest.mark.parametrize("direction", ["left", "right", "tilt_left", "up"])
def test_a_dance_on_a_turned_head_stays_within_the_limits(name: str, direction: str) -> None:
    """Moves play relative to the gaze; the sum is still clamped, so every target sent is legal."""
    mixer = MotionMixer({"aria": 60 * DEG})
    mixer.speaker("aria", 0.0, instant=True)
    mixer.head(direction, 0.0)
    assert mixer.move(name, 0.5)
    t, seen = 0.0, []
    while t < 0.5 + library()[name].duration + 0.2:
        t += 0.02
        pose, events = mixer.pose(t)
        seen.extend(events)
        assert within_limits(pose)
    assert {"type": "move", "name": name, "duration": library()[name].duration} in seen
    assert {"type": "move_end", "name": name} in seen
    assert not mixer.move("moonwalk", t)


async def test_the_models_robot_tools_move_the_body_at_the_menu_and_in_a_story(tmp_path: Path) -> None:
    """A model with a body attached: move_head / play_move at the menu and in a story reach the motion
    timeline (``head``, ``move``, ``move_end``), and every tick of it is inside the safety limits."""
    engine = StoryEngine(load_library_from())
    timeline = tmp_path / "robot.jsonl"
    shower = TurnShower(open_motion(f"record:{timeline}"), engine)
    model = ScriptedModel(
        [
            tool_call("move_head", direction="tilt_left"),
            tool_call("play_move", name="groove"),
            "Welcome, welcome!",
            tool_call("move_head", direction="up"),
            tool_call("play_move", name="twist"),
            "Still here.",
        ]
    )
    session = PlaySession(engine, director=Director(engine, model, embodied=True), route="model-first")
    for text in ("hello robot", "dance for me"):
        out = await session.handle_async(text)
        assert out.state.mode == "menu"
        shower.show(out)
        shower.motion.loop.advance(5.0)  # let the dance play out
    shower.motion.close()
    rows = [json.loads(line) for line in timeline.read_text().splitlines()]
    events = [e for row in rows for e in row["events"]]
    assert {"type": "head", "direction": "tilt_left"} in events
    assert {"type": "head", "direction": "up"} in events
    assert [e["name"] for e in events if e["type"] == "move"] == ["groove", "twist"]
    assert [e["name"] for e in events if e["type"] == "move_end"] == ["groove", "twist"]
    assert all(within_limits(pose_from_row(row)) for row in rows)
