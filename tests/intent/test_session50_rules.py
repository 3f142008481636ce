"""Session 50's levers, read from its first-contact stories: an opening "wait," asks for a moment and is no
wish to wait; what the player is eating right now is talk of their own day (its two wrong actions); "don't
move" is keep still and "no time" is hurry, not a no (two of its misses, and one of session 41's mended)."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.asides import speaks_out_of_the_story
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


@pytest.mark.parametrize(
    ("story", "node", "line", "key"),
    [
        # "don't move" is keep still, no no to a move (it read as a refusal, and the line was asked about)
        ("aquarium_night", "rockpool_milo", "milo don't move, she's only curious", "do:stay_very_still"),
        ("aquarium_night", "milo_missing", "MILO DON'T MOVE, IM COMING FOR YOU", "do:shout_for_milo"),
        ("balloon_fiesta", "marguerite_plan", "no, you're hurt. sit down and don't move", "do:tell_her_rest"),
        # "no time" is hurry
        ("festival_lost", "power_bank", "no time, just run", "do:run"),
    ],
)
def test_a_no_that_only_says_keep_still_or_hurry_refuses_nothing(
    minilm: MiniLMEncoder, story: str, node: str, line: str, key: str
) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options(story, node))
    assert (said.outcome, said.key) == ("matched", key), said


def test_a_no_to_a_thing_is_still_a_no(minilm: MiniLMEncoder) -> None:
    # "no time for that" and "don't move the chairs" are left to the refusal rules: "no time for that" takes
    # every option off, and "just run" names *Run* outright (since session 56; it was asked about before)
    matcher = IntentMatcher(minilm)
    said = match_respecting_refusal(
        matcher, "no time for that, just run", story_options("festival_lost", "power_bank")
    )
    assert (said.outcome, said.key) == ("matched", "do:run"), said
    said = match_respecting_refusal(
        matcher, "don't move the chairs", story_options("aquarium_night", "milo_missing")
    )
    assert not said.matched, said


def test_a_landline_is_a_phone(minilm: MiniLMEncoder) -> None:
    # the synonym table: "pick up the landline" was asked about at *Put the walkie down and answer the phone*
    said = match_respecting_refusal(
        IntentMatcher(minilm), "pick up the landline", story_options("aquarium_night", "dennis_radio")
    )
    assert (said.outcome, said.key) == ("matched", "do:answer_phone_instead"), said
