"""Session 63's levers, read from wrong actions at first contact: a purpose given after the deed ("…so he can
run to her") is not the deed; a thing put somewhere ("bung it in the van") moves no player; an opinion of
where someone is best off looks at nothing; people got to their places go nowhere; and a name called first
may pull a line to a deed done to that person that shares nothing else with it."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.asides import judges_their_lot
from taleweaver.intent.cues import asks_someone_to
from taleweaver.intent.purpose import deed_for_a_purpose
from taleweaver.intent.ways import places_a_thing, takes_someone_there

from .choices import choices, story_options


@pytest.mark.parametrize(
    ("line", "deed"),
    [
        ("pop him over the railings so he can run to her", "pop him over the railings"),
        ("get up on the wheelie bin so i can see over everyone", "get up on the wheelie bin"),
        ("do you mind unzipping it so that we could both be sure?", "do you mind unzipping it"),
        # a reason, and the deed follows "so": no purpose
        ("it's late so I'll go home", None),
        # a purpose that does not end the line gives way to what follows it
        ("the hens are still locked in so the food can wait, drop it and go", None),
        ("so I can see", None),
    ],
)
def test_the_deed_done_for_a_purpose(line: str, deed: str | None) -> None:
    assert deed_for_a_purpose(line) == deed


def test_a_purpose_is_not_the_deed(minilm: MiniLMEncoder) -> None:
    # marathon_station at first contact: "so he can run to her" took *Hold on to him till she sees him*
    options = choices("Lift Ollie over the barrier", "Shout her number", "Hold on to him till she sees him")
    matcher = IntentMatcher(minilm)
    said = match_respecting_refusal(matcher, "pop him over the railings so he can run to her", options)
    assert not said.matched, said
    # a deed that still leads without its purpose keeps its option
    said = match_respecting_refusal(matcher, "lift Ollie over the barrier so she can see him", options)
    assert (said.outcome, said.key) == ("matched", options[0].key), said


@pytest.mark.parametrize(
    ("line", "places"),
    [
        ("sod it, bung it in the van as it is", True),
        ("put the rings in my pocket", True),
        ("chuck the case onto the roof", True),
        ("get in the van", False),
        ("go to the van", False),
        ("take the kid to the skipper", False),
    ],
)
def test_a_thing_put_somewhere(line: str, places: bool) -> None:
    assert places_a_thing(line) is places


def test_a_thing_put_somewhere_is_no_move(minilm: MiniLMEncoder) -> None:
    # moving_day at first contact: "bung it in the van" went out to the van, the piano left behind
    options = story_options("moving_day", "piano_front_room")
    matcher = IntentMatcher(minilm)
    line = "sod it, bung it in the van as it is, we'll sort it at the other end"
    said = match_respecting_refusal(matcher, line, options)
    assert not said.matched, said
    said = match_respecting_refusal(matcher, "get in the van", options)
    assert (said.outcome, said.key) == ("matched", "go:van"), said


def test_people_got_to_their_places_go_nowhere() -> None:
    assert not takes_someone_there("get everybody to their places for the opening")
    assert not takes_someone_there("get the kids on their feet")
    assert takes_someone_there("get the kids into the hay barn")


@pytest.mark.parametrize(
    ("line", "judges"),
    [
        ("she's better off up there as a scarecrow", True),
        ("he's safer up there than dropping twelve feet into the mud", True),
        ("they'd be happier at home", True),
        ("look at the scarecrow up there", False),
        ("is she better?", False),
    ],
)
def test_an_opinion_of_where_someone_is_best_off(line: str, judges: bool) -> None:
    assert judges_their_lot(line) is judges


def test_an_opinion_looks_at_nothing(minilm: MiniLMEncoder) -> None:
    # harvest_fair_night at first contact: *look along the row of scarecrows* at 0.59
    options = story_options("harvest_fair_night", "stan_sees_scarecrow")
    line = "think how proud that boy'll be, she's better off up there as a scarecrow"
    said = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert said.key != "act:look_along_scarecrows", said


def test_a_name_called_pulls_no_line_to_a_deed_done_to_them(minilm: MiniLMEncoder) -> None:
    # ski_lift at first contact: the name called first took *Ask Ewan what happened*
    options = choices(
        "Ask Ewan what happened", "Tell him to get it moving, now", "Hand him your flask of tea"
    )
    said = match_respecting_refusal(IntentMatcher(minilm), "oi ewan, get this thing shifting pronto", options)
    assert said.key != options[0].key, said


def test_a_name_not_called_is_left_to_the_sentence_model(minilm: MiniLMEncoder) -> None:
    # a name said last, or whose thing is named, is most often the deed done to them ("phone Clive")
    options = choices("Ring Clive", "Look for batteries in the back room", "Escape to the bar")
    said = match_respecting_refusal(IntentMatcher(minilm), "phone Clive", options)
    assert (said.outcome, said.key) == ("matched", options[0].key), said


def test_a_name_that_is_the_deed_still_takes_it(minilm: MiniLMEncoder) -> None:
    # the rest of the line says the deed done to them: the name carries nothing on its own
    options = choices(
        "Ask Ewan what happened", "Tell him to get it moving, now", "Hand him your flask of tea"
    )
    said = match_respecting_refusal(IntentMatcher(minilm), "ewan, what happened here?", options)
    assert (said.outcome, said.key) == ("matched", options[0].key), said


def test_a_phrase_of_the_option_outweighs_its_name(minilm: MiniLMEncoder) -> None:
    # ferry_terminal_strike (first contact): without "Custard" the line ranked another option first, so the
    # name was taken for the pull — but the line says the option's "there you go"
    options = choices(
        '"There you go, Custard. Snug as a bug."', "Go through to the café", "Check on the drivers"
    )
    line = "there you go Custard, nice and toasty now"
    said = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert (said.outcome, said.key) == ("matched", options[0].key), said


@pytest.mark.parametrize(
    ("label", "asks_to"),
    [
        ("Ask Dylan to play back what it recorded", True),
        ("Ask Granny who she thinks is stealing the apples", False),
        ("Ask him to explain what happened", True),
        ("Ask Morag what to do", False),
    ],
)
def test_an_option_that_asks_someone_to_do_a_deed(label: str, asks_to: bool) -> None:
    assert asks_someone_to(label) is asks_to


def test_a_request_for_the_deed_someone_is_asked_to_do(minilm: MiniLMEncoder) -> None:
    # science_fair (first contact): "can we…" asks leave for a deed, and the option asks Dylan to do it
    options = story_options("science_fair", "robot_in_hand")
    said = match_respecting_refusal(IntentMatcher(minilm), "can we watch what it recorded?", options)
    assert (said.outcome, said.key) == ("matched", "do:watch_footage"), said
