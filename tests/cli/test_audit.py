"""`taleweaver audit FILE`: renders what `play --audit` recorded; `--json` passes it through."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.director import AuditLog, Director, read_audit
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.models.port import ModelTimeout
from taleweaver.testing import ScriptedModel, tool_call

runner = CliRunner()


@pytest.fixture(scope="module")
def audit_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three recorded turns: an accepted call with a handoff, a refused call, a model error."""
    path = tmp_path_factory.mktemp("audit") / "audit.jsonl"
    engine = StoryEngine(load_library_from())
    model = ScriptedModel(
        [
            tool_call("select_story", storyId="pirates"),
            "You picked the pirate tale.",
            "Ahoy there.",
            tool_call("navigate_scene", sceneId="lighthouse"),
            "That path is shut, friend.",
            ModelTimeout("no answer in 30 s"),
        ]
    )
    director = Director(engine, model, audit=AuditLog(path))

    async def play() -> None:
        state = (await director.turn(engine.initial_state(), "pirates please")).state
        state = (await director.turn(state, "take me to the lighthouse")).state
        await director.turn(state, "hello?")

    asyncio.run(play())
    return path


def test_renders_every_turn_readably(audit_file: Path) -> None:
    result = runner.invoke(app, ["audit", str(audit_file)], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "turn 1 · narrator · scripted · “pirates please”" in out
    assert "select_story(bramble_books, pirates)" in out
    assert 'select_story {"storyId": "pirates"} → accepted' in out
    assert "narrator → sparrow (ash): You picked the pirate tale." in out
    assert "said" in out
    assert "Ahoy there." in out
    assert "refused" in out
    assert "'lighthouse' is not one of the ids allowed now (harbor)" in out
    assert "ModelTimeout: no answer in 30 s" in out
    assert "model_error" in out
    assert "tokens" in out
    assert " ms," in out
    assert out.rstrip().endswith("3 turn(s): 1 tool call(s) accepted, 1 refused, 1 fallback(s)")
    assert "# Conversation rules" not in out


def test_prompts_shows_the_system_prompts(audit_file: Path) -> None:
    result = runner.invoke(app, ["audit", str(audit_file), "--prompts"])
    assert result.exit_code == 0, result.output
    assert "# Conversation rules" in result.stdout
    assert "Captain Sparrow" in result.stdout


def test_json_passes_the_records_through(audit_file: Path) -> None:
    result = runner.invoke(app, ["audit", str(audit_file), "--json"])
    assert result.exit_code == 0, result.output
    printed = [json.loads(line) for line in result.stdout.splitlines()]
    recorded = [json.loads(line) for line in audit_file.read_text(encoding="utf-8").splitlines()]
    assert printed == recorded
    assert [t.turn for t in read_audit(result.stdout)] == [1, 2, 3]


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("this is not json\n", "line 1 is not an audit record: Invalid JSON"),
        (
            '{"turn": 1, "input": "hi", "speaker": "narrator", "model": "m"}\n{"turn": 2}\n',
            "line 2 is not an",
        ),
    ],
)
def test_a_bad_file_is_one_clear_line_and_exit_2(tmp_path: Path, content: str, problem: str) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text(content, encoding="utf-8")
    result = runner.invoke(app, ["audit", str(bad)])
    assert result.exit_code == 2
    assert result.stdout == ""
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith(f"error: {bad}: {problem}")
    assert "Traceback" not in result.output


def test_a_missing_file_is_one_clear_line_and_exit_2(tmp_path: Path) -> None:
    result = runner.invoke(app, ["audit", str(tmp_path / "nope.jsonl")])
    assert result.exit_code == 2
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith("error: cannot read ")
    assert "No such file or directory" in line
