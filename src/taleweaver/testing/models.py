"""Fake chat models for tests and demos: no network, no weights, fully deterministic.

``ScriptedModel`` replays a list of replies in order; ``FunctionModel`` asks a Python callable.
Both record every request they receive in ``requests`` so tests can assert on prompts and tools,
stream text replies word by word to ``on_text`` (the pieces join back to exactly the text), and
report rough token counts (whitespace-separated words) so code that logs usage has numbers to log.
See docs/models.md for examples.
"""

from __future__ import annotations

import inspect
import json
import re
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Any, TypeAlias

from taleweaver.models.port import (
    ChatRequest,
    ChatResult,
    ModelError,
    TextSink,
    ToolCall,
    Usage,
)

Reply: TypeAlias = "ChatResult | str | ToolCall | Sequence[ToolCall] | dict[str, Any] | ModelError"
"""What a fake may answer: text, one or more tool calls, a JSON object (serialised as the text),
a full :class:`ChatResult`, or an error to raise."""


def tool_call(name: str, /, **arguments: Any) -> ToolCall:
    """Shorthand for a well-formed tool call: ``tool_call("advance_storyline", actionId="x")``."""
    return ToolCall(id=f"call_{name}", name=name, arguments=json.dumps(arguments))


def to_result(reply: Reply, model: str) -> ChatResult:
    """Turn any :data:`Reply` into a :class:`ChatResult` (or raise it, when it is an error)."""
    if isinstance(reply, ModelError):
        raise reply
    if isinstance(reply, ChatResult):
        return reply.model_copy(update={"model": reply.model or model})
    if isinstance(reply, str):
        return ChatResult(text=reply, model=model, usage=_usage(reply))
    if isinstance(reply, ToolCall):
        return ChatResult(tool_calls=[reply], model=model, finish_reason="tool_calls")
    if isinstance(reply, dict):
        text = json.dumps(reply)
        return ChatResult(text=text, model=model, usage=_usage(text))
    return ChatResult(tool_calls=list(reply), model=model, finish_reason="tool_calls")


def _usage(text: str) -> Usage:
    return Usage(completion_tokens=len(text.split()))


def _prompt_tokens(request: ChatRequest) -> int:
    words = sum(len(message.content.split()) for message in request.messages)
    return words + sum(len(json.dumps(tool.parameters).split()) for tool in request.tools)


def _finish(result: ChatResult, request: ChatRequest, on_text: TextSink | None, started: float) -> ChatResult:
    """Stream the text (pieces that join back to it exactly) and fill usage and timings."""
    first_token_s: float | None = None
    if on_text is not None and result.text:
        first_token_s = time.perf_counter() - started
        for piece in re.findall(r"\S+\s*|\s+", result.text):
            on_text(piece)
    usage = result.usage
    if usage.prompt_tokens == 0:
        usage = usage.model_copy(update={"prompt_tokens": _prompt_tokens(request)})
    return result.model_copy(
        update={
            "usage": usage,
            "latency_s": result.latency_s or time.perf_counter() - started,
            "first_token_s": result.first_token_s if result.first_token_s is not None else first_token_s,
            "finish_reason": result.finish_reason or "stop",
        }
    )


class ScriptedModel:
    """Replays ``replies`` one per call; when they run out, repeats ``then`` (default: empty text)."""

    def __init__(self, replies: Iterable[Reply] = (), *, then: Reply = "", name: str = "scripted") -> None:
        self.name = name
        self._replies: list[Reply] = list(replies)
        self._then = then
        self.requests: list[ChatRequest] = []

    @property
    def remaining(self) -> int:
        return len(self._replies)

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        started = time.perf_counter()
        self.requests.append(request)
        reply = self._replies.pop(0) if self._replies else self._then
        return _finish(to_result(reply, self.name), request, on_text, started)


ReplyFunction: TypeAlias = Callable[[ChatRequest], "Reply | Awaitable[Reply]"]


class FunctionModel:
    """Answers each request with ``function(request)`` (sync or async)."""

    def __init__(self, function: ReplyFunction, *, name: str = "function") -> None:
        self.name = name
        self._function = function
        self.requests: list[ChatRequest] = []

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        started = time.perf_counter()
        self.requests.append(request)
        reply = self._function(request)
        if inspect.isawaitable(reply):
            reply = await reply
        return _finish(to_result(reply, self.name), request, on_text, started)
