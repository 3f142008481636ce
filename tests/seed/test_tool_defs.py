"""Port of seed 000 ``tests/tool-defs.test.ts`` (buildToolDefinitions)."""

from __future__ import annotations

from taleweaver.director.tools import build_tools
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.models.port import ToolSpec


def _find(tools: list[ToolSpec], name: str) -> ToolSpec | None:
    return next((t for t in tools if t.name == name), None)


def _enum(tool: ToolSpec | None, arg: str) -> list[str]:
    assert tool is not None
    return list(tool.parameters["properties"][arg]["enum"])


# describe("buildToolDefinitions — menu mode")
def test_exposes_select_story_with_current_story_ids_in_the_enum(engine: StoryEngine) -> None:
    tools = build_tools(engine, engine.initial_state())
    select_story = _find(tools, "select_story")
    assert select_story is not None
    assert _enum(select_story, "storyId") == ["story_test"]


# describe("buildToolDefinitions — story mode")
def test_exposes_advance_storyline_with_current_node_action_ids(
    engine: StoryEngine, entered: StoryState
) -> None:
    advance = _find(build_tools(engine, entered), "advance_storyline")
    assert _enum(advance, "actionId") == ["greet_respectfully", "mock_sparrow"]


def test_exposes_navigate_scene_with_currently_reachable_scene_ids(
    engine: StoryEngine, entered: StoryState
) -> None:
    nav = _find(build_tools(engine, entered), "navigate_scene")
    assert "harbor" in _enum(nav, "sceneId")


def test_exposes_perform_scene_action_with_current_scene_action_ids(
    engine: StoryEngine, entered: StoryState
) -> None:
    sa = _find(build_tools(engine, entered), "perform_scene_action")
    assert _enum(sa, "actionId") == ["examine_memorabilia"]


def test_always_exposes_request_options_and_exit_story_in_story_mode(
    engine: StoryEngine, entered: StoryState
) -> None:
    tools = build_tools(engine, entered)
    assert _find(tools, "request_options") is not None
    assert _find(tools, "exit_story") is not None
