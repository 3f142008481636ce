"""The pipeline benchmark: call counts and the structure of its timings (bounds under ``bench``)."""

from __future__ import annotations

import pytest

from taleweaver.bench.pipeline import run_pipeline_bench

LATENCY = 0.05


async def test_bench_measures_concurrency_and_preparation() -> None:
    result = await run_pipeline_bench(latency_s=LATENCY, media_rounds=2)
    # map, bible, [choices ∥ panels] = 2 calls, [visual ∥ audio] = 2 calls, continuity: 7 calls, 5 serial hops
    assert result.first_scene_calls == 7
    assert result.first_scene_s >= 5 * LATENCY  # each serial hop waits for the fake model
    assert result.later_scene_s >= 3 * LATENCY
    assert result.later_scene_prepared_s <= result.later_scene_s
    # the ending's scene: panels, [visual ∥ audio], continuity: 4 calls, 3 serial hops
    assert result.ending_calls == 4
    assert result.ending_s >= 3 * LATENCY
    assert result.ending_prepared_s <= result.ending_s


@pytest.mark.bench
async def test_concurrency_and_preparation_save_the_expected_time() -> None:
    result = await run_pipeline_bench(latency_s=LATENCY, media_rounds=2)
    assert result.first_scene_s < 5 * LATENCY + 0.5
    assert result.later_scene_prepared_s < LATENCY  # ready before the player chose
    assert result.ending_prepared_s < LATENCY  # the ending too, prepared while the last anchor was read
    assert result.media_ratio < 0.6  # two stages side by side: floor 0.5
    assert result.anchor_ratio < 0.75  # 3 serial hops instead of 5
