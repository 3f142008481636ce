"""The OpenAI Realtime adapter against a loopback fake Realtime server (``websockets``), official SDK client.

Asserts the tools offered, every call re-validated by dispatch, and a speaker change reopening the session
in the new voice with the handoff summary and the current turn state in its instructions.
"""

from __future__ import annotations

import base64
import json
from collections.abc import AsyncIterator
from typing import Any

import numpy as np
import pytest

websockets = pytest.importorskip("websockets")
openai = pytest.importorskip("openai")

from taleweaver.apps.realtime import RealtimeStory  # noqa: E402
from taleweaver.engine.engine import StoryEngine  # noqa: E402
from taleweaver.files import load_library_from  # noqa: E402
from taleweaver.player.session import PlaySession  # noqa: E402
from taleweaver.voice.audio import AudioChunk  # noqa: E402


class FakeRealtime:
    """Plays scripted responses: per connection, a list of responses, each a list of server events."""

    def __init__(self, script: list[list[list[dict[str, Any]]]]) -> None:
        self.script = script
        self.connections: list[list[dict[str, Any]]] = []

    async def handler(self, ws: Any) -> None:
        received: list[dict[str, Any]] = []
        self.connections.append(received)
        responses = self.script[len(self.connections) - 1]
        await ws.send(json.dumps({"type": "session.created", "event_id": "e0", "session": {}}))
        count = 0
        async for message in ws:
            event = json.loads(message)
            received.append(event)
            if event["type"] == "response.create":
                for out in responses[count] if count < len(responses) else []:
                    await ws.send(json.dumps(out))
                await ws.send(
                    json.dumps({"type": "response.done", "event_id": "d", "response": {"id": f"r{count}"}})
                )
                count += 1


def _call(name: str, **args: str) -> dict[str, Any]:
    return {
        "type": "response.function_call_arguments.done",
        "event_id": "f",
        "response_id": "r",
        "item_id": "i",
        "output_index": 0,
        "call_id": f"call_{name}_{len(args)}",
        "name": name,
        "arguments": json.dumps(args),
    }


def _audio(seconds: float = 0.2) -> dict[str, Any]:
    pcm = (np.zeros(int(24000 * seconds)) + 100).astype("<i2").tobytes()
    return {
        "type": "response.output_audio.delta",
        "event_id": "a",
        "response_id": "r",
        "item_id": "i",
        "output_index": 0,
        "content_index": 0,
        "delta": base64.b64encode(pcm).decode(),
    }


def _text(text: str) -> dict[str, Any]:
    return {
        "type": "response.output_audio_transcript.delta",
        "event_id": "t",
        "response_id": "r",
        "item_id": "i",
        "output_index": 0,
        "content_index": 0,
        "delta": text,
    }


@pytest.fixture
async def server() -> AsyncIterator[tuple[FakeRealtime, str]]:
    fake = FakeRealtime(
        [
            [  # session 1 (Sparrow): an illegal call, then a legal one that hands the story to Aria
                [_call("advance_storyline", actionId="steal_the_ship")],
                [_text("Let's go, then."), _call("advance_storyline", actionId="go_find_aria")],
            ],
            [[_text("So you want my chart?"), _audio()]],  # session 2 (Aria) speaks her scripted line
        ]
    )
    async with websockets.serve(fake.handler, "127.0.0.1", 0) as ws_server:
        port = ws_server.sockets[0].getsockname()[1]
        yield fake, f"http://127.0.0.1:{port}/v1"


async def test_a_speaker_change_reopens_the_session_with_the_summary_and_turn_state(
    server: tuple[FakeRealtime, str],
) -> None:
    fake, base_url = server
    engine = StoryEngine(load_library_from())
    session = PlaySession(engine)
    session.start_story("pirates")
    session.handle("/act read_wanted_posters")
    session.handle("/do hear_job")
    assert session.state.speaker == "sparrow"
    heard: list[AudioChunk] = []
    client = openai.AsyncOpenAI(base_url=base_url, api_key="test-key")
    story = RealtimeStory(engine, client, session.state, on_audio=heard.append)
    try:
        turn = await story.say("Sure, I'll go and talk to the chartmaker.")
    finally:
        await story.close()

    # Tools offered in the first session: the story tools with this turn's legal ids.
    first = fake.connections[0]
    update = next(e for e in first if e["type"] == "session.update")["session"]
    tools = {t["name"]: t for t in update["tools"]}
    assert "advance_storyline" in tools
    enum = tools["advance_storyline"]["parameters"]["properties"]["actionId"]["enum"]
    assert "go_find_aria" in enum
    assert "steal_the_ship" not in enum
    assert update["audio"]["output"]["voice"] == "ash"  # Sparrow
    # Every call re-validated: the illegal one refused, the legal one applied.
    assert [o.accepted for o in turn.outcomes] == [False, True]
    outputs = [
        e["item"]
        for e in first
        if e["type"] == "conversation.item.create" and e["item"]["type"] == "function_call_output"
    ]
    assert "not one of the ids allowed now" in outputs[0]["output"]
    assert story.state.speaker == "aria"
    # The session was reopened in Aria's voice with the summary and the current turn state.
    assert len(fake.connections) == 2
    assert [s.voice for s in story.sessions] == ["ash", "coral"]
    (handoff,) = turn.handoffs
    second = next(e for e in fake.connections[1] if e["type"] == "session.update")["session"]
    assert second["audio"]["output"]["voice"] == "coral"
    assert handoff.summary in second["instructions"]
    assert "Scripted line to speak now" in second["instructions"]
    node = engine.current_node(story.state)
    assert node is not None
    assert node.text in second["instructions"]
    assert any(e["type"] == "response.create" for e in fake.connections[1])
    assert turn.said == ["Let's go, then.", "So you want my chart?"]
    # The old voice is not asked again after the move: the new session speaks next.
    assert sum(e["type"] == "response.create" for e in first) == 2
    assert sum(c.duration_s for c in heard) == pytest.approx(0.2, abs=0.01)
