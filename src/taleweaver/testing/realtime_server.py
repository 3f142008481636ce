"""A fake OpenAI Realtime server on loopback: the real event protocol, scripted replies.

It speaks what a Realtime client sends and hears: ``session.update`` → ``session.updated`` (a voice change
after the session has spoken is refused, as the API does), ``input_audio_buffer.append``/``commit``/``clear``
with an energy-based voice activity detector standing in for the server's (``speech_started``,
``speech_stopped``, ``committed``, then the player's words as
``conversation.item.input_audio_transcription.completed`` and, with ``create_response``, a reply),
``conversation.item.create`` → ``conversation.item.created``, and ``response.create`` → ``response.created``,
output audio and transcript deltas, function-call argument events and ``response.done``.

Each reply (one per response, in order, across every connection) says a line, proposes tool calls — legal
or not: the client must re-validate them — and names what the player was "heard" saying::

    ask = Reply(heard="tell me about the pirates", calls=[("describe_story", {"storyId": "pirates"})])
    replies = [ask, Reply(say="Pirates, a stolen chart and a storm.")]
    async with FakeRealtimeServer(replies, key="sk-test") as fake:
        client = AsyncOpenAI(api_key="sk-test", websocket_base_url=fake.url)

A wrong key gets an ``invalid_api_key`` error event and a close (``reject_status=401`` refuses the
handshake instead). ``python -m taleweaver.testing.realtime_server --script replies.json`` runs one for a
browser test; it prints its URL once listening.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import itertools
import json
import logging
import math
import sys
import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path
from typing import Any

import numpy as np
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

RATE = 24000
FRAME = RATE // 50
"""The detector's frame: 20 ms of PCM16 mono 24 kHz."""
VOICED_RMS = 0.02
"""A frame louder than this (of full scale) is speech."""
SPEECH_FRAMES = 3
"""Voiced frames in a row that start speech (60 ms)."""
DEFAULT_SILENCE_MS = 500
AUDIO_CHUNK_S = 0.1


@dataclass
class Reply:
    """One scripted response: a spoken line, tool calls (``(name, arguments)``), what the player said."""

    say: str = ""
    calls: Sequence[tuple[str, dict[str, Any]]] = ()
    heard: str | None = None
    """The player's words this reply answers (sent as the input transcription when audio triggered it)."""
    audio_s: float | None = None
    """Seconds of output audio (default: 60 ms a character of ``say``, at least 0.2 s)."""
    error: dict[str, Any] | None = None
    """Send this ``error`` event instead of a response."""
    hang_up: bool = False
    """Close the connection instead of answering (the API going away mid-session)."""

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Reply:
        calls = [(str(c["name"]), dict(c.get("arguments", {}))) for c in data.get("calls", [])]
        return cls(
            say=str(data.get("say", "")),
            calls=calls,
            heard=data.get("heard"),
            audio_s=data.get("audio_s"),
            error=data.get("error"),
            hang_up=bool(data.get("hang_up", False)),
        )


@dataclass
class FakeConnection:
    """What one client connection sent, and the session it configured."""

    model: str | None
    received: list[dict[str, Any]] = field(default_factory=list)
    session: dict[str, Any] = field(default_factory=dict)
    spoke: bool = False
    audio_bytes: int = 0
    ended: asyncio.Event = field(default_factory=asyncio.Event)
    """Set once the client's connection closed and everything it sent was handled."""

    def of(self, kind: str) -> list[dict[str, Any]]:
        """The events of one ``type`` this client sent, in order."""
        return [e for e in self.received if e.get("type") == kind]

    @property
    def voice(self) -> str | None:
        voice = self.session.get("audio", {}).get("output", {}).get("voice")
        return str(voice) if voice is not None else None


def tone(seconds: float, *, level: float = 0.3, hz: float = 220.0) -> bytes:
    """PCM16 mono 24 kHz: a tone (a stand-in for speech that the detector hears)."""
    t = np.arange(int(RATE * seconds)) / RATE
    return (np.sin(2 * math.pi * hz * t) * level * 32767).astype("<i2").tobytes()


