"""`taleweaver bench engine` (called by `make bench`): a table, or one JSON object; bad sizes are one line."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from taleweaver.bench import engine as bench
from taleweaver.cli.app import app

runner = CliRunner()


def test_json_output_is_one_object_with_the_figures() -> None:
    result = runner.invoke(app, ["bench", "engine", "--json", "--sizes", "10,100", "--steps", "300"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    assert [s["nodes"] for s in figures["sizes"]] == [10, 100]
    for size in figures["sizes"]:
        assert {
            "advance_median_us",
            "navigate_median_us",
            "opening_median_us",
            "peak_kib",
            "load_ms",
        } <= size.keys()
    assert {
        "advance_ratio",
        "navigate_ratio",
        "opening_ratio",
        "meets_goal",
        "goal_us",
        "goal_ratio",
    } <= figures.keys()


def test_table_output() -> None:
    result = runner.invoke(
        app, ["bench", "engine", "--sizes", "10", "--steps", "200", "--no-memory"], env={"COLUMNS": "160"}
    )
    assert result.exit_code == 0, result.output
    assert "advance median" in result.stdout
    assert "navigate median" in result.stdout
    assert "Goal ≤ 15 µs" in result.stdout


@pytest.mark.parametrize("sizes", ["ten", "10,1", ""])
def test_bad_sizes_are_a_usage_error(sizes: str) -> None:
    result = runner.invoke(app, ["bench", "engine", "--sizes", sizes])
    assert result.exit_code == 2
    assert "Traceback" not in result.output


def test_check_exits_1_when_the_goal_is_missed(monkeypatch: pytest.MonkeyPatch) -> None:
    real = bench.run_engine_bench

    def missed(*args: object, **kwargs: object) -> bench.EngineBenchResult:
        return real(*args, **kwargs).model_copy(update={"meets_goal": False})  # type: ignore[arg-type]

    monkeypatch.setattr("taleweaver.cli.bench_commands.run_engine_bench", missed)
    result = runner.invoke(app, ["bench", "engine", "--json", "--sizes", "10", "--steps", "200", "--check"])
    assert result.exit_code == 1
    assert json.loads(result.stdout)["meets_goal"] is False
    assert "engine goal missed" in result.stderr
