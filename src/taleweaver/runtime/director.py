"""The model for a story-runtime session (an ink story): it may pick one of this turn's choices, or answer.

One tool, ``take_choice``, whose ``choice_id`` is an enum of exactly the current choices' ids: the model can
move the story only the way the story allows. A call naming anything else is refused (and reported as a
``tool_call`` event with its reason). A model error is never the player's problem: the session falls back to
the offline matcher and says so with a ``fallback`` event.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from taleweaver.director.audit import AuditLog, AuditRound, AuditTurn
from taleweaver.models.port import ChatModel, ChatRequest, Message, ModelError, ToolSpec
from taleweaver.runtime.port import RuntimeChoice

TOOL = "take_choice"
MAX_RECENT_LINES = 8


@dataclass
class Decision:
    """What the model made of the player's words: a choice to take, or words to say, and the events."""

    choice: RuntimeChoice | None = None
    reply: str = ""
    events: list[dict[str, Any]] = field(default_factory=list)
    failed: str | None = None
    """Why the model could not be used (the session answers offline)."""


def choice_tool(choices: list[RuntimeChoice]) -> ToolSpec:
    return ToolSpec(
        name=TOOL,
        description="Take the choice the player clearly means. Only these choices exist now: "
        + "; ".join(f"{c.id} = {c.label}" for c in choices),
        parameters={
            "type": "object",
            "properties": {"choice_id": {"type": "string", "enum": [c.id for c in choices]}},
            "required": ["choice_id"],
        },
    )


class RuntimeDirector:
    def __init__(self, model: ChatModel, *, title: str = "", audit: AuditLog | None = None) -> None:
        """``audit``: record each model turn (prompt, the tool and its enum, calls, outcomes) as the native
        director does (``taleweaver audit FILE`` reads it)."""
        self.model = model
        self.title = title
        self.audit = audit
        self.recent: list[str] = []
        self._turns = 0

    def heard(self, lines: list[tuple[str, str]]) -> None:
        """The lines just said (kept as the model's short memory of the scene)."""
        self.recent = (self.recent + [f"{s}: {t}" for s, t in lines])[-MAX_RECENT_LINES:]

    async def decide(self, text: str, choices: list[RuntimeChoice]) -> Decision:
        system = (
            f"You voice the interactive story {self.title!r}. The story's script decides what happens; you "
            f"only pick the choice the player means with {TOOL}, or, when the player's words match no "
            "choice, answer in one or two sentences in the story's voice and remind them what they can do."
        )
        prompt = "# What was just said\n" + ("\n".join(self.recent) or "(the story is starting)")
        prompt += "\n# The choices now\n" + "\n".join(f"- {c.id}: {c.label}" for c in choices)
        prompt += f"\n# The player says\n{text}"
        request = ChatRequest(
            messages=[Message(role="system", content=system), Message(role="user", content=prompt)],
            tools=[choice_tool(choices)] if choices else [],
            role="director",
        )
        self._turns += 1
        record = AuditTurn(turn=self._turns, input=text, speaker="narrator", model=self.model.name)
        shown = AuditRound(
            system=system,
            messages=[{"role": "user", "content": prompt}],
            tools=[{"name": TOOL, "ids": [c.id for c in choices]}] if choices else [],
        )
        record.rounds.append(shown)
        decision = await self._decide(request, choices, shown)
        record.outcomes = [e for e in decision.events if e.get("type") == "tool_call"]
        record.fallback = decision.failed
        if self.audit is not None:
            self.audit.write(record)
        return decision

    async def _decide(
        self, request: ChatRequest, choices: list[RuntimeChoice], shown: AuditRound
    ) -> Decision:
        try:
            result = await self.model.chat(request)
        except ModelError as exc:
            shown.error = f"{exc.kind}: {exc}"
            return Decision(failed=shown.error)
        shown.output_text = result.text
        shown.tool_calls = [{"name": c.name, "arguments": c.arguments} for c in result.tool_calls]
        shown.latency_s = result.latency_s
        shown.prompt_tokens = result.usage.prompt_tokens
        shown.completion_tokens = result.usage.completion_tokens
        decision = Decision(reply=result.text.strip())
        for call in result.tool_calls:
            event: dict[str, Any] = {
                "type": "tool_call",
                "name": call.name,
                "accepted": False,
                "reason": None,
            }
            try:
                args = call.parsed_arguments()
            except ModelError as exc:
                event.update(args={}, reason=str(exc))
                decision.events.append(event)
                continue
            event["args"] = args
            picked = next((c for c in choices if c.id == args.get("choice_id")), None)
            if call.name != TOOL:
                event["reason"] = f"unknown tool {call.name!r}; only {TOOL} exists"
            elif picked is None:
                event["reason"] = f"{args.get('choice_id')!r} is not one of this turn's choices"
            elif decision.choice is None:
                event.update(accepted=True)
                decision.choice = picked
            else:
                event["reason"] = "one choice per turn"
            decision.events.append(event)
        if decision.choice is None and not decision.reply:
            decision.failed = "the model neither took a choice nor answered"
        return decision
