"""An amount the line names that an option contradicts (taleweaver.intent.amounts)."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.amounts import amounts, contradicts

from .choices import choices


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Ninety's fine, shake on it", {90}),
        ('"A hundred, and I\'ll throw in the Larkin."', {100}),
        ("One hundred and twenty, and that's me being soft", {120}),
        ("120 and im being nice", {120}),
        ("Seventy-five. Go on.", {75}),
        ("£40 then", {40}),
        ("two hundred quid", {200}),
        ("a grand", {1000}),
        # small numbers say other things; clock times are no amounts
        ("one last look, the two of us", set()),
        ("i need u til half twelve at least", set()),
        ("the 7.15 to Ardross", set()),
        ("the seven-fifteen sailing", set()),
        ("twenty past ten", set()),
        ("at eleven tonight", set()),
    ],
)
def test_amounts_said(text: str, said: set[int]) -> None:
    assert amounts(text) == said


def test_an_option_contradicted_by_the_lines_amount() -> None:
    hundred, done, forty = choices(
        '"A hundred, and I\'ll throw in the Larkin."', '"Done."', "Let him have it for forty"
    )
    assert contradicts("ninety's fine", hundred)
    assert not contradicts("ninety's fine", done)  # the option names no amount
    assert not contradicts("forty it is then", forty)
    assert not contradicts("fine, shake on it", hundred)  # the line names none


def test_an_option_the_amount_contradicts_is_asked_about(minilm: MiniLMEncoder) -> None:
    options = choices('"A hundred, and I\'ll throw in the Larkin."', "Walk away from the deal")
    said = match_respecting_refusal(IntentMatcher(minilm), "ninety and I'll throw in the Larkin", options)
    assert said.outcome == "clarify", said
    taken = match_respecting_refusal(IntentMatcher(minilm), "a hundred and throw in the Larkin", options)
    assert (taken.outcome, taken.key) == ("matched", options[0].key), taken
