"""The one reader of JSON objects that models write (structured output, tool envelopes, agent replies).

Leniency is the same for every caller: a fenced ```json block around the object and raw newlines
inside strings (small models emit both) are accepted; anything else is a :class:`JsonReplyError`
that says what was wrong and where, in words a model can act on when it is shown them.
"""

from __future__ import annotations

import json
from typing import Any


class JsonReplyError(ValueError):
    """The reply is not one JSON object; the message says why (and near what text)."""


def parse_json_object(text: str) -> dict[str, Any]:
    """The JSON object in a model's reply; raises :class:`JsonReplyError`."""
    stripped = text.strip()
    if stripped.startswith("```"):
        stripped = stripped.strip("`").removeprefix("json").strip()
    if not stripped:
        raise JsonReplyError("the reply was empty; send one JSON object")
    try:
        value = json.loads(stripped, strict=False)
    except json.JSONDecodeError as exc:
        near = stripped[max(0, exc.pos - 20) : exc.pos + 20].replace("\n", " ")
        raise JsonReplyError(
            f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno} (near {near!r}); "
            "send one JSON object"
        ) from exc
    if not isinstance(value, dict):
        raise JsonReplyError(f"expected one JSON object, got {type(value).__name__}")
    return value
