"""No rival in a refusal: a line that says no no is not held back by the option that turns the offer down.

A terse choice often reads the same either way round: "i'll get you over the pass" sits by *Agree* (the
story goes on "at first light you will lead her over the pass") and nearly as close by *Refuse* (whose next
line is about the pass too). Where the matcher holds such a line between the option it puts first and one
that declines (:func:`taleweaver.intent.cues.declining_option`), the line says no word of a no, and it says
a word of the option it put first (its texts, or what follows it), the declining options are set aside and
the line is decided among the rest — taken only if that decision is the same option, clearly. Session 47:
tuning +2, no wrong action, no small-talk try; without the word it shares, "my pillow's callin, nite gran x"
took *Agree to keep watch* over *Say no*. Called by :mod:`taleweaver.intent.refusal`. Pure.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from taleweaver.intent.candidate import IntentCandidate, IntentDecision
from taleweaver.intent.clauses import content, normalise
from taleweaver.intent.cues import declining_option, says_no
from taleweaver.intent.lexical import overlap_scores


def declines(candidate: IntentCandidate) -> bool:
    """The option turns down what is offered ("Refuse", "Decline the offer", "Say no to Granny")."""
    return declining_option(normalise(candidate.texts[0]))


def refusal_set_aside(
    decide: Callable[[Sequence[IntentCandidate]], IntentDecision],
    utterance: str,
    candidates: Sequence[IntentCandidate],
    held: IntentDecision,
) -> IntentDecision | None:
    """``held`` (an ambiguous clarify) decided again by ``decide`` without the declining options, where its
    runner-up declines, its best does not, and the line says no no and a word of its best; None otherwise."""
    if held.outcome != "clarify" or held.reason != "ambiguous" or len(held.options) < 2 or says_no(utterance):
        return None
    by_key = {c.key: c for c in candidates}
    best, runner_up = (by_key.get(o.key) for o in held.options[:2])
    if best is None or runner_up is None or declines(best) or not declines(runner_up):
        return None
    if overlap_scores(content(utterance), [best.texts + best.follows])[0] <= 0:
        return None
    again = decide([c for c in candidates if not declines(c)])
    return again if again.matched and again.key == best.key else None
