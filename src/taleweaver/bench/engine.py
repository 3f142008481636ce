"""Engine benchmark: synthetic stories of any size, loaded through the real loader, timed per step.

``synthetic_story_files(n)`` writes a story folder in memory (path → JSON text) with ``n`` storyline
nodes in chapters of 100, a scene per 10 nodes, rotating speakers, flags set on every step, branching
jumps, endings, and a scene map whose ring edges are open and whose shortcuts are flag-gated. The walk
it is timed on never ends (every node has an ``onward`` action), so any number of steps can be taken.

``run_engine_bench`` plans a branching playthrough and a tour of the map per size (untimed), replays them
timing ``StoryEngine.advance`` and ``StoryEngine.navigate`` one call at a time with ``time.perf_counter_ns``
in rounds interleaved across sizes, and reports medians; then it measures peak memory with ``tracemalloc``
in a separate pass (tracing slows every allocation, so it never overlaps the timing).
"""

from __future__ import annotations

import gc
import itertools
import json
import statistics
import time
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pydantic import BaseModel

from taleweaver.content.loader import load_library
from taleweaver.content.models import Library, Persona
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState, Transition

DEFAULT_SIZES = (10, 100, 1_000, 10_000)
GOAL_US_PER_STEP = 15.0
"""inkjs takes 15–22 µs per choice+continue on such stories (same walk); the engine should beat it."""
GOAL_FLAT_RATIO = 1.2
"""Largest story's time per step over the smallest's: the cost of a step must not grow with size."""

STORY_ID = "synthetic"
_VOICES = ("ash", "ballad", "coral", "sage")
_PERSONA = {
    "description": "A synthetic voice.",
    "introduction": "Hello.",
    "background": "Made for the benchmark.",
    "goal": "To be measured.",
    "voice_tone": "Even.",
}
"""Every persona field the seed's format asks for (``check`` warns about a missing one)."""


