"""A fake model that plays every pipeline agent well: it answers each request with the deterministic
fallback for that agent's input, as JSON, after an optional fixed latency.

Tests script misbehaviour per agent on top of it (``overrides``: replies served first for a role);
the benchmark uses its latency to measure orchestration, not model speed. Accepted answers count
as ``model`` content, exactly as a real model's would.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import BaseModel, ValidationError

from taleweaver.models.port import ChatRequest, ChatResult, TextSink
from taleweaver.pipeline import fallbacks, scene_fallbacks
from taleweaver.pipeline.contracts import Anchor, EmotionalMap, StoryBible
from taleweaver.pipeline.scene_contracts import ChoiceSet, ContinuityReport, ScenePanels
from taleweaver.testing.models import Reply, to_result


def request_input(request: ChatRequest) -> dict[str, Any]:
    """The JSON payload an agent was shown (the first user message, between ``Input:`` and the ask)."""
    text = next(m.content for m in request.messages if m.role == "user")
    body = text.removeprefix("Input:\n").rsplit("\n\nReply with", 1)[0]
    value = json.loads(body)
    if not isinstance(value, dict):
        raise ValueError("the agent input is not a JSON object")
    return value


class EchoModel:
    """Answers every agent with its fallback content; ``overrides`` are served first, per role."""

    def __init__(
        self,
        *,
        latency_s: float = 0.0,
        overrides: Mapping[str, Iterable[Reply]] | None = None,
        name: str = "echo",
    ) -> None:
        self.name = name
        self.latency_s = latency_s
        self._overrides = {role: list(replies) for role, replies in (overrides or {}).items()}
        self.requests: list[ChatRequest] = []
        self.bible: StoryBible | None = None
        self._choices: dict[str, ChoiceSet] = {}

    def calls(self, role: str) -> list[ChatRequest]:
        return [request for request in self.requests if request.role == role]

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        self.requests.append(request)
        if self.latency_s:
            await asyncio.sleep(self.latency_s)
        queue = self._overrides.get(request.role)
        if queue:
            reply = queue.pop(0)
            self._learn(request.role, reply)
            return to_result(reply, self.name)
        value = self._answer(request)
        return to_result(value.model_dump(mode="json"), self.name)

    def _learn(self, role: str, reply: Reply) -> None:
        """Remember a scripted bible that is valid, so later answers agree with it."""
        if role == "story_architect" and isinstance(reply, dict):
            with contextlib.suppress(ValidationError):
                self.bible = StoryBible.model_validate(reply)

    def _answer(self, request: ChatRequest) -> BaseModel:
        payload = request_input(request)
        role = request.role
        if role == "emotional_cartographer":
            return fallbacks.fallback_emotional_map(payload["intake"], payload.get("clarification_answer"))
        if role == "story_architect":
            emotional_map = EmotionalMap.model_validate(payload["emotional_map"])
            self.bible = fallbacks.fallback_bible(payload["intake"], emotional_map)
            self._choices = {}
            return self.bible
        bible = self.bible
        if bible is None:
            raise RuntimeError("EchoModel: scene agents were asked before any story bible")
        anchor_id = Anchor.model_validate(payload["anchor"]).id
        if role == "choice_designer":
            earlier = [cs for cs in self._choices.values() if cs.anchor_id < anchor_id]
            choices = scene_fallbacks.fallback_choices(bible, anchor_id, earlier)
            self._choices[anchor_id] = choices
            return choices
        if role == "scene_director":
            return scene_fallbacks.fallback_panels(bible, anchor_id)
        if role == "visual_motion_director":
            panels = ScenePanels.model_validate(payload["panels"])
            return scene_fallbacks.fallback_visual(bible, anchor_id, len(panels.panels))
        if role == "voice_sound_designer":
            panels = ScenePanels.model_validate(payload["panels"])
            mood = (payload.get("feelings") or ["calm"])[0]
            return scene_fallbacks.fallback_audio(bible, anchor_id, panels, mood)
        if role == "continuity_editor":
            return ContinuityReport(anchor_id=anchor_id, verdict="pass", findings=[])
        raise ValueError(f"EchoModel: no agent named {role!r}")
