"""What the robot app plays with (story, voice mode, model) and the robot story with a model.

The story runs on a ``record:`` body with the shipped fake voices and a scripted model, so the test
sees the robot's tools offered at the menu and in a story, and their moves in the timeline.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from taleweaver.apps.robot import (
    RobotConfigError,
    robot_config,
    robot_ink_session,
    robot_session,
)
from taleweaver.body.pose import Pose, within_limits
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.intent import IntentMatcher, MiniLMEncoder
from taleweaver.models.spec import register_model
from taleweaver.settings import Settings

from .robot_model import MENU_LINE, STORY_LINE, offered, robot_model
from .test_story import ferry_folder, tell


@pytest.fixture(scope="module")
def engine() -> StoryEngine:
    return StoryEngine(load_library_from())


def test_offline_by_default_at_the_menu(engine: StoryEngine) -> None:
    config = robot_config(Settings.defaults(), engine)
    assert (config.mode, config.model, config.story_id) == ("offline", None, None)
    assert robot_session(engine, config, None).director is None


def test_a_text_model_is_voiced_with_the_offline_voices(engine: StoryEngine) -> None:
    config = robot_config(Settings.defaults(model="fake", story="pirates"), engine)
    assert config.mode == "text"
    assert config.story_id == "pirates"
    session = robot_session(engine, config, None)
    assert session.director is not None
    assert session.director.embodied  # the robot's tools are offered
    assert session.route == "matcher-first"


@pytest.mark.parametrize(
    ("spec", "model"), [("realtime", None), ("realtime:gpt-realtime-mini", "gpt-realtime-mini")]
)
def test_realtime_is_speech_to_speech(engine: StoryEngine, spec: str, model: str | None) -> None:
    config = robot_config(Settings.defaults(model=spec, api_key="sk-test"), engine)
    assert (config.mode, config.model, config.realtime_model) == ("realtime", None, model)
    assert "Realtime" in config.described


@pytest.mark.parametrize(
    ("values", "named", "fix"),
    [
        ({"story": "atlantis"}, "TALEWEAVER_STORY='atlantis'", "known: "),
        (
            {"model": "realtime:gpt-realtime"},
            "TALEWEAVER_MODEL='realtime:gpt-realtime'",
            "needs an OpenAI key",
        ),
        ({"model": "realtime"}, "TALEWEAVER_MODEL='realtime'", "set TALEWEAVER_API_KEY"),
        ({"model": "gpt4"}, "TALEWEAVER_MODEL", "openai:MODEL"),
        ({"model": "fake", "summary_model": "offline"}, "TALEWEAVER_SUMMARY_MODEL='offline'", "name a model"),
    ],
)
def test_a_setting_it_cannot_start_with_names_the_variable(
    engine: StoryEngine, values: dict[str, str], named: str, fix: str
) -> None:
    with pytest.raises(RobotConfigError) as raised:
        robot_config(Settings.defaults(**values), engine)
    assert named in str(raised.value)
    assert fix in str(raised.value)


def test_an_ink_story_by_its_path(engine: StoryEngine, tmp_path: Path) -> None:
    folder = ferry_folder(tmp_path)
    config = robot_config(Settings.defaults(story=str(folder)), engine)
    assert (config.mode, config.story_id, config.ink) == ("offline", None, folder)
    session = robot_ink_session(folder, config, None)
    assert [o.label for o in session.opening().options] == ["Pay", "Swim"]
    assert session.inner.director is None
    with_model = robot_config(Settings.defaults(story=str(folder), model="fake"), engine)
    assert robot_ink_session(folder, with_model, None).inner.director is not None  # voices the choices


def test_an_ink_story_it_cannot_play_is_named_with_the_fix(engine: StoryEngine, tmp_path: Path) -> None:
    folder = ferry_folder(tmp_path)
    with pytest.raises(RobotConfigError) as realtime:
        robot_config(Settings.defaults(story=str(folder), model="realtime", api_key="sk-test"), engine)
    assert f"TALEWEAVER_STORY={str(folder)!r} is an ink story" in str(realtime.value)
    assert "unset TALEWEAVER_MODEL" in str(realtime.value)
    broken = tmp_path / "broken.ink.json"
    broken.write_text(
        '{"inkVersion": 21, "root": [[{"x()": "roll", "exArgs": 0}, "done", null], "done", null]}'
    )
    config = robot_config(Settings.defaults(story=str(broken)), engine)
    with pytest.raises(RobotConfigError) as unbound:
        robot_ink_session(broken, config, None)
    assert str(unbound.value).startswith(f"TALEWEAVER_STORY={str(broken)!r}: ")
    assert "roll" in str(unbound.value)  # the external it cannot call, named
    missing = str(tmp_path / "nowhere.ink.json")
    with pytest.raises(RobotConfigError) as unknown:
        robot_config(Settings.defaults(story=missing), engine)
    assert "the path of an ink story" in str(unknown.value)


def test_the_model_moves_the_robot_at_the_menu_and_in_a_story(
    engine: StoryEngine, minilm: MiniLMEncoder, tmp_path: Path
) -> None:
    model = robot_model()
    register_model("robot-unit", lambda: model)
    config = robot_config(Settings.defaults(model="robot-unit"), engine)
    session = robot_session(engine, config, IntentMatcher(minilm))
    heard = ["how are you today, robot?", "let's play the pirate story", "can you dance for me?"]
    timeline = tmp_path / "robot.jsonl"
    _, synth, _ = tell(session, timeline, heard)

    spoken = [text for _, text in synth.spoken]
    assert MENU_LINE in spoken
    assert STORY_LINE in spoken
    assert session.state.mode == "story"
    assert session.state.story_id == "pirates"
    tools = offered(model)
    at_menu = [names for menu, names in tools if menu]
    in_story = [names for menu, names in tools if not menu]
    assert at_menu
    assert in_story
    assert all({"move_head", "play_move"} <= names for names in at_menu + in_story)
    assert all(not {"look", "play_emotion"} & names for names in at_menu)
    assert all({"look", "play_emotion"} <= names for names in in_story)

    rows: list[dict[str, Any]] = [json.loads(line) for line in timeline.read_text().splitlines()]
    events = [e for r in rows for e in r["events"]]
    assert {"type": "head", "direction": "tilt_left"} in events
    assert any(e["type"] == "move" and e["name"] == "twist" for e in events)
    assert not any(e["type"] == "look" for e in events)  # ``look`` at the menu was refused
    tilted = min(r["head"]["roll"] for r in rows)
    assert tilted == pytest.approx(-0.26, abs=0.05)  # tilt_left reached (−15°)
    poses = [Pose(**r["head"], antennas=tuple(r["antennas"]), body_yaw=r["body_yaw"]) for r in rows]
    assert all(within_limits(p) for p in poses)
