"""Session 42's rules: the one option a no leaves, named by the rest of the line, is taken ("not ringing the
police, gonna try the roof window" leaves *Skylight* of two); when a thing is refused is no word of what is
refused ("nobody's crossing that bridge tonight" is *Refuse; nobody should cross that bridge*, whichever
option says "tonight"); a name called out before a label's deed is not its deed ("Ada! Keep hold of the rope
and don't let go!"); a no to a word that is only a particle does not refuse the deed ("nothing's been called
off" is no refusal of "get off the phone"); "don't refuse" accepts, never takes the option that refuses; a
bare no run into a deed ("nah go get the sergeant first") is two clauses; and a no said in an option's own
words ("I'm not touching that fuse box" by *Leave it alone*, whose example is "don't touch anything") takes
it."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.clauses import clauses

from .choices import choices, key_of


def test_the_one_option_a_no_leaves_is_taken_where_the_rest_names_it(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Skylight", "Ring the police instead")
    said = match_respecting_refusal(matcher, "not ringing the police, gonna try the roof window", options)
    assert said.key == key_of("Skylight"), said
    # a rest that is a remark asks for no deed, however near an option it sits ("raining" by "Skylight")
    said = match_respecting_refusal(matcher, "not ringing the police, it's raining", options)
    assert not said.matched, said


def test_when_a_thing_is_refused_is_not_what_is_refused(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "All right: boots, rope, bridge",
        "Refuse; nobody should cross that bridge in this wind",
        "read tonight's weather report",
        "Go out to the porch",
    )
    said = match_respecting_refusal(matcher, "no way, nobody's crossing that bridge tonight", options)
    assert said.key == key_of("Refuse; nobody should cross that bridge in this wind"), said


def test_refusing_the_refusal_never_takes_it(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "All right: boots, rope, bridge",
        "Refuse; nobody should cross that bridge in this wind",
        "read tonight's weather report",
    )
    for line in ("don't refuse, we cross the bridge tonight", "don't say no to this, it's our only chance"):
        said = match_respecting_refusal(matcher, line, options)
        assert said.key != key_of("Refuse; nobody should cross that bridge in this wind"), (line, said)


def test_a_name_called_out_is_not_the_labels_deed(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "“Ada! Keep hold of the rope and don't let go!”",
        "Walk away from the quay",
        "Tell Ada to jump for the jetty",
    )
    said = match_respecting_refusal(matcher, "ADA KEEP HOLD OF THE ROPE DONT LET GO", options)
    assert said.key == key_of("“Ada! Keep hold of the rope and don't let go!”"), said


def test_a_no_to_a_particle_does_not_refuse_the_deed(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "Let him finish his call",
        "Go and find the manager",
        "“Tom, get off the phone. Nothing's been called off.”",
    )
    said = match_respecting_refusal(
        matcher, "oi, put the phone down mate, nothing's been called off", options
    )
    assert said.key == key_of("“Tom, get off the phone. Nothing's been called off.”"), said


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("nah go get the sergeant first", ["nah", "get the sergeant first"]),
        ("nope fetch the doctor", ["nope", "fetch the doctor"]),
        ("nah gran i'm shattered", ["nah", "i'm shattered"]),
        # one clause: its no is the whole line's, and leaving, waiting or staying is a way of saying no
        ("no one go near it", ["no one go near it"]),
        ("nah leave the cows", ["nah leave the cows"]),
        ("no wait", ["no wait"]),
    ],
)
def test_a_bare_no_run_into_a_deed_is_two_clauses(line: str, said: list[str]) -> None:
    assert clauses(line) == said


def test_a_no_said_in_an_options_own_words_takes_it(minilm: MiniLMEncoder) -> None:
    from taleweaver.intent import IntentCandidate

    matcher = IntentMatcher(minilm)
    options = (
        IntentCandidate(key="do:rewire", label="Rewire the fuse box", texts=("Rewire the fuse box",)),
        IntentCandidate(
            key="do:leave_it",
            label="Leave it alone and wait for the electrician",
            texts=(
                "Leave it alone and wait for the electrician",
                "don't touch anything, just wait",
                "leave the fuse box alone",
            ),
        ),
        IntentCandidate(
            key="act:rock", label="put your palm against the wall", texts=("put your palm against the wall",)
        ),
    )
    said = match_respecting_refusal(matcher, "I'm not touching that fuse box", options)
    assert said.key == "do:leave_it", said
    # a no to something the option's own no does not name is no word of it
    said = match_respecting_refusal(matcher, "no, I won't touch the wall", options)
    assert said.key != "do:leave_it", said


def test_the_option_left_far_ahead_of_the_rest_is_taken(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "Run down the lane to help Dougie",
        "Tell Dougie he'll have to dig himself out",
        "Step out into the back yard",
        "check the time",
    )
    said = match_respecting_refusal(matcher, "I won't run down there for Dougie", options)
    assert said.key == key_of("Tell Dougie he'll have to dig himself out"), said
    # nothing left far ahead: the no alone says nothing of what to do instead
    options = choices(
        "Buy the chart", "Offer Aria a navigator's berth", "Go to the harbour", "look at the sea"
    )
    assert not match_respecting_refusal(matcher, "I don't want to buy the chart", options).matched


def test_no_thx_is_a_bare_no() -> None:
    assert clauses("no thx rosa take ur crew we'll drive") == ["no", "take ur crew we'll drive"]


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("I'm not giving up on this boiler", "persist"),
        ("we won't quit now", "persist"),
        ("one more go", "persist"),
        ("I'm not quitting", "persist"),
        ("nope, quitting, going home", "quit"),
        ("what if I try again?", None),
    ],
)
def test_not_giving_up_persists(line: str, stance: str | None) -> None:
    from taleweaver.intent.stances import line_stance

    assert line_stance(line) == stance


def test_not_giving_up_takes_the_option_that_tries_again(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "Read the manual on the lid and try again properly",
        "Give up on it and go back upstairs",
        "check the fuse board",
    )
    said = match_respecting_refusal(matcher, "I'm not giving up on this boiler", options)
    assert said.key == key_of("Read the manual on the lid and try again properly"), said
    # an option that only says "again" in passing does not try again
    from taleweaver.intent.stances import option_stances

    assert "persist" not in option_stances("Come again?")
    assert "persist" not in option_stances("Ask her again about the key")


@pytest.mark.parametrize(
    ("options", "line", "taken"),
    [
        (
            ("Thank her and open the safe", "Get the bandage on first", "read the whiteboard"),
            "don't open the safe yet",
            1,
        ),
        (
            ("Take him to the boiler", "Not yet. Ask him about the fire first"),
            "don't take him to the boiler just yet",
            1,
        ),
        (("Ring them anyway", '"All right. Give me five minutes."'), "no, don't ring anyone yet", 1),
    ],
)
def test_not_yet_is_first_this(
    minilm: MiniLMEncoder, options: tuple[str, ...], line: str, taken: int
) -> None:
    matcher = IntentMatcher(minilm)
    said = match_respecting_refusal(matcher, line, choices(*options))
    assert said.key == key_of(options[taken]), said


def test_a_no_without_yet_does_not_put_off(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Thank her and open the safe", "Get the bandage on first", "read the whiteboard")
    assert match_respecting_refusal(matcher, "don't open the safe", options).key != key_of(
        "Get the bandage on first"
    )
    assert clauses("don't take him just yet") == ["don't take him just yet"]


@pytest.mark.parametrize(
    ("line", "remark", "tells"),
    [
        ("my pockets are empty but my hands are strong", False, False),
        ("my legs are so heavy... just ten minutes", False, False),
        ("those sheep will be safe with me on watch tonight", False, False),
        ("that big rock would keep the rain off me", False, False),
        # about someone or something else, still
        ("oddny looks worried", True, False),
        ("the dog could wake up", False, True),
    ],
)
def test_what_the_player_says_of_themselves_is_no_remark(line: str, remark: bool, tells: bool) -> None:
    from taleweaver.intent.asides import remarks, tells_of_others

    assert (remarks(line), tells_of_others(line)) == (remark, tells)


@pytest.mark.parametrize(
    ("line", "option"),
    [
        ("confiscate the mobile", "Take his phone off him"),
        ("call the station for backup", "Phone for help"),
        ("offer him an apology", "Apologise"),
        ("browse the souvenirs", "Look at the gifts"),
        ("ask for the combination", "Ring for the code"),
        ("dive at the manuscript", "Lunge for the book"),
        ("check the channel list", "read the frequency cards"),
    ],
)
def test_everyday_synonyms_share_a_word(line: str, option: str) -> None:
    from taleweaver.intent.lexical import overlap_scores

    assert overlap_scores(line, [(option,)], synonym_share=1.0)[0] > 0


def test_simultaneously_is_all_at_once() -> None:
    from taleweaver.intent.ways import pace

    assert pace("toss every ring simultaneously") == "all at once"


@pytest.mark.parametrize(
    ("line", "plain"),
    [
        ("I couldn't have managed without you.", "thank you."),
        ("none of this is your fault", "it's alright"),
        ("that was not your fault", "it's alright"),
    ],
)
def test_thanks_and_comfort_said_with_a_not(line: str, plain: str) -> None:
    from taleweaver.intent.said_as_not import said_plainly

    assert said_plainly(line) == plain


def test_the_offer_taken_up_is_the_one_choice_neither_refusing_nor_asking(minilm: MiniLMEncoder) -> None:
    from taleweaver.intent.decide import the_offer_taken_up

    options = choices("Sit", "Refuse", '"Who are you?"')
    assert the_offer_taken_up(options) == 0
    said = match_respecting_refusal(IntentMatcher(minilm), "one cup, then", options)
    assert said.key == key_of("Sit"), said
    # an option that accepts in its own words, or two that might, leave it to the words
    assert the_offer_taken_up(choices("Sit", "Accept the drink", "Refuse")) is None
    assert the_offer_taken_up(choices("Sit", "Stand", "Refuse")) is None
