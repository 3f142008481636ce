"""Any OpenAI-compatible Chat Completions server (OpenAI, vLLM, LM Studio, llama.cpp server).

Built on the official ``openai`` SDK, imported lazily. The SDK's own retries are off: retrying is
:class:`~taleweaver.models.retry.RetryingModel`'s job, so one place decides.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any, Literal

from taleweaver.models import guard
from taleweaver.models._wire import (
    Stopwatch,
    check_tool_choice,
    openai_messages,
    openai_tool,
    openai_tool_choice,
    parse_json_object,
)
from taleweaver.models.port import (
    ChatRequest,
    ChatResult,
    MalformedOutput,
    ModelConfigError,
    ModelHTTPError,
    ModelTimeout,
    ModelUnavailable,
    TextSink,
    ToolCall,
    Usage,
)

if TYPE_CHECKING:
    from openai import AsyncOpenAI

OPENAI_BASE_URL = "https://api.openai.com/v1"
StructuredMode = Literal["auto", "json_schema", "json_object"]
"""How to ask for structured output: ``json_schema`` is the OpenAI standard; ``json_object`` sends
``{"type": "json_object", "schema": …}`` (llama.cpp server's form); ``auto`` tries the standard first
and switches for good when the server rejects it."""


class OpenAICompatModel:
    """Chat over ``/v1/chat/completions`` at ``base_url`` (default: api.openai.com) with ``api_key``.

    Callers pass both (``choose_model`` takes them from :class:`~taleweaver.settings.Settings`); a
    local server needs no key."""

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        timeout_s: float = 60.0,
        structured: StructuredMode = "auto",
    ) -> None:
        self.model = model
        self.name = f"openai:{model}"
        self.base_url = base_url
        key = api_key
        if key is None and self.base_url is None:
            raise ModelConfigError(
                f"{self.name}: no API key. Set OPENAI_API_KEY (or TALEWEAVER_API_KEY), or point "
                "TALEWEAVER_BASE_URL / --base-url at a local OpenAI-compatible server"
            )
        # Local servers (llama.cpp, vLLM, LM Studio) accept any key, but the SDK insists on one.
        self._api_key = key or "not-needed"
        self.timeout_s = timeout_s
        self.structured: StructuredMode = structured
        self._client: AsyncOpenAI | None = None
        self._client_loop: asyncio.AbstractEventLoop | None = None

    def _get_client(self) -> AsyncOpenAI:
        """One SDK client per event loop (its connection pool is bound to the loop that opened it)."""
        loop = asyncio.get_running_loop()
        if self._client is None or self._client_loop is not loop:
            try:
                from openai import AsyncOpenAI
            except ImportError as exc:  # pragma: no cover - openai is a core dependency
                raise ModelConfigError("the 'openai' package is not installed") from exc
            self._client = AsyncOpenAI(
                api_key=self._api_key,
                base_url=self.base_url or OPENAI_BASE_URL,  # explicit: the SDK would read the environment
                timeout=self.timeout_s,
                max_retries=0,
            )
            self._client_loop = loop
        return self._client

    def _request_kwargs(self, request: ChatRequest, on_text: TextSink | None) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"model": self.model, "messages": openai_messages(request.messages)}
        if request.tools:
            check_tool_choice(request)
            kwargs["tools"] = [openai_tool(tool) for tool in request.tools]
            kwargs["tool_choice"] = openai_tool_choice(request)
        if request.response_schema is not None:
            if self.structured == "json_object":
                kwargs["response_format"] = {"type": "json_object", "schema": request.response_schema}
            else:
                kwargs["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {"name": request.schema_name, "schema": request.response_schema},
                }
        if request.temperature is not None:
            kwargs["temperature"] = request.temperature
        if request.max_tokens is not None:
            # ``max_tokens`` rather than ``max_completion_tokens``: every compatible server knows it.
            kwargs["max_tokens"] = request.max_tokens
        if on_text is not None:
            kwargs["stream"] = True
            kwargs["stream_options"] = {"include_usage": True}
        return kwargs

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        guard.check_allowed(self.name)
        try:
            result = await self._chat_once(request, on_text)
        except ModelHTTPError as exc:
            if not self._schema_form_rejected(request, exc):
                raise
            self.structured = "json_object"
            result = await self._chat_once(request, on_text)
        if request.response_schema is not None and not result.tool_calls:
            parse_json_object(result.text, what=f"{self.name} structured output")
        return result

    def _schema_form_rejected(self, request: ChatRequest, exc: ModelHTTPError) -> bool:
        """llama.cpp's server rejects ``json_schema`` response formats; ``auto`` mode then switches."""
        return (
            self.structured == "auto"
            and request.response_schema is not None
            and exc.status in {400, 422, 500}
            and "response_format" in str(exc)
        )

    async def _chat_once(self, request: ChatRequest, on_text: TextSink | None) -> ChatResult:
        import openai

        kwargs = self._request_kwargs(request, on_text)
        watch = Stopwatch()
        try:
            client = self._get_client()
            if on_text is None:
                completion = await client.chat.completions.create(**kwargs)
                result = self._from_completion(completion)
            else:
                result = await self._stream(client, kwargs, on_text, watch)
        except openai.APITimeoutError as exc:
            raise ModelTimeout(f"{self.name}: no answer within {self.timeout_s:g} s") from exc
        except openai.APIConnectionError as exc:
            raise ModelUnavailable(f"{self.name}: cannot reach {self.base_url or 'api.openai.com'}") from exc
        except openai.APIStatusError as exc:
            raise ModelHTTPError(exc.status_code, f"{self.name}: {_status_message(exc)}") from exc
        except openai.APIError as exc:
            raise MalformedOutput(f"{self.name}: unreadable response: {exc}") from exc
        return result.model_copy(update={"latency_s": watch.elapsed(), "first_token_s": watch.first_token_s})

    def _from_completion(self, completion: Any) -> ChatResult:
        if not completion.choices:
            raise MalformedOutput(f"{self.name}: the response has no choices")
        choice = completion.choices[0]
        calls = [
            ToolCall(id=call.id or "", name=call.function.name, arguments=call.function.arguments or "{}")
            for call in choice.message.tool_calls or []
            if getattr(call, "function", None) is not None
        ]
        usage = completion.usage
        return ChatResult(
            text=choice.message.content or "",
            tool_calls=calls,
            usage=Usage(
                prompt_tokens=usage.prompt_tokens if usage else 0,
                completion_tokens=usage.completion_tokens if usage else 0,
            ),
            model=completion.model or self.model,
            finish_reason=choice.finish_reason,
        )

    async def _stream(
        self, client: AsyncOpenAI, kwargs: dict[str, Any], on_text: TextSink, watch: Stopwatch
    ) -> ChatResult:
        """Forward text deltas to ``on_text`` and assemble tool-call deltas by index."""
        text: list[str] = []
        calls: dict[int, dict[str, str]] = {}
        usage = Usage()
        model = self.model
        finish: str | None = None
        stream = await client.chat.completions.create(**kwargs)
        async for chunk in stream:
            model = chunk.model or model
            if chunk.usage is not None:
                usage = Usage(
                    prompt_tokens=chunk.usage.prompt_tokens, completion_tokens=chunk.usage.completion_tokens
                )
            for choice in chunk.choices:
                finish = choice.finish_reason or finish
                delta = choice.delta
                if delta.content:
                    watch.mark_first_token()
                    text.append(delta.content)
                    on_text(delta.content)
                for part in delta.tool_calls or []:
                    watch.mark_first_token()
                    slot = calls.setdefault(part.index, {"id": "", "name": "", "arguments": ""})
                    # Some servers (llama.cpp) repeat id and name in every delta; take them once.
                    slot["id"] = slot["id"] or (part.id or "")
                    if part.function is not None:
                        slot["name"] = slot["name"] or (part.function.name or "")
                        slot["arguments"] += part.function.arguments or ""
        tool_calls = [ToolCall(**calls[index]) for index in sorted(calls)]
        return ChatResult(
            text="".join(text), tool_calls=tool_calls, usage=usage, model=model, finish_reason=finish
        )


def _status_message(exc: Any) -> str:
    """The server's own error text when it sent one, else the SDK's message."""
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])
        if isinstance(inner, str):
            return inner
    return str(getattr(exc, "message", exc))
