"""Session 50's levers, read from the two wrong actions of its first-contact stories: an opening "wait," asks
for a moment and is no wish to wait; what the player is eating right now is talk of their own day."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.cues import speaks_out_of_the_story
from taleweaver.intent.normalise import without_hold_on

from .choices import story_options


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "wait, nobody's radioed it yet? could you do that now?",
            "nobody's radioed it yet? could you do that now?",
        ),
        ("Hang on a sec, who is that?", "who is that?"),
        ("wait", "wait"),  # the option itself
        ("wait, not yet", "wait, not yet"),  # too little follows to be a mere pause
        ("wait here for her", "wait here for her"),
        ("hang on to the rope", "hang on to the rope"),
        # a trailing "wait…" is a change of mind, and "hold up," was read right with its words kept
        ("wait... I can't just abandon her out here", "wait... I can't just abandon her out here"),
        ("hold up, the bag was making noises? spill", "hold up, the bag was making noises? spill"),
    ],
)
def test_an_opening_wait_that_only_asks_for_a_moment_is_dropped(said: str, kept: str) -> None:
    assert without_hold_on(said) == kept


def test_a_question_after_wait_does_not_take_the_waiting_option(minilm: MiniLMEncoder) -> None:
    options = story_options("festival_lost", "welfare_wait")
    matcher = IntentMatcher(minilm)
    line = "wait, nobody's radioed it yet? could you do that now?"
    assert match_respecting_refusal(matcher, line, options).key != "do:keep_waiting"
    said = match_respecting_refusal(matcher, "wait", options)
    assert (said.outcome, said.key) == ("matched", "do:keep_waiting"), said


@pytest.mark.parametrize(
    ("text", "out"),
    [
        ("eating salt and vinegar crisps rn", True),
        ("lol I'm just eating a sandwich right now", True),
        ("having my lunch atm", True),
        ("the bear is eating the fish right now", False),  # in the story: nobody's lunch
        ("eat the apple right now", False),
    ],
)
def test_what_the_player_is_eating_now_is_out_of_the_story(text: str, out: bool) -> None:
    assert speaks_out_of_the_story(text) is out


def test_crisps_eaten_now_take_no_option(minilm: MiniLMEncoder) -> None:
    options = story_options("aquarium_night", "end_lights_back")
    said = match_respecting_refusal(IntentMatcher(minilm), "eating salt and vinegar crisps rn", options)
    assert (said.outcome, said.reason) == ("clarify", "off_topic"), said
