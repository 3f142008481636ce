"""``taleweaver bench ink``: per-turn time on *The Intercept* — the bare ink runtime, taleweaver's ink path
(the story-runtime port: choose, lines with speakers, choices, state), and inkjs in Node when present —
and the ink-proof wall time.

Every measure plays the same random walks (fixed seed) from the start to an ending. A turn is one choice
and everything ink says up to the next choice.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from inkpython import Story
from pydantic import BaseModel

from taleweaver.formats.ink.compiler import compiler_dir
from taleweaver.formats.ink.proof import find_cases, run_cases
from taleweaver.formats.ink.story import InkStory, load_ink_story
from taleweaver.runtime.ink import InkStoryRuntime

GOAL_OVERHEAD_MS = 1.0


class InkBench(BaseModel):
    story: str
    walks: int
    turns: int
    load_s: float
    bare_ms_per_turn: float
    port_ms_per_turn: float
    overhead_ms_per_turn: float
    inkjs_ms_per_turn: float | None
    proof_cases: int | None
    proof_passed: int | None
    proof_wall_s: float | None
    """Compile (when the compiler is there) and play every ink-proof case."""
    goal_overhead_ms: float = GOAL_OVERHEAD_MS


def random_walks(text: str, walks: int, seed: int) -> list[list[int]]:
    """Choice indices of ``walks`` random playthroughs to an end (the same for every measure)."""
    rng = random.Random(seed)
    out: list[list[int]] = []
    for _ in range(walks):
        story = Story(text)
        story.ContinueMaximally()
        walk: list[int] = []
        while story.currentChoices and len(walk) < 500:
            index = rng.randrange(len(story.currentChoices))
            walk.append(index)
            story.ChooseChoiceIndex(index)
            while story.canContinue:
                story.Continue()
        out.append(walk)
    return out


def _bare_walk(text: str, walk: list[int]) -> float:
    story = Story(text)
    story.ContinueMaximally()
    started = time.perf_counter()
    for index in walk:
        story.ChooseChoiceIndex(index)
        while story.canContinue:
            story.Continue()
        _ = story.currentChoices
    return time.perf_counter() - started


def _port_walk(story: InkStory, walk: list[int]) -> float:
    runtime = InkStoryRuntime(story)
    runtime.start()
    started = time.perf_counter()
    for index in walk:
        choice = runtime.choices()[index]
        runtime.choose(choice.id)
        runtime.choices()
        runtime.public_state()
    return time.perf_counter() - started


def _paired(text: str, story: InkStory, walks: list[list[int]], rounds: int) -> tuple[float, float]:
    """Bare and port seconds over all walks: each walk timed ``rounds`` times, alternating which runs first,
    its fastest time kept (a busy machine only ever adds time)."""
    bare = [float("inf")] * len(walks)
    port = [float("inf")] * len(walks)
    for r in range(rounds):
        for i, walk in enumerate(walks):
            if (r + i) % 2:
                bare[i] = min(bare[i], _bare_walk(text, walk))
                port[i] = min(port[i], _port_walk(story, walk))
            else:
                port[i] = min(port[i], _port_walk(story, walk))
                bare[i] = min(bare[i], _bare_walk(text, walk))
    return sum(bare), sum(port)


def _inkjs(path: Path, walks: list[list[int]]) -> float | None:
    folder = compiler_dir()
    if folder is None or shutil.which("node") is None:
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(walks, f)
    try:
        done = subprocess.run(
            ["node", str(folder / "bench.js"), str(path), f.name], capture_output=True, text=True, timeout=600
        )
    finally:
        Path(f.name).unlink(missing_ok=True)
    if done.returncode != 0:
        return None
    row = json.loads(done.stdout)
    return float(row["seconds"]) * 1000 / max(1, int(row["turns"]))


def run_ink_bench(
    story: Path, proof: Path | None, *, walks: int = 20, seed: int = 7, rounds: int = 5
) -> InkBench:
    text = story.read_text(encoding="utf-8-sig")
    started = time.perf_counter()
    Story(text)
    load_s = time.perf_counter() - started
    chosen = random_walks(text, walks, seed)
    turns = sum(len(w) for w in chosen)
    bare, port = _paired(text, load_ink_story(story), chosen, rounds)
    bare_ms, port_ms = bare * 1000 / turns, port * 1000 / turns
    cases = passed = None
    wall = None
    if proof is not None and proof.exists():
        found = find_cases(proof)
        if compiler_dir() is None:
            found = [c for c in found if c.story.suffix != ".ink"]
        with tempfile.TemporaryDirectory() as tmp:
            started = time.perf_counter()
            results = run_cases(found, Path(tmp))
            wall = time.perf_counter() - started
        cases, passed = len(results), sum(r.passed for r in results)
    return InkBench(
        story=str(story),
        walks=walks,
        turns=turns,
        load_s=load_s,
        bare_ms_per_turn=bare_ms,
        port_ms_per_turn=port_ms,
        overhead_ms_per_turn=port_ms - bare_ms,
        inkjs_ms_per_turn=_inkjs(story, chosen),
        proof_cases=cases,
        proof_passed=passed,
        proof_wall_s=wall,
    )
