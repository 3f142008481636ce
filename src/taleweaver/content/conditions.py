"""Evaluate conditions (map gates, action ``requires``) against flags and variables. Pure."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from taleweaver.content.models import (
    AtLeastCondition,
    AtMostCondition,
    Condition,
    FlagCondition,
    NotFlagCondition,
)


def holds(condition: Condition, flags: Mapping[str, bool], variables: Mapping[str, int]) -> bool:
    if isinstance(condition, FlagCondition):
        return bool(flags.get(condition.flag, False))
    if isinstance(condition, NotFlagCondition):
        return not flags.get(condition.flag, False)
    if isinstance(condition, AtLeastCondition):
        return variables.get(condition.variable, 0) >= condition.value
    return variables.get(condition.variable, 0) <= condition.value


def first_failed(
    conditions: Iterable[Condition], flags: Mapping[str, bool], variables: Mapping[str, int]
) -> Condition | None:
    """The first condition that does not hold, or None when all hold."""
    for condition in conditions:
        if not holds(condition, flags, variables):
            return condition
    return None


def describe_failure(condition: Condition) -> str:
    """The author's ``condition_failed`` text, or a plain sentence when there is none."""
    if condition.condition_failed:
        return condition.condition_failed
    if isinstance(condition, FlagCondition):
        return f"That needs {condition.flag.replace('_', ' ')} first."
    if isinstance(condition, NotFlagCondition):
        return f"That is no longer possible ({condition.flag.replace('_', ' ')})."
    if isinstance(condition, AtLeastCondition):
        return f"That needs {condition.variable} of at least {condition.value}."
    assert isinstance(condition, AtMostCondition)
    return f"That needs {condition.variable} of at most {condition.value}."


def condition_flags(conditions: Iterable[Condition]) -> list[str]:
    return [c.flag for c in conditions if isinstance(c, FlagCondition | NotFlagCondition)]


def condition_variables(conditions: Iterable[Condition]) -> list[str]:
    return [c.variable for c in conditions if isinstance(c, AtLeastCondition | AtMostCondition)]
