"""Re-validate every tool call against the live state, then apply it through the engine. Pure.

The model's tool schema already lists only legal ids, but the model may ignore it: here an unknown
tool, malformed or extra arguments, an id outside the current enum, or a story tool in menu mode is
refused with ``Cannot do that: <reason>`` and the state is untouched.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from taleweaver.director.prompt import options_recap
from taleweaver.director.tools import (
    ARGUMENT,
    BODY_ARGUMENT,
    BODY_TOOL_NAMES,
    ROBOT_TOOL_NAMES,
    STORY_TOOL_NAMES,
    body_ids,
    build_tools,
    legal_ids,
)
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState, Transition
from taleweaver.models.port import MalformedOutput, ToolCall
from taleweaver.turn import ToolCallEvent


@dataclass(frozen=True)
class ToolOutcome:
    name: str
    args: dict[str, Any]
    accepted: bool
    result: str
    """What the model is told, as the tool result."""
    reason: str | None = None
    transition: Transition | None = None
    call_id: str = ""
    events: tuple[dict[str, Any], ...] = field(default=())

    def to_event(self) -> ToolCallEvent:
        return ToolCallEvent(name=self.name, args=self.args, accepted=self.accepted, reason=self.reason)


def _refuse(call: ToolCall, args: dict[str, Any], reason: str) -> ToolOutcome:
    return ToolOutcome(call.name, args, False, f"Cannot do that: {reason}", reason, None, call.id)


def _argument(call: ToolCall, args: dict[str, Any]) -> tuple[str | None, str | None]:
    """The id argument of an id-taking tool (camelCase or snake_case), or a refusal reason."""
    camel = ARGUMENT.get(call.name) or BODY_ARGUMENT[call.name]
    snake = "".join(f"_{c.lower()}" if c.isupper() else c for c in camel)
    present = [k for k in (camel, snake) if k in args]
    extra = sorted(set(args) - {camel, snake})
    if extra:
        return None, f"unexpected argument(s) {', '.join(extra)}; {call.name} takes only {camel}"
    if not present:
        return None, f"{call.name} needs the argument {camel}"
    value = args[present[0]]
    if not isinstance(value, str):
        return None, f"{camel} must be a string id, not {type(value).__name__}"
    return value, None


def dispatch(
    engine: StoryEngine, state: StoryState, call: ToolCall, *, embodied: bool = False
) -> ToolOutcome:
    try:
        args = call.parsed_arguments()
    except MalformedOutput as exc:
        return _refuse(call, {}, str(exc))
    if call.name in BODY_TOOL_NAMES and embodied:
        return _body(engine, state, call, args)
    if call.name not in STORY_TOOL_NAMES:
        return _refuse(call, args, f"there is no tool {call.name!r}")
    offered = {t.name for t in build_tools(engine, state)}
    if call.name not in offered:
        if state.mode == "menu":
            return _refuse(call, args, f"{call.name} is for inside a story; the player is at the menu")
        if call.name in ("select_story", "describe_story"):
            return _refuse(call, args, "a story is already being played; exit_story first")
        if call.name == "navigate_scene" and (blocked := _blocked_reason(engine, state, args)):
            return _refuse(call, args, blocked)  # every way out is blocked: say why this one is
        return _refuse(call, args, f"{call.name} is not possible right now")
    if call.name in ARGUMENT:
        return _with_id(engine, state, call, args)
    if args:
        return _refuse(call, args, f"{call.name} takes no arguments")
    if call.name == "request_options":
        recap = options_recap(engine, state)
        places = [r.scene.name for r in engine.reachable_scenes(state) if r.available]
        where = f" From here one can go to: {', '.join(places)}." if places else ""
        return ToolOutcome(call.name, args, True, f"Tell the player: {recap}{where}", call_id=call.id)
    return _apply(engine, call, args, engine.exit(state))


_DONE = {
    "play_emotion": "plays the emotion",
    "look": "looks at",
    "move_head": "turns its head",
    "play_move": "plays the move",
}


def _body(engine: StoryEngine, state: StoryState, call: ToolCall, args: dict[str, Any]) -> ToolOutcome:
    """``play_emotion`` / ``look`` (in a story) and ``move_head`` / ``play_move`` (always): checked like
    every tool; they move the body, never the story."""
    if state.mode != "story" and call.name not in ROBOT_TOOL_NAMES:
        return _refuse(call, args, f"{call.name} is for inside a story; the player is at the menu")
    value, problem = _argument(call, args)
    if value is None:
        return _refuse(call, args, problem or "bad argument")
    allowed = body_ids(engine, state)[call.name]
    if value not in allowed:
        return _refuse(call, args, f"{value!r} is not one of {', '.join(allowed)}")
    return ToolOutcome(call.name, args, True, f"Done: the robot {_DONE[call.name]} {value}.", call_id=call.id)


def _with_id(engine: StoryEngine, state: StoryState, call: ToolCall, args: dict[str, Any]) -> ToolOutcome:
    value, problem = _argument(call, args)
    if value is None:
        return _refuse(call, args, problem or "bad argument")
    allowed = legal_ids(engine, state)[call.name]
    if value not in allowed:
        if call.name == "navigate_scene" and (blocked := _blocked_reason(engine, state, args)):
            return _refuse(call, args, blocked)
        return _refuse(call, args, f"{value!r} is not one of the ids allowed now ({', '.join(allowed)})")
    move = {
        "select_story": engine.enter,
        "describe_story": engine.describe,
        "advance_storyline": engine.advance,
        "navigate_scene": engine.navigate,
        "perform_scene_action": engine.perform,
    }[call.name]
    return _apply(engine, call, args, move(state, value))


def _blocked_reason(engine: StoryEngine, state: StoryState, args: dict[str, Any]) -> str | None:
    """The author's reason when ``args`` name a reachable scene whose way is blocked now."""
    value = args.get("sceneId", args.get("scene_id"))
    for reachable in engine.reachable_scenes(state):
        if reachable.scene.id == value and not reachable.available:
            return reachable.reason or "that way is blocked"
    return None


