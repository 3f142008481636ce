"""Port of seed 000 ``tests/engine-lifecycle.test.ts`` (enterStoryMode / exitStoryMode)."""

from __future__ import annotations

from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.events import SpeakerChanged
from taleweaver.engine.state import StoryState


# describe("enterStoryMode")
def test_transitions_from_menu_to_story_mode_with_correct_initial_state(engine: StoryEngine) -> None:
    result = engine.enter(engine.initial_state(), "story_test")
    assert result.state.mode == "story"
    assert result.state.story_id == "story_test"
    assert result.state.scene_id == "tavern"
    assert result.state.node_id == "meet_sparrow"
    assert result.state.speaker == "sparrow"  # seed: "Sparrow" (names are normalised to ids)


def test_emits_story_entered_scene_changed_and_speaker_changed_events(engine: StoryEngine) -> None:
    events = engine.enter(engine.initial_state(), "story_test").events
    types = [e.type for e in events]
    assert "storyEntered" in types
    assert "sceneChanged" in types
    assert "speakerChanged" in types
    sp = next(e for e in events if e.type == "speakerChanged")
    assert isinstance(sp, SpeakerChanged)
    assert sp.to == "sparrow"
    assert sp.character.voice == "ash"


def test_emits_a_blocked_event_for_unknown_story_id(engine: StoryEngine) -> None:
    result = engine.enter(engine.initial_state(), "nope")
    assert any(e.type == "blocked" for e in result.events)
    assert result.state.mode == "menu"


# describe("exitStoryMode")
def test_returns_to_menu_state_and_emits_story_exited_and_speaker_changed(
    engine: StoryEngine, entered: StoryState
) -> None:
    result = engine.exit(entered)
    assert result.state.mode == "menu"
    assert result.state.story_id is None
    assert result.state.speaker == "narrator"
    types = [e.type for e in result.events]
    assert "storyExited" in types
    assert "speakerChanged" in types
