"""What a turn gives the front ends: the state, the events, the lines to speak and the options on offer."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from taleweaver.engine.state import StoryState
from taleweaver.player.options import Option
from taleweaver.player.rows import turn_row
from taleweaver.turn import LineRow, PlayerEvent, TurnRow


@dataclass(frozen=True, slots=True)
class Line:
    speaker: str
    text: str

    def to_json(self) -> dict[str, str]:
        return {"speaker": self.speaker, "text": self.text}

    def to_row(self) -> LineRow:
        return LineRow(speaker=self.speaker, text=self.text)


@dataclass
class TurnOutput:
    input: str | None
    """What the player typed; ``None`` for the opening (before any input)."""
    state: StoryState
    events: list[PlayerEvent] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    options: list[Option] = field(default_factory=list)
    quit: bool = False
    route: Literal["matcher", "model"] | None = None
    """Who decided a free-text turn in a model session: the offline matcher or the model."""

    def row(self) -> TurnRow:
        """The typed ``play --json`` row (see :mod:`taleweaver.turn`)."""
        return turn_row(self)

    def to_json(self) -> dict[str, object]:
        """The ``play --json`` row as JSON data."""
        return turn_row(self).to_json()

    def has(self, kind: str) -> bool:
        """True when the turn carries an event of this ``type``."""
        return any(e.type == kind for e in self.events)
