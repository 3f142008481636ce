"""Seed 000's speech-to-speech path: an OpenAI Realtime session voices the story, code owns the state.

A session carries the director's instructions, the current turn state and the tools of this turn. The
player's microphone audio streams in (``input_audio_buffer.append``; the API's voice activity detection ends
each utterance and asks for a reply), or a line is typed (:meth:`RealtimeStory.say`). Every tool call is
re-validated by the same dispatch as the text director the moment its arguments are complete; only legal
moves change the state, and after **every** applied move the live session gets ``session.update`` with the
new instructions, turn state and tools. A Realtime session's voice cannot change once it has spoken, so a
move that hands the story to a speaker with another voice opens a *new* session at once — while the old
voice finishes its reply — with the handoff summary and the new turn state, and the new voice speaks the
scripted line. Uses the official ``openai`` SDK's realtime client (``client.realtime.connect``).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import logging
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from taleweaver.apps.realtime.errors import RealtimeError, from_connect, from_event, is_key_error
from taleweaver.apps.realtime.listener import PLAYER, QuietListener, RealtimeListener, Status
from taleweaver.content.models import NARRATOR_ID
from taleweaver.director.bridge import Handoff, StoryBridge
from taleweaver.director.dispatch import ToolOutcome, dispatch
from taleweaver.director.prompt import turn_state
from taleweaver.director.tools import build_tools
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.models.port import ChatModel, ToolCall
from taleweaver.player.options import current_options
from taleweaver.player.output import Line, TurnOutput
from taleweaver.turn import PlayerEvent, chosen_event, from_engine

log = logging.getLogger(__name__)
WIRE_LOG = logging.getLogger("taleweaver.realtime.wire")
"""The Realtime connection's own logger, kept at INFO: at DEBUG ``websockets`` logs the handshake's
headers, the key among them, so it never logs at DEBUG whatever the root level."""
WIRE_LOG.setLevel(logging.INFO)

REALTIME_RATE = 24000  # pcm16 mono
DEFAULT_MODEL = "gpt-realtime"
TRANSCRIBE_MODEL = "gpt-4o-mini-transcribe"
MAX_ROUNDS = 4
"""Tool-call replies in a row before the session stops asking the model to go on (a loop guard)."""
CONNECT_TIMEOUT_S = 10.0
MAX_HELD_AUDIO_BYTES = 2 * REALTIME_RATE * 10
"""Microphone audio kept while the voice changes (10 s), sent to the new session once it is open."""
AUDIO_DELTAS = ("response.output_audio.delta", "response.audio.delta")
TEXT_DELTAS = ("response.output_audio_transcript.delta", "response.output_text.delta", "response.text.delta")
_STORY_MOVES = ("select_story", "exit_story")
_CHOSEN = {"advance_storyline": "action", "navigate_scene": "scene", "perform_scene_action": "scene_action"}
"""The ``chosen`` event an applied move adds to its row (as a model's move over ``/play/turn`` does)."""


@dataclass
class OpenedSession:
    """What a session was opened with (kept for the audit and the tests)."""

    voice: str
    instructions: str
    tools: list[str]


@dataclass
class RealtimeTurn:
    """What one typed line (:meth:`RealtimeStory.say`) led to."""

    said: list[str] = field(default_factory=list)
    outcomes: list[ToolOutcome] = field(default_factory=list)
    handoffs: list[Handoff] = field(default_factory=list)
    audio_s: float = 0.0


@dataclass
class _Live:
    """One open Realtime connection and the voice it speaks in."""

    manager: Any
    connection: Any
    voice: str
    reader: asyncio.Task[None] | None = None


class RealtimeStory:
    """A story voiced by Realtime sessions. ``client`` is an ``openai.AsyncOpenAI`` (its
    ``realtime.connect``); ``listener`` gets status, audio, words and turn rows (the front end's port)."""

    def __init__(
        self,
        engine: StoryEngine,
        client: Any,
        state: StoryState,
        *,
        model: str = DEFAULT_MODEL,
        summarizer: ChatModel | None = None,
        listener: RealtimeListener | None = None,
        server_vad: bool = True,
        narrator_voice: str | None = None,
        embodied: bool = False,
        max_rounds: int = MAX_ROUNDS,
        connect_timeout_s: float = CONNECT_TIMEOUT_S,
        url: str = "",
    ) -> None:
        self.engine = engine
        self.client = client
        self.state = state
        self.model = model
        self.bridge = StoryBridge(engine, summarizer)
        self.listener: RealtimeListener = listener or QuietListener()
        self.server_vad = server_vad
        """The API ends each utterance (streamed microphone); off: the caller commits whole utterances."""
        self.narrator_voice = narrator_voice
        """The narrator's voice at the menu (the page's "default narrator voice"); ``None``: the content's."""
        self.embodied = embodied
        self.max_rounds = max_rounds
        self.connect_timeout_s = connect_timeout_s
        self.url = url or str(getattr(client, "websocket_base_url", "") or "the Realtime API")
        self.sessions: list[OpenedSession] = []
        self.updates = 0
        """``session.update`` events sent after a move (not counting the ones that open a session)."""
        self.errors: list[str] = []
        """Requests the API refused (non-fatal), as their messages."""
        self.heard = ""
        """The player's last transcribed words (the ``input`` of the turn rows that follow)."""
        self._live: _Live | None = None
        self._next: asyncio.Task[_Live] | None = None
        self._next_status: Status = "changing_voice"
        self._held: deque[bytes] = deque()
        self._held_bytes = 0
        self._said: list[str] = []
        self._speaking = False
        self._rounds = 0
        self._applied = False
        self._called = False
        self._responding = False
        self._idle = asyncio.Event()
        self._idle.set()
        self._ended = asyncio.Event()
        self._failure: RealtimeError | None = None
        self._turn: RealtimeTurn | None = None
        self._muted = False

    # -- the voice of now ------------------------------------------------------------------------------
    def speaker(self) -> str:
        return self.state.speaker if self.state.mode == "story" else NARRATOR_ID

    def voice(self) -> str:
        if self.state.mode == "menu" and self.narrator_voice:
            return self.narrator_voice
        return self.engine.current_character(self.state)[1].voice

    def instructions(self) -> str:
        """The director's instructions and the turn state (what ``session.update`` carries)."""
        return f"{self.bridge.instructions(self.state)}\n\n{turn_state(self.engine, self.state)}"

    def _tools(self) -> list[dict[str, Any]]:
        return [
            {"type": "function", "name": t.name, "description": t.description, "parameters": t.parameters}
            for t in build_tools(self.engine, self.state, embodied=self.embodied)
        ]

    # -- sessions --------------------------------------------------------------------------------------
    async def _connect(self, instructions: str, voice: str) -> _Live:
        """Open a session and configure it; the key is checked here (the API's first event)."""
        manager = self.client.realtime.connect(
            model=self.model, websocket_connection_options={"logger": WIRE_LOG}
        )
        try:
            connection = await asyncio.wait_for(manager.__aenter__(), self.connect_timeout_s)
        except Exception as exc:
            raise from_connect(exc, self.url) from None
        live = _Live(manager, connection, voice)
        try:
            first = await asyncio.wait_for(connection.recv(), self.connect_timeout_s)
            if getattr(first, "type", "") == "error":
                raise from_event(getattr(first, "error", {}))
            tools = self._tools()
            audio_in: dict[str, Any] = {
                "format": {"type": "audio/pcm", "rate": REALTIME_RATE},
                "transcription": {"model": TRANSCRIBE_MODEL},
                "turn_detection": {"type": "server_vad", "create_response": True, "interrupt_response": True}
                if self.server_vad
                else None,
            }
            await connection.session.update(
                session={
                    "type": "realtime",
                    "instructions": instructions,
                    "output_modalities": ["audio"],
                    "audio": {
                        "input": audio_in,
                        "output": {"voice": voice, "format": {"type": "audio/pcm", "rate": REALTIME_RATE}},
                    },
                    "tools": tools,
                    "tool_choice": "auto",
                }
            )
        except RealtimeError:
            await _quietly_close(live)
            raise
        except Exception as exc:
            await _quietly_close(live)
            raise from_connect(exc, self.url) from None
        self.sessions.append(OpenedSession(voice, instructions, [t["name"] for t in tools]))
        return live

    async def open(self) -> None:
        """Open the first session: the director's instructions and the current turn state."""
        await self.listener.status("connecting")
        self.bridge.sync(self.state)
        self._live = await self._connect(self.instructions(), self.voice())
        self._start_reading(self._live)
        await self.listener.status("listening")

    def _start_reading(self, live: _Live) -> None:
        live.reader = asyncio.create_task(self._read(live))

    async def close(self) -> None:
        """Close every session (a voice opened ahead of time too); ``status ended``."""
        already = self._ended.is_set()
        self._ended.set()
        self._idle.set()
        live, self._live = self._live, None
        if self._next is not None:
            self._next.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await _quietly_close(await self._next)
            self._next = None
        if live is not None:
            if live.reader is not None and live.reader is not asyncio.current_task():
                live.reader.cancel()
            await _quietly_close(live)
        if not already:
            await self.listener.status("ended")

    async def finished(self) -> None:
        """Wait until the story ends (:meth:`close`) or fails; raises the :class:`RealtimeError`."""
        await self._ended.wait()
        if self._failure is not None:
            raise self._failure

    @property
    def failure(self) -> RealtimeError | None:
        return self._failure

    # -- input -----------------------------------------------------------------------------------------
    def mute(self, muted: bool) -> None:
        """While muted, microphone audio is dropped."""
        self._muted = muted

    async def send_audio(self, pcm: bytes) -> None:
        """Microphone audio (PCM16 LE mono 24 kHz); held while the voice changes, then sent on."""
        if self._muted or not pcm or self._ended.is_set():
            return
        if self._next is not None or self._live is None:
            self._hold(pcm)
            return
        try:
            await self._live.connection.input_audio_buffer.append(audio=base64.b64encode(pcm).decode())
        except Exception as exc:  # the connection went away under the microphone
            raise self._failure or from_connect(exc, self.url) from None

    def _hold(self, pcm: bytes) -> None:
        self._held.append(pcm)
        self._held_bytes += len(pcm)
        while self._held_bytes > MAX_HELD_AUDIO_BYTES:
            self._held_bytes -= len(self._held.popleft())

    async def commit(self) -> None:
        """End an utterance the caller endpointed itself (``server_vad=False``) and ask for a reply."""
        live = self._require()
        self._new_input()
        await live.connection.input_audio_buffer.commit()
        await self._respond(live)

    async def say(self, text: str) -> RealtimeTurn:
        """The player's words typed (or transcribed elsewhere): the session answers, calls tools, maybe
        hands off; returns when the reply (and a new voice's scripted line) is done."""
        if self._live is None:
            await self.open()
        live = self._require()
        self._new_input()
        self.heard = text
        turn = self._turn = RealtimeTurn()
        await live.connection.conversation.item.create(
            item={"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]}
        )
        await self._respond(live)
        await self.wait_idle()
        self._turn = None
        return turn

    async def speak(self) -> None:
        """Ask the current voice to speak now (the narrator's greeting, a story's first line)."""
        live = self._require()
        self._new_input()
        await self._respond(live)

    async def wait_idle(self) -> None:
        """Wait until no reply is being made (raises the failure, if the story failed)."""
        await self._idle.wait()
        if self._failure is not None:
            raise self._failure

    def _require(self) -> _Live:
        if self._failure is not None:
            raise self._failure
        if self._live is None:
            raise RuntimeError("open() the story first")
        return self._live

    def _new_input(self) -> None:
        self._rounds = 0

    async def _respond(self, live: _Live) -> None:
        self._idle.clear()
        await live.connection.response.create()

    # -- events ----------------------------------------------------------------------------------------
    async def _read(self, live: _Live) -> None:
        try:
            async for event in live.connection:
                if self._live is not live:
                    return  # a voice handed off: this session is done
                await self._on(live, event)
        except asyncio.CancelledError:
            raise
        except RealtimeError as exc:
            await self._fail(exc)
            return
        except Exception as exc:
            if self._live is live and not self._ended.is_set():
                await self._fail(from_connect(exc, self.url))
            return
        if self._live is live and not self._ended.is_set():
            await self._fail(RealtimeError("realtime_unreachable", "the Realtime API closed the connection"))

    async def _fail(self, error: RealtimeError) -> None:
        if self._failure is None:
            self._failure = error
        await self.close()

    async def _on(self, live: _Live, event: Any) -> None:
        kind = getattr(event, "type", "")
        if kind in AUDIO_DELTAS:
            pcm = base64.b64decode(event.delta)
            if not self._speaking:
                self._speaking = True
                await self.listener.status("speaking")
            if self._turn is not None:
                self._turn.audio_s += len(pcm) / 2 / REALTIME_RATE
            await self.listener.audio(pcm)
        elif kind in TEXT_DELTAS:
            self._said.append(str(event.delta))
            await self.listener.transcript(self.speaker(), str(event.delta), False)
        elif kind == "response.function_call_arguments.done":
            call = ToolCall(id=str(event.call_id), name=str(event.name), arguments=str(event.arguments))
            await self._call(live, call)
        elif kind == "response.created":
            self._responding = True
        elif kind == "response.done":
            self._responding = False
            await self._done(live)
        elif kind == "input_audio_buffer.speech_started":
            self._new_input()
            self._idle.clear()
            await self.listener.barge_in()
            await self.listener.status("listening")
        elif kind == "input_audio_buffer.speech_stopped":
            await self.listener.status("thinking")
        elif kind == "conversation.item.input_audio_transcription.completed":
            self.heard = str(getattr(event, "transcript", "") or "").strip()
            if self.heard:
                await self.listener.transcript(PLAYER, self.heard, True)
        elif kind == "error":
            error = getattr(event, "error", {})
            if is_key_error(error):
                raise from_event(error)
            refused = from_event(error)
            self.errors.append(refused.message)
            log.warning("Realtime refused a request: %s", refused.message)
            if not self._responding:
                self._idle.set()

    async def _call(self, live: _Live, call: ToolCall) -> None:
        """Re-validate and apply one call now; tell the model; seal the turn; open a new voice early."""
        before_speaker = self.speaker()
        outcome = dispatch(self.engine, self.state, call, embodied=self.embodied)
        self._called = True
        if self._turn is not None:
            self._turn.outcomes.append(outcome)
        await live.connection.conversation.item.create(
            item={"type": "function_call_output", "call_id": call.id, "output": outcome.result}
        )
        events: list[PlayerEvent] = [outcome.to_event()]
        handoff = None
        if outcome.transition is not None:
            self.state = outcome.transition.state
            self._applied = True
            if (kind := _CHOSEN.get(call.name)) is not None:
                chosen = next((v for v in outcome.args.values() if isinstance(v, str)), "")
                events.append(chosen_event(kind, chosen, "model"))  # type: ignore[arg-type]
            events.extend(from_engine(e) for e in outcome.transition.events)
            handoff = await self.bridge.after(outcome.transition)
            if handoff is not None:
                events.append(handoff.to_event())
                if self._turn is not None:
                    self._turn.handoffs.append(handoff)
        said = " ".join("".join(self._said).split())
        lines = [Line(before_speaker, said)] if said else []
        self._said = []
        if said:
            await self.listener.transcript(before_speaker, said, True)
            if self._turn is not None:
                self._turn.said.append(said)
        out = TurnOutput(self.heard or None, self.state, events, lines)
        out.options = current_options(self.engine, self.state)
        await self.listener.turn(out)
        if self._next is None and (handoff is not None or self.voice() != live.voice):
            instructions = handoff.session_instructions if handoff is not None else self.instructions()
            self._next_status = "loading_story" if call.name in _STORY_MOVES else "changing_voice"
            # Opened now, while the old voice may still be speaking: the swap is not heard.
            self._next = asyncio.create_task(self._connect(instructions, self.voice()))

    async def _done(self, live: _Live) -> None:
        """A reply finished: hand over to a new voice, or update the session and let the model go on."""
        said = " ".join("".join(self._said).split())
        self._said = []
        self._speaking = False
        if said:
            await self.listener.transcript(self.speaker(), said, True)
            if self._turn is not None:
                self._turn.said.append(said)
        if self._next is not None:
            await self._hand_over(live)
            return
        applied, self._applied = self._applied, False
        called, self._called = self._called, False
        if applied:  # every applied move: this turn's instructions, turn state and tools
            await live.connection.session.update(
                session={"type": "realtime", "instructions": self.instructions(), "tools": self._tools()}
            )
            self.updates += 1
        if called:
            self._rounds += 1
            if self._rounds < self.max_rounds:
                await self._respond(live)  # the model speaks what its calls did (or why they were refused)
                return
        self._idle.set()
        await self.listener.status("listening")

    async def _hand_over(self, old: _Live) -> None:
        assert self._next is not None
        await self.listener.status(self._next_status)
        try:
            new = await self._next
        finally:
            self._next = None
        self._applied = self._called = False
        self._live = new
        self._start_reading(new)
        while self._held:
            await new.connection.input_audio_buffer.append(
                audio=base64.b64encode(self._held.popleft()).decode()
            )
        self._held_bytes = 0
        self._responding = False
        if self.sessions[-1].instructions != self.instructions():
            # Another move was applied after the new session was opened: it must not speak a stale line.
            await new.connection.session.update(
                session={"type": "realtime", "instructions": self.instructions(), "tools": self._tools()}
            )
            self.updates += 1
        await self._respond(new)  # the new voice speaks its scripted line
        await _quietly_close(old)


async def _quietly_close(live: _Live) -> None:
    with contextlib.suppress(Exception):
        await live.manager.__aexit__(None, None, None)
