"""The Ollama adapter over real HTTP, against a loopback stub of Ollama's /api/chat contract."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator

import pytest

from taleweaver.models import (
    ChatRequest,
    MalformedOutput,
    Message,
    ModelHTTPError,
    ModelTimeout,
    ModelUnavailable,
    OllamaModel,
    ToolCall,
    ToolSpec,
    choose_model,
)
from taleweaver.models.guard import allow_model_requests
from taleweaver.models.ollama import list_ollama_models
from taleweaver.settings import load_settings

from .ollama_stub import OllamaStub, StubReply

ADVANCE = ToolSpec(
    name="advance_storyline",
    description="Advance the story.",
    parameters={
        "type": "object",
        "properties": {"actionId": {"type": "string", "enum": ["open_door", "leave"]}},
        "required": ["actionId"],
    },
)
OPTIONS = ToolSpec(name="request_options", description="Recap the options.")
MOOD = {"type": "object", "properties": {"mood": {"type": "string"}}, "required": ["mood"]}
HELLO = [Message(role="system", content="You are the narrator."), Message(role="user", content="Hello")]


@pytest.fixture(scope="module")
def ollama_server() -> Iterator[OllamaStub]:
    server = OllamaStub().start()
    yield server
    server.stop()


@pytest.fixture
def stub(ollama_server: OllamaStub) -> Iterator[OllamaStub]:
    ollama_server.requests.clear()
    ollama_server.replies.clear()
    with allow_model_requests():
        yield ollama_server
    # The rule this adapter exists to keep: Ollama ignores tools when format is also sent.
    assert ollama_server.both_tools_and_format() == []


def model(stub: OllamaStub, name: str = "llama3.2", timeout_s: float = 10.0) -> OllamaModel:
    return OllamaModel(name, host=stub.url, timeout_s=timeout_s)


async def test_plain_chat_returns_text_usage_and_latency(stub: OllamaStub) -> None:
    stub.replies.append(StubReply(content="Welcome, traveller."))
    result = await model(stub).chat(ChatRequest(messages=HELLO, temperature=0.2, max_tokens=40))
    assert result.text == "Welcome, traveller."
    assert (result.usage.prompt_tokens, result.usage.completion_tokens) == (5, 2)
    assert result.model == "llama3.2"
    assert result.finish_reason == "stop"
    assert result.latency_s > 0
    assert result.first_token_s is None
    (sent,) = stub.requests
    assert sent["stream"] is False
    assert sent["messages"] == [
        {"role": "system", "content": "You are the narrator."},
        {"role": "user", "content": "Hello"},
    ]
    assert sent["options"] == {"temperature": 0.2, "num_predict": 40}
    assert "tools" not in sent
    assert "format" not in sent


async def test_streaming_forwards_ndjson_deltas_in_order(stub: OllamaStub) -> None:
    stub.replies.append(StubReply(content="The lantern flickers in the wind."))
    heard: list[str] = []
    result = await model(stub).chat(ChatRequest(messages=HELLO), on_text=heard.append)
    assert heard[:2] == ["The", " lantern"]
    assert "".join(heard) == result.text == "The lantern flickers in the wind."
    assert result.first_token_s is not None
    assert 0 < result.first_token_s <= result.latency_s
    assert stub.requests[0]["stream"] is True


@pytest.mark.parametrize("stream", [False, True])
async def test_tool_calls_come_back_with_json_string_arguments(stub: OllamaStub, stream: bool) -> None:
    call = {"function": {"name": "advance_storyline", "arguments": {"actionId": "open_door"}}}
    stub.replies.append(StubReply(tool_calls=[call]))
    request = ChatRequest(messages=HELLO, tools=[ADVANCE, OPTIONS])
    result = await model(stub).chat(request, on_text=(lambda _: None) if stream else None)
    (tool_call,) = result.tool_calls
    assert (tool_call.name, tool_call.parsed_arguments()) == ("advance_storyline", {"actionId": "open_door"})
    assert result.finish_reason == "tool_calls"
    sent = stub.requests[0]
    assert [tool["function"]["name"] for tool in sent["tools"]] == ["advance_storyline", "request_options"]
    assert sent["tools"][0]["function"]["parameters"] == ADVANCE.parameters
    assert sent["tools"][0]["type"] == "function"


async def test_schema_alone_is_sent_as_format(stub: OllamaStub) -> None:
    stub.replies.append(StubReply(content='{"mood": "curious"}'))
    result = await model(stub).chat(ChatRequest(messages=HELLO, response_schema=MOOD))
    assert json.loads(result.text) == {"mood": "curious"}
    assert stub.requests[0]["format"] == MOOD


async def test_tools_and_schema_send_tools_only_and_check_the_json_after(stub: OllamaStub) -> None:
    stub.replies += [StubReply(content='{"mood": "calm"}'), StubReply(content="I feel calm.")]
    request = ChatRequest(messages=HELLO, tools=[ADVANCE], response_schema=MOOD)
    assert json.loads((await model(stub).chat(request)).text) == {"mood": "calm"}
    with pytest.raises(MalformedOutput, match=r"not valid JSON: Expecting value .* \(near 'I feel calm\.'\)"):
        await model(stub).chat(request)
    assert all("tools" in sent and "format" not in sent for sent in stub.requests)


async def test_tool_choice_none_sends_no_tools_and_a_named_choice_sends_one(stub: OllamaStub) -> None:
    stub.replies += [StubReply(content='{"mood": "calm"}'), StubReply(content="ok")]
    await model(stub).chat(
        ChatRequest(messages=HELLO, tools=[ADVANCE], response_schema=MOOD, tool_choice="none")
    )
    await model(stub).chat(
        ChatRequest(messages=HELLO, tools=[ADVANCE, OPTIONS], tool_choice="request_options")
    )
    assert "tools" not in stub.requests[0]
    assert stub.requests[0]["format"] == MOOD
    assert [tool["function"]["name"] for tool in stub.requests[1]["tools"]] == ["request_options"]


async def test_history_carries_tool_calls_as_objects_and_tool_names(stub: OllamaStub) -> None:
    history = [
        *HELLO,
        Message(role="assistant", tool_calls=[ToolCall(id="c1", name="request_options", arguments="{}")]),
        Message(
            role="tool", content="You can open the door or leave.", tool_call_id="c1", name="request_options"
        ),
    ]
    await model(stub).chat(ChatRequest(messages=history, tools=[OPTIONS]))
    sent = stub.requests[0]["messages"]
    assert sent[2]["tool_calls"] == [{"function": {"name": "request_options", "arguments": {}}}]
    assert sent[3] == {
        "role": "tool",
        "content": "You can open the door or leave.",
        "tool_name": "request_options",
    }


async def test_an_unknown_model_is_a_404_that_is_not_retried(stub: OllamaStub) -> None:
    with pytest.raises(ModelHTTPError, match="HTTP 404: ollama:nope: model 'nope' not found") as raised:
        await model(stub, "nope").chat(ChatRequest(messages=HELLO))
    assert raised.value.status == 404
    assert not raised.value.retryable


async def test_a_server_error_is_a_retryable_http_error(stub: OllamaStub) -> None:
    stub.replies.append(StubReply(status=500, error="llama runner process has terminated"))
    with pytest.raises(ModelHTTPError, match="llama runner process has terminated") as raised:
        await model(stub).chat(ChatRequest(messages=HELLO))
    assert raised.value.retryable


async def test_a_slow_server_is_a_timeout(stub: OllamaStub) -> None:
    stub.replies.append(StubReply(content="late", delay_s=1.0))
    with pytest.raises(ModelTimeout, match=r"no answer within 0\.2 s"):
        await model(stub, timeout_s=0.2).chat(ChatRequest(messages=HELLO))


async def test_an_error_line_mid_stream_and_a_garbage_line(stub: OllamaStub) -> None:
    stub.replies += [
        StubReply(content="Once upon", error_mid_stream="out of memory"),
        StubReply(content="Once upon", garbage_line="<html>proxy error</html>"),
    ]
    with pytest.raises(ModelUnavailable, match="error mid-answer: out of memory"):
        await model(stub).chat(ChatRequest(messages=HELLO), on_text=lambda _: None)
    with pytest.raises(MalformedOutput, match="unreadable response line: '<html>proxy error</html>'"):
        await model(stub).chat(ChatRequest(messages=HELLO), on_text=lambda _: None)


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_no_server_is_unavailable() -> None:
    with allow_model_requests(), pytest.raises(ModelUnavailable, match="cannot reach Ollama"):
        await OllamaModel("m", host=f"127.0.0.1:{closed_port()}").chat(ChatRequest(messages=HELLO))


def test_listing_models_and_auto_selection_over_http(
    stub: OllamaStub, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert list_ollama_models(stub.url) == ["llama3.2:latest", "qwen3:4b"]
    assert list_ollama_models(f"127.0.0.1:{closed_port()}") is None
    for name in ("OPENAI_API_KEY", "TALEWEAVER_API_KEY", "TALEWEAVER_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("OLLAMA_HOST", stub.url)
    choice = choose_model("auto", settings=load_settings())
    assert choice.backend == "ollama"
    assert choice.describe() == f"Using ollama:llama3.2:latest (auto: Ollama answered at {stub.url})."
