"""``/realtime`` end to end: real uvicorn on loopback, a WebSocket client as the page, the shipped fake
Realtime server as OpenAI (docs/realtime.md).

The player's microphone audio is relayed to the Realtime session and the model's audio back; every tool call
comes back as a ``turn`` frame with the ``/play/turn`` row and a sealed token; a dropped socket resumes from
that token with no turn lost; no key, a wrong key, an unreachable API, a bad frame each get one ``error``
frame with its code and a close; the key is never logged.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from taleweaver.body import AvatarBody
from taleweaver.body.staging import story_places
from taleweaver.files import load_library_from
from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.server.config import ServerConfig
from taleweaver.server.http_limits import uvicorn_options
from taleweaver.server.realtime_routes import MAX_AUDIO_FRAME, MAX_TEXT_FRAME
from taleweaver.server.robot_routes import RobotStage
from taleweaver.testing.realtime_server import FakeRealtimeServer, Reply, quiet, tone

KEY = "sk-test-SECRET-do-not-log-4242"
SPEECH = quiet(0.2) + tone(0.6) + quiet(0.8)
"""An utterance the fake's voice activity detector hears (then a reply comes)."""


class Page:
    """The browser's side of the socket: every frame it got, the audio apart."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.frames: list[dict[str, Any]] = []
        self.audio = bytearray()

    async def start(self, **fields: Any) -> None:
        await self.ws.send(json.dumps({"type": "start", **fields}))

    async def until(self, wanted: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
        """Read frames until one is ``wanted`` (a guard of 20 s against a hang, not a timing check)."""
        async with asyncio.timeout(20):
            while True:
                message = await self.ws.recv()
                if isinstance(message, bytes):
                    self.audio.extend(message)
                    continue
                frame = json.loads(message)
                self.frames.append(frame)
                if wanted(frame):
                    return frame

    async def speak(self, pcm: bytes = SPEECH) -> None:
        for at in range(0, len(pcm), 4800):  # 100 ms frames
            await self.ws.send(pcm[at : at + 4800])

    def turns(self) -> list[dict[str, Any]]:
        return [f for f in self.frames if f["type"] == "turn"]


def is_(kind: str, **fields: Any) -> Callable[[dict[str, Any]], bool]:
    return lambda f: f["type"] == kind and all(f.get(k) == v for k, v in fields.items())


def turn_with(event: str) -> Callable[[dict[str, Any]], bool]:
    return lambda f: f["type"] == "turn" and any(e["type"] == event for e in f["row"]["events"])


@pytest.fixture
async def fake() -> AsyncIterator[FakeRealtimeServer]:
    async with FakeRealtimeServer(key=KEY) as server:
        yield server


@pytest.fixture
def serve(fake: FakeRealtimeServer) -> Iterator[Callable[..., Any]]:
    """A running server: ``serve(api_key=…)`` → its ``ws://…/realtime`` URL."""
    opened: list[Any] = []

    def start(**config: Any) -> str:
        values = {"realtime_url": fake.url, "api_key": KEY, **config}
        cm = serve_in_background(create_app(ServerConfig(**values)))
        base = cm.__enter__()
        opened.append(cm)
        return base.replace("http://", "ws://") + "/realtime"

    yield start
    for cm in opened:
        cm.__exit__(None, None, None)


