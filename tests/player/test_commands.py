"""Parsing a line of player input: numbers, free text, slash commands; never raises."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from taleweaver.player.commands import COMMANDS, Command, parse_command, said_number


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
    ],
)
def test_an_options_number_said_in_words(text: str, number: int | None) -> None:
    assert said_number(text) == number
