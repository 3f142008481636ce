"""Dialogue-act cues: questions, agreements, and which options are that kind of move."""

from __future__ import annotations

import pytest

from taleweaver.intent.cues import (
    TITLES,
    accepting_option,
    agrees,
    asking_option,
    comforting_option,
    comforts,
    declining_option,
    excuses,
    hands_over_unpaid,
    hostile_option,
    is_hostile,
    is_question,
    only_looks,
    paying_option,
    promises,
    promising_option,
    question_word,
    question_words,
    requests_a_deed,
    says_no,
    speaks_of_money,
    without_address,
    without_name_calling,
)


def test_questions() -> None:
    assert is_question("who do you think is taking them")
    assert is_question("the lantern?")
    assert not is_question("take the lantern")
    assert is_question("you're joking, right")  # a tag asks, with or without its question mark
    assert not is_question("I'll go, right now")
    assert not is_question("how about a little something for your trouble?")  # an offer
    # an ink choice that is a question said aloud, with its dialogue tag, asks
    assert asking_option('"What\'s going on?" I ask.')
    assert not asking_option('"I want a lawyer." I say.')


def test_agreements_and_the_offer_on_the_table() -> None:
    assert agrees("deal, you won't regret it")
    assert agrees("consider it done")
    assert not agrees("cut the chains")
    for idiom in (
        "sounds good",
        "fair enough, I'll do it",
        "go on then",
        "happy to help",
        "I'm with you till the end",
        "I've got your back",
        "you're on",
        "midnight then, I'll be there",
        "I'm your man",
        "it's a deal",
        "you have my word",
        "I'm down for that",
        "much obliged",
    ):
        assert agrees(idiom), idiom
    # a time or a term named as the answer
    for answer in ("midnight it is", "tonight, then", "dawn it is then", "the inn it is!"):
        assert agrees(answer), answer
    for line in ("the day it is built", "and then?", "what time is it", "betting man", "ayes and noes"):
        assert not agrees(line), line
    assert accepting_option("Agree to keep watch in the orchard tonight")
    assert accepting_option("Take the tower key from Hesper's hook")
    assert not accepting_option("Chase the badger out of the orchard")
    # an offer taken up aloud accepts; a quoted "Yes, …" answers a question (intent/answers.py)
    assert accepting_option('"Of course. Where do I start?"')
    assert accepting_option("“Gladly.”")
    assert not accepting_option('"Yes, a parrot can\'t give evidence."')
    assert not accepting_option("Of course the gate is locked")  # not said aloud


def test_asking_options_and_negative_descriptions() -> None:
    assert asking_option("Ask Otis for a spare key")
    assert asking_option("Politely ask the ghost her name")
    assert not asking_option("Burn sage")
    assert asking_option('"What\'s going on?"')  # an ink choice that is itself a question
    assert says_no("Admit you have no ticket")
    assert says_no("I won't tell")
    assert not says_no("Show Captain Brann your ticket")


def test_insults_and_the_options_that_mock() -> None:
    assert is_hostile("Screw you.")
    assert is_hostile("shut up, you fraud")
    assert is_hostile("you’re a joke")
    assert not is_hostile("you're a good captain")
    assert not is_hostile("tell me about the ship")
    assert hostile_option("Mock the so-called captain")
    assert hostile_option("Rudely insult the mayor")
    assert hostile_option("Tell the guard to get lost")
    assert not hostile_option("Show respect to the captain")


def test_a_brush_off_is_hostile_and_chasing_off_is_its_option() -> None:
    assert is_hostile("shoo it away")
    assert is_hostile("get outta here badger")
    assert hostile_option("Chase the badger out of the orchard")
    assert hostile_option("Drive the crows off the wall")
    assert not hostile_option("Offer the badger the windfalls")


def test_declining_options_are_the_opposite_of_an_agreement() -> None:
    assert declining_option("Refuse")
    assert declining_option("Politely decline the captain's offer")
    assert declining_option("Turn the stranger down")
    assert not declining_option("Leave the tavern")  # "fine, let's go" may mean leaving
    assert not declining_option("Agree to keep watch")


def test_an_agreement_lowers_the_option_that_declines() -> None:
    from taleweaver.intent import IntentCandidate, IntentMatcher
    from taleweaver.testing import HashingEncoder

    offer = [
        IntentCandidate(key="do:agree", label="Agree", texts=("Agree to lead her over the pass",)),
        IntentCandidate(key="do:refuse", label="Refuse", texts=("Refuse to lead her over the pass",)),
    ]
    matcher = IntentMatcher(HashingEncoder())
    ranked = {o.key: o.score for o in matcher.rank("leave it to me, I know the pass", offer)}
    plain = {o.key: o.score for o in matcher.rank("I know the pass", offer)}
    # The agreement lifts the accepting option and lowers the declining one by the same bonus each.
    lead = ranked["do:agree"] - ranked["do:refuse"]
    assert lead - (plain["do:agree"] - plain["do:refuse"]) > 1.5 * matcher.agreement_bonus


