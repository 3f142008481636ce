"""Clarify like a person: one short question naming the two or three closest options, a short answer that
settles it ("the first", "yes", "the key one", "2"), and an in-character nudge for chat about nothing in the
story instead of a menu. Pure: the session keeps the pending question in its state and says the lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from taleweaver.intent.lexical import content_words
from taleweaver.intent.normalise import says_signed_number

MAX_NAMED = 3

_ORDINALS = {
    "first": 0, "1st": 0, "one": 0, "1": 0, "former": 0, "top": 0,
    "second": 1, "2nd": 1, "two": 1, "2": 1,
    "third": 2, "3rd": 2, "three": 2, "3": 2,
}  # fmt: skip
_LAST = frozenset({"last", "latter"})
_YES = re.compile(
    r"^\W*(?:yes|yeah|yep|yup|aye|sure|right|correct|exactly|that one|that's it|that's right|uh huh"
    r"|ok|okay)\b",
    re.IGNORECASE,
)
_NO = re.compile(
    r"^\W*(?:no|nope|nah|neither|none|none of them|never mind|nevermind|cancel)\W*$", re.IGNORECASE
)
_ANSWER_WORDS = frozenset((
    "the", "a", "an", "one", "option", "choice", "i", "mean", "meant", "said", "say", "do", "want",
    "please", "that", "this", "it", "first", "second", "third", "last", "former", "latter", "yes", "yeah",
    "no"
))  # fmt: skip
_SHORT_ANSWER_WORDS = 4

_NUDGES = (
    "Hm? Let's keep to the matter in hand — what will you do?",
    "That's a tale for another time. Now, where were we?",
    "I'm not sure what you mean by that. What will you do?",
)


@dataclass(frozen=True)
class Named:
    """An option named in a clarify question: its key and its label."""

    key: str
    label: str


def question(named: Sequence[Named]) -> str:
    """ "Do you mean to X, or to Y?" for the options named (at most three, best first)."""
    phrases = [_as_infinitive(n.label) for n in named[:MAX_NAMED]]
    if not phrases:
        return "What will you do?"
    if len(phrases) == 1:
        return f"Do you mean {phrases[0]}?"
    return f"Do you mean {', '.join(phrases[:-1])}, or {phrases[-1]}?"


def _as_infinitive(label: str) -> str:
    text = label.strip().rstrip(".!?")
    return f"to {text[:1].lower()}{text[1:]}"


def nudge(utterance: str) -> str:
    """An in-character answer to chat about nothing in the story: no menu, a gentle way back."""
    return _NUDGES[sum(map(ord, utterance)) % len(_NUDGES)]


def resolve(answer: str, named: Sequence[Named]) -> str | bool | None:
    """What a short answer to a clarify question picks.

    The key of the option it picks ("the first", "2", "the key one", "yes" for the first named); ``False``
    when it turns the question down ("no", "neither"); ``None`` when it is not a short answer at all (the
    line is then matched as usual).
    """
    if says_signed_number(answer):
        return None  # "-1", "+2", "1.5" are not "the first" or "the second": the line is free text
    words = re.findall(r"[\w']+", answer.casefold())
    if not named or not words or len(words) > _SHORT_ANSWER_WORDS + 2:
        return None
    if _NO.match(answer):
        return False
    rest = [w for w in words if w not in _ANSWER_WORDS and w not in _ORDINALS and w not in _LAST]
    if rest:
        # "the key one", "the harbour": a word that only one of the named options has.
        said = content_words(" ".join(rest))
        fits = (
            [n for n in named if said & content_words(n.label)] if len(words) <= _SHORT_ANSWER_WORDS else []
        )
        return fits[0].key if len(fits) == 1 else None
    for word in words:
        if word in _ORDINALS and _ORDINALS[word] < len(named):
            return named[_ORDINALS[word]].key
        if word in _LAST:
            return named[-1].key
    if _YES.match(answer) and len(words) <= 3:
        return named[0].key
    return None
