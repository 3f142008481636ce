"""Semantic validation beyond the schema: counts, references, bounds, reachability.

Each validator is pure, takes the live context it needs (the bible, the anchor being built, earlier
decisions) and returns every :class:`Problem` at once, so a retry can fix them all.
"""

from __future__ import annotations

from collections.abc import Sequence

from taleweaver.pipeline.contracts import (
    ANCHOR_IDS,
    DECISION_IDS,
    EFFECT_LIMIT,
    ENDING_IDS,
    HIDDEN_VARIABLES,
    INITIAL_LIMIT,
    EmotionalMap,
    StoryBible,
)
from taleweaver.pipeline.feedback import Problem
from taleweaver.pipeline.regions import (
    box_of,
    describe,
    ending_regions,
    endings_reached,
    feasible_box,
    final_states,
    intersect,
)
from taleweaver.pipeline.scene_contracts import CONTINUE, ChoiceSet

NARRATOR = "narrator"


def validate_emotional_map(value: EmotionalMap) -> list[Problem]:
    problems: list[Problem] = []
    if not 0.0 <= value.confidence <= 1.0:
        problems.append(_range("confidence", value.confidence, 0, 1))
    for index, feeling in enumerate(value.feelings):
        if not 1 <= feeling.intensity <= 5:
            problems.append(_range(f"feelings[{index}].intensity", feeling.intensity, 1, 5))
    return problems


def _range(path: str, got: float, low: float, high: float) -> Problem:
    return Problem(path=path, kind="out_of_range", message=f"{got} is out of range [{low}, {high}]")


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
                problems.append(_unknown(f"anchors[{index}].characters", ref, known, "character"))
    problems += _decision_placement(bible)
    for name in HIDDEN_VARIABLES:
        value = bible.initial_state.value(name)
        if abs(value) > INITIAL_LIMIT:
            problems.append(_range(f"initial_state.{name}", value, -INITIAL_LIMIT, INITIAL_LIMIT))
    if not problems:
        problems += _ending_problems(bible)
    return problems


def _unknown(path: str, ref: str, known: Sequence[str], noun: str) -> Problem:
    kind = "unknown_anchor" if noun == "anchor" else "unknown_reference"
    return Problem(
        path=path,
        kind=kind,
        message=f"'{ref}' is not {_article(noun)} {noun} of the bible ({', '.join(known)})",
    )


def _article(noun: str) -> str:
    return "an" if noun[0] in "aeiou" else "a"


def _decision_placement(bible: StoryBible) -> list[Problem]:
    problems: list[Problem] = []
    anchors = [a.id for a in bible.anchors]
    seen: set[str] = set()
    for index, decision in enumerate(bible.decision_points):
        path = f"decision_points[{index}].anchor"
        if decision.anchor not in anchors:
            problems.append(_unknown(path, decision.anchor, anchors, "anchor"))
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


def validate_choices(
    value: ChoiceSet,
    bible: StoryBible,
    anchor_id: str,
    earlier: Sequence[ChoiceSet] = (),
) -> list[Problem]:
    """Anchor references, 2–3 distinct options with bounded effects, unique ids; at the last
    decision, every ending must be reached by at least one path through all decisions."""
    decision = bible.decision_at(anchor_id)
    expected_next = bible.next_anchor(anchor_id)
    anchors = [a.id for a in bible.anchors]
    problems = anchor_echo(value.anchor_id, anchor_id, anchors)
    if decision is not None and value.decision_id != decision.id:
        problems.append(
            Problem(
                path="decision_id",
                kind="invalid_value",
                message=f"must be {decision.id}, got {value.decision_id!r}",
            )
        )
    if not 2 <= len(value.choices) <= 3:
        problems.append(
            Problem(path="choices", kind="count", message=f"expected 2–3 choices, got {len(value.choices)}")
        )
    used = {choice.id for choice_set in earlier for choice in choice_set.choices}
    seen: set[str] = set()
    signatures: set[tuple[int, ...]] = set()
    for index, choice in enumerate(value.choices):
        path = f"choices[{index}]"
        if choice.leads_to not in anchors:
            problems.append(_unknown(f"{path}.leads_to", choice.leads_to, anchors, "anchor"))
        elif choice.leads_to != expected_next:
            problems.append(
                Problem(
                    path=f"{path}.leads_to",
                    kind="invalid_value",
                    message=f"must be {expected_next}: every choice reconverges on the next anchor",
                )
            )
        if choice.id in seen or choice.id in used:
            problems.append(
                Problem(path=f"{path}.id", kind="duplicate", message=f"id '{choice.id}' is already used")
            )
        elif choice.id == CONTINUE or choice.id.startswith("ending_"):
            problems.append(
                Problem(
                    path=f"{path}.id",
                    kind="invalid_value",
                    message=f"id '{choice.id}' is reserved; rename it",
                )
            )
        seen.add(choice.id)
        for name in HIDDEN_VARIABLES:
            amount = choice.effects.value(name)
            if abs(amount) > EFFECT_LIMIT:
                problems.append(_range(f"{path}.effects.{name}", amount, -EFFECT_LIMIT, EFFECT_LIMIT))
        if not choice.effects.nonzero():
            problems.append(
                Problem(
                    path=f"{path}.effects", kind="invalid_value", message="move at least one hidden variable"
                )
            )
        signature = tuple(choice.effects.value(name) for name in HIDDEN_VARIABLES)
        if signature in signatures:
            problems.append(
                Problem(
                    path=f"{path}.effects", kind="duplicate", message="two choices have identical effects"
                )
            )
        signatures.add(signature)
    if not problems and decision is not None and decision.id == bible.decision_points[-1].id:
        problems += ending_coverage(bible, [*earlier, value])
    return problems


def ending_coverage(bible: StoryBible, decisions: Sequence[ChoiceSet]) -> list[Problem]:
    """Endings that no path through ``decisions`` reaches, as problems for the last decision."""
    effects = [[choice.effects for choice in choice_set.choices] for choice_set in decisions]
    counts = endings_reached(bible.endings, final_states(bible.initial_state, effects))
    problems: list[Problem] = []
    for ending in bible.endings:
        if counts[ending.id] == 0:
            problems.append(
                Problem(
                    path="choices",
                    kind="unreachable_ending",
                    message=f"no path through the decisions reaches ending {ending.id} "
                    f"({describe(box) if (box := box_of(ending.conditions)) else 'impossible'}); "
                    "change these choices' effects so at least one path selects it",
                )
            )
    return problems


def anchor_echo(got: str, expected: str, anchors: Sequence[str]) -> list[Problem]:
    """Downstream agents echo the anchor they were asked about; they never invent one."""
    if got not in anchors:
        return [_unknown("anchor_id", got, anchors, "anchor")]
    if got != expected:
        return [
            Problem(path="anchor_id", kind="invalid_value", message=f"this scene is {expected}, not {got}")
        ]
    return []