def test_an_excuse_begs_off_and_the_options_that_give_one_decline() -> None:
    for line in ("I'm too tired, sorry granny", "nah, im knackered", "sorry, I have to go", "not tonight"):
        assert excuses(line), line
    for line in ("I'm tired of waiting, let's go", "I'll keep watch tonight", "are you busy?"):
        assert not excuses(line), line
    assert declining_option("Tell her you would rather sleep")
    assert declining_option("Make an excuse and leave")
    assert not declining_option("Tell her about the badger")


def test_a_manner_said_with_a_no_is_not_a_no() -> None:
    assert not says_no("Climb down into the hold without a sound")
    assert not says_no("Call down softly that you mean no harm")
    assert not says_no("Slip past without being seen")
    assert says_no("Admit you have no ticket")
    assert says_no("Leave without the book")


def test_a_name_called_at_the_end_of_a_brush_off_is_no_thing_to_act_on() -> None:
    assert without_name_calling("get out of here you little thief") == "get out of here"
    assert without_name_calling("go on, shoo, you mangy old mutt!") == "go on, shoo"
    assert without_name_calling("thanks, you old rogue") == "thanks"
    # an object, not a name: "you little thief" is who is caught
    assert without_name_calling("I'll catch you little thief") == "I'll catch you little thief"
    assert without_name_calling("I'll give it to you") == "I'll give it to you"


def test_comfort_and_the_options_that_comfort() -> None:
    for line in (
        "it's alright, you can come out",
        "I won't hurt you",
        "I'm so sorry for your loss",
        "there there",
    ):
        assert comforts(line), line
    assert not comforts("it's a deal")
    assert not comforts("hurt him")
    assert comforting_option("Call down softly that you mean no harm")
    assert comforting_option("Tell Oddny you are sorry for her loss")
    assert not comforting_option("Climb down into the hold without a sound")


def test_warm_yeses_and_a_time_named_with_the_place_agree() -> None:
    for line in (
        "for you gran, anything",
        "consider the orchard guarded",
        "you have my sword",
        "you've got yourself a guide",
        "midnight in the orchard then",
        "anything to help, I'll stay up",
        "it would be my honour to guide you",
        "your secret's safe with me",
    ):
        assert agrees(line), line
    assert not agrees("what's in the orchard")
    assert not agrees("the orchard at midnight is scary")


def test_begging_off_names_someone_else_or_the_danger() -> None:
    for line in ("too dangerous, find someone else", "count me out", "ask someone else"):
        assert excuses(line), line
    assert not excuses("find the captain")


def test_peace_offered_is_comfort() -> None:
    for line in ("yo its chill, i come in peace", "I'm a friend"):
        assert comforts(line), line


def test_an_option_that_only_looks() -> None:
    assert only_looks("read the wanted posters by the door")
    assert only_looks("I check the tide board")
    assert not only_looks("Ask Sparrow what the job is")


def test_british_brush_offs_and_begging_off() -> None:
    assert is_hostile("do one, badger")
    assert is_hostile("beat it, badger")
    assert not is_hostile("I'll do one more round")
    assert excuses("can't be arsed, I'm off to kip")
    assert agrees("I'm well up for it")


# Session 33's cues (docs/intent.md, "Four probe rounds written from the stories only")


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("be my guest, officer", "be my guest "),  # a title after the last comma
        ("Sir, the gate is open", " the gate is open"),  # …before the first
        ("thanks, old man", "thanks "),  # two words, both titles
        ("cheers, mate, pass the rope", "cheers pass the rope"),  # between two commas
        ("ma'am, what's in the crate?", " what's in the crate?"),
    ],
)
def test_a_title_set_off_by_commas_is_whom_a_line_is_said_to(line: str, kept: str) -> None:
    assert without_address(line) == kept


@pytest.mark.parametrize(
    "line",
    [
        "the old man, over there, waved",  # "the" is no title: a thing said, not whom it is said to
        "lantern, please",  # "lantern" names a thing
        "tell the officer the truth",  # a title with no comma is the line's own word
        "the captain, the mate, the cook",  # a list of people
        "officer",  # a line that is only an address is kept as it is
    ],
)
def test_words_that_are_not_an_address_are_kept(line: str) -> None:
    assert without_address(line) == line


def test_an_address_of_only_titles_leaves_what_else_was_said() -> None:
    # each comma-set title goes, but a line has to keep a word of its own
    assert without_address("sir, yes, sir") == " yes "
    assert without_address(", sir!") == ", sir!"  # nothing but the address: kept as said


def test_a_story_name_is_an_address_only_when_the_story_uses_it() -> None:
    assert "granny" in TITLES
    assert "officer" in TITLES
    assert "brann" not in TITLES
    assert without_address("Brann, haul the rope") == "Brann, haul the rope"
    assert without_address("Brann, haul the rope", frozenset({"brann"})) == " haul the rope"
    # a name inside the line is not set off by commas: it is the line's own word
    assert without_address("ask Brann about the rope", frozenset({"brann"})) == "ask Brann about the rope"