def quiet(seconds: float) -> bytes:
    return bytes(2 * int(RATE * seconds))


class _Detector:
    """Energy-based voice activity on 20 ms frames, like a server VAD: start after 60 ms voiced, stop
    after ``silence_ms`` unvoiced."""

    def __init__(self) -> None:
        self.pending = b""
        self.voiced_run = 0
        self.silent_ms = 0
        self.speaking = False

    def feed(self, pcm: bytes, silence_ms: int) -> list[str]:
        self.pending += pcm
        changes: list[str] = []
        while len(self.pending) >= 2 * FRAME:
            frame, self.pending = self.pending[: 2 * FRAME], self.pending[2 * FRAME :]
            samples = np.frombuffer(frame, dtype="<i2").astype(np.float32) / 32768.0
            voiced = float(np.sqrt(np.mean(samples**2))) > VOICED_RMS
            if not self.speaking:
                self.voiced_run = self.voiced_run + 1 if voiced else 0
                if self.voiced_run >= SPEECH_FRAMES:
                    self.speaking, self.silent_ms = True, 0
                    changes.append("started")
            else:
                self.silent_ms = 0 if voiced else self.silent_ms + 20
                if self.silent_ms >= silence_ms:
                    self.speaking, self.voiced_run = False, 0
                    changes.append("stopped")
        return changes


