"""Menu cues: asking about a story describes it, choosing one enters it, "I'm bored, exit" leaves a story;
stories are named by id or title words; the narrator's menu lines."""

from __future__ import annotations

import pytest

from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.player.menu import (
    asks_for_the_other,
    declined_story,
    description_line,
    listing_line,
    menu_cue,
    named_story,
    names_a_story,
    names_something,
    unknown_story_line,
    wants_to_exit,
)

ENGINE = StoryEngine(load_library_from())


@pytest.mark.parametrize(
    ("text", "cue", "story"),
    [
        ("Tell me about the pirate story", "describe", "pirates"),
        ("what is the pirate one about?", "describe", "pirates"),
        ("What's the lantern one like?", "describe", "pirates"),
        ("tell me more about Bramble Books", "describe", "bramble_books"),
        ("describe the bramble one", "describe", "bramble_books"),
        ("tell me about that one", "describe", None),
        ("let's play it", "enter", None),
        ("that one", "enter", None),
        ("Let's play the pirate one", "enter", "pirates"),
        ("yes please", "enter", None),
        ("I'll take the bookshop one", "enter", None),
        ("the pirate story please", None, "pirates"),
        ("hello there", None, None),
        # each of these was entered (or described) wrongly before session 32
        ("so what's the deal with the pirate story", "describe", "pirates"),
        ("give me the gist of the drowned lantern", "describe", "pirates"),
        ("what's the lantern one", "describe", "pirates"),
        ("explain the ghost one", "describe", None),
        ("is the bookshop one scary?", "describe", None),
        ("can we do the ghost one?", "enter", None),
        ("cool, let's start", "enter", None),
        ("alright, begin!", "enter", None),
    ],
)
def test_describe_and_enter_are_different_intents(text: str, cue: str | None, story: str | None) -> None:
    assert menu_cue(text) == cue
    assert named_story(ENGINE, text) == story


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("tell me about the dragon story", True),
        ("what is the dragon one about?", True),
        ("let's play it", False),
        ("that one", False),
        ("tell me about that one", False),
        ("yes please", False),
    ],
)
def test_whether_the_words_name_a_story(text: str, names: bool) -> None:
    assert names_something(text) is names


@pytest.mark.parametrize(
    ("text", "leave"),
    [
        ("I'm bored, exit", True),
        ("exit", True),
        ("take me back to the menu", True),
        ("I want to stop the story", True),
        ("stop playing", True),
        ("let me pick another story", True),
        ("go back to the list of stories", True),
        ("I want a different story", True),
        ("can we stop now?", True),
        ("enough of this, take me back!", True),
        ("take me back to the ship", False),
        ("I show him respect", False),
        ("let's go to the docks", False),
        ("I walk out of the tavern", False),
        # a clause that says no is no wish to leave
        ("don't exit", False),
        # a bare "exit" ends the line, unless a word before it makes it a door
        ("ok, exit please", True),
        ("I'm board exit.", True),  # "bored" as a transcriber heard it
        ("can I exit?", True),
        ("read the notice on the emergency exit", False),
        ("take the exit", False),
        ("use the fire exit", False),
        ("I don't want to stop playing", False),
        ("no, don't go back to the menu", False),
    ],
)
def test_wanting_to_leave_a_story(text: str, leave: bool) -> None:
    assert wants_to_exit(text) is leave


def test_the_narrators_lines() -> None:
    pirates = ENGINE.library.stories["pirates"]
    bramble = ENGINE.library.stories["bramble_books"]
    listing = listing_line(ENGINE)
    assert listing.startswith(f"I have 2 stories for you: {bramble.title} and {pirates.title}.")
    assert pirates.description in description_line(pirates)
    assert unknown_story_line(ENGINE).startswith("I don't have that story. I have 2 stories")


@pytest.mark.parametrize(
    ("text", "cue", "story"),
    [
        ("the dragon story please", False, True),
        ("hello there", False, False),
        ("tell me about the dragon", True, True),
        ("let's play it", True, False),
        # asking for the list names no story: the narrator lists them, never "I don't have that story"
        ("what stories are there", False, False),
        ("which stories have you got?", False, False),
        ("list all the stories", False, False),
        ("show me the options", False, False),
        ("are there any tales about pirates", False, True),
    ],
)
def test_whether_a_story_was_named(text: str, cue: bool, story: bool) -> None:
    assert names_a_story(text, cue=cue) is story


@pytest.mark.parametrize(
    ("text", "other"),
    [
        ("the other one", True),
        ("let us do the other one", True),
        ("how about the other story?", True),
        ("another one", True),
        ("something else", True),
        ("a different story please", True),
        ("the pirate one", False),
        ("let's play it", False),
        ("neither", False),
    ],
)
def test_asking_for_the_other_story(text: str, other: bool) -> None:
    assert asks_for_the_other(text) is other


def test_the_other_cue_enters_unless_asked_as_a_question() -> None:
    assert menu_cue("let us do the other one") == "enter"
    assert menu_cue("the other one") == "enter"
    assert menu_cue("the other one?") == "describe"


@pytest.mark.parametrize(
    ("refusal", "declined"),
    [
        ("", None),
        ("I don't want pirates", "pirates"),
        ("not the bramble one", "bramble_books"),
        # naming no story, a refusal turns down the one just talked about
        ("not that one", "bramble_books"),
        ("no", "bramble_books"),
        ("I don't want to play it", "bramble_books"),
        # a story the shelf lacks is none of them
        ("not the dragon story", None),
    ],
)
def test_the_story_a_refusal_turns_down(refusal: str, declined: str | None) -> None:
    assert declined_story(ENGINE, refusal, talked_about="bramble_books") == declined


def test_enough_of_the_story_exits_but_enough_of_a_thing_in_it_does_not() -> None:
    assert wants_to_exit("enough of this")
    assert wants_to_exit("ok, enough of this story")
    assert not wants_to_exit("enough of this wreck. get me back to the Magpie")


def test_being_done_where_the_story_offers_a_way_to_give_up_is_that_way() -> None:
    from taleweaver.player.menu import gives_up, names_the_menu

    assert gives_up("Sit on a bench and give up")
    assert not gives_up("Walk to the park")
    assert gives_up("Not my job. Walk away.")
    assert gives_up("Walk off to the beer tent")
    assert names_the_menu("I'm done, back to the menu")
    assert not names_the_menu("sod this, I'm done")


@pytest.mark.parametrize(
    ("text", "leaves"),
    [
        ("I'm done", True),
        ("I'm done here", True),
        ("ok I'm bored", True),
        # a condition is no goodbye
        ("if I'm done here I'll take a walk up the high street", False),
        ("when I'm done with the map, I'll go", False),
    ],
)
def test_done_is_a_goodbye_unless_it_is_a_condition(text: str, leaves: bool) -> None:
    assert wants_to_exit(text) is leaves
