"""Atmospheric scene actions (seed 000 Task 11) and the ``once`` extension."""

from __future__ import annotations

from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.events import Blocked, SceneActionPerformed
from taleweaver.engine.state import StoryState


def test_a_scene_action_returns_its_text_and_changes_no_story_state(
    engine: StoryEngine, entered: StoryState
) -> None:
    result = engine.perform(entered, "examine_nets")
    assert result.events == (
        SceneActionPerformed("examine_nets", "the user finds a brass key tangled in the old nets."),
    )
    after = result.state
    for name in (
        "mode",
        "story_id",
        "scene_id",
        "node_id",
        "speaker",
        "flags",
        "variables",
        "node_visits",
        "scene_visits",
        "met_characters",
        "ended",
    ):
        assert getattr(after, name) == getattr(entered, name), name


def test_scene_actions_can_repeat(engine: StoryEngine, entered: StoryState) -> None:
    state = engine.perform(entered, "examine_nets").state
    assert not engine.perform(state, "examine_nets").blocked
    assert [a.id for a in engine.scene_actions(state)] == ["examine_nets"]


def test_an_unknown_scene_action_is_refused(engine: StoryEngine, entered: StoryState) -> None:
    result = engine.perform(entered, "nope")
    assert result.state is entered
    (event,) = result.events
    assert isinstance(event, Blocked)
    assert "examine_nets" in event.reason


def test_an_action_of_another_scene_is_refused(engine: StoryEngine, entered: StoryState) -> None:
    assert engine.perform(entered, "tap_barrels").blocked


def test_available_storyline_and_scene_actions(engine: StoryEngine, entered: StoryState) -> None:
    assert [a.id for a in engine.available_actions(entered)] == ["offer_help", "insult_morrow"]
    assert [a.id for a in engine.scene_actions(entered)] == ["examine_nets"]
    quay = engine.navigate(entered, "quay").state
    assert engine.scene_actions(quay) == []


def test_a_once_action_is_hidden_after_it_is_done(ext_engine: StoryEngine, ext_entered: StoryState) -> None:
    state = ext_engine.navigate(ext_engine.advance(ext_entered, "offer_help").state, "cellar").state
    assert [a.id for a in ext_engine.scene_actions(state)] == ["tap_barrels", "read_ledger"]
    done = ext_engine.perform(state, "read_ledger")
    assert done.events == (SceneActionPerformed("read_ledger", "Your name is already in it."),)
    assert [a.id for a in ext_engine.scene_actions(done.state)] == ["tap_barrels"]
    again = ext_engine.perform(done.state, "read_ledger")
    assert again.state is done.state
    assert again.blocked
    # leaving and coming back does not bring it back
    back = ext_engine.navigate(ext_engine.navigate(done.state, "inn").state, "cellar").state
    assert [a.id for a in ext_engine.scene_actions(back)] == ["tap_barrels"]
