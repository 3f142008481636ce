"""Free text that says "don't" never takes the option it negates — with the real MiniLM model.

The issue's own examples play on a small test story (tests/content/fixtures/lamp_keeper); the 40-case set over
the bundled stories (player/refusal_eval.py, also printed by `taleweaver bench intent`) must take 0 wrong.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.intent import IntentMatcher, MiniLMEncoder
from taleweaver.player.refusal_eval import REFUSAL_CASES, evaluate_refusals
from taleweaver.player.session import PlaySession

LAMP_ROOT = Path(__file__).parents[1] / "content" / "fixtures"


@pytest.fixture(scope="module")
def matcher() -> IntentMatcher:
    encoder = MiniLMEncoder()
    encoder.load()
    return IntentMatcher(encoder)


def _lamp_session(matcher: IntentMatcher, path: list[str]) -> PlaySession:
    library = load_library_from(LAMP_ROOT / "lamp_keeper")
    session = PlaySession(StoryEngine(library), matcher=matcher)
    session.start_story("lamp_keeper")
    for line in path:
        session.handle(line)
    return session


def _taken(session: PlaySession, text: str) -> str | None:
    out = session.handle(text)
    chosen = [e for e in out.events if e["type"] == "chosen"]
    return chosen[0]["id"] if chosen else None


@pytest.mark.parametrize(
    ("path", "text", "never", "allowed"),
    [
        ([], "I don't need a key", "take_key", {None, "leave_key"}),
        ([], "no key for me, thanks", "take_key", {None, "leave_key"}),
        (["/do leave_key", "/do back_stair"], "don't touch the handle", "wind_lamp", {None, "step_back"}),
        (
            ["/do leave_key", "/do back_stair", "/do step_back"],
            "don't fire the flare, just wait",
            "fire_flare",
            {None, "wait_for_boat"},
        ),
        (["/do leave_key", "/do back_stair", "/do step_back"], "I won't fire the flare", "fire_flare", None),
    ],
)
def test_the_issues_examples_never_take_the_negated_option(
    matcher: IntentMatcher, path: list[str], text: str, never: str, allowed: set[str | None] | None
) -> None:
    session = _lamp_session(matcher, path)
    before = session.state
    taken = _taken(session, text)
    assert taken != never
    if allowed is not None:
        assert taken in allowed
    if taken is None:  # nothing changed but the question kept for the player's short answer
        assert session.state.evolve(pending_clarify=()) == before


def test_a_positive_clause_after_the_negation_is_taken(matcher: IntentMatcher) -> None:
    session = _lamp_session(matcher, ["/do leave_key", "/do back_stair", "/do step_back"])
    assert _taken(session, "don't fire the flare, just wait") == "wait_for_boat"


def test_the_same_words_without_negation_still_take_the_option(matcher: IntentMatcher) -> None:
    session = _lamp_session(matcher, [])
    assert _taken(session, "I need the key") == "take_key"


def test_the_refusal_set_is_big_enough_and_never_taken_the_wrong_way(matcher: IntentMatcher) -> None:
    assert len(REFUSAL_CASES) >= 30
    assert {story for story, *_ in REFUSAL_CASES} == {"pirates", "bramble_books"}
    tally = evaluate_refusals(StoryEngine(load_library_from()), matcher)
    assert tally.wrong == 0, tally.wrong_cases
    assert tally.taken_right + tally.clarified == tally.cases


def test_the_sad_story_is_not_told_to_a_player_who_does_not_want_it(matcher: IntentMatcher) -> None:
    session = PlaySession(StoryEngine(load_library_from()), matcher=matcher)
    session.start_story("pirates")
    out = session.handle("I don't want to hear the sad story")
    assert not any(e["type"] == "chosen" and e["id"] == "ask_about_ship" for e in out.events)
    assert out.state.node_id == "meet_sparrow" or out.state.node_id == "sparrow_job"
