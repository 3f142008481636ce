"""Clarify like a person: one question said by the current speaker, a short answer that settles it (kept in
the state, so it survives a save or a sealed session), a nudge for chat, "English only" elsewhere."""

from __future__ import annotations

import pytest

from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.save import dump_save, load_save
from taleweaver.intent import IntentMatcher
from taleweaver.player.session import PlaySession
from taleweaver.testing import HashingEncoder

from .conftest import STORY

ASKED = "the captain"  # both storyline actions name the captain: the matcher asks


def _playing(engine: StoryEngine) -> PlaySession:
    session = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()))
    session.start_story(STORY)
    return session


def test_a_clarify_is_one_question_by_the_current_speaker(engine: StoryEngine) -> None:
    session = _playing(engine)
    before = session.state.public_view()
    out = session.handle(ASKED)
    (event,) = out.events
    assert event["type"] == "clarify"
    assert event["reason"] == "ambiguous"
    assert [o["id"] for o in event["options"]][:2] == ["offer_help", "insult_morrow"] or [
        o["id"] for o in event["options"]
    ][:2] == ["insult_morrow", "offer_help"]
    (line,) = out.lines
    assert line.speaker == session.state.speaker
    assert line.text.startswith("Do you mean to ")
    assert ", or to " in line.text
    assert line.text.endswith("?")
    assert out.state.public_view() == before
    assert out.state.pending_clarify == tuple(f"do:{o['id']}" for o in event["options"])


def test_a_short_answer_acts_like_the_command(engine: StoryEngine) -> None:
    session = _playing(engine)
    named = session.handle(ASKED).events[0]["options"]
    out = session.handle("the first")
    first = named[0]["id"]
    assert [e["type"] for e in out.events][:2] == ["intent", "chosen"]
    assert out.events[0]["key"] == f"do:{first}"
    assert out.events[1] == {"type": "chosen", "kind": "action", "id": first, "via": "text", "score": 1.0}
    twin = _playing(engine)
    command = twin.handle(f"/do {first}")
    assert [e for e in out.events[1:] if e["type"] != "chosen"] == [
        e for e in command.events if e["type"] != "chosen"
    ]
    assert out.state.public_view() == command.state.public_view()
    assert out.state.pending_clarify == ()


def test_the_pending_question_survives_a_save(engine: StoryEngine) -> None:
    session = _playing(engine)
    named = session.handle(ASKED).events[0]["options"]
    restored = load_save(dump_save(session.state, engine.library), engine.library)
    assert restored.pending_clarify == session.state.pending_clarify
    later = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()), state=restored)
    out = later.handle("the second")  # a typed number is the menu's number, as the clarify lists it
    assert out.events[0]["key"] == f"do:{named[1]['id']}"


def test_no_or_any_other_turn_drops_the_question(engine: StoryEngine) -> None:
    session = _playing(engine)
    session.handle(ASKED)
    out = session.handle("no")
    assert [e["type"] for e in out.events] == ["clarify"]
    assert out.state.pending_clarify == ()
    session.handle(ASKED)
    session.handle("/options")
    assert session.state.pending_clarify == ()
    assert session.handle("the first").events[0]["type"] != "chosen"


def test_chat_gets_a_nudge_not_a_menu(engine: StoryEngine) -> None:
    session = _playing(engine)
    before = session.state.public_view()
    out = session.handle("what's the weather going to be like")
    assert out.to_json()["events"] == [{"type": "clarify", "options": [], "reason": "off_topic"}]
    (line,) = out.lines
    assert line.speaker == session.state.speaker
    assert "1." not in line.text
    assert out.state.public_view() == before


def test_another_language_gets_english_only(engine: StoryEngine) -> None:
    session = _playing(engine)
    out = session.handle("je veux aider le capitaine, s'il vous plaît")
    assert out.to_json()["events"] == [{"type": "clarify", "options": [], "reason": "not_english"}]
    (line,) = out.lines
    assert "only understand English" in line.text
    assert line.speaker == session.state.speaker


def test_an_answer_to_the_question_is_one_the_session_answers_at_once(engine: StoryEngine) -> None:
    # A voice front end ends the player's turn as soon as a line is one the session answers at once
    # (voice.turn_end.matcher_judge): an answer that names an option, and one that turns the question down.
    session = _playing(engine)
    assert not session.confident("no")  # nothing asked: a bare "no" acts on nothing
    session.handle(ASKED)
    assert session.confident("the first")
    assert session.confident("neither")
    assert session.confident("no")
    assert not session.confident("banana")
    assert session.state.pending_clarify  # judging a line changes nothing


@pytest.mark.parametrize("answer", ["-1", "+2", "1.5"])
def test_a_signed_number_does_not_answer_the_question(engine: StoryEngine, answer: str) -> None:
    session = _playing(engine)
    session.handle(ASKED)
    before = session.state.node_id
    out = session.handle(answer)
    assert "chosen" not in [e["type"] for e in out.events]
    assert session.state.node_id == before


def test_acts_on_names_the_option_a_line_takes_at_once(engine: StoryEngine) -> None:
    # bench voice tells a cut-off that takes the option the whole line means from one that does otherwise.
    session = _playing(engine)
    option = next(o for o in session.options() if o.available)
    assert session.acts_on(option.label) == option.key
    assert session.acts_on("banana") is None
    session.handle(ASKED)
    first = session.state.pending_clarify[0]
    assert session.acts_on("the first") == first
    assert session.acts_on("neither") is None  # turning the question down takes no option
    assert session.state.pending_clarify  # judging a line changes nothing
