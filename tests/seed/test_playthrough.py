"""Port of seed 000 ``tests/playthrough.test.ts``: the real pirate story (the bundled ``pirates``).

The bundled story was written for taleweaver, so its first node's actions have their own ids: the walk
starts with ``meet_sparrow``'s first action where the seed's started with ``greet_respectfully``.
"""

from __future__ import annotations

from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from


def _real_engine() -> StoryEngine:
    return StoryEngine(load_library_from())


def test_loads_cleanly_and_reports_the_expected_starting_state() -> None:
    engine = _real_engine()
    r = engine.enter(engine.initial_state(), "pirates")
    assert not any(e.type == "blocked" for e in r.events)
    assert r.state.node_id == "meet_sparrow"
    assert r.state.scene_id == "tavern"


def test_happy_path_traversal_reaches_an_end() -> None:
    engine = _real_engine()
    state = engine.enter(engine.initial_state(), "pirates").state
    # Walk the first action of each node as far as the data allows
    visited: list[str] = []
    action_id = engine.available_action_ids(state)[0]
    for _step in range(20):
        r = engine.advance(state, action_id)
        if any(e.type == "blocked" for e in r.events):
            break
        state = r.state
        node = engine.current_node(state)
        if node is None or not node.actions:
            break
        visited.append(node.id)
        action_id = node.actions[0].id
    assert len(visited) > 0
