"""Benchmark: does the in-process model reuse the cached prompt prefix between turns?

A conversation with a stable ~650-token system prompt runs for a few turns; turn 1 starts cold
(cache reset), later turns only add a short user line. Time to first token of turns 2+ divided by
that of turn 1 shows the reuse (llama.cpp alone reaches about 0.03 on a small CPU machine).
"""

from __future__ import annotations

import asyncio
import statistics

from pydantic import BaseModel

from taleweaver.models.local import LocalModel
from taleweaver.models.port import ChatRequest, Message, ToolSpec

_RULES = [
    "You are the narrator of an interactive story told aloud to one listener.",
    "Stay in character at all times and speak in short, vivid sentences.",
    "Never advance the plot yourself: call advance_storyline with one of the available ids.",
    "When the listener seems lost, call request_options and recap what they can do.",
    "Never invent places, people or objects that the story has not introduced.",
    "Keep every reply under three sentences so the listener can answer quickly.",
]
_STORY = (
    "The story is The Drowned Lantern. A lighthouse keeper's daughter, Maren, searches the flooded "
    "village of Saltmere for the lantern that once guided her father's boat home. The tide rises "
    "every hour; the chapel bell rings when the water reaches the square. Old Tobias keeps the ferry "
    "and trades rides for stories. The lantern was last seen in the drowned chapel, behind the altar, "
    "where the water is deepest and the light of the moon does not reach. "
)
USER_LINES = ["I look around.", "Who is Tobias?", "I walk to the square.", "What do I hear?", "I wait."]
STORY_TOOLS = [
    ToolSpec(
        name="advance_storyline",
        description="Advance the story by one of the available actions.",
        parameters={
            "type": "object",
            "properties": {"actionId": {"type": "string", "enum": ["ask_tobias", "enter_chapel"]}},
            "required": ["actionId"],
        },
    ),
    ToolSpec(name="request_options", description="Recap what the listener can do now."),
]


def stable_prefix(repeat: int = 5) -> str:
    """A fixed system prompt of roughly 650 SmolLM2 tokens (rules, persona, story)."""
    rules = "\n".join(f"- {rule}" for rule in _RULES)
    return f"# Rules\n{rules}\n\n# Story\n" + _STORY * repeat


class TurnTiming(BaseModel):
    turn: int
    prompt_tokens: int
    first_token_s: float
    latency_s: float


class PrefixReuseReport(BaseModel):
    model: str
    with_tools: bool
    turns: list[TurnTiming]

    @property
    def first_turn_s(self) -> float:
        return self.turns[0].first_token_s

    @property
    def later_turns_s(self) -> float:
        """Median time to first token of turns 2+."""
        return statistics.median(turn.first_token_s for turn in self.turns[1:])

    @property
    def ratio(self) -> float:
        return self.later_turns_s / self.first_turn_s

    def summary(self) -> str:
        mode = "with tools" if self.with_tools else "plain chat"
        return (
            f"{self.model} ({mode}): prompt {self.turns[0].prompt_tokens} tokens; first token "
            f"turn 1 {self.first_turn_s:.3f} s, turns 2+ {self.later_turns_s:.3f} s (median), "
            f"ratio {self.ratio:.3f}"
        )


async def measure_prefix_reuse(
    model: LocalModel | None = None, *, turns: int = 4, with_tools: bool = False, max_tokens: int = 12
) -> PrefixReuseReport:
    """Run ``turns`` turns on one conversation and time each turn's first token."""
    if turns < 2:
        raise ValueError("measuring prefix reuse needs at least 2 turns")
    local = model or LocalModel()
    await asyncio.to_thread(local.reset_cache)
    messages = [Message(role="system", content=stable_prefix())]
    timings: list[TurnTiming] = []
    for turn in range(1, turns + 1):
        messages.append(Message(role="user", content=USER_LINES[(turn - 1) % len(USER_LINES)]))
        request = ChatRequest(
            messages=list(messages),
            tools=STORY_TOOLS if with_tools else [],
            max_tokens=max_tokens if not with_tools else max_tokens * 4,
            temperature=0.0,
            role="bench",
        )
        result = await local.chat(request)
        timings.append(
            TurnTiming(
                turn=turn,
                prompt_tokens=result.usage.prompt_tokens,
                first_token_s=result.first_token_s or result.latency_s,
                latency_s=result.latency_s,
            )
        )
        messages.append(Message(role="assistant", content=result.text, tool_calls=result.tool_calls))
        for call in result.tool_calls:
            messages.append(Message(role="tool", content="Done.", tool_call_id=call.id, name=call.name))
    return PrefixReuseReport(model=local.name, with_tools=with_tools, turns=timings)


def run_prefix_reuse_bench(
    path: str | None = None, *, turns: int = 4, with_tools: bool = False
) -> PrefixReuseReport:
    """Synchronous entry point for the CLI (``taleweaver bench``)."""
    return asyncio.run(measure_prefix_reuse(LocalModel(path), turns=turns, with_tools=with_tools))
