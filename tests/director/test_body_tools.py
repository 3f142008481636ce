"""``play_emotion`` and ``look``: offered only with a body, with enums, re-validated like every tool."""

from __future__ import annotations

import pytest

from taleweaver.content.embodiment import EMOTIONS
from taleweaver.director import Director, build_tools, dispatch
from taleweaver.director.tools import LOOK_DIRECTIONS
from taleweaver.engine.engine import StoryEngine
from taleweaver.testing import ScriptedModel, tool_call

from .conftest import walk


def test_not_offered_without_a_body(engine: StoryEngine) -> None:
    state = walk(engine, "pirates")
    names = {t.name for t in build_tools(engine, state)}
    assert not names & {"play_emotion", "look"}
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


def test_not_offered_at_the_menu(engine: StoryEngine) -> None:
    tools = build_tools(engine, engine.initial_state(), embodied=True)
    assert [t.name for t in tools] == ["select_story"]
    outcome = dispatch(engine, engine.initial_state(), tool_call("look", target="left"), embodied=True)
    assert not outcome.accepted
    assert "inside a story" in (outcome.reason or "")


@pytest.mark.parametrize(
    ("call", "reason"),
    [
        (tool_call("play_emotion", emotion="smug"), "'smug' is not one of angry"),
        (tool_call("play_emotion"), "play_emotion needs the argument emotion"),
        (tool_call("look", target="the moon"), "'the moon' is not one of"),
        (tool_call("look", target="left", speed=3), "unexpected argument(s) speed"),
        (tool_call("look", target=1), "target must be a string id, not int"),
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
