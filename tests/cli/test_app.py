"""The command line is assembled in one place: modules hold their commands, errors render once."""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from taleweaver.cli.app import COMMAND_MODULES, app
from taleweaver.cli.common import EXIT_CONTENT, EXIT_USAGE, CliError

runner = CliRunner()


def test_command_modules_do_not_import_the_app() -> None:
    for name in COMMAND_MODULES:
        source = Path(import_module(name).__file__ or "").read_text(encoding="utf-8")
        imports = ("from taleweaver.cli.app import", "import taleweaver.cli.app")
        assert not any(line in source for line in imports), f"{name} imports the app (an import cycle)"


def test_every_module_contributes_its_commands() -> None:
    commands = typer.main.get_command(app).commands  # type: ignore[attr-defined]
    expected = {"play", "check", "schema", "graph", "audit", "serve", "npc", "generate", "bench", "voices"}
    assert expected <= set(commands)
    assert set(commands["bench"].commands) >= {"engine", "intent", "director", "pipeline"}


def test_a_cli_error_is_one_line_on_stderr_with_its_exit_code() -> None:
    result = runner.invoke(app, ["graph", "atlantis"])
    assert result.exit_code == EXIT_USAGE
    assert result.stderr.startswith("error: no story or folder named 'atlantis'")
    assert len(result.stderr.strip().splitlines()) == 1
    assert CliError("x", EXIT_CONTENT).exit_code == EXIT_CONTENT


def test_a_bad_setting_stops_before_any_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TALEWEAVER_CLARIFY_BELOW", "lots")
    result = runner.invoke(app, ["schema"])
    assert result.exit_code == EXIT_USAGE
    assert "TALEWEAVER_CLARIFY_BELOW" in result.stderr


def test_markup_in_a_message_is_printed_as_written() -> None:
    result = runner.invoke(app, ["play", "no[such]story"])
    assert "no[such]story" in result.stderr


def test_serve_refuses_a_robot_with_several_workers_and_a_bad_robot_address() -> None:
    crowded = runner.invoke(app, ["serve", "--robot", "127.0.0.1:8000", "--workers", "2"])
    assert crowded.exit_code != 0
    assert "--workers 1" in crowded.stderr
    bad = runner.invoke(app, ["serve", "--robot", "reachy:http"])
    assert bad.exit_code != 0
    assert bad.stderr.startswith("error: --robot: robot daemon 'reachy:http': write it as HOST:PORT")
