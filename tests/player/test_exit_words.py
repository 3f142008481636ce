"""Words that leave a story for the menu: "let's stop" does, "let's stop and help her" is a deed in the story,
and "back to the list" is the story's own where it offers "Back to the checklist"."""

from __future__ import annotations

import pytest

from taleweaver.player.menu import returns_to, wants_to_exit
from taleweaver.player.session import PlaySession


@pytest.mark.parametrize(
    ("text", "leave"),
    [
        ("let's stop", True),
        ("let's stop here", True),
        ("lets stop for now", True),
        ("can we stop now", True),
        ("could I stop playing", True),
        ("back to the list", True),
        ("take me back to the story list", True),
        ("let's stop and help her", False),
        ("let's stop the cart", False),
        ("can we stop him", False),
        ("back to the list of chores", False),
    ],
)
def test_stopping_leaves_the_story_but_stopping_to_do_something_does_not(text: str, leave: bool) -> None:
    assert wants_to_exit(text) is leave


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("back to the list", "list"),
        ("nah, back to the Checklist", "checklist"),
        ("go back to the list of stories", None),
        ("back to the menu", None),
        ("take me back to the story list", None),
        ("I like the list", None),
    ],
)
def test_what_a_line_goes_back_to(text: str, place: str | None) -> None:
    assert returns_to(text) == place


LINE = "nah no time for the pup, back to the list"


def test_back_to_the_list_leaves_a_story_that_offers_no_list(playing: PlaySession) -> None:
    assert playing.handle(LINE).state.mode == "menu"


def test_back_to_the_list_stays_in_a_story_that_offers_the_checklist(
    playing: PlaySession, monkeypatch: pytest.MonkeyPatch
) -> None:
    options = playing.options()
    checklist = options[0].model_copy(update={"label": "Back to the checklist"})
    monkeypatch.setattr(playing, "options", lambda: [checklist, *options[1:]])
    out = playing.handle(LINE)
    assert out.state.mode == "story"
    assert "storyExited" not in [e["type"] for e in out.events]


@pytest.mark.parametrize(
    ("text", "leave"),
    [
        ("I'm bored", True),
        ("i'm bored of this", True),
        ("I'm bored of this game", True),
        ("im done with this story", True),
        ("I'm bored with it", True),
        ("i'm done", True),
        # bored of or done with something else: the player's day, a thing of the story's world
        ("i'm bored of school", False),
        ("I'm bored with my homework", False),
        ("I'm done with the rope", False),
        ("I am done with the map, you can have it", False),
    ],
)
def test_bored_of_the_story_leaves_it_bored_of_something_else_does_not(text: str, leave: bool) -> None:
    assert wants_to_exit(text) is leave
