"""A line that first says how things are and then what the player will do about it ("he sounds upset, I'd
better go to him") is about the deed: the remark ("he sounds upset") may sit nearer another option ("Leave
him be; he'll settle"), but it asks for nothing. Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence

from taleweaver.intent.candidate import IntentDecision

LINKS = r"and|so|but|because|cause|cos|as|since"
"""Words that may open a clause before its subject ("and", "so", "because")."""
SUBJECTS = (
    r"the|a|an|he|she|it|it'?s|they|they'?re|there|there'?s|that|that'?s|this|these|those|his|her|their|its"
    r"|you|you'?re|your|someone|somebody|everyone|everybody|nobody|he'?s|she'?s|he'?ll|she'?ll|they'?ll"
)
"""The subjects of a clause about someone or something other than the player."""
REMARK = re.compile(
    rf"^\W*(?:(?:{LINKS}|oh|well|wow|poor)\s+)*(?:{SUBJECTS}|thing|man|guy)\b",
    re.IGNORECASE,
)
"""A clause that says how things are, about someone or something else — a reason or a remark, never a deed
the player asks for."""
ABOUT_SOMEONE_ELSE = re.compile(rf"^\W*(?:(?:{LINKS})\s+)*(?:{SUBJECTS})\b", re.IGNORECASE)
"""The same, opened by a subject alone (no "oh", "well" before it, no "thing" or "guy" as its subject): the
rest of a line that said no ("…, the captain will throw him off", "…, it's raining") gives a reason."""
_DEED = re.compile(
    r"^\W*(?:(?:ok|okay|right|alright|well|so|then|and)\W+)*(?:i'?d better|i had better|i'?d best|i should"
    r"|i must|i'?ll|i will|i'?m gonna|i'?m going to|let me|lemme|let'?s|i need to|i have to|i'?ve got to"
    r"|i gotta|gotta|time to)\b",
    re.IGNORECASE,
)
"""A clause that says what the player will do now."""


_INTERJECTION = re.compile(
    r"^\W*(?:oh|ooh|ah|aah|aw|aww|hm+|well|wow|gosh|blimey|right|ok|okay|alright|oh dear|oh wow)\W*$",
    re.IGNORECASE,
)


def deed_after_a_remark(clauses: Sequence[str]) -> str | None:
    """The deed of a line whose first clause is a remark and whose last says what the player will do ("he
    sounds upset" + "I'd better go to him" → "I'd better go to him"); ``None`` for any other line."""
    while len(clauses) > 2 and _INTERJECTION.match(clauses[0]):
        clauses = clauses[1:]  # "oh, that sounds lovely, let me see…"
    if len(clauses) < 2 or REMARK.match(clauses[0]) is None or _DEED.match(clauses[-1]) is None:
        return None
    if any(_DEED.match(c) for c in clauses[:-1]):
        return None
    return clauses[-1]


def said_after_a_remark(decision: IntentDecision, alone: IntentDecision, said: bool) -> IntentDecision:
    """``decision`` for the whole line, ``alone`` for its deed (``said``: the deed alone takes an option and
    says a word of it). Where the two take different options, ask: the remark pulled the line to its
    option. Where the whole line named none, take the deed's ("the chilli oil guy. I'll go talk to him" →
    *Go and talk to Gus*). A deed that takes an option by no word of it is a sentence model's guess ("she
    looks so peaceful… I'll let her be" → *Tell her the whole sorry story*; "…proof in the store, I'll
    find it" → *Drop it*: its thing is in the remark) and leaves the line as it was."""
    if not said:
        return decision
    if decision.matched and alone.key != decision.key:
        return decision.asked()
    if not decision.matched:
        return alone
    return decision
