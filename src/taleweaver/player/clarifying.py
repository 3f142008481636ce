"""Asking instead of guessing: which options a clarify names (the two or three closest to what was said)."""

from __future__ import annotations

from taleweaver.intent.candidate import IntentDecision
from taleweaver.player.options import Option
from taleweaver.turn import ClarifyEvent

CLARIFY_LIMIT = 3
"""A clarify offers at most this many of the closest options."""


def clarify_event(decision: IntentDecision, options: list[Option]) -> ClarifyEvent:
    """A clarify naming the two or three closest options (all of them when nothing came close)."""
    rows = [o.to_row() for o in closest(decision, options)]
    if decision.reason is None:
        return ClarifyEvent(options=rows)
    return ClarifyEvent(options=rows, reason=decision.reason)


def closest(decision: IntentDecision, options: list[Option]) -> list[Option]:
    """The two or three options closest to what was said, best first (all of them when nothing came close)."""
    numbered = {o.key: o for o in options}
    ranked = [numbered[r.key] for r in decision.options if r.key in numbered]
    if decision.reason in ("empty_input", "no_candidates") or not ranked:
        closest = options
    else:
        best = decision.options[0].score
        scores = {r.key: r.score for r in decision.options}
        closest = [o for o in ranked[:CLARIFY_LIMIT] if scores[o.key] >= best - 0.15] or ranked[:2]
        if len(closest) < 2:
            closest = ranked[:2]
    return closest
