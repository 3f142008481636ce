"""Handoff summaries: written by the model, or built from the transition log when the model fails."""

from __future__ import annotations

import pytest

from taleweaver.content.models import Library
from taleweaver.director import deterministic_summary, summarize
from taleweaver.director.summary import MAX_SUMMARY_CHARS
from taleweaver.engine.engine import StoryEngine
from taleweaver.models.port import ChatResult, ModelHTTPError, ModelTimeout, ModelUnavailable
from taleweaver.testing import ScriptedModel, tool_call
from taleweaver.testing.models import Reply

from .conftest import walk


def test_deterministic_summary_keeps_the_last_three_transitions(
    engine: StoryEngine, library: Library
) -> None:
    state = walk(
        engine,
        "pirates",
        ("do", "ask_about_ship"),
        ("do", "pledge_loyalty"),
        ("act", "sample_grog"),
        ("go", "harbor"),
    )
    assert deterministic_summary(state.recent, library) == (
        "Trust sparrow is now true. The player paused to sample grog. The scene moved to harbor."
    )
    assert deterministic_summary(state.recent, library, sentences=1) == "The scene moved to harbor."


def test_deterministic_summary_of_nothing(library: Library) -> None:
    assert deterministic_summary((), library) == "The story is just beginning."


def test_deterministic_summary_covers_variables_and_exits(engine: StoryEngine, library: Library) -> None:
    state = walk(engine, "bramble_books", ("do", "call_out_hello"))
    assert "Kindness changed by +1." in deterministic_summary(state.recent, library)
    left = engine.exit(state).state
    assert deterministic_summary(left.recent, library).startswith(
        "Winnie Hart began to speak. The player left"
    )


async def test_the_model_writes_the_summary_from_the_event_log(engine: StoryEngine, library: Library) -> None:
    state = walk(engine, "pirates", ("do", "hear_job"), ("do", "go_find_aria"))
    model = ScriptedModel(["  You took Sparrow's job.\nNow Aria   is listening.  "])
    text, by_model = await summarize(model, state.recent, library)
    assert (text, by_model) == ("You took Sparrow's job. Now Aria is listening.", True)
    (request,) = model.requests
    assert request.role == "summary"
    assert request.tools == []
    assert request.max_tokens == 200  # seed 000's handoff summary budget
    assert request.temperature == 0.4
    prompt = request.messages[-1].content
    assert "2-3 sentence summary" in prompt
    assert "Aria began to speak." in prompt
    assert 'The story "The Drowned Lantern" began.' in prompt


@pytest.mark.parametrize(
    "reply",
    [
        ModelTimeout("too slow"),
        ModelUnavailable("gone"),
        ModelHTTPError(500, "boom"),
        "",
        "   \n ",
        "and then " * (MAX_SUMMARY_CHARS // 9 + 1),
        tool_call("advance_storyline", actionId="hear_job"),
        ChatResult(text="A fine summary.", tool_calls=[tool_call("exit_story")]),
    ],
    ids=["timeout", "unavailable", "http", "empty", "blank", "rambles", "tool-call", "text-and-tool"],
)
async def test_a_failing_model_gives_the_deterministic_summary(
    engine: StoryEngine, library: Library, reply: Reply
) -> None:
    state = walk(engine, "pirates", ("do", "hear_job"), ("do", "go_find_aria"))
    text, by_model = await summarize(ScriptedModel([reply]), state.recent, library)
    assert by_model is False
    assert text == deterministic_summary(state.recent, library)


async def test_no_model_or_no_events_needs_no_call(library: Library, engine: StoryEngine) -> None:
    model = ScriptedModel(["unused"])
    assert await summarize(model, (), library) == ("The story is just beginning.", False)
    state = walk(engine, "pirates")
    assert await summarize(None, state.recent, library) == (
        deterministic_summary(state.recent, library),
        False,
    )
    assert model.requests == []
