"""`taleweaver play --summary-model SPEC` (or TALEWEAVER_SUMMARY_MODEL): a separate model writes the handoff
summary (seed 000: a small, fast model; 200 tokens).

As in test_play_model.py, ``choose_model`` inside the play command hands out shipped ScriptedModels, one
per spec; everything else is the real thing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import taleweaver.cli.play_commands as play_commands
from taleweaver.cli.app import app
from taleweaver.models.spec import ModelChoice
from taleweaver.testing import ScriptedModel, tool_call

runner = CliRunner()


def _models(monkeypatch: pytest.MonkeyPatch) -> dict[str, ScriptedModel]:
    """``--model director`` voices the story; any other spec is the summary model."""
    made = {
        "director": ScriptedModel(
            [tool_call("select_story", storyId="pirates"), "Sit down, friend. Friend or foe?"]
        ),
        "summary": ScriptedModel(["The player chose the pirate tale."]),
    }

    def choose(spec: str | None, **kwargs: Any) -> ModelChoice:
        model = made["director"] if spec == "director" else made["summary"]
        return ModelChoice(spec=spec or "", backend="openai", model=model, reason="test")

    monkeypatch.setattr(play_commands, "choose_model", choose)
    return made


def _handoff(stdout: str) -> dict[str, Any]:
    rows = [json.loads(line) for line in stdout.splitlines()]
    return next(e for row in rows for e in row["events"] if e["type"] == "handoff")


@pytest.mark.parametrize("how", ["flag", "env"])
def test_a_separate_summary_model_writes_the_handoff(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, how: str
) -> None:
    made = _models(monkeypatch)
    script = tmp_path / "script.txt"
    script.write_text("the pirate story please\n", encoding="utf-8")
    args = ["play", "--model", "director", "--script", str(script), "--json"]
    if how == "flag":
        args += ["--summary-model", "openai:gpt-4o-mini"]
    else:
        monkeypatch.setenv("TALEWEAVER_SUMMARY_MODEL", "openai:gpt-4o-mini")
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert _handoff(result.stdout)["summary"] == "The player chose the pirate tale."
    (request,) = made["summary"].requests
    assert (request.role, request.max_tokens) == ("summary", 200)
    assert all(r.role == "director" for r in made["director"].requests)


def test_without_a_summary_model_the_director_writes_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    made = _models(monkeypatch)
    made["director"] = ScriptedModel(
        [tool_call("select_story", storyId="pirates"), "Its own summary.", "Sit down, friend."]
    )
    monkeypatch.delenv("TALEWEAVER_SUMMARY_MODEL", raising=False)
    script = tmp_path / "script.txt"
    script.write_text("the pirate story please\n", encoding="utf-8")
    result = runner.invoke(app, ["play", "--model", "director", "--script", str(script), "--json"])
    assert result.exit_code == 0, result.output
    assert _handoff(result.stdout)["summary"] == "Its own summary."
    assert made["summary"].requests == []
    assert [r.role for r in made["director"].requests] == ["director", "summary", "director"]
