"""Port of seed 000 ``tests/engine-navigation.test.ts`` (navigateScene, getReachableScenes)."""

from __future__ import annotations

from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.events import Blocked
from taleweaver.engine.state import StoryState


# describe("navigateScene")
def test_succeeds_for_an_unconditional_edge(engine: StoryEngine, entered: StoryState) -> None:
    result = engine.navigate(entered, "harbor")
    assert result.state.scene_id == "harbor"
    assert any(e.type == "sceneChanged" for e in result.events)


def test_blocks_an_edge_with_unmet_condition_failed_flag(engine: StoryEngine, entered: StoryState) -> None:
    # trust_sparrow is false at this point
    result = engine.navigate(entered, "docks")
    assert result.state.scene_id == "tavern"
    blocked = next((e for e in result.events if e.type == "blocked"), None)
    assert isinstance(blocked, Blocked)
    assert "don't trust him" in blocked.reason


def test_succeeds_once_the_gating_flag_is_set(engine: StoryEngine, entered: StoryState) -> None:
    state = engine.advance(entered, "greet_respectfully").state  # sets trust_sparrow=true
    # navigate from tavern to docks (friendly_response has no actions: the storyline has ended,
    # the map has not)
    result = engine.navigate(state, "docks")
    assert not any(e.type == "blocked" for e in result.events)


def test_blocks_an_edge_that_doesnt_exist_in_the_map(engine: StoryEngine, entered: StoryState) -> None:
    result = engine.navigate(entered, "nonexistent_scene")
    assert any(e.type == "blocked" for e in result.events)


# describe("getReachableScenes")
def test_returns_scenes_reachable_from_current_scene_with_availability_flags(
    engine: StoryEngine, entered: StoryState
) -> None:
    reachable = engine.reachable_scenes(entered)
    harbor_entry = next((r for r in reachable if r.scene.id == "harbor"), None)
    assert harbor_entry is not None
    assert harbor_entry.available is True
    docks_entry = next((r for r in reachable if r.scene.id == "docks"), None)
    if docks_entry is not None:
        assert docks_entry.available is False
        assert docks_entry.reason is not None
