"""Hidden-state geometry: which ending a state selects, which states a story can reach.

Endings are tried in priority order (first whose conditions all hold wins). Each ending's *region* is
its box minus the boxes of earlier endings, split into disjoint boxes, so the exporter can gate each
ending with plain ``requires_at_least`` / ``requires_at_most`` conditions and exactly one ending is
ever available. All functions are pure.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import product

from taleweaver.pipeline.story.contracts import (
    EFFECT_LIMIT,
    HIDDEN_VARIABLES,
    Bound,
    Effects,
    Ending,
    HiddenState,
)

Interval = tuple[int | None, int | None]


@dataclass(frozen=True)
class Box:
    """A conjunction of bounds: ``lo <= variable <= hi`` per constrained variable (None = open)."""

    bounds: dict[str, Interval] = field(default_factory=dict)

    def contains(self, state: HiddenState) -> bool:
        for variable, (low, high) in self.bounds.items():
            value = getattr(state, variable)
            if (low is not None and value < low) or (high is not None and value > high):
                return False
        return True

    def conditions(self) -> list[Bound]:
        out: list[Bound] = []
        for variable in HIDDEN_VARIABLES:
            low, high = self.bounds.get(variable, (None, None))
            if low is not None:
                out.append(Bound(variable=variable, op="at_least", value=low))
            if high is not None:
                out.append(Bound(variable=variable, op="at_most", value=high))
        return out


def _tighten(interval: Interval, bound: Bound) -> Interval:
    low, high = interval
    if bound.op == "at_least":
        return (bound.value if low is None else max(low, bound.value), high)
    return (low, bound.value if high is None else min(high, bound.value))


def box_of(bounds: Iterable[Bound]) -> Box | None:
    """The box where all ``bounds`` hold, or ``None`` when they contradict each other."""
    intervals: dict[str, Interval] = {}
    for bound in bounds:
        intervals[bound.variable] = _tighten(intervals.get(bound.variable, (None, None)), bound)
    for low, high in intervals.values():
        if low is not None and high is not None and low > high:
            return None
    return Box(intervals)


def intersect(first: Box, second: Box) -> Box | None:
    return box_of([*first.conditions(), *second.conditions()])


def _negate(bound: Bound) -> Bound:
    if bound.op == "at_least":
        return Bound(variable=bound.variable, op="at_most", value=bound.value - 1)
    return Bound(variable=bound.variable, op="at_least", value=bound.value + 1)


def complement(box: Box) -> list[Box]:
    """Disjoint boxes covering everything outside ``box``: b1∧…∧b(k-1)∧¬bk for each bound bk."""
    bounds = box.conditions()
    pieces: list[Box] = []
    for index, bound in enumerate(bounds):
        piece = box_of([*bounds[:index], _negate(bound)])
        if piece is not None:
            pieces.append(piece)
    return pieces


def ending_regions(endings: Sequence[Ending]) -> dict[str, list[Box]]:
    """Per ending, the disjoint boxes of states where it is the first ending whose conditions hold."""
    regions: dict[str, list[Box]] = {}
    remaining: list[Box] = [Box()]
    for ending in endings:
        own = box_of(ending.conditions)
        taken: list[Box] = []
        if own is not None:
            taken = [piece for box in remaining if (piece := intersect(box, own)) is not None]
            remaining = [
                piece
                for box in remaining
                for outside in complement(own)
                if (piece := intersect(box, outside)) is not None
            ]
        regions[ending.id] = taken
    return regions


def select_ending(endings: Sequence[Ending], state: HiddenState) -> Ending:
    """The first ending whose conditions all hold; the last ending when none does."""
    for ending in endings:
        box = box_of(ending.conditions)
        if box is not None and box.contains(state):
            return ending
    return endings[-1]


def feasible_box(initial: HiddenState, decisions: int, limit: int = EFFECT_LIMIT) -> Box:
    """Every state a story with ``decisions`` decisions could reach, whatever the choices."""
    reach = decisions * limit
    return Box(
        {name: (initial.value(name) - reach, initial.value(name) + reach) for name in HIDDEN_VARIABLES}
    )


def final_states(initial: HiddenState, decisions: Sequence[Sequence[Effects]]) -> set[HiddenState]:
    """The hidden state at the end of every path through the decisions (one choice per decision)."""
    states: set[tuple[int, ...]] = set()
    for path in product(*decisions):
        state = initial
        for effects in path:
            state = state.plus(effects)
        states.add(state.as_tuple())
    return {HiddenState(**dict(zip(HIDDEN_VARIABLES, values, strict=True))) for values in states}


def endings_reached(endings: Sequence[Ending], states: Iterable[HiddenState]) -> dict[str, int]:
    """How many of ``states`` select each ending (0 means that ending cannot be reached)."""
    counts: dict[str, int] = {ending.id: 0 for ending in endings}
    for state in states:
        counts[select_ending(endings, state).id] += 1
    return counts


def describe(box: Box) -> str:
    parts = [f"{b.variable} {'>=' if b.op == 'at_least' else '<='} {b.value}" for b in box.conditions()]
    return " and ".join(parts) or "any state"
