"""Options for the rule tests: as a story's choices keyed by the label's words, or those of an evaluation
story at one of its points."""

from __future__ import annotations

from taleweaver.bench.intent import imported_twine
from taleweaver.intent import (
    IntentCandidate,
    IntentDecision,
    IntentMatcher,
    MiniLMEncoder,
    match_respecting_refusal,
)
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


def second_model_settles(minilm: MiniLMEncoder, story: str, node: str, line: str, key: str) -> IntentDecision:
    """Check that ``line`` at ``node`` of ``story`` is a close call left asked without the second model, with
    ``key`` ahead, and acted on as ``key`` with it; the decision without it, for further checks."""
    options = story_options(story, node)
    without = match_respecting_refusal(IntentMatcher(minilm, second_lead=None), line, options)
    assert not without.matched  # a close call, the right option ahead
    assert without.options[0].key == key
    said = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert (said.outcome, said.key) == ("matched", key), said
    return without
