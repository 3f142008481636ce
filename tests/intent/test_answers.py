"""A bare yes or no to a choice that is itself one (ink's "Yes, the north path." / "No, by boat.")."""

from __future__ import annotations

import re

import pytest

from taleweaver.intent import (
    IntentCandidate,
    IntentDecision,
    IntentMatcher,
    RankedOption,
    match_respecting_refusal,
)
from taleweaver.intent.answers import REFUSING_IDIOMS, answered, opened_agreeing, opens_with, polarity
from taleweaver.intent.clauses import refused
from taleweaver.testing import HashingEncoder


def _key(line: str, options: list[IntentCandidate]) -> str | None:
    decision = answered(line, options)
    return decision.key if decision is not None else None


def _choice(key: str, label: str) -> IntentCandidate:
    return IntentCandidate(key=key, label=label, texts=(label,))


SHORE = [_choice("choice:path", "Yes, the north path."), _choice("choice:boat", "No, by boat.")]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("yes", "yes"),
        ("Yeah, I did.", "yes"),
        ("yes please", "yes"),
        ("aye, sir", "yes"),
        ("sure", "yes"),
        ("no", "no"),
        ("Nope!", "no"),
        ("nah mate", "no"),
        ("no thanks", "no"),
        ("no one", "no"),  # to "Can anyone vouch for you?"
        ("nobody, sir", "no"),
        ("that's right", "yes"),  # a yes said in more words
        ("that's right, judge", "yes"),
        ("right you are", "yes"),
        ("that's not right", None),
        ("that's right out of order", None),
        ("not really", "no"),
        ("no one saw me, I was in my room", None),  # says more
        ("yes, by boat", None),  # it says more than yes
        ("no, the path", None),
        ("yes and no", None),
        ("ok", None),  # agreement to an offer, not an answer
        ("", None),
    ],
)
def test_what_a_line_answers(line: str, expected: str | None) -> None:
    assert polarity(line) == expected


def test_what_an_option_opens_with() -> None:
    assert opens_with("Yes, the north path.") == "yes"
    assert opens_with("No.") == "no"
    assert opens_with("Nope, not me") == "no"
    assert opens_with("Sure thing") is None  # "sure" answers; an option that says it is not an answer
    assert opens_with("Nod to the keeper") is None
    assert opens_with("Notice the gull") is None


def test_a_bare_yes_or_no_takes_the_one_answer_it_gives() -> None:
    yes = answered("yeah I did", SHORE)
    assert yes is not None
    assert (yes.key, yes.score) == ("choice:path", 1.0)
    no = answered("nope", SHORE)
    assert no is not None
    assert no.key == "choice:boat"
    assert answered("maybe", SHORE) is None


def test_two_options_that_open_alike_or_none_leave_it_to_the_matcher() -> None:
    twice = [_choice("choice:a", "Yes, gladly"), _choice("choice:b", "Yes, but later")]
    assert answered("yes", twice) is None
    assert answered("yes", [_choice("choice:a", "Take the lamp"), _choice("choice:b", "Leave it")]) is None


def test_the_players_matching_hears_the_answer() -> None:
    matcher = IntentMatcher(HashingEncoder())
    assert match_respecting_refusal(matcher, "nah", SHORE).key == "choice:boat"
    assert match_respecting_refusal(matcher, "yep", SHORE).key == "choice:path"
    # Without an answer on offer, a bare "no" still turns down the offer and acts on nothing.
    offer = [_choice("choice:take", "Take it"), _choice("choice:look", "Look closer")]
    assert not match_respecting_refusal(matcher, "no", offer).matched


