"""An amount the line names that an option contradicts: "ninety's fine, shake on it" is no *"A hundred, and
I'll throw in the Larkin."* — the sentence model hears a price in both and barely which. Only amounts of ten
and more count (small numbers say too many other things: "one last look", "the two of us"), and no clock
time ("half twelve", "the 7.15", "seven-fifteen"). A line held for its amount is asked about, never moved to
another option. Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence

from taleweaver.intent.candidate import IntentCandidate, IntentDecision

_SMALL = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TEENS = (
    "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
)  # fmt: skip
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_VALUE = (
    {w: i + 1 for i, w in enumerate(_SMALL)}
    | {w: i + 10 for i, w in enumerate(_TEENS)}
    | {w: (i + 2) * 10 for i, w in enumerate(_TENS)}
)
_UNDER_A_HUNDRED = (
    rf"(?:{'|'.join(_TENS)})(?:[- ](?:{'|'.join(_SMALL)}))?|{'|'.join(_TEENS)}|{'|'.join(_SMALL)}"
)
_AMOUNT = re.compile(
    r"(?<![\d.:])(?P<digits>\d+)(?![\d.:])"
    rf"|\b(?:(?P<times>a|{'|'.join(_SMALL)}) )?hundred(?:,? (?:and )?(?P<more>{_UNDER_A_HUNDRED})\b)?"
    r"|\b(?:a |one )?(?P<thousand>grand|thousand)\b"
    rf"|\b(?P<under>{_UNDER_A_HUNDRED})\b",
    re.IGNORECASE,
)
_CLOCK = re.compile(
    rf"\b(?:half|quarter) (?:past |to )?$|\b(?:{'|'.join(_SMALL + _TEENS)})-$"
    r"|\b(?:past|to|till|til|until|at) $",
    re.IGNORECASE,
)
"""What before a number makes it a time of day: "half twelve", "seven-fifteen", "past eleven"."""
_CLOCK_AFTER = re.compile(
    r"^(?:[- ]?(?:o'?clock|am|pm|a\.m\.|p\.m\.)|:\d|\.\d| (?:past|to) \w)", re.IGNORECASE
)


def _under_a_hundred(words: str) -> int:
    return sum(_VALUE[word] for word in re.split(r"[- ]", words.casefold()))


def amounts(text: str) -> frozenset[int]:
    """The amounts of ten and more that ``text`` names, clock times aside."""
    found: set[int] = set()
    for match in _AMOUNT.finditer(text):
        if _CLOCK.search(text[: match.start()]) or _CLOCK_AFTER.match(text[match.end() :]):
            continue
        if match.group("digits"):
            value = int(match.group("digits"))
        elif match.group("thousand"):
            value = 1000
        elif match.group("under"):
            value = _under_a_hundred(match.group("under"))
        else:
            times = match.group("times")
            value = 100 * (_VALUE.get(times.casefold(), 1) if times else 1)
            value += _under_a_hundred(match.group("more")) if match.group("more") else 0
        if value >= 10:
            found.add(value)
    return frozenset(found)


def contradicts(utterance: str, candidate: IntentCandidate) -> bool:
    """The line names an amount and the option's label names others, none of them the line's."""
    said = amounts(utterance)
    own = amounts(candidate.texts[0])
    return bool(said) and bool(own) and not said & own


def held_for_its_amount(
    utterance: str, decision: IntentDecision, candidates: Sequence[IntentCandidate]
) -> IntentDecision:
    """``decision``, asked about instead where the option it took contradicts the line's amount."""
    if not decision.matched:
        return decision
    chosen = next((c for c in candidates if c.key == decision.key), None)
    return decision.asked() if chosen is not None and contradicts(utterance, chosen) else decision
