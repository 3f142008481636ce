"""Semantic validation of the story-level handoffs beyond the schema: counts, references, bounds,
reachable endings.

Each validator is pure, takes what it checks and returns every :class:`Problem` at once, so a retry
can fix them all.
"""

from __future__ import annotations

from collections.abc import Sequence

from taleweaver.pipeline.feedback import Problem, not_in_bible, out_of_range
from taleweaver.pipeline.story.contracts import (
    ANCHOR_IDS,
    DECISION_IDS,
    ENDING_IDS,
    HIDDEN_VARIABLES,
    INITIAL_LIMIT,
    NARRATOR,
    EmotionalMap,
    StoryBible,
)
from taleweaver.pipeline.story.regions import box_of, describe, ending_regions, feasible_box, intersect


def validate_emotional_map(value: EmotionalMap) -> list[Problem]:
    problems: list[Problem] = []
    if not 0.0 <= value.confidence <= 1.0:
        problems.append(out_of_range("confidence", value.confidence, 0, 1))
    for index, feeling in enumerate(value.feelings):
        if not 1 <= feeling.intensity <= 5:
            problems.append(out_of_range(f"feelings[{index}].intensity", feeling.intensity, 1, 5))
    return problems


def _ids(path: str, got: Sequence[str], expected: Sequence[str], noun: str) -> list[Problem]:
    if len(got) != len(expected):
        return [
            Problem(
                path=path,
                kind="count",
                message=f"expected exactly {len(expected)} {noun} ({', '.join(expected)}), got {len(got)}",
            )
        ]
    if list(got) != list(expected):
        return [
            Problem(
                path=path,
                kind="invalid_value",
                message=f"ids must be {', '.join(expected)} in this order, got {', '.join(got)}",
            )
        ]
    return []


def validate_bible(bible: StoryBible) -> list[Problem]:
    """Counts (5/4/4), known references, decision placement, initial bounds, reachable endings."""
    problems = _ids("anchors", [a.id for a in bible.anchors], ANCHOR_IDS, "anchor nodes")
    problems += _ids(
        "decision_points", [d.id for d in bible.decision_points], DECISION_IDS, "decision points"
    )
    problems += _ids("endings", [e.id for e in bible.endings], ENDING_IDS, "endings")
    known = bible.character_ids()
    if len(set(known)) != len(known):
        problems.append(Problem(path="characters", kind="duplicate", message="character ids must be unique"))
    if NARRATOR in known:
        problems.append(
            Problem(
                path="characters", kind="invalid_value", message='"narrator" is reserved for the narrator'
            )
        )
    for index, anchor in enumerate(bible.anchors):
        for ref in anchor.characters:
            if ref not in known:
                problems.append(not_in_bible(f"anchors[{index}].characters", ref, known, "character"))
    problems += _decision_placement(bible)
    for name in HIDDEN_VARIABLES:
        value = bible.initial_state.value(name)
        if abs(value) > INITIAL_LIMIT:
            problems.append(out_of_range(f"initial_state.{name}", value, -INITIAL_LIMIT, INITIAL_LIMIT))
    if not problems:
        problems += _ending_problems(bible)
    return problems


def _decision_placement(bible: StoryBible) -> list[Problem]:
    problems: list[Problem] = []
    anchors = [a.id for a in bible.anchors]
    seen: set[str] = set()
    for index, decision in enumerate(bible.decision_points):
        path = f"decision_points[{index}].anchor"
        if decision.anchor not in anchors:
            problems.append(not_in_bible(path, decision.anchor, anchors, "anchor"))
        elif decision.anchor == anchors[-1]:
            problems.append(
                Problem(
                    path=path,
                    kind="invalid_value",
                    message=f"{decision.id} cannot sit at the last anchor {anchors[-1]}: decisions lie "
                    "between anchors, and the ending follows the last one",
                )
            )
        elif decision.anchor in seen:
            problems.append(
                Problem(
                    path=path, kind="duplicate", message=f"two decisions at {decision.anchor}; one per anchor"
                )
            )
        seen.add(decision.anchor)
    return problems


def _ending_problems(bible: StoryBible) -> list[Problem]:
    problems: list[Problem] = []
    last = bible.endings[-1]
    if last.conditions:
        problems.append(
            Problem(
                path=f"endings[{len(bible.endings) - 1}].conditions",
                kind="invalid_value",
                message=f"the last ending ({last.id}) is the default and must have no conditions",
            )
        )
    reach = feasible_box(bible.initial_state, len(bible.decision_points))
    regions = ending_regions(bible.endings)
    for index, ending in enumerate(bible.endings):
        if box_of(ending.conditions) is None:
            problems.append(
                Problem(
                    path=f"endings[{index}].conditions",
                    kind="invalid_value",
                    message=f"the conditions of {ending.id} contradict each other; no state satisfies them",
                )
            )
        elif not any(intersect(box, reach) is not None for box in regions[ending.id]):
            problems.append(
                Problem(
                    path=f"endings[{index}].conditions",
                    kind="unreachable_ending",
                    message=f"no reachable hidden state selects {ending.id}: reachable states lie within "
                    f"{describe(reach)}, and earlier endings take every state where its conditions hold; "
                    "loosen its conditions",
                )
            )
    return problems
