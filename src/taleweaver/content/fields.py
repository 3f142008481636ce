"""Unknown fields: every key a file holds that its model does not know, with a did-you-mean. Pure.

The fields known at each place are read from the pydantic models themselves, so a field added to a model
(``voice`` on NPCs, ``staging``, ``emotion``…) is known here at once. A near miss of a real field
("requries" for "requires") is an error — the author meant that field, and without it the story behaves
differently; anything else is a warning. The Reachy Tales format's legacy fields are accepted silently.
"""

from __future__ import annotations

import types
from collections.abc import Iterator
from difflib import get_close_matches
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel

from taleweaver.content.findings import Finding, error, warning

LEGACY_FIELDS: frozenset[str] = frozenset({"picture", "cover_image", "tools"})
"""Fields of Reachy Tales files that taleweaver accepts and ignores: images and the old
per-persona tool lists. They are listed in docs/content-format.md."""

DERIVED_FIELDS: dict[str, frozenset[str]] = {
    "Character": frozenset({"id"}),
    "Scene": frozenset({"id"}),
    "StorylineNode": frozenset({"chapter"}),
}
"""Fields the loader fills in (file stem, chapter folder); not written in files."""

NEAR_MISS_CUTOFF = 0.75


def file_fields(model: type[BaseModel]) -> dict[str, Any]:
    """The keys a file of ``model`` may hold (aliases as written), each with its annotation."""
    derived = DERIVED_FIELDS.get(model.__name__, frozenset())
    out: dict[str, Any] = {}
    for name, info in model.model_fields.items():
        if name in derived:
            continue
        out[info.alias or name] = info.annotation
    return out


def unknown_field_findings(model: type[BaseModel], file: str, data: object, where: str = "") -> list[Finding]:
    """A finding for every key in ``data`` (and its nested objects) that ``model`` does not know."""
    return list(_walk_model(model, file, data, where))


def _walk_model(model: type[BaseModel], file: str, data: object, where: str) -> Iterator[Finding]:
    if not isinstance(data, dict):
        return
    known = file_fields(model)
    for key, value in data.items():
        place = f"{where}.{key}" if where else str(key)
        if key in known:
            yield from _walk_value(known[key], file, value, place)
        elif key in DERIVED_FIELDS.get(model.__name__, ()):
            source = "its chapter folder" if key == "chapter" else "its file name"
            yield warning(
                "unknown_field",
                file,
                place,
                f"{key!r} is ignored here: the {key} of {_what(model)} is {source}",
                f"remove {key!r}, or rename the file/folder",
            )
        elif key not in LEGACY_FIELDS:
            yield _unknown(str(key), sorted(known), model, file, place)


def _walk_value(annotation: Any, file: str, value: object, where: str) -> Iterator[Finding]:
    annotation = _unwrap(annotation)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        yield from _walk_model(annotation, file, value, where)
        return
    origin, args = get_origin(annotation), get_args(annotation)
    if origin in (tuple, list, set, frozenset) and isinstance(value, list) and args:
        for i, item in enumerate(value):
            yield from _walk_value(args[0], file, item, f"{where}[{i}]")
    elif origin is dict and isinstance(value, dict) and len(args) == 2:
        for key, item in value.items():
            yield from _walk_value(args[1], file, item, f"{where}.{key}")
    elif origin in (Union, types.UnionType):
        model = _union_member(args, value)
        if model is not None:
            yield from _walk_model(model, file, value, where)


def _unwrap(annotation: Any) -> Any:
    while get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    return annotation


def _union_member(members: tuple[Any, ...], value: object) -> type[BaseModel] | None:
    """The model of a tagged union (by its ``type`` literal) that ``value`` is meant to be."""
    models = [m for m in map(_unwrap, members) if isinstance(m, type) and issubclass(m, BaseModel)]
    if not models or not isinstance(value, dict):
        return None
    if len(models) == 1:
        return models[0]
    for model in models:
        tag = model.model_fields.get("type")
        if (
            tag is not None
            and get_origin(tag.annotation) is Literal
            and value.get("type") in get_args(tag.annotation)
        ):
            return model
    return None


def _unknown(key: str, known: list[str], model: type[BaseModel], file: str, place: str) -> Finding:
    close = get_close_matches(key, known, n=1, cutoff=NEAR_MISS_CUTOFF)
    what = _what(model)
    if close:
        return error(
            "unknown_field",
            file,
            place,
            f"unknown field {key!r} in {what} (it is ignored, so {close[0]!r} is not set)",
            f"did you mean {close[0]!r}?",
        )
    return warning(
        "unknown_field",
        file,
        place,
        f"unknown field {key!r} in {what} is ignored",
        f"fields allowed here: {', '.join(known)}",
    )


_WHAT = {
    "Persona": "a narrator",
    "Character": "a character",
    "Manifest": "the manifest",
    "Scene": "a scene",
    "SceneAction": "a scene action",
    "StorylineNode": "a storyline node",
    "StorylineAction": "a storyline action",
    "Effects": "effects",
    "MapEdge": "a map edge",
}


def _what(model: type[BaseModel]) -> str:
    if model.__name__.endswith("Condition"):
        return "a condition"
    return _WHAT.get(model.__name__, model.__name__)
