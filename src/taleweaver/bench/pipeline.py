"""Pipeline benchmark with a fake model of fixed latency: what the orchestration itself costs.

Measures the time to the first scene (map + bible + first anchor), the time per later scene (each
``choose``) built on demand and prepared while the player reads, and the wall time of an anchor's
media stages run concurrently vs one after another.
"""

from __future__ import annotations

import asyncio
import statistics
import time

from pydantic import BaseModel

from taleweaver.pipeline.anchor_stages import AnchorStages
from taleweaver.pipeline.fallbacks import fallback_bible, fallback_emotional_map
from taleweaver.pipeline.flow import StepResult, StoryFlow
from taleweaver.pipeline.orchestrator import Pipeline, PipelineConfig
from taleweaver.pipeline.scene_contracts import CONTINUE
from taleweaver.pipeline.scene_fallbacks import fallback_panels
from taleweaver.testing import FakeModel

BENCH_INTAKE = "I feel lonely and scared since my best friend moved away, and unsure of myself."


class PipelineBenchResult(BaseModel):
    latency_s: float
    """The fake model's fixed latency per call."""
    reading_s: float
    """Simulated time the player spends reading a scene before choosing."""
    first_scene_s: float
    first_scene_calls: int
    later_scene_s: float
    """Median wall time of ``choose`` → next scene, built on demand."""
    later_scene_prepared_s: float
    """Median wall time of ``choose`` when the next anchor was prepared while the player read."""
    later_scene_calls: float
    media_concurrent_s: float
    media_sequential_s: float
    anchor_concurrent_s: float
    """One whole anchor (choices, panels, media, continuity) with independent stages side by side."""
    anchor_sequential_s: float

    @property
    def media_ratio(self) -> float:
        return self.media_concurrent_s / self.media_sequential_s

    @property
    def anchor_ratio(self) -> float:
        return self.anchor_concurrent_s / self.anchor_sequential_s


def _next_choice(step: StepResult) -> str:
    scene = step.scene
    if scene is None:
        raise RuntimeError("the story ended early")
    return scene.choices[0].id if scene.choices else CONTINUE


async def _session(latency_s: float, reading_s: float | None) -> tuple[float, int, list[float], int]:
    """One whole session; ``reading_s`` None builds each next anchor on demand."""
    model = FakeModel(latency_s=latency_s)
    flow = StoryFlow(Pipeline(model))
    started = time.perf_counter()
    step = await flow.start(BENCH_INTAKE)
    first, first_calls = time.perf_counter() - started, model.request_count
    later: list[float] = []
    while step.status == "scene":
        prepared = None
        if reading_s is not None and step.state.current_anchor != "A5":
            task = asyncio.create_task(flow.prepare(step.state))
            await asyncio.sleep(reading_s)
            prepared = await task
        started = time.perf_counter()
        step = await flow.choose(step.state, _next_choice(step), prepared=prepared)
        if step.status == "scene":
            later.append(time.perf_counter() - started)
    return first, first_calls, later, model.request_count - first_calls


async def _anchor_times(latency_s: float, concurrent: bool, rounds: int) -> tuple[float, float]:
    """Median wall time of an anchor's two media stages, and of the whole anchor, at A2."""
    emotional_map = fallback_emotional_map(BENCH_INTAKE)
    bible = fallback_bible(BENCH_INTAKE, emotional_map)
    model = FakeModel(latency_s=latency_s)
    model.pipeline.remember(bible)
    pipeline = Pipeline(model, PipelineConfig(concurrent=concurrent))
    stages = AnchorStages(pipeline, bible, "A2", emotional_map, [], [])
    panels = fallback_panels(bible, "A2")
    media, whole = [], []
    for _ in range(rounds):
        started = time.perf_counter()
        await stages.media(panels)
        media.append(time.perf_counter() - started)
        started = time.perf_counter()
        await pipeline.build_anchor(bible, "A2", emotional_map)
        whole.append(time.perf_counter() - started)
    return statistics.median(media), statistics.median(whole)


async def run_pipeline_bench(
    latency_s: float = 0.2, reading_s: float | None = None, media_rounds: int = 5
) -> PipelineBenchResult:
    """Run the benchmark; ``reading_s`` defaults to the time one anchor takes to build (3 serial calls)."""
    reading = reading_s if reading_s is not None else 4 * latency_s
    first, first_calls, on_demand, later_calls = await _session(latency_s, None)
    _, _, prepared, _ = await _session(latency_s, reading)
    media_concurrent, anchor_concurrent = await _anchor_times(latency_s, True, media_rounds)
    media_sequential, anchor_sequential = await _anchor_times(latency_s, False, media_rounds)
    return PipelineBenchResult(
        latency_s=latency_s,
        reading_s=reading,
        first_scene_s=round(first, 4),
        first_scene_calls=first_calls,
        later_scene_s=round(statistics.median(on_demand), 4),
        later_scene_prepared_s=round(statistics.median(prepared), 4),
        later_scene_calls=round(later_calls / max(len(on_demand), 1), 2),
        media_concurrent_s=round(media_concurrent, 4),
        media_sequential_s=round(media_sequential, 4),
        anchor_concurrent_s=round(anchor_concurrent, 4),
        anchor_sequential_s=round(anchor_sequential, 4),
    )
