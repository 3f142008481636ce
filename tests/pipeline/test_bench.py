from __future__ import annotations

from taleweaver.pipeline.bench import run_pipeline_bench


async def test_bench_measures_concurrency_and_preparation() -> None:
    result = await run_pipeline_bench(latency_s=0.05, media_rounds=2)
    # map, bible, [choices ∥ panels] = 2 calls, [visual ∥ audio] = 2 calls, continuity: 7 calls, 5 serial hops
    assert result.first_scene_calls == 7
    assert 5 * 0.05 <= result.first_scene_s < 5 * 0.05 + 0.5
    assert result.later_scene_s >= 3 * 0.05
    assert result.later_scene_prepared_s < 0.05  # ready before the player chose
    assert result.media_ratio < 0.6  # two stages side by side: floor 0.5
    assert result.anchor_ratio < 0.75  # 3 serial hops instead of 5
