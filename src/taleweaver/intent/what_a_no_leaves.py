"""What a no leaves: once a line's no has taken options off, which one left it asks for — the one left that
the rest of the line names, the one left far ahead of the others, or, where the no only puts a deed off ("not
yet"), the one left that does something else first; and a no that is what the player promises ("you have
my word, none of this goes out") leaves the promise. Called by :mod:`taleweaver.intent.refusal`. Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence

from taleweaver.intent.candidate import IntentCandidate, IntentDecision
from taleweaver.intent.clauses import normalise
from taleweaver.intent.cues import promises, promising_option, says_no
from taleweaver.intent.deed_clause import ABOUT_SOMEONE_ELSE
from taleweaver.intent.matcher import IntentMatcher

_NOT_YET = re.compile(
    r"\b(?:just )?yet\W*$|\bnot (?:just )?(?:yet|now)\b|\b(?:don'?t|do not|no) rush(?:ing)?\b", re.IGNORECASE
)
"""A no that only puts the deed off: "don't open the cupboard yet", "not now", "don't rush her"."""
_FIRST_THING = re.compile(
    r"^\W*not yet\b|\bfirst\W*$"
    r"|\b(?:give|hold) (?:me|us|her|him|them|it|the \w+) (?:\w+ ){0,2}"
    r"(?:minutes?|a minute|a moment|a sec(?:ond)?)\b",
    re.IGNORECASE,
)
"""An option that does something else first or asks for time: "Not yet. Ask her about the ship first", "Get
the drip in first", "All right. Give me ten minutes.", "Give her ten more minutes on her own", "Hold the
curtain five minutes"."""


def puts_off(clause: str) -> bool:
    """The negated clause only puts the deed off ("not yet", "don't rush her")."""
    return _NOT_YET.search(clause) is not None


def does_first(candidate: IntentCandidate) -> bool:
    """The option does something else first or asks for time: what a no that puts off leaves."""
    return _FIRST_THING.search(normalise(candidate.texts[0])) is not None


def first_things_first(
    matcher: IntentMatcher, text: str, negated: Sequence[str], remaining: Sequence[IntentCandidate]
) -> IntentDecision | None:
    """A no that puts a deed off ("don't open the cupboard yet") takes the one option left that does
    something else first or asks for time: not yet is first this."""
    if not any(puts_off(clause) for clause in negated):
        return None
    first = [c for c in remaining if does_first(c)]
    if len(first) != 1:
        return None
    ranked = matcher.rank(text, remaining)
    chosen = next(o for o in ranked if o.key == first[0].key)
    return IntentDecision(
        outcome="matched",
        key=chosen.key,
        score=chosen.score,
        margin=0.0,  # chosen by what the no says of time, not by its lead
        options=(chosen, *(o for o in ranked if o.key != chosen.key)),
    )


FAR_SCORE = 0.5
FAR_LEAD = 0.40
"""What the one option left that the whole line names must score, and lead the next left by, to be taken
where the no took its rival off and nothing else says which is meant: "I'm not running down there to help
Dougie" is *Tell Dougie he'll have to dig himself out* (0.78, the next left 0.33) once *Run down Hollow Lane
to help Dougie* is off. A lead of 0.3 took "no thx rosa take ur crew" for *Tell her to come* (tuning,
docs/intent.md) when this was first set at 0.45; session 46 measured it again with the rules since: 0.40
down to 0.22 acts on one more tuning line ("I don't need your torch, thanks" → *Tell her you have a torch on
your phone*, 0.43 ahead) and on no other line, right or wrong — 0.40 keeps clear of the old wrong one."""


def far_ahead(
    matcher: IntentMatcher, text: str, remaining: Sequence[IntentCandidate]
) -> IntentDecision | None:
    """The option left that the whole line names far ahead of every other left (:data:`FAR_LEAD`)."""
    whole = matcher.match(text, remaining)
    if whole.matched and whole.score >= FAR_SCORE and whole.margin >= FAR_LEAD:
        return whole
    return None


def the_one_left(
    matcher: IntentMatcher,
    rest: str,
    whole: IntentDecision,
    remaining: Sequence[IntentCandidate],
    excluded: set[str],
) -> IntentDecision | None:
    """The no took every option off but one, and the rest of the line, matched over every option
    (``whole``), puts that one first, likely and clear of the ones refused: "not calling the cops, i'll try
    the roof window" with *Skylight* and *Call the police instead* — the no and the rest agree on it, though
    the rest alone does not reach a bare label's bar. A rest that is a reason or a remark ("…, it's raining")
    asks for no deed."""
    if len(remaining) != 1 or not excluded or len(whole.options) < 2 or ABOUT_SOMEONE_ELSE.match(rest):
        return None
    best, runner_up = whole.options[0], whole.options[1]
    if best.key != remaining[0].key or best.score < matcher.likely_score:
        return None
    if best.score - runner_up.score < matcher.min_margin:
        return None
    return IntentDecision(
        outcome="matched",
        key=best.key,
        score=best.score,
        margin=round(best.score - runner_up.score, 4),
        options=whole.options,
    )


PROMISED_AMONG = 2
"""How near the top the one promising option must sit, the whole line matched over every option."""


def promised(
    matcher: IntentMatcher, text: str, candidates: Sequence[IntentCandidate]
) -> IntentDecision | None:
    """A line that gives the player's word that something will not happen ("you have my word, none of this
    goes out", "Pearl, I swear it'll never go out over the air"): its no is the promise, not a refusal — the
    one option that promises (*Promise her it stays off the air*), where the whole line puts it among its
    first :data:`PROMISED_AMONG`. Session 47: tuning +2, nothing else moved."""
    said = normalise(text)
    if not promises(said) or not says_no(said):
        return None
    fitting = [c for c in candidates if promising_option(c.texts[0])]
    if len(fitting) != 1:
        return None
    ranked = matcher.rank(said, candidates)
    chosen = next((o for o in ranked[:PROMISED_AMONG] if o.key == fitting[0].key), None)
    if chosen is None:
        return None
    return IntentDecision(
        outcome="matched",
        key=chosen.key,
        score=chosen.score,
        margin=0.0,  # chosen by the word the line gives, not by its lead
        options=(chosen, *(o for o in ranked if o.key != chosen.key)),
    )
