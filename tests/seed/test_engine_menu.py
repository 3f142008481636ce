"""Port of seed 000 ``tests/engine-menu.test.ts`` ("StoryEngine — menu mode")."""

from __future__ import annotations

from taleweaver.engine.engine import StoryEngine, StorySummary


def test_starts_in_menu_mode_with_the_narrator_as_the_current_speaker(engine: StoryEngine) -> None:
    state = engine.initial_state()
    assert state.mode == "menu"
    assert state.speaker == "narrator"
    assert state.story_id is None
    assert dict(state.flags) == {}


def test_lists_available_stories(engine: StoryEngine) -> None:
    assert engine.stories() == [StorySummary("story_test", "Test Story", "A short test story.")]


def test_returns_the_menu_narrator_as_current_character(engine: StoryEngine) -> None:
    character_id, persona = engine.current_character(engine.initial_state())
    assert persona is not None
    assert character_id == "narrator"
    assert persona.name == "The Narrator"


def test_reset_returns_to_fresh_menu_state(engine: StoryEngine) -> None:
    fresh = engine.reset().state
    assert fresh.mode == "menu"
    assert dict(fresh.flags) == {}
