"""User and content text is printed as written: never read as Rich markup or emoji codes, by any command."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from taleweaver.cli.app import app

LAMP = Path(__file__).parents[1] / "content" / "fixtures" / "lamp_keeper"
runner = CliRunner()
ODD = ":speaker: [bold]Oskar[/bold]"


def _story(tmp_path: Path, *, broken: bool) -> Path:
    story = tmp_path / "lamp_keeper"
    shutil.copytree(LAMP, story)
    node_path = story / "storylines" / "chapter2" / "rescue.json"
    node = json.loads(node_path.read_text())
    node["text"] = f"The flare burns. {ODD} waves :smile: from the boat."
    node_path.write_text(json.dumps(node))
    if broken:
        bad = story / "storylines" / "chapter2" / ":speaker:[bold]warns.json"
        bad.write_text(
            json.dumps(
                {
                    "id": ":speaker:[bold]warns",
                    "scene": "cliff",
                    "type": "dialogue",
                    "speaker": ODD,
                    "text": "t",
                }
            )
        )
    return story


def _literal(text: str) -> None:
    assert "🔈" not in text
    assert "😄" not in text
    assert "[bold]" in text


def test_check_prints_ids_and_names_as_written(tmp_path: Path) -> None:
    result = runner.invoke(app, ["check", str(_story(tmp_path, broken=True))])
    assert result.exit_code == 3
    _literal(result.stdout)
    assert ":speaker:[bold]warns.json" in result.stdout
    assert f"unknown speaker {ODD!r}" in result.stdout


def test_play_and_graph_report_content_errors_like_check(tmp_path: Path) -> None:
    story = _story(tmp_path, broken=True)
    checked = runner.invoke(app, ["check", str(story)])
    # The errors that stop play and graph are reported as check reports them (check's warnings — persona
    # fields, reachability — are check's own).
    error_lines = [line for line in checked.stdout.splitlines() if line.startswith("error ")]
    assert error_lines
    for command in (["play", str(story), "--json"], ["graph", str(story)]):
        result = runner.invoke(app, command, input="")
        assert result.exit_code == 3
        _literal(result.stderr)
        for line in error_lines:
            assert line in result.stderr


def test_play_shows_story_text_as_written(tmp_path: Path) -> None:
    story = _story(tmp_path, broken=False)
    script = tmp_path / "s.txt"
    script.write_text("/do leave_key\n/do back_stair\n/do step_back\n/do fire_flare\n")
    result = runner.invoke(app, ["play", str(story), "--script", str(script)])
    assert result.exit_code == 0, result.output
    _literal(result.stdout)
    assert f"{ODD} waves :smile: from the boat." in " ".join(result.stdout.split())


def test_typed_input_is_echoed_as_written(tmp_path: Path) -> None:
    story = _story(tmp_path, broken=False)
    script = tmp_path / "s.txt"
    script.write_text("/save [bold]:speaker:/x.json\n")
    result = runner.invoke(app, ["play", str(story), "--script", str(script)])
    assert "[bold]:speaker:/x.json" in result.stdout
    assert "🔈" not in result.stdout
