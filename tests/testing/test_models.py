"""The shipped fake models: scripted replies and a Python function, both recording requests."""

from __future__ import annotations

import json

import pytest

from taleweaver.models import (
    ChatModel,
    ChatRequest,
    ChatResult,
    Message,
    ModelTimeout,
    ToolCall,
    ToolSpec,
    Usage,
)
from taleweaver.testing import FunctionModel, ScriptedModel, tool_call

ASK = ChatRequest(
    messages=[
        Message(role="system", content="You are the narrator."),
        Message(role="user", content="Hi there"),
    ],
    tools=[ToolSpec(name="request_options", description="Recap.")],
)


async def test_scripted_replies_play_in_order_then_repeat_then() -> None:
    model = ScriptedModel(
        ["Welcome.", tool_call("advance_storyline", actionId="open_door"), {"mood": "calm"}],
        then="(silence)",
    )
    assert isinstance(model, ChatModel)
    assert model.remaining == 3
    first = await model.chat(ASK)
    second = await model.chat(ASK)
    third = await model.chat(ASK)
    assert first.text == "Welcome."
    assert (second.tool_calls[0].name, second.tool_calls[0].parsed_arguments()) == (
        "advance_storyline",
        {"actionId": "open_door"},
    )
    assert second.finish_reason == "tool_calls"
    assert json.loads(third.text) == {"mood": "calm"}
    assert [(await model.chat(ASK)).text for _ in range(2)] == ["(silence)", "(silence)"]
    assert len(model.requests) == 5
    assert model.requests[0] is ASK


async def test_errors_in_the_script_are_raised() -> None:
    model = ScriptedModel([ModelTimeout("too slow"), "ok"])
    with pytest.raises(ModelTimeout, match="too slow"):
        await model.chat(ASK)
    assert (await model.chat(ASK)).text == "ok"


async def test_several_tool_calls_and_full_results_pass_through() -> None:
    calls = [tool_call("a"), tool_call("b", x=1)]
    full = ChatResult(text="hand-made", usage=Usage(prompt_tokens=7, completion_tokens=2), first_token_s=0.5)
    model = ScriptedModel([calls, full], name="fake")
    assert [call.name for call in (await model.chat(ASK)).tool_calls] == ["a", "b"]
    result = await model.chat(ASK)
    assert (result.text, result.model, result.usage.prompt_tokens, result.first_token_s) == (
        "hand-made",
        "fake",
        7,
        0.5,
    )


async def test_streaming_pieces_join_back_to_exactly_the_text() -> None:
    text = "  The tide rises.\nThe bell rings twice.  "
    heard: list[str] = []
    result = await ScriptedModel([text]).chat(ASK, on_text=heard.append)
    assert "".join(heard) == result.text == text
    assert len(heard) > 3
    assert result.first_token_s is not None


async def test_usage_is_a_rough_word_count_and_latency_is_filled() -> None:
    result = await ScriptedModel(["one two three"]).chat(ASK)
    assert result.usage.completion_tokens == 3
    assert result.usage.prompt_tokens >= 6  # four words of messages plus the tool schema
    assert result.latency_s > 0
    assert result.finish_reason == "stop"


async def test_function_model_answers_from_the_request_sync_or_async() -> None:
    def echo(request: ChatRequest) -> str:
        return f"You said: {request.messages[-1].content}"

    async def pick_tool(request: ChatRequest) -> ToolCall:
        return tool_call(request.tools[0].name)

    assert (await FunctionModel(echo).chat(ASK)).text == "You said: Hi there"
    model = FunctionModel(pick_tool, name="picker")
    result = await model.chat(ASK)
    assert result.tool_calls[0].name == "request_options"
    assert result.model == "picker"
    assert model.requests == [ASK]
