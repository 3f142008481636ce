"""Which way a line goes: moves and the options that move, directions and their opposites, places named by
their owner."""

from __future__ import annotations

from taleweaver.intent.ways import motion_option, moves, opposite_way, to_someones_place, ways


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
