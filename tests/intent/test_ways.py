"""Which way a line goes: moves and the options that move, directions and their opposites, places named by
their owner, alone or together, one at a time or all at once."""

from __future__ import annotations

import pytest

from taleweaver.intent.ways import company, motion_option, moves, opposite_way, pace, to_someones_place, ways


def test_lines_that_go_somewhere_and_the_options_that_move() -> None:
    assert moves("head to the docks")
    assert moves("ok let's go up to the bridge")
    assert moves("back to the cottage")
    assert not moves("sneak down there real quiet")
    assert not moves("look at the maps")
    assert motion_option("go:harbor", "Stroll down the hill to the harbour")
    assert motion_option("do:leave", "Walk out of the tavern")
    assert not motion_option("act:listen", "listen to the fiddler's song")


def test_a_where_question_seeks_a_way_and_a_compass_link_is_one() -> None:
    assert moves("where can I leave my coat?")  # the Cloak of Darkness foyer: the cloakroom is west
    assert moves("Where should we hide?")
    assert not moves("where is the key?")  # asks about a thing
    assert motion_option("do:west", "west")
    assert motion_option("do:up", "Upstairs.")
    assert not motion_option("do:cloak", "cloak")
    assert not motion_option("do:westward_ho", "Read Westward Ho")


def test_an_option_heading_the_other_way() -> None:
    assert opposite_way(ways("go up to the bridge"), "Climb down the ladder into the hold")
    assert opposite_way(ways("head downstairs"), "Creep up the stairs")
    assert not opposite_way(ways("go up to the bridge"), "Knock on the wheelhouse door")
    assert not opposite_way(ways("climb up and down"), "Climb down the ladder")
    assert not opposite_way(ways("take the key"), "Climb down the ladder")


def test_a_place_named_by_its_owner_is_a_move() -> None:
    for line in ("to the captain's", "back to granny's", "let's go over to Tam's", "head into the keeper's"):
        assert to_someones_place(line), line
    for line in ("tell the captain", "the captain's lamp", "to the captain's cabin"):
        assert not to_someones_place(line), line


def test_an_errand_to_someone_is_not_a_move() -> None:
    assert not moves("go tell the skipper something's down in the hold")
    assert not moves("go and get granny")
    assert moves("go down to the hold")


def test_getting_on_a_boat_is_the_other_way_from_staying_behind() -> None:
    assert opposite_way(ways("get on the boat"), "Stay behind on the quay and let the ferry go")
    assert not opposite_way(ways("get on the boat"), "Walk up the gangplank onto the ferry")
    assert opposite_way(ways("stay behind"), "Walk up the gangplank onto the ferry")


def test_a_visit_is_a_move() -> None:
    assert moves("visit the coat check")
    assert moves("let's visit the fortune teller")


@pytest.mark.parametrize("line", ["then I'll do it without you", "i'll just shove the thing out myself!"])
def test_doing_it_yourself_is_going_alone(line: str) -> None:
    assert company(line) == "alone"


def test_pulling_yourself_together_is_no_company_and_no_pace() -> None:
    # an idiom for calming down: not "all together", not "together with us"
    for line in ("Tell him to pull himself together", "pull yourselves together, lads"):
        assert company(line) is None
        assert pace(line) is None
    assert company("we go together") == "together"
    assert pace("throw them all together") == "all at once"
    assert company("I myself think so") is None  # "myself" ends the line only when it does the deed
