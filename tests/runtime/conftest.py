"""What the runtime tests share: the ink stories they play, the CLI runner and the turn schema's validator."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from typer.testing import CliRunner

from taleweaver.turn import turn_schema

INTERCEPT = (
    Path(__file__).resolve().parents[2].parent
    / "shared"
    / "corpus"
    / "the-intercept"
    / "TheIntercept.ink.json"
)
"""The shared corpus's ink story (absent when the corpus is not beside the checkout: its tests skip)."""
FERRY = Path(__file__).resolve().parents[1] / "formats" / "ink" / "ferry.ink.json"
runner = CliRunner()
VALIDATOR = Draft202012Validator(turn_schema())


def json_rows(output: str) -> list[dict[str, Any]]:
    """The JSON rows of ``play --json`` output."""
    return [json.loads(line) for line in output.splitlines() if line.startswith("{")]
