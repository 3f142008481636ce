"""Pipeline benchmark with a fake model of fixed latency: what the orchestration itself costs.

Measures the time to the first scene (map + bible + first anchor), the time per later scene (each
``choose``) and to the ending's scene, built on demand and prepared while the player reads, and the
wall time of an anchor's media stages run concurrently vs one after another.
"""

from __future__ import annotations

import asyncio
import statistics
import time

from pydantic import BaseModel

from taleweaver.pipeline.flow import StepResult, StoryFlow
from taleweaver.pipeline.orchestrator import Pipeline, PipelineConfig
from taleweaver.pipeline.scene.anchor_stages import AnchorStages
from taleweaver.pipeline.scene.contracts import CONTINUE
from taleweaver.pipeline.scene.fallbacks import fallback_panels
from taleweaver.pipeline.story.fallbacks import fallback_bible, fallback_emotional_map
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
    ending_s: float
    """Wall time of the last ``choose`` → the ending's scene package, built on demand."""
    ending_prepared_s: float
    """The same when the ending was prepared while the player read the last anchor."""
    ending_calls: int
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


class _Session(BaseModel):
    first_s: float
    first_calls: int
    later_s: list[float]
    later_calls: int
    ending_s: float
    ending_calls: int


async def _session(latency_s: float, reading_s: float | None) -> _Session:
    """One whole session; ``reading_s`` None builds each next scene (and the ending) on demand."""
    model = FakeModel(latency_s=latency_s)
    flow = StoryFlow(Pipeline(model))
    started = time.perf_counter()
    step = await flow.start(BENCH_INTAKE)
    first, first_calls = time.perf_counter() - started, model.request_count
    later: list[float] = []
    later_calls = ending_calls = 0
    ending = 0.0
    while step.status == "scene":
        prepared = None
        if reading_s is not None:
            task = asyncio.create_task(flow.prepare(step.state))  # at the last anchor: the ending
            await asyncio.sleep(reading_s)
            prepared = await task
        calls = model.request_count
        started = time.perf_counter()
        step = await flow.choose(step.state, _next_choice(step), prepared=prepared)
        elapsed = time.perf_counter() - started
        if step.status == "scene":
            later.append(elapsed)
            later_calls += model.request_count - calls
        else:
            ending, ending_calls = elapsed, model.request_count - calls
    return _Session(
        first_s=first,
        first_calls=first_calls,
        later_s=later,
        later_calls=later_calls,
        ending_s=ending,
        ending_calls=ending_calls,
    )


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
    on_demand = await _session(latency_s, None)
    prepared = await _session(latency_s, reading)
    media_concurrent, anchor_concurrent = await _anchor_times(latency_s, True, media_rounds)
    media_sequential, anchor_sequential = await _anchor_times(latency_s, False, media_rounds)
    return PipelineBenchResult(
        latency_s=latency_s,
        reading_s=reading,
        first_scene_s=round(on_demand.first_s, 4),
        first_scene_calls=on_demand.first_calls,
        later_scene_s=round(statistics.median(on_demand.later_s), 4),
        later_scene_prepared_s=round(statistics.median(prepared.later_s), 4),
        later_scene_calls=round(on_demand.later_calls / max(len(on_demand.later_s), 1), 2),
        ending_s=round(on_demand.ending_s, 4),
        ending_prepared_s=round(prepared.ending_s, 4),
        ending_calls=on_demand.ending_calls,
        media_concurrent_s=round(media_concurrent, 4),
        media_sequential_s=round(media_sequential, 4),
        anchor_concurrent_s=round(anchor_concurrent, 4),
        anchor_sequential_s=round(anchor_sequential, 4),
    )
