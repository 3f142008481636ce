"""Ask again once when a failure may pass: timeouts, unreachable servers, 5xx, malformed output.

A 4xx, a bad request or a configuration error is re-raised at once: asking again cannot help.
Wrap any :class:`~taleweaver.models.port.ChatModel`; the wrapper is one too, so wrappers compose.
"""

from __future__ import annotations

import asyncio

from taleweaver.models.port import ChatModel, ChatRequest, ChatResult, ModelError, TextSink


class RetryingModel:
    """``inner`` with up to ``retries`` extra attempts for retryable :class:`ModelError` s.

    When text was already streamed to ``on_text`` before a failure, the call is not repeated: the
    listener has heard part of an answer and a second one would talk over it.
    """

    def __init__(self, inner: ChatModel, *, retries: int = 1, backoff_s: float = 0.0) -> None:
        if retries < 0:
            raise ValueError(f"retries must be 0 or more, got {retries}")
        self.inner = inner
        self.name = inner.name
        self.retries = retries
        self.backoff_s = backoff_s
        self.attempts_made = 0
        """Attempts used by the most recent call (1 when it succeeded first time)."""

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        attempt = 0
        while True:
            attempt += 1
            self.attempts_made = attempt
            streamed = False

            def forward(delta: str) -> None:
                nonlocal streamed
                streamed = True
                assert on_text is not None
                on_text(delta)

            try:
                return await self.inner.chat(request, on_text=forward if on_text is not None else None)
            except ModelError as exc:
                if not exc.retryable or streamed or attempt > self.retries:
                    if attempt > 1:
                        exc.add_note(f"{self.name}: gave up after {attempt} attempts")
                    raise
            if self.backoff_s > 0:
                await asyncio.sleep(self.backoff_s * attempt)
