"""Shared helpers for the adapters: the OpenAI wire shape, JSON checks, prompt hashes, timing.

The OpenAI Chat Completions message shape is the lingua franca here: the ``openai`` adapter sends it,
the ``local`` adapter feeds it to llama.cpp's chat template, and the call log hashes it.
"""

from __future__ import annotations

import hashlib
import json
import time
from typing import Any

from taleweaver.models import json_reply
from taleweaver.models.port import ChatRequest, MalformedOutput, Message, ModelRequestError, ToolSpec


def openai_message(message: Message) -> dict[str, Any]:
    """One message in the OpenAI Chat Completions shape."""
    wire: dict[str, Any] = {"role": message.role, "content": message.content}
    if message.tool_calls:
        wire["tool_calls"] = [
            {
                "id": call.id or f"call_{index}_{call.name}",
                "type": "function",
                "function": {"name": call.name, "arguments": call.arguments or "{}"},
            }
            for index, call in enumerate(message.tool_calls)
        ]
    if message.tool_call_id is not None:
        wire["tool_call_id"] = message.tool_call_id
    if message.name is not None:
        wire["name"] = message.name
    return wire


def openai_messages(messages: list[Message]) -> list[dict[str, Any]]:
    return [openai_message(message) for message in messages]


def openai_tool(tool: ToolSpec) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {"name": tool.name, "description": tool.description, "parameters": tool.parameters},
    }


def openai_tool_choice(request: ChatRequest) -> str | dict[str, Any]:
    """``auto``/``required``/``none`` pass through; a tool name becomes a named choice."""
    if request.tool_choice in {"auto", "required", "none"}:
        return request.tool_choice
    return {"type": "function", "function": {"name": request.tool_choice}}


def check_tool_choice(request: ChatRequest) -> None:
    """A forced tool must be one of the offered tools; anything else is a caller bug."""
    choice = request.tool_choice
    if choice in {"auto", "required", "none"}:
        return
    if choice not in {tool.name for tool in request.tools}:
        offered = ", ".join(tool.name for tool in request.tools) or "none"
        raise ModelRequestError(f"tool_choice {choice!r} is not an offered tool (offered: {offered})")


def parse_json_object(text: str, *, what: str) -> dict[str, Any]:
    """The JSON object in ``text`` (:mod:`taleweaver.models.json_reply`), else :class:`MalformedOutput`."""
    try:
        return json_reply.parse_json_object(text)
    except json_reply.JsonReplyError as exc:
        raise MalformedOutput(f"{what}: {exc}") from exc


def prompt_hash(request: ChatRequest) -> str:
    """sha256 of the serialised messages and tools: equal prompts hash equal, across backends."""
    payload = {
        "messages": openai_messages(request.messages),
        "tools": [openai_tool(tool) for tool in request.tools],
    }
    text = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class Stopwatch:
    """Measures a call's latency and the time to its first token."""

    def __init__(self) -> None:
        self._start = time.perf_counter()
        self.first_token_s: float | None = None

    def mark_first_token(self) -> None:
        if self.first_token_s is None:
            self.first_token_s = time.perf_counter() - self._start

    def elapsed(self) -> float:
        return time.perf_counter() - self._start
