"""The model port: one async method, typed messages in, typed result out.

Every backend (OpenAI-compatible, Ollama, in-process llama.cpp, the shipped fakes) implements
:class:`ChatModel`. Third-party exceptions are translated into :class:`ModelError` subclasses at
the adapter, so callers handle one family of errors whatever the backend.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, Field

from taleweaver.redact import strip_credentials

Role = Literal["system", "user", "assistant", "tool"]
TextSink = Callable[[str], None]


class ToolCall(BaseModel):
    """A tool call exactly as the model proposed it; ``arguments`` is the raw JSON text."""

    id: str = ""
    name: str
    arguments: str = "{}"

    def parsed_arguments(self) -> dict[str, Any]:
        """The arguments as a JSON object; raises :class:`MalformedOutput` when they are not one."""
        try:
            value = json.loads(self.arguments or "{}")
        except json.JSONDecodeError as exc:
            raise MalformedOutput(f"tool {self.name!r}: arguments are not JSON: {exc.msg}") from exc
        if not isinstance(value, dict):
            raise MalformedOutput(f"tool {self.name!r}: arguments must be a JSON object")
        return value


class Message(BaseModel):
    role: Role
    content: str = ""
    tool_calls: list[ToolCall] = Field(default_factory=list)
    tool_call_id: str | None = None
    name: str | None = None


class ToolSpec(BaseModel):
    """A function the model may call; ``parameters`` is a JSON Schema object."""

    name: str
    description: str
    parameters: dict[str, Any] = Field(default_factory=lambda: {"type": "object", "properties": {}})


class ChatRequest(BaseModel):
    messages: list[Message]
    tools: list[ToolSpec] = Field(default_factory=list)
    response_schema: dict[str, Any] | None = None
    """JSON Schema the reply must follow (structured output); ``None`` for free text."""
    schema_name: str = "output"
    tool_choice: str = "auto"
    """``auto`` (the model decides), ``required`` (it must call a tool), ``none`` (no tool now), or
    the name of one offered tool to force."""
    temperature: float | None = None
    max_tokens: int | None = None
    role: str = "default"
    """Who is asking (``director``, ``npc``, ``architect``…); used for call logs and routing."""
    typed_input: BaseModel | None = Field(default=None, exclude=True)
    """The typed value the prompt was rendered from (a pipeline stage's input, an NPC's speak
    request). Never sent to a backend; fakes answer from it instead of parsing the prompt back."""


class Usage(BaseModel):
    prompt_tokens: int = 0
    completion_tokens: int = 0


class ChatResult(BaseModel):
    text: str = ""
    tool_calls: list[ToolCall] = Field(default_factory=list)
    usage: Usage = Field(default_factory=Usage)
    latency_s: float = 0.0
    first_token_s: float | None = None
    """Seconds until the first streamed token, when the call streamed."""
    model: str = ""
    finish_reason: str | None = None


@runtime_checkable
class ChatModel(Protocol):
    """The whole contract a backend implements."""

    name: str

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        """Run one chat turn. When ``on_text`` is given, stream text deltas to it as they arrive."""
        ...


class ModelError(Exception):
    """Base of every error a model backend raises.

    ``retryable`` says whether asking again could help (a timeout may pass; a bad request will not).
    """

    kind = "model_error"
    retryable = False

    def __str__(self) -> str:
        # Backends quote URLs in their errors; one with ``user:password@`` must not reach a log or a terminal.
        return strip_credentials(super().__str__())


class ModelTimeout(ModelError):
    kind = "timeout"
    retryable = True


class ModelUnavailable(ModelError):
    """The backend cannot be reached right now (connection refused, server gone, stream broke)."""

    kind = "unavailable"
    retryable = True


class ModelHTTPError(ModelError):
    """The server answered with an error status; 5xx may be retried, 4xx never."""

    kind = "http_status"

    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"HTTP {status}: {message}")
        self.status = status
        self.retryable = status >= 500


class MalformedOutput(ModelError):
    """The model answered, but not in the shape that was asked for."""

    kind = "malformed_output"
    retryable = True


class ModelRequestError(ModelError):
    """The backend refused the request itself (too long for the context, invalid parameters)."""

    kind = "bad_request"


class ModelConfigError(ModelError):
    """An operator mistake: unknown model spec, missing package, model file or API key."""

    kind = "config"


class ModelRequestsNotAllowed(ModelError):
    """A real adapter was used where model requests are switched off (the unit-test suite)."""

    kind = "not_allowed"
