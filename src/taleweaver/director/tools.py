"""Tool definitions rebuilt on every transition, with enums of the ids that are legal *now*."""

from __future__ import annotations

from typing import Any

from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.models.port import ToolSpec

STORY_TOOL_NAMES = (
    "select_story",
    "advance_storyline",
    "navigate_scene",
    "perform_scene_action",
    "request_options",
    "exit_story",
)
ARGUMENT = {
    "select_story": "storyId",
    "advance_storyline": "actionId",
    "navigate_scene": "sceneId",
    "perform_scene_action": "actionId",
}
"""The one argument each id-taking tool has (the seed's camelCase names)."""


def _one_of(name: str, description: str, arg: str, ids: list[str], arg_help: str) -> ToolSpec:
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {arg: {"type": "string", "enum": ids, "description": arg_help}},
        "required": [arg],
        "additionalProperties": False,
    }
    return ToolSpec(name=name, description=description, parameters=schema)


def _no_args(name: str, description: str) -> ToolSpec:
    schema = {"type": "object", "properties": {}, "required": [], "additionalProperties": False}
    return ToolSpec(name=name, description=description, parameters=schema)


def legal_ids(engine: StoryEngine, state: StoryState) -> dict[str, list[str]]:
    """For each id-taking tool, the ids it accepts right now (empty list = tool not offered)."""
    if state.mode == "menu":
        return {"select_story": [s.id for s in engine.stories()]}
    return {
        "advance_storyline": engine.available_action_ids(state),
        "navigate_scene": [r.scene.id for r in engine.reachable_scenes(state) if r.available],
        "perform_scene_action": [a.id for a in engine.scene_actions(state)],
    }


def build_tools(engine: StoryEngine, state: StoryState) -> list[ToolSpec]:
    ids = legal_ids(engine, state)
    if state.mode == "menu":
        if not ids["select_story"]:
            return []
        return [
            _one_of(
                "select_story",
                "Start the story the player has clearly chosen.",
                "storyId",
                ids["select_story"],
                "Id of the chosen story.",
            ),
        ]
    tools: list[ToolSpec] = []
    if ids["advance_storyline"]:
        tools.append(
            _one_of(
                "advance_storyline",
                "Advance the plot with one of the available actions. Only when the player clearly chose it.",
                "actionId",
                ids["advance_storyline"],
                "Id of the chosen action.",
            )
        )
    if ids["navigate_scene"]:
        tools.append(
            _one_of(
                "navigate_scene",
                "Move to a reachable scene the player wants to visit.",
                "sceneId",
                ids["navigate_scene"],
                "Id of the scene to move to.",
            )
        )
    if ids["perform_scene_action"]:
        tools.append(
            _one_of(
                "perform_scene_action",
                "Perform an atmospheric scene action (no plot effect).",
                "actionId",
                ids["perform_scene_action"],
                "Id of the scene action.",
            )
        )
    tools.append(_no_args("request_options", "The player asks what they can do, or seems lost."))
    tools.append(_no_args("exit_story", "The player wants to stop the story and return to the menu."))
    return tools
