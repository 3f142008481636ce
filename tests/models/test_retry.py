"""One retry for failures that may pass; none for those that cannot."""

from __future__ import annotations

import pytest

from taleweaver.models import (
    ChatRequest,
    ChatResult,
    MalformedOutput,
    Message,
    ModelConfigError,
    ModelError,
    ModelHTTPError,
    ModelTimeout,
    ModelUnavailable,
    RetryingModel,
)
from taleweaver.models.port import TextSink
from taleweaver.testing import ScriptedModel

REQUEST = ChatRequest(messages=[Message(role="user", content="hi")])


@pytest.mark.parametrize(
    "error",
    [
        ModelTimeout("slow"),
        ModelUnavailable("down"),
        ModelHTTPError(503, "busy"),
        MalformedOutput("not JSON"),
    ],
)
async def test_a_passing_failure_is_retried_once(error: ModelError) -> None:
    inner = ScriptedModel([error, "second time lucky"])
    model = RetryingModel(inner)
    result = await model.chat(REQUEST)
    assert result.text == "second time lucky"
    assert len(inner.requests) == 2
    assert model.attempts_made == 2


@pytest.mark.parametrize(
    "error", [ModelHTTPError(400, "bad"), ModelHTTPError(404, "no"), ModelConfigError("x")]
)
async def test_client_errors_are_not_retried(error: ModelError) -> None:
    inner = ScriptedModel([error, "never reached"])
    with pytest.raises(type(error)):
        await RetryingModel(inner).chat(REQUEST)
    assert len(inner.requests) == 1


async def test_the_last_error_is_raised_when_retries_run_out() -> None:
    inner = ScriptedModel([ModelTimeout("first"), ModelTimeout("second"), "too late"])
    with pytest.raises(ModelTimeout, match="second") as raised:
        await RetryingModel(inner).chat(REQUEST)
    assert "gave up after 2 attempts" in "".join(raised.value.__notes__)
    assert len(inner.requests) == 2


async def test_retries_are_configurable() -> None:
    inner = ScriptedModel([ModelTimeout("1"), ModelTimeout("2"), ModelTimeout("3"), "ok"])
    assert (await RetryingModel(inner, retries=3).chat(REQUEST)).text == "ok"
    with pytest.raises(ValueError, match="retries must be 0 or more"):
        RetryingModel(inner, retries=-1)


class BreaksMidStream:
    """Streams the start of an answer, then loses the connection."""

    name = "breaks"

    def __init__(self) -> None:
        self.calls = 0

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        self.calls += 1
        if on_text is not None:
            on_text("Once upon")
        raise ModelUnavailable("stream broke")


async def test_no_retry_after_text_was_already_streamed() -> None:
    inner = BreaksMidStream()
    heard: list[str] = []
    with pytest.raises(ModelUnavailable):
        await RetryingModel(inner).chat(REQUEST, on_text=heard.append)
    assert inner.calls == 1
    assert heard == ["Once upon"]


async def test_without_streaming_a_broken_call_is_retried() -> None:
    inner = BreaksMidStream()
    with pytest.raises(ModelUnavailable):
        await RetryingModel(inner).chat(REQUEST)
    assert inner.calls == 2


async def test_the_wrapper_is_a_chat_model_with_the_inner_name() -> None:
    model = RetryingModel(ScriptedModel(["x"], name="scripted-a"))
    assert model.name == "scripted-a"
    streamed: list[str] = []
    result = await model.chat(REQUEST, on_text=streamed.append)
    assert "".join(streamed) == result.text == "x"
