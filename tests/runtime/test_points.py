"""`runtime.points.choice_points`: every distinct menu of a runtime story, a failing branch kept and left."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FERRY
from taleweaver.formats.ink.errors import InkError
from taleweaver.formats.ink.story import load_ink_story
from taleweaver.runtime.ink import InkStoryRuntime
from taleweaver.runtime.points import choice_points

DOORS = Path(__file__).parents[1] / "checks" / "fixtures" / "doors.ink.json"


def doors() -> InkStoryRuntime:
    return InkStoryRuntime(load_ink_story(DOORS))


def test_every_distinct_menu_once_with_the_choices_that_reach_it() -> None:
    walk = choice_points(doors(), errors=(InkError,))
    menus = [(p.node, p.reached_by, [c.label for c in p.choices]) for p in walk.points]
    assert menus == [
        ("hall.0", "the start", ["Open the red door", "Open the blue door", "Wait in the hall"]),
        ("red.0", "1", ["Go back to the hall", "Work out the sum"]),
        # the red door is a once-only choice: back in the hall, the menu is another one
        ("hall.0", "1.1", ["Open the blue door", "Wait in the hall"]),
    ]  # waiting in the hall loops back to a menu already walked: once each
    assert walk.complete


def test_a_branch_that_fails_is_kept_and_the_others_walked() -> None:
    walk = choice_points(doors(), errors=(InkError,))
    ((at, exc),) = walk.failures
    assert at == (1, 2)  # the red door, then the sum: a division by zero
    assert "division" in str(exc)
    assert len(walk.points) == 3  # the menus after it were still reached


def test_an_error_not_named_propagates() -> None:
    with pytest.raises(InkError, match="division"):
        choice_points(doors())


def test_a_point_restores_to_its_own_menu() -> None:
    runtime = doors()
    walk = choice_points(runtime, errors=(InkError,))
    red = walk.points[1]
    runtime.restore(red.saved)
    assert [c.label for c in runtime.choices()] == ["Go back to the hall", "Work out the sum"]


def test_the_walk_stops_at_its_limit_and_says_so() -> None:
    walk = choice_points(doors(), limit=1, errors=(InkError,))
    assert (walk.states, len(walk.points), walk.complete) == (1, 1, False)


def test_a_story_with_one_menu_and_an_end() -> None:
    walk = choice_points(InkStoryRuntime(load_ink_story(FERRY)))
    assert len(walk.points) == 1
    assert walk.points[0].reached_by == "the start"
    assert walk.complete
    assert not walk.failures
