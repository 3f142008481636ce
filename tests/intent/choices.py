"""Options for the rule tests: as a story's choices keyed by the label's words, or those of an evaluation
story at one of its points."""

from __future__ import annotations

from taleweaver.bench.intent import imported_twine
from taleweaver.intent import IntentCandidate
from taleweaver.intent.evalsets import TWINE, slug
from taleweaver.player.intent_eval import engine_for
from taleweaver.player.options import current_options, intent_candidates, out_of_reach
from taleweaver.player.refusal_eval import state_at


def choices(*labels: str) -> tuple[IntentCandidate, ...]:
    """One option per label, its only text the label ("Take the money" → ``choice:take_the_money``)."""
    return tuple(
        IntentCandidate(key=f"choice:{slug(label)}", label=label, texts=(label,)) for label in labels
    )


def key_of(label: str) -> str:
    """The key :func:`choices` gives the option with ``label``."""
    return f"choice:{slug(label)}"


def story_options(story: str, node: str) -> list[IntentCandidate]:
    """The options (and the moves out of reach) at ``node`` of evaluation story ``story``, as the player
    is offered them there; a Twine story is imported first."""
    engine = engine_for(story, imported_twine(story) if story in TWINE else None)
    state = state_at(engine, story, node)
    return intent_candidates(current_options(engine, state) + out_of_reach(engine, state))
