"""Where a need is met: the one-way table from a need's words to the places that meet it, and the matcher
reading it only for options that go somewhere."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentCandidate, IntentMatcher, MiniLMEncoder
from taleweaver.intent.lexical import content_words
from taleweaver.intent.places import places_for


def test_a_need_points_at_the_places_that_meet_it_and_not_the_other_way() -> None:
    assert "bar" in places_for(content_words("I could do with a drink"))
    assert "galley" in places_for(content_words("I'm starving"))
    assert "cloakroom" in places_for(content_words("where can I leave my coat?"))
    assert places_for(content_words("go to the bar")) == frozenset()  # a place is not a need
    assert places_for(content_words("read the timetable")) >= {"library"}


# Cloak of Darkness's foyer, as a Twine import gives it: links that are only a way, and where each leads
FOYER = [
    IntentCandidate(key="do:south", label="south", texts=("south",), follows=("bar",)),
    IntentCandidate(key="do:west", label="west", texts=("west",), follows=("cloakroom",)),
    IntentCandidate(key="do:north", label="north", texts=("north",), follows=("outside",)),
]


@pytest.mark.minilm
def test_a_need_takes_the_way_to_the_place_that_meets_it(minilm: MiniLMEncoder) -> None:
    decision = IntentMatcher(minilm).match("i could do with a drink", FOYER)
    assert decision.key == "do:south", decision
    # without the table the line is small talk to the sentence model
    assert not IntentMatcher(minilm, place_bonus=0.0).match("i could do with a drink", FOYER).matched


@pytest.mark.minilm
def test_a_need_is_no_reason_to_take_an_option_that_goes_nowhere(minilm: MiniLMEncoder) -> None:
    options = [
        IntentCandidate(
            key="do:toast", label="Raise a toast at the bar", texts=("Raise a toast at the bar",)
        ),
        IntentCandidate(key="do:leave", label="Leave quietly", texts=("Leave quietly",)),
    ]
    ranked = IntentMatcher(minilm).rank("I need a drink", options)
    plain = IntentMatcher(minilm, place_bonus=0.0).rank("I need a drink", options)
    assert ranked == plain  # neither goes anywhere the bar is named: no bonus


@pytest.mark.minilm
def test_a_word_of_the_tables_is_not_mended_as_a_typo(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    assert (
        matcher.prepare("let's grab a pint", ["Take the cliff path up to Gannet Point"])
        == "let's grab a pint"
    )


def test_being_fed_up_is_no_need() -> None:
    from taleweaver.intent.places import places_needed

    assert "bed" in places_needed("I'm so tired, I need my bed")
    assert not places_needed("I'm so tired of school")
    assert not places_needed("sick of waiting")
