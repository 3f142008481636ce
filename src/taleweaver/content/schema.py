"""JSON Schemas of the story files, for editors (``taleweaver schema``). Pure."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, RootModel, TypeAdapter

from taleweaver.content.fields import LEGACY_FIELDS, file_fields
from taleweaver.content.models import (
    AtLeastCondition,
    AtMostCondition,
    Character,
    Effects,
    FlagCondition,
    ImportedFrom,
    Manifest,
    MapEdge,
    NotFlagCondition,
    Persona,
    Scene,
    SceneAction,
    StorylineAction,
    StorylineNode,
)

_DERIVED = {"Character": "id", "Scene": "id", "StorylineNode": "chapter"}
"""Fields the loader fills in (file stem, chapter folder); they are not written in files."""
_LEGACY_SCHEMA = {"description": "Legacy field of the Reachy Tales format: accepted and ignored."}


class MapFile(RootModel[list[MapEdge]]):
    """map.json: the scene graph."""


class FlagsFile(RootModel[list[str]]):
    """flags.json: declared flag names."""


class VariablesFile(RootModel[dict[str, int]]):
    """variables.json (extension): integer variables and their initial values."""


FILE_MODELS: dict[str, type[BaseModel]] = {
    "narrator": Persona,
    "character": Character,
    "manifest": Manifest,
    "scene": Scene,
    "storyline": StorylineNode,
    "map": MapFile,
    "flags": FlagsFile,
    "variables": VariablesFile,
}


def file_json(model: BaseModel) -> Any:
    """A content model as its story file writes it: the loader-derived fields and unset options left out."""
    data = model.model_dump(mode="json", by_alias=True, exclude_none=True)
    if isinstance(data, dict):
        data.pop(_DERIVED.get(type(model).__name__, ""), None)
    return data


def _strip_derived(schema: dict[str, Any], title: str) -> None:
    derived = _DERIVED.get(title)
    if derived:
        schema.get("properties", {}).pop(derived, None)
        if derived in schema.get("required", []):
            schema["required"].remove(derived)


def _closed(schema: dict[str, Any]) -> None:
    """Unknown fields are forbidden (the checker reports them); the legacy fields stay allowed."""
    if schema.get("type") == "object" and "properties" in schema:
        for name in sorted(LEGACY_FIELDS):
            schema["properties"].setdefault(name, dict(_LEGACY_SCHEMA))
        schema["additionalProperties"] = False


def file_schema(kind: str) -> dict[str, Any]:
    model = FILE_MODELS[kind]
    schema = TypeAdapter(model).json_schema(by_alias=True)
    _strip_derived(schema, model.__name__)
    _closed(schema)
    for name, sub in schema.get("$defs", {}).items():
        _strip_derived(sub, name)
        _closed(sub)
    schema["title"] = f"taleweaver {kind} file"
    return schema


def content_schema() -> dict[str, Any]:
    """One document with a schema per file kind under ``$defs``.

    Each kind is its own schema resource (``$id``), so the ``#/$defs/…`` references inside it resolve
    against its own definitions.
    """
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "taleweaver story content",
        "description": "Files of a story folder; see docs/content-format.md. Unknown fields are refused "
        "(except the legacy picture, cover_image and tools). Validate a file against #/$defs/<kind>.",
        "$defs": {
            kind: {"$id": f"urn:taleweaver:content:{kind}", **file_schema(kind)} for kind in FILE_MODELS
        },
    }


REFERENCE_SECTIONS: tuple[tuple[str, type[BaseModel]], ...] = (
    ("narrator / manifest `narrator`", Persona),
    ("`characters/<id>.json` (a narrator's fields, plus)", Character),
    ("`manifest.json`", Manifest),
    ("`scenes/<id>.json`", Scene),
    ("scene `actions[]`", SceneAction),
    ("`storylines/<chapter>/<node>.json`", StorylineNode),
    ("node `actions[]`", StorylineAction),
    ("action `effects`, node `on_enter`", Effects),
    ("node `imported`", ImportedFrom),
    ("`map.json` edges", MapEdge),
    ("condition `requires_flag`", FlagCondition),
    ("condition `requires_not_flag`", NotFlagCondition),
    ("condition `requires_at_least`", AtLeastCondition),
    ("condition `requires_at_most`", AtMostCondition),
)


def field_reference_markdown() -> str:
    """The field reference of docs/content-format.md, written from the models' field descriptions."""
    out: list[str] = []
    for title, model in REFERENCE_SECTIONS:
        out += [f"#### {title}", "", "| field | required | description |", "|---|---|---|"]
        inherited = set(Persona.model_fields) if model is Character else set()
        for name in file_fields(model):
            if name in inherited:
                continue
            info = model.model_fields.get(name) or next(
                f for f in model.model_fields.values() if f.alias == name
            )
            required = "yes" if info.is_required() else "no"
            out.append(f"| `{name}` | {required} | {(info.description or '').replace('|', '/')} |")
        out.append("")
    legacy = ", ".join(f"`{name}`" for name in sorted(LEGACY_FIELDS))
    out += [f"Legacy fields of the Reachy Tales format, accepted anywhere and ignored: {legacy}.", ""]
    return "\n".join(out)
