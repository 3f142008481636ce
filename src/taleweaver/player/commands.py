"""Parse one line of player input into a command. Pure; never raises on any input."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

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
        if text.isdigit():
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
    r"^(?:(?:option|number|choice) )?(\d+|" + "|".join(_NUMBER_WORDS) + r")(?: please)?$", re.IGNORECASE
)


def said_number(text: str) -> int | None:
    """An option's number said in words, as a transcript or a typed line gives it: "Two.", "option 3",
    "number two, please" → the number; anything else ``None``."""
    said = _NUMBER_SAID.match(" ".join(re.findall(r"[\w']+", text)))
    if said is None:
        return None
    word = said.group(1).lower()
    return _NUMBER_WORDS.get(word) or int(word)
