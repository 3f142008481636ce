"""The robot tools' vocabulary (seed 000): named head poses and the move catalogue. Pure, no numpy.

``move_head`` takes one of :data:`HEAD_POSES`; ``play_move`` one of :data:`MOVE_IDS` — the shipped
emotion moves and the dances (``body/moves/*.json`` and ``body/moves/dances/*.json``; a test keeps the
catalogue and the files equal). The director offers both tools whenever a body is attached.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from taleweaver.content.embodiment import EMOTIONS

HEAD_POSES: dict[str, tuple[float, float, float]] = {
    "center": (0.0, 0.0, 0.0),
    "up": (0.0, -18.0, 0.0),
    "down": (0.0, 18.0, 0.0),
    "left": (0.0, 0.0, 25.0),
    "right": (0.0, 0.0, -25.0),
    "tilt_left": (-15.0, 0.0, 0.0),
    "tilt_right": (15.0, 0.0, 0.0),
}
"""Direction → (roll, pitch, yaw) in degrees, the seed's values (+pitch looks down, +yaw turns left)."""

MoveKind = Literal["emotion", "dance"]


@dataclass(frozen=True, slots=True)
class CatalogueMove:
    id: str
    kind: MoveKind
    description: str


_EMOTIONS: dict[str, str] = {
    "angry": "lowers the head and glares, antennas pulled back",
    "curious": "leans in with a tilt, antennas forward",
    "fear": "shrinks back and turns away, antennas flat",
    "happy": "bouncy nods with antennas raised high",
    "laugh": "quick shaking nods and fluttering antennas",
    "no": "shakes the head twice",
    "sad": "head sinks, antennas droop, a slow sigh",
    "surprised": "a quick jolt back and up, antennas straight up",
    "thinking": "tilts the head and looks up to one side",
    "yes": "nods twice",
}

DANCES: dict[str, str] = {
    "groove": "a head-bobbing groove on the beat, swaying side to side",
    "sway": "a slow side-to-side sway with tilting head and waving antennas",
    "twist": "twists the body left and right while the head counters, antennas flicking",
}
"""The dances (each about 4 s), id → what it looks like."""

MOVE_CATALOGUE: tuple[CatalogueMove, ...] = (
    *(CatalogueMove(name, "emotion", _EMOTIONS[name]) for name in EMOTIONS),
    *(CatalogueMove(name, "dance", text) for name, text in DANCES.items()),
)
MOVE_IDS: tuple[str, ...] = tuple(m.id for m in MOVE_CATALOGUE)


def catalogue_lines() -> str:
    """The catalogue as the ``play_move`` tool describes it: one ``id | kind | description`` per line."""
    return "\n".join(f"- {m.id} | {m.kind} | {m.description}" for m in MOVE_CATALOGUE)
