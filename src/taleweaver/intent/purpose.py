"""A line that says why it does a deed ("pop him over the railings so he can run to her") is about the deed:
the words of its purpose ("run to her") are not an option's. Pure apart from the matcher."""

from __future__ import annotations

import re
from collections.abc import Sequence

from taleweaver.intent.candidate import IntentCandidate, IntentDecision
from taleweaver.intent.matcher import IntentMatcher

_PURPOSE = re.compile(
    r",?\s*\b(?:so that|so|in order that)\s+"
    r"(?:he|she|they|we|you|i|it|(?:the|my|our|your|his|her|their)\s+[\w'-]+)\s+(?:can|could)\b",
    re.IGNORECASE,
)


def deed_for_a_purpose(text: str) -> str | None:
    """The deed a line does for a purpose it gives after it ("…so she can see him", "…so that we could get
    out"); ``None`` for a line with no such purpose, or nothing said before it. Only a purpose said with
    "can" or "could", that ends the line: "it's late so I'll go" gives a reason, and what follows it is
    the deed, and so does "…so the food can wait, drop it and go"."""
    # the first purpose after the line's last comma or semicolon (one pass, whatever the line's length)
    found = _PURPOSE.search(text, max(text.rfind(","), text.rfind(";"), 0))
    if found is None:
        return None
    deed = text[: found.start()].strip(" ,.")
    return deed if re.search(r"[A-Za-z]", deed) else None


def said_for_a_purpose(
    matcher: IntentMatcher, decision: IntentDecision, deed: str, candidates: Sequence[IntentCandidate]
) -> IntentDecision:
    """The line's decision once its deed is weighed without its purpose: the deed alone takes an option the
    whole line did not name; where the whole line took an option the deed alone does not rank first, the
    purpose's words pulled it there ("so he can run to her" by *Hold on to him till she sees him*): ask."""
    alone = matcher.match(deed, candidates)
    if not decision.matched:
        return alone if alone.matched else decision
    first = alone.options[0].key if alone.options else None
    if first != decision.key:
        return decision.asked()
    return decision