def test_with_no_answer_on_offer_a_yes_agrees_and_a_no_declines() -> None:
    table = [
        _choice("do:agree", "Agree to guide her over the pass"),
        _choice("do:refuse", "Refuse"),
        _choice("do:haggle", "Haggle over the price"),
    ]
    assert _key("sure", table) == "do:agree"
    assert _key("nope", table) == "do:refuse"
    # Taking something is not saying yes to a question: only agreeing is.
    assert answered("yes", [_choice("do:take", "Take the key"), _choice("do:ask", "Ask about it")]) is None
    # An answer on offer wins over agreeing: "yes" is the "Yes…" choice, and a "no" with no "No…" choice
    # is not read as declining.
    mixed = [_choice("choice:yes", "Yes, I'll come"), _choice("choice:refuse", "Refuse politely")]
    assert _key("yes", mixed) == "choice:yes"
    assert answered("no", mixed) is None


def test_an_agreeing_idiom_alone_agrees_to_the_offer_but_answers_no_question() -> None:
    table = [
        _choice("do:agree", "Agree to guide her over the pass"),
        _choice("do:refuse", "Refuse"),
        _choice("do:haggle", "Haggle over the price"),
    ]
    for line in ("you're on", "sounds good, miss", "I'm game", "dawn it is", "ok"):
        assert _key(line, table) == "do:agree", line
    assert answered("sounds good, but only for double", table) is None  # it says more than agreeing
    # to a yes/no question on offer ("Yes, the north path." / "No, by boat.") an idiom is no answer
    assert answered("sounds good", SHORE) is None
    assert answered("ok", SHORE) is None


def test_shaking_on_it_promising_and_taking_what_is_held_out_agree_to_the_offer() -> None:
    deckhand = [
        _choice("do:deal", "Shake on it and come aboard as a deckhand"),
        _choice("go:deck", "Walk up the gangplank onto the ferry"),
    ]
    assert _key("it's a deal, captain", deckhand) == "do:deal"
    oddny = [
        _choice("do:promise", "Promise Oddny you will go and look in the hold"),
        _choice("go:galley", "Duck in"),
    ]
    assert _key("you have my word", oddny) == "do:promise"
    lantern = [
        _choice("do:take", "Take the lantern the captain holds out"),
        _choice("go:deck", "Step back out"),
    ]
    assert _key("much obliged", lantern) == "do:take"
    # taking what nobody holds out is no answer to an offer
    assert (
        answered("sure", [_choice("do:take", "Take the lantern off its hook"), _choice("go:deck", "Go")])
        is None
    )


def test_a_yes_or_no_and_a_reason_takes_the_answer_it_opens_with() -> None:
    vouch = [
        _choice("choice:landlady", '"My landlady saw me come in."'),
        _choice("choice:alone", '"No. I live alone."'),
        _choice("choice:why", '"Why does it matter?"'),
    ]
    assert _key("no, I'm on my own", vouch) == "choice:alone"
    assert _key("nope - just me, sadly", vouch) == "choice:alone"
    # the reason names another option's word: matched as usual
    assert answered("no, but my landlady saw me", vouch) is None
    # nothing opens with a yes: a "yes, …" is no answer here
    assert answered("yes, my landlady", vouch) is None


IDIOMS = ("in your dreams", "in ur dreams, mate", "in yer dreams", "dream on", "keep dreaming", "fat chance")


@pytest.mark.parametrize("line", [*IDIOMS, "no dice"])
def test_a_refusing_idiom_is_a_bare_no_to_the_answers_and_to_the_refusal_rules(line: str) -> None:
    assert polarity(line) == "no"
    assert _key(line, SHORE) == "choice:boat"
    assert refused(line) == "no"  # the refusal rules read it as a bare "no" as well


@pytest.mark.parametrize("line", ["hard pass babe", "keep dreaming, lady", "lmao in ur dreams", "no, hun"])
def test_a_no_said_to_someone_or_laughed_is_still_a_bare_no(line: str) -> None:
    # what the player calls whoever they answer, and a laugh, say nothing of their own
    assert polarity(line) == "no"
    assert _key(line, SHORE) == "choice:boat"


