"""Semantic validation of a decision's choices: anchor references, bounded distinct effects, unique
ids, and — at the last decision — every ending reached by some path through all the decisions."""

from __future__ import annotations

import re
from collections.abc import Sequence

from taleweaver.pipeline.feedback import Problem, not_in_bible, out_of_range
from taleweaver.pipeline.scene.contracts import CONTINUE, ChoiceSet
from taleweaver.pipeline.scene.semantics import anchor_echo
from taleweaver.pipeline.story.contracts import EFFECT_LIMIT, HIDDEN_VARIABLES, StoryBible
from taleweaver.pipeline.story.regions import box_of, describe, endings_reached, final_states

_TELLS = re.compile(
    r"(?<![a-z])(?:" + "|".join(name.replace("_", "[ _-]?") for name in HIDDEN_VARIABLES) + r")"
    r"[ _-]*(?:up|down|grows?|fades?|rises?|falls?|drops?|increases?|decreases?|\+|-\d|\d)(?![a-z])",
    re.IGNORECASE,
)
"""A hidden variable named with its change (``self_trust_up``, "attachment grows"): a spoiler of the
hidden state, which the player must not be told before the ending."""


def spoils(text: str) -> bool:
    """Whether ``text`` spells out a hidden-variable change."""
    return _TELLS.search(text) is not None


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
            problems.append(not_in_bible(f"{path}.leads_to", choice.leads_to, anchors, "anchor"))
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
        for field in ("id", "label", "outcome"):
            if spoils(getattr(choice, field)):
                problems.append(
                    Problem(
                        path=f"{path}.{field}",
                        kind="invalid_value",
                        message="names a hidden variable and how it changes; say what the player does",
                    )
                )
        for name in HIDDEN_VARIABLES:
            amount = choice.effects.value(name)
            if abs(amount) > EFFECT_LIMIT:
                problems.append(out_of_range(f"{path}.effects.{name}", amount, -EFFECT_LIMIT, EFFECT_LIMIT))
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
