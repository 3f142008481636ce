"""Tool definitions rebuilt on every transition, with enums of the ids that are legal *now*."""

from __future__ import annotations

from typing import Any

from taleweaver.content.embodiment import EMOTIONS
from taleweaver.content.moves_catalogue import HEAD_POSES, MOVE_IDS, catalogue_lines
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.models.port import ToolSpec

STORY_TOOL_NAMES = (
    "select_story",
    "describe_story",
    "advance_storyline",
    "navigate_scene",
    "perform_scene_action",
    "request_options",
    "exit_story",
)
BODY_TOOL_NAMES = ("play_emotion", "look", "move_head", "play_move")
"""Offered only when a body (robot, avatar, record) is attached."""
ROBOT_TOOL_NAMES = ("move_head", "play_move")
"""The seed's robot tools: offered whenever a body is attached, at the menu too."""
BODY_ARGUMENT = {"play_emotion": "emotion", "look": "target", "move_head": "direction", "play_move": "name"}
LOOK_DIRECTIONS = ("left", "right", "up", "down", "front")
ARGUMENT = {
    "select_story": "storyId",
    "describe_story": "storyId",
    "advance_storyline": "actionId",
    "navigate_scene": "sceneId",
    "perform_scene_action": "actionId",
}
"""The one argument each id-taking tool has (camelCase, as realtime voice clients name them)."""


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
        ids = [s.id for s in engine.stories()]
        return {"select_story": ids, "describe_story": list(ids)}
    return {
        "advance_storyline": engine.available_action_ids(state),
        "navigate_scene": [r.scene.id for r in engine.reachable_scenes(state) if r.available],
        "perform_scene_action": [a.id for a in engine.scene_actions(state)],
    }


def body_ids(engine: StoryEngine, state: StoryState) -> dict[str, list[str]]:
    """For each body tool, the values it accepts now: the shipped emotions; the story's characters
    and the directions; the named head poses; the move catalogue (emotions and dances)."""
    story = engine.library.stories.get(state.story_id or "") if state.mode == "story" else None
    characters = sorted(story.characters) if story is not None else []
    return {
        "play_emotion": list(EMOTIONS),
        "look": [*characters, *LOOK_DIRECTIONS],
        "move_head": list(HEAD_POSES),
        "play_move": list(MOVE_IDS),
    }


def _robot_tools(engine: StoryEngine, state: StoryState) -> list[ToolSpec]:
    ids = body_ids(engine, state)
    return [
        _one_of(
            "move_head",
            "Point the robot's head in a named direction. Use to accompany speech with a tiny gesture.",
            "direction",
            ids["move_head"],
            "Named head pose to assume.",
        ),
        _one_of(
            "play_move",
            "Trigger a short pre-recorded body-language move (1-4 s) from the robot's library "
            "(id | kind | description):\n" + catalogue_lines(),
            "name",
            ids["play_move"],
            "Catalogue id.",
        ),
    ]


def _body_tools(engine: StoryEngine, state: StoryState) -> list[ToolSpec]:
    ids = body_ids(engine, state)
    return [
        _one_of(
            "play_emotion",
            "Show an emotion with the robot's body while speaking (a short move).",
            "emotion",
            ids["play_emotion"],
            "The emotion move to play.",
        ),
        _one_of(
            "look",
            "Turn the robot's head to a character's place or a direction.",
            "target",
            ids["look"],
            "A character id or left/right/up/down/front.",
        ),
    ]


def build_tools(engine: StoryEngine, state: StoryState, *, embodied: bool = False) -> list[ToolSpec]:
    """The tools offered now; ``embodied`` adds ``move_head`` and ``play_move`` (always) and
    ``play_emotion`` and ``look`` (inside a story)."""
    tools = _story_tools(engine, state)
    if embodied:
        if state.mode == "story":
            tools.extend(_body_tools(engine, state))
        tools.extend(_robot_tools(engine, state))
    return tools


def _story_tools(engine: StoryEngine, state: StoryState) -> list[ToolSpec]:
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
            _one_of(
                "describe_story",
                "Tell the player about a story they asked about, without starting it.",
                "storyId",
                ids["describe_story"],
                "Id of the story asked about.",
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