async def test_the_menu_by_voice_describe_then_select_with_the_models_audio_back(
    fake: FakeRealtimeServer, serve: Callable[..., str]
) -> None:
    fake.replies = [
        Reply(say="Welcome, traveller. I have two stories."),
        Reply(heard="Tell me about the pirate story", calls=[("describe_story", {"storyId": "pirates"})]),
        Reply(say="Pirates, a stolen chart and a storm. Shall we?"),
        Reply(heard="Let's play it", calls=[("select_story", {"storyId": "pirates"})]),
        Reply(say="Ahoy. Sparrow's the name."),
    ]
    async with connect(serve()) as ws:
        page = Page(ws)
        await page.start()
        opening = await page.until(is_("turn"))
        assert opening["row"]["input"] is None
        assert opening["row"]["state"]["mode"] == "menu"
        assert opening["token"] == opening["row"]["session"]
        await page.until(lambda f: f["type"] == "transcript" and f["final"] and "Welcome" in f["text"])
        greeting = bytes(page.audio)
        assert greeting  # the narrator's voice, relayed as binary frames
        await page.until(is_("status", state="listening"))
        await page.speak()
        described = await page.until(turn_with("storyDescribed"))
        assert described["row"]["input"] == "Tell me about the pirate story"
        assert described["row"]["state"]["mode"] == "menu"
        assert {
            "type": "transcript",
            "speaker": "player",
            "text": "Tell me about the pirate story",
            "final": True,
        } in page.frames
        await page.until(is_("status", state="listening"))
        await page.speak()
        entered = await page.until(turn_with("storyEntered"))
        events = [e["type"] for e in entered["row"]["events"]]
        assert events[0] == "tool_call"
        assert "handoff" in events
        assert entered["row"]["state"]["story_id"] == "pirates"
        await page.until(lambda f: f["type"] == "transcript" and f["final"] and "Sparrow" in f["text"])
        assert {"type": "status", "state": "loading_story", "caption": "Loading story…"} in page.frames
        await ws.send(json.dumps({"type": "stop"}))
        await page.until(is_("status", state="ended"))
    assert [c.voice for c in fake.connections] == ["cedar", "ash"]
    menu_tools = [t["name"] for t in fake.connections[0].of("session.update")[0]["session"]["tools"]]
    assert menu_tools == ["select_story", "describe_story"]
    assert fake.connections[0].audio_bytes == 2 * len(SPEECH)  # every microphone byte relayed
    # describe_story applied: the live session was updated with the new turn state before the reply.
    assert len(fake.connections[0].of("session.update")) == 2


async def test_a_dropped_socket_resumes_from_the_token_with_no_turn_lost(
    fake: FakeRealtimeServer, serve: Callable[..., str]
) -> None:
    fake.replies = [
        Reply(say="Welcome to the Salty Gull."),
        Reply(heard="What's the job?", calls=[("advance_storyline", {"actionId": "hear_job"})]),
        Reply(say="A chart, stolen."),
    ]
    url = serve()
    ws = await connect(url)
    page = Page(ws)
    await page.start(story_id="pirates")
    await page.until(is_("status", state="listening"))
    await page.until(lambda f: f["type"] == "transcript" and f["final"])
    await page.speak()
    moved = await page.until(turn_with("chosen"))
    token = moved["token"]
    assert moved["row"]["state"]["node_id"] == "sparrow_job"
    ws.transport.abort()  # the WiFi blip: no close handshake
    async with connect(url) as again:
        page2 = Page(again)
        await page2.start(token=token)
        resumed = await page2.until(is_("turn"))
        assert resumed["row"]["input"] is None
        assert resumed["row"]["state"]["node_id"] == "sparrow_job"  # where the last applied move left it
        assert resumed["row"]["state"]["story_id"] == "pirates"
        assert is_("status", state="listening")(page2.frames[-2])
        await again.send(json.dumps({"type": "stop"}))
        await page2.until(is_("status", state="ended"))
    newest = fake.connections[-1]
    instructions = newest.of("session.update")[0]["session"]["instructions"]
    assert "go_find_aria" in instructions  # the resumed session knows the turn after the move
    assert newest.of("response.create") == []  # no greeting repeated on resume


async def test_a_key_the_player_typed_is_used_and_never_logged(
    fake: FakeRealtimeServer,
    serve: Callable[..., str],
    caplog: pytest.LogCaptureFixture,
    capfd: pytest.CaptureFixture[str],
) -> None:
    caplog.set_level(logging.DEBUG)
    fake.replies = [Reply(say="Hello.")]
    page_log = logging.getLogger("test.page")  # the page's own socket logs what it sends
    async with connect(serve(api_key=None), logger=page_log) as ws:
        page = Page(ws)
        await page.start(key=KEY)
        await page.until(lambda f: f["type"] == "transcript" and f["final"])
        await ws.send(json.dumps({"type": "stop"}))
        await page.until(is_("status", state="ended"))
    assert fake.connections  # the typed key opened the session
    out, err = capfd.readouterr()
    theirs = ("test.page", "taleweaver.testing.realtime_server")  # the page and the fake OpenAI side
    ours = "\n".join(r.getMessage() for r in caplog.records if not r.name.startswith(theirs))
    assert any(r.name.startswith(("taleweaver", "openai", "websockets")) for r in caplog.records)
    for text in (ours, out, err, json.dumps(page.frames)):
        assert KEY not in text


