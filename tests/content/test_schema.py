"""``taleweaver schema``: JSON Schemas of the story files that editors can use to validate real files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator  # type: ignore[import-untyped]

from taleweaver.content.schema import FILE_MODELS, content_schema, file_schema
from taleweaver.files import bundled_root

FIXTURES = Path(__file__).parent / "fixtures"
SEED_ROOT = FIXTURES / "seed_root"


def _kind(rel: Path) -> str:
    if rel.parts[0] == "narrator":
        return "narrator"
    if len(rel.parts) == 2:
        return rel.stem  # manifest, map, flags, variables
    return {"characters": "character", "scenes": "scene", "storylines": "storyline"}[rel.parts[1]]


def _documents(root: Path) -> list[tuple[str, Path, Any]]:
    return [
        (_kind(p.relative_to(root)), p, json.loads(p.read_text(encoding="utf-8")))
        for p in sorted(root.rglob("*.json"))
    ]


@pytest.mark.parametrize("kind", sorted(FILE_MODELS))
def test_every_file_schema_is_a_valid_json_schema(kind: str) -> None:
    Draft202012Validator.check_schema(file_schema(kind))


def test_the_combined_document_is_a_valid_json_schema() -> None:
    doc = content_schema()
    Draft202012Validator.check_schema(doc)
    assert set(doc["$defs"]) == set(FILE_MODELS)


@pytest.mark.parametrize("root", [SEED_ROOT, bundled_root()], ids=["seed_fixture", "bundled"])
def test_real_story_files_validate(root: Path) -> None:
    docs = _documents(root)
    assert {kind for kind, _, _ in docs} >= {"narrator", "manifest", "map", "flags", "character", "scene"}
    for kind, path, doc in docs:
        errors = [e.message for e in Draft202012Validator(file_schema(kind)).iter_errors(doc)]
        assert errors == [], f"{path}: {errors}"


@pytest.mark.parametrize(
    ("kind", "doc", "word"),
    [
        ("storyline", {"id": "a", "scene": "s", "type": "monologue", "text": "t"}, "monologue"),
        ("character", {"name": "A", "description": "d", "voice": 3}, "3"),
        ("map", [{"from": "a"}], "'to' is a required property"),
        ("flags", ["ok", 5], "5"),
        (
            "storyline",
            {
                "id": "a",
                "scene": "s",
                "type": "dialogue",
                "text": "t",
                "actions": [
                    {
                        "id": "x",
                        "description": "d",
                        "requires": [{"type": "requires_at_least", "variable": "v", "value": "two"}],
                    }
                ],
            },
            "two",
        ),
    ],
)
def test_wrong_documents_are_rejected(kind: str, doc: Any, word: str) -> None:
    errors = [e.message for e in Draft202012Validator(file_schema(kind)).iter_errors(doc)]
    assert errors
    assert any(word in message for message in errors)


def test_fields_the_loader_derives_are_not_in_the_file_schemas() -> None:
    assert "id" not in file_schema("character")["properties"]
    assert "id" not in file_schema("scene")["properties"]
    assert "chapter" not in file_schema("storyline")["properties"]
    assert "id" in file_schema("storyline")["properties"]


def test_legacy_extra_fields_are_allowed() -> None:
    scene = {"name": "S", "description": "d", "picture": "s.png", "tools": []}
    assert list(Draft202012Validator(file_schema("scene")).iter_errors(scene)) == []


def test_the_combined_document_validates_files_through_its_defs() -> None:
    doc = content_schema()
    scene = json.loads((SEED_ROOT / "story_cove" / "scenes" / "inn.json").read_text(encoding="utf-8"))
    validator = Draft202012Validator({**doc, "$ref": "#/$defs/scene"})
    assert list(validator.iter_errors(scene)) == []


def test_unknown_fields_are_refused_but_legacy_ones_pass() -> None:
    node = {"id": "a", "scene": "s", "type": "dialogue", "text": "t", "picture": "p.png"}
    validator = Draft202012Validator(file_schema("storyline"))
    assert list(validator.iter_errors(node)) == []
    typo = {**node, "actions": [{"id": "x", "description": "d", "requries": []}]}
    errors = [e.message for e in validator.iter_errors(typo)]
    assert any("requries" in message for message in errors)


def _properties(schema: Any) -> list[tuple[str, Any]]:
    found: list[tuple[str, Any]] = []
    if isinstance(schema, dict):
        for name, sub in (schema.get("properties") or {}).items():
            found.append((name, sub))
        for value in schema.values():
            found += _properties(value)
    elif isinstance(schema, list):
        for value in schema:
            found += _properties(value)
    return found


def test_every_field_has_a_description() -> None:
    missing = [name for name, sub in _properties(content_schema()) if not sub.get("description")]
    assert missing == []


def test_the_documented_example_count_is_enforced() -> None:
    validator = Draft202012Validator(file_schema("storyline"))

    def node(examples: list[str]) -> dict[str, Any]:
        action = {"id": "x", "description": "d", "examples": examples}
        return {"id": "a", "scene": "s", "type": "dialogue", "text": "t", "actions": [action]}

    assert list(validator.iter_errors(node(["a", "b"]))) == []
    assert list(validator.iter_errors(node(["a"])))
    assert list(validator.iter_errors(node(["a", "b", "c", "d", "e", "f"])))


def test_the_docs_field_reference_is_written_from_the_models() -> None:
    from taleweaver.content.schema import field_reference_markdown

    docs = (Path(__file__).parents[2] / "docs" / "content-format.md").read_text(encoding="utf-8")
    start, end = "<!-- field-reference:start -->\n", "<!-- field-reference:end -->"
    assert docs.split(start)[1].split(end)[0] == field_reference_markdown()
