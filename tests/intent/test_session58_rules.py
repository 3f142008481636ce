"""Session 58's levers, read from the wrong actions of the first-contact stories: a blow given ("give it a
good whack") is a blow struck, said the story's way; a weak "no thanks" beside an option that says "No thank
you" itself is asked about, not guessed; "pronto" is now."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.normalise import expand_shorthand
from taleweaver.intent.story_phrases import in_the_story_words

from .choices import choices


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("give it a good whack", "thump"),
        ("give the dashboard a proper wallop", "thump"),
        # the line says the option's word already: left as it is
        ("give the dashboard a proper thump", "give the dashboard a proper thump"),
        ("give him a quick smack", "thump"),
        ("whack it", "thump it"),
        # no blow given: kept as said
        ("give it a rest", "give it a rest"),
        ("give him the radio", "give him the radio"),
    ],
)
def test_a_blow_given_is_said_the_storys_way(line: str, said: str) -> None:
    assert in_the_story_words(line, ["Thump the dashboard", "Give up on it"]) == said


def test_a_push_given_is_a_push() -> None:
    assert in_the_story_words("give the van a good shove", ["Push the van"]) == "push"


def test_a_blow_given_is_not_giving_up(minilm: MiniLMEncoder) -> None:
    options = choices("Thump the dashboard", "Give up on it", "Let Cerys have a go at the radio")
    said = match_respecting_refusal(IntentMatcher(minilm), "give it a good whack", options)
    assert (said.outcome, said.key) == ("matched", options[0].key), said


def test_a_weak_no_thanks_beside_a_no_thank_you_is_asked(minilm: MiniLMEncoder) -> None:
    options = choices(
        "Take a couple of curtain rings, just in case",
        "No thank you, Mr Pennock",
        "Go and find Kieran, the DJ",
    )
    matcher = IntentMatcher(minilm)
    said = match_respecting_refusal(matcher, "that's kind but no thanks, we'll find the real ones", options)
    assert said.outcome == "clarify", said
    assert {o.key for o in said.options} == {options[1].key, options[2].key}
    # named outright, the deed goes; the bare no takes the option's own no
    going = match_respecting_refusal(matcher, "no thanks, I'll go and find Kieran", options)
    assert (going.outcome, going.key) == ("matched", options[2].key), going
    declined = match_respecting_refusal(matcher, "no thank you", options)
    assert (declined.outcome, declined.key) == ("matched", options[1].key), declined


def test_pronto_is_now() -> None:
    assert expand_shorthand("get it moving pronto") == "get it moving now"
    assert expand_shorthand("sharpish") == "quickly"
