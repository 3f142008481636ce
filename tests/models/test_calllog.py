"""One JSONL line per model call, success or failure, composable with retries."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from taleweaver.models import (
    CallLog,
    ChatRequest,
    LoggingModel,
    Message,
    ModelHTTPError,
    ModelTimeout,
    RetryingModel,
)
from taleweaver.models._wire import prompt_hash
from taleweaver.testing import ScriptedModel, tool_call

REQUEST = ChatRequest(messages=[Message(role="user", content="open the door please")], role="director")


async def test_a_successful_call_is_one_line_with_tokens_and_prompt_hash(tmp_path: Path) -> None:
    log = CallLog(tmp_path / "logs" / "calls.jsonl")
    model = LoggingModel(ScriptedModel(["The door creaks open."], name="scripted"), log)
    await model.chat(REQUEST)
    lines = log.path.read_text().splitlines()
    assert len(lines) == 1
    record = json.loads(lines[0])
    assert record["role"] == "director"
    assert record["model"] == "scripted"
    assert record["outcome"] == "ok"
    assert record["error_kind"] is None
    assert record["prompt_tokens"] == 4
    assert record["completion_tokens"] == 4
    assert record["prompt_hash"] == prompt_hash(REQUEST)
    assert record["latency_s"] >= 0
    assert record["ts"].endswith("+00:00")


async def test_a_failed_call_is_logged_with_its_kind_and_re_raised(tmp_path: Path) -> None:
    log = CallLog(tmp_path / "calls.jsonl")
    model = LoggingModel(ScriptedModel([ModelHTTPError(404, "no such model")]), log)
    with pytest.raises(ModelHTTPError):
        await model.chat(REQUEST)
    (record,) = log.read()
    assert record.outcome == "error"
    assert record.error_kind == "http_status"
    assert record.error == "HTTP 404: no such model"


async def test_retry_around_logging_logs_every_attempt(tmp_path: Path) -> None:
    log = CallLog(tmp_path / "calls.jsonl")
    inner = ScriptedModel([ModelTimeout("slow"), tool_call("open_door")])
    result = await RetryingModel(LoggingModel(inner, log)).chat(REQUEST)
    assert result.tool_calls[0].name == "open_door"
    first, second = log.read()
    assert (first.outcome, first.error_kind) == ("error", "timeout")
    assert (second.outcome, second.tool_calls) == ("ok", 1)
    assert first.prompt_hash == second.prompt_hash


def test_an_empty_log_reads_as_no_records(tmp_path: Path) -> None:
    assert CallLog(tmp_path / "none.jsonl").read() == []
