"""Director benchmarks: overhead per turn and prompt size vs story size (fast), the CLI around them."""

from __future__ import annotations

import json

from rich.console import Console
from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.cli.bench_commands import _director_table
from taleweaver.director.bench import (
    GOAL_OVERHEAD_MS,
    DirectorBenchResult,
    measure_overhead,
    measure_prompt_sizes,
    request_text,
)
from taleweaver.director.director import Director
from taleweaver.engine.engine import StoryEngine
from taleweaver.testing import ScriptedModel

from .conftest import walk


def words(text: str) -> int:
    return len(text.split())


def test_overhead_is_measured_per_turn_with_two_rounds() -> None:
    result = measure_overhead(turns=200)
    assert result.turns == 200
    assert result.rounds_per_turn == 2
    assert 0 < result.median_ms <= result.p95_ms
    assert result.meets_goal == (result.median_ms <= GOAL_OVERHEAD_MS)
    assert result.median_ms < 20, "an order of magnitude off the 1 ms goal even on a busy machine"


def test_prompt_size_does_not_grow_with_the_story() -> None:
    result = measure_prompt_sizes((10, 10_000), counter=("whitespace", words))
    assert result.counter == "whitespace"
    assert result.node == "n5"
    assert set(result.tokens) == {10, 10_000}
    assert result.spread <= 0.10
    assert result.meets_goal


def test_request_text_counts_messages_and_tools(engine: StoryEngine) -> None:
    request = Director(engine, ScriptedModel()).request(walk(engine, "pirates"), "hello", [])
    text = request_text(request)
    assert request.messages[0].content in text
    assert '"enum": ["hear_job", "ask_about_ship"]' in text
    assert "exit_story: " in text


def test_bench_director_json_and_table() -> None:
    result = CliRunner().invoke(app, ["bench", "director", "--no-local", "--json", "--overhead-turns", "50"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["prefix_reuse"] is None
    assert data["prefix_reuse_skipped"] == "not requested (--no-local)"
    assert data["overhead"]["turns"] == 50
    assert data["prompt_size"]["counter"] in ("smollm2", "whitespace")
    assert set(data["prompt_size"]["tokens"]) == {"10", "10000"}

    console = Console(record=True, width=160)
    console.print(_director_table(DirectorBenchResult.model_validate(data)))
    table = console.export_text()
    for text in (
        "LLM director",
        "prompt size spread",
        "≤ 10%",
        "overhead per turn",
        "median ≤ 1 ms",
        "skipped",
    ):
        assert text in table
