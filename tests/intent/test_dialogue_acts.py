"""The dialogue-act cues with the real model: an insult that shares no word with the option that mocks is
taken as that option, never as chat; without such an option it is not acted on."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentCandidate, IntentMatcher, MiniLMEncoder, match_respecting_refusal

pytestmark = pytest.mark.minilm

CAPTAIN = (
    IntentCandidate(
        key="do:greet", label="Show respect to the captain", texts=("Show respect to the captain",)
    ),
    IntentCandidate(key="do:mock", label="Mock the so-called captain", texts=("Mock the so-called captain",)),
    IntentCandidate(key="go:harbor", label="Go to Port Royal Harbor", texts=("go to Port Royal Harbor",)),
)


@pytest.mark.parametrize("line", ["Screw you.", "shut up, you fraud"])
def test_an_insult_takes_the_option_that_mocks(minilm: MiniLMEncoder, line: str) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), line, CAPTAIN)
    assert decision.matched, decision
    assert decision.key == "do:mock", decision


def test_without_a_mocking_option_an_insult_is_not_acted_on(minilm: MiniLMEncoder) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), "Screw you.", CAPTAIN[::2])
    assert not decision.matched


def test_the_cue_can_be_turned_off(minilm: MiniLMEncoder) -> None:
    decision = IntentMatcher(minilm, hostile_bonus=0.0).match("Screw you.", CAPTAIN)
    assert not decision.matched
