"""Tool definitions: rebuilt for every state, offering only the ids that are legal right now."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from taleweaver.content.models import Library
from taleweaver.director import STORY_TOOL_NAMES, build_tools, legal_ids
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.models.port import ToolSpec

from .conftest import walk

TO_VELL_WITHOUT_TRUST = (
    ("do", "hear_job"),
    ("do", "go_find_aria"),
    ("do", "buy_the_chart"),
    ("do", "bribe_harbour_clerk"),
    ("do", "walk_up_to_vell"),
)


def by_name(tools: list[ToolSpec]) -> dict[str, ToolSpec]:
    return {tool.name: tool for tool in tools}


def enum(tool: ToolSpec) -> list[str]:
    (prop,) = tool.parameters["properties"].values()
    return list(prop["enum"])


def test_menu_offers_select_and_describe_story_with_every_story_id(
    engine: StoryEngine, library: Library
) -> None:
    tools = build_tools(engine, engine.initial_state())
    assert [t.name for t in tools] == ["select_story", "describe_story"]
    for tool in tools:
        assert enum(tool) == list(library.stories)
        assert tool.parameters["required"] == ["storyId"]
        assert tool.parameters["additionalProperties"] is False


def test_menu_without_stories_offers_nothing(library: Library) -> None:
    empty = StoryEngine(library.model_copy(update={"stories": {}}))
    assert build_tools(empty, empty.initial_state()) == []


def test_story_start_offers_the_story_tools_with_current_ids(engine: StoryEngine) -> None:
    tools = by_name(build_tools(engine, walk(engine, "pirates")))
    assert list(tools) == [
        "advance_storyline",
        "navigate_scene",
        "perform_scene_action",
        "request_options",
        "exit_story",
    ]
    assert enum(tools["advance_storyline"]) == ["hear_job", "ask_about_ship"]
    assert enum(tools["navigate_scene"]) == ["harbor"]
    assert enum(tools["perform_scene_action"]) == ["read_wanted_posters", "listen_to_fiddler", "sample_grog"]
    for name in ("request_options", "exit_story"):
        assert tools[name].parameters["properties"] == {}
        assert tools[name].parameters["additionalProperties"] is False


@pytest.mark.parametrize(("name", "arg"), [("advance_storyline", "actionId"), ("navigate_scene", "sceneId")])
def test_id_tools_take_exactly_one_string_id(engine: StoryEngine, name: str, arg: str) -> None:
    schema = by_name(build_tools(engine, walk(engine, "pirates")))[name].parameters
    assert schema["type"] == "object"
    assert schema["required"] == [arg]
    assert schema["additionalProperties"] is False
    assert schema["properties"][arg]["type"] == "string"


def test_blocked_scenes_are_not_in_the_enum(engine: StoryEngine) -> None:
    state = walk(engine, "pirates", ("go", "harbor"))
    assert enum(by_name(build_tools(engine, state))["navigate_scene"]) == ["tavern"]


def test_gated_actions_appear_only_once_their_condition_holds(engine: StoryEngine) -> None:
    without = walk(engine, "pirates", *TO_VELL_WITHOUT_TRUST)
    assert enum(by_name(build_tools(engine, without))["advance_storyline"]) == ["keep_bluffing"]
    trusted = walk(
        engine,
        "pirates",
        ("do", "ask_about_ship"),
        ("do", "pledge_loyalty"),
        *TO_VELL_WITHOUT_TRUST[1:],
    )
    assert enum(by_name(build_tools(engine, trusted))["advance_storyline"]) == [
        "keep_bluffing",
        "whistle_for_sparrow",
    ]


def test_a_once_scene_action_leaves_the_enum_after_use(engine: StoryEngine) -> None:
    state = walk(engine, "pirates", ("act", "sample_grog"), ("act", "listen_to_fiddler"))
    assert enum(by_name(build_tools(engine, state))["perform_scene_action"]) == [
        "read_wanted_posters",
        "listen_to_fiddler",
    ]


def test_an_ending_offers_no_advance_tool_but_keeps_the_map(engine: StoryEngine) -> None:
    state = walk(engine, "pirates", *TO_VELL_WITHOUT_TRUST, ("do", "keep_bluffing"))
    assert state.ended
    tools = build_tools(engine, state)
    assert [t.name for t in tools] == [
        "navigate_scene",
        "perform_scene_action",
        "request_options",
        "exit_story",
    ]
    assert enum(by_name(tools)["navigate_scene"]) == ["harbor"]


def test_legal_ids_match_the_enums(engine: StoryEngine) -> None:
    state = walk(engine, "pirates", ("go", "harbor"))
    ids = legal_ids(engine, state)
    tools = by_name(build_tools(engine, state))
    for name, allowed in ids.items():
        if allowed:
            assert enum(tools[name]) == allowed
        else:
            assert name not in tools


def _explore(engine: StoryEngine, story_id: str, limit: int = 400) -> Iterator[StoryState]:
    """States of a story reached by legal moves, deduplicated on what decides the legal ids."""
    start = engine.enter(engine.initial_state(), story_id).state
    seen: set[Any] = set()
    stack = [start]
    while stack and len(seen) < limit:
        state = stack.pop()
        key = (
            state.node_id,
            state.scene_id,
            frozenset(state.flags.items()),
            frozenset(state.variables.items()),
            frozenset(state.scene_actions_done.keys()),
        )
        if key in seen:
            continue
        seen.add(key)
        yield state
        for action_id in engine.available_action_ids(state):
            stack.append(engine.advance(state, action_id).state)
        for reachable in engine.reachable_scenes(state):
            if reachable.available:
                stack.append(engine.navigate(state, reachable.scene.id).state)
        for scene_action in engine.scene_actions(state):
            stack.append(engine.perform(state, scene_action.id).state)


@pytest.mark.parametrize("story_id", ["pirates", "bramble_books"])
def test_every_offered_id_is_legal_and_every_legal_id_is_offered(engine: StoryEngine, story_id: str) -> None:
    """Over every state reachable in the bundled stories: enums == exactly what the engine accepts."""
    story = engine.library.stories[story_id]
    candidates = {
        "advance_storyline": sorted({a.id for n in story.storylines.values() for a in n.actions}),
        "navigate_scene": sorted(story.scenes),
        "perform_scene_action": sorted({a.id for s in story.scenes.values() for a in s.actions}),
    }
    moves = {
        "advance_storyline": engine.advance,
        "navigate_scene": engine.navigate,
        "perform_scene_action": engine.perform,
    }
    states = 0
    for state in _explore(engine, story_id):
        states += 1
        tools = by_name(build_tools(engine, state))
        assert set(tools) <= set(STORY_TOOL_NAMES) - {"select_story"}
        assert {"request_options", "exit_story"} <= set(tools)
        for name, ids in candidates.items():
            offered = enum(tools[name]) if name in tools else []
            accepted = [i for i in ids if not moves[name](state, i).blocked]
            assert sorted(offered) == accepted, (state.node_id, state.scene_id, name)
    assert states > 20
