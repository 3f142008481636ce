"""The prepared reply's machinery on its own: the scratch copy, the chunks kept, a turn decided ahead.

The voice player's use of it (taken only when nothing changed) is tested through the player in test_loop.py.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from taleweaver.apps.voice_player.prepared import ReplyAhead
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.player.output import Line, TurnOutput
from taleweaver.player.session import PlaySession
from taleweaver.testing import FakeSynthesizer
from taleweaver.voice import VoiceBank
from taleweaver.voice.ports import Synthesizer, Transcript
from taleweaver.voice.speech import Say, prepare


@pytest.fixture(scope="module")
def engine() -> StoryEngine:
    return StoryEngine(load_library_from())


@dataclass
class _Player:
    session: PlaySession
    synth: Synthesizer
    prepare: bool = True


def _says(lines: list[Line], session: PlaySession) -> list[Say]:
    return [Say(line.speaker, line.text, VoiceBank().for_name("alloy")) for line in lines if line.text]


def _decide(session: PlaySession, transcript: Transcript) -> TurnOutput:
    return session.handle(transcript.text)


def _ahead(engine: StoryEngine, *, prepare: bool = True) -> tuple[ReplyAhead, _Player]:
    session = PlaySession(engine)
    session.opening("pirates")
    player = _Player(session, FakeSynthesizer(), prepare)
    return ReplyAhead(player, says=_says, decide=_decide), player


def test_a_turn_decided_ahead_leaves_the_session_as_it_was(engine: StoryEngine) -> None:
    ahead, player = _ahead(engine)
    before = player.session.state
    reply = ahead.reply(Transcript("1", confidence=0.9), None)
    assert reply is not None
    assert reply.before is before
    assert player.session.state is before
    assert reply.after.state != before  # the scratch copy moved on
    assert reply.first is not None  # a wait before the end of turn: the first chunk made at the pause
    assert reply.first.say == _says(reply.out.lines, reply.after)[0]


def test_at_a_final_verdict_no_first_chunk_is_made_at_the_pause(engine: StoryEngine) -> None:
    ahead, _player = _ahead(engine)
    reply = ahead.reply(Transcript("1", confidence=0.9), True)
    assert reply is not None
    assert reply.first is None


def test_nothing_is_decided_ahead_when_preparing_is_off(engine: StoryEngine) -> None:
    ahead, _player = _ahead(engine, prepare=False)
    assert ahead.scratch() is None
    assert ahead.reply(Transcript("1", confidence=0.9), None) is None
    ahead.start_warming()
    assert ahead.warming is None


def test_a_chunk_given_back_is_kept_until_taken(engine: StoryEngine) -> None:
    ahead, player = _ahead(engine)
    say = Say("narrator", "The fog lifts.", VoiceBank().for_name("alloy"))
    ready = prepare(player.synth, say)
    assert ready is not None
    ahead.give_back(ready)
    assert ahead.peek(say) is ready
    assert ahead.take(say) is ready
    assert ahead.take(say) is None


def test_the_options_first_chunks_are_made_on_a_thread_and_stopped(engine: StoryEngine) -> None:
    ahead, player = _ahead(engine)
    ahead.start_warming()
    assert ahead.warming is not None
    ahead.warming.join(5.0)
    options = [o for o in player.session.options() if o.available and o.number > 0]
    firsts = set()
    for option in options:
        apart = PlaySession(engine, state=player.session.state)
        firsts.add(_says(apart.handle(str(option.number)).lines, apart)[0])
    assert len(firsts) >= 2
    assert set(ahead.warm) == firsts
    ahead.stop_warming()
    assert ahead.warming is None
