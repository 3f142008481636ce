"""What the player asks or tells someone through the narrator ("ask him if he took it", "tell her I'll be
right there") is said to the person's face ("you took it?", "I'll be right there"), the way a story's quoted
choice says it (*"Did you take it, Mr. Finch?"*, *"Countess, I'm coming up at once."*). Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence

from taleweaver.intent.candidate import IntentCandidate, IntentDecision
from taleweaver.intent.matcher import IntentMatcher

_ASKED_IF = re.compile(
    r"^\W*(?:(?:ok|okay|right|so|then|now|just|please|i'?ll|i will|let me|lemme|i want to|i wanna|go|gonna"
    r"|i'?m gonna|i'?m going to)\s+)*ask\s+(?:him|her|them|the\s+\w+|[a-z]+)\s+(?:if|whether)\s+"
    r"(?P<who>he|she|they|it)\b\s*(?P<rest>[^,;.!?]+)[.!?]*\s*$",
    re.IGNORECASE,
)
_TO_THE_FACE = {"he": "you", "she": "you", "they": "you", "it": "it"}
_THEIRS = re.compile(r"\b(?:his|her|their)\b", re.IGNORECASE)
_ISNT = {"was": "were", "is": "are", "has": "have"}


def asked_to_the_face(text: str) -> str | None:
    """The question a line asks through the narrator, said to the person asked: "ask him if he took it" →
    "you took it?", "ask her whether she saw his car" → "you saw your car?" (the pronouns turned, not the
    tenses); ``None`` for a line that asks nothing that way."""
    found = _ASKED_IF.match(text)
    if found is None:
        return None
    who = _TO_THE_FACE[found.group("who").casefold()]
    rest = _THEIRS.sub("your", found.group("rest").strip()) if who == "you" else found.group("rest").strip()
    first, _, after = rest.partition(" ")
    if who == "you" and first.casefold() in _ISNT:
        rest = f"{_ISNT[first.casefold()]} {after}".strip()
    return f"{who} {rest}?"


_TOLD = re.compile(
    r"^\W*(?:(?:ok|okay|right|so|then|now|just|please|i'?ll|i will|let me|lemme|go|gonna)\s+)*"
    r"(?:tell|say to)\s+(?:(?P<whom>him|her|them)|the\s+\w+|[a-z]+)\s+(?:that\s+)?"
    r"(?:(?P<said>(?:i|i'?ll|i'?m|i'?ve|i'?d|we|we'?ll|we'?re|you|you'?re|you'?ll)\b[^;]+?)"
    r"|(?P<who>he|she|they)\s+(?P<verb>[a-z']+)(?P<rest>[^;]*?))[.!?]*\s*$",
    re.IGNORECASE,
)
_TOLD_OF = {"him": "he", "her": "she", "them": "they"}
_ABOUT_THEM = re.compile(r"\b(?:him|them|himself|herself|themselves)\b", re.IGNORECASE)


def told_to_the_face(text: str) -> str | None:
    """What a line tells someone through the narrator, as said to them: "tell her I'll be right there" →
    "I'll be right there", "tell him he looks like the river spat him out" → "you look like the river spat
    you out", "tell Gaz he is dropped" → "you are dropped" (what is told is heard by whoever it is told
    of); ``None`` for a line that tells nothing that way."""
    found = _TOLD.match(text)
    if found is None:
        return None
    if found.group("said") is not None:
        return found.group("said").strip()
    whom = found.group("whom")
    if whom is not None and _TOLD_OF[whom.casefold()] != found.group("who").casefold():
        return None  # "tell him she left": someone else told of
    verb = found.group("verb")
    if verb.casefold() in _ISNT:
        verb = _ISNT[verb.casefold()]
    elif verb.casefold().endswith("s") and not verb.casefold().endswith(("ss", "'s")):
        verb = verb[:-1]
    rest = _ABOUT_THEM.sub("you", _THEIRS.sub("your", found.group("rest")))
    return f"you {verb}{rest}".strip()


def said_to_the_face(candidates: Sequence[IntentCandidate]) -> frozenset[str]:
    """The options that are words in quotes (*"Did you take it, Mr. Finch?"*, *"Countess, I'm coming up at
    once."*): what a line said through the narrator may take."""
    return frozenset(c.key for c in candidates if c.texts[0].lstrip().startswith(('"', "“", "'")))


def said_through_the_narrator(
    matcher: IntentMatcher, decision: IntentDecision, text: str, candidates: Sequence[IntentCandidate]
) -> tuple[IntentDecision, bool]:
    """``decision`` for a line that asks or tells someone something through the narrator, where the story's
    choices are words in quotes, and whether it is final: the words said to the face take a quoted option
    ("ask him if he took it" → *"Did you take it, Mr. Finch?"*, not *Ask his professional opinion*); where
    they sit nearest a quoted option the whole line did not take, ask ("tell her I'll be right there" is
    not *Put her on hold*, which only "tell her" was near)."""
    direct = asked_to_the_face(text) or told_to_the_face(text)
    quoted = said_to_the_face(candidates) if direct is not None else frozenset()
    if direct is None or not quoted:
        return decision, False
    alone = matcher.match(direct, candidates)
    if alone.matched and alone.key in quoted:
        return alone, True
    top = alone.options[0].key if alone.options else None
    if decision.matched and decision.key not in quoted and top in quoted:
        return decision.asked(), False
    return decision, False
