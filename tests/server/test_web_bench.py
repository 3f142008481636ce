"""``taleweaver bench web`` runs end to end (small sizes; goals are reported, not asserted)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from taleweaver.cli.app import app


def test_bench_web_reports_every_measure_as_json() -> None:
    result = CliRunner().invoke(
        app, ["bench", "web", "--json", "--turns", "5", "--rounds", "1", "--no-browser"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["page"] is None
    assert data["page_skipped"] == "--no-browser"
    assert data["turns"]["play_turns_per_s"] > 0
    assert data["turns"]["bare_turns_per_s"] > 0
    assert set(data["sizes"]["median_ms"]) == {"10", "10000"}
