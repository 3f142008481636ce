"""Body tools: offered only with a body, with enums, re-validated like every tool.

``play_emotion`` and ``look`` inside a story; the seed's robot tools ``move_head`` and ``play_move``
whenever a body is attached, at the menu too.
"""

from __future__ import annotations

import pytest

from taleweaver.content.embodiment import EMOTIONS
from taleweaver.content.moves_catalogue import DANCES, HEAD_POSES, MOVE_IDS
from taleweaver.director import Director, build_tools, dispatch
from taleweaver.director.tools import LOOK_DIRECTIONS
from taleweaver.engine.engine import StoryEngine
from taleweaver.testing import ScriptedModel, tool_call

from .conftest import walk


def test_not_offered_without_a_body(engine: StoryEngine) -> None:
    state = walk(engine, "pirates")
    names = {t.name for t in build_tools(engine, state)}
    assert not names & {"play_emotion", "look", "move_head", "play_move"}
    assert not {t.name for t in build_tools(engine, engine.initial_state())} & {"move_head", "play_move"}
    outcome = dispatch(engine, state, tool_call("play_emotion", emotion="happy"))
    assert not outcome.accepted
    assert outcome.reason == "there is no tool 'play_emotion'"


def test_offered_with_a_body_with_enums(engine: StoryEngine) -> None:
    state = walk(engine, "pirates")
    tools = {t.name: t for t in build_tools(engine, state, embodied=True)}
    emotion = tools["play_emotion"].parameters["properties"]["emotion"]["enum"]
    look = tools["look"].parameters["properties"]["target"]["enum"]
    assert emotion == list(EMOTIONS)
    characters = sorted(engine.library.stories["pirates"].characters)
    assert look == [*characters, *LOOK_DIRECTIONS]


def test_look_and_play_emotion_are_not_offered_at_the_menu(engine: StoryEngine) -> None:
    tools = build_tools(engine, engine.initial_state(), embodied=True)
    assert [t.name for t in tools] == ["select_story", "describe_story", "move_head", "play_move"]
    outcome = dispatch(engine, engine.initial_state(), tool_call("look", target="left"), embodied=True)
    assert not outcome.accepted
    assert "inside a story" in (outcome.reason or "")


@pytest.mark.parametrize("at_menu", [True, False])
def test_robot_tools_are_offered_whenever_a_body_is_attached(engine: StoryEngine, at_menu: bool) -> None:
    state = engine.initial_state() if at_menu else walk(engine, "pirates")
    tools = {t.name: t for t in build_tools(engine, state, embodied=True)}
    head = tools["move_head"].parameters
    assert head["properties"]["direction"]["enum"] == [
        "center",
        "up",
        "down",
        "left",
        "right",
        "tilt_left",
        "tilt_right",
    ]
    assert head["required"] == ["direction"]
    assert head["additionalProperties"] is False
    move = tools["play_move"]
    assert move.parameters["properties"]["name"]["enum"] == list(MOVE_IDS)
    assert set(EMOTIONS) < set(MOVE_IDS)
    assert len(DANCES) >= 3
    assert set(DANCES) < set(MOVE_IDS)
    for dance in DANCES:
        assert f"- {dance} | dance | " in move.description  # the catalogue rides in the description
    for direction in HEAD_POSES:
        outcome = dispatch(engine, state, tool_call("move_head", direction=direction), embodied=True)
        assert outcome.accepted, outcome.reason
        assert outcome.transition is None  # the body moves, the story does not
    outcome = dispatch(engine, state, tool_call("play_move", name="groove"), embodied=True)
    assert outcome.accepted
    assert outcome.result == "Done: the robot plays the move groove."


@pytest.mark.parametrize(
    ("call", "reason"),
    [
        (tool_call("play_emotion", emotion="smug"), "'smug' is not one of angry"),
        (tool_call("play_emotion"), "play_emotion needs the argument emotion"),
        (tool_call("look", target="the moon"), "'the moon' is not one of"),
        (tool_call("look", target="left", speed=3), "unexpected argument(s) speed"),
        (tool_call("look", target=1), "target must be a string id, not int"),
        (tool_call("move_head", direction="backwards"), "'backwards' is not one of center, up"),
        (tool_call("move_head", direction="up", degrees=90), "unexpected argument(s) degrees"),
        (tool_call("move_head"), "move_head needs the argument direction"),
        (tool_call("play_move", name="moonwalk"), "'moonwalk' is not one of angry"),
        (tool_call("play_move", name=["groove"]), "name must be a string id, not list"),
    ],
)
def test_bad_calls_are_refused_and_change_nothing(engine: StoryEngine, call: object, reason: str) -> None:
    state = walk(engine, "pirates")
    outcome = dispatch(engine, state, call, embodied=True)  # type: ignore[arg-type]
    assert not outcome.accepted
    assert reason in (outcome.reason or "")
    assert outcome.transition is None


async def test_a_director_with_a_body_plays_an_emotion_without_moving_the_story(engine: StoryEngine) -> None:
    state = walk(engine, "pirates")
    model = ScriptedModel([tool_call("play_emotion", emotion="laugh"), "Ha! Sit down, friend."])
    turn = await Director(engine, model, embodied=True).turn(state, "tell me a joke")
    assert turn.state == state
    assert turn.events[0] == {
        "type": "tool_call",
        "name": "play_emotion",
        "args": {"emotion": "laugh"},
        "accepted": True,
        "reason": None,
    }
    assert {t.name for t in model.requests[0].tools} >= {"play_emotion", "look"}


async def test_a_director_with_a_body_moves_the_head_at_the_menu(engine: StoryEngine) -> None:
    menu = engine.initial_state()
    model = ScriptedModel(
        [tool_call("move_head", direction="tilt_left"), tool_call("play_move", name="twist"), "Welcome in!"]
    )
    turn = await Director(engine, model, embodied=True).turn(menu, "hello there")
    assert turn.state == menu
    assert [(e["name"], e["accepted"]) for e in turn.events] == [("move_head", True), ("play_move", True)]
    assert [t.name for t in model.requests[0].tools] == [
        "select_story",
        "describe_story",
        "move_head",
        "play_move",
    ]
