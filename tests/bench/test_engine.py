"""The engine benchmark: its synthetic stories are real, valid stories, and its figures are sane."""

from __future__ import annotations

import pytest

from taleweaver.bench.engine import (
    STORY_ID,
    bench_size,
    plan_tour,
    plan_walk,
    run_engine_bench,
    synthetic_library,
    synthetic_story_files,
)
from taleweaver.content.check import check_story
from taleweaver.engine.engine import StoryEngine


@pytest.mark.parametrize("nodes", [10, 100])
def test_synthetic_stories_pass_the_checker(nodes: int) -> None:
    assert [f.render() for f in check_story(synthetic_story_files(nodes))] == []


def test_synthetic_story_shape() -> None:
    story = synthetic_library(1_000).stories[STORY_ID]
    assert len(story.storylines) == 1_000
    assert len(story.scenes) == 100
    assert {n.chapter for n in story.storylines.values()} == {f"chapter{i}" for i in range(10)}
    assert any(e.conditions for e in story.map)  # gated shortcuts
    assert len({n.speaker for n in story.storylines.values()}) == 5  # four characters and the narrator
    assert sum(1 for n in story.storylines.values() for a in n.actions if a.next is None) == 100  # endings


def test_too_small_a_story_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 2 nodes"):
        synthetic_story_files(1)


def test_the_walk_branches_sets_flags_and_never_ends() -> None:
    engine = StoryEngine(synthetic_library(100))
    plan, state = plan_walk(engine, 600)
    assert {"onward", "jump"} == set(plan)
    assert not state.ended
    assert any(state.flags.values())
    assert len(state.node_visits) == 100  # the walk goes all the way round the story


def test_the_tour_uses_gated_shortcuts_once_open() -> None:
    engine = StoryEngine(synthetic_library(100))
    _, walked = plan_walk(engine, 300)
    tour = plan_tour(engine, walked, 300)
    state = walked
    blocked = 0
    for scene in tour:
        result = engine.navigate(state, scene)
        blocked += result.blocked
        state = result.state
    assert blocked == 0
    assert len(set(tour)) > 3


def test_bench_size_reports_positive_figures() -> None:
    r = bench_size(10, steps=300, memory=True)
    assert (r.nodes, r.scenes, r.steps) == (10, 2, 300)
    assert 0 < r.advance_median_us <= r.advance_p95_us
    assert 0 < r.navigate_median_us <= r.navigate_p95_us
    assert r.opening_median_us > 0
    assert r.peak_kib > 0
    assert r.load_ms > 0


def test_run_engine_bench_ratio_and_verdict() -> None:
    result = run_engine_bench([10, 100], steps=300, rounds=3, memory=False)
    first, last = result.sizes
    assert result.rounds == 3
    assert first.steps == last.steps == 300  # every step of the plan is timed once, across the rounds
    assert result.advance_ratio == pytest.approx(last.advance_median_us / first.advance_median_us, rel=1e-2)
    assert result.navigate_ratio == pytest.approx(
        last.navigate_median_us / first.navigate_median_us, rel=1e-2
    )
    fast = all(max(r.advance_median_us, r.navigate_median_us) <= result.goal_us for r in result.sizes)
    flat = max(result.advance_ratio, result.navigate_ratio) <= result.goal_ratio
    assert result.meets_goal is (fast and flat)
    assert first.peak_kib == 0.0
