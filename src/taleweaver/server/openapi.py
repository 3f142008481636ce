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

from collections.abc import Callable, Iterable
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


def install_openapi(
    app: FastAPI, *, npc_ids: Iterable[str] = (), story_ids: Callable[[], Iterable[str]] | None = None
) -> None:
    """Replace ``app.openapi`` with the generated document plus the fixes above (``story_ids`` is
    asked when the document is built: the playable stories pin ``/play/start``'s ``story_id``)."""
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
                _pin(schema, "npc_id", known)
            stories = sorted(story_ids()) if story_ids is not None else []
            if stories:
                _pin(schema, "story_id", stories, only="StartBody")
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


def _pin(schema: dict[str, Any], field: str, known: list[str], *, only: str | None = None) -> None:
    """Give every required-string ``field`` (of component ``only``, when given) the enum ``known``."""
    for name, component in schema.get("components", {}).get("schemas", {}).items():
        if only is not None and name != only:
            continue
        value = component.get("properties", {}).get(field)
        if isinstance(value, dict) and value.get("type") == "string":
            value["enum"] = known
