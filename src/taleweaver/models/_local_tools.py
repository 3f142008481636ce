"""Tool choice for models without native tool calling: one JSON envelope, constrained by a grammar.

The model must answer with exactly one JSON object, either ``{"reply": …}`` (speak) or
``{"tool": NAME, "arguments": {…}}`` for one of the offered tools. The envelope's JSON Schema lists
each offered tool as its own branch with a ``const`` name and the tool's own parameter schema, so a
grammar built from it only admits offered tools and, where parameters use enums, legal ids.
"""

from __future__ import annotations

import json
import uuid
from typing import Any

from taleweaver.models._wire import parse_json_object
from taleweaver.models.port import ChatRequest, MalformedOutput, Message, ToolCall, ToolSpec

REPLY_MAX_CHARS = 800


def offered_tools(request: ChatRequest) -> list[ToolSpec]:
    """The tools the model may call on this turn, after ``tool_choice``."""
    if request.tool_choice == "none":
        return []
    if request.tool_choice in {"auto", "required"}:
        return list(request.tools)
    return [tool for tool in request.tools if tool.name == request.tool_choice]


def _strict(parameters: dict[str, Any]) -> dict[str, Any]:
    schema = dict(parameters) or {"type": "object", "properties": {}}
    schema.setdefault("type", "object")
    schema.setdefault("properties", {})
    schema.setdefault("additionalProperties", False)
    return schema


def reply_max_chars(max_tokens: int) -> int:
    """A reply length that fits in ``max_tokens`` with the envelope around it (≥ 3 chars a token)."""
    return max(40, min(REPLY_MAX_CHARS, (max_tokens - 16) * 3))


def envelope_schema(request: ChatRequest, *, max_tokens: int = 512) -> dict[str, Any]:
    """JSON Schema of every answer the model may give on a turn that offers tools.

    A free-text reply is capped so the envelope can close before ``max_tokens`` runs out.
    """
    branches: list[dict[str, Any]] = []
    if request.tool_choice == "auto":
        reply = request.response_schema or {"type": "string", "maxLength": reply_max_chars(max_tokens)}
        branches.append(_object({"reply": reply}))
    for tool in offered_tools(request):
        branches.append(_object({"tool": {"const": tool.name}, "arguments": _strict(tool.parameters)}))
    return branches[0] if len(branches) == 1 else {"oneOf": branches}


def _object(properties: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
    }


def _describe_parameter(name: str, schema: dict[str, Any], required: bool) -> str:
    kind = schema.get("type", "value")
    text = f"{name} ({kind}{'' if required else ', optional'})"
    if "enum" in schema:
        text += " one of: " + ", ".join(json.dumps(value) for value in schema["enum"])
    if schema.get("description"):
        text += f" — {schema['description']}"
    return text


def envelope_instructions(request: ChatRequest) -> str:
    """How to answer on this turn, said in words (the grammar enforces it; the words explain it)."""
    tools = offered_tools(request)
    lines = ["Answer with one JSON object."]
    if request.tool_choice == "auto":
        lines.append('To speak, answer {"reply": ...}.')
    if tools:
        lines.append('To act, answer {"tool": NAME, "arguments": {...}} with one of these tools:')
    for tool in tools:
        properties: dict[str, Any] = tool.parameters.get("properties", {})
        required = set(tool.parameters.get("required", []))
        described = "; ".join(
            _describe_parameter(name, schema, name in required) for name, schema in properties.items()
        )
        lines.append(
            f"- {tool.name}: {tool.description}" + (f" Arguments: {described}." if described else "")
        )
    return "\n".join(lines)


def with_instructions(messages: list[dict[str, Any]], instructions: str) -> list[dict[str, Any]]:
    """Insert the instructions after the leading system messages.

    There they stay put from turn to turn while the tools stay the same, so llama.cpp's prefix
    cache covers the whole conversation; appended last, they would cut the cache every turn.
    """
    at = 0
    while at < len(messages) and messages[at]["role"] == "system":
        at += 1
    return [*messages[:at], {"role": "system", "content": instructions}, *messages[at:]]


def envelope_text(call: ToolCall) -> str:
    """How an earlier tool call looks in the model's own envelope, for the conversation history."""
    return json.dumps({"tool": call.name, "arguments": call.parsed_arguments()})


def decode_envelope(text: str, request: ChatRequest, *, model: str) -> tuple[str, list[ToolCall]]:
    """The reply text or the tool call inside an envelope; refuses tools that were not offered."""
    envelope = parse_json_object(text, what=f"{model} tool choice")
    if "tool" in envelope:
        name = envelope["tool"]
        if name not in {tool.name for tool in offered_tools(request)}:
            raise MalformedOutput(f"{model}: chose tool {name!r}, which was not offered")
        arguments = envelope.get("arguments", {})
        if not isinstance(arguments, dict):
            raise MalformedOutput(f"{model}: arguments of {name!r} are not a JSON object")
        call = ToolCall(id=f"call_{uuid.uuid4().hex[:12]}", name=name, arguments=json.dumps(arguments))
        return "", [call]
    if "reply" in envelope:
        reply = envelope["reply"]
        return (reply if isinstance(reply, str) else json.dumps(reply)), []
    raise MalformedOutput(f"{model}: answer has neither 'reply' nor 'tool': {text[:80]!r}")


def history_message(message: Message) -> dict[str, Any]:
    """A message as a plain chat-template dict; earlier tool calls appear as their envelopes."""
    content = message.content
    if message.tool_calls:
        content = "\n".join([content, *(envelope_text(call) for call in message.tool_calls)]).strip()
    if message.role == "tool":
        label = message.name or "tool"
        content = f"Result of {label}: {content}"
    return {"role": message.role, "content": content}