@pytest.mark.parametrize(
    ("line", "asks_leave"),
    [
        ("could I steal a spoonful of your jam?", True),
        ("mind if I sit?", True),
        ("would you mind if we waited here?", True),
        ("so, can I just borrow it?", True),
        ("shall we dance?", True),
        ("may we please row across?", True),
        # leave to ask, look, have or talk still asks: an option that asks may be what it means
        ("can I ask who did it?", False),
        ("could I have a look?", False),
        ("shall I read it?", False),
        ("can I talk to her about the key?", False),
        # a question put to someone else asks them, it asks no leave
        ("can you open it?", False),
        ("who took the jam?", False),
    ],
)
def test_a_polite_request_to_do_something_oneself_is_not_a_question(line: str, asks_leave: bool) -> None:
    assert requests_a_deed(line) is asks_leave


def test_the_first_question_word_of_a_line_and_every_one_of_an_option() -> None:
    assert question_word("any idea who is behind it, and why?") == "who"
    assert question_word("Where did it go") == "where"
    assert question_word("whoever did it will pay") is None  # a whole word only
    assert question_word("take the lantern") is None
    assert question_words("Ask Granny Ash who she thinks is stealing the apples") == {"who"}
    assert question_words("Ask where she went, and WHY") == {"where", "why"}
    assert question_words("Take the lantern off its hook") == frozenset()


# session 34: cues found by the first-contact stories (docs/intent.md, "Five new stories at first contact")
def test_comfort_is_no_yes() -> None:
    from taleweaver.intent.cues import agrees

    assert not agrees("hey kid, it's alright, just give me the hawk")
    assert not agrees("everything's fine, you're safe")
    assert agrees("alright, I'll do it")
    assert agrees("fine, deal")


def test_an_option_that_asks_someone_is_not_one_that_looks() -> None:
    from taleweaver.intent.cues import asks_someone

    assert asks_someone("Ask Juno what she knows about the ship")
    assert asks_someone('"Did you eat it?"')
    assert not asks_someone("count the meal tokens in the tin")
    assert not asks_someone("Look in the potting shed")


@pytest.mark.parametrize(
    ("clause", "only"),
    [("stupid bird", True), ("you lazy oaf!", True), ("stupid bird, feed it", False), ("the bird", False)],
)
def test_a_clause_that_only_calls_names(clause: str, only: bool) -> None:
    from taleweaver.intent.cues import only_calls_names

    assert only_calls_names(clause) is only


@pytest.mark.parametrize(
    ("line", "word"),
    [
        ("um... hi Mara, it's the new guard", "hi"),
        ("hello, it's me", "hello"),
        ("bye captain", "bye"),
        ("hi Mara, the hawk is gone", None),
        ("hello", None),  # a bare hello may open a choice's words
    ],
)
def test_a_hello_that_only_says_who_speaks_is_small_talk(line: str, word: str | None) -> None:
    from taleweaver.intent.cues import only_says_goodbye

    assert only_says_goodbye(line) == word


def test_a_promise_given_and_one_withheld() -> None:
    for line in (
        "Biscuit's next, Ellie, you have my word",
        "the game's still on, cross my heart",
        "I'll find him, I promise",
        "i'll check the hold for u, promise",
    ):
        assert promises(line), line
    for line in (
        "no, I can't promise that",
        "I'm not making her any promises",
        "promise me you'll come back?",
    ):
        assert not promises(line), line
    assert promising_option("Promise Ellie that Biscuit is next")
    assert promising_option('"I\'ll find him! I promise!"')
    assert not promising_option("Peek at Biscuit in his box")


def test_an_option_that_pays_and_a_line_that_speaks_of_money() -> None:
    for label in ("Bribe", "Pay the fare", "buy an ice cream from the van", "Offer him money to look away"):
        assert paying_option(label), label
    # "tip" is also pouring out: "Tip the whole lot in the bin" pays nobody
    for label in ("Tip the whole lot in the bin", "Hand it over", "Give it"):
        assert not paying_option(label), label
    for line in ("slip a note in with the passport", "would twenty francs help?", "how much? fine, take it"):
        assert speaks_of_money(line), line
    for line in ("give him the passport", "surrender my passport", "pass him my travel papers"):
        assert not speaks_of_money(line), line
        assert hands_over_unpaid(line), line
    # a line that hands nothing over marks no paying option down: "the guard" may still mean *Bribe the guard*
    for line in ("the guard", "deal with the guard", "slip him twenty quid"):
        assert not hands_over_unpaid(line), line


def test_following_someone_anywhere_agrees() -> None:
    assert agrees("where you sail, I sail")
    assert agrees("I'll follow you anywhere, captain")
    assert not agrees("where you sail is up to you")
