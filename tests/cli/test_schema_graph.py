"""`taleweaver schema` and `taleweaver graph`: JSON Schema for editors; Mermaid or DOT with gates."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator  # type: ignore[import-untyped]
from typer.testing import CliRunner

from taleweaver.cli.app import app

SEED_ROOT = Path(__file__).parents[1] / "content" / "fixtures" / "seed_root"
runner = CliRunner()


def test_schema_prints_one_json_document_with_every_file_kind() -> None:
    result = runner.invoke(app, ["schema"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    Draft202012Validator.check_schema(doc)
    assert set(doc["$defs"]) == {
        "narrator",
        "character",
        "manifest",
        "scene",
        "storyline",
        "map",
        "flags",
        "variables",
    }


def test_schema_for_one_file_kind_validates_a_real_file() -> None:
    result = runner.invoke(app, ["schema", "--file", "storyline"])
    assert result.exit_code == 0, result.output
    schema = json.loads(result.stdout)
    node = json.loads((SEED_ROOT / "story_cove" / "storylines" / "chapter1" / "meet_morrow.json").read_text())
    assert list(Draft202012Validator(schema).iter_errors(node)) == []
    assert list(Draft202012Validator(schema).iter_errors({**node, "type": "song"}))


def test_schema_unknown_kind_is_a_usage_error() -> None:
    result = runner.invoke(app, ["schema", "--file", "songs"])
    assert result.exit_code == 2
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("fmt", "gate"),
    [
        ("mermaid", 's_inn -.->|"🔒 trust_morrow"| s_cellar'),
        ("dot", '"s:inn" -> "s:cellar" [style=dashed, label="🔒 trust_morrow"];'),
    ],
)
def test_graph_of_a_story_in_a_content_root(fmt: str, gate: str) -> None:
    result = runner.invoke(app, ["graph", "story_cove", "--content", str(SEED_ROOT), "--format", fmt])
    assert result.exit_code == 0, result.output
    assert gate in result.stdout


def test_graph_of_a_story_folder_path() -> None:
    result = runner.invoke(app, ["graph", str(SEED_ROOT / "story_cove")])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("flowchart TD")


def test_graph_of_a_bundled_story() -> None:
    result = runner.invoke(app, ["graph", "pirates", "--format", "dot"])
    assert result.exit_code == 0, result.output
    assert 'label="🔒 tam_invited"' in result.stdout


def test_graph_unknown_story_is_one_clear_line() -> None:
    result = runner.invoke(app, ["graph", "atlantis"])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert "no story or folder named 'atlantis'" in result.stderr
    assert "Traceback" not in result.stderr


def test_graph_of_a_content_root_asks_for_one_story() -> None:
    result = runner.invoke(app, ["graph", str(SEED_ROOT)])
    assert result.exit_code == 2
    assert "name one story: story_cove" in " ".join(result.stderr.split())


def test_graph_ids_flag() -> None:
    plain = runner.invoke(app, ["graph", str(SEED_ROOT / "story_cove")])
    with_ids = runner.invoke(app, ["graph", str(SEED_ROOT / "story_cove"), "--ids"])
    assert '|"Offer to help the captain"|' in plain.stdout
    assert '|"offer_help"|' in with_ids.stdout
