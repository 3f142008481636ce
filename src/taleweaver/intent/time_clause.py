"""A line with a clause of time ("…after Lessa's been warned", "…till the snow stops") is about its main
clause: a word of the time clause is not the deed. Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence

from taleweaver.intent.candidate import IntentCandidate, IntentDecision
from taleweaver.intent.matcher import IntentMatcher

_WHEN = r"once|as soon as|when|after(?! all\b)"
_WHILE = r"before|until|till"
_TIME_CLAUSE = re.compile(
    rf"^\s*(?P<lead>{_WHEN}|{_WHILE})\b[^,]*,\s*|,?\s*\b(?P<tail>{_WHEN}|{_WHILE})\b.*$", re.IGNORECASE
)


def main_clause(text: str) -> tuple[str, bool] | None:
    """The line without its clause of time ("you'll get your story after Lessa's been warned" → "you'll get
    your story"; "once the van's out, load the bread" → "load the bread"), and whether the deed is done now
    ("hide under the trees till the snow stops", "get this inside before it thaws") rather than waits for
    the time named ("he can go once the game's over"); ``None`` when it has no such clause."""
    found = _TIME_CLAUSE.search(text)
    if found is None:
        return None
    main = (text[: found.start()] + " " + text[found.end() :]).strip(" ,.")
    word = (found.group("lead") or found.group("tail")).casefold()
    return (main, re.fullmatch(_WHILE, word) is not None) if main else None


def said_around_a_time(
    matcher: IntentMatcher,
    decision: IntentDecision,
    main: tuple[str, bool],
    candidates: Sequence[IntentCandidate],
) -> IntentDecision:
    """A line with a clause of time is about its main clause: where the two name different options, ask (a
    word of the time clause, "after Lessa's been warned", is not the deed: *Watch the lights of Lessa*);
    where the whole line named none, a deed done now is its main clause's ("I'll find out who's down there
    before your tea's cold"). A deed put off till then ("he can go once the game's over") is not taken."""
    clause, now = main
    alone = matcher.match(clause, candidates)
    if decision.matched and alone.matched and alone.key != decision.key:
        return decision.asked()
    if not decision.matched and now and alone.matched:
        return alone
    return decision
