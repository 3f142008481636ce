"""``/realtime``: the browser's microphone to an OpenAI Realtime session, its voice back (docs/realtime.md).

One WebSocket per player. The first text frame is ``start`` (story, resume token, models, voice, maybe a
key the player typed); then binary frames are microphone audio (PCM16 LE mono 24 kHz) and text frames
``mute`` and ``stop``. The server answers ``status``, ``turn`` (the ``/play/turn`` row and its sealed
token, after every tool call), ``transcript`` and binary audio; any failure is one ``error`` frame with
its code, then a close. The key stays here: it is used for this connection only, never stored, logged or
echoed. A dropped socket resumes from the last ``turn`` frame's token (the same signer as ``/play/*``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Annotated, Any, Literal
from urllib.parse import urlsplit

import numpy as np
from fastapi import APIRouter, WebSocket
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError
from starlette.websockets import WebSocketDisconnect, WebSocketState

from taleweaver.apps.http_play.refusal import PlayRefused
from taleweaver.apps.http_play.service import PlayService
from taleweaver.apps.realtime import (
    CAPTIONS,
    DEFAULT_MODEL,
    REALTIME_RATE,
    RealtimeError,
    RealtimeStory,
    Status,
    realtime_client,
)
from taleweaver.body.story import StoryMotion
from taleweaver.models.http_client import close_all
from taleweaver.models.port import ChatModel, ModelConfigError
from taleweaver.models.spec import choose_model
from taleweaver.player.options import current_options
from taleweaver.player.output import TurnOutput
from taleweaver.server.play_routes import MAX_TOKEN, TOKEN_PATTERN
from taleweaver.server.robot_routes import story_motion
from taleweaver.server.services import Services

log = logging.getLogger(__name__)
router = APIRouter()

MAX_AUDIO_FRAME = 64 * 1024
"""Largest microphone frame (about 1.3 s of PCM16 mono 24 kHz; pages send 20–100 ms)."""
MAX_TEXT_FRAME = MAX_TOKEN + 4096
"""Largest text frame: a ``start`` with a resume token and a key."""
START_TIMEOUT_S = 10.0
"""Time a client has to send ``start`` after connecting."""
NAME = r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$"
VOICE = r"^[a-z][a-z0-9_-]{0,39}$"
CLOSE_POLICY = 1008
CLOSE_TOO_BIG = 1009


class StartFrame(BaseModel):
    model_config = ConfigDict(extra="ignore")

    type: Literal["start"]
    story_id: str | None = Field(default=None, min_length=1, max_length=200)
    token: str | None = Field(default=None, min_length=1, max_length=MAX_TOKEN, pattern=TOKEN_PATTERN)
    model: str | None = Field(default=None, pattern=NAME)
    summary_model: str | None = Field(default=None, pattern=NAME)
    voice: str | None = Field(default=None, pattern=VOICE)
    key: str | None = Field(default=None, min_length=1, max_length=512, repr=False)
    robot: str | None = Field(default=None, min_length=1, max_length=300)


class MuteFrame(BaseModel):
    model_config = ConfigDict(extra="ignore")
    type: Literal["mute"]
    muted: bool


class StopFrame(BaseModel):
    model_config = ConfigDict(extra="ignore")
    type: Literal["stop"]


_CONTROL: TypeAdapter[MuteFrame | StopFrame] = TypeAdapter(
    Annotated[MuteFrame | StopFrame, Field(discriminator="type")]
)


class Refusal(Exception):
    """A frame the server refuses: the ``error`` frame's code and message (and the close code)."""

    def __init__(self, code: str, message: str, close: int = CLOSE_POLICY) -> None:
        super().__init__(message)
        self.code, self.message, self.close = code, message, close


def _problems(exc: ValidationError) -> str:
    """What was wrong, by field, without the values (a key must never be echoed)."""
    return "; ".join(
        f"{'.'.join(str(p) for p in e['loc']) or 'frame'}: {e['msg']}"
        for e in exc.errors(include_url=False, include_input=False)
    )


def origin_allowed(ws: WebSocket, allowed: tuple[str, ...]) -> bool:
    """Same origin, a ``TALEWEAVER_CORS`` origin, or no ``Origin`` at all (not a browser)."""
    origin = ws.headers.get("origin")
    if origin is None:
        return True
    if origin in allowed:
        return True
    return urlsplit(origin).netloc.lower() == ws.headers.get("host", "").lower()