def _scene_count(nodes: int) -> int:
    return max(2, nodes // 10)


def _flag_count(nodes: int) -> int:
    return min(64, max(4, nodes // 50))


def synthetic_story_files(nodes: int) -> dict[str, str]:
    """A valid story folder with ``nodes`` storyline nodes, as relative path → JSON text."""
    if nodes < 2:
        raise ValueError(f"a synthetic story needs at least 2 nodes, got {nodes}")
    scenes, flags = _scene_count(nodes), _flag_count(nodes)
    files: dict[str, str] = {}

    def put(path: str, data: object) -> None:
        files[path] = json.dumps(data)

    put(
        "manifest.json",
        {
            "id": STORY_ID,
            "title": f"Synthetic story ({nodes} nodes)",
            "description": "Generated for the engine benchmark.",
            "languages": ["en"],
            "entry_point": "storylines/chapter0/n0.json",
            "narrator": {"name": "Narrator", "voice": "cedar", **_PERSONA},
        },
    )
    put("flags.json", [f"f{i}" for i in range(flags)])
    for i, voice in enumerate(_VOICES):
        put(f"characters/c{i}.json", {"name": f"Character {i}", "voice": voice, **_PERSONA})
    edges: list[dict[str, object]] = []
    for s in range(scenes):
        nxt = (s + 1) % scenes
        put(
            f"scenes/s{s}.json",
            {
                "name": f"Scene {s}",
                "description": f"Place number {s}.",
                "actions": [{"id": f"look{s}", "description": "look around", "effects": "Nothing stirs."}],
                "characters_present": [f"c{s % len(_VOICES)}"],
            },
        )
        edges.append({"from": f"s{s}", "to": f"s{nxt}", "description": f"Walk to scene {nxt}"})
        edges.append({"from": f"s{nxt}", "to": f"s{s}", "description": f"Walk back to scene {s}"})
        if scenes > 2:
            skip = (s + 2) % scenes
            gate = {"type": "requires_flag", "flag": f"f{s % flags}", "condition_failed": "Locked."}
            edges.append({"from": f"s{s}", "to": f"s{skip}", "description": "Shortcut", "conditions": [gate]})
    put("map.json", edges)
    for k in range(nodes):
        put(f"storylines/chapter{k // 100}/n{k}.json", _node(k, nodes, scenes, flags))
    return files


def _node(k: int, nodes: int, scenes: int, flags: int) -> dict[str, object]:
    flag = f"f{k % flags}"
    actions: list[dict[str, object]] = [
        {
            "id": "onward",
            "description": "Carry on",
            "next": f"n{(k + 1) % nodes}",
            "effects": {"set_flags": {flag: k % 3 != 0}},
        },
        {
            "id": "jump",
            "description": "Take the long way",
            "next": f"n{(k + 5) % nodes}",
            "requires": [{"type": "requires_flag", "flag": flag}],
        },
    ]
    if k % 10 == 9:
        actions.append({"id": "give_up", "description": "Stop here"})  # an ending (no next)
    speaker = "narrator" if k % 4 == 3 else f"c{(k // 2) % len(_VOICES)}"
    return {
        "id": f"n{k}",
        "scene": f"s{(k // 10) % scenes}",
        "type": "dialogue",
        "speaker": speaker,
        "text": f"Line {k}.",
        "actions": actions,
    }


def synthetic_library(nodes: int) -> Library:
    narrator = Persona(name="Menu", description="The menu narrator.", voice="cedar")
    tree = {f"{STORY_ID}/{path}": text for path, text in synthetic_story_files(nodes).items()}
    return load_library(tree, default_narrator=narrator)


class SizeResult(BaseModel):
    nodes: int
    scenes: int
    flags: int
    load_ms: float
    steps: int
    advance_median_us: float
    advance_p95_us: float
    navigate_median_us: float
    navigate_p95_us: float
    opening_median_us: float
    """Advance, replaying the story's first 10 steps over and over: the same work per step as the walk,
    on a working set small enough to stay in the CPU caches at every story size."""
    peak_kib: float
    """Peak traced memory while loading the story, building the engine and walking 1,000 steps."""


class EngineBenchResult(BaseModel):
    sizes: list[SizeResult]
    rounds: int
    goal_us: float = GOAL_US_PER_STEP
    goal_ratio: float = GOAL_FLAT_RATIO
    advance_ratio: float
    navigate_ratio: float
    opening_ratio: float
    meets_goal: bool


def plan_walk(engine: StoryEngine, steps: int) -> tuple[list[str], StoryState]:
    """Action ids for a ``steps``-long playthrough that never ends: the long way (``jump``) every third
    step when its flag is set, else ``onward``. Planned untimed, replayed timed (the engine is pure)."""
    state = engine.enter(engine.initial_state(), STORY_ID).state
    plan: list[str] = []
    for i in range(steps):
        available = engine.available_action_ids(state)
        action = "jump" if i % 3 == 0 and "jump" in available else "onward"
        plan.append(action)
        state = engine.advance(state, action).state
    return plan, state


def plan_tour(engine: StoryEngine, state: StoryState, steps: int) -> list[str]:
    """Scene ids for a ``steps``-long walk over the map, cycling through the open edges (ring edges and
    the shortcuts whose flags ``state`` has set)."""
    plan: list[str] = []
    for i in range(steps):
        open_ = [r.scene.id for r in engine.reachable_scenes(state) if r.available]
        target = open_[i % len(open_)]
        plan.append(target)
        state = engine.navigate(state, target).state
    return plan


def _replay(
    move: Callable[[StoryState, str], Transition], state: StoryState, plan: Sequence[str]
) -> tuple[list[int], StoryState]:
    """Nanoseconds per call of ``move`` along ``plan``, and the state at the end."""
    out = [0] * len(plan)
    clock = time.perf_counter_ns
    for i, arg in enumerate(plan):
        start = clock()
        state = move(state, arg).state
        out[i] = clock() - start
    return out, state


def _percentile(values: list[int], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] / 1000


def _peak_kib(nodes: int) -> float:
    gc.collect()
    tracemalloc.start()
    try:
        engine = StoryEngine(synthetic_library(nodes))
        plan, _ = plan_walk(engine, 1_000)
        _replay(engine.advance, engine.enter(engine.initial_state(), STORY_ID).state, plan)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak / 1024


@dataclass
class _Run:
    """One story size, prepared untimed; ``advance``/``navigate`` collect timings across rounds."""

    nodes: int
    engine: StoryEngine
    load_ms: float
    walk: list[str]
    tour: list[str]
    entered: StoryState
    at_walk: StoryState
    at_tour: StoryState
    advance: list[int] = field(default_factory=list)
    navigate: list[int] = field(default_factory=list)
    opening: list[int] = field(default_factory=list)

    @classmethod
    def prepare(cls, nodes: int, steps: int) -> _Run:
        start = time.perf_counter()
        engine = StoryEngine(synthetic_library(nodes))
        load_ms = (time.perf_counter() - start) * 1000
        walk, walked = plan_walk(engine, steps)
        tour = plan_tour(engine, walked, steps)
        entered = engine.enter(engine.initial_state(), STORY_ID).state
        _replay(engine.advance, entered, walk[:2_000])  # warm up
        return cls(nodes, engine, load_ms, walk, tour, entered, entered, walked)

    def time_chunk(self, lo: int, hi: int) -> None:
        times, self.at_walk = _replay(self.engine.advance, self.at_walk, self.walk[lo:hi])
        self.advance += times
        times, self.at_tour = _replay(self.engine.navigate, self.at_tour, self.tour[lo:hi])
        self.navigate += times
        for _ in range(max(1, (hi - lo) // 10)):
            times, _ = _replay(self.engine.advance, self.entered, self.walk[:10])
            self.opening += times

    def result(self, memory: bool) -> SizeResult:
        return SizeResult(
            nodes=self.nodes,
            scenes=_scene_count(self.nodes),
            flags=_flag_count(self.nodes),
            load_ms=round(self.load_ms, 1),
            steps=len(self.advance),
            advance_median_us=statistics.median(self.advance) / 1000,
            advance_p95_us=_percentile(self.advance, 0.95),
            navigate_median_us=statistics.median(self.navigate) / 1000,
            navigate_p95_us=_percentile(self.navigate, 0.95),
            opening_median_us=statistics.median(self.opening) / 1000,
            peak_kib=round(_peak_kib(self.nodes), 1) if memory else 0.0,
        )


def run_engine_bench(
    sizes: Sequence[int] = DEFAULT_SIZES, *, steps: int = 20_000, rounds: int = 5, memory: bool = True
) -> EngineBenchResult:
    """Time every size in ``rounds`` interleaved chunks, so a busy machine slows all sizes alike and the
    largest/smallest ratio stays meaningful."""
    runs = [_Run.prepare(n, steps) for n in sizes]
    bounds = [steps * r // rounds for r in range(rounds + 1)]
    gc.collect()
    for lo, hi in itertools.pairwise(bounds):
        for run in runs:
            run.time_chunk(lo, hi)
    results = [run.result(memory) for run in runs]
    first, last = results[0], results[-1]
    advance_ratio = last.advance_median_us / first.advance_median_us
    navigate_ratio = last.navigate_median_us / first.navigate_median_us
    fast = all(max(r.advance_median_us, r.navigate_median_us) <= GOAL_US_PER_STEP for r in results)
    flat = max(advance_ratio, navigate_ratio) <= GOAL_FLAT_RATIO
    return EngineBenchResult(
        sizes=results,
        rounds=rounds,
        advance_ratio=round(advance_ratio, 3),
        navigate_ratio=round(navigate_ratio, 3),
        opening_ratio=round(last.opening_median_us / first.opening_median_us, 3),
        meets_goal=fast and flat,
    )


def bench_size(nodes: int, *, steps: int = 20_000, memory: bool = True) -> SizeResult:
    return run_engine_bench([nodes], steps=steps, rounds=1, memory=memory).sizes[0]
