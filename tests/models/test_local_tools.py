"""The JSON envelope that gives tool choice to models without native tool calling."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from taleweaver.models import ChatRequest, MalformedOutput, Message, ToolCall, ToolSpec
from taleweaver.models._local_tools import (
    decode_envelope,
    envelope_instructions,
    envelope_schema,
    history_message,
    offered_tools,
    with_instructions,
)

ADVANCE = ToolSpec(
    name="advance_storyline",
    description="Advance the story.",
    parameters={
        "type": "object",
        "properties": {"actionId": {"type": "string", "enum": ["open_door", "leave"], "description": "id"}},
        "required": ["actionId"],
    },
)
OPTIONS = ToolSpec(name="request_options", description="Recap what the player can do.")


def request(tool_choice: str = "auto", schema: dict[str, object] | None = None) -> ChatRequest:
    return ChatRequest(
        messages=[Message(role="user", content="hi")],
        tools=[ADVANCE, OPTIONS],
        tool_choice=tool_choice,
        response_schema=schema,
    )


def test_auto_allows_a_reply_or_any_offered_tool_with_enumerated_arguments() -> None:
    schema = envelope_schema(request())
    reply, advance, options = schema["oneOf"]
    assert reply["properties"] == {"reply": {"type": "string", "maxLength": 800}}
    assert advance["properties"]["tool"] == {"const": "advance_storyline"}
    assert advance["properties"]["arguments"]["properties"]["actionId"]["enum"] == ["open_door", "leave"]
    assert advance["properties"]["arguments"]["additionalProperties"] is False
    assert options["properties"]["arguments"] == {
        "type": "object",
        "properties": {},
        "additionalProperties": False,
    }


def test_required_drops_the_reply_and_a_named_choice_offers_only_that_tool() -> None:
    required = envelope_schema(request("required"))
    assert [branch["properties"]["tool"]["const"] for branch in required["oneOf"]] == [
        "advance_storyline",
        "request_options",
    ]
    named = envelope_schema(request("request_options"))
    assert named["properties"]["tool"] == {"const": "request_options"}
    assert offered_tools(request("none")) == []


def test_a_response_schema_shapes_the_reply_branch() -> None:
    schema = envelope_schema(request(schema={"type": "object", "properties": {"mood": {"type": "string"}}}))
    assert schema["oneOf"][0]["properties"]["reply"]["properties"] == {"mood": {"type": "string"}}
    text, calls = decode_envelope('{"reply": {"mood": "glad"}}', request(), model="m")
    assert (json.loads(text), calls) == ({"mood": "glad"}, [])


def test_instructions_name_each_tool_and_its_legal_values() -> None:
    text = envelope_instructions(request())
    assert 'To speak, answer {"reply": ...}.' in text
    assert (
        '- advance_storyline: Advance the story. Arguments: actionId (string) one of: "open_door", "leave"'
        in text
    )
    assert "- request_options: Recap what the player can do." in text
    assert "To speak" not in envelope_instructions(request("required"))


def test_decoding_a_tool_call_and_a_reply() -> None:
    text, (call,) = decode_envelope(
        '{"tool": "advance_storyline", "arguments": {"actionId": "leave"}}', request(), model="m"
    )
    assert text == ""
    assert (call.name, call.parsed_arguments()) == ("advance_storyline", {"actionId": "leave"})
    assert call.id.startswith("call_")
    assert decode_envelope('{"reply": "Hello there."}', request(), model="m") == ("Hello there.", [])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"tool": "fly", "arguments": {}}', "chose tool 'fly', which was not offered"),
        ('{"tool": "advance_storyline", "arguments": []}', "are not a JSON object"),
        ('{"something": 1}', "neither 'reply' nor 'tool'"),
        ('{"reply": "cut off', "not valid JSON: Unterminated string"),
    ],
)
def test_bad_envelopes_are_malformed_output(text: str, message: str) -> None:
    with pytest.raises(MalformedOutput, match=message):
        decode_envelope(text, request(), model="m")


def test_a_tool_forced_by_name_refuses_the_other_tools() -> None:
    with pytest.raises(MalformedOutput, match="not offered"):
        decode_envelope(
            '{"tool": "advance_storyline", "arguments": {}}', request("request_options"), model="m"
        )


@given(
    name=st.sampled_from(["advance_storyline", "request_options", "exit_story", "", "x" * 50]),
    arguments=st.dictionaries(st.text(max_size=8), st.text(max_size=8), max_size=3),
    choice=st.sampled_from(["auto", "required", "request_options", "advance_storyline"]),
)
def test_decoded_tool_calls_are_always_offered_tools(
    name: str, arguments: dict[str, str], choice: str
) -> None:
    envelope = json.dumps({"tool": name, "arguments": arguments})
    try:
        _, calls = decode_envelope(envelope, request(choice), model="m")
    except MalformedOutput:
        return
    assert [call.name for call in calls] == [name]
    assert name in {tool.name for tool in offered_tools(request(choice))}


def test_history_shows_earlier_tool_calls_as_envelopes_and_labels_results() -> None:
    call = ToolCall(id="c1", name="advance_storyline", arguments='{"actionId": "leave"}')
    assert history_message(Message(role="assistant", content="Off we go.", tool_calls=[call])) == {
        "role": "assistant",
        "content": 'Off we go.\n{"tool": "advance_storyline", "arguments": {"actionId": "leave"}}',
    }
    result = history_message(Message(role="tool", content="You leave.", name="advance_storyline"))
    assert result == {"role": "tool", "content": "Result of advance_storyline: You leave."}


def test_instructions_sit_after_the_system_prompt_so_the_conversation_stays_cached() -> None:
    messages = [
        {"role": "system", "content": "rules"},
        {"role": "system", "content": "story"},
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": "hello"},
    ]
    placed = with_instructions(messages, "how to answer")
    assert [m["content"] for m in placed] == ["rules", "story", "how to answer", "hi", "hello"]
    assert with_instructions([], "x") == [{"role": "system", "content": "x"}]
