"""Parse file texts into typed models, turning every JSON or type problem into a :class:`Finding`."""

from __future__ import annotations

import json
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from taleweaver.content.findings import Finding, error

M = TypeVar("M", bound=BaseModel)


def location_of(loc: tuple[int | str, ...]) -> str:
    """``("actions", 0, "next")`` → ``actions[0].next``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def parse_json(file: str, text: str | None, findings: list[Finding]) -> Any:
    """The JSON value of ``text``, or ``None`` after recording why it could not be read."""
    if text is None:
        findings.append(error("unreadable", file, "", "file is not UTF-8 text", "save it as UTF-8 JSON"))
        return None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        findings.append(
            error(
                "malformed_json",
                file,
                f"line {exc.lineno} column {exc.colno}",
                f"malformed JSON: {exc.msg}",
                "check for a missing comma, quote or bracket near that spot",
            )
        )
        return None


def _type_hint(err: Any) -> str:
    kind = err["type"]
    if kind == "missing":
        return "add this field"
    if kind.endswith("_type") or kind == "model_type":
        return f"expected {kind.removesuffix('_type').replace('model', 'an object')}"
    if kind == "literal_error" or kind == "union_tag_invalid":
        return str(err["msg"]).split(":", 1)[-1].strip()
    return ""


def validate_as(model: type[M], file: str, data: Any, findings: list[Finding], **extra: Any) -> M | None:
    """Validate ``data`` as ``model`` (with ``extra`` fields injected, like a file-stem id)."""
    if data is None:
        return None
    if not isinstance(data, dict):
        findings.append(
            error("wrong_type", file, "", f"expected a JSON object, found {type(data).__name__}", "")
        )
        return None
    try:
        return model.model_validate({**data, **extra})
    except ValidationError as exc:
        for err in exc.errors():
            findings.append(error("wrong_type", file, location_of(err["loc"]), err["msg"], _type_hint(err)))
        return None
