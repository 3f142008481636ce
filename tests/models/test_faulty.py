"""faulty:RATE:SPEC — seeded fault injection around any model."""

from __future__ import annotations

import pytest

from taleweaver.models.faulty import FAULTS, FaultSpec, FaultyModel
from taleweaver.models.port import (
    ChatRequest,
    MalformedOutput,
    Message,
    ModelConfigError,
    ModelError,
    ModelHTTPError,
    ModelTimeout,
    ModelUnavailable,
    ToolSpec,
)
from taleweaver.models.spec import choose_model
from taleweaver.npc.tags import extract_tags
from taleweaver.testing import FunctionModel, tool_call

PROSE = "Aye, the ledger. Find it and we talk. [MOVE: offer_quest(find_the_ledger)]"
TEXT = ChatRequest(messages=[Message(role="user", content="hi")], role="npc")
TOOLS = ChatRequest(
    messages=[Message(role="user", content="go")],
    tools=[ToolSpec(name="advance_storyline", description="advance")],
    role="director",
)
JSON = ChatRequest(messages=[Message(role="user", content="map")], response_schema={"type": "object"})


def _inner() -> FunctionModel:
    def reply(request: ChatRequest) -> object:
        if request.tools:
            return tool_call("advance_storyline", actionId="go")
        if request.response_schema is not None:
            return {"confidence": 0.9, "feelings": ["lonely", "scared"]}
        return PROSE

    return FunctionModel(reply, name="inner")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "rate", "seed", "inner"),
    [("faulty:0.3:fake", 0.3, 0, "fake"), ("faulty:1@7:ollama:llama3.2", 1.0, 7, "ollama:llama3.2")],
)
def test_spec_parses(text: str, rate: float, seed: int, inner: str) -> None:
    assert FaultSpec.parse(text) == FaultSpec(rate=rate, seed=seed, inner=inner)


@pytest.mark.parametrize(
    "text", ["faulty:0.3", "faulty:x:fake", "faulty:1.5:fake", "faulty:0.1:faulty:0.1:x"]
)
def test_bad_specs_say_the_form(text: str) -> None:
    with pytest.raises(ModelConfigError, match="faulty"):
        FaultSpec.parse(text)


async def test_rate_zero_is_the_inner_model_untouched() -> None:
    model = FaultyModel(_inner(), 0.0)
    results = [await model.chat(TEXT) for _ in range(20)]
    assert {r.text for r in results} == {PROSE}
    assert sum(model.injected.values()) == 0


async def _outcomes(request: ChatRequest, seed: int) -> list[str]:
    model = FaultyModel(_inner(), 1.0, seed=seed, delay_s=0.0)
    seen = []
    for _ in range(60):
        try:
            result = await model.chat(request, on_text=lambda _piece: None)
        except ModelError as exc:
            seen.append(type(exc).__name__)
            continue
        if result.tool_calls:
            call = result.tool_calls[0]
            try:
                call.parsed_arguments()
                seen.append(f"tool:{call.name}")
            except MalformedOutput:
                seen.append("bad_args")
        else:
            seen.append("text")
    assert sum(model.injected.values()) == 60
    return seen


async def test_faults_fit_the_request_and_repeat_with_the_seed() -> None:
    tools = await _outcomes(TOOLS, seed=3)
    assert set(tools) == {
        ModelTimeout.__name__,
        ModelHTTPError.__name__,
        ModelUnavailable.__name__,
        "bad_args",
        "tool:teleport_player",
        "tool:advance_storyline",  # slow stream: the right answer, late
    }
    assert tools == await _outcomes(TOOLS, seed=3)
    assert tools != await _outcomes(TOOLS, seed=4)


async def test_prose_faults_cut_a_tag_that_extraction_then_drops() -> None:
    model = FaultyModel(_inner(), 1.0, faults=("truncated_tag",))
    result = await model.chat(TEXT)

    tags = extract_tags(result.text)
    assert "[" not in tags.clean_text
    assert tags.malformed
    assert result.finish_reason == "length"


async def test_structured_faults_break_the_json() -> None:
    model = FaultyModel(_inner(), 1.0, faults=("malformed_json",))
    result = await model.chat(JSON)
    with pytest.raises(ValueError):  # noqa: PT011 — json.JSONDecodeError
        __import__("json").loads(result.text)


async def test_slow_streams_still_stream_the_whole_text() -> None:
    model = FaultyModel(_inner(), 1.0, faults=("slow_stream",), delay_s=0.02)
    pieces: list[str] = []
    result = await model.chat(TEXT, on_text=pieces.append)
    assert "".join(pieces) == result.text == PROSE


def test_unknown_faults_are_refused() -> None:
    with pytest.raises(ModelConfigError, match="unknown fault"):
        FaultyModel(_inner(), 0.5, faults=("gremlins",))
    assert "slow_stream" in FAULTS


def test_choose_model_wraps_the_inner_spec() -> None:
    choice = choose_model("faulty:0.25@1:openai:gpt-4o-mini", api_key="k", retries=0)
    assert isinstance(choice.model, FaultyModel)
    assert choice.model.rate == 0.25
    assert choice.backend == "openai"
    with pytest.raises(ModelConfigError, match="no model"):
        choose_model("faulty:0.1:offline")
