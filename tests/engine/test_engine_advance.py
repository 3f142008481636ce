"""Advancing the storyline (seed 000 Task 9) plus ``requires``, variables, endings and visit counts."""

from __future__ import annotations

import pytest

from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.events import (
    Blocked,
    Ended,
    FlagSet,
    SceneChanged,
    SpeakerChanged,
    VariableChanged,
)
from taleweaver.engine.state import StoryState


def test_advance_moves_to_the_next_node_and_sets_flags(engine: StoryEngine, entered: StoryState) -> None:
    result = engine.advance(entered, "offer_help")
    assert result.state.node_id == "morrow_pleased"
    assert result.state.flags["trust_morrow"] is True
    assert [e for e in result.events if isinstance(e, FlagSet)] == [FlagSet("trust_morrow", True)]


def test_a_flag_set_false_is_recorded_false(engine: StoryEngine, entered: StoryState) -> None:
    result = engine.advance(entered, "insult_morrow")
    assert dict(result.state.flags) == {"trust_morrow": False}
    assert FlagSet("trust_morrow", False) in result.events


def test_no_speaker_changed_when_the_speaker_stays(engine: StoryEngine, entered: StoryState) -> None:
    result = engine.advance(entered, "offer_help")
    assert not any(isinstance(e, SpeakerChanged) for e in result.events)
    assert not any(isinstance(e, SceneChanged) for e in result.events)
    assert result.state.speaker == "morrow"


def test_speaker_and_scene_change_with_the_character(engine: StoryEngine, entered: StoryState) -> None:
    state = engine.advance(entered, "offer_help").state
    result = engine.advance(state, "find_pip")
    scene, speaker = result.events
    assert scene == SceneChanged("inn", "quay")
    assert isinstance(speaker, SpeakerChanged)
    assert (speaker.source, speaker.to) == ("morrow", "pip")
    assert (speaker.character.id, speaker.character.name, speaker.character.voice) == ("pip", "Pip", "verse")
    assert result.state.scene_id == "quay"
    assert result.state.speaker == "pip"
    assert result.state.met_characters == ("morrow", "pip")


def test_handing_over_to_the_narrator_uses_the_story_narrator(
    engine: StoryEngine, entered: StoryState
) -> None:
    result = engine.advance(entered, "insult_morrow")
    speaker = next(e for e in result.events if isinstance(e, SpeakerChanged))
    assert (speaker.source, speaker.to) == ("morrow", "narrator")
    assert (speaker.character.name, speaker.character.voice) == ("Cove Narrator", "ballad")
    assert result.state.met_characters == ("morrow",)


def test_event_order_flags_then_scene_then_speaker_then_end(engine: StoryEngine, entered: StoryState) -> None:
    state = engine.advance(engine.advance(entered, "offer_help").state, "find_pip").state
    result = engine.advance(state, "search_cellar")
    assert [e.type for e in result.events] == ["flagSet", "sceneChanged", "speakerChanged", "ended"]


def test_unknown_action_is_blocked_and_names_the_allowed_ones(
    engine: StoryEngine, entered: StoryState
) -> None:
    result = engine.advance(entered, "nonexistent_action")
    assert result.state is entered
    (event,) = result.events
    assert isinstance(event, Blocked)
    assert "'nonexistent_action'" in event.reason
    assert "offer_help, insult_morrow" in event.reason


def test_advance_outside_a_story_is_blocked(engine: StoryEngine) -> None:
    menu = engine.initial_state()
    result = engine.advance(menu, "anything")
    assert result.state is menu
    assert isinstance(result.events[0], Blocked)
    assert "menu" in result.events[0].reason


def test_a_refused_move_logs_nothing(engine: StoryEngine, entered: StoryState) -> None:
    result = engine.advance(entered, "nope")
    assert result.state.recent == entered.recent


def test_an_action_of_another_node_is_refused(engine: StoryEngine, entered: StoryState) -> None:
    assert engine.advance(entered, "find_pip").blocked


# ── endings ──────────────────────────────────────────────────────────────────


def test_reaching_an_end_node_ends_the_story(engine: StoryEngine, entered: StoryState) -> None:
    result = engine.advance(entered, "insult_morrow")
    assert result.state.ended
    assert result.state.node_id == "morrow_cold"
    assert result.events[-1] == Ended("story_cove", "morrow_cold")
    assert engine.available_actions(result.state) == []
    # The ending closes the storyline, not the map: the player may still look around (seed 000).
    assert [r.scene.id for r in engine.reachable_scenes(result.state)] == ["quay", "cellar"]
    assert [a.id for a in engine.scene_actions(result.state)] == ["examine_nets"]


def test_after_the_end_the_storyline_is_refused(engine: StoryEngine, entered: StoryState) -> None:
    ended = engine.advance(entered, "insult_morrow").state
    for action in ("offer_help", "insult_morrow", "nope"):
        result = engine.advance(ended, action)
        assert result.state is ended
        (event,) = result.events
        assert isinstance(event, Blocked)
        assert "ended" in event.reason