@pytest.mark.parametrize(
    ("server", "start", "code"),
    [
        ({"api_key": None}, {}, "realtime_key_missing"),
        ({}, {"key": "sk-wrong"}, "realtime_key_invalid"),
        ({"realtime_url": "ws://127.0.0.1:9/v1"}, {}, "realtime_unreachable"),
        ({}, {"story_id": "no_such_story"}, "realtime_bad_request"),
        ({}, {"token": "v1.forged"}, "token_tampered"),
        ({}, {"voice": "Not A Voice!"}, "realtime_bad_request"),
    ],
)
async def test_bad_starts_get_one_error_frame_and_a_close(
    serve: Callable[..., str], server: dict[str, Any], start: dict[str, Any], code: str
) -> None:
    async with connect(serve(**server)) as ws:
        page = Page(ws)
        await page.start(**start)
        error = await page.until(is_("error"))
        assert error["code"] == code
        assert "Traceback" not in error["message"]
        assert error["message"]
        assert "sk-wrong" not in error["message"]
        with pytest.raises(ConnectionClosed):
            await page.until(lambda f: False)
    if code == "realtime_key_missing":
        assert "OPENAI_API_KEY" in error["message"]


@pytest.mark.parametrize(
    ("first", "then", "close"),
    [
        (b"\x00\x01", None, 1008),  # audio before start
        ("{not json", None, 1008),
        (json.dumps({"type": "start", "model": "x" * 500}), None, 1008),
        (json.dumps({"type": "start"}), json.dumps({"type": "dance"}), 1008),
        (json.dumps({"type": "start"}), bytes(200_000), 1009),  # an oversized audio frame
        (json.dumps({"type": "start"}), json.dumps({"type": "mute", "muted": "x" * 70_000}), 1009),
    ],
)
async def test_malformed_and_oversized_frames_are_refused(
    serve: Callable[..., str], first: str | bytes, then: str | bytes | None, close: int
) -> None:
    async with connect(serve()) as ws:
        page = Page(ws)
        await ws.send(first)
        if then is not None:
            await page.until(is_("status", state="listening"))
            await ws.send(then)
        error = await page.until(is_("error"))
        assert error["code"] == "realtime_bad_request"
        with pytest.raises(ConnectionClosed) as closed:
            await page.until(lambda f: False)
        assert closed.value.rcvd is not None
        assert closed.value.rcvd.code == close


async def test_the_api_going_away_mid_session_is_one_error_frame(
    fake: FakeRealtimeServer, serve: Callable[..., str]
) -> None:
    fake.replies = [Reply(say="Welcome."), Reply(hang_up=True)]
    async with connect(serve()) as ws:
        page = Page(ws)
        await page.start()
        await page.until(is_("status", state="listening"))
        await page.until(lambda f: f["type"] == "transcript" and f["final"])
        await page.speak()
        error = await page.until(is_("error"))
        assert error["code"] == "realtime_unreachable"
        assert "closed the connection" in error["message"]
        with pytest.raises(ConnectionClosed):
            await page.until(lambda f: False)


def test_uvicorn_reads_no_message_larger_than_the_route_accepts_plus_a_margin() -> None:
    ws_max = uvicorn_options()["ws_max_size"]
    assert max(MAX_TEXT_FRAME, MAX_AUDIO_FRAME) < ws_max <= 4 * max(MAX_TEXT_FRAME, MAX_AUDIO_FRAME)


