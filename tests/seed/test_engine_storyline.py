"""Port of seed 000 ``tests/engine-storyline.test.ts`` (advanceStoryline)."""

from __future__ import annotations

from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.events import FlagSet
from taleweaver.engine.state import StoryState


def test_advances_to_the_next_node_sets_flags_emits_flag_set_events(
    engine: StoryEngine, entered: StoryState
) -> None:
    result = engine.advance(entered, "greet_respectfully")
    assert result.state.node_id == "friendly_response"
    assert result.state.flags["trust_sparrow"] is True
    flag_events = [e for e in result.events if e.type == "flagSet"]
    assert len(flag_events) == 1
    assert isinstance(flag_events[0], FlagSet)
    assert flag_events[0].name == "trust_sparrow"


def test_does_not_emit_speaker_changed_when_the_next_node_has_the_same_speaker(
    engine: StoryEngine, entered: StoryState
) -> None:
    result = engine.advance(entered, "greet_respectfully")
    assert not any(e.type == "speakerChanged" for e in result.events)


def test_returns_blocked_event_when_action_id_not_in_current_node(
    engine: StoryEngine, entered: StoryState
) -> None:
    result = engine.advance(entered, "nonexistent_action")
    assert any(e.type == "blocked" for e in result.events)
    assert result.state.node_id == "meet_sparrow"


def test_returns_blocked_event_when_not_in_story_mode(engine: StoryEngine) -> None:
    result = engine.advance(engine.initial_state(), "anything")
    assert any(e.type == "blocked" for e in result.events)
