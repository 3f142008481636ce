"""Set phrases said the story's way: the line's phrase becomes the option's, in both directions, and only
where an option says a phrase of the same group."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentCandidate, IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.story_phrases import GROUPS, in_the_story_words


@pytest.mark.parametrize(
    ("line", "texts", "said"),
    [
        ("ok ok i give up", ("Surrender", "Stay put"), "ok ok i surrender"),
        ("i surrender", ("Give up", "Ram"), "i give up"),
        ("pay him off", ("Bribe", "Stall"), "bribe"),
        ("keep still and say nothing", ("Surrender", "Stay put"), "stay put and say nothing"),
        ("stick the cloak on the peg", ("hang", "cloak"), "hang"),
        ("get on the ship", ("Step aboard her deck",), "aboard"),
        (
            "i'll stand guard tonight",
            ("Agree to keep watch in the orchard tonight",),
            "i'll keep watch tonight",
        ),
    ],
)
def test_a_phrase_is_said_as_the_options_say_it(line: str, texts: tuple[str, ...], said: str) -> None:
    assert in_the_story_words(line, texts) == said


@pytest.mark.parametrize(
    ("line", "texts"),
    [
        ("i give up", ("Ram", "Duck")),  # no option says the deed another way
        ("i surrender", ("Surrender", "Run")),  # the line already says the option's word
        ("give in the letter", ("Deliver the letter",)),
        ("leave the book on the shelf", ("Read the book",)),
    ],
)
def test_a_line_is_left_alone_where_no_option_says_the_group(line: str, texts: tuple[str, ...]) -> None:
    assert in_the_story_words(line, texts) == line


def test_phrases_are_lower_case_and_in_one_group_only() -> None:
    seen: set[str] = set()
    for group in GROUPS:
        for phrase in group:
            assert phrase == phrase.casefold(), phrase
            assert phrase not in seen, phrase
            seen.add(phrase)


CANAL = (
    IntentCandidate(key="choice:surrender", label="Surrender", texts=("Surrender",)),
    IntentCandidate(key="choice:stay_put", label="Stay put", texts=("Stay put",)),
)
CUSTOMS = (
    IntentCandidate(key="choice:open", label="Open a crate", texts=("Open a crate",)),
    IntentCandidate(key="choice:bribe", label="Bribe", texts=("Bribe",)),
    IntentCandidate(key="choice:stall", label="Stall", texts=("Stall",)),
)


@pytest.mark.minilm
@pytest.mark.parametrize(
    ("line", "options", "key"),
    [
        ("ok ok, I give up", CANAL, "choice:surrender"),
        ("keep still and say nothing", CANAL, "choice:stay_put"),
        ("I won't budge", CANAL, "choice:stay_put"),
        ("pay him off", CUSTOMS, "choice:bribe"),
    ],
)
def test_a_one_word_choice_is_taken_from_its_phrase(
    minilm: MiniLMEncoder, line: str, options: tuple[IntentCandidate, ...], key: str
) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert decision.matched, decision
    assert decision.key == key, decision


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("one token, take it or leave it", "one token, haggle"),
        ("how about two coins instead?", "haggle coins instead?"),
        ("meet me halfway", "haggle"),
        ("that's way too steep", "haggle"),
    ],
)
def test_a_counter_offer_is_haggling(line: str, said: str) -> None:
    assert in_the_story_words(line, ("Haggle", "Refuse to pay")) == said
    assert in_the_story_words(line, ("Refuse to pay", "Walk off")) == line  # no option haggles


def test_ignoring_a_thing_is_leaving_it() -> None:
    assert in_the_story_words("ignore the parrot", ('"Where\'s the hawk, bird?"', "Leave it")) == "leave it"
    assert in_the_story_words("ignore the parrot", ("Talk to the parrot",)) == "ignore the parrot"


def test_holding_ones_ground_is_standing_firm() -> None:
    assert in_the_story_words("hold my ground", ("Apologise", "Stand firm")) == "stand firm"
    assert in_the_story_words("we dig our heels in", ("Stand firm",)) == "we stand firm"


def test_sending_them_away_turns_them_away_and_the_hold_is_the_cargo_bay() -> None:
    judges = ("Let Suri add her own twist", "Turn the judges away; the broth isn't ready")
    assert (
        in_the_story_words("send them away, it's not ready", judges) == "turn the judges away, it's not ready"
    )
    bay = ("Go down to the cargo bay", "Vent the bay")
    assert (
        in_the_story_words("down to the hold, slow and careful", bay)
        == "down to the cargo bay, slow and careful"
    )
    assert in_the_story_words("hold the valve", ("Go down to the cargo bay",)) == "hold the valve"


def test_down_the_stairs_is_downstairs_and_packing_up_closes() -> None:
    assert in_the_story_words("back down the stairs", ("Downstairs", "Upstairs")) == "back downstairs"
    assert (
        in_the_story_words("pack it in, we're done", ("Pull down the awning and close",))
        == "close, we're done"
    )
