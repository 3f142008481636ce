"""A JSONL record of every model call: who asked, which model, how long, how many tokens, outcome.

The prompt itself is not stored, only its sha256 (:func:`~taleweaver.models._wire.prompt_hash`), so
logs can be shared without leaking story text, yet show when two calls sent the same prompt.
"""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel

from taleweaver.models._wire import Stopwatch, prompt_hash
from taleweaver.models.port import ChatModel, ChatRequest, ChatResult, ModelError, TextSink


class CallRecord(BaseModel):
    """One line of the call log."""

    ts: str
    role: str
    model: str
    latency_s: float
    first_token_s: float | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    tool_calls: int = 0
    outcome: Literal["ok", "error"]
    error_kind: str | None = None
    error: str | None = None
    prompt_hash: str


class CallLog:
    """Appends :class:`CallRecord` lines to ``path`` (created with its folder on first write)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()

    def write(self, record: CallRecord) -> None:
        line = record.model_dump_json() + "\n"
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8") as handle:
                handle.write(line)

    def read(self) -> list[CallRecord]:
        """Every record so far (empty when nothing was logged yet)."""
        if not self.path.exists():
            return []
        lines = self.path.read_text(encoding="utf-8").splitlines()
        return [CallRecord.model_validate_json(line) for line in lines if line.strip()]


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


class LoggingModel:
    """``inner``, with one :class:`CallRecord` written to ``log`` per call, success or failure."""

    def __init__(self, inner: ChatModel, log: CallLog) -> None:
        self.inner = inner
        self.name = inner.name
        self.log = log

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        digest = prompt_hash(request)
        watch = Stopwatch()
        started = _now()
        try:
            result = await self.inner.chat(request, on_text=on_text)
        except ModelError as exc:
            self.log.write(
                CallRecord(
                    ts=started,
                    role=request.role,
                    model=self.name,
                    latency_s=round(watch.elapsed(), 4),
                    outcome="error",
                    error_kind=exc.kind,
                    error=str(exc)[:300],
                    prompt_hash=digest,
                )
            )
            raise
        self.log.write(
            CallRecord(
                ts=started,
                role=request.role,
                model=self.name,
                latency_s=round(result.latency_s or watch.elapsed(), 4),
                first_token_s=None if result.first_token_s is None else round(result.first_token_s, 4),
                prompt_tokens=result.usage.prompt_tokens,
                completion_tokens=result.usage.completion_tokens,
                tool_calls=len(result.tool_calls),
                outcome="ok",
                prompt_hash=digest,
            )
        )
        return result