def test_after_the_end_the_map_and_scene_actions_keep_working(
    engine: StoryEngine, entered: StoryState
) -> None:
    ended = engine.advance(entered, "insult_morrow").state
    looked = engine.perform(ended, "examine_nets")
    assert not looked.blocked
    assert looked.state.ended
    walked = engine.navigate(ended, "quay")
    assert not walked.blocked
    assert walked.state.scene_id == "quay"
    assert walked.state.ended  # still ended: the storyline stays closed
    assert walked.state.node_id == "morrow_cold"
    assert engine.advance(walked.state, "offer_help").blocked
    back = engine.navigate(walked.state, "inn").state
    gated = engine.navigate(back, "cellar")  # gates still hold after the end
    assert gated.blocked
    assert "doesn't trust you" in gated.events[0].reason  # type: ignore[union-attr]
    exited = engine.exit(walked.state).state
    assert exited.mode == "menu"
    assert not exited.ended


def test_an_action_without_next_ends_at_the_current_node(
    ext_engine: StoryEngine, ext_entered: StoryState
) -> None:
    state = ext_engine.advance(ext_entered, "offer_help").state
    result = ext_engine.advance(state, "leave_town")
    assert result.state.ended
    assert result.state.node_id == "morrow_pleased"
    assert result.events == (Ended("story_cove", "morrow_pleased"),)


# ── visits ───────────────────────────────────────────────────────────────────


def test_visit_counts_per_node_and_scene(ext_engine: StoryEngine, ext_entered: StoryState) -> None:
    state = ext_engine.advance(ext_entered, "offer_help").state
    state = ext_engine.advance(state, "drink_up").state  # loops back to the same node
    state = ext_engine.advance(state, "drink_up").state
    assert dict(state.node_visits) == {"meet_morrow": 1, "morrow_pleased": 3}
    assert dict(state.scene_visits) == {"inn": 1}  # staying in a scene is not a new visit
    state = ext_engine.navigate(state, "quay").state
    state = ext_engine.navigate(state, "inn").state
    assert dict(state.scene_visits) == {"inn": 2, "quay": 1}
    assert set(state.discovered_scenes) == {"inn", "quay"}


def test_discovered_scenes_keep_discovery_order(engine: StoryEngine, entered: StoryState) -> None:
    trusted = engine.advance(entered, "offer_help").state
    quay_first = engine.navigate(
        engine.navigate(engine.navigate(trusted, "quay").state, "inn").state, "cellar"
    )
    cellar_first = engine.navigate(
        engine.navigate(engine.navigate(trusted, "cellar").state, "inn").state, "quay"
    )
    # the same three scenes, found in two different orders: only discovery order can satisfy both
    assert quay_first.state.discovered_scenes == ("inn", "quay", "cellar")
    assert cellar_first.state.discovered_scenes == ("inn", "cellar", "quay")


# ── variables and requires ───────────────────────────────────────────────────


def test_add_variables_accumulate_with_events(ext_engine: StoryEngine, ext_entered: StoryState) -> None:
    assert dict(ext_entered.variables) == {"nerve": 0}
    state = ext_engine.advance(ext_entered, "offer_help").state
    first = ext_engine.advance(state, "drink_up")
    assert VariableChanged("nerve", 1, 1) in first.events
    second = ext_engine.advance(first.state, "drink_up")
    assert VariableChanged("nerve", 1, 2) in second.events
    assert second.state.variables["nerve"] == 2


def test_requires_hides_an_action_until_it_holds(ext_engine: StoryEngine, ext_entered: StoryState) -> None:
    state = ext_engine.advance(ext_entered, "offer_help").state
    assert ext_engine.available_action_ids(state) == ["find_pip", "drink_up", "leave_town"]
    refused = ext_engine.advance(state, "boast")
    assert refused.state is state
    assert refused.events == (Blocked("You are not brave enough yet."),)
    for _ in range(2):
        state = ext_engine.advance(state, "drink_up").state
    assert ext_engine.available_action_ids(state) == ["find_pip", "drink_up", "leave_town", "boast"]
    assert ext_engine.advance(state, "boast").state.node_id == "pip_on_quay"


def test_variable_gated_map_edge(ext_engine: StoryEngine, ext_entered: StoryState) -> None:
    state = ext_engine.advance(ext_engine.advance(ext_entered, "offer_help").state, "find_pip").state
    gated = {r.scene.id: r for r in ext_engine.reachable_scenes(state)}["cellar"]
    assert not gated.available
    assert gated.reason == "That needs nerve of at least 3."
    assert ext_engine.navigate(state, "cellar").blocked


@pytest.mark.parametrize("action", ["offer_help", "insult_morrow"])
def test_each_transition_returns_a_new_state(engine: StoryEngine, entered: StoryState, action: str) -> None:
    result = engine.advance(entered, action)
    assert result.state is not entered
    assert entered.node_id == "meet_morrow"  # the old value is untouched
    assert dict(entered.flags) == {}
