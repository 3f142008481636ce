"""Asides: remarks, questions about the world, what others could do or the player once did, small talk to
the listener, a way left open (`taleweaver.intent.asides`)."""

from __future__ import annotations

import pytest

from taleweaver.intent.asides import (
    asks_after_the_listener,
    asks_the_listener,
    leaves_the_way_open,
    recalls,
    remarks,
    tells_of_others,
    wonders,
)


def test_a_remark_is_one_clause_about_someone_or_something() -> None:
    for line in ("oddny looks worried", "the lantern is on a hook", "brann is in the wheelhouse"):
        assert remarks(line), line
    for line in ("I'm tired", "you look tired", "the door is locked, so open it", "what is that?", "take it"):
        assert not remarks(line), line


def test_what_someone_else_could_or_already_does_is_told_not_asked() -> None:
    for line in (
        "the dog could wake up any minute",
        "the pell boys keep watch for their dad",
        "the captain already knows about the hold",
        "I already bought a chart last week",
    ):
        assert tells_of_others(line), line
    for line in (
        "some things should stay where they are",
        "I'll keep watch",
        "keep watch",
        "the lamp, take it",
        # session 43: a name and a modal before "you" asks; "better" is no one; a deed of the player's own
        # follows what another can do
        "tessa can u google that lock",
        "walter could you go over it again",
        "better keep my hands to myself",
        "the countess can wait two minutes while I deal with the lift",
    ):
        assert not tells_of_others(line), line


def test_what_would_happen_if_is_a_question_about_the_world() -> None:
    for line in (
        "would you keep watch if you were me?",
        "what would the captain do if I brought you up?",
        "if I hide you, will you behave?",
    ):
        assert wonders(line), line
    assert not wonders("would you like some tea?")  # an offer


def test_a_remark_after_an_opener_is_still_a_remark() -> None:
    assert remarks("alright, those apples are safe with me")
    assert remarks("look, the lantern is on a hook")
    assert not remarks("alright, take the lantern")


@pytest.mark.parametrize(
    ("line", "recalled"),
    [
        ("caves give me the creeps, i went in one as a kid", True),
        ("we went fishing there on holiday", True),
        ("I saw a fox in that barn last week", True),
        ("we used to swim here when i was small", True),
        ("I remember when the river froze", True),
        # no time long past: a deed now, or only a way known
        ("i went into the cave", False),
        ("I'll go there on holiday", False),
        ("I remember the way", False),
        ("the fox was here last week", False),  # someone else's past, not the player's
    ],
)
def test_a_line_that_tells_of_the_players_own_past(line: str, recalled: bool) -> None:
    assert recalls(line) is recalled


def test_asking_a_name_or_an_age_or_a_distance_is_wondering() -> None:
    assert wonders("what's the ferryman's name?")
    assert wonders("how far is the mill?")
    assert wonders("Gran, how old are you?")  # the address before the question is set aside
    assert not wonders("what's the plan?")
    assert not wonders("how do I open it?")


@pytest.mark.parametrize(
    ("line", "asks"),
    [
        ("do you ever get hungry reading this stuff?", True),
        ("have you ever been to sea?", True),
        ("so did you ever find out who did it?", True),
        ("do you know where the key is?", False),
        ("did you see anyone come through here?", False),
    ],
)
def test_a_question_about_the_listeners_own_life(line: str, asks: bool) -> None:

    assert asks_after_the_listener(line) is asks


@pytest.mark.parametrize(
    ("line", "asks"),
    [
        ("who are you here to see?", True),
        ("ok, what do you want from me?", True),
        ("sorry. where are you going?", True),
        ("what's on the shelf?", False),  # about a thing, not the listener
        ("who left this here?", False),
    ],
)
def test_a_question_to_the_listener_about_themselves(line: str, asks: bool) -> None:

    assert asks_the_listener(line) is asks


@pytest.mark.parametrize(
    ("line", "open_way"),
    [
        ("ok let's get this back to Suri somehow", True),
        ("one way or another we're getting in", True),
        ("whatever it takes, captain, i'm yours", False),  # a pledge, not a way left open
        ("let's get this back to Suri", False),
    ],
)
def test_a_line_that_leaves_the_way_open(line: str, open_way: bool) -> None:

    assert leaves_the_way_open(line) is open_way


def test_what_the_one_spoken_to_knows_is_told_not_asked_for() -> None:
    assert tells_of_others("you know this broth better than you think")
    assert tells_of_others("you always did have a good nose")
    assert not tells_of_others("you know what, I'll take the lantern")
    assert not tells_of_others("you know the way, so lead on")  # two clauses: a request follows
