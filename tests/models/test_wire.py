"""The shared wire helpers: OpenAI message shape, JSON checks, prompt hashes."""

from __future__ import annotations

import pytest

from taleweaver.models import ChatRequest, MalformedOutput, Message, ModelRequestError, ToolCall, ToolSpec
from taleweaver.models._wire import (
    check_tool_choice,
    openai_message,
    openai_tool_choice,
    parse_json_object,
    prompt_hash,
)

DOOR = ToolSpec(name="open_door", description="Open the door.")


def test_assistant_tool_calls_and_tool_results_keep_their_ids() -> None:
    call = ToolCall(id="call_1", name="open_door", arguments='{"hard": true}')
    assert openai_message(Message(role="assistant", tool_calls=[call])) == {
        "role": "assistant",
        "content": "",
        "tool_calls": [
            {
                "id": "call_1",
                "type": "function",
                "function": {"name": "open_door", "arguments": '{"hard": true}'},
            }
        ],
    }
    result = openai_message(
        Message(role="tool", content="It opens.", tool_call_id="call_1", name="open_door")
    )
    assert result == {"role": "tool", "content": "It opens.", "tool_call_id": "call_1", "name": "open_door"}


def test_a_named_tool_choice_becomes_an_openai_named_choice() -> None:
    request = ChatRequest(messages=[], tools=[DOOR], tool_choice="open_door")
    assert openai_tool_choice(request) == {"type": "function", "function": {"name": "open_door"}}
    assert openai_tool_choice(request.model_copy(update={"tool_choice": "required"})) == "required"


def test_forcing_a_tool_that_was_not_offered_is_refused_with_the_offered_names() -> None:
    request = ChatRequest(messages=[], tools=[DOOR], tool_choice="fly_away")
    with pytest.raises(ModelRequestError, match="'fly_away' is not an offered tool \\(offered: open_door\\)"):
        check_tool_choice(request)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json", r"test: not valid JSON: Expecting value at line 1 column 1 \(near 'not json'\)"),
        ("[1, 2]", "got list"),
        ('"hi"', "got str"),
        ("", "the reply was empty"),
    ],
)
def test_non_objects_are_malformed_output(text: str, message: str) -> None:
    with pytest.raises(MalformedOutput, match=message):
        parse_json_object(text, what="test")


def test_fences_and_raw_newlines_are_tolerated_everywhere() -> None:
    from taleweaver.pipeline.feedback import parse_json_object as agent_reply

    fenced = '```json\n{"line": "one\ntwo"}\n```'
    assert parse_json_object(fenced, what="test") == {"line": "one\ntwo"}
    assert agent_reply(fenced) == {"line": "one\ntwo"}


def test_prompt_hash_depends_on_messages_and_tools_only() -> None:
    base = ChatRequest(messages=[Message(role="user", content="hello")], tools=[DOOR])
    same = base.model_copy(update={"role": "npc", "temperature": 0.2})
    other_text = ChatRequest(messages=[Message(role="user", content="hello!")], tools=[DOOR])
    other_tools = ChatRequest(messages=[Message(role="user", content="hello")])
    assert prompt_hash(base) == prompt_hash(same)
    assert len({prompt_hash(base), prompt_hash(other_text), prompt_hash(other_tools)}) == 3
    assert len(prompt_hash(base)) == 64
