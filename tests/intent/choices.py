"""Options as a story's choices, for the rule tests: keyed by the label's words."""

from __future__ import annotations

from taleweaver.intent import IntentCandidate
from taleweaver.intent.evalsets import slug


def choices(*labels: str) -> tuple[IntentCandidate, ...]:
    """One option per label, its only text the label ("Take the money" → ``choice:take_the_money``)."""
    return tuple(
        IntentCandidate(key=f"choice:{slug(label)}", label=label, texts=(label,)) for label in labels
    )


def key_of(label: str) -> str:
    """The key :func:`choices` gives the option with ``label``."""
    return f"choice:{slug(label)}"
