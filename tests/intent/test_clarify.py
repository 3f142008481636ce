"""Clarify like a person: one question naming the closest options, short answers that settle it."""

from __future__ import annotations

import pytest

from taleweaver.intent.clarify import Named, nudge, question, resolve

KEY = Named("do:take_key", "Take the brass key from its hook")
LEAVE = Named("do:leave_key", "Leave the key where it hangs")
HARBOUR = Named("go:harbor", "Stroll down the hill to the harbour")


def test_the_question_names_two_or_three_options_in_one_sentence() -> None:
    assert question([KEY, LEAVE]) == (
        "Do you mean to take the brass key from its hook, or to leave the key where it hangs?"
    )
    three = question([KEY, LEAVE, HARBOUR, Named("x", "Something else")])
    assert three.count("to ") >= 3
    assert "Something else" not in three
    assert three.endswith("harbour?")
    assert question([KEY]) == "Do you mean to take the brass key from its hook?"


@pytest.mark.parametrize(
    ("answer", "key"),
    [
        ("the first", "do:take_key"),
        ("first one", "do:take_key"),
        ("1", "do:take_key"),
        ("the second", "do:leave_key"),
        ("2", "do:leave_key"),
        ("the last one", "go:harbor"),
        ("yes", "do:take_key"),
        ("yeah", "do:take_key"),
        ("the harbour", "go:harbor"),
        ("the brass one", "do:take_key"),
        ("hangs", "do:leave_key"),
    ],
)
def test_a_short_answer_settles_it(answer: str, key: str) -> None:
    assert resolve(answer, [KEY, LEAVE, HARBOUR]) == key


def test_no_turns_the_question_down_and_other_lines_are_matched_as_usual() -> None:
    assert resolve("no", [KEY, LEAVE]) is False
    assert resolve("neither", [KEY, LEAVE]) is False
    assert resolve("the key one", [KEY, LEAVE]) is None  # both name the key: still unclear
    assert resolve("I think I will walk along the quay to the navy yard gate", [KEY, LEAVE]) is None
    assert resolve("the fifth", [KEY, LEAVE]) is None
    for signed in ("-1", "+2", "−1", "1.5", "option -1"):
        assert resolve(signed, [KEY, LEAVE]) is None, signed  # not a number of the list
    assert resolve("3", [KEY, LEAVE]) is None
    assert resolve("yes", []) is None


def test_the_nudge_is_a_line_not_a_menu() -> None:
    line = nudge("what's the weather like")
    assert line
    assert "1." not in line
    assert line == nudge("what's the weather like")
