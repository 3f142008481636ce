"""A line that opens with a condition ("if he won't help, …", "since he won't shift the dog, …") states a
circumstance: a no inside it is about someone else and refuses no option, and where the whole line names no
option, the deed is in what follows it ("if it trips it trips, let's start"). Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence

from taleweaver.intent.candidate import IntentCandidate, IntentDecision
from taleweaver.intent.matcher import IntentMatcher

_IF = r"^\s*(?:if|since|seeing as|unless)\b"
_OPENS = re.compile(_IF, re.IGNORECASE)
_MY_NO = re.compile(
    r"\b(?:i|we|i'?m|im|we'?re|i'?ll|ill|we'?ll|i'?d|we'?d|let'?s|lets|me|us)\s+(?:\w+\s+)?"
    r"(?:not|never|no|\w+n'?t|dont|wont|cant)\b",
    re.IGNORECASE,
)
"""The player's own no ("if he comes I won't go", "if I can't reach her"): theirs, not the condition's."""
_TOLD_NOT = re.compile(
    r"(?<!\byou )(?<!\bthey )(?<!\bu )(?<!\bpeople )(?<!\bfolk )(?:\bdon'?t|\bdo not)\b", re.IGNORECASE
)
"""A "don't" with no one before it tells someone not to ("if he comes don't let him in")."""
_CONDITION = re.compile(rf"{_IF}[^,]*?(?:,|\bthen\b)\s*", re.IGNORECASE)
"""The condition up to where what follows it begins ("if it trips it trips, " / "… then ")."""


def states_a_condition(clause: str, *, followed: bool) -> bool:
    """Whether a clause is a condition whose no is someone else's, said as a circumstance before what the
    player does (``followed``: another clause comes after it): "if he won't help", "since Theo reckons
    nobody will know", "if the keeper won't come out there's no match anyway" — not "if he comes I won't
    go" (the player's own no), "if he calls don't answer" (a no told), nor a line that is all condition
    ("if the prop's not turning I'll go out there": the words of what is not so would choose)."""
    found = _OPENS.match(clause)
    if found is None or not followed:
        return False
    rest = clause[found.end() :]
    return not (_MY_NO.search(rest) or _TOLD_NOT.search(rest))


_REASON = re.compile(r"^\s*(?:since|seeing as)\b", re.IGNORECASE)
"""A condition that is a reason, known to be so ("since the tomb one's dodgy, …"): it holds no deed."""


def deed_once_met(
    matcher: IntentMatcher, decision: IntentDecision, text: str, candidates: Sequence[IntentCandidate]
) -> IntentDecision | None:
    """Where a line that opens with a condition names no option as a whole, what follows the condition may
    ("if seeing it settles old or new, I want it up here"); ``None`` otherwise. A condition may hold the
    deed itself ("if that key fits 47 then we'll know"), so a whole line that names an option keeps it —
    unless the condition is a reason given ("since the tomb one's dodgy, let the library lot out with their
    button instead") and what follows it takes another option: the reason's words pulled the whole line."""
    found = _CONDITION.match(text)
    if found is None or not (after := text[found.end() :].strip(" ,.")):
        return None
    if decision.matched and _REASON.match(text) is None:
        return None
    alone = matcher.match(after, candidates)
    return alone if alone.matched and alone.key != decision.key else None
