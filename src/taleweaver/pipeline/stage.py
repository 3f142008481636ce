"""The bounded step, once for every agent: build request → call model → parse → validate → accept,
retry narrowly with feedback, or fall back → record.

A stage never raises for a misbehaving model: after at most ``max_retries`` targeted retries (or at
once when there is no model, or it is unavailable) its deterministic fallback stands in, and the
:class:`StageOutcome` says so.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from taleweaver.models.port import (
    ChatModel,
    ChatRequest,
    MalformedOutput,
    Message,
    ModelConfigError,
    ModelError,
    ModelRequestsNotAllowed,
    ModelUnavailable,
)
from taleweaver.pipeline.agents import Source, StageName
from taleweaver.pipeline.events import EventSink, ProgressEvent, ignore_events
from taleweaver.pipeline.feedback import Feedback, Problem, parse_json_object, problems_from_validation
from taleweaver.pipeline.prompts import AgentPrompt

T = TypeVar("T", bound=BaseModel)
MAX_RETRIES = 2


@dataclass(frozen=True)
class StageSpec(Generic[T]):
    """What one agent must produce and how its output is judged."""

    agent: StageName
    output: type[T]
    validate: Callable[[T], list[Problem]]
    fallback: Callable[[], T]
    anchor_id: str | None = None
    pinned: dict[str, list[Any]] = field(default_factory=dict)
    """Fields whose legal values are known now, narrowed to an ``enum`` in the schema sent to the
    model (grammar backends then cannot produce anything else): ``"anchor_id"`` for a top-level
    field, ``"Choice.leads_to"`` for a field of a nested model. Validation checks them regardless."""

    def response_schema(self) -> dict[str, Any]:
        schema = self.output.model_json_schema()
        for key, values in self.pinned.items():
            owner, _, name = key.rpartition(".")
            properties = schema["$defs"][owner]["properties"] if owner else schema["properties"]
            properties[name] = {"enum": list(values)}
        return schema


@dataclass
class StageOutcome(Generic[T]):
    """The accepted value and the truth about how it was obtained."""

    agent: StageName
    anchor_id: str | None
    value: T
    source: Source
    retries: int
    feedback: list[Feedback] = field(default_factory=list)
    fallback_reason: str | None = None
    raw: str = ""
    """The accepted model reply (empty for fallbacks); a continuity repair shows it back to the agent."""
    latency_s: float = 0.0
    last_reply: dict[str, Any] | None = None
    """A fallback's last refused reply, when it parsed as a JSON object (parts of it may be salvaged)."""
    last_problems: list[Problem] = field(default_factory=list)
    """What was wrong with ``last_reply``."""


def _judge(spec: StageSpec[T], text: str) -> T | list[Problem]:
    parsed = parse_json_object(text)
    if isinstance(parsed, Problem):
        return [parsed]
    try:
        value = spec.output.model_validate(parsed)
    except ValidationError as exc:
        return problems_from_validation(exc)
    return spec.validate(value) or value


async def run_stage(
    model: ChatModel | None,
    spec: StageSpec[T],
    prompt: AgentPrompt,
    payload: BaseModel,
    *,
    max_retries: int = MAX_RETRIES,
    repair: tuple[str, Feedback] | None = None,
    on_event: EventSink = ignore_events,
) -> StageOutcome[T]:
    """Run one agent with at most ``max_retries`` targeted retries, then fall back.

    ``repair`` resumes an accepted reply that a later check (continuity) refused: every attempt is
    then a retry, starting from that reply and its feedback.
    """
    started = time.perf_counter()
    messages = prompt.messages(payload)
    log: list[Feedback] = []
    attempts_allowed = max_retries if repair else max_retries + 1
    if repair is not None:
        previous, feedback = repair
        messages += [
            Message(role="assistant", content=previous),
            Message(role="user", content=feedback.as_prompt()),
        ]
    reason = "no model configured" if model is None else f"still invalid after {max_retries} retries"
    attempts = 0
    last_reply: dict[str, Any] | None = None
    while model is not None and attempts < attempts_allowed:
        attempts += 1
        request = ChatRequest(
            messages=messages,
            response_schema=spec.response_schema(),
            schema_name=spec.output.__name__,
            role=spec.agent,
            temperature=prompt.temperature,
            max_tokens=prompt.max_tokens,
            typed_input=payload,
        )
        try:
            result = await model.chat(request)
        except (ModelUnavailable, ModelConfigError, ModelRequestsNotAllowed) as exc:
            reason = f"model unavailable: {exc}"
            break
        except MalformedOutput as exc:
            judged: BaseModel | list[Problem] = [Problem(path="", kind="malformed_json", message=str(exc))]
            text = ""
        except ModelError as exc:
            judged = [Problem(path="", kind="model_error", message=f"{exc.kind}: {exc}")]
            text = ""
        else:
            text = result.text
            judged = _judge(spec, text)
            parsed = parse_json_object(text)
            last_reply = parsed if isinstance(parsed, dict) else None
        if not isinstance(judged, list):
            value: T = judged  # type: ignore[assignment]  # _judge returns T when it returns a model
            retries = attempts if repair else attempts - 1
            return StageOutcome(
                spec.agent, spec.anchor_id, value, "model", retries, log, raw=text, latency_s=_since(started)
            )
        if not text:
            last_reply = None
        feedback = Feedback(agent=spec.agent, anchor_id=spec.anchor_id, attempt=attempts, problems=judged)
        log.append(feedback)
        if attempts < attempts_allowed:
            on_event(_retry_event(feedback))
        messages = [*messages, Message(role="assistant", content=text or "(no reply)")]
        messages.append(Message(role="user", content=feedback.as_prompt()))
    retries = attempts if repair else max(attempts - 1, 0)
    on_event(
        ProgressEvent(
            kind="fallback",
            agent=spec.agent,
            anchor_id=spec.anchor_id,
            message=f"{spec.agent}: using deterministic fallback content ({reason}).",
        )
    )
    return StageOutcome(
        spec.agent,
        spec.anchor_id,
        spec.fallback(),
        "fallback",
        retries,
        log,
        fallback_reason=reason,
        latency_s=_since(started),
        last_reply=last_reply,
        last_problems=log[-1].problems if log and last_reply is not None else [],
    )


def _retry_event(feedback: Feedback) -> ProgressEvent:
    return ProgressEvent(
        kind="retry",
        agent=feedback.agent,
        anchor_id=feedback.anchor_id,
        feedback=feedback,
        message=f"{feedback.agent} gets another try: {feedback.brief()}",
    )


def _since(started: float) -> float:
    return round(time.perf_counter() - started, 6)


def dump(value: BaseModel) -> str:
    """Compact JSON of an accepted value (used to show an agent its own earlier reply)."""
    return json.dumps(value.model_dump(mode="json"), separators=(",", ":"))
