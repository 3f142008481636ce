"""Progress and plan events: "explain the plan simply" before each major step, then say what happened.

The orchestrator calls an :data:`EventSink`; the server turns events into server-sent events, the CLI
into a Rich progress display, and tests collect them in a list.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, Field

from taleweaver.pipeline.feedback import Feedback

EventKind = Literal["plan", "stage", "retry", "fallback", "scene_ready", "ending", "done"]


class ProgressEvent(BaseModel):
    """One human-readable line about what the pipeline is doing or just did."""

    kind: EventKind
    message: str
    agent: str | None = None
    anchor_id: str | None = None
    feedback: Feedback | None = None
    at: float = Field(default_factory=time.monotonic)


EventSink = Callable[[ProgressEvent], None]


def ignore_events(event: ProgressEvent) -> None:
    """The default sink: drop events."""


class EventLog:
    """A sink that keeps every event (tests, the CLI summary, the generation report)."""

    def __init__(self, forward: EventSink | None = None) -> None:
        self.events: list[ProgressEvent] = []
        self._forward = forward

    def __call__(self, event: ProgressEvent) -> None:
        self.events.append(event)
        if self._forward is not None:
            self._forward(event)

    def of_kind(self, kind: EventKind) -> list[ProgressEvent]:
        return [event for event in self.events if event.kind == kind]


PLAN_MESSAGES: dict[str, str] = {
    "map": "Reading how you feel, to shape the story around what you need.",
    "clarify": "I'm not sure I understood; asking one gentle question before writing anything.",
    "bible": "Planning the story: five moments every path passes through, four choices, four endings.",
    "ending": "Your choices have settled the hidden state; choosing the ending it selects.",
}


def anchor_plan(anchor_id: str, title: str, has_decision: bool) -> str:
    choices = "the choices and " if has_decision else ""
    return (
        f"Writing scene {anchor_id} ({title}): {choices}the panels, then pictures and sound side by side, "
        "then a continuity check against the story so far."
    )


def ending_plan(ending_id: str, title: str) -> str:
    return (
        f"Writing the ending {ending_id} ({title}): its panels, then pictures and sound side by side, "
        "then a continuity check against the story so far."
    )