class FakeRealtimeServer:
    def __init__(
        self,
        replies: Iterable[Reply] = (),
        *,
        key: str | None = None,
        reject_status: int | None = None,
        default: Reply | None = None,
        host: str = "127.0.0.1",
        port: int = 0,
    ) -> None:
        self.host, self.requested_port = host, port
        self.replies = list(replies)
        self.key = key
        """The one key accepted (``None``: any)."""
        self.reject_status = reject_status
        """Refuse a wrong key at the handshake with this HTTP status instead of an error event."""
        self.default = default or Reply(say="I'm listening.")
        """The reply once the script is used up."""
        self.connections: list[FakeConnection] = []
        self._server: Server | None = None
        self._ids = itertools.count(1)

    # -- lifecycle -----------------------------------------------------------------------------------
    async def start(self) -> FakeRealtimeServer:
        self._server = await serve(
            self._handle,
            self.host,
            self.requested_port,
            process_request=self._check_key,
            max_size=16 * 1024 * 1024,
            logger=logging.getLogger(__name__),
        )
        return self

    @property
    def port(self) -> int:
        assert self._server is not None, "start the server first"
        return int(next(iter(self._server.sockets)).getsockname()[1])

    @property
    def url(self) -> str:
        """The WebSocket base URL a client is given (the SDK appends ``/realtime``)."""
        return f"ws://{self.host}:{self.port}/v1"

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None

    async def __aenter__(self) -> FakeRealtimeServer:
        return await self.start()

    async def __aexit__(self, *_: object) -> None:
        await self.close()

    # -- protocol ------------------------------------------------------------------------------------
    def _key_ok(self, headers: Headers) -> bool:
        return self.key is None or headers.get("Authorization", "") == f"Bearer {self.key}"

    def _check_key(self, connection: ServerConnection, request: Request) -> Response | None:
        if self.reject_status is not None and not self._key_ok(request.headers):
            return connection.respond(HTTPStatus(self.reject_status), "Incorrect API key provided.\n")
        return None

    def _id(self, prefix: str) -> str:
        return f"{prefix}_{next(self._ids)}"

    async def _handle(self, ws: ServerConnection) -> None:
        request = ws.request
        assert request is not None
        query = request.path.partition("?")[2]
        params = dict(p.partition("=")[::2] for p in query.split("&") if p)
        conn = FakeConnection(model=params.get("model"))
        self.connections.append(conn)
        try:
            await self._serve_connection(ws, conn, request.headers)
        finally:
            conn.ended.set()

    async def _serve_connection(self, ws: ServerConnection, conn: FakeConnection, headers: Headers) -> None:
        send = _Sender(ws, self._id)
        if not self._key_ok(headers):
            await send(
                "error",
                error={
                    "type": "invalid_request_error",
                    "code": "invalid_api_key",
                    "message": "Incorrect API key provided.",
                },
            )
            await ws.close(1008, "invalid_api_key")
            return
        await send("session.created", session={"type": "realtime", "id": self._id("sess")})
        detector = _Detector()
        try:
            async for message in ws:
                event = json.loads(message)
                conn.received.append(event)
                await self._on(event, conn, send, detector)
        except ConnectionClosed:
            return

    async def _on(
        self, event: dict[str, Any], conn: FakeConnection, send: _Sender, detector: _Detector
    ) -> None:
        kind = event.get("type")
        if kind == "session.update":
            update = event.get("session", {})
            voice = update.get("audio", {}).get("output", {}).get("voice")
            if voice is not None and conn.spoke and voice != conn.voice:
                await send(
                    "error",
                    error={
                        "type": "invalid_request_error",
                        "code": "cannot_update_voice",
                        "message": "Cannot update a conversation's voice if assistant audio is present.",
                    },
                )
                return
            _merge(conn.session, update)
            await send("session.updated", session=conn.session)
        elif kind == "input_audio_buffer.append":
            pcm = base64.b64decode(event.get("audio", ""))
            conn.audio_bytes += len(pcm)
            detection = self._turn_detection(conn)
            if detection is not None:
                silence = int(detection.get("silence_duration_ms", DEFAULT_SILENCE_MS))
                for change in detector.feed(pcm, silence):
                    await self._vad(change, conn, send)
        elif kind == "input_audio_buffer.commit":
            await self._committed(conn, send)
        elif kind == "input_audio_buffer.clear":
            detector.pending = b""
            await send("input_audio_buffer.cleared")
        elif kind == "conversation.item.create":
            item = {**event.get("item", {}), "id": self._id("item")}
            await send("conversation.item.created", previous_item_id=None, item=item)
        elif kind == "response.create":
            await self._respond(conn, send)
        elif kind == "response.cancel":
            await send("response.cancelled")  # replies are sent whole at once: nothing left to cancel

    @staticmethod
    def _turn_detection(conn: FakeConnection) -> dict[str, Any] | None:
        found = conn.session.get("audio", {}).get("input", {}).get("turn_detection")
        return found if isinstance(found, dict) else None

    async def _vad(self, change: str, conn: FakeConnection, send: _Sender) -> None:
        item_id = self._id("item")
        if change == "started":
            await send("input_audio_buffer.speech_started", audio_start_ms=0, item_id=item_id)
            return
        await send("input_audio_buffer.speech_stopped", audio_end_ms=0, item_id=item_id)
        await self._committed(conn, send)
        if (self._turn_detection(conn) or {}).get("create_response", True):
            await self._respond(conn, send)

    async def _committed(self, conn: FakeConnection, send: _Sender) -> None:
        item_id = self._id("item")
        await send("input_audio_buffer.committed", previous_item_id=None, item_id=item_id)
        user = {"id": item_id, "type": "message", "role": "user", "content": [{"type": "input_audio"}]}
        await send("conversation.item.created", previous_item_id=None, item=user)
        if conn.session.get("audio", {}).get("input", {}).get("transcription"):
            upcoming = self.replies[0] if self.replies else self.default
            await send(
                "conversation.item.input_audio_transcription.completed",
                item_id=item_id,
                content_index=0,
                transcript=upcoming.heard or "",
            )

    async def _respond(self, conn: FakeConnection, send: _Sender) -> None:
        reply = self.replies.pop(0) if self.replies else self.default
        if reply.hang_up:
            await send.ws.close(1011, "going away")
            return
        if reply.error is not None:
            await send("error", error=reply.error)
            return
        response_id = self._id("resp")
        base = {"response_id": response_id}
        await send("response.created", response={"id": response_id, "status": "in_progress", "output": []})
        output: list[dict[str, Any]] = []
        if reply.say:
            item_id = self._id("item")
            at = {**base, "item_id": item_id, "output_index": len(output), "content_index": 0}
            await send("response.output_item.added", **base, output_index=len(output), item={"id": item_id})
            for word in reply.say.split(" "):
                await send("response.output_audio_transcript.delta", **at, delta=word + " ")
            seconds = reply.audio_s if reply.audio_s is not None else max(0.2, 0.06 * len(reply.say))
            pcm = tone(seconds)
            step = 2 * int(RATE * AUDIO_CHUNK_S)
            for start in range(0, len(pcm), step):
                delta = base64.b64encode(pcm[start : start + step]).decode()
                await send("response.output_audio.delta", **at, delta=delta)
            conn.spoke = True
            await send("response.output_audio.done", **at)
            await send("response.output_audio_transcript.done", **at, transcript=reply.say)
            message = {
                "id": item_id,
                "type": "message",
                "role": "assistant",
                "content": [{"type": "output_audio", "transcript": reply.say}],
            }
            await send("response.output_item.done", **base, output_index=len(output), item=message)
            output.append(message)
        for name, arguments in reply.calls:
            item_id, call_id = self._id("item"), self._id("call")
            text = json.dumps(arguments)
            at = {**base, "item_id": item_id, "output_index": len(output)}
            await send("response.output_item.added", **base, output_index=len(output), item={"id": item_id})
            await send("response.function_call_arguments.delta", **at, call_id=call_id, delta=text)
            await send(
                "response.function_call_arguments.done", **at, call_id=call_id, name=name, arguments=text
            )
            call = {
                "id": item_id,
                "type": "function_call",
                "call_id": call_id,
                "name": name,
                "arguments": text,
            }
            await send("response.output_item.done", **base, output_index=len(output), item=call)
            output.append(call)
        await send("response.done", response={"id": response_id, "status": "completed", "output": output})


