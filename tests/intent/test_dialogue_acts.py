"""The dialogue-act cues with the real model: an insult that shares no word with the option that mocks is
taken as that option, never as chat; without such an option it is not acted on."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentCandidate, IntentMatcher, MiniLMEncoder, match_respecting_refusal

pytestmark = pytest.mark.minilm

CAPTAIN = (
    IntentCandidate(
        key="do:greet", label="Show respect to the captain", texts=("Show respect to the captain",)
    ),
    IntentCandidate(key="do:mock", label="Mock the so-called captain", texts=("Mock the so-called captain",)),
    IntentCandidate(key="go:harbor", label="Go to Port Royal Harbor", texts=("go to Port Royal Harbor",)),
)


@pytest.mark.parametrize("line", ["Screw you.", "shut up, you fraud"])
def test_an_insult_takes_the_option_that_mocks(minilm: MiniLMEncoder, line: str) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), line, CAPTAIN)
    assert decision.matched, decision
    assert decision.key == "do:mock", decision


def test_without_a_mocking_option_an_insult_is_not_acted_on(minilm: MiniLMEncoder) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), "Screw you.", CAPTAIN[::2])
    assert not decision.matched


def test_the_cue_can_be_turned_off(minilm: MiniLMEncoder) -> None:
    decision = IntentMatcher(minilm, hostile_bonus=0.0).match("Screw you.", CAPTAIN)
    assert not decision.matched


FARE = (
    IntentCandidate(
        key="do:pay",
        label="Offer to pay the boy's fare yourself",
        texts=("Offer to pay the boy's fare yourself",),
    ),
    IntentCandidate(
        key="do:let_decide",
        label="Say nothing and let the captain decide",
        texts=("Say nothing and let the captain decide",),
    ),
    IntentCandidate(key="act:compass", label="look at the compass", texts=("look at the compass",)),
)


@pytest.mark.parametrize("line", ["bye captain", "see you later, captain", "goodbye"])
def test_a_goodbye_is_small_talk_where_no_option_takes_leave(minilm: MiniLMEncoder, line: str) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), line, FARE)
    assert not decision.matched, decision  # "captain" is whom it is said to: not "let the captain decide"
    assert decision.reason == "off_topic"


def test_a_goodbye_takes_the_option_that_leaves(minilm: MiniLMEncoder) -> None:
    leave = IntentCandidate(key="go:deck", label="Say goodbye and leave", texts=("Say goodbye and leave",))
    decision = match_respecting_refusal(IntentMatcher(minilm), "goodbye", (*FARE, leave))
    assert decision.key == "go:deck", decision
    weighed = match_respecting_refusal(IntentMatcher(minilm), "bye captain", (*FARE, leave))
    assert weighed.reason != "off_topic"  # not small talk: it may mean leaving (here asked between the two)
    assert {o.key for o in weighed.options[:2]} == {"go:deck", "do:let_decide"}


def test_a_line_matched_by_one_shared_word_alone_is_asked(minilm: MiniLMEncoder) -> None:
    """ "look all you like" shares only "look" with a bribe's "…and look the other way": by the words alone
    it scores 0.47, by its sense 0.17 (under ``min_sense``) — asked, not taken."""
    follows = {
        "Open a crate": "I pry the lid off the nearest crate.",
        "Bribe": "I press three silver coins into the officer's glove and look the other way.",
        "Stall": "I talk about the weather, the price of apples: anything to buy time.",
    }
    options = [
        IntentCandidate(key=label, label=label, texts=(label,), follows=(then,))
        for label, then in follows.items()
    ]
    matcher = IntentMatcher(minilm)
    assert not match_respecting_refusal(matcher, "look all you like", options).matched
    assert match_respecting_refusal(matcher, "slip him a few coins", options).key == "Bribe"
    loose = IntentMatcher(minilm, min_sense=0.0)
    assert match_respecting_refusal(loose, "look all you like", options).key == "Bribe"  # what it prevents


CHASE = (
    IntentCandidate(key="duck", label="Duck", texts=("Duck",), follows=("I throw myself flat on the deck.",)),
    IntentCandidate(
        key="ram", label="Ram", texts=("Ram",), follows=("I drive the barge at the customs boat.",)
    ),
    IntentCandidate(key="give_up", label="Give up", texts=("Give up",), follows=("I drop the pole.",)),
)
DECK = (
    IntentCandidate(
        key="take", label="Take the lantern off its hook", texts=("Take the lantern off its hook",)
    ),
    IntentCandidate(key="ring", label="ring the ship's bell", texts=("ring the ship's bell",)),
    IntentCandidate(
        key="ask", label="Ask the old woman what she heard", texts=("Ask the old woman what she heard",)
    ),
)

QUAY = (
    IntentCandidate(
        key="stay",
        label="Stay behind on the quay and let the ferry go",
        texts=(
            "Stay behind on the quay and let the ferry go",
            "I'll stay behind on the quay and let the ferry go",
        ),
    ),
    IntentCandidate(
        key="ticket", label="Show Captain Brann your ticket", texts=("Show Captain Brann your ticket",)
    ),
    IntentCandidate(
        key="board", label="Walk up the gangplank onto the ferry", texts=("Walk up the gangplank",)
    ),
)


@pytest.mark.parametrize(
    ("line", "options"),
    [
        ("what if I ram them?", CHASE),  # what would happen is asked, not done
        ("what happens if I give up?", CHASE),
        ("is it safe to ram them", CHASE),
        ("is the lantern heavy?", DECK),  # about the world: not the deed it names
        ("would it be rude to ring the bell?", DECK),
        ("when does the ferry leave?", QUAY),  # when it happens is asked, not the leaving
        ("how long till the ferry goes?", QUAY),
    ],
)
def test_a_question_about_the_world_or_what_would_happen_is_not_a_deed(
    minilm: MiniLMEncoder, line: str, options: tuple[IntentCandidate, ...]
) -> None:
    assert not match_respecting_refusal(IntentMatcher(minilm), line, options).matched


def test_such_a_question_may_take_an_option_that_asks(minilm: MiniLMEncoder) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), "is the old woman hiding something?", DECK)
    assert decision.key == "ask", decision
    assert match_respecting_refusal(IntentMatcher(minilm), "ram them!", CHASE).key == "ram"


def test_a_synonym_of_the_options_own_word_is_more_than_a_shared_word(minilm: MiniLMEncoder) -> None:
    """ "smash right into them": "smash" is a synonym of the label "Ram" itself (not a word of what follows
    it), and "right" before "into" only says how much — acted on although its sense alone is under
    ``min_sense``."""
    assert match_respecting_refusal(IntentMatcher(minilm), "smash right into them", CHASE).key == "ram"


def test_a_remark_about_the_world_is_not_a_wish_to_act(minilm: MiniLMEncoder) -> None:
    deck = (
        IntentCandidate(
            key="ask",
            label="Ask the old woman by the rail whether she heard the noise too",
            texts=("Ask the old woman by the rail whether she heard the noise too",),
            follows=("Heard it?", "oddny talk"),
        ),
        *DECK[:2],
    )
    for line in ("oddny looks worried", "the lantern is on a hook"):
        assert not match_respecting_refusal(IntentMatcher(minilm), line, deck).matched, line
    assert match_respecting_refusal(IntentMatcher(minilm), "ask oddny what she heard", deck).key == "ask"
    door = (
        IntentCandidate(key="door", label="The door is opening.", texts=("The door is opening.",)),
        IntentCandidate(key="nothing", label="Say nothing.", texts=("Say nothing.",)),
    )
    assert (
        match_respecting_refusal(IntentMatcher(minilm), "the door is opening", door).key == "door"
    )  # a choice


def test_a_threat_takes_a_one_word_threaten_choice(minilm: MiniLMEncoder) -> None:
    # A bare label needs 0.55 from the sentence model alone; a threat the hostile cue saw is not a guess.
    talk = (
        IntentCandidate(key="choice:give", label="Give it", texts=("Give it",)),
        IntentCandidate(key="choice:threaten", label="Threaten", texts=("Threaten",)),
        IntentCandidate(key="choice:flirt", label="Flirt", texts=("Flirt",)),
    )
    decision = match_respecting_refusal(IntentMatcher(minilm), "back off or you'll regret it", talk)
    assert decision.key == "choice:threaten", decision


def test_a_warm_yes_takes_a_one_word_agree_choice(minilm: MiniLMEncoder) -> None:
    table = (
        IntentCandidate(key="do:agree", label="Agree", texts=("Agree", "I'll agree")),
        IntentCandidate(key="do:refuse", label="Refuse", texts=("Refuse", "I'll refuse")),
        IntentCandidate(key="do:haggle", label="Haggle", texts=("Haggle", "I'll haggle")),
    )
    decision = match_respecting_refusal(IntentMatcher(minilm), "it would be my honour to guide you", table)
    assert decision.key == "do:agree", decision
