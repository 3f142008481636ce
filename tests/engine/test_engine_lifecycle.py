"""Menu mode and entering/exiting a story (seed 000 Tasks 7–8)."""

from __future__ import annotations

from taleweaver.content.loader import load_library
from taleweaver.content.models import Library
from taleweaver.engine.engine import StoryEngine, StorySummary
from taleweaver.engine.events import (
    Blocked,
    SceneChanged,
    SpeakerChanged,
    SpeakerInfo,
    StoryEntered,
    StoryExited,
)
from taleweaver.engine.state import StoryState

from .conftest import STORY, edit, seed_tree

# ── menu mode ────────────────────────────────────────────────────────────────


def test_starts_in_menu_mode_with_the_narrator_speaking(engine: StoryEngine) -> None:
    state = engine.initial_state()
    assert state.mode == "menu"
    assert state.speaker == "narrator"
    assert state.story_id is None
    assert state.scene_id is None
    assert state.node_id is None
    assert dict(state.flags) == {}
    assert state.ended is False
    assert state.recent == ()


def test_lists_available_stories(engine: StoryEngine) -> None:
    assert engine.stories() == [
        StorySummary(
            "story_cove",
            "Smugglers' Cove",
            "A short tale of a captain, a cellar and a cargo nobody declared.",
        )
    ]


def test_menu_narrator_is_the_current_character(engine: StoryEngine, library: Library) -> None:
    speaker, persona = engine.current_character(engine.initial_state())
    assert speaker == "narrator"
    assert persona is library.narrator
    assert persona.name == "The Lamplighter"


def test_menu_has_no_node_scene_or_options(engine: StoryEngine) -> None:
    state = engine.initial_state()
    assert engine.current_node(state) is None
    assert engine.current_scene(state) is None
    assert engine.story(state) is None
    assert engine.available_actions(state) == []
    assert engine.reachable_scenes(state) == []
    assert engine.scene_actions(state) == []


def test_reset_returns_a_fresh_menu_state(engine: StoryEngine, entered: StoryState) -> None:
    played = engine.advance(entered, "offer_help").state
    assert dict(played.flags) == {"trust_morrow": True}
    fresh = engine.reset()
    assert fresh.state == StoryState()
    assert fresh.events == ()


# ── enter ────────────────────────────────────────────────────────────────────


def test_enter_moves_to_the_entry_node(engine: StoryEngine) -> None:
    state = engine.enter(engine.initial_state(), STORY).state
    assert state.mode == "story"
    assert state.story_id == STORY
    assert state.scene_id == "inn"
    assert state.node_id == "meet_morrow"
    assert state.speaker == "morrow"  # the file says "Captain Morrow"; state holds the id
    assert state.ended is False


def test_enter_emits_story_scene_and_speaker_events(engine: StoryEngine) -> None:
    events = engine.enter(engine.initial_state(), STORY).events
    assert events == (
        StoryEntered(STORY),
        SceneChanged(None, "inn"),
        SpeakerChanged(
            "narrator",
            "morrow",
            SpeakerInfo(id="morrow", name="Captain Morrow", voice="ash", voice_tone="Gravelly, dry, amused."),
        ),
    )


def test_enter_counts_the_first_visit_and_meets_the_speaker(engine: StoryEngine, entered: StoryState) -> None:
    assert dict(entered.node_visits) == {"meet_morrow": 1}
    assert dict(entered.scene_visits) == {"inn": 1}
    assert entered.discovered_scenes == ("inn",)
    assert entered.met_characters == ("morrow",)
    assert entered.recent == engine.enter(engine.initial_state(), STORY).events


def test_enter_unknown_story_is_blocked_and_stays_in_menu(engine: StoryEngine) -> None:
    menu = engine.initial_state()
    result = engine.enter(menu, "nope")
    assert result.state is menu
    assert result.blocked
    (event,) = result.events
    assert isinstance(event, Blocked)
    assert "'nope'" in event.reason
    assert "story_cove" in event.reason  # the allowed values


def test_enter_while_playing_is_blocked(engine: StoryEngine, entered: StoryState) -> None:
    result = engine.enter(entered, STORY)
    assert result.state is entered
    assert result.blocked


