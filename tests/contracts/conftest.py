"""The held-out checks, run before the real ones: the CLI contracts of the menu, ink and Twine issues,
driven as a checker drives them (``taleweaver … --json`` in a subprocess, every row validated against
``taleweaver schema --file turn``) on stories, scripts and lines written here and nowhere else.

Subprocesses are few and shared (each costs an interpreter start); the bulk runs the same command line
in-process through typer's runner. ink sources are compiled once per session.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).with_name("fixtures")
Row = dict[str, Any]


def cli_command() -> list[str]:
    """``taleweaver`` as installed next to this interpreter (the console script), else the module."""
    script = Path(sys.executable).with_name("taleweaver")
    if script.is_file():
        return [str(script)]
    return [sys.executable, "-c", "from taleweaver.cli.app import main; main()"]


@dataclass
class Run:
    code: int
    stdout: str
    stderr: str

    @property
    def rows(self) -> list[Row]:
        return [json.loads(line) for line in self.stdout.splitlines() if line.strip()]


def run_cli(*args: str, cwd: Path | None = None) -> Run:
    """One ``taleweaver`` process, this checkout's sources first on the path."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), os.environ.get("PYTHONPATH", "")])}
    env.pop("TALEWEAVER_MODEL", None)
    done = subprocess.run(
        [*cli_command(), *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=cwd or ROOT,
        timeout=300,
        check=False,
    )
    return Run(done.returncode, done.stdout, done.stderr)


def invoke(*args: str) -> Run:
    """The same command line in this process (typer's runner)."""
    result = CliRunner().invoke(app, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return Run(result.exit_code, result.stdout, result.stderr)


def write_script(folder: Path, lines: list[str], name: str = "script.txt") -> Path:
    path = folder / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="session")
def turn_validator() -> jsonschema.Draft202012Validator:
    """The published turn schema, as a checker gets it: ``taleweaver schema --file turn``."""
    done = run_cli("schema", "--file", "turn")
    assert done.code == 0, done.stderr
    schema = json.loads(done.stdout)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@pytest.fixture(scope="session")
def validate(turn_validator: jsonschema.Draft202012Validator) -> Callable[[list[Row]], list[Row]]:
    """Every row must validate against the turn schema; returns the rows."""

    def check(rows: list[Row]) -> list[Row]:
        assert rows, "no rows"
        for row in rows:
            errors = sorted(turn_validator.iter_errors(row), key=lambda e: list(e.path))
            assert not errors, f"row for input {row.get('input')!r}: " + "; ".join(
                f"{'/'.join(map(str, e.path))}: {e.message}" for e in errors
            )
        return rows

    return check


@pytest.fixture(scope="session")
def inkjs_dir() -> Path:
    from taleweaver.formats.ink.compiler import compiler_dir

    folder = compiler_dir()
    if folder is None:
        pytest.skip("the ink compiler is not installed (npm ci --prefix tools/inkjs; Node.js 18+)")
    return folder


@pytest.fixture(scope="session")
def ink_stories(tmp_path_factory: pytest.TempPathFactory, inkjs_dir: Path) -> dict[str, Path]:
    """The ink fixtures compiled once (one Node process): name → the folder or .ink.json to play."""
    from taleweaver.formats.ink.compiler import compile_many

    base = tmp_path_factory.mktemp("ink")
    shutil.copytree(FIXTURES / "ink", base, dirs_exist_ok=True)
    sources = sorted(base.rglob("*.ink"))
    results = compile_many([(src, src.with_suffix(".ink.json")) for src in sources])
    for result in results:
        assert result.ok, f"{result.source}: {result.errors}"
    return {
        "lighthouse": base / "lighthouse.ink.json",
        "voices": base / "voices.ink.json",
        "night_market": base / "night_market",
        "night_market_json": base / "night_market" / "market.ink.json",
    }
