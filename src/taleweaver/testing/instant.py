"""Instant fakes for load and soak runs: NPC prose with tags, and a director that calls legal tools.

Deterministic and as fast as a function call, so a benchmark measures the server, not a model.
"""

from __future__ import annotations

import json
import re

from taleweaver.models.port import ChatRequest, ChatResult, TextSink, ToolCall

_MOVE_LINE = re.compile(r"^- ([a-z_]+(?:\([a-z0-9_]+\))?)\s*$", re.MULTILINE)


def npc_reply(request: ChatRequest) -> str:
    """Instant NPC prose: one move from the offered list, now and then one that was not offered."""
    system = request.messages[0].content if request.messages else ""
    offered = _MOVE_LINE.findall(system)
    seed = sum(map(ord, request.messages[-1].content)) if request.messages else 0
    tags = []
    if offered:
        tags.append(f"[MOVE: {offered[seed % len(offered)]}]")
    if seed % 5 == 0:
        tags.append("[MOVE: give_item(crown_jewels)]")
    if seed % 3 == 0:
        tags.append("[FACT: the harbour bell rings at dusk]")
    return f'"Hm. Maybe." {" ".join(tags)}'.strip()


class InstantDirector:
    """Instant director: calls the first offered tool with the first legal value of each enum."""

    name = "instant-director"

    async def chat(self, request: ChatRequest, *, on_text: TextSink | None = None) -> ChatResult:
        for tool in request.tools:
            properties = tool.parameters.get("properties", {})
            args = {key: spec["enum"][0] for key, spec in properties.items() if spec.get("enum")}
            if args or not properties:
                call = ToolCall(id="call_0", name=tool.name, arguments=json.dumps(args))
                return ChatResult(tool_calls=[call], finish_reason="tool_calls", model=self.name)
        text = "The story goes on."
        if on_text is not None:
            on_text(text)
        return ChatResult(text=text, finish_reason="stop", model=self.name)
