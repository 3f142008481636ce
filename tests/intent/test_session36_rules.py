"""Session 36's rules: of two options, turning one down chooses the other; "let's not tell anyone" keeps a
secret, as "Keep this between us" does; more phone spelling and slang said plainly."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentCandidate, IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.answers import examples_open_with
from taleweaver.intent.asides import speaks_out_of_the_story
from taleweaver.intent.normalise import expand_shorthand
from taleweaver.intent.stances import line_stance, option_stances

from .choices import choices

LIFT = "Take the lift"
STAIRS = "Climb the stairs"


@pytest.mark.parametrize(
    ("labels", "line", "chosen"),
    [
        ((LIFT, STAIRS), "I'm not climbing all those stairs", LIFT),
        ((LIFT, STAIRS), "I won't get in that rickety lift", STAIRS),
        (
            ("Sail for the island", "Stay in the harbour"),
            "we're not staying in this harbour another night",
            "Sail for the island",
        ),
        (("Ashford", "Bramley"), "not Ashford", "Bramley"),
    ],
)
def test_turning_down_one_of_two_chooses_the_other(
    minilm: MiniLMEncoder, labels: tuple[str, ...], line: str, chosen: str
) -> None:
    options = choices(*labels)
    decision = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert decision.matched, decision
    assert decision.key == next(o.key for o in options if o.label == chosen)


@pytest.mark.parametrize(
    ("labels", "line"),
    [
        # three options: turning one down leaves two
        ((LIFT, STAIRS, "Wait in the lobby"), "I'm not climbing all those stairs"),
        # three options, the no takes off two: the player did not choose the third
        (("Climb the stairs", "Climb up the ladder", LIFT), "I'm not climbing"),
        # the no sits by one option, but not clearly nearer it than the other
        (("Promise to come back", "Say nothing"), "I'm not promising anything tonight"),
        # a bare "no" turns down the offer on the table, which may be either
        (("Stay hidden", "Surrender"), "no, I'm not giving up"),
        # the clause shares only a name with the option it sits by: the hiding is the other option
        (("Tell Marta everything", "Keep the letter hidden"), "I'm not hiding anything from Marta"),
    ],
)
def test_turning_one_down_chooses_nothing_where_the_other_is_not_the_only_one_left(
    minilm: MiniLMEncoder, labels: tuple[str, ...], line: str
) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), line, choices(*labels))
    assert not decision.matched, decision


def test_not_telling_anyone_keeps_the_secret(minilm: MiniLMEncoder) -> None:
    assert line_stance("let's not tell anyone for now") == "secret"
    assert line_stance("don't breathe a word to anybody") == "secret"
    assert "secret" in option_stances('"Keep this between us."')
    options = choices('"Keep this between us."', "Go straight to the captain")
    decision = match_respecting_refusal(IntentMatcher(minilm), "let's not tell anyone else for now", options)
    assert decision.matched
    assert decision.key == options[0].key


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        ("w8 4 me thru the gate", "wait for me through the gate"),
        ("yea i shoulda gone str8 home", "yes i should have gone straight home"),
        ("thats defo sumthin", "that's definitely something"),
        ("hows it goin, wassup", "how's it going, what's up"),
        # a shrug before a deed says nothing; alone it dismisses; "screw the X" sets X aside
        ("sod it, just ring the firies", "just ring the firefighters"),
        ("screw this", "forget it"),
        ("screw the ladder, i'll go round", "forget the ladder, i'll go round"),
        ("lemme peep the cameras", "let me look at the cameras"),
        ("hard pass, i like breathing", "no thanks, i like breathing"),
        ("lmao in ur dreams", "no way"),  # since session 48 a laugh before a line is dropped
        ("its soggy af out here", "its very soggy out here"),
        ("that bloke is sketchy", "that bloke is suspicious"),
    ],
)
def test_more_phone_spelling_is_spelled_out(said: str, plain: str) -> None:
    assert expand_shorthand(said) == plain


def _with_examples(key: str, label: str, *examples: str) -> IntentCandidate:
    return IntentCandidate(key=key, label=label, texts=(label, *examples))


RADIO = (
    _with_examples("do:come", "Tell her to come", "yes, come get us", "we need you, Rosa"),
    _with_examples("do:decline", '"Take the survey crew out. We\'ll drive."'),
    _with_examples("go:helipad", "Run up to the helipad"),
)


@pytest.mark.parametrize("line", ["yes please, we'll be waiting on the pad", "yes please", "sounds good"])
def test_a_yes_takes_the_option_whose_examples_open_with_yes(minilm: MiniLMEncoder, line: str) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), line, RADIO)
    assert decision.matched
    assert decision.key == "do:come"


def test_examples_that_open_with_both_answers_say_neither() -> None:
    both = _with_examples("do:x", "Tell her", "yes, come", "no, stay there")
    assert examples_open_with(both) is None
    assert examples_open_with(RADIO[0]) == "yes"
    assert examples_open_with(RADIO[1]) is None


def test_a_yes_with_a_reason_naming_another_option_is_not_taken_by_examples(minilm: MiniLMEncoder) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), "yes, but we'll drive the survey crew", RADIO)
    assert decision.key != "do:come"


def test_a_pet_on_the_keyboard_is_out_of_the_story() -> None:
    assert speaks_out_of_the_story("brb my cat is walking on the keyboard")
    assert not speaks_out_of_the_story("the cat is walking on the roof")


def test_on_my_own_is_the_options_alone(minilm: MiniLMEncoder) -> None:
    options = choices("Go down to the vault alone", "Let Theo come along", "Pour yourself a coffee")
    decision = match_respecting_refusal(IntentMatcher(minilm), "I'd rather do this on my own", options)
    assert decision.matched
    assert decision.key == options[0].key


def test_the_other_of_two_can_be_left_to_the_caller(minilm: MiniLMEncoder) -> None:
    """The narrator's menu offers the story left instead of entering it ("not the pirate one")."""
    options = choices(LIFT, STAIRS)
    line = "I'm not climbing all those stairs"
    decision = match_respecting_refusal(IntentMatcher(minilm), line, options, choose_the_other=False)
    assert not decision.matched
