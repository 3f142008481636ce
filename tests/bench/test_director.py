"""Director benchmarks: overhead per turn and prompt size vs story size (fast), the CLI around them."""

from __future__ import annotations

import json

import pytest
from rich.console import Console
from typer.testing import CliRunner

from taleweaver.bench.director import (
    GOAL_OVERHEAD_MS,
    DirectorBenchResult,
    measure_overhead,
    measure_prefix_reuse,
    measure_prompt_sizes,
    request_text,
)
from taleweaver.cli.app import app
from taleweaver.cli.bench_commands import _director_table
from taleweaver.director.director import Director
from taleweaver.engine.engine import StoryEngine
from taleweaver.models.guard import allow_model_requests
from taleweaver.models.local import llama_cpp_available
from taleweaver.testing import ScriptedModel

from .conftest import entered


def words(text: str) -> int:
    return len(text.split())


def test_overhead_is_measured_per_turn_with_two_rounds() -> None:
    result = measure_overhead(turns=200)
    assert result.turns == 200
    assert result.rounds_per_turn == 2
    assert 0 < result.median_ms <= result.p95_ms
    assert result.meets_goal == (result.median_ms <= GOAL_OVERHEAD_MS)


@pytest.mark.bench
def test_overhead_is_within_an_order_of_magnitude_of_the_goal() -> None:
    result = measure_overhead(turns=200)
    assert result.median_ms < 20, "an order of magnitude off the 1 ms goal even on a busy machine"


@pytest.mark.bench
@pytest.mark.live
@pytest.mark.skipif(not llama_cpp_available(), reason="llama-cpp-python is not installed (extra 'local')")
def test_later_turns_start_much_faster_than_the_first() -> None:
    with allow_model_requests():
        result = measure_prefix_reuse(turns=3, max_tokens=48)
    # The goal is 0.05 (measured about 0.02 on a busy 2-core machine); leave room for a noisy runner.
    assert result.ratio < 0.15, result


def test_prompt_size_does_not_grow_with_the_story() -> None:
    result = measure_prompt_sizes((10, 10_000), counter=("whitespace", words))
    assert result.counter == "whitespace"
    assert result.node == "n5"
    assert set(result.tokens) == {10, 10_000}
    assert result.spread <= 0.10
    assert result.meets_goal


def test_request_text_counts_messages_and_tools(engine: StoryEngine) -> None:
    request = Director(engine, ScriptedModel()).request(entered(engine, "pirates"), "hello", [])
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
