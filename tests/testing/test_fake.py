"""The ``fake`` model answers every role validly and instantly, from the typed input it is given."""

from __future__ import annotations

import asyncio

from taleweaver.content.canon import CanonLog
from taleweaver.director.director import Director
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.models.port import ChatRequest, Message
from taleweaver.npc.contract import NarrateRequest, SpeakRequest
from taleweaver.npc.tags import extract_tags
from taleweaver.pipeline import Pipeline, generate_story
from taleweaver.testing import FakeModel

MOVES = ("offer_quest(find_the_ledger)", "reveal(varrell_twins)", "refuse", "adjust_disposition")


async def _npc(utterance: str, moves: tuple[str, ...] = MOVES) -> str:
    speak = SpeakRequest(canon_log=CanonLog(), npc_id="fenn", available_moves=moves, utterance=utterance)
    request = ChatRequest(messages=[Message(role="user", content="ignored")], role="npc", typed_input=speak)
    return (await FakeModel().chat(request)).text


async def test_npc_prose_quotes_the_player_and_carries_a_legal_move() -> None:
    named = extract_tags(await _npc("What about the Varrell twins?"))
    assert [move.signature for move in named.moves] == ["reveal(varrell_twins)"]
    assert "Varrell twins" in named.clean_text
    friendly = extract_tags(await _npc("Good evening."))
    assert [move.signature for move in friendly.moves] == ["adjust_disposition(1)"]
    assert extract_tags(await _npc("Hello", ("refuse",))).moves == ()


async def test_narration_is_one_plain_line() -> None:
    request = ChatRequest(messages=[], role="narrator", typed_input=NarrateRequest(canon_log=CanonLog()))
    text = (await FakeModel().chat(request)).text
    assert text
    assert extract_tags(text).clean_text == text


async def test_the_director_picks_the_action_the_player_names_then_speaks() -> None:
    engine = StoryEngine(load_library_from())
    state = engine.enter(engine.initial_state(), "pirates").state
    director = Director(engine, FakeModel())
    turn = await director.turn(state, "I ask about the ship")
    assert turn.fallback is None
    assert [(o.name, o.accepted) for o in turn.outcomes][:1] == [("advance_storyline", True)]
    assert turn.lines
    assert turn.lines[-1][1]
    assert turn.state != state


async def test_the_director_offers_options_when_nothing_matches() -> None:
    engine = StoryEngine(load_library_from())
    state = engine.enter(engine.initial_state(), "pirates").state
    turn = await Director(engine, FakeModel()).turn(state, "help")
    assert [o.name for o in turn.outcomes] == ["request_options"]
    assert turn.fallback is None


async def test_two_stories_planned_at_once_are_both_answered_by_the_model() -> None:
    model = FakeModel()
    first, second = await asyncio.gather(
        generate_story(Pipeline(model), "I feel lonely since my friend moved away"),
        generate_story(Pipeline(model), "I am excited and a little afraid of the sea"),
    )
    for story in (first, second):
        assert set(story.sources.values()) == {"model"}
        assert {s for package in story.packages for s in package.sources.values()} == {"model"}
    assert first.bible.title != second.bible.title
