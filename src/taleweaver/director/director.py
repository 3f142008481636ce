"""The LLM director: the model voices the story, the engine stays in charge.

One player message is one turn: build the request (stable prompt + history + per-turn state), call
the model, re-validate and apply each tool call, tell the model what happened, repeat up to
``max_rounds``. Speaker handoffs restart the conversation with a summary. If the model fails or says
nothing, the turn is marked ``fallback`` and nothing has changed — the caller speaks the scripted line.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import Any

from taleweaver.content.models import NARRATOR_ID
from taleweaver.director.audit import AuditLog, AuditRound, AuditTurn
from taleweaver.director.bridge import Handoff, StoryBridge
from taleweaver.director.dispatch import ToolOutcome, dispatch
from taleweaver.director.prompt import turn_state
from taleweaver.director.tools import ARGUMENT, BODY_ARGUMENT, build_tools
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState, Transition
from taleweaver.models.port import ChatModel, ChatRequest, ChatResult, Message, ModelError, TextSink
from taleweaver.turn import PlayerEvent, from_engine

MAX_HISTORY = 12
PLAYER_SAYS = "# The player says\n"


@dataclass
class DirectorTurn:
    state: StoryState
    events: list[PlayerEvent] = field(default_factory=list)
    lines: list[tuple[str, str]] = field(default_factory=list)
    """(speaker id, text) the model spoke."""
    outcomes: list[ToolOutcome] = field(default_factory=list)
    handoffs: list[Handoff] = field(default_factory=list)
    fallback: str | None = None


class Director:
    def __init__(
        self,
        engine: StoryEngine,
        model: ChatModel,
        *,
        max_rounds: int = 4,
        audit: AuditLog | None = None,
        summarizer: ChatModel | None = None,
        max_tokens: int | None = 200,
        embodied: bool = False,
    ) -> None:
        if max_rounds < 1:
            raise ValueError(f"max_rounds must be at least 1, got {max_rounds}")
        self.engine = engine
        self.model = model
        self.max_rounds = max_rounds
        self.audit = audit
        self.max_tokens = max_tokens
        self.embodied = embodied
        """A body is attached: offer ``play_emotion`` and ``look`` too."""
        self.bridge = StoryBridge(engine, summarizer if summarizer is not None else model)
        self._turns = 0

    def request(self, state: StoryState, player_text: str, exchange: list[Message]) -> ChatRequest:
        """The request for one round (public so benchmarks can measure prompt size)."""
        return self._round(state, player_text, exchange)[0]

    def _round(
        self, state: StoryState, player_text: str, exchange: list[Message]
    ) -> tuple[ChatRequest, Message, str | None]:
        """The request, its user message, and the turn state that message shows (``None``: unchanged).

        The turn state rides in the user message only when it differs from the one the conversation
        last showed, so between transitions the conversation only grows at its end and a backend's
        prefix cache covers everything before the new player message.
        """
        self.bridge.sync(state)
        conversation = self.bridge.conversation
        now = turn_state(self.engine, state)
        shown = None if now == conversation.shown_state else now
        said = f"{PLAYER_SAYS}{player_text}"
        user = Message(role="user", content=said if shown is None else f"{shown}\n\n{said}")
        history = conversation.history if shown is None else [_without_state(m) for m in conversation.history]
        messages = [
            Message(role="system", content=self.bridge.instructions(state)),
            *history,
            user,
            *exchange,
        ]
        tools = build_tools(self.engine, state, embodied=self.embodied)
        request = ChatRequest(messages=messages, tools=tools, role="director", max_tokens=self.max_tokens)
        return request, user, shown

    async def turn(
        self, state: StoryState, player_text: str, *, on_text: TextSink | None = None
    ) -> DirectorTurn:
        self._turns += 1
        out = DirectorTurn(state=state)
        speaker = _speaker(state)
        audit = AuditTurn(turn=self._turns, input=player_text, speaker=speaker, model=self.model.name)
        exchange: list[Message] = []
        said: list[str] = []  # replies as written: the history repeats them exactly (prefix cache)
        self.bridge.sync(state)
        before = replace(self.bridge.conversation, history=list(self.bridge.conversation.history))
        first: tuple[Message, str | None] | None = None
        for _ in range(self.max_rounds):
            request, user, shown = self._round(out.state, player_text, exchange)
            first = first or (user, shown)
            result = await self._call(request, audit, on_text)
            if result is None:
                out.fallback = "model_error"
                break
            text = " ".join(result.text.split())
            if text:
                out.lines.append((_speaker(out.state), text))
                said.append(result.text.strip())
            if not result.tool_calls:
                break
            exchange.append(Message(role="assistant", content=result.text, tool_calls=result.tool_calls))
            handed_off = await self._apply_calls(out, result, exchange)
            if handed_off:
                exchange = [
                    Message(role="assistant", content=f"(The story moved on. {out.handoffs[-1].summary})")
                ]
                player_text = f"{player_text}\n(Speak your scripted line to the player now.)"
        else:
            out.fallback = out.fallback or ("tool_loop" if not said else None)
        if not said and out.fallback is None:
            out.fallback = "no_speech"
        if out.fallback is not None and first is not None:
            # The caller discards this turn's moves; the conversation must not keep a handed-off voice.
            out.state, self.bridge.conversation = state, before
            user, shown = first
        self._remember(user, shown, said if out.fallback is None else [])
        audit.outcomes = [o.to_event().model_dump(mode="json") for o in out.outcomes]
        audit.handoffs = [e.model_dump(mode="json") for e in out.events if e.type == "handoff"]
        audit.fallback = out.fallback
        if self.audit is not None:
            self.audit.write(audit)
        return out

    async def observe(
        self, before: StoryState, state: StoryState, player_text: str, lines: list[str]
    ) -> Handoff | None:
        """Keep the conversation in step with a turn decided without the model (matcher-first routing).

        The model sees what the player said and what was spoken; a speaker change hands off as usual
        (fresh conversation with a summary) so the next model turn speaks in the right voice.
        """
        self.bridge.sync(before)
        handoff = await self.bridge.after(Transition(state, ()))
        history = self.bridge.conversation.history
        history.append(Message(role="user", content=f"{PLAYER_SAYS}{player_text}"))
        if lines:
            history.append(Message(role="assistant", content=" ".join(lines)))
        return handoff

    async def _call(
        self, request: ChatRequest, audit: AuditTurn, on_text: TextSink | None
    ) -> ChatResult | None:
        started = time.perf_counter()
        record = AuditRound(
            system=request.messages[0].content,
            messages=[m.model_dump(exclude_defaults=True) for m in request.messages[1:]],
            tools=[{"name": t.name, "ids": _enum(t.parameters)} for t in request.tools],
        )
        audit.rounds.append(record)
        try:
            result = await self.model.chat(request, on_text=on_text)
        except ModelError as exc:
            record.error = f"{exc.__class__.__name__}: {exc}"
            record.latency_s = time.perf_counter() - started
            return None
        record.output_text = result.text
        record.tool_calls = [c.model_dump() for c in result.tool_calls]
        record.latency_s = result.latency_s or (time.perf_counter() - started)
        record.prompt_tokens = result.usage.prompt_tokens
        record.completion_tokens = result.usage.completion_tokens
        return result

    async def _apply_calls(self, out: DirectorTurn, result: ChatResult, exchange: list[Message]) -> bool:
        handed_off = False
        for call in result.tool_calls:
            outcome = dispatch(self.engine, out.state, call, embodied=self.embodied)
            out.outcomes.append(outcome)
            out.events.append(outcome.to_event())
            exchange.append(
                Message(role="tool", content=outcome.result, tool_call_id=call.id, name=call.name)
            )
            if outcome.transition is None:
                continue
            out.state = outcome.transition.state
            out.events.extend(from_engine(e) for e in outcome.transition.events)
            handoff = await self.bridge.after(outcome.transition)
            if handoff is not None:
                out.handoffs.append(handoff)
                out.events.append(handoff.to_event())
                handed_off = True
        return handed_off

    def _remember(self, user: Message, shown: str | None, said: list[str]) -> None:
        """Keep the turn as the model saw it; exactly one copy of the turn state stays in the history."""
        conversation = self.bridge.conversation
        history = conversation.history
        if shown is not None:
            history[:] = [_without_state(m) for m in history]
            conversation.shown_state = shown
        history.append(user)
        if said:
            history.append(Message(role="assistant", content=" ".join(said)))
        if len(history) > MAX_HISTORY:
            # Trim in chunks, from a user message on: the cached prefix breaks once every few turns.
            cut = len(history) - MAX_HISTORY // 2
            while cut < len(history) and history[cut].role != "user":
                cut += 1
            del history[:cut]
            if all(m.content.startswith(PLAYER_SAYS) for m in history if m.role == "user"):
                conversation.shown_state = None


def _without_state(message: Message) -> Message:
    if message.role != "user" or message.content.startswith(PLAYER_SAYS):
        return message
    _, found, said = message.content.partition(f"\n\n{PLAYER_SAYS}")
    return Message(role="user", content=f"{PLAYER_SAYS}{said}") if found else message


def _speaker(state: StoryState) -> str:
    return state.speaker if state.mode == "story" else NARRATOR_ID


def _enum(parameters: dict[str, Any]) -> list[str]:
    for arg in (*ARGUMENT.values(), *BODY_ARGUMENT.values()):
        prop = parameters.get("properties", {}).get(arg)
        if prop:
            return list(prop.get("enum", []))
    return []
