"""What the runtime tests share beyond the suite's ink stories and turn validator (``tests/conftest.py``):
the CLI runner and the rows of ``play --json``."""

from __future__ import annotations

import json
from typing import Any

from typer.testing import CliRunner

runner = CliRunner()


def json_rows(output: str) -> list[dict[str, Any]]:
    """The JSON rows of ``play --json`` output."""
    return [json.loads(line) for line in output.splitlines() if line.startswith("{")]
