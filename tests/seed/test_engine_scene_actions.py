"""Port of seed 000 ``tests/engine-scene-actions.test.ts``."""

from __future__ import annotations

from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState


# describe("performSceneAction")
def test_returns_the_atmospheric_description_and_does_not_change_story_state(
    engine: StoryEngine, entered: StoryState
) -> None:
    before = entered
    result = engine.perform(entered, "examine_memorabilia")
    assert result.state.node_id == before.node_id
    assert result.state.scene_id == before.scene_id
    assert not any(e.type == "blocked" for e in result.events)


def test_returns_blocked_for_unknown_scene_action_id(engine: StoryEngine, entered: StoryState) -> None:
    result = engine.perform(entered, "nope")
    assert any(e.type == "blocked" for e in result.events)


# describe("getAvailableActions / getAvailableSceneActions")
def test_returns_the_storyline_actions_for_the_current_node(engine: StoryEngine, entered: StoryState) -> None:
    assert [a.id for a in engine.available_actions(entered)] == ["greet_respectfully", "mock_sparrow"]


def test_returns_the_scene_actions_for_the_current_scene(engine: StoryEngine, entered: StoryState) -> None:
    assert [a.id for a in engine.scene_actions(entered)] == ["examine_memorabilia"]
