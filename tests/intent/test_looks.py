"""A person said by how they look: "the old woman who's knitting" is Mrs Gillies, whom the story sees
knitting."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.candidate import IntentDecision, RankedOption
from taleweaver.intent.looks import Face, faces, said_by_look, the_owners
from taleweaver.intent.people import option_words

from .choices import choices

TEXTS = (
    "Mrs Gillies is putting her knitting away. Across the deck Mr Hale, in his camel coat, checks his watch.",
    "The engine stops. Nobody speaks.",
)
ISLA = ("Isla Grant", "An eight-year-old in a pink helmet, stuck on chair fourteen over the gully.")
HAMISH = ("Hamish Grant", "Her grandad, seventy, in a green anorak.")
OPTIONS = choices("Ask Mrs Gillies", "Ask Mr Hale", "Call up to Isla", "Call up to Hamish")


def test_a_face_is_the_description_and_the_sentences_that_name_them() -> None:
    found = dict(faces((ISLA, HAMISH), TEXTS))
    assert {"knit"} <= found["Mrs Gillies"].seen  # "Mrs …" in the text is someone, with no character file
    assert {"camel", "coat"} <= found["Mr Hale"].seen
    assert "engine" not in found["Mrs Gillies"].seen  # a sentence naming no one is no one's
    assert {"pink", "helmet"} <= found["Isla Grant"].described
    assert "grant" not in found["Isla Grant"].described  # their own name is no look
    # "Grant", the surname two share, names neither; a sentence naming both is neither's
    grants = dict(faces((ISLA, HAMISH), ("Grant waves a green mitten.", "Hamish holds Isla's red scarf.")))
    assert not {"mitten", "scarf"} & (grants["Isla Grant"].seen | grants["Hamish Grant"].seen)


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("talk to the old woman who's knitting", "talk to Gillies"),
        ("the knitting lady notices everything", "Gillies notices everything"),
        ("go chat to the bloke in the camel coat", "go chat to Hale"),
        ("shout up to the wee lass in the pink helmet", "shout up to Isla"),
        ("wave at the man in the green anorak", "wave at Hamish"),
        # words that fit anyone are no looks; looks no one has; a line that says no: left as said
        ("ask the old lady", "ask the old lady"),
        ("ask the man in the red hat", "ask the man in the red hat"),
        ("don't bother the woman who's knitting", "don't bother the woman who's knitting"),
    ],
)
def test_said_by_look(line: str, said: str) -> None:
    assert said_by_look(line, faces((ISLA, HAMISH), TEXTS), OPTIONS) == said


def test_two_people_who_look_as_alike_or_one_the_options_do_not_name_is_left_as_said() -> None:
    coat, hat = frozenset({"coat"}), frozenset({"coat", "hat"})
    alike = (("Ada", Face(seen=coat)), ("Bea", Face(seen=hat)), ("Cy", Face(seen=coat)))
    everyone, not_bea = choices("Ask Ada", "Ask Bea", "Ask Cy"), choices("Ask Ada", "Ask Cy")
    assert said_by_look("the woman in the coat", alike, everyone) == "the woman in the coat"
    assert said_by_look("the woman in the hat", alike, everyone) == "Bea"
    assert said_by_look("the woman in the hat", alike, not_bea) == "the woman in the hat"
    # what their character file says outweighs what a sentence says of them
    dressed = (("Ada", Face(described=coat)), ("Cy", Face(seen=coat)))
    assert said_by_look("the woman in the coat", dressed, not_bea) == "Ada"


def test_a_name_said_with_a_word_for_a_person_is_no_look() -> None:
    # science_fair: "this Ashworth bloke" was said as the one person a sentence names beside Ashworth
    people = (("Ashworth", Face()), ("Mr Pym", Face(seen=frozenset({"ashworth", "judg"}))))
    line = "where's this Ashworth bloke then"
    assert said_by_look(line, people, choices("Find Ashworth", "Ask Mr Pym")) == line


def test_a_look_an_option_says_is_left_as_said() -> None:
    # coach_breakdown: "wave the tractor bloke down" is *Flag down the tractor*, not the farmer it brings
    people = (("Len Price", Face(described=frozenset({"farmer", "tractor"}))),)
    line = "jump in the road and wave the tractor bloke down"
    assert said_by_look(line, people, choices("Flag down the tractor", "Ring Len Price")) == line
    assert (
        said_by_look("wave the tractor bloke down", people, choices("Ring Len Price"))
        == "wave Len Price down"
    )


def test_a_person_said_by_look_is_matched_to_the_option_that_names_them(minilm: MiniLMEncoder) -> None:
    # ski_lift at first contact: "the wee lass in the pink helmet" went to her grandad, *Call up to Hamish*
    options = choices("Call up to Isla", "Call up to Hamish", "Radio the top station")
    line = said_by_look("Shout up to the wee lass in the pink helmet", faces((ISLA, HAMISH), ()), options)
    decision = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert decision.key == options[0].key, decision
    assert "isla" in option_words(options)


BAZ = (
    "Baz",
    "The chase-car driver, a big easygoing man in a pickup truck who has followed balloons for years.",
)
WALTER = (
    "Walter Pike",
    "A seventy-eight-year-old plot-holder who has worked plot fourteen for forty-one years.",
)
PLACES = choices("The Chase Car", "The Launch Field", "Plot Fourteen", "The Shed Row")
CAR, FIELD, PLOT, SHEDS = (c.key for c in PLACES)


def asked(*scores: tuple[str, float]) -> IntentDecision:
    options = tuple(RankedOption(key=key, label=key, score=score) for key, score in scores)
    return IntentDecision(outcome="clarify", reason="ambiguous", options=options)


def test_a_place_said_by_its_owner_is_the_one_their_description_says() -> None:
    people = faces((BAZ, WALTER), ())
    taken = the_owners("back to Baz's truck", asked((FIELD, 0.52), (CAR, 0.47), (PLOT, 0.2)), people, PLACES)
    assert taken is not None
    assert (taken.outcome, taken.key, taken.score) == ("matched", CAR, 0.47)
    assert [o.key for o in taken.options] == [CAR, FIELD, PLOT]
    taken = the_owners("head over to Walter's patch", asked((PLOT, 0.5), (SHEDS, 0.48)), people, PLACES)
    assert taken is not None
    assert taken.key == PLOT


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        # no owner said, or one the story does not know
        ("back to the truck", asked((FIELD, 0.52), (CAR, 0.47))),
        ("back to Ken's truck", asked((FIELD, 0.52), (CAR, 0.47))),
        # the description says nothing of either option, or of both
        ("back to Walter's truck", asked((FIELD, 0.52), (CAR, 0.47))),
        # the two are far apart: the matcher asked for another reason
        ("back to Baz's truck", asked((FIELD, 0.72), (CAR, 0.47))),
    ],
)
def test_otherwise_the_question_stands(text: str, decision: IntentDecision) -> None:
    assert the_owners(text, decision, faces((BAZ, WALTER), ()), PLACES) is None


def test_what_a_sentence_says_near_the_owner_is_no_ownership() -> None:
    # only the character file counts: "Hattie's hives" is not the beer tent a sentence saw her cross
    hattie = (("Hattie Voss", Face(seen=frozenset({"beer", "tent"}))),)
    tents = choices("The Beer Tent", "The Apiary Corner")
    beer, apiary = (c.key for c in tents)
    assert (
        the_owners("head over to Hattie's hives", asked((beer, 0.4), (apiary, 0.38)), hattie, tents) is None
    )
