"""Session 62's levers, read from the wrong actions of its two first-contact stories: a question after the
listener's taste ("do you like horse racing? I've never been") is small talk no look answers; a reason given
first ("since the tomb one's dodgy, …") holds no deed, so where what follows it takes another option, the
reason's words pulled the line."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.asides import asks_after_the_listener

from .choices import choices, story_options


@pytest.mark.parametrize(
    ("line", "asks"),
    [
        ("do you like horse racing? I've never been", True),
        ("do u like jazz", True),
        ("Do you enjoy working here?", True),
        ("have you ever been to sea?", True),  # (as before)
        # the taste asked before a deed is no small talk: "take it" is the deed
        ("do you like the hat? take it", False),
        ("did you see where he went?", False),
    ],
)
def test_a_question_after_the_listeners_taste(line: str, asks: bool) -> None:
    assert asks_after_the_listener(line) is asks


def test_a_taste_asked_is_no_look(minilm: MiniLMEncoder) -> None:
    # cricket_tea at first contact: *Watch the racing* (on the pub's television) at 0.88
    options = choices("Watch the racing", "Ask Derek about the catch", "Demand the scorebook")
    said = match_respecting_refusal(
        IntentMatcher(minilm), "do you like horse racing? I've never been", options
    )
    assert not said.matched, said
    # an option that asks someone may still answer it
    asking = choices("Ask Derek if he likes the horses", "Demand the scorebook")
    said = match_respecting_refusal(IntentMatcher(minilm), "do you like horse racing?", asking)
    assert (said.outcome, said.key) == ("matched", asking[0].key), said


def test_a_reason_given_first_holds_no_deed(minilm: MiniLMEncoder) -> None:
    # escape_room at first contact: the reason's "tomb" took *Go and look at the Tomb door*
    line = "since the tomb one's dodgy, let the library lot out with their button instead"
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options("escape_room", "desk_release"))
    assert (said.outcome, said.key) == ("matched", "do:try_the_library_release_instead"), said


def test_a_condition_may_still_hold_the_deed(minilm: MiniLMEncoder) -> None:
    # "if" is no reason given: "if that key fits 47 then we'll know" keeps what the whole line names
    options = choices("Try the key in lot 47", "Put the key back", "Ask Mr Pryce")
    said = match_respecting_refusal(IntentMatcher(minilm), "if that key fits 47 then we'll know", options)
    assert (said.outcome, said.key) == ("matched", options[0].key), said
