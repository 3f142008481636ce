"""``FakeModel`` (model spec ``fake``): an instant, deterministic model that is valid for every role.

- **pipeline agents** get the deterministic content for the stage's typed input (JSON that passes
  every check), see :mod:`taleweaver.testing.pipeline_answers`;
- **the director** calls the offered tool whose legal id shares the most words with what the player
  said (``request_options`` / ``exit_story`` for "options", "help", "quit"…), and after a tool result
  speaks the scripted line the engine gave (or the line it asked for);
- **NPCs** answer in one line that quotes the player and carries a legal ``[MOVE: …]`` tag (an
  offered move whose id the player named, else a friendly ``adjust_disposition(1)``);
- **the narrator** and anything else get one plain line.

It reads the typed input passed along with each request (``ChatRequest.typed_input``), never the
prompt text. ``overrides`` script replies per role ahead of the computed ones, ``latency_s`` makes
each call take that long (benchmarks of orchestration). The latest :data:`KEPT_REQUESTS` requests
are kept in ``requests`` and every one is counted in ``request_count``: a served ``fake`` model
answers for as long as the server runs, so keeping them all would grow its memory without end.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections import deque
from collections.abc import Iterable, Mapping
from typing import Any

from taleweaver.models.port import ChatRequest, ChatResult, Message, TextSink, ToolCall, ToolSpec
from taleweaver.testing.models import Reply, to_result
from taleweaver.testing.pipeline_answers import PIPELINE_INPUTS, PipelineAnswers

FAKE_SPEC = "fake"
KEPT_REQUESTS = 1000
"""How many of the latest requests a :class:`FakeModel` keeps for inspection."""
_WORD = re.compile(r"[a-z0-9]+")
_OPTIONS_WORDS = {"options", "help", "what", "lost", "hint"}
_EXIT_WORDS = {"quit", "exit", "stop", "menu"}
_SCRIPTED = re.compile(r'Scripted line: "(.+?)"(?:\s|$)', re.DOTALL)
_SAY_PREFIXES = ("Narrate this in character:", "Tell the player:")


_STOPWORDS = {"a", "an", "the", "of", "to", "and", "in", "on", "at", "for", "with", "about", "i", "you", "my"}


def _words(text: str) -> set[str]:
    """The meaningful words of ``text`` (ids split at underscores), lower-case."""
    return set(_WORD.findall(text.lower())) - _STOPWORDS


class FakeModel:
    """Answers every role with valid, deterministic content at once (or after ``latency_s``)."""

    def __init__(
        self,
        *,
        latency_s: float = 0.0,
        overrides: Mapping[str, Iterable[Reply]] | None = None,
        name: str = FAKE_SPEC,
    ) -> None:
        self.name = name
        self.latency_s = latency_s
        self._overrides = {role: list(replies) for role, replies in (overrides or {}).items()}
        self.requests: deque[ChatRequest] = deque(maxlen=KEPT_REQUESTS)
        self.request_count = 0
        self.pipeline = PipelineAnswers()

    def calls(self, role: str) -> list[ChatRequest]:
        """The kept requests received from ``role``, in order."""
        return [request for request in self.requests if request.role == role]

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        self.requests.append(request)
        self.request_count += 1
        if self.latency_s:
            await asyncio.sleep(self.latency_s)
        queue = self._overrides.get(request.role)
        if queue:
            reply = queue.pop(0)
            self.pipeline.learn(request.role, reply)
            return to_result(reply, self.name)
        result = to_result(self._answer(request), self.name)
        if on_text is not None and result.text:
            on_text(result.text)
        return result

    def _answer(self, request: ChatRequest) -> Reply:
        typed = request.typed_input
        if isinstance(typed, PIPELINE_INPUTS):
            return self.pipeline.answer(typed).model_dump(mode="json")
        if request.tools and request.tool_choice != "none" and _last(request).role == "user":
            return _director_call(request) or "Nothing changes yet. What do you do?"
        if _last(request).role == "tool":
            return _spoken_line(_last(request).content)
        return _prose(typed)


def _last(request: ChatRequest) -> Message:
    return request.messages[-1] if request.messages else Message(role="user")


def _player_words(request: ChatRequest) -> set[str]:
    text = _last(request).content
    return _words(text.rsplit("# The player says\n", 1)[-1])


def _enum(tool: ToolSpec) -> tuple[str, list[str]] | None:
    for arg, schema in tool.parameters.get("properties", {}).items():
        if isinstance(schema, dict) and isinstance(schema.get("enum"), list):
            return arg, [str(value) for value in schema["enum"]]
    return None


def _director_call(request: ChatRequest) -> ToolCall | None:
    said = _player_words(request)
    offered = {tool.name: tool for tool in request.tools}
    best: tuple[int, str, dict[str, Any]] | None = None
    for tool in request.tools:
        choices = _enum(tool)
        if choices is None:
            continue
        arg, ids = choices
        for value in ids:
            score = len(_words(value) & said)
            if score and (best is None or score > best[0]):
                best = (score, tool.name, {arg: value})
    if best is not None:
        return _call(best[1], best[2])
    if said & _EXIT_WORDS and "exit_story" in offered:
        return _call("exit_story", {})
    if said & _OPTIONS_WORDS and "request_options" in offered:
        return _call("request_options", {})
    return None


def _call(name: str, arguments: dict[str, Any]) -> ToolCall:
    return ToolCall(id=f"call_{name}", name=name, arguments=json.dumps(arguments))


def _spoken_line(tool_result: str) -> str:
    scripted = _SCRIPTED.search(tool_result)
    if scripted:
        return scripted.group(1)
    for prefix in _SAY_PREFIXES:
        if prefix in tool_result:
            return tool_result.split(prefix, 1)[1].strip().split("\n", 1)[0][:400] or "So it is."
    if tool_result.startswith("Cannot do that"):
        return "That cannot be done just now."
    return "So it is."


def _prose(typed: object) -> str:
    from taleweaver.npc.contract import NarrateRequest, SpeakRequest

    if isinstance(typed, SpeakRequest):
        heard = " ".join(typed.utterance.split())[:120]
        line = f"“{heard}”, you say? Let me think on that." if heard else "Well met, traveller."
        asked = _words(typed.utterance)
        scored = [(len(_words(m.split("(", 1)[1]) & asked), m) for m in typed.available_moves if "(" in m]
        best = max(scored, default=(0, ""), key=lambda pair: pair[0])
        if best[0]:
            return f"{line} [MOVE: {best[1]}]"
        if "adjust_disposition" in typed.available_moves:
            return f"{line} [MOVE: adjust_disposition(1)]"
        return line
    if isinstance(typed, NarrateRequest):
        return "The tale moves on, and the world remembers what was done."
    return "So it is."
