"""The audit trail: per turn, what the model saw, what it was offered, what it said and what code did.

One JSON object per line. ``taleweaver audit FILE`` renders it; ``--json`` passes it through.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from taleweaver.validation import describe


class AuditRound(BaseModel):
    system: str
    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]]
    """Tool name → the ids its enum allowed (``[]`` for tools without arguments)."""
    output_text: str = ""
    tool_calls: list[dict[str, Any]] = Field(default_factory=list)
    latency_s: float = 0.0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    error: str | None = None


class AuditTurn(BaseModel):
    turn: int
    input: str
    speaker: str
    model: str
    rounds: list[AuditRound] = Field(default_factory=list)
    outcomes: list[dict[str, Any]] = Field(default_factory=list)
    """Every tool call with ``accepted`` and ``reason``."""
    handoffs: list[dict[str, Any]] = Field(default_factory=list)
    fallback: str | None = None
    """Why the offline fallback spoke instead of the model, when it did."""

    @property
    def latency_s(self) -> float:
        return sum(r.latency_s for r in self.rounds)


class AuditLog:
    """Appends turns to a JSONL file (the folder is created on first write)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)

    def write(self, turn: AuditTurn) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8") as fh:
            fh.write(turn.model_dump_json() + "\n")


def read_audit(text: str) -> list[AuditTurn]:
    """Parse an audit file; raises ValueError naming the bad line."""
    turns = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            turns.append(AuditTurn.model_validate_json(line))
        except ValidationError as exc:
            raise ValueError(f"line {number} is not an audit record: {describe(exc, most=1)}") from exc
    return turns
