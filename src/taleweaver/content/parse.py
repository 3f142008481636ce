"""Parse file texts into typed models, turning every JSON or type problem into a :class:`Finding`."""

from __future__ import annotations

import json
import re
from difflib import get_close_matches
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from taleweaver.content.fields import unknown_field_findings
from taleweaver.content.findings import Finding, error
from taleweaver.validation import location_text

M = TypeVar("M", bound=BaseModel)


def location_of(loc: tuple[int | str, ...]) -> str:
    """``("actions", 0, "next")`` → ``actions[0].next`` (empty for the whole file)."""
    return location_text(loc, root="")


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


_JSON_TYPES = {
    "tuple": "an array",
    "list": "an array",
    "set": "an array",
    "dict": "an object",
    "model": "an object",
    "model_attributes": "an object",
    "string": "a string",
    "int": "an integer",
    "float": "a number",
    "bool": "true or false",
}


def message_and_hint(err: Any) -> tuple[str, str]:
    """Pydantic's error in a JSON author's words, and how to fix it."""
    kind: str = err["type"]
    if kind == "missing":
        return "required field is missing", "add this field"
    if kind == "extra_forbidden":
        return "unknown field", "remove it"
    base = kind.removesuffix("_type").removesuffix("_parsing")
    if base in _JSON_TYPES and kind != base:
        found = type(err.get("input")).__name__
        found = {
            "str": "a string",
            "int": "a number",
            "float": "a number",
            "bool": "true/false",
            "list": "an array",
            "dict": "an object",
            "NoneType": "null",
        }.get(found, found)
        word = _JSON_TYPES[base].split(" ", 1)[-1]
        return (
            f"expected {_JSON_TYPES[base]}, found {found}",
            f"expected {word}: write {_JSON_TYPES[base]} here",
        )
    if kind in ("literal_error", "union_tag_invalid", "enum"):
        return _unknown_value(err)
    if kind == "union_tag_not_found":
        return str(err["msg"]), 'add a "type" field'
    if kind in ("string_too_short", "too_short"):
        return "must not be empty", "fill it in"
    return _plain(str(err["msg"])), "see `taleweaver schema` for the expected shape"


def _unknown_value(err: Any) -> tuple[str, str]:
    """One message for a value outside a fixed set: what was found, what is allowed, the nearest."""
    ctx = err.get("ctx") or {}
    if err["type"] == "union_tag_invalid":
        found: object = ctx.get("tag")
        allowed_text = str(ctx.get("expected_tags", ""))
        field = str(ctx.get("discriminator", "'type'")).strip("'")
        what = f"condition {field}" if "requires_" in allowed_text else field
    else:
        found = err.get("input")
        allowed_text = str(ctx.get("expected", ""))
        loc = err.get("loc") or ()
        what = str(loc[-1]) if loc and isinstance(loc[-1], str) else "value"
    allowed = re.findall(r"'([^']*)'", allowed_text) or [allowed_text]
    message = f"unknown {what} {found!r}; allowed: {', '.join(allowed)}"
    close = get_close_matches(str(found), allowed, n=1, cutoff=0.6) if isinstance(found, str) else []
    hint = f"did you mean {close[0]!r}?" if close else f"use one of {', '.join(allowed)}"
    return message, hint


def _plain(message: str) -> str:
    return message.replace("Input should be", "must be").replace("Input tag", "type")


def validate_as(model: type[M], file: str, data: Any, findings: list[Finding], **extra: Any) -> M | None:
    """Validate ``data`` as ``model`` (with ``extra`` fields injected, like a file-stem id)."""
    if data is None:
        return None
    if not isinstance(data, dict):
        found = "an array" if isinstance(data, list) else type(data).__name__
        findings.append(
            error("wrong_type", file, "", f"expected a JSON object, found {found}", "write the file as {...}")
        )
        return None
    findings.extend(unknown_field_findings(model, file, data))
    try:
        return model.model_validate({**data, **extra})
    except ValidationError as exc:
        for err in exc.errors():
            message, hint = message_and_hint(err)
            findings.append(error("wrong_type", file, location_of(err["loc"]), message, hint))
        return None
