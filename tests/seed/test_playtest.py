"""Seed 000's playtest checklist lines that the engine decides, walked through ``taleweaver play --json`` with
the real offline matcher (all-MiniLM-L6-v2) on the seed's fixture story."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from taleweaver.cli.app import app

runner = CliRunner()


def _play(fix: Path, tmp_path: Path, *lines: str, story: str | None = None) -> list[dict[str, Any]]:
    script = tmp_path / "script.txt"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    args = ["play", *([story] if story else []), "--content", str(fix), "--script", str(script), "--json"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in result.stdout.splitlines()]


def _types(row: dict[str, Any]) -> list[str]:
    return [e["type"] for e in row["events"]]


def test_the_docks_are_blocked_before_trust_and_open_after(fix: Path, tmp_path: Path) -> None:
    """ "Trying to go to docks before trust_sparrow → character explains it's blocked" and
    "After trust_sparrow set → 'Let's go to the docks' navigates"."""
    opening, early, respect, docks = _play(
        fix,
        tmp_path,
        "Let's go to the docks",
        "I show him respect",
        "Let's go to the docks",
        story="story_test",
    )
    assert opening["state"]["scene_id"] == "tavern"
    assert "blocked" in _types(early)
    assert early["state"]["scene_id"] == "tavern"
    assert any("don't trust him" in line["text"] for line in early["lines"])
    assert respect["state"]["node_id"] == "friendly_response"
    assert respect["state"]["flags"] == {"trust_sparrow": True}
    assert respect["state"]["ended"] is True
    assert {"type": "sceneChanged", "from": "tavern", "to": "docks"} in docks["events"]
    assert docks["state"]["scene_id"] == "docks"
    assert docks["state"]["ended"] is True


def test_an_atmospheric_action_keeps_the_story_where_it_was(fix: Path, tmp_path: Path) -> None:
    """ "I look at the memorabilia → atmospheric description spoken" and "Atmospheric actions don't
    change story state (next utterance still at same node)"."""
    _, looked = _play(fix, tmp_path, "I look at the memorabilia", story="story_test")
    assert "sceneActionPerformed" in _types(looked)
    assert any("rusted cutlasses" in line["text"] for line in looked["lines"])
    assert (looked["state"]["node_id"], looked["state"]["scene_id"]) == ("meet_sparrow", "tavern")
