"""The phrase table of lines said with a "not" that refuse nothing (``intent/said_as_not.py``)."""

from __future__ import annotations

import pytest

from taleweaver.intent.said_as_not import said_plainly


@pytest.mark.parametrize(
    ("said", "plainly"),
    [
        ("why don't we ask her", "let's ask her"),
        ("I'm not leaving without the book", "I want the book"),
        ("I'm not going back without that notebook", "I want that notebook"),
        ("I'm not backing down", "I'll stand firm"),
        ("don't be scared, I'll help", "it's alright, I'll help"),
        ("don't make a sound, hide", "without a sound, hide"),
        ("don't you have any idea?", "do you have any idea?"),
        ("I can't let you do this alone", "I'll come and help"),
        ("I won't budge", "stay still"),
        ("mum's the word kid, I won't grass", "mum's the word kid, I'll keep your secret"),
        ("keep still and say nothing", "keep still and quiet"),
        ("that's not enough gold", "I want more gold"),
        ("it's ok, I won't hurt you", "it's ok, it's alright, I'm a friend"),
        ("no thief will get past me tonight", "I'll stand guard tonight"),
    ],
)
def test_a_line_said_with_a_not_that_refuses_nothing_is_said_plainly(said: str, plainly: str) -> None:
    assert said_plainly(said) == plainly


def test_a_refusal_is_left_as_said() -> None:
    for line in ("I don't want the map", "don't wake the dog", "I won't pay"):
        assert said_plainly(line) == line