async def test_muted_audio_is_not_relayed(fake: FakeRealtimeServer, serve: Callable[..., str]) -> None:
    fake.replies = [Reply(say="Hello there."), Reply(heard="I'm back", say="Welcome back.")]
    async with connect(serve()) as ws:
        page = Page(ws)
        await page.start()
        await page.until(lambda f: f["type"] == "transcript" and f["final"])
        await ws.send(json.dumps({"type": "mute", "muted": True}))
        await page.speak(tone(0.6) + quiet(0.8))  # muted: never reaches the Realtime session
        await ws.send(json.dumps({"type": "mute", "muted": False}))
        await page.speak()
        await page.until(lambda f: f["type"] == "transcript" and f["final"] and f["text"] == "Welcome back.")
        assert {"type": "transcript", "speaker": "player", "text": "I'm back", "final": True} in page.frames
        await ws.send(json.dumps({"type": "stop"}))
        await page.until(is_("status", state="ended"))
    assert fake.connections[0].audio_bytes == len(SPEECH)


async def test_another_sites_page_is_refused_at_the_handshake(serve: Callable[..., str]) -> None:
    url = serve()
    with pytest.raises(InvalidStatus) as refused:
        async with connect(url, origin="https://evil.example"):  # type: ignore[arg-type]
            pass
    assert refused.value.response.status_code == 403
    same = url.replace("ws://", "http://").removesuffix("/realtime")
    async with connect(url, origin=same) as ws:  # type: ignore[arg-type]
        page = Page(ws)
        await page.start()
        await page.until(lambda f: f["type"] == "transcript" and f["final"])
        await ws.send(json.dumps({"type": "stop"}))
        await page.until(is_("status", state="ended"))


async def test_the_robot_chosen_on_the_page_moves_with_the_models_voice(fake: FakeRealtimeServer) -> None:
    """``start`` with ``robot``: a ``robot`` frame says it moves; the robot wobbles with the relayed audio
    and turns to the new speaker when the story is entered; an unknown robot is said, the story goes on."""
    robot = "127.0.0.1:8765"
    bodies: list[AvatarBody] = []

    def to_memory(host: str, port: int) -> AvatarBody:
        bodies.append(AvatarBody(keep=100_000))
        return bodies[-1]

    app = create_app(ServerConfig(realtime_url=fake.url, api_key=KEY, robot_daemons=(robot,)))
    app.state.services = dataclasses.replace(
        app.state.services, robots=RobotStage((robot,), connect=to_memory)
    )
    fake.replies = [
        Reply(say="Welcome, traveller. I have two stories."),
        Reply(heard="Let's play the pirate story", calls=[("select_story", {"storyId": "pirates"})]),
        Reply(say="Ahoy. Sparrow's the name."),
    ]
    with serve_in_background(app) as base:
        url = base.replace("http://", "ws://") + "/realtime"
        async with connect(url) as ws:
            page = Page(ws)
            await page.start(robot=robot)
            assert await page.until(is_("robot")) == {
                "type": "robot",
                "robot": robot,
                "state": "moving",
                "message": "",
            }
            await page.until(lambda f: f["type"] == "transcript" and f["final"] and "Welcome" in f["text"])
            await page.until(is_("status", state="listening"))
            await page.speak()
            await page.until(turn_with("storyEntered"))
            await page.until(lambda f: f["type"] == "transcript" and f["final"] and "Sparrow" in f["text"])
            await asyncio.sleep(1.0)  # let the robot show the last of the line
            await ws.send(json.dumps({"type": "stop"}))
            await page.until(is_("status", state="ended"))
        async with connect(url) as ws:
            page = Page(ws)
            await page.start(robot="10.9.9.9:8000")
            unknown = await page.until(is_("robot"))
            assert unknown["state"] == "unknown"
            assert "serve --robot" in unknown["message"]
            await page.until(is_("turn"))  # the story goes on without a robot
            await ws.send(json.dumps({"type": "stop"}))
    [body] = bodies
    rows = body.rows()
    pitches = [row["head"]["pitch"] for row in rows]
    assert max(pitches) - min(pitches) > 0.005  # the head nods with the voice
    sparrow = story_places(load_library_from().stories["pirates"])["sparrow"]
    assert any(abs(row["head"]["yaw"] - sparrow) < 0.05 for row in rows)  # faces Sparrow once he speaks
