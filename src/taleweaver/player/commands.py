"""Parse one line of player input into a command. Pure; never raises on any input.

A number picks an option only when it is plain: ASCII digits ("2", " 12 "), or said in words ("Two.",
"option 3"). A signed or decimal number ("-1", "+2", "1.5") and other digits ("١", "²") are free text, and
a number too long to be any option's is never converted whole (:func:`option_number`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from taleweaver.intent.normalise import says_signed_number

Verb = Literal[
    "do", "go", "act", "options", "save", "select", "exit", "quit", "help", "number", "text", "bad"
]

COMMANDS: dict[str, str] = {
    "/do ACTION_ID": "take a storyline action",
    "/go SCENE_ID": "walk to a reachable scene",
    "/act SCENE_ACTION_ID": "do something atmospheric in this scene",
    "/options": "show what you can do",
    "/save FILE": "save the game",
    "/select STORY_ID": "pick a story (menu)",
    "/exit": "leave the story, back to the menu",
    "/quit": "stop playing",
    "/help": "this list",
}
_NEEDS_ARG = {"do", "go", "act", "save", "select"}
_NO_ARG = {"options", "exit", "quit", "help"}


@dataclass(frozen=True, slots=True)
class Command:
    verb: Verb
    arg: str = ""


def parse_command(line: str) -> Command:
    text = line.strip()
    if not text.startswith("/"):
        if text.isascii() and text.isdigit():  # "²".isdigit() too, and int() refuses it
            return Command("number", text)
        return Command("text", text)
    name, _, arg = text[1:].partition(" ")
    name, arg = name.lower(), arg.strip()
    if name in _NEEDS_ARG:
        if not arg:
            usage = next(k for k in COMMANDS if k.startswith(f"/{name} "))
            return Command("bad", f"/{name} needs an argument: {usage}")
        return Command(name, arg)  # type: ignore[arg-type]
    if name in _NO_ARG:
        return Command(name)  # type: ignore[arg-type]
    return Command("bad", f"unknown command /{name}. Commands: " + ", ".join(c.split()[0] for c in COMMANDS))


_NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
}
_NUMBER_SAID = re.compile(
    r"^(?:(?:option|number|choice) )?([0-9]+|" + "|".join(_NUMBER_WORDS) + r")(?: please)?$", re.IGNORECASE
)


MOST_DIGITS = 6
"""More digits than any option's number has: a longer number names no option (:func:`option_number`)."""


def option_number(digits: str) -> int:
    """The number a run of ASCII digits says (a ``number`` command's ``arg``), leading zeros aside. One of
    more than :data:`MOST_DIGITS` digits is ``10 ** MOST_DIGITS``, a number no option has: a line of
    thousands of digits is never converted whole (``int`` refuses more than 4,300 digits)."""
    digits = digits.lstrip("0") or "0"
    return int(digits) if len(digits) <= MOST_DIGITS else 10**MOST_DIGITS


def no_option(number: int, count: int) -> str:
    """The answer to a number that picks nothing: "no option 7; options: 1–2" (or "none right now"). A
    number too long to say back (:func:`option_number`) is not repeated."""
    which = f"no option {number}" if number < 10**MOST_DIGITS else "no option with a number that long"
    allowed = "none right now" if not count else "1" if count == 1 else f"1–{count}"
    return f"{which}; options: {allowed}"


_STOP_SAID = re.compile(r"^stop playing(?: now)?(?: please)?$", re.IGNORECASE)


def said_stop(text: str) -> bool:
    """The whole line is "stop playing" ("Stop playing.", "stop playing now, please"): how a player who
    cannot type ``/quit`` stops — by voice (the voice player, the robot), where the line is heard, not
    typed. Said inside a longer line it is free text like any other."""
    return _STOP_SAID.match(" ".join(re.findall(r"[\w']+", text))) is not None


def said_number(text: str) -> int | None:
    """An option's number said in words, as a transcript or a typed line gives it: "Two.", "option 3",
    "number two, please" → the number; anything else ``None`` — a signed or decimal number too ("-1",
    "+2", "1.5": not a way to say an option's number)."""
    if says_signed_number(text):
        return None
    said = _NUMBER_SAID.match(" ".join(re.findall(r"[\w']+", text)))
    if said is None:
        return None
    word = said.group(1).lower()
    return _NUMBER_WORDS.get(word) or option_number(word)