def _apply(engine: StoryEngine, call: ToolCall, args: dict[str, Any], transition: Transition) -> ToolOutcome:
    if transition.blocked:
        reason = next(e.reason for e in transition.events if e.type == "blocked")  # type: ignore[union-attr]
        return _refuse(call, args, reason)
    return ToolOutcome(call.name, args, True, describe(engine, transition), None, transition, call.id)


def describe(engine: StoryEngine, transition: Transition) -> str:
    """What happened, for the model: the new place, speaker and scripted line, or the narration."""
    state = transition.state
    parts = ["Done."]
    for event in transition.events:
        if event.type == "sceneActionPerformed":
            parts.append(f"Narrate this in character: {event.text}")  # type: ignore[union-attr]
        elif event.type == "storyExited":
            parts.append("The player is back at the story menu.")
        elif event.type == "storyDescribed":
            story = engine.library.stories[event.story_id]  # type: ignore[union-attr]
            parts.append(
                f'Tell the player about "{story.title}": {story.description} '
                "Then ask whether they would like to play it (select_story)."
            )
    # Every move but a scene action may reach a new node (advancing within a scene and speaker
    # emits no event at all), so the scripted line is always told after one.
    if state.mode == "story" and not any(e.type == "sceneActionPerformed" for e in transition.events):
        scene, node = engine.current_scene(state), engine.current_node(state)
        _, persona = engine.current_character(state)
        if scene is not None:
            parts.append(f"Scene: {scene.name}.")
        if state.ended and not any(e.type == "ended" for e in transition.events):
            # Walking the map after the ending: the storyline is closed, the ending is not said again.
            if scene is not None:
                parts.append(f"Describe it: {scene.description}")
            parts.append("The story has already ended: offer to return to the menu.")
            return " ".join(parts)
        if node is not None:
            parts.append(f'{persona.name} speaks now. Scripted line: "{node.text}"')
        if state.ended:
            parts.append("The story has ended: speak the line, then offer to return to the menu.")
        else:
            parts.append(options_recap(engine, state))
    return " ".join(parts)
