"""The library surface: the README example runs as written, and importing the core stays light."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import taleweaver

README = Path(__file__).resolve().parents[1] / "README.md"
HEAVY = ("httpx", "fastapi", "starlette", "openai", "uvicorn")


def test_the_readme_library_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    section = README.read_text(encoding="utf-8").split("## Use it as a library", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert code is not None, "the README's library section has no python example"
    exec(compile(code.group(1), "README.md", "exec"), {"__name__": "readme_example"})
    printed = capsys.readouterr().out
    assert "['hear_job', 'ask_about_ship']" in printed


def test_every_public_name_resolves() -> None:
    assert set(taleweaver.__all__) == {"__version__", *taleweaver._EXPORTS}
    for name in taleweaver.__all__:
        assert getattr(taleweaver, name) is not None, name
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        _ = taleweaver.nope  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "modules",
    [
        "taleweaver",
        "taleweaver.content",
        "taleweaver.engine",
        "taleweaver.director",
        "taleweaver.player",
        "taleweaver.npc",
        "taleweaver.models",
        "taleweaver.pipeline",
        "taleweaver.testing",
    ],
)
def test_importing_the_core_loads_no_http_stack_or_sdk(modules: str) -> None:
    probe = f"import sys, {modules}; print(','.join(m for m in {HEAVY!r} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"import {modules} loaded {out.stdout.strip()}"


def test_the_api_page_lists_every_public_name() -> None:
    page = (README.parent / "docs" / "api.md").read_text(encoding="utf-8")
    missing = [name for name in taleweaver.__all__ if name != "__version__" and f"`{name}`" not in page]
    assert missing == [], f"docs/api.md is out of date (make api-docs): {missing}"
