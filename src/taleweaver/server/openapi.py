"""The OpenAPI document, made to tell the truth about what the server answers.

FastAPI's generated document is close; this fills the gaps it cannot know about:

- error bodies are always ``application/json`` (a streaming route's errors are not events);
- an event-stream route's ``200`` is ``text/event-stream`` only, each event described as an object
  ``{event, data}`` whose ``data`` is JSON (the ``result`` event's is the route's plain response);
- ``npc_id`` lists the NPCs this server has (an unknown id is refused, so the schema says so);
- a component may carry rules JSON Schema cannot say (unique ids in a list) in its description.

The document is built once, on the first request for it, as FastAPI does.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

EVENT_STREAM = "text/event-stream"
JSON = "application/json"


def event_stream_extra(event_kinds: Iterable[str], result_schema: str, description: str) -> dict[str, Any]:
    """``openapi_extra=`` for a route whose ``200`` is server-sent events ending in ``result`` (or
    ``error``); FastAPI merges it into the operation (``responses=`` would lose the content)."""
    kinds = sorted(set(event_kinds))
    event = {
        "type": "object",
        "required": ["event", "data"],
        "properties": {
            "event": {"type": "string", "enum": [*kinds, "result", "error"]},
            "data": {"type": "string", "contentMediaType": JSON},
        },
    }
    result = {
        "type": "object",
        "properties": {
            "event": {"const": "result"},
            "data": {
                "type": "string",
                "contentMediaType": JSON,
                "contentSchema": {"$ref": f"#/components/schemas/{result_schema}"},
            },
        },
    }
    schema = {"allOf": [event, {"if": {"properties": {"event": {"const": "result"}}}, "then": result}]}
    return {"responses": {"200": {"description": description, "content": {EVENT_STREAM: {"schema": schema}}}}}


def install_openapi(app: FastAPI, *, npc_ids: Iterable[str] = ()) -> None:
    """Replace ``app.openapi`` with the generated document plus the fixes above."""
    known = sorted(npc_ids)

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = get_openapi(
                title=app.title,
                version=app.version,
                summary=app.summary,
                description=app.description,
                routes=app.routes,
            )
            _fix_content_types(schema)
            if known:
                _pin_npc_ids(schema, known)
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def _fix_content_types(schema: dict[str, Any]) -> None:
    for operations in schema.get("paths", {}).values():
        for operation in operations.values():
            for status, response in operation.get("responses", {}).items():
                content = response.get("content")
                if not isinstance(content, dict):
                    continue
                if EVENT_STREAM in content:
                    response["content"] = {EVENT_STREAM: content[EVENT_STREAM]}
                elif status[:1] in {"4", "5"} and JSON in content:
                    response["content"] = {JSON: content[JSON]}


def _pin_npc_ids(schema: dict[str, Any], known: list[str]) -> None:
    for component in schema.get("components", {}).get("schemas", {}).values():
        npc_id = component.get("properties", {}).get("npc_id")
        if isinstance(npc_id, dict) and npc_id.get("type") == "string":
            npc_id["enum"] = known
