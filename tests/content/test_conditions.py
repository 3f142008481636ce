"""Conditions (map gates, action ``requires``): when they hold, and the reason shown when they do not."""

from __future__ import annotations

import pytest

from taleweaver.content.conditions import (
    condition_flags,
    condition_variables,
    describe_failure,
    first_failed,
    holds,
)
from taleweaver.content.models import (
    AtLeastCondition,
    AtMostCondition,
    Condition,
    FlagCondition,
    NotFlagCondition,
)

FLAG = FlagCondition(type="requires_flag", flag="has_map")
NOT_FLAG = NotFlagCondition(type="requires_not_flag", flag="has_map")
AT_LEAST = AtLeastCondition(type="requires_at_least", variable="gold", value=3)
AT_MOST = AtMostCondition(type="requires_at_most", variable="gold", value=3)


@pytest.mark.parametrize(
    ("condition", "flags", "variables", "expected"),
    [
        (FLAG, {}, {}, False),
        (FLAG, {"has_map": False}, {}, False),
        (FLAG, {"has_map": True}, {}, True),
        (NOT_FLAG, {}, {}, True),
        (NOT_FLAG, {"has_map": True}, {}, False),
        (AT_LEAST, {}, {}, False),  # unset variables count as 0
        (AT_LEAST, {}, {"gold": 3}, True),
        (AT_LEAST, {}, {"gold": 2}, False),
        (AT_MOST, {}, {"gold": 3}, True),
        (AT_MOST, {}, {"gold": 4}, False),
        (AT_MOST, {}, {}, True),
    ],
)
def test_holds(
    condition: Condition, flags: dict[str, bool], variables: dict[str, int], expected: bool
) -> None:
    assert holds(condition, flags, variables) is expected


def test_first_failed_is_the_first_in_order() -> None:
    assert first_failed([FLAG, AT_LEAST], {}, {}) is FLAG
    assert first_failed([FLAG, AT_LEAST], {"has_map": True}, {}) is AT_LEAST
    assert first_failed([FLAG, AT_LEAST], {"has_map": True}, {"gold": 5}) is None
    assert first_failed([], {}, {}) is None


def test_describe_failure_uses_the_authors_text() -> None:
    gate = FlagCondition(type="requires_flag", flag="has_map", condition_failed="You need the map.")
    assert describe_failure(gate) == "You need the map."


@pytest.mark.parametrize(
    ("condition", "text"),
    [
        (FLAG, "That needs has map first."),
        (NOT_FLAG, "That is no longer possible (has map)."),
        (AT_LEAST, "That needs gold of at least 3."),
        (AT_MOST, "That needs gold of at most 3."),
    ],
)
def test_describe_failure_without_author_text(condition: Condition, text: str) -> None:
    assert describe_failure(condition) == text


def test_names_used_by_conditions() -> None:
    conditions: list[Condition] = [FLAG, NOT_FLAG, AT_LEAST, AT_MOST]
    assert condition_flags(conditions) == ["has_map", "has_map"]
    assert condition_variables(conditions) == ["gold", "gold"]
