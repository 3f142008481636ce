"""Extensions for imported stories: ``on_enter`` effects, ``set_variables`` and node text templates."""

from __future__ import annotations

from typing import Any

from taleweaver.content.loader import load_library
from taleweaver.engine.engine import StoryEngine

from .conftest import STORY, edit, seed_tree

ENTRY = f"{STORY}/storylines/chapter1/meet_morrow.json"
PLEASED = f"{STORY}/storylines/chapter1/morrow_pleased.json"


def _engine() -> StoryEngine:
    tree = seed_tree()
    tree[f"{STORY}/variables.json"] = '{"coins": 0}'

    def entry(node: Any) -> Any:
        node["on_enter"] = {"set_variables": {"coins": 5}, "set_flags": {"found_cargo": True}}
        node["text"] = "You have {{coins}} coins.{{if trust_morrow}} Trusted.{{else}} A stranger.{{end}}"
        node["actions"][0]["effects"]["set_variables"] = {"coins": 1}
        return node

    def pleased(node: Any) -> Any:
        node["on_enter"] = {"add_variables": {"coins": 2}}
        node["text"] = "{{if coins >= 3}}Rich{{elif coins == 3}}Never{{else}}Poor{{end}} with {{coins}}."
        return node

    return StoryEngine(load_library(edit(edit(tree, ENTRY, entry), PLEASED, pleased)))


def test_entry_node_on_enter_and_template() -> None:
    engine = _engine()
    state = engine.enter(engine.initial_state(), STORY).state
    assert state.variables["coins"] == 5
    assert state.flags["found_cargo"] is True
    assert engine.node_text(state) == "You have 5 coins. A stranger."


def test_action_effects_then_the_next_nodes_on_enter() -> None:
    engine = _engine()
    state = engine.enter(engine.initial_state(), STORY).state
    transition = engine.advance(state, "offer_help")
    changes = [(e.name, e.delta, e.value) for e in transition.events if e.type == "variableChanged"]  # type: ignore[union-attr]
    assert changes == [("coins", -4, 1), ("coins", 2, 3)]
    assert engine.node_text(transition.state) == "Rich with 3."
