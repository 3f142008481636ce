"""The Realtime story against the shipped fake Realtime server on loopback, through the official SDK client.

Every tool call is re-validated by dispatch (legal ones applied, illegal ones refused and the state left
alone); after every applied move the live session gets ``session.update``; a speaker with another voice gets
a new session, opened with the handoff summary and the turn state; the narrator's menu offers
``describe_story`` and ``select_story``; microphone audio goes through the server's voice activity detection.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest

from taleweaver.apps.realtime import (
    QuietListener,
    RealtimeError,
    RealtimeStory,
    Status,
    realtime_client,
)
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.files import load_library_from
from taleweaver.player.output import TurnOutput
from taleweaver.player.session import PlaySession
from taleweaver.testing import FunctionModel
from taleweaver.testing.realtime_server import FakeRealtimeServer, Reply, quiet, tone

KEY = "sk-test-realtime"


class Recorder(QuietListener):
    def __init__(self) -> None:
        self.states: list[Status] = []
        self.pcm = bytearray()
        self.words: list[tuple[str, str, bool]] = []
        self.rows: list[TurnOutput] = []
        self.barge_ins = 0

    async def status(self, state: Status) -> None:
        self.states.append(state)

    async def audio(self, pcm: bytes) -> None:
        self.pcm.extend(pcm)

    async def transcript(self, speaker: str, text: str, final: bool) -> None:
        self.words.append((speaker, text, final))

    async def turn(self, out: TurnOutput) -> None:
        self.rows.append(out)

    async def barge_in(self) -> None:
        self.barge_ins += 1


@pytest.fixture
def engine() -> StoryEngine:
    return StoryEngine(load_library_from())


def at_sparrows_job(engine: StoryEngine) -> StoryState:
    session = PlaySession(engine)
    session.start_story("pirates")
    session.handle("/act read_wanted_posters")
    session.handle("/do hear_job")
    assert session.state.speaker == "sparrow"
    return session.state


@pytest.fixture
async def fake() -> AsyncIterator[FakeRealtimeServer]:
    async with FakeRealtimeServer(key=KEY) as server:
        yield server


def story(engine: StoryEngine, fake: FakeRealtimeServer, state: StoryState, **kw: Any) -> RealtimeStory:
    return RealtimeStory(engine, realtime_client(KEY, fake.url), state, url=fake.url, **kw)


def outputs(events: list[dict[str, Any]]) -> list[str]:
    return [
        e["item"]["output"]
        for e in events
        if e["type"] == "conversation.item.create" and e["item"]["type"] == "function_call_output"
    ]


async def test_a_speaker_change_reopens_the_session_with_the_summary_and_turn_state(
    engine: StoryEngine, fake: FakeRealtimeServer
) -> None:
    fake.replies = [
        Reply(calls=[("advance_storyline", {"actionId": "steal_the_ship"})]),  # illegal
        Reply(say="Let's go, then.", calls=[("advance_storyline", {"actionId": "go_find_aria"})]),
        Reply(say="So you want my chart?", audio_s=0.2),  # Aria, in the new session
    ]
    heard = Recorder()
    summarizer = FunctionModel(lambda _request: "Sparrow sent you to find Aria, who keeps the chart.")
    voiced = story(engine, fake, at_sparrows_job(engine), listener=heard, summarizer=summarizer)
    try:
        turn = await voiced.say("Sure, I'll go and talk to the chartmaker.")
    finally:
        await voiced.close()

    first = fake.connections[0]
    update = first.of("session.update")[0]["session"]
    tools = {t["name"]: t for t in update["tools"]}
    enum = tools["advance_storyline"]["parameters"]["properties"]["actionId"]["enum"]
    assert "go_find_aria" in enum
    assert "steal_the_ship" not in enum
    assert update["audio"]["output"]["voice"] == "ash"  # Sparrow
    # Every call re-validated: the illegal one refused (and the model asked to go on), the legal one applied.
    assert [o.accepted for o in turn.outcomes] == [False, True]
    assert "not one of the ids allowed now" in outputs(first.received)[0]
    assert voiced.state.speaker == "aria"
    # A new session in Aria's voice with the summary and the turn state; the old one is not asked again.
    assert [s.voice for s in voiced.sessions] == ["ash", "coral"]
    assert [c.voice for c in fake.connections] == ["ash", "coral"]
    (handoff,) = turn.handoffs
    second = fake.connections[1].of("session.update")[0]["session"]
    assert handoff.summary_by_model
    assert "Sparrow sent you to find Aria, who keeps the chart." in second["instructions"]
    assert [r.max_tokens for r in summarizer.requests] == [200]  # the seed's summary budget
    assert "Scripted line to speak now" in second["instructions"]
    assert engine.node_text(voiced.state) in second["instructions"]
    assert len(fake.connections[1].of("response.create")) == 1
    assert len(first.of("response.create")) == 2
    assert turn.said == ["Let's go, then.", "So you want my chart?"]
    assert turn.audio_s == pytest.approx(0.2 + 0.06 * len("Let's go, then."), abs=0.01)
    assert len(heard.pcm) == int(turn.audio_s * 24000) * 2
    # One turn row per call, refused ones too; the applied one carries the move and the handoff.
    assert [[e.type for e in r.events][:1] for r in heard.rows] == [["tool_call"], ["tool_call"]]
    assert {"chosen", "speakerChanged", "handoff"} <= {e.type for e in heard.rows[1].events}
    assert heard.rows[1].lines[0].text == "Let's go, then."
    assert "changing_voice" in heard.states
    assert heard.states[-1] == "ended"
    assert not voiced.errors  # the voice was never changed in place


async def test_session_update_after_every_applied_move_and_none_after_a_refusal(
    engine: StoryEngine, fake: FakeRealtimeServer
) -> None:
    session = PlaySession(engine)
    session.start_story("pirates")
    fake.replies = [
        Reply(say="Have a look.", calls=[("perform_scene_action", {"actionId": "read_wanted_posters"})]),
        Reply(say="The posters flap in the draught."),
        Reply(calls=[("advance_storyline", {"actionId": "hear_job"})]),  # same speaker, same voice
        Reply(say="Here's the job."),
        Reply(calls=[("navigate_scene", {"sceneId": "nowhere"}), ("teleport", {})]),  # both refused
        Reply(say="That won't work."),
    ]
    voiced = story(engine, fake, session.state)
    await voiced.open()
    try:
        await voiced.say("I read the posters.")
        conn = fake.connections[0]
        assert voiced.updates == 1
        update = conn.of("session.update")[1]["session"]
        assert "audio" not in update  # the voice is never changed in a live session
        assert "read_wanted_posters" not in str(update["tools"])  # used up: no longer offered
        await voiced.say("What's the job?")
        assert voiced.updates == 2
        update = conn.of("session.update")[2]["session"]
        assert '"Scripted line to speak now' not in update["instructions"]
        assert engine.node_text(voiced.state) in update["instructions"]  # the new node's line
        assert "go_find_aria" in str(update["tools"])
        before = voiced.state
        turn = await voiced.say("Take me nowhere, then teleport.")
        assert [o.accepted for o in turn.outcomes] == [False, False]
        assert voiced.state is before
        assert voiced.updates == 2
        assert "there is no tool 'teleport'" in outputs(conn.received)[-1]
        assert len(fake.connections) == 1  # one voice all along
        # Every session.update is answered, and each one after a move followed by a reply.
        kinds = [e["type"] for e in conn.received]
        for at in [i for i, k in enumerate(kinds) if k == "session.update"][1:]:
            assert kinds[at + 1] == "response.create"
    finally:
        await voiced.close()


async def test_the_menu_describes_then_selects_a_story_with_the_seeds_tools(
    engine: StoryEngine, fake: FakeRealtimeServer
) -> None:
    fake.replies = [
        Reply(say="Welcome! I have two stories."),
        Reply(calls=[("describe_story", {"storyId": "pirates"})]),
        Reply(say="Pirates and a stolen chart. Shall we?"),
        Reply(calls=[("advance_storyline", {"actionId": "hear_job"})]),  # a story tool at the menu
        Reply(calls=[("select_story", {"storyId": "pirates"})]),
        Reply(say="Ahoy, I'm Sparrow."),
    ]
    heard = Recorder()
    voiced = story(engine, fake, engine.initial_state(), listener=heard, narrator_voice="sage")
    await voiced.open()
    try:
        await voiced.speak()
        await voiced.wait_idle()
        menu = fake.connections[0].of("session.update")[0]["session"]
        assert [t["name"] for t in menu["tools"]] == ["select_story", "describe_story"]
        assert menu["audio"]["output"]["voice"] == "sage"  # the page's narrator voice
        turn = await voiced.say("Tell me about the pirate story.")
        assert voiced.state.mode == "menu"
        assert voiced.state.talked_about == "pirates"
        assert [e.type for e in heard.rows[0].events] == ["tool_call", "storyDescribed"]
        assert voiced.updates == 1
        assert "pirates" in fake.connections[0].of("session.update")[1]["session"]["instructions"]
        turn = await voiced.say("Let's play it.")
        assert [o.accepted for o in turn.outcomes] == [False, True]
        assert "is for inside a story" in (turn.outcomes[0].reason or "")
        assert voiced.state.mode == "story"
        assert voiced.state.story_id == "pirates"
        assert [c.voice for c in fake.connections] == ["sage", "ash"]
        assert "loading_story" in heard.states
        assert turn.said == ["Ahoy, I'm Sparrow."]
        story_tools = [t["name"] for t in fake.connections[1].of("session.update")[0]["session"]["tools"]]
        assert "advance_storyline" in story_tools
        assert "select_story" not in story_tools
    finally:
        await voiced.close()


async def test_a_move_after_the_handoff_began_updates_the_new_session(
    engine: StoryEngine, fake: FakeRealtimeServer
) -> None:
    fake.replies = [
        Reply(
            calls=[("select_story", {"storyId": "pirates"}), ("advance_storyline", {"actionId": "hear_job"})]
        ),
        Reply(say="Here's the job."),
    ]
    voiced = story(engine, fake, engine.initial_state())
    await voiced.open()
    try:
        turn = await voiced.say("Play the pirates and skip to the job.")
    finally:
        await voiced.close()
    assert [o.accepted for o in turn.outcomes] == [True, True]
    assert voiced.state.node_id == "sparrow_job"
    second = fake.connections[1]
    opened, updated = (e["session"]["instructions"] for e in second.of("session.update"))
    line = engine.node_text(voiced.state)
    assert line not in opened  # opened at the first move, before the second was applied
    assert line in updated  # so it is told before it speaks
    assert [e["type"] for e in second.received][-1] == "response.create"


async def test_microphone_audio_through_the_servers_voice_activity_detection(
    engine: StoryEngine, fake: FakeRealtimeServer
) -> None:
    fake.replies = [
        Reply(
            heard="I read the wanted posters",
            say="Aye.",
            calls=[("perform_scene_action", {"actionId": "read_wanted_posters"})],
        ),
        Reply(say="A fine bounty."),
    ]
    session = PlaySession(engine)
    session.start_story("pirates")
    heard = Recorder()
    voiced = story(engine, fake, session.state, listener=heard)
    await voiced.open()
    try:
        speech = quiet(0.2) + tone(0.6) + quiet(0.8)
        for at in range(0, len(speech), 4800):  # 100 ms frames, as a browser sends them
            await voiced.send_audio(speech[at : at + 4800])
        async with asyncio.timeout(20):  # a guard against a hang, not a timing check
            while not (heard.rows and voiced.updates and heard.states[-1] == "listening"):
                await asyncio.sleep(0.02)
        conn = fake.connections[0]
        assert conn.audio_bytes == len(speech)
        assert conn.session["audio"]["input"]["turn_detection"]["type"] == "server_vad"
        assert heard.barge_ins == 1
        assert ("player", "I read the wanted posters", True) in heard.words
        (row,) = heard.rows
        assert row.input == "I read the wanted posters"
        assert "tavern/read_wanted_posters" in voiced.state.scene_actions_done
        assert voiced.updates == 1
        assert heard.pcm  # the model's voice came back
        assert "thinking" in heard.states
        assert "speaking" in heard.states
    finally:
        await voiced.close()


async def test_a_wrong_key_is_refused_by_event_or_at_the_handshake(engine: StoryEngine) -> None:
    async with FakeRealtimeServer(key=KEY) as fake:
        voiced = RealtimeStory(engine, realtime_client("sk-wrong", fake.url), engine.initial_state())
        with pytest.raises(RealtimeError) as refused:
            await voiced.open()
        assert refused.value.code == "realtime_key_invalid"
        assert "sk-wrong" not in refused.value.message
    async with FakeRealtimeServer(key=KEY, reject_status=401) as fake:
        voiced = RealtimeStory(engine, realtime_client("sk-wrong", fake.url), engine.initial_state())
        with pytest.raises(RealtimeError) as refused:
            await voiced.open()
        assert refused.value.code == "realtime_key_invalid"


async def test_no_key_and_an_unreachable_api_are_named(engine: StoryEngine) -> None:
    with pytest.raises(RealtimeError) as missing:
        realtime_client("  ")
    assert missing.value.code == "realtime_key_missing"
    assert "OPENAI_API_KEY" in missing.value.message
    fake = await FakeRealtimeServer().start()
    url = fake.url
    await fake.close()  # nothing listens there now
    voiced = RealtimeStory(engine, realtime_client(KEY, url), engine.initial_state(), url=url)
    with pytest.raises(RealtimeError) as unreachable:
        await voiced.open()
    assert unreachable.value.code == "realtime_unreachable"
    assert url in unreachable.value.message