@router.websocket("/realtime")
async def realtime(ws: WebSocket) -> None:
    services: Services = ws.app.state.services
    if not origin_allowed(ws, services.config.cors_origins):
        await ws.close(code=CLOSE_POLICY)  # before accepting: the handshake is refused with 403
        return
    await ws.accept()
    await Relay(ws, services).run()


class Relay:
    """One player's connection: the ``RealtimeStory``'s listener, and the pump of the client's frames."""

    def __init__(self, ws: WebSocket, services: Services) -> None:
        self.ws = ws
        self.services = services
        self.play: PlayService = services.play
        self.story: RealtimeStory | None = None
        self._lock = asyncio.Lock()
        self._gone = False
        self._summarizer: ChatModel | None = None
        self.motion: StoryMotion | None = None

    # -- the listener (RealtimeListener) -----------------------------------------------------------
    async def status(self, state: Status) -> None:
        if self.motion is not None and self.story is not None:
            if state == "speaking":
                self.motion.line(self.story.speaker())
            elif state == "listening":
                self.motion.listen()
        await self._send_json({"type": "status", "state": state, "caption": CAPTIONS[state]})

    async def audio(self, pcm: bytes) -> None:
        if self.motion is not None:  # the robot wobbles with the voice as the page receives it
            self.motion.played(np.frombuffer(pcm, dtype="<i2").astype(np.float32) / 32768.0, REALTIME_RATE)
        await self._send({"type": "websocket.send", "bytes": pcm})

    async def transcript(self, speaker: str, text: str, final: bool) -> None:
        await self._send_json({"type": "transcript", "speaker": speaker, "text": text, "final": final})

    async def turn(self, out: TurnOutput) -> None:
        if self.motion is not None:
            story_id = out.state.story_id if out.state.mode == "story" else None
            self.motion.set_story(self.play.catalog.story(story_id) if story_id else None)
            self.motion.events(out.events)
        row = self.play.row(out)  # sealed the moment the move is applied: a dropped socket resumes here
        await self._send_json({"type": "turn", "row": row.to_json(), "token": row.session})

    async def barge_in(self) -> None:
        if self.motion is not None:  # the page stops its playback on the status that follows (listening)
            self.motion.loop.stop_speech()

    async def _send_json(self, frame: dict[str, Any]) -> None:
        await self._send({"type": "websocket.send", "text": json.dumps(frame)})

    async def _send(self, message: dict[str, Any]) -> None:
        if self._gone:
            return
        async with self._lock:
            try:
                await self.ws.send(message)
            except (WebSocketDisconnect, RuntimeError, OSError):
                self._gone = True  # the player went away: the story is closed by run()

    # -- the connection ----------------------------------------------------------------------------
    async def run(self) -> None:
        try:
            start = await self._start()
            story, opening, resumed = self._prepare(start)
            self.story = story
            if start.robot is not None:
                self.motion, frame = await story_motion(self.services.robots, start.robot)
                await self._send_json(frame)
            await story.open()
            await self.turn(opening)
            if not resumed:
                await story.speak()  # the narrator greets / the character speaks its first line
            await self._pump(story)
            await story.close()
            await self._close(1000)
        except Refusal as refused:
            await self._error(refused.code, refused.message, refused.close)
        except RealtimeError as failed:
            await self._error(failed.code, failed.message)
        except PlayRefused as refused:  # a resume token refused, as the HTTP routes refuse it
            await self._error(refused.code, refused.message)
        except WebSocketDisconnect:
            pass
        except Exception as exc:  # a fault of the relay itself: said once, logged without the frames
            log.exception("/realtime relay failed")
            await self._error(
                "realtime_unreachable", f"the Realtime relay failed ({type(exc).__name__}); try again"
            )
        finally:
            if self.story is not None:
                await self.story.close()
            if self._summarizer is not None:
                await close_all([self._summarizer])
            await self._close(1000)

    async def _start(self) -> StartFrame:
        try:
            message = await asyncio.wait_for(self.ws.receive(), START_TIMEOUT_S)
        except TimeoutError:
            raise Refusal(
                "realtime_bad_request", f"send a start frame within {START_TIMEOUT_S:g} s"
            ) from None
        text = self._text(message)
        if text is None:
            raise Refusal("realtime_bad_request", "the first frame must be the start frame (JSON text)")
        try:
            return StartFrame.model_validate_json(text)
        except ValidationError as exc:
            raise Refusal("realtime_bad_request", f"bad start frame: {_problems(exc)}") from None

    def _text(self, message: Any) -> str | None:
        """A text frame's text (size-checked); ``None`` for audio; raises on a disconnect or a huge frame."""
        if message["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(message.get("code", 1000))
        text, data = message.get("text"), message.get("bytes")
        if text is not None:
            if len(text) > MAX_TEXT_FRAME:
                raise Refusal(
                    "realtime_bad_request", f"a text frame is at most {MAX_TEXT_FRAME} bytes", CLOSE_TOO_BIG
                )
            return str(text)
        if data is not None and len(data) > MAX_AUDIO_FRAME:
            raise Refusal(
                "realtime_bad_request", f"an audio frame is at most {MAX_AUDIO_FRAME} bytes", CLOSE_TOO_BIG
            )
        return None

    def _prepare(self, start: StartFrame) -> tuple[RealtimeStory, TurnOutput, bool]:
        """The story to voice (new, or resumed from the token) and its opening row; refusals raise."""
        config = self.services.config
        key = start.key or config.api_key
        client = realtime_client(key, config.realtime_url)  # realtime_key_missing without one
        engine = self.play.catalog.engine
        resumed = start.token is not None
        if start.token is not None:
            state = self.play.open(start.token)
            opening = TurnOutput(None, state)
        else:
            opening = self._opening(start.story_id)
            state = opening.state
        opening.options = current_options(engine, opening.state)
        self._summarizer = self._summary_model(start.summary_model, key)
        story = RealtimeStory(
            engine,
            client,
            state,
            model=start.model or config.realtime_model or DEFAULT_MODEL,
            summarizer=self._summarizer,
            listener=self,
            narrator_voice=start.voice,
            url=config.realtime_url or "",
        )
        return story, opening, resumed

    def _opening(self, story_id: str | None) -> TurnOutput:
        engine = self.play.catalog.engine
        if story_id is not None and story_id in self.play.catalog.ink:
            raise Refusal(
                "realtime_bad_request", f"{story_id!r} is an ink story: play it on the library page"
            )
        if story_id is not None and self.play.catalog.story(story_id) is None:
            known = ", ".join(sorted(self.play.catalog.library.stories)) or "none"
            raise Refusal("realtime_bad_request", f"no story {story_id!r}; stories: {known}")
        session = self.play.session(engine.initial_state())
        out = session.opening(story_id)
        out.lines = []  # the model speaks: the row carries what it says, as it says it
        return out

    def _summary_model(self, name: str | None, key: str | None) -> ChatModel | None:
        """The page's summary model (an OpenAI model name, with the session's key), else the server's."""
        config = self.services.config
        spec = f"openai:{name}" if name else config.summary_model
        if spec is None:
            return None
        try:
            return choose_model(spec, settings=config.model_settings(), api_key=key, retries=0).model
        except ModelConfigError as exc:
            log.warning(
                "no summary model for /realtime (%s); summaries come from the story log", type(exc).__name__
            )
            return None

    async def _pump(self, story: RealtimeStory) -> None:
        """Relay the client's frames until it stops or leaves, or the story fails."""
        frames = asyncio.create_task(self._frames(story))
        ended = asyncio.create_task(story.finished())
        try:
            done, _ = await asyncio.wait({frames, ended}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (frames, ended):
                if not task.done():
                    task.cancel()
        for task in done:
            error = task.exception()
            if error is not None:
                raise error

    async def _frames(self, story: RealtimeStory) -> None:
        while True:
            message = await self.ws.receive()
            text = self._text(message)
            if text is None:
                await story.send_audio(bytes(message.get("bytes") or b""))
                continue
            try:
                frame = _CONTROL.validate_json(text)
            except ValidationError as exc:
                raise Refusal("realtime_bad_request", f"bad frame: {_problems(exc)}") from None
            if isinstance(frame, StopFrame):
                return  # run() says "ended" and closes
            story.mute(frame.muted)

    async def _error(self, code: str, message: str, close: int = CLOSE_POLICY) -> None:
        await self._send_json({"type": "error", "code": code, "message": message})
        await self._close(close)

    async def _close(self, code: int) -> None:
        if self._gone or self.ws.application_state != WebSocketState.CONNECTED:
            return
        with contextlib.suppress(RuntimeError, OSError):
            await self.ws.close(code=code)
        self._gone = True