class _Sender:
    def __init__(self, ws: ServerConnection, ids: Any) -> None:
        self.ws = ws
        self.ids = ids

    async def __call__(self, kind: str, **fields: Any) -> None:
        await self.ws.send(json.dumps({"type": kind, "event_id": self.ids("event"), **fields}))


def _merge(into: dict[str, Any], update: dict[str, Any]) -> None:
    for key, value in update.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict):
            _merge(into[key], value)
        else:
            into[key] = value


@contextmanager
def serve_in_thread(fake: FakeRealtimeServer) -> Iterator[str]:
    """Run ``fake`` on its own event loop in a thread (for a client that runs its own ``asyncio.run``, such
    as the CLI); yields its URL."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    asyncio.run_coroutine_threadsafe(fake.start(), loop).result(timeout=30)
    try:
        yield fake.url
    finally:
        asyncio.run_coroutine_threadsafe(fake.close(), loop).result(timeout=30)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=30)
        loop.close()


def load_replies(path: Path) -> list[Reply]:
    """A script file: a JSON list of ``{"say", "calls": [{"name", "arguments"}], "heard", "error"}``."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise ValueError(f"{path}: a script is a JSON list of replies")
    return [Reply.from_json(item) for item in data]


async def _serve(args: argparse.Namespace) -> None:
    replies = load_replies(args.script) if args.script else []
    fake = FakeRealtimeServer(
        replies, key=args.key, reject_status=args.reject_status, host=args.host, port=args.port
    )
    async with fake:
        print(fake.url, flush=True)
        await asyncio.Event().wait()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="A fake OpenAI Realtime server on loopback (tests).")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--script", type=Path, help="JSON list of replies (see the module docstring)")
    parser.add_argument("--key", help="the only key accepted (default: any)")
    parser.add_argument("--reject-status", type=int, help="refuse a wrong key at the handshake (e.g. 401)")
    args = parser.parse_args(argv)
    try:
        asyncio.run(_serve(args))
    except KeyboardInterrupt:
        sys.exit(0)


if __name__ == "__main__":
    main()
