"""A story's people named by what they do: "sort out the reporter" is "sort out Theo"."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentCandidate, IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.people import called, option_words, people_in_text, roles_of, said_by_name

from .choices import choices

THEO = ("Theo Marsh", "A reporter from the Coast Herald, three days into a profile of Hallvard.")
INGRID = ("Dr. Ingrid Hallvard", "The observatory's senior volcanologist: sixty-one, brilliant.")
BENNO = ("Constable Benno Arruda", "The only police officer in the village of Lessa.")
ELLIE = ("Ellie Pask", "A nine-year-old in pyjamas and wellies, waiting in reception.")
NELL = ("Nell Pryce", "Walter's daughter, who has walked two miles through the blizzard.")
WALT = ("Walt Brenner", "A seventy-eight-year-old plot-holder who says little.")


@pytest.mark.parametrize(
    ("person", "roles"),
    [
        (THEO, {"reporter"}),
        (INGRID, {"doctor", "scientist"}),  # the title, and the description
        (BENNO, {"police officer"}),
        (ELLIE, {"kid"}),
        (WALT, set()),  # an old man is no kid
        # only the first clause says what someone is (kin too): not whom they are with
        (("Nell Pryce", "Walter's daughter, who came to see the doctor."), {"daughter"}),
        (("Rosa", "Rosa Castellano, Teo's mother, who runs the dining room."), {"mother"}),
    ],
)
def test_roles_of(person: tuple[str, str], roles: set[str]) -> None:
    assert roles_of(*person) == roles


def test_called_drops_titles_and_honorifics() -> None:
    assert called("Dr. Ingrid Hallvard") == "Ingrid Hallvard"
    assert called("Mrs Marigold Fenwick") == "Marigold Fenwick"
    assert called("Captain Brann") == "Brann"
    assert called("Captain") == "Captain"


def _people(*persons: tuple[str, str]) -> list[tuple[str, frozenset[str]]]:
    return [(name, roles_of(name, description)) for name, description in persons]


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("first I need to sort out the reporter", "first I need to sort out Theo"),
        ("that journalist is trouble", "Theo is trouble"),
        ("the doc should see this", "Hallvard should see this"),
        ("call the cop", "call Benno"),
        ("give the little one a hug", "give Ellie a hug"),
        # kin said with his/her/their: the story's one daughter
        ("get his daughter to persuade him", "get Nell to persuade him"),
        # no such role, a possessive (a place: "the captain's"), a refusal: left as said
        ("ask the old man", "ask the old man"),
        ("knock on the reporter's door", "knock on the reporter's door"),
        ("I don't want to scare the kid", "I don't want to scare the kid"),
    ],
)
def test_said_by_name(line: str, said: str) -> None:
    people = _people(THEO, INGRID, BENNO, ELLIE, WALT, NELL)
    assert said_by_name(line, people, {"theo", "hallvard", "benno", "ellie", "walt", "nell"}) == said


def test_a_role_said_as_whose_is_said_as_the_options_say_whose() -> None:
    idris = _people(("Idris", "the guide you hired in Araouane"))
    named = option_words([IntentCandidate(key="do:search", label="x", texts=("Search Idris's saddlebags",))])
    assert {"idris", "idris's"} <= named
    line = "look through the guide's bags while he sleeps"
    assert said_by_name(line, idris, named) == "look through Idris's bags while he sleeps"
    # where the options never say whose ("Knock on the guide's door"), the possessive is left as said
    assert said_by_name(line, idris, {"idris", "search"}) == line


def test_a_role_two_people_share_or_nobody_on_offer_has_is_left_as_said() -> None:
    two = _people(THEO, ("Ada Lin", "A journalist from the Gazette."))
    assert said_by_name("ask the reporter", two, {"theo", "ada"}) == "ask the reporter"
    # Theo is named by no option here
    assert said_by_name("ask the reporter", _people(THEO), {"hallvard"}) == "ask the reporter"


def test_one_person_met_twice_is_one_holder_said_by_every_name_the_options_use() -> None:
    # a character file and the text's "Gilbert Thorne, the critic" are one person
    twice = _people(
        ("Gilbert Thorne", "The critic of the Coastal Gazette."), ("Gilbert Thorne", "the critic")
    )
    assert (
        said_by_name("a word with the reviewer", twice, {"gilbert", "thorne"}) == "a word with Gilbert Thorne"
    )


def test_people_in_text() -> None:
    text = (
        'From the stern comes the voice of Bruno Kessler, the engineer: "Don\'t touch that."',
        "The skipper, Brann, waves you over.",
        "Wren, who is nine, presses her nose to the glass.",
    )
    assert dict(people_in_text(text)) == {"Bruno Kessler": {"engineer"}, "Brann": {"captain"}}


def test_a_person_said_by_role_is_matched_to_the_option_that_names_them(minilm: MiniLMEncoder) -> None:
    options = choices("Deal with Theo first", "Wake Hallvard", "Radio Benno in the village")
    people = _people(THEO, INGRID, BENNO)
    line = said_by_name("first I need to sort out the reporter", people, option_words(options))
    decision = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert decision.key == options[0].key, decision


def test_an_animal_the_story_names_is_said_by_its_name() -> None:
    people = people_in_text(
        ("From the dome comes a hoot. Minerva, the tawny owl who has lived up there, stirs.",)
    )
    assert people == (("Minerva", frozenset({"owl"})),)
    assert said_by_name("give the owl a biscuit", people, {"minerva"}) == "give Minerva a biscuit"


def test_leaving_someone_alone_keeps_them_as_said() -> None:
    # by name the line would share "Pepper" with *Let Pepper sniff*: leaving the dog alone is no deed with it
    people = (("Pepper", frozenset({"dog"})),)
    line = "leave the dog alone and get back to work"
    assert said_by_name(line, people, {"pepper"}) == line
    assert said_by_name("let the dog sniff", people, {"pepper"}) == "let Pepper sniff"
