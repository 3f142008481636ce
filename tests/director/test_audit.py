"""The audit trail: one JSON line per turn with what the model saw, was offered, said, and what code did."""

from __future__ import annotations

from pathlib import Path

import pytest

from taleweaver.content.models import Library
from taleweaver.director import AuditLog, Director, menu_prompt, read_audit
from taleweaver.engine.engine import StoryEngine
from taleweaver.models.port import ModelTimeout
from taleweaver.testing import ScriptedModel, tool_call


async def play_three_turns(engine: StoryEngine, path: Path) -> None:
    model = ScriptedModel(
        [
            tool_call("select_story", storyId="pirates"),
            "You picked the pirate tale.",
            "Ahoy there.",
            tool_call("navigate_scene", sceneId="lighthouse"),
            "That path is shut, friend.",
            ModelTimeout("no answer in 30 s"),
        ]
    )
    director = Director(engine, model, audit=AuditLog(path))
    state = (await director.turn(engine.initial_state(), "pirates please")).state
    state = (await director.turn(state, "take me to the lighthouse")).state
    await director.turn(state, "hello?")


async def test_each_turn_records_prompt_tools_output_calls_latency_and_tokens(
    engine: StoryEngine, library: Library, tmp_path: Path
) -> None:
    path = tmp_path / "deep" / "audit.jsonl"
    await play_three_turns(engine, path)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3
    first, second, third = read_audit(path.read_text(encoding="utf-8"))

    assert (first.turn, first.input, first.speaker, first.model) == (
        1,
        "pirates please",
        "narrator",
        "scripted",
    )
    assert len(first.rounds) == 2
    menu, story = first.rounds
    assert menu.system == menu_prompt(engine)
    assert menu.tools == [
        {"name": "select_story", "ids": list(library.stories)},
        {"name": "describe_story", "ids": list(library.stories)},
    ]
    assert menu.messages[-1]["role"] == "user"
    assert menu.messages[-1]["content"].endswith("pirates please")
    assert menu.tool_calls == [tool_call("select_story", storyId="pirates").model_dump()]
    assert menu.output_text == ""
    assert "Name: Captain Sparrow" in story.system
    assert {"name": "advance_storyline", "ids": ["hear_job", "ask_about_ship"]} in story.tools
    assert {"name": "exit_story", "ids": []} in story.tools
    assert story.output_text == "Ahoy there."
    for record in first.rounds:
        assert record.latency_s > 0
        assert record.prompt_tokens > 0
    assert story.completion_tokens == 2
    assert first.outcomes == [
        {
            "type": "tool_call",
            "name": "select_story",
            "args": {"storyId": "pirates"},
            "accepted": True,
            "reason": None,
        }
    ]
    assert first.handoffs == [
        {
            "type": "handoff",
            "from": "narrator",
            "to": "sparrow",
            "voice": "ash",
            "summary": "You picked the pirate tale.",
        }
    ]
    assert first.fallback is None
    assert first.latency_s == pytest.approx(sum(r.latency_s for r in first.rounds))

    (refusal,) = second.outcomes
    assert refusal["accepted"] is False
    assert refusal["reason"] == "'lighthouse' is not one of the ids allowed now (harbor)"
    assert second.rounds[1].messages[-1]["role"] == "tool"
    assert second.rounds[1].messages[-1]["content"].startswith("Cannot do that: ")

    assert third.fallback == "model_error"
    assert third.rounds[0].error == "ModelTimeout: no answer in 30 s"
    assert third.outcomes == []


async def test_no_audit_log_writes_nothing(engine: StoryEngine, tmp_path: Path) -> None:
    director = Director(engine, ScriptedModel(["Hello!"]))
    await director.turn(engine.initial_state(), "hi")
    assert list(tmp_path.iterdir()) == []


def test_blank_lines_are_skipped() -> None:
    record = '{"turn": 1, "input": "hi", "speaker": "narrator", "model": "m"}'
    assert [t.turn for t in read_audit(f"\n{record}\n\n{record}\n")] == [1, 1]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"turn": 1', "line 1 is not an audit record: Invalid JSON: EOF while parsing an object"),
        ("hello", "line 1 is not an audit record: Invalid JSON: expected value"),
        ("[1]", "line 1 is not an audit record: Input should be an object"),
        ('{"turn": 1}', "line 1 is not an audit record: input: Field required (and 2 more)"),
        (
            '{"turn": 1, "input": "hi", "speaker": "narrator", "model": "m"}\n{"turn": "x"}',
            "line 2 is not an audit record: turn: Input should be a valid integer",
        ),
    ],
)
def test_a_bad_file_names_the_line_and_the_problem(text: str, message: str) -> None:
    with pytest.raises(ValueError, match="line") as caught:
        read_audit(text)
    assert str(caught.value).startswith(message)
    assert "\n" not in str(caught.value)
