"""A question said with a no asks; it refuses nothing: "is there no other way across tonight?", "you've not
seen a spaniel down by the rocks, have you, Darren?", "what else isn't the same about it, Mrs Marlow?". Where
every negated clause of a line is asked, the line as a whole is matched, and taken when it is nearest an
option that asks someone (*Ask Darren if he's seen a spaniel*) or is itself a question said aloud (*"Is there
any other way across tonight?"*) — a question never takes a deed ("you're not going to make me climb, are
you?" is no *Climb the tree*). A question whose no suggests ("wouldn't a picture get his attention
quicker?", "shouldn't we ring the coastguard?") refuses nothing either. Called by
:mod:`taleweaver.intent.refusal`. Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence

from taleweaver.intent.candidate import IntentCandidate, IntentDecision
from taleweaver.intent.cues import TITLES
from taleweaver.intent.matcher import IntentMatcher

_TAG_WORDS = frozenset(
    ("have", "has", "had", "is", "are", "was", "were", "do", "does", "did", "will", "would", "can", "could",
     "should", "you", "he", "she", "they", "it", "we", "there", "then", "eh", "right", "or")
)  # fmt: skip
"""What may stand between an asked clause and its question mark: a tag ("…, have you, Darren?")."""
_ASKS_SOMEONE = re.compile(r"^\W*(?:\w+ly\s+)?(?:ask|question|enquire|inquire|check with)\b", re.IGNORECASE)
_QUESTION_SAID = re.compile(r"\?\W*$")


def _up_to_its_question_mark(clause: str, text: str) -> str | None:
    """What ``text`` says between the clause and the end of its sentence, when that end is a question mark."""
    at = text.find(clause)
    if at < 0:
        return None
    rest = text[at + len(clause) :]
    end = re.search(r"[.!?]", rest)
    return rest[: end.start()] if end is not None and end.group() == "?" else None


def asked(clause: str, text: str, names: frozenset[str]) -> bool:
    """The clause is asked: the first end of a sentence after it in ``text`` is a question mark, with at most
    a tag, a name or a title between ("what else isn't the same about it, Mrs Marlow?")."""
    between = _up_to_its_question_mark(clause, text)
    return between is not None and all(
        word in _TAG_WORDS or word in TITLES or word in names
        for word in re.findall(r"[\w']+", between.casefold())
    )


_SUGGESTING = re.compile(
    r"^\W*(?:(?:but|so|well|oh|um)\W+)?(?:wouldn'?t|couldn'?t|shouldn'?t|can'?t|won'?t|why don'?t|why not)"
    r"\s+(?:we|you|i|it|that|this|a|an|the|just)\b",
    re.IGNORECASE,
)


def suggests(clause: str, text: str) -> bool:
    """The clause is a question whose no suggests what it says: "wouldn't a picture get his attention
    quicker?", "shouldn't we ring the coastguard?", "can't we just go home?" — no refusal of it."""
    if _SUGGESTING.match(clause) is None:
        return False
    # it opens its question, so whatever comes before the question mark is still asked: "wouldn't a picture
    # get his attention quicker, not a voicemail?" (a comparison set aside as a clause of its own)
    return _up_to_its_question_mark(clause, text) is not None


def asks(candidate: IntentCandidate) -> bool:
    """The option asks someone something, or is a question said aloud."""
    label = candidate.texts[0]
    return _ASKS_SOMEONE.match(label) is not None or _QUESTION_SAID.search(label) is not None


def asked_with_a_no(
    matcher: IntentMatcher,
    text: str,
    negated: Sequence[str],
    candidates: Sequence[IntentCandidate],
    names: frozenset[str],
) -> IntentDecision | None:
    """Every negated clause of the line is asked (``names``: the story's, lower case, which may stand before
    the question mark), and the line is nearest an option that asks: taken."""
    if not negated or not all(asked(clause, text, names) for clause in negated):
        return None
    decision = matcher.match(text, candidates)
    if not decision.matched:
        return None
    chosen = next(c for c in candidates if c.key == decision.key)
    return decision if asks(chosen) else None
