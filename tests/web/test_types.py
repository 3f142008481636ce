"""The page's JSDoc types are generated from the turn's JSON Schema and checked in: they must be current."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_web_types", ROOT / "docs" / "gen_web_types.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_types_js_is_generated_from_the_current_turn_schema() -> None:
    gen = generator()
    assert gen.TARGET.read_text(encoding="utf-8") == gen.typedefs(gen.turn_schema()), (
        "static/js/types.js is out of date: run python docs/gen_web_types.py"
    )


def test_every_definition_becomes_a_typedef_with_its_fields() -> None:
    schema = {
        "$defs": {
            "Blocked": {
                "type": "object",
                "properties": {"type": {"const": "blocked"}, "reason": {"type": "string"}},
                "required": ["type", "reason"],
            },
            "Clarify": {
                "type": "object",
                "properties": {
                    "type": {"const": "clarify"},
                    "reason": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                },
                "required": ["type"],
            },
            "PlayerEvent": {
                "oneOf": [{"$ref": "#/$defs/Blocked"}, {"$ref": "#/$defs/Clarify"}],
                "discriminator": {"propertyName": "type"},
            },
        },
        "title": "TurnRow",
        "type": "object",
        "properties": {
            "input": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            "events": {"type": "array", "items": {"$ref": "#/$defs/PlayerEvent"}},
            "variables": {"type": "object", "additionalProperties": {"type": ["integer", "string"]}},
        },
        "required": ["input", "events"],
    }
    text = generator().typedefs(schema)
    assert ' * @property {"blocked"} type' in text
    assert " * @property {string | null} [reason]" in text
    assert " * @typedef {Blocked | Clarify} PlayerEvent" in text
    assert " * @property {PlayerEvent[]} events" in text
    assert " * @property {Record<string, number | string>} [variables]" in text
    assert text.rstrip().endswith("export {};")
