"""Session 51's levers, read from the wrong actions of its two first-contact stories: a run-on "…gary ur not
spraying them" is two clauses; what can wait is put off and what can't is first; the rest of a line that
names its option plainly outweighs a no that only sits near another; the weather or the hour where the
player is belongs to their own day."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.asides import speaks_out_of_the_story
from taleweaver.intent.clauses import split
from taleweaver.intent.said_as_not import said_plainly

from .choices import story_options


@pytest.mark.parametrize(
    ("text", "clauses"),
    [
        ("put it down gary ur not spraying them", ["put it down gary", "ur not spraying them"]),
        ("stop, you're not going anywhere", ["stop", "you're not going anywhere"]),
        ("you're not going anywhere", ["you're not going anywhere"]),  # nothing before it: one clause
        ("i'm not going", ["i'm not going"]),
    ],
)
def test_a_new_subject_with_a_not_starts_a_clause(text: str, clauses: list[str]) -> None:
    assert split(text) == clauses


def test_a_run_on_no_is_no_refusal_of_the_deed_before_it(minilm: MiniLMEncoder) -> None:
    # the whole line was one negated clause: it ruled out *Put the can down* and took *Leave him to it*
    said = match_respecting_refusal(
        IntentMatcher(minilm), "put it down gary ur not spraying them", story_options("bee_swarm", "gary")
    )
    assert (said.outcome, said.key) == ("matched", "do:put_the_can_down_gary_now"), said


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        ("the press can wait, the bees can't", "not the press now,, the bees first"),
        ("those kids can't wait on some grumpy lock-keeper", "those kids first"),
        (
            "she can't wait for paperwork, the signature can come later",
            "she first, the signature can come later",
        ),
        ("I can't wait to see it", "I want to see it"),  # eagerness, as before
        # a time after "can wait" keeps the line whole: "…while I deal with the lift" is the deed
        (
            "the countess can wait two minutes while I deal with the lift",
            "the countess can wait two minutes while I deal with the lift",
        ),
    ],
)
def test_what_can_wait_is_put_off_and_what_cannot_comes_first(said: str, plain: str) -> None:
    assert said_plainly(said) == plain


def test_the_press_can_wait_the_bees_cannot(minilm: MiniLMEncoder) -> None:
    # "the bees can't" was a no to *Leave him and get back to the bees*, and the press option was taken
    said = match_respecting_refusal(
        IntentMatcher(minilm), "the press can wait, the bees can't", story_options("bee_swarm", "journalist")
    )
    assert (said.outcome, said.key) == ("matched", "do:leave_him_and_get_back_to_the_bees"), said


def test_kids_who_cannot_wait_come_first(minilm: MiniLMEncoder) -> None:
    said = match_respecting_refusal(
        IntentMatcher(minilm),
        "those kids can't wait on some grumpy lock-keeper",
        story_options("river_flood", "gwen_priority"),
    )
    assert (said.outcome, said.key) == ("matched", "do:kids_first"), said


def test_the_rest_of_the_line_outweighs_a_no_that_names_nothing(minilm: MiniLMEncoder) -> None:
    # "I can't do anything bare-handed" sits near *"Nobody touch them!"* (0.30); "I need my box and my suit"
    # is *Fetch your kit from the van* (0.44)
    said = match_respecting_refusal(
        IntentMatcher(minilm),
        "I can't do anything bare-handed, I need my box and my suit",
        story_options("bee_swarm", "playground"),
    )
    assert (said.outcome, said.key) == ("matched", "do:fetch_your_kit_from_the_van"), said


@pytest.mark.parametrize(
    ("text", "out"),
    [
        ("It's tipping it down where I am too, ugh", True),
        ("its sunny where i am", True),
        ("it's late where I live lol", True),
        ("I'll stay right where I am", False),  # a deed in the story
        ("wait here till morning where I am safe", False),
        ("I'll stay the night where I am", False),
        ("it's getting dark where I live", True),
    ],
)
def test_the_weather_where_the_player_is_is_out_of_the_story(text: str, out: bool) -> None:
    assert speaks_out_of_the_story(text) is out
