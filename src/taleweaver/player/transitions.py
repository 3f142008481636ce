"""What a transition gives the player: the lines it speaks and the events a row shows.

The engine's transitions (and the model director's accepted tool calls) become a turn's output here:
:func:`transition_lines` says what the narrator and the characters speak for one, :func:`reached_node`
whether it arrived at a storyline node (whose scripted line is spoken), and :func:`with_chosen` adds a
``chosen`` event after each move the model made. :class:`~taleweaver.player.session.PlaySession` uses them
for every turn. Pure.
"""

from __future__ import annotations

from taleweaver.content.models import NARRATOR_ID
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState, Transition
from taleweaver.player.menu import description_line
from taleweaver.player.menu_turns import greeting_lines
from taleweaver.player.output import Line
from taleweaver.turn import PlayerEvent, ToolCallEvent, chosen_event

_MODEL_TOOLS = {
    "advance_storyline": "action",
    "navigate_scene": "scene",
    "perform_scene_action": "scene_action",
}


def transition_lines(engine: StoryEngine, before: StoryState, transition: Transition) -> list[Line]:
    """What is spoken for ``transition`` from ``before``: a refusal's reason and a scene action's text by the
    narrator, the greeting back at the menu, a story's description, then the node reached (by its speaker)
    or the scene walked into."""
    lines: list[Line] = []
    state = transition.state
    speaker = state.speaker if state.mode == "story" else NARRATOR_ID
    for event in transition.events:
        if event.type == "blocked":
            lines.append(Line(NARRATOR_ID, event.reason))  # type: ignore[union-attr]
        elif event.type == "sceneActionPerformed":
            lines.append(Line(NARRATOR_ID, event.text))  # type: ignore[union-attr]
        elif event.type == "storyExited":
            lines.extend(greeting_lines(engine))  # back at the menu, in the narrator's voice
        elif event.type == "storyDescribed":
            story = engine.library.stories[event.story_id]  # type: ignore[union-attr]
            lines.append(Line(NARRATOR_ID, description_line(story)))
    kinds = {e.type for e in transition.events}
    node = engine.current_node(state)
    if node is not None and ("storyEntered" in kinds or reached_node(before, state)):
        lines.append(Line(speaker, engine.node_text(state)))
    elif "sceneChanged" in kinds and (scene := engine.current_scene(state)) is not None:
        lines.append(Line(NARRATOR_ID, f"{scene.name}. {scene.description}"))
    return lines


def reached_node(before: StoryState, after: StoryState) -> bool:
    """True when a transition arrived at a storyline node (its scripted line is spoken)."""
    node = after.node_id
    return node is not None and after.node_visits.get(node) != before.node_visits.get(node)


def with_chosen(events: list[PlayerEvent] | tuple[PlayerEvent, ...]) -> list[PlayerEvent]:
    """The director's events, with a ``chosen`` event after each accepted move the model made."""
    out: list[PlayerEvent] = []
    for event in events:
        out.append(event)
        if not isinstance(event, ToolCallEvent):
            continue
        kind = _MODEL_TOOLS.get(event.name)
        if kind is not None and event.accepted:
            ids = [v for v in event.args.values() if isinstance(v, str)]
            if ids:
                out.append(chosen_event(kind, ids[0], "model"))  # type: ignore[arg-type]
    return out
