"""ink-proof conformance: play a case the way the reference command-line player does and compare transcripts.

A case is a compiled story, the choice numbers typed (``input.txt``) and the exact expected transcript.
The player prints each line (and ``# tags: a, b`` after a tagged line), then a blank line, the numbered
choices and the ``?> `` prompt, and reads the next number.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from taleweaver.formats.ink.compiler import compile_many
from taleweaver.formats.ink.errors import InkError
from taleweaver.formats.ink.runtime import InkRuntime, parse_story_json


@dataclass(frozen=True, slots=True)
class ProofCase:
    name: str
    story: Path
    """Compiled ink JSON (bytecode cases) or the .ink source."""
    folder: Path


@dataclass(frozen=True, slots=True)
class ProofResult:
    name: str
    passed: bool
    expected: str
    actual: str
    seconds: float


def transcript(story_json: str, choices: Iterable[int], *, file: str = "story.json") -> str:
    """What the reference player prints for this story and these typed choice numbers."""
    pending = list(choices)
    out: list[str] = []
    try:
        runtime = InkRuntime(parse_story_json(story_json, file), file=file)
        while True:
            while runtime.can_continue:
                line = runtime.continue_line()
                out.append(line.raw)
                if line.tags:
                    out.append("# tags: " + ", ".join(line.tags) + "\n")
            current = runtime.choices
            if not current:
                break
            out.append("\n")
            out.extend(f"{i + 1}: {choice.text}\n" for i, choice in enumerate(current))
            out.append("?> ")
            if not pending:
                break
            runtime.choose(pending.pop(0) - 1)
    except InkError as err:
        out.append(f"{err.message}\n")
    return "".join(out)


def find_cases(root: Path) -> list[ProofCase]:
    """Every case under an ink-proof checkout: ``ink/Ixxx/story.ink`` and ``bytecode/Bxxx/bytecode.json``."""
    cases = [ProofCase(d.name, d / "story.ink", d) for d in sorted((root / "ink").glob("I*")) if d.is_dir()]
    cases += [
        ProofCase(d.name, d / "bytecode.json", d)
        for d in sorted((root / "bytecode").glob("B*"))
        if d.is_dir()
    ]
    return cases


def run_cases(cases: list[ProofCase], build: Path) -> list[ProofResult]:
    """Compile the .ink cases (one compiler run) into ``build`` and play every case."""
    sources = [(c.story, build / f"{c.name}.ink.json") for c in cases if c.story.suffix == ".ink"]
    compiled = {r.source: r for r in compile_many(sources)} if sources else {}
    results: list[ProofResult] = []
    for case in cases:
        expected = (case.folder / "transcript.txt").read_text(encoding="utf-8")
        choices = [int(n) for n in (case.folder / "input.txt").read_text(encoding="utf-8").split()]
        started = time.perf_counter()
        if case.story.suffix == ".ink":
            result = compiled[case.story]
            actual = (
                transcript(result.output.read_text(encoding="utf-8-sig"), choices, file=str(case.story))
                if result.ok
                else "".join(e + "\n" for e in result.errors)
            )
        else:
            actual = transcript(case.story.read_text(encoding="utf-8-sig"), choices, file=str(case.story))
        results.append(
            ProofResult(case.name, actual == expected, expected, actual, time.perf_counter() - started)
        )
    return results
