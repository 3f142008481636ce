"""The matcher's vetoes, asked directly (the matcher's own tests show them at work on whole lines)."""

import pytest

from taleweaver.intent.candidate import IntentCandidate, RankedOption
from taleweaver.intent.decide import (
    check_unique_keys,
    may_answer_a_question,
    names_where_it_leads,
    outworded,
    small_talk_goodbye,
)
from taleweaver.intent.lexical import content_words


def _option(key: str, *texts: str, follows: tuple[str, ...] = ()) -> IntentCandidate:
    return IntentCandidate(key=key, label=texts[0], texts=texts, follows=follows)


def test_a_goodbye_is_small_talk_only_where_no_option_takes_leave() -> None:
    decide = [_option("decide", "Let the captain decide")]
    assert small_talk_goodbye("bye captain", decide)
    assert not small_talk_goodbye("bye captain", [*decide, _option("leave", "Say goodbye and leave")])
    assert not small_talk_goodbye("let the captain decide", decide)  # not a goodbye at all


def test_only_an_asking_option_may_answer_a_question() -> None:
    options = [_option("take", "Take the lantern"), _option("ask", "Ask Oddny about the lantern")]
    assert may_answer_a_question("ask", options)
    assert not may_answer_a_question("take", options)


def test_the_best_option_is_outworded_only_by_a_likely_pick_with_the_lines_words() -> None:
    ranked = [
        RankedOption(key="galley", label="", score=0.53),
        RankedOption(key="wheelhouse", label="", score=0.4),
    ]
    assert outworded("galley", {"galley": 0.0, "wheelhouse": 0.4}, ranked, 0.3)
    assert not outworded("wheelhouse", {"galley": 0.0, "wheelhouse": 0.4}, ranked, 0.3)
    assert not outworded("galley", {}, ranked, 0.3)  # no option shares a word: the sentence model decides
    far = [RankedOption(key="gulls", label="", score=0.47), RankedOption(key="tide", label="", score=0.19)]
    assert not outworded("gulls", {"gulls": 0.0, "tide": 0.3}, far, 0.3)  # "look" ~ "check", far below
    # a clear pick: "touch the water" is "dip your fingers in the pool" (0.68), not the reef whose place
    # has water (0.41, over the floor but 0.27 behind)
    clear = [RankedOption(key="pool", label="", score=0.68), RankedOption(key="reef", label="", score=0.41)]
    assert not outworded("pool", {"pool": 0.0, "reef": 0.15}, clear, 0.3)


def test_a_short_follow_on_said_in_full_names_where_a_link_leads() -> None:
    words = content_words("check out the cloakroom")
    assert names_where_it_leads(words, ("Cloakroom",), content_words("west"))
    assert not names_where_it_leads(words, ("Cloakroom",), content_words("cloakroom"))  # the label's own name
    long_line = ("You walk into a small cloakroom with hooks on every wall",)
    assert not names_where_it_leads(words, long_line, content_words("west"))


def test_duplicate_keys_are_refused_with_the_key_named() -> None:
    check_unique_keys([_option("a", "Go"), _option("b", "Stay")])
    with pytest.raises(ValueError, match="'a'"):
        check_unique_keys([_option("a", "Go"), _option("a", "Stay")])
