"""Free text that names a place: the engine judges the place the player named, never a nearby guess."""

from __future__ import annotations

import pytest

from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.intent import IntentMatcher, MiniLMEncoder
from taleweaver.player import PlaySession
from taleweaver.player.options import mentioned_scene


@pytest.fixture(scope="module")
def engine() -> StoryEngine:
    return StoryEngine(load_library_from())


def test_scenes_are_recognised_by_id_or_by_name_without_article(engine: StoryEngine) -> None:
    state = engine.enter(engine.initial_state(), "pirates").state
    assert mentioned_scene(engine, state, "onward to the reef!") == "reef"
    assert mentioned_scene(engine, state, "Let's sail for the Drowned Teeth") == "reef"
    assert mentioned_scene(engine, state, "back to the navy yard") == "navy_yard"
    assert mentioned_scene(engine, state, "I'd like a drink") is None


def test_two_places_named_is_not_a_mention(engine: StoryEngine) -> None:
    state = engine.enter(engine.initial_state(), "pirates").state
    assert mentioned_scene(engine, state, "from the reef to the grotto") is None


def test_no_story_no_places(engine: StoryEngine) -> None:
    assert mentioned_scene(engine, engine.initial_state(), "the reef") is None


@pytest.fixture(scope="module")
def matcher() -> IntentMatcher:
    return IntentMatcher(MiniLMEncoder())


def test_naming_an_unreachable_place_is_refused_by_the_engine(
    engine: StoryEngine, matcher: IntentMatcher
) -> None:
    session = PlaySession(engine, matcher=matcher)
    session.start_story("pirates")
    session.handle("1")
    before = session.state
    out = session.handle("onward to the reef")
    assert out.state is before
    assert [e["type"] for e in out.events] == ["intent", "blocked"]
    assert out.events[0]["key"] == "go:reef"
    assert "No path" in out.events[1]["reason"]


def test_a_place_of_the_matched_scene_still_walks_there(engine: StoryEngine, matcher: IntentMatcher) -> None:
    session = PlaySession(engine, matcher=matcher)
    session.start_story("pirates")
    session.handle("1")
    out = session.handle("go down to the harbour")
    assert out.state.scene_id == "harbor"
