"""What a transition gives the player (:mod:`taleweaver.player.transitions`): the lines spoken for the
engine's transitions, and a ``chosen`` event after each move the model director made."""

from __future__ import annotations

from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.player.menu import description_line
from taleweaver.player.menu_turns import greeting_lines
from taleweaver.player.output import Line
from taleweaver.player.transitions import reached_node, transition_lines, with_chosen
from taleweaver.turn import ToolCallEvent, chosen_event

SHELF = StoryEngine(load_library_from())
PIRATES = SHELF.library.stories["pirates"]


def _said(lines: list[Line]) -> list[tuple[str, str]]:
    return [(ln.speaker, ln.text) for ln in lines]


def test_each_transition_speaks_what_it_did() -> None:
    menu = SHELF.initial_state()
    described = SHELF.describe(menu, "pirates")
    assert _said(transition_lines(SHELF, menu, described)) == [("narrator", description_line(PIRATES))]
    entered = SHELF.enter(menu, "pirates")
    assert _said(transition_lines(SHELF, menu, entered)) == [("sparrow", SHELF.node_text(entered.state))]
    assert reached_node(menu, entered.state)
    assert not reached_node(entered.state, entered.state)  # staying put reaches nothing
    refused = SHELF.enter(menu, "atlantis")
    reason = refused.events[0].reason  # type: ignore[union-attr]
    assert _said(transition_lines(SHELF, menu, refused)) == [("narrator", reason)]
    left = SHELF.exit(entered.state)
    assert _said(transition_lines(SHELF, entered.state, left)) == _said(greeting_lines(SHELF))


def test_a_chosen_event_follows_each_accepted_model_move_only() -> None:
    took = ToolCallEvent(name="advance_storyline", args={"actionId": "ask_job"}, accepted=True, reason=None)
    refused = ToolCallEvent(name="navigate_scene", args={"sceneId": "docks"}, accepted=False, reason="no")
    menu = ToolCallEvent(name="describe_story", args={"storyId": "pirates"}, accepted=True, reason=None)
    assert with_chosen([took, refused, menu]) == [
        took,
        chosen_event("action", "ask_job", "model"),
        refused,
        menu,
    ]
