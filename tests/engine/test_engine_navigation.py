"""Navigating the scene map along flag-gated edges, and reachable scenes (seed 000 Task 10)."""

from __future__ import annotations

from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.events import Blocked, SceneChanged
from taleweaver.engine.state import StoryState

REFUSAL = "Morrow blocks the stairs: she doesn't trust you yet."


def test_an_unconditional_edge_succeeds(engine: StoryEngine, entered: StoryState) -> None:
    result = engine.navigate(entered, "quay")
    assert result.state.scene_id == "quay"
    assert result.events == (SceneChanged("inn", "quay"),)


def test_navigation_does_not_move_the_storyline(engine: StoryEngine, entered: StoryState) -> None:
    state = engine.navigate(entered, "quay").state
    assert state.node_id == "meet_morrow"
    assert state.speaker == "morrow"
    assert engine.available_action_ids(state) == ["offer_help", "insult_morrow"]


def test_a_gated_edge_is_refused_with_the_authors_reason(engine: StoryEngine, entered: StoryState) -> None:
    result = engine.navigate(entered, "cellar")
    assert result.state is entered
    assert result.events == (Blocked(REFUSAL),)


def test_a_gated_edge_opens_once_the_flag_is_set(engine: StoryEngine, entered: StoryState) -> None:
    state = engine.advance(entered, "offer_help").state
    result = engine.navigate(state, "cellar")
    assert not result.blocked
    assert result.state.scene_id == "cellar"


def test_a_flag_set_false_keeps_the_gate_shut(engine: StoryEngine, entered: StoryState) -> None:
    # insult_morrow ends the story, so set the flag false by hand
    state = entered.evolve(flags=entered.flags.set("trust_morrow", False))
    assert engine.navigate(state, "cellar").events == (Blocked(REFUSAL),)


def test_an_edge_that_is_not_on_the_map_is_refused(engine: StoryEngine, entered: StoryState) -> None:
    result = engine.navigate(entered, "nonexistent_scene")
    assert result.state is entered
    (event,) = result.events
    assert isinstance(event, Blocked)
    assert "'nonexistent_scene'" in event.reason
    assert "quay, cellar" in event.reason


def test_going_where_the_player_already_is_says_so(engine: StoryEngine, entered: StoryState) -> None:
    result = engine.navigate(entered, "inn")
    assert result.state is entered
    (event,) = result.events
    assert isinstance(event, Blocked)
    assert event.reason.startswith("You are already at ")
    assert "No path" not in event.reason


def test_edges_are_one_way(engine: StoryEngine, entered: StoryState) -> None:
    quay = engine.navigate(entered, "quay").state
    assert engine.navigate(quay, "cellar").blocked  # no quay → cellar edge in the seed map


def test_navigation_outside_a_story_is_refused(engine: StoryEngine) -> None:
    menu = engine.initial_state()
    assert engine.navigate(menu, "quay").state is menu
    assert engine.navigate(menu, "quay").blocked


def test_reachable_scenes_with_availability(engine: StoryEngine, entered: StoryState) -> None:
    reachable = {r.scene.id: r for r in engine.reachable_scenes(entered)}
    assert list(reachable) == ["quay", "cellar"]
    assert reachable["quay"].available
    assert reachable["quay"].reason is None
    assert reachable["quay"].description == "Walk down to the quay"
    assert not reachable["cellar"].available
    assert reachable["cellar"].reason == REFUSAL
    opened = engine.advance(entered, "offer_help").state
    assert all(r.available for r in engine.reachable_scenes(opened))
