"""Parsing a line of player input: numbers, free text, slash commands; never raises."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from taleweaver.player.commands import (
    COMMANDS,
    MOST_DIGITS,
    Command,
    no_option,
    option_number,
    parse_command,
    said_number,
    said_stop,
)


@pytest.mark.parametrize(
    ("line", "command"),
    [
        ("3", Command("number", "3")),
        ("  12 ", Command("number", "12")),
        ("greet the captain", Command("text", "greet the captain")),
        ("", Command("text", "")),
        ("/do offer_help", Command("do", "offer_help")),
        ("/go   quay ", Command("go", "quay")),
        ("/act examine_nets", Command("act", "examine_nets")),
        ("/save game.json", Command("save", "game.json")),
        ("/select story_cove", Command("select", "story_cove")),
        ("/DO offer_help", Command("do", "offer_help")),
        ("/options", Command("options")),
        ("/exit", Command("exit")),
        ("/quit", Command("quit")),
        ("/help", Command("help")),
        ("/options please", Command("options")),
        ("-1", Command("text", "-1")),  # signed, decimal or other digits: free text, never a number
        ("+2", Command("text", "+2")),
        ("1.5", Command("text", "1.5")),
        ("²", Command("text", "²")),  # "²".isdigit(), but int("²") raises
        ("١", Command("text", "١")),
    ],
)
def test_parse(line: str, command: Command) -> None:
    assert parse_command(line) == command


@pytest.mark.parametrize("verb", ["do", "go", "act", "save", "select"])
def test_a_command_missing_its_argument_says_the_usage(verb: str) -> None:
    command = parse_command(f"/{verb}")
    assert command.verb == "bad"
    assert f"/{verb} needs an argument: /{verb} " in command.arg


def test_an_unknown_command_lists_the_commands() -> None:
    command = parse_command("/dance wildly")
    assert command.verb == "bad"
    assert "unknown command /dance" in command.arg
    for usage in COMMANDS:
        assert usage.split()[0] in command.arg


@given(st.text())
def test_never_raises(line: str) -> None:
    command = parse_command(line)
    assert command.verb in {
        "do",
        "go",
        "act",
        "options",
        "save",
        "select",
        "exit",
        "quit",
        "help",
        "number",
        "text",
        "bad",
    }


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("Two.", 2),
        ("option 3", 3),
        ("number two, please", 2),
        ("choice four", 4),
        ("one more thing", None),
        ("the second", None),  # an ordinal answers a clarify question, not the option list
        ("twelve", None),
        ("-1", None),  # a sign, a decimal point: not a way to say an option's number
        ("+2", None),
        ("option -1", None),
        ("option − 3", None),
        ("–2", None),
        ("1.5", None),
        ("1,000", None),
        ("١", None),  # digits other than 0-9
        ("2.", 2),
        ("007", 7),
    ],
)
def test_an_options_number_said_in_words(text: str, number: int | None) -> None:
    assert said_number(text) == number


@pytest.mark.parametrize(
    ("digits", "number"), [("3", 3), ("0", 0), ("000", 0), ("0012", 12), ("999999", 999999)]
)
def test_option_number_reads_plain_digits(digits: str, number: int) -> None:
    assert option_number(digits) == number


@pytest.mark.parametrize("digits", ["1" * (MOST_DIGITS + 1), "9" * 2000, "7" * 5000])
def test_a_number_too_long_for_any_option_is_never_converted_whole(digits: str) -> None:
    """``int()`` refuses more than 4,300 digits: 5,000 typed was a ValueError (a traceback)."""
    assert option_number(digits) == 10**MOST_DIGITS
    assert said_number(f"option {digits}") == 10**MOST_DIGITS
    assert no_option(option_number(digits), 2) == "no option with a number that long; options: 1–2"


@pytest.mark.parametrize(
    ("number", "count", "said"),
    [
        (9, 5, "no option 9; options: 1–5"),
        (0, 2, "no option 0; options: 1–2"),
        (2, 1, "no option 2; options: 1"),
        (1, 0, "no option 1; options: none right now"),
    ],
)
def test_no_option_says_which_numbers_there_are(number: int, count: int, said: str) -> None:
    assert no_option(number, count) == said


@pytest.mark.parametrize(
    "text", ["stop playing", "Stop playing.", "stop playing now, please", "STOP PLAYING!"]
)
def test_stop_playing_said_as_the_whole_line_is_how_a_voice_stops(text: str) -> None:
    assert said_stop(text)


@pytest.mark.parametrize(
    "text", ["stop", "stop the ship", "don't stop playing", "stop playing the drum", "quit"]
)
def test_stop_playing_inside_other_words_is_free_text(text: str) -> None:
    assert not said_stop(text)
