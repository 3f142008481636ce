"""The layers hold: `lint-imports` keeps every contract in pyproject.toml, and each contract bites.

The second test copies the package, adds one forbidden import and checks that `lint-imports` names the
contract it breaks — so a contract that silently matched nothing would fail here.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def _lint(root: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(root / "src"), "COLUMNS": "200"}
    return subprocess.run(
        [str(LINT_IMPORTS), "--config", str(root / "pyproject.toml"), "--no-cache"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_every_import_contract_is_kept() -> None:
    result = _lint(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


@pytest.mark.parametrize(
    ("module", "line", "contract"),
    [
        ("apps/voice_player/loop.py", "import taleweaver.apps.terminal", "Front ends import nothing"),
        ("apps/robot/story.py", "import taleweaver.apps.voice_player.body", "Front ends import nothing"),
        ("models/spec.py", "import taleweaver.testing.fake", "never import the shipped fakes"),
        ("server/routing.py", "import taleweaver.testing", "never import the shipped fakes"),
        ("engine/state.py", "import httpx", "Pure core"),
        ("files.py", "import taleweaver.voice.check", "only the floors below it"),
        ("player/session.py", "import taleweaver.apps", "only the floors below it"),
        ("director/prompt.py", "import piper", "Optional extras"),
        ("unplaced.py", '"""A new module that no floor holds yet."""', "only the floors below it"),
    ],
)
def test_a_forbidden_import_breaks_its_contract(
    tmp_path: Path, module: str, line: str, contract: str
) -> None:
    shutil.copytree(ROOT / "src" / "taleweaver", tmp_path / "src" / "taleweaver", ignore=_not_python)
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    target = tmp_path / "src" / "taleweaver" / module
    before = target.read_text(encoding="utf-8") if target.exists() else ""
    target.write_text(before + f"\n{line}  # noqa\n", encoding="utf-8")
    result = _lint(tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    broken = [row for row in result.stdout.splitlines() if " BROKEN" in row]
    assert any(contract in row for row in broken), result.stdout


def _not_python(folder: str, names: list[str]) -> list[str]:
    return [n for n in names if not n.endswith(".py") and not (Path(folder) / n).is_dir()]
