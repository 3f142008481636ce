"""Property tests: a model emitting random tool calls can never move the story where the rules forbid.

A fake model answers every round with random text, random tool names (offered, unknown, misspelt),
random arguments (legal ids, ids from other nodes and stories, wrong types, extra keys, broken JSON),
empty replies and errors. After every turn the session's state must equal the state reached by
replaying the accepted calls through the engine from the start, each of them legal when replayed.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings, target
from hypothesis import strategies as st

from taleweaver.content.models import Library
from taleweaver.director import STORY_TOOL_NAMES, Director, dispatch, legal_ids
from taleweaver.director.tools import ARGUMENT
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.files import load_library_from
from taleweaver.models.port import (
    ChatRequest,
    ChatResult,
    MalformedOutput,
    ModelHTTPError,
    ModelTimeout,
    ToolCall,
)
from taleweaver.player.session import PlaySession
from taleweaver.testing import FunctionModel
from taleweaver.testing.models import Reply

LIBRARY: Library = load_library_from()
ENGINE = StoryEngine(LIBRARY)
NAMES = (*STORY_TOOL_NAMES, "advance", "AdvanceStoryline", "fly_away", "", "exit_story ", "select_story")
GARBAGE_IDS = ("", " ", "HEAR_JOB", "hear_job ", "../attic", "null", "0", "🏴‍☠️", "a" * 300)


def _all_ids(library: Library) -> list[str]:
    ids: set[str] = set(library.stories)
    for story in library.stories.values():
        ids.update(story.scenes)
        ids.update(story.storylines)
        ids.update(a.id for node in story.storylines.values() for a in node.actions)
        ids.update(a.id for scene in story.scenes.values() for a in scene.actions)
        ids.update(story.characters)
    return sorted(ids)


POOL = _all_ids(LIBRARY)


@st.composite
def arguments(draw: st.DrawFn, name: str, enum: list[str]) -> str:
    """Argument text for a call to ``name``: often legal, often not, sometimes not even JSON."""
    key = ARGUMENT.get(name, draw(st.sampled_from(["actionId", "sceneId", "storyId"])))
    snake = "".join(f"_{c.lower()}" if c.isupper() else c for c in key)
    kind = draw(
        st.sampled_from(
            ["legal", "legal", "legal", "pool", "garbage", "snake", "extra", "typed", "none", "bad"]
        )
    )
    value: Any
    if kind in ("legal", "snake", "extra") and enum:
        value = draw(st.sampled_from(enum))
    elif kind == "garbage":
        value = draw(st.sampled_from(GARBAGE_IDS) | st.text(max_size=12))
    else:
        value = draw(st.sampled_from(POOL))
    match kind:
        case "snake":
            return json.dumps({snake: value})
        case "extra":
            return json.dumps({key: value, draw(st.sampled_from(["why", "id", key.lower()])): "x"})
        case "typed":
            return json.dumps({key: draw(st.sampled_from([1, 2.5, True, None, [value], {"id": value}]))})
        case "none":
            return draw(st.sampled_from(["{}", ""]))
        case "bad":
            return draw(st.sampled_from(["{", "[]", "null", '"x"', "{actionId: x}", "1", "{}}"]))
    return json.dumps({key: value})


def _enum_for(request: ChatRequest, name: str) -> list[str]:
    for tool in request.tools:
        if tool.name == name:
            for prop in tool.parameters.get("properties", {}).values():
                return list(prop.get("enum", []))
    return []


def random_model(data: st.DataObject) -> FunctionModel:
    counter = iter(range(10**9))

    def reply(request: ChatRequest) -> Reply:
        if request.role == "summary":
            summaries: list[Reply] = ["They moved on.", "", "word " * 200, ModelTimeout("slow")]
            summaries.append(ToolCall(name=data.draw(st.sampled_from(NAMES))))
            return data.draw(st.sampled_from(summaries), label="summary")
        kind = data.draw(
            st.sampled_from(["calls", "calls", "calls", "text", "both", "empty", "error"]), label="kind"
        )
        if kind == "text":
            return data.draw(st.text(max_size=30) | st.just("Aye."), label="text")
        if kind == "empty":
            return ""
        if kind == "error":
            errors: list[Reply] = [ModelTimeout("t"), ModelHTTPError(502, "bad"), MalformedOutput("x")]
            return data.draw(st.sampled_from(errors), label="error")
        offered = [t.name for t in request.tools]
        calls = []
        for _ in range(data.draw(st.integers(1, 3), label="count")):
            pick_offered = bool(offered) and data.draw(st.booleans(), label="offered?")
            name = data.draw(st.sampled_from(offered if pick_offered else NAMES), label="name")
            args = data.draw(arguments(name, _enum_for(request, name)), label=f"args of {name}")
            calls.append(ToolCall(id=f"call_{next(counter)}", name=name, arguments=args))
        text = "Right you are." if kind == "both" else ""
        return ChatResult(text=text, tool_calls=calls)

    return FunctionModel(reply, name="random")


def replay(engine: StoryEngine, state: StoryState, event: dict[str, Any]) -> StoryState:
    """Apply one accepted tool call through the engine directly; it must be legal."""
    name, args = event["name"], event["args"]
    if name == "request_options":
        return state
    if name == "exit_story":
        transition = engine.exit(state)
    else:
        (value,) = args.values()
        move = {
            "select_story": engine.enter,
            "describe_story": engine.describe,
            "advance_storyline": engine.advance,
            "navigate_scene": engine.navigate,
            "perform_scene_action": engine.perform,
        }[name]
        assert value in legal_ids(engine, state)[name], (name, value)
        transition = move(state, value)
    assert not transition.blocked, event
    return transition.state


@settings(
    max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
@given(data=st.data(), turns=st.integers(20, 60))
async def test_random_tool_calls_never_reach_an_illegal_state(data: st.DataObject, turns: int) -> None:
    session = PlaySession(ENGINE, director=Director(ENGINE, random_model(data), max_rounds=3))
    replayed = ENGINE.initial_state()
    deepest = 0
    for i in range(turns):
        out = await session.handle_async(f"player line {i}")
        assert out.lines, "the player always hears something"
        fell_back = any(e["type"] == "fallback" for e in out.events)
        for event in out.events:
            if event["type"] != "tool_call":
                continue
            assert set(event.keys()) == {"type", "name", "args", "accepted", "reason"}
            assert isinstance(event["args"], dict)
            assert (event["reason"] is None) == event["accepted"]
            if event["accepted"] and not fell_back:
                replayed = replay(ENGINE, replayed, event)
        assert session.state == replayed
        assert session.state.mode == ("story" if session.state.story_id else "menu")
        deepest = max(deepest, len(replayed.node_visits))
    target(float(deepest), label="most storyline nodes visited in one story")


@settings(max_examples=400, deadline=None)
@given(
    walk=st.lists(st.integers(0, 50), max_size=25),
    name=st.sampled_from(NAMES),
    data=st.data(),
)
def test_dispatch_accepts_exactly_what_the_engine_allows(
    walk: list[int], name: str, data: st.DataObject
) -> None:
    """At a random reachable state a random call is refused untouched, or applied as the engine would."""
    state = ENGINE.initial_state()
    for pick in walk:
        options = legal_ids(ENGINE, state)
        moves = [(tool, value) for tool, values in options.items() for value in values]
        if not moves:
            state = ENGINE.exit(state).state
            continue
        tool, value = moves[pick % len(moves)]
        state = dispatch(
            ENGINE, state, ToolCall(name=tool, arguments=json.dumps({ARGUMENT[tool]: value}))
        ).transition.state  # type: ignore[union-attr]
    enum = legal_ids(ENGINE, state).get(name, [])
    call = ToolCall(id="c", name=name, arguments=data.draw(arguments(name, enum)))
    outcome = dispatch(ENGINE, state, call)
    if not outcome.accepted:
        assert outcome.transition is None
        assert outcome.result.startswith("Cannot do that: ")
        return
    if name == "request_options":
        assert outcome.transition is None
        return
    assert outcome.transition is not None
    expected = replay(ENGINE, state, outcome.to_event())
    assert outcome.transition.state == expected
