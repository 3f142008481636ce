"""Seed 000's speech-to-speech path: an OpenAI Realtime session voices the story, code owns the state.

The session carries the director's instructions, the current turn state and the tools of this turn;
every tool call is re-validated by the same dispatch as the text director, and only legal moves change
the state. A Realtime session's voice cannot change once it has produced audio, so when a move hands the
story to a speaker with another voice, a *new* session is opened — started as soon as the move is
applied, while the old voice finishes — with the handoff summary and the new turn state in its
instructions, and asked to speak the scripted line. Uses the official ``openai`` SDK's realtime client.
"""

from __future__ import annotations

import asyncio
import base64
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from taleweaver.director.bridge import Handoff, StoryBridge
from taleweaver.director.dispatch import ToolOutcome, dispatch
from taleweaver.director.prompt import turn_state
from taleweaver.director.tools import build_tools
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.models.port import ChatModel, ToolCall
from taleweaver.voice.audio import AudioChunk

REALTIME_RATE = 24000  # pcm16 mono
MAX_ROUNDS = 4
AUDIO_DELTAS = ("response.output_audio.delta", "response.audio.delta")
TEXT_DELTAS = ("response.output_audio_transcript.delta", "response.output_text.delta", "response.text.delta")


@dataclass
class OpenedSession:
    """What a session was opened with (kept for the audit and the tests)."""

    voice: str
    instructions: str
    tools: list[str]


@dataclass
class RealtimeTurn:
    said: list[str] = field(default_factory=list)
    outcomes: list[ToolOutcome] = field(default_factory=list)
    handoffs: list[Handoff] = field(default_factory=list)
    audio_s: float = 0.0


class RealtimeStory:
    def __init__(
        self,
        engine: StoryEngine,
        client: Any,
        state: StoryState,
        *,
        model: str = "gpt-realtime",
        summarizer: ChatModel | None = None,
        on_audio: Callable[[AudioChunk], None] | None = None,
    ) -> None:
        self.engine = engine
        self.client = client
        self.state = state
        self.model = model
        self.bridge = StoryBridge(engine, summarizer)
        self.on_audio = on_audio
        self.sessions: list[OpenedSession] = []
        self._manager: Any = None
        self._connection: Any = None

    # -- sessions ------------------------------------------------------------------------------------
    def _voice(self) -> str:
        return self.engine.current_character(self.state)[1].voice

    async def _connect(self, instructions: str) -> tuple[Any, Any]:
        tools = build_tools(self.engine, self.state)
        manager = self.client.realtime.connect(model=self.model)
        connection = await manager.__aenter__()
        voice = self._voice()
        await connection.session.update(
            session={
                "type": "realtime",
                "instructions": instructions,
                "output_modalities": ["audio"],
                "audio": {"output": {"voice": voice, "format": {"type": "audio/pcm", "rate": REALTIME_RATE}}},
                "tools": [
                    {
                        "type": "function",
                        "name": t.name,
                        "description": t.description,
                        "parameters": t.parameters,
                    }
                    for t in tools
                ],
                "tool_choice": "auto",
            }
        )
        self.sessions.append(OpenedSession(voice, instructions, [t.name for t in tools]))
        return manager, connection

    async def open(self) -> None:
        """Open the first session: the director's instructions and the current turn state."""
        self.bridge.sync(self.state)
        instructions = f"{self.bridge.instructions(self.state)}\n\n{turn_state(self.engine, self.state)}"
        self._manager, self._connection = await self._connect(instructions)

    async def close(self) -> None:
        if self._manager is not None:
            await self._manager.__aexit__(None, None, None)
        self._manager = self._connection = None

    # -- turns ---------------------------------------------------------------------------------------
    async def say(self, text: str) -> RealtimeTurn:
        """The player's words (a transcript, or typed): the session answers, calls tools, maybe hands off."""
        if self._connection is None:
            await self.open()
        turn = RealtimeTurn()
        await self._connection.conversation.item.create(
            item={"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]}
        )
        await self._respond(turn)
        return turn

    async def _respond(self, turn: RealtimeTurn) -> None:
        next_session: asyncio.Task[tuple[Any, Any]] | None = None
        for _ in range(MAX_ROUNDS):
            await self._connection.response.create()
            calls, said = await self._collect(turn)
            if said:
                turn.said.append(said)
            if not calls:
                break
            for call in calls:
                handoff = await self._apply(call, turn)
                if handoff is not None and next_session is None:
                    # Opened now, while the old voice may still be speaking: the swap is not heard.
                    next_session = asyncio.create_task(self._connect(handoff.session_instructions))
            if next_session is not None:
                break
        if next_session is not None:
            await self.close()
            self._manager, self._connection = await next_session
            await self._connection.response.create()  # the new voice speaks its scripted line
            _calls, said = await self._collect(turn)
            if said:
                turn.said.append(said)

    async def _apply(self, call: ToolCall, turn: RealtimeTurn) -> Handoff | None:
        outcome = dispatch(self.engine, self.state, call)
        turn.outcomes.append(outcome)
        await self._connection.conversation.item.create(
            item={"type": "function_call_output", "call_id": call.id, "output": outcome.result}
        )
        if outcome.transition is None:
            return None
        self.state = outcome.transition.state
        handoff = await self.bridge.after(outcome.transition)
        if handoff is not None:
            turn.handoffs.append(handoff)
        return handoff

    async def _collect(self, turn: RealtimeTurn) -> tuple[list[ToolCall], str]:
        calls: list[ToolCall] = []
        text: list[str] = []
        async for event in self._connection:
            kind = getattr(event, "type", "")
            if kind in AUDIO_DELTAS:
                pcm = np.frombuffer(base64.b64decode(event.delta), dtype="<i2").astype(np.float32) / 32768.0
                chunk = AudioChunk(pcm, REALTIME_RATE)
                turn.audio_s += chunk.duration_s
                if self.on_audio is not None:
                    self.on_audio(chunk)
            elif kind in TEXT_DELTAS:
                text.append(str(event.delta))
            elif kind == "response.function_call_arguments.done":
                calls.append(
                    ToolCall(id=str(event.call_id), name=str(event.name), arguments=str(event.arguments))
                )
            elif kind == "error":
                raise RealtimeError(json.dumps(getattr(event, "error", {}), default=str))
            elif kind == "response.done":
                break
        return calls, "".join(text).strip()


class RealtimeError(Exception):
    """The Realtime server reported an error."""