@pytest.mark.parametrize(
    "line",
    [
        "sweet dreams",  # a dream, no idiom
        "dream on the boat",  # the idiom and more: it says a thing of its own
        "I keep dreaming of the sea",
        "a fat chance of rain",
    ],
)
def test_a_dream_that_is_no_idiom_says_no_no(line: str) -> None:
    assert polarity(line) is None
    assert answered(line, SHORE) is None


def test_the_refusing_idioms_are_written_once() -> None:
    for idiom in ("in ur dreams", "dream on", "keep dreaming", "fat chance", "no dice"):
        assert re.fullmatch(REFUSING_IDIOMS, idiom), idiom
    assert re.fullmatch(REFUSING_IDIOMS, "dreams") is None


def _held(reason: str, *keys: str) -> IntentDecision:
    ranked = tuple(RankedOption(key=k, label=k, score=0.4 - i / 100) for i, k in enumerate(keys))
    return IntentDecision(outcome="clarify", reason=reason, score=0.4, options=ranked)


INN = [_choice("do:agree", "Agree"), _choice("do:refuse", "Refuse"), _choice("do:haggle", "Haggle")]


@pytest.mark.parametrize(
    "line", ["go on then, i'll take you", "say less, we leave at dawn", "bet, ur on", "ok, count me in"]
)
def test_a_line_that_opens_agreeing_takes_the_agreement_it_was_held_with(line: str) -> None:
    for reason in ("ambiguous", "off_topic", "low_score"):
        taken = opened_agreeing(line, INN, _held(reason, "do:agree", "do:haggle"))
        assert taken is not None
        assert (taken.outcome, taken.key, taken.reason) == ("matched", "do:agree", None)


def test_what_an_agreeing_opening_does_not_take() -> None:
    held = _held("ambiguous", "do:agree", "do:haggle")
    # the agreement does not open the line, the line says no, or it was held with another option first
    assert opened_agreeing("double it and we have a deal", INN, held) is None
    assert opened_agreeing("ok, I won't take you", INN, held) is None
    assert opened_agreeing("go on then", INN, _held("ambiguous", "do:haggle", "do:agree")) is None
    # held for a no (``negated``), or not held at all
    assert opened_agreeing("go on then, i'll take you", INN, _held("negated", "do:agree")) is None
    matched = IntentDecision(outcome="matched", key="do:haggle", score=0.6, margin=0.3)
    assert opened_agreeing("go on then, i'll take you", INN, matched) is None
    # an option that takes a thing is no offer agreed to; two that agree leave it asked
    torch = [_choice("do:take_the_torch", "Take the torch"), _choice("do:rounds", "Start your rounds")]
    assert opened_agreeing("ok time to patrol", torch, _held("ambiguous", "do:take_the_torch")) is None
    both = [*INN, _choice("do:promise", "Promise to pay her back")]
    assert opened_agreeing("go on then", both, _held("ambiguous", "do:agree")) is None


def test_a_no_takes_the_option_that_says_no_beside_the_one_that_says_yes() -> None:
    witness = [
        _choice("choice:hear", '"Yes, let\'s hear her."'),
        _choice("choice:not", "\"I've never seen this woman before. I'd rather not.\""),
    ]
    assert _key("no", witness) == "choice:not"
    assert _key("nope, not her", witness) == "choice:not"
    assert _key("yes", witness) == "choice:hear"
    # two options beside the yes that say no anywhere: neither is the answer
    three = [*witness, _choice("choice:next", "Call the next case, not this one")]
    assert answered("no", three) is None


def test_cant_help_is_a_bare_no_and_an_excuse_option_declines() -> None:
    errand = [
        _choice("choice:find", "Tell her you'll find him"),
        _choice("choice:work", "Sorry, I've got to get to work"),
    ]
    assert polarity("I can't help you") == "no"
    assert _key("I can't help you", errand) == "choice:work"
    assert polarity("I can't help thinking he ran off") is None  # can't help doing: no refusal
