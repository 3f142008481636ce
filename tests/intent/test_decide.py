"""The matcher's vetoes, asked directly (the matcher's own tests show them at work on whole lines)."""

import pytest

from taleweaver.intent.candidate import IntentCandidate, RankedOption
from taleweaver.intent.decide import (
    RIVAL_SHARE,
    check_unique_keys,
    does_something_else_to,
    may_answer_a_question,
    names_where_it_leads,
    outworded,
    question_fit,
    small_talk_goodbye,
    words_naming_passages,
)
from taleweaver.intent.lexical import content_words, first_content_word


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


def test_a_word_only_in_what_follows_another_option_does_not_outword_the_best() -> None:
    # "hand Mags her wages": *Unload* has "Mags" only in the lines after it ("I and Mags carry the crates")
    ranked = [
        RankedOption(key="pay", label="", score=0.47),
        RankedOption(key="unload", label="", score=0.3),
    ]
    shares = {"pay": 0.0, "unload": 0.4}
    assert outworded("pay", shares, ranked, 0.25)
    assert not outworded("pay", shares, ranked, 0.25, placed={})
    assert outworded("pay", shares, ranked, 0.25, placed={"unload": 0.4})  # its own text or context


def test_a_word_of_a_longer_line_does_not_outword_the_best() -> None:
    # "search the gap back by the trailer": *Back up Stair A* has "back", one word of four
    ranked = [
        RankedOption(key="lorry", label="", score=0.47),
        RankedOption(key="stair", label="", score=0.31),
    ]
    assert not outworded("lorry", {"lorry": 0.0, "stair": 0.25}, ranked, 0.25)
    # "to the captain's": the wheelhouse has the line's one word
    assert outworded("lorry", {"lorry": 0.0, "stair": 1.0}, ranked, 0.25)
    assert outworded("lorry", {"lorry": 0.0, "stair": RIVAL_SHARE}, ranked, 0.25)


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


ASKS_WHO = "Ask Granny Ash who she thinks is stealing the apples"


def test_the_same_question_word_earns_half_again_of_the_question_bonus() -> None:
    assert question_fit("who", ASKS_WHO) == 1.5
    assert question_fit("where", "Ask the ferryman where the boat goes and when") == 1.5
    assert question_fit("what", "Ask Sparrow what the job is") == 1.5


def test_an_option_asking_who_where_or_when_earns_nothing_from_another_kind_of_question() -> None:
    assert question_fit("how", ASKS_WHO) == 0.0  # "how old are you?" is no "who"
    assert question_fit("what", ASKS_WHO) == 0.0
    assert question_fit("why", "Ask the keeper when the tide turns") == 0.0


def test_other_questions_earn_the_plain_bonus() -> None:
    assert question_fit(None, ASKS_WHO) == 1.0  # "is it one of the Pell boys?": no question word at all
    assert question_fit("how", "Ask Oddny about the lantern") == 1.0  # the option names no kind of question
    assert question_fit("how", "Ask Sparrow what the job is") == 1.0  # "what" is not who/where/when
    # the line asks who/where/when and the option another thing: only the option's kind is held to its word
    assert question_fit("where", "Ask Sparrow what the job is") == 1.0


def _link(key: str, label: str, follows: str) -> IntentCandidate:
    return IntentCandidate(key=key, label=label, texts=(label,), follows=(follows,))


def test_a_word_that_names_another_option_does_not_name_where_a_link_leads() -> None:
    # "Agree" leads to a passage called "bargain"; "bargain" is a synonym of the label "Haggle"
    agree = _link("agree", "Agree", "bargain")
    haggle = _link("haggle", "Haggle", "You push for more coin.")
    refuse = _link("refuse", "Refuse", "You shake your head.")
    words = content_words("bargain for a bigger fee")
    named = words_naming_passages(words, [agree, haggle, refuse])
    assert "bargain" not in named[0]
    assert named[0] == {"bigger", "fee"}
    assert {"bargain", "haggle"} <= named[1]  # the option it names keeps it, with its synonyms
    assert not names_where_it_leads(named[0], agree.follows, content_words("Agree"))
    # with no option labelled by it, the same word names where "Agree" leads
    alone = words_naming_passages(words, [agree, refuse])
    assert "bargain" in alone[0]
    assert names_where_it_leads(alone[0], agree.follows, content_words("Agree"))


def test_a_passages_name_is_said_by_a_synonym_of_it() -> None:
    west = _link("west", "west", "Bar")
    hook = _link("hook", "hook", "A small brass hook is screwed to the wall.")
    named = words_naming_passages(content_words("walk through to the taproom"), [west, hook])
    assert "bar" in named[0]
    assert names_where_it_leads(named[0], west.follows, content_words("west"))


# A Twine link that is a bare noun, whose passage only describes its thing: looking at it
SCARF = _link("scarf", "scarf", "A long woollen scarf, striped red and green, hangs from your neck.")


def _does_else(line: str, candidate: IntentCandidate = SCARF) -> bool:
    return does_something_else_to(content_words(line), first_content_word(line), candidate)


def test_a_line_doing_something_else_to_a_described_thing_is_not_the_look() -> None:
    assert _does_else("stuff my scarf in a drawer")
    assert _does_else("this soggy scarf is itching me")


@pytest.mark.parametrize(
    "line",
    [
        "look at my scarf",  # a way of looking
        "examine the scarf",  # a synonym of one
        "what does the scarf look like",
        "scarf",  # opens with the thing's own word
        "stuff my coat in a drawer",  # the line does not name the thing
    ],
)
def test_a_look_or_the_things_own_word_first_may_still_mean_the_link(line: str) -> None:
    assert not _does_else(line)


def test_only_a_bare_noun_link_whose_passage_describes_its_thing_is_held_to_a_look() -> None:
    line = "stuff my scarf in a drawer"
    told = _link("scarf", "scarf", "I tuck my scarf into my collar.")  # a deed in the first person
    elsewhere = _link("scarf", "scarf", "The drawer sticks, then opens.")  # a passage about other things
    two_words = _link("scarf", "red scarf", "A long woollen scarf, striped red and green.")
    examples = IntentCandidate(
        key="scarf", label="scarf", texts=("scarf", "the scarf", "my scarf"), follows=SCARF.follows
    )
    nothing_after = IntentCandidate(key="scarf", label="scarf", texts=("scarf",))
    for candidate in (told, elsewhere, two_words, examples, nothing_after):
        assert not _does_else(line, candidate), candidate


def test_a_yes_said_after_a_link_is_no_name_of_where_it_leads() -> None:
    # Haggle leads on to Gus's "Fine, fine. …": the line's "fine" does not name that
    words = content_words("fine, here's a couple of tokens")
    assert not names_where_it_leads(words, ("Fine, fine.", "gus talks"), content_words("Haggle"))
    assert names_where_it_leads(content_words("to the cloakroom"), ("Cloakroom",), content_words("west"))
