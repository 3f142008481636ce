"""Ollama's native ``/api/chat`` over httpx (already a core dependency, so no ``ollama`` package).

Ollama ignores ``tools`` when ``format`` is also sent, so this adapter never sends both: when a
request offers tools *and* asks for a schema, it sends the tools only and checks the JSON of a text
reply afterwards. Ollama has no ``tool_choice``: a forced tool is offered alone; ``none`` offers none.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
from pydantic import BaseModel, Field, ValidationError

from taleweaver.models import guard
from taleweaver.models._wire import Stopwatch, check_tool_choice, openai_tool, parse_json_object
from taleweaver.models.http_client import LoopClient
from taleweaver.models.port import (
    ChatRequest,
    ChatResult,
    MalformedOutput,
    Message,
    ModelHTTPError,
    ModelTimeout,
    ModelUnavailable,
    TextSink,
    ToolCall,
    Usage,
)

DEFAULT_HOST = "http://localhost:11434"


def ollama_host(host: str | None = None) -> str:
    """The server URL: ``host`` (the ``OLLAMA_HOST`` setting; ``0.0.0.0:11434`` allowed), else localhost."""
    raw = (host or DEFAULT_HOST).strip().rstrip("/")
    if "://" not in raw:
        raw = f"http://{raw}"
    return raw.replace("://0.0.0.0", "://localhost")


def list_ollama_models(host: str | None = None, *, timeout_s: float = 0.3) -> list[str] | None:
    """Names of the models a server lists at ``/api/tags``; ``None`` when no server answers in time."""
    try:
        response = httpx.get(f"{ollama_host(host)}/api/tags", timeout=timeout_s)
        response.raise_for_status()
        return [str(entry["name"]) for entry in response.json().get("models", [])]
    except (httpx.HTTPError, ValueError, KeyError, TypeError, AttributeError):
        return None


class _WireCall(BaseModel):
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class _WireToolCall(BaseModel):
    function: _WireCall


class _WireMessage(BaseModel):
    role: str = "assistant"
    content: str = ""
    tool_calls: list[_WireToolCall] = Field(default_factory=list)


class _WireChunk(BaseModel):
    """One ``/api/chat`` response object (the whole reply, or one NDJSON line of a stream)."""

    model: str = ""
    message: _WireMessage = Field(default_factory=_WireMessage)
    done: bool = False
    done_reason: str | None = None
    prompt_eval_count: int = 0
    eval_count: int = 0
    error: str | None = None


def _wire_message(message: Message) -> dict[str, Any]:
    wire: dict[str, Any] = {"role": message.role, "content": message.content}
    if message.tool_calls:
        # Ollama wants arguments as JSON objects, not strings.
        wire["tool_calls"] = [
            {"function": {"name": call.name, "arguments": call.parsed_arguments()}}
            for call in message.tool_calls
        ]
    if message.role == "tool" and message.name:
        wire["tool_name"] = message.name
    return wire


class OllamaModel:
    """Chat with a model served by Ollama."""

    def __init__(self, model: str, *, host: str | None = None, timeout_s: float = 120.0) -> None:
        self.model = model
        self.name = f"ollama:{model}"
        self.host = ollama_host(host)
        self.timeout_s = timeout_s
        self._client = LoopClient(lambda: httpx.AsyncClient(base_url=self.host, timeout=self.timeout_s))

    async def aclose(self) -> None:
        """Close the kept-open connection pool (the server does this on shutdown)."""
        await self._client.aclose()

    def request_body(self, request: ChatRequest, *, stream: bool) -> dict[str, Any]:
        """The JSON body for ``/api/chat``: ``tools`` or ``format``, never both."""
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [_wire_message(message) for message in request.messages],
            "stream": stream,
        }
        tools = request.tools if request.tool_choice != "none" else []
        if tools and request.tool_choice not in {"auto", "required"}:
            check_tool_choice(request)
            tools = [tool for tool in tools if tool.name == request.tool_choice]
        if tools:
            body["tools"] = [openai_tool(tool) for tool in tools]
        elif request.response_schema is not None:
            body["format"] = request.response_schema
        options: dict[str, Any] = {}
        if request.temperature is not None:
            options["temperature"] = request.temperature
        if request.max_tokens is not None:
            options["num_predict"] = request.max_tokens
        if options:
            body["options"] = options
        return body

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        guard.check_allowed(self.name)
        body = self.request_body(request, stream=on_text is not None)
        watch = Stopwatch()
        try:
            async with self._client.get().stream("POST", "/api/chat", json=body) as response:
                if response.status_code >= 400:
                    await response.aread()
                    raise ModelHTTPError(response.status_code, f"{self.name}: {_error_text(response)}")
                chunks = [chunk async for chunk in self._chunks(response, on_text, watch)]
        except httpx.TimeoutException as exc:
            raise ModelTimeout(f"{self.name}: no answer within {self.timeout_s:g} s") from exc
        except httpx.TransportError as exc:
            raise ModelUnavailable(f"{self.name}: cannot reach Ollama at {self.host}: {exc}") from exc
        result = self._merge(chunks, watch, streamed=on_text is not None)
        if request.response_schema is not None and not result.tool_calls:
            parse_json_object(result.text, what=f"{self.name} structured output")
        return result

    async def _chunks(
        self, response: httpx.Response, on_text: TextSink | None, watch: Stopwatch
    ) -> AsyncIterator[_WireChunk]:
        async for line in response.aiter_lines():
            if not line.strip():
                continue
            try:
                chunk = _WireChunk.model_validate_json(line)
            except ValidationError as exc:
                raise MalformedOutput(f"{self.name}: unreadable response line: {line[:80]!r}") from exc
            if chunk.error:
                raise ModelUnavailable(f"{self.name}: Ollama reported an error mid-answer: {chunk.error}")
            if chunk.message.content or chunk.message.tool_calls:
                watch.mark_first_token()
            if on_text is not None and chunk.message.content:
                on_text(chunk.message.content)
            yield chunk

    def _merge(self, chunks: list[_WireChunk], watch: Stopwatch, *, streamed: bool) -> ChatResult:
        if not chunks or not chunks[-1].done:
            raise MalformedOutput(f"{self.name}: the answer ended before Ollama said it was done")
        last = chunks[-1]
        calls = [
            ToolCall(
                id=f"call_{index}_{wire.function.name}",
                name=wire.function.name,
                arguments=json.dumps(wire.function.arguments),
            )
            for index, wire in enumerate(call for chunk in chunks for call in chunk.message.tool_calls)
        ]
        return ChatResult(
            text="".join(chunk.message.content for chunk in chunks),
            tool_calls=calls,
            usage=Usage(prompt_tokens=last.prompt_eval_count, completion_tokens=last.eval_count),
            latency_s=watch.elapsed(),
            first_token_s=watch.first_token_s if streamed else None,
            model=last.model or self.model,
            finish_reason="tool_calls" if calls else last.done_reason,
        )


def _error_text(response: httpx.Response) -> str:
    try:
        payload = response.json()
    except ValueError:
        return response.text[:200] or response.reason_phrase
    if isinstance(payload, dict) and payload.get("error"):
        return str(payload["error"])
    return response.text[:200]
