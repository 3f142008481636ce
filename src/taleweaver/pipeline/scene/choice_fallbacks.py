"""Deterministic stand-in for the Choice Designer, derived from the bible.

Each option steers toward one ending; at the last decision a search finds effects that let every
ending be reached by some path, given the choices already made. Labels and examples come from
:mod:`taleweaver.pipeline.story.choice_words`, so a decision's question can name them.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from taleweaver.pipeline.scene.contracts import Choice, ChoiceSet
from taleweaver.pipeline.story.choice_words import choice_clause, choice_label
from taleweaver.pipeline.story.contracts import (
    EFFECT_LIMIT,
    HIDDEN_VARIABLES,
    Effects,
    HiddenState,
    StoryBible,
)
from taleweaver.pipeline.story.regions import endings_reached, final_states, select_ending


def _direction(bible: StoryBible, ending_index: int) -> Effects:
    """A one-step push toward an ending: +1 per at_least bound, -1 per at_most bound."""
    push: dict[str, int] = {}
    for bound in bible.endings[ending_index].conditions:
        push[bound.variable] = 1 if bound.op == "at_least" else -1
    return Effects(**push) if push else Effects(**{HIDDEN_VARIABLES[ending_index]: 1})


def _choice(
    decision_id: str, effects: Effects, next_anchor: str, taken: set[str], place: str, index: int
) -> Choice:
    """A choice phrased from the variables it moves most (at most two), with a neutral id
    (``d1_a``): neither its id nor its words tell which hidden values it changes."""
    label, examples = choice_label(effects)
    base = f"{decision_id.lower()}_{'abcdefghij'[index % 10]}"
    choice_id, suffix = base, 2
    while choice_id in taken:
        choice_id, suffix = f"{base}_{suffix}", suffix + 1
    taken.add(choice_id)
    return Choice(
        id=choice_id,
        label=label,
        outcome=f"At {place} you {choice_clause(effects)}, and the moment settles into you."[:300],
        examples=examples,
        effects=effects,
        leads_to=next_anchor,
    )


def fallback_choices(bible: StoryBible, anchor_id: str, earlier: Sequence[ChoiceSet]) -> ChoiceSet:
    decision = bible.decision_at(anchor_id)
    if decision is None:
        raise ValueError(f"{anchor_id} holds no decision point")
    if decision.id == bible.decision_points[-1].id:
        options = covering_effects(bible, [[c.effects for c in cs.choices] for cs in earlier])
    else:
        options = []
        for index in range(len(bible.endings) - 1):
            effects = _direction(bible, index)
            if effects.nonzero() and effects not in options:
                options.append(effects)
        options = options[:3] or [Effects(courage=1), Effects(compassion=1)]
        if len(options) < 2:
            options.append(Effects(**{n: -v for n, v in options[0].nonzero().items()}))
    taken = {choice.id for choice_set in earlier for choice in choice_set.choices}
    next_anchor = bible.next_anchor(anchor_id) or anchor_id
    return ChoiceSet(
        anchor_id=anchor_id,
        decision_id=decision.id,
        choices=[
            _choice(decision.id, effects, next_anchor, taken, bible.anchor(anchor_id).location, index)
            for index, effects in enumerate(options)
        ],
    )


def covering_effects(bible: StoryBible, earlier: Sequence[Sequence[Effects]]) -> list[Effects]:
    """2–3 distinct effects for the last decision that together let every ending be reached
    (greedy cover over candidate effects on the variables the endings test)."""
    starts = final_states(bible.initial_state, earlier) if earlier else {bible.initial_state}
    tested = sorted({b.variable for e in bible.endings for b in e.conditions}) or ["courage"]
    steps = range(-EFFECT_LIMIT, EFFECT_LIMIT + 1)
    candidates = [
        Effects(**dict(zip(tested, amounts, strict=True)))
        for amounts in sorted(product(steps, repeat=len(tested)), key=lambda a: (sum(map(abs, a)), a))
        if any(amounts)
    ]
    reach = {id(c): _reached(bible, starts, c) for c in candidates}
    chosen: list[Effects] = []
    uncovered = {ending.id for ending in bible.endings}
    while uncovered and len(chosen) < 3:
        best = max(candidates, key=lambda c: len(reach[id(c)] & uncovered))
        if not reach[id(best)] & uncovered:
            break
        chosen.append(best)
        uncovered -= reach[id(best)]
    for candidate in candidates:
        if len(chosen) >= 2:
            break
        if candidate not in chosen:
            chosen.append(candidate)
    return chosen


def _reached(bible: StoryBible, starts: set[HiddenState], effects: Effects) -> set[str]:
    return {select_ending(bible.endings, start.plus(effects)).id for start in starts}


def coverage(bible: StoryBible, decisions: Sequence[ChoiceSet]) -> dict[str, int]:
    """Paths reaching each ending, for reports and tests."""
    effects = [[choice.effects for choice in choice_set.choices] for choice_set in decisions]
    return endings_reached(bible.endings, final_states(bible.initial_state, effects))
