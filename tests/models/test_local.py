"""The in-process llama.cpp adapter with the SmolLM2 GGUF shipped on PyPI (one shared instance)."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from taleweaver.bench.local_model import measure_prefix_reuse
from taleweaver.models import (
    ChatRequest,
    LocalModel,
    Message,
    ModelConfigError,
    ModelRequestError,
    ToolSpec,
)
from taleweaver.models.guard import allow_model_requests
from taleweaver.models.local import physical_cores

pytestmark = pytest.mark.live

ADVANCE = ToolSpec(
    name="advance_storyline",
    description="Advance the story by one of the available actions.",
    parameters={
        "type": "object",
        "properties": {"actionId": {"type": "string", "enum": ["open_door", "leave", "knock"]}},
        "required": ["actionId"],
    },
)
NAVIGATE = ToolSpec(
    name="navigate_scene",
    description="Go to a reachable scene.",
    parameters={
        "type": "object",
        "properties": {"sceneId": {"type": "string", "enum": ["harbour", "chapel"]}},
        "required": ["sceneId"],
    },
)
OPTIONS = ToolSpec(name="request_options", description="Recap what the player can do.")
STORY = Message(role="system", content="You are the narrator. The player stands before an old chapel door.")


@pytest.fixture
def model(smollm2_gguf: Path) -> Iterator[LocalModel]:
    with allow_model_requests():
        yield LocalModel()


async def test_chat_streams_text_on_the_event_loop_thread(model: LocalModel) -> None:
    heard: list[str] = []
    threads: set[int] = set()

    def listen(delta: str) -> None:
        heard.append(delta)
        threads.add(threading.get_ident())

    request = ChatRequest(messages=[STORY, Message(role="user", content="Hello!")], max_tokens=20)
    result = await model.chat(request, on_text=listen)
    assert result.text.strip()
    assert "".join(heard) == result.text
    assert threads == {threading.get_ident()}
    assert result.usage.prompt_tokens > 20
    assert 0 < result.usage.completion_tokens <= 20
    assert result.first_token_s is not None
    assert 0 < result.first_token_s <= result.latency_s
    assert result.model == "local"


async def test_one_model_instance_is_shared(model: LocalModel) -> None:
    assert LocalModel()._loaded() is model._loaded()


async def test_structured_output_obeys_the_schema(model: LocalModel) -> None:
    schema = {
        "type": "object",
        "properties": {
            "mood": {"type": "string", "enum": ["calm", "afraid", "curious"]},
            "steps": {"type": "integer", "minimum": 1, "maximum": 3},
        },
        "required": ["mood", "steps"],
    }
    for _ in range(3):
        request = ChatRequest(
            messages=[
                STORY,
                Message(role="user", content="How do you feel, and how many steps do you take?"),
            ],
            response_schema=schema,
            temperature=1.0,
            max_tokens=40,
        )
        value = json.loads((await model.chat(request)).text)
        assert set(value) == {"mood", "steps"}
        assert value["mood"] in {"calm", "afraid", "curious"}
        # The grammar ignores minimum/maximum: the type holds, the bounds are the caller's to check.
        assert isinstance(value["steps"], int)


async def test_required_tool_choice_returns_only_offered_tools_and_enum_values(model: LocalModel) -> None:
    legal = {
        "advance_storyline": ("actionId", {"open_door", "leave", "knock"}),
        "navigate_scene": ("sceneId", {"harbour", "chapel"}),
    }
    for line in ("I open the door.", "Take me to the harbour.", "I knock."):
        request = ChatRequest(
            messages=[STORY, Message(role="user", content=line)],
            tools=[ADVANCE, NAVIGATE, OPTIONS],
            tool_choice="required",
            temperature=1.0,
            max_tokens=60,
        )
        result = await model.chat(request)
        (call,) = result.tool_calls
        assert result.text == ""
        assert result.finish_reason == "tool_calls"
        assert call.name in {"advance_storyline", "navigate_scene", "request_options"}
        if call.name in legal:
            key, values = legal[call.name]
            assert call.parsed_arguments()[key] in values
        else:
            assert call.parsed_arguments() == {}


async def test_auto_tool_choice_is_a_reply_or_an_offered_call(model: LocalModel) -> None:
    heard: list[str] = []
    request = ChatRequest(
        messages=[STORY, Message(role="user", content="What do I see?")],
        tools=[ADVANCE],
        max_tokens=80,
    )
    result = await model.chat(request, on_text=heard.append)
    if result.tool_calls:
        assert [call.name for call in result.tool_calls] == ["advance_storyline"]
        assert result.tool_calls[0].parsed_arguments()["actionId"] in {"open_door", "leave", "knock"}
        assert heard == []
    else:
        assert result.text
        assert heard == [result.text]  # the reply is spoken once, not the raw JSON envelope


async def test_a_named_tool_is_the_one_called(model: LocalModel) -> None:
    request = ChatRequest(
        messages=[STORY, Message(role="user", content="Help.")],
        tools=[ADVANCE, OPTIONS],
        tool_choice="request_options",
        max_tokens=30,
    )
    (call,) = (await model.chat(request)).tool_calls
    assert (call.name, call.parsed_arguments()) == ("request_options", {})


async def test_concurrent_calls_run_one_at_a_time_and_both_finish(model: LocalModel) -> None:
    requests = [
        ChatRequest(messages=[STORY, Message(role="user", content=text)], max_tokens=8)
        for text in ("Hi", "Bye")
    ]
    results = await asyncio.gather(*(model.chat(request) for request in requests))
    assert all(result.text for result in results)


async def test_a_prompt_longer_than_the_context_is_a_bad_request(model: LocalModel) -> None:
    request = ChatRequest(messages=[Message(role="user", content="lantern " * 5000)], max_tokens=4)
    with pytest.raises(ModelRequestError, match="context window"):
        await model.chat(request)


async def test_a_missing_file_is_a_config_error(tmp_path: Path) -> None:
    with allow_model_requests(), pytest.raises(ModelConfigError, match="model file not found"):
        await LocalModel(tmp_path / "missing.gguf").chat(ChatRequest(messages=[STORY]))
    with pytest.raises(ModelConfigError, match="n_ctx must be at least 2048"):
        LocalModel(n_ctx=512)
    with pytest.raises(ModelConfigError, match="n_threads must be at least 1"):
        LocalModel(n_threads=0)


async def test_the_model_computes_on_one_thread_per_physical_core(model: LocalModel) -> None:
    llm = model._loaded().llm
    assert llm.n_threads == llm.n_threads_batch == physical_cores() == model.n_threads


def _sysfs(root: Path, siblings: dict[int, str]) -> Path:
    for cpu, listed in siblings.items():
        topology = root / f"cpu{cpu}" / "topology"
        topology.mkdir(parents=True)
        (topology / "thread_siblings_list").write_text(f"{listed}\n")
    return root


def test_physical_cores_counts_hyper_threads_of_one_core_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("os.sched_getaffinity", lambda pid: {0, 1, 2, 3})
    assert physical_cores(_sysfs(tmp_path / "smt", {0: "0,2", 1: "1,3", 2: "0,2", 3: "1,3"})) == 2
    assert physical_cores(_sysfs(tmp_path / "plain", {0: "0", 1: "1", 2: "2", 3: "3"})) == 4


def test_physical_cores_falls_back_to_the_usable_cpus_without_a_topology(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("os.sched_getaffinity", lambda pid: {0, 1, 5})
    assert physical_cores(tmp_path / "no-such-sysfs") == 3


async def test_prefix_reuse_benchmark_runs_turns_on_one_growing_conversation(model: LocalModel) -> None:
    report = await measure_prefix_reuse(model, turns=3)
    assert [turn.turn for turn in report.turns] == [1, 2, 3]
    assert report.turns[0].prompt_tokens > 500
    assert report.turns[0].prompt_tokens < report.turns[1].prompt_tokens < report.turns[2].prompt_tokens
    assert all(turn.first_token_s > 0 for turn in report.turns)
    assert "turns 2+" in report.summary()
