"""Fault injection: ``faulty:RATE:SPEC`` wraps any model and makes a share of its calls go wrong.

A seeded random draw per call decides whether that call fails (probability ``rate``) and how. The
faults are the ones real backends produce, each in the form the adapters report it:

- ``timeout`` — :class:`ModelTimeout` (after a short wait, as a slow server would),
- ``http_5xx`` — :class:`ModelHTTPError` 503, ``connection_reset`` — :class:`ModelUnavailable`,
- ``malformed_json`` — a structured reply cut in half (the JSON no longer parses),
- ``bad_tool_args`` / ``unknown_tool`` — tool calls with arguments that are not a JSON object of
  the right fields, or naming a tool that was never offered,
- ``truncated_tag`` — prose cut off inside a ``[MOVE: …`` tag (a reply that hit its token cap),
- ``slow_stream`` — the right answer, streamed with a pause between pieces.

Only faults that fit the request are drawn (tool faults when tools were offered, malformed JSON
when a schema was asked for, truncated tags for prose). The wrapper counts what it injected in
:attr:`FaultyModel.injected`, so a soak can report it. Spec forms: ``faulty:0.3:fake``,
``faulty:0.3@7:ollama:llama3.2`` (``@SEED``; default seed 0).
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from collections import Counter
from dataclasses import dataclass

from taleweaver.models.port import (
    ChatModel,
    ChatRequest,
    ChatResult,
    ModelConfigError,
    ModelHTTPError,
    ModelTimeout,
    ModelUnavailable,
    TextSink,
    ToolCall,
)

FAULTS = (
    "timeout",
    "http_5xx",
    "connection_reset",
    "malformed_json",
    "bad_tool_args",
    "unknown_tool",
    "truncated_tag",
    "slow_stream",
)
_TRANSPORT = ("timeout", "http_5xx", "connection_reset", "slow_stream")


@dataclass(frozen=True)
class FaultSpec:
    """``faulty:RATE[@SEED]:SPEC`` parsed."""

    rate: float
    seed: int
    inner: str

    @classmethod
    def parse(cls, text: str) -> FaultSpec:
        kind, _, rest = text.partition(":")
        rate_text, _, inner = rest.partition(":")
        rate_part, _, seed_part = rate_text.partition("@")
        usage = "faulty:RATE[@SEED]:SPEC, e.g. faulty:0.3:fake or faulty:0.3@7:local"
        if kind.lower() != "faulty" or not inner:
            raise ModelConfigError(f"{text!r}: give {usage}")
        try:
            rate = float(rate_part)
            seed = int(seed_part) if seed_part else 0
        except ValueError:
            raise ModelConfigError(
                f"{text!r}: RATE is a number from 0 to 1 and SEED an integer ({usage})"
            ) from None
        if not 0.0 <= rate <= 1.0:
            raise ModelConfigError(f"{text!r}: RATE must be between 0 and 1, got {rate:g}")
        if inner.lower().startswith("faulty:"):
            raise ModelConfigError(f"{text!r}: wrap a real model spec, not another faulty one")
        return cls(rate=rate, seed=seed, inner=inner)


class FaultyModel:
    """``inner`` with faults injected on a ``rate`` share of calls (seeded, reproducible)."""

    def __init__(
        self,
        inner: ChatModel,
        rate: float,
        *,
        seed: int = 0,
        faults: tuple[str, ...] = FAULTS,
        delay_s: float = 0.01,
    ) -> None:
        unknown = sorted(set(faults) - set(FAULTS))
        if unknown:
            raise ModelConfigError(f"unknown fault(s) {', '.join(unknown)}; known: {', '.join(FAULTS)}")
        self.inner = inner
        self.name = f"faulty({rate:g}):{inner.name}"
        self.rate = rate
        self.faults = faults
        self.delay_s = delay_s
        self._random = random.Random(seed)
        self.injected: Counter[str] = Counter()
        self.calls = 0

    def _fitting(self, request: ChatRequest) -> list[str]:
        fitting = [f for f in self.faults if f in _TRANSPORT]
        if request.tools:
            fitting += [f for f in self.faults if f in ("bad_tool_args", "unknown_tool")]
        elif request.response_schema is not None:
            fitting += [f for f in self.faults if f == "malformed_json"]
        else:
            fitting += [f for f in self.faults if f == "truncated_tag"]
        return fitting

    def draw(self, request: ChatRequest) -> str | None:
        """The fault for this call, or ``None`` (one draw from the seeded generator per call)."""
        self.calls += 1
        roll = self._random.random()
        fitting = self._fitting(request)
        if roll >= self.rate or not fitting:
            return None
        fault = fitting[self._random.randrange(len(fitting))]
        self.injected[fault] += 1
        return fault

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        fault = self.draw(request)
        if fault == "timeout":
            await asyncio.sleep(self.delay_s)
            raise ModelTimeout(f"{self.name}: injected timeout")
        if fault == "http_5xx":
            raise ModelHTTPError(503, "injected: the model server is overloaded")
        if fault == "connection_reset":
            raise ModelUnavailable(f"{self.name}: injected connection reset by peer")
        if fault == "slow_stream":
            return await self._slowly(request, on_text)
        if fault is None:
            return await self.inner.chat(request, on_text=on_text)
        result = await self.inner.chat(request)
        result = _corrupt(result, fault, request)
        if on_text is not None and result.text:
            on_text(result.text)
        return result

    async def _slowly(self, request: ChatRequest, on_text: TextSink | None) -> ChatResult:
        """The right answer, its pieces streamed with pauses (without blocking the event loop)."""
        result = await self.inner.chat(request)
        pieces = re.findall(r"\S+\s*|\s+", result.text) or [""]
        for piece in pieces:
            await asyncio.sleep(self.delay_s / len(pieces))
            if on_text is not None and piece:
                on_text(piece)
        return result


def _corrupt(result: ChatResult, fault: str, request: ChatRequest) -> ChatResult:
    if fault == "malformed_json":
        text = result.text or json.dumps({"reply": "…"})
        return result.model_copy(update={"text": text[: max(1, len(text) // 2)], "finish_reason": "length"})
    if fault == "truncated_tag":
        words = result.text.split()
        kept = " ".join(words[: max(1, len(words) // 2)])
        return result.model_copy(update={"text": f"{kept} [MOVE: give_item(cell", "finish_reason": "length"})
    offered = request.tools[0].name if request.tools else "tool"
    if fault == "bad_tool_args":
        call = ToolCall(id="call_faulty", name=offered, arguments='{"id": 42, ')
    else:  # unknown_tool
        call = ToolCall(id="call_faulty", name="teleport_player", arguments='{"to": "the_end"}')
    return result.model_copy(update={"text": "", "tool_calls": [call], "finish_reason": "tool_calls"})