def test_entering_a_story_whose_entry_is_an_ending_ends_at_once() -> None:
    tree = edit(
        seed_tree(),
        f"{STORY}/manifest.json",
        lambda m: {**m, "entry_point": "storylines/chapter1/morrow_cold.json"},
    )
    eng = StoryEngine(load_library(tree))
    result = eng.enter(eng.initial_state(), STORY)
    assert result.state.ended
    assert [e.type for e in result.events] == ["storyEntered", "sceneChanged", "speakerChanged", "ended"]


def test_entry_speaker_narrator_still_announces_the_story_narrator() -> None:
    tree = edit(
        seed_tree(),
        f"{STORY}/manifest.json",
        lambda m: {**m, "entry_point": "storylines/chapter2/cargo_found.json"},
    )
    eng = StoryEngine(load_library(tree))
    result = eng.enter(eng.initial_state(), STORY)
    speaker = next(e for e in result.events if isinstance(e, SpeakerChanged))
    assert (speaker.source, speaker.to) == ("narrator", "narrator")
    assert speaker.character.name == "Cove Narrator"
    assert speaker.character.voice == "ballad"
    assert result.state.met_characters == ()


# ── exit ─────────────────────────────────────────────────────────────────────


def test_exit_returns_to_the_menu(engine: StoryEngine, entered: StoryState) -> None:
    played = engine.advance(entered, "offer_help").state
    result = engine.exit(played)
    state = result.state
    assert state.mode == "menu"
    assert state.story_id is None
    assert state.scene_id is None
    assert state.node_id is None
    assert state.speaker == "narrator"
    assert dict(state.flags) == {}
    assert dict(state.node_visits) == {}
    assert state.met_characters == ()


def test_exit_emits_story_exited_and_the_menu_narrator(engine: StoryEngine, entered: StoryState) -> None:
    events = engine.exit(entered).events
    assert events == (
        StoryExited(STORY),
        SpeakerChanged(
            "morrow",
            "narrator",
            SpeakerInfo(
                id="narrator", name="The Lamplighter", voice="cedar", voice_tone="Calm, kindly, unhurried."
            ),
        ),
    )


def test_exit_keeps_the_recent_log(engine: StoryEngine, entered: StoryState) -> None:
    state = engine.exit(entered).state
    assert [e.type for e in state.recent][-2:] == ["storyExited", "speakerChanged"]
    assert state.recent[0] == StoryEntered(STORY)


def test_exit_in_menu_changes_nothing(engine: StoryEngine) -> None:
    menu = engine.initial_state()
    result = engine.exit(menu)
    assert result.state is menu
    assert result.events == ()


def test_exit_after_the_end_then_play_again(engine: StoryEngine, entered: StoryState) -> None:
    ended = engine.advance(entered, "insult_morrow").state
    assert ended.ended
    menu = engine.exit(ended).state
    again = engine.enter(menu, STORY).state
    assert again.node_id == "meet_morrow"
    assert not again.ended
    assert dict(again.flags) == {}


# ── describing a story at the menu ─────────────────────────────────────────


def test_describe_remembers_the_story_talked_about_without_entering(engine: StoryEngine) -> None:
    menu = engine.initial_state()
    result = engine.describe(menu, STORY)
    assert [e.to_json() for e in result.events] == [{"type": "storyDescribed", "story_id": STORY}]
    assert result.state.mode == "menu"
    assert result.state.story_id is None
    assert result.state.talked_about == STORY
    assert result.state.recent == result.events
    entered = engine.enter(result.state, STORY).state
    assert entered.talked_about is None  # entering (or exiting) forgets it
    assert engine.exit(entered).state.talked_about is None


def test_describe_refuses_an_unknown_story_and_inside_a_story(
    engine: StoryEngine, entered: StoryState
) -> None:
    menu = engine.initial_state()
    unknown = engine.describe(menu, "dragons")
    assert unknown.state is menu
    (event,) = unknown.events
    assert isinstance(event, Blocked)
    assert "'dragons'" in event.reason
    assert STORY in event.reason  # the real ones
    inside = engine.describe(entered, STORY)
    assert inside.state is entered
    assert inside.blocked
