"""Matcher-first routing: a confident match goes straight to the engine; only unclear input reaches the model."""

from __future__ import annotations

from taleweaver.director import Director
from taleweaver.engine.engine import StoryEngine
from taleweaver.intent import IntentMatcher
from taleweaver.player.session import PlaySession
from taleweaver.testing import HashingEncoder, ScriptedModel, tool_call

from .conftest import STORY


def _session(engine: StoryEngine, model: ScriptedModel, route: str = "matcher-first") -> PlaySession:
    session = PlaySession(
        engine,
        matcher=IntentMatcher(HashingEncoder()),
        director=Director(engine, model),
        route=route,  # type: ignore[arg-type]
    )
    session.start_story(STORY)
    return session


async def test_a_confident_match_never_calls_the_model(engine: StoryEngine) -> None:
    model = ScriptedModel(["(the model should not be asked)"])
    session = _session(engine, model)
    out = await session.handle_async("offer help")
    assert out.route == "matcher"
    assert out.state.node_id == "morrow_pleased"
    assert model.requests == []
    assert out.events[0]["type"] == "intent"
    # The model's conversation still hears about the turn, for when it is needed next.
    history = session.director.bridge.conversation.history  # type: ignore[union-attr]
    assert any("offer help" in m.content for m in history)


async def test_unclear_input_goes_to_the_model(engine: StoryEngine) -> None:
    model = ScriptedModel([tool_call("advance_storyline", actionId="offer_help"), "Good, good."])
    session = _session(engine, model)
    out = await session.handle_async("zzz qqq")
    assert out.route == "model"
    assert len(model.requests) == 2
    assert out.state.node_id == "morrow_pleased"


async def test_model_first_asks_the_model_even_when_the_matcher_is_sure(engine: StoryEngine) -> None:
    model = ScriptedModel([tool_call("advance_storyline", actionId="offer_help"), "Good."])
    session = _session(engine, model, "model-first")
    out = await session.handle_async("offer help")
    assert out.route == "model"
    assert model.requests
