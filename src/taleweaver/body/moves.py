"""Emotion moves and dances: our own library, stored in the SDK's ``RecordedMove`` JSON schema. Pure.

Each file ``moves/NAME.json`` is ``{"description", "time": [s…], "set_target_data": [{"head": 4×4,
"antennas": [right, left], "body_yaw": rad}]}`` — the schema ``reachy_mini.motion.recorded_move``
plays — so a move can also be handed to the SDK as it is. Moves start and end at the neutral pose
and are authored around yaw 0: the motion loop plays them relative to where the head looks.
"""

from __future__ import annotations

import bisect
import itertools
import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from taleweaver.body.pose import Pose, from_matrix


class MoveError(ValueError):
    """A move file that does not follow the RecordedMove schema."""


@dataclass(frozen=True)
class Move:
    name: str
    description: str
    times: tuple[float, ...]
    frames: tuple[Pose, ...]

    @property
    def duration(self) -> float:
        return self.times[-1]

    def evaluate(self, t: float) -> Pose:
        """The pose ``t`` seconds into the move, interpolated linearly between frames."""
        if t <= self.times[0]:
            return self.frames[0]
        if t >= self.times[-1]:
            return self.frames[-1]
        i = bisect.bisect_right(self.times, t)
        t0, t1 = self.times[i - 1], self.times[i]
        a, b = self.frames[i - 1], self.frames[i]
        w = (t - t0) / (t1 - t0)

        def mix(u: float, v: float) -> float:
            return u + (v - u) * w

        return Pose(
            mix(a.x, b.x),
            mix(a.y, b.y),
            mix(a.z, b.z),
            mix(a.roll, b.roll),
            mix(a.pitch, b.pitch),
            mix(a.yaw, b.yaw),
            (mix(a.antennas[0], b.antennas[0]), mix(a.antennas[1], b.antennas[1])),
            mix(a.body_yaw, b.body_yaw),
        )


def parse_move(name: str, data: Any) -> Move:
    """A move from RecordedMove JSON data; :class:`MoveError` names the field that is wrong."""
    where = f"move {name!r}"
    if not isinstance(data, dict):
        raise MoveError(f"{where}: expected an object with description, time and set_target_data")
    times, targets = data.get("time"), data.get("set_target_data")
    if not isinstance(times, list) or not isinstance(targets, list) or len(times) != len(targets):
        raise MoveError(f"{where}: 'time' and 'set_target_data' must be lists of the same length")
    if len(times) < 2 or any(b <= a for a, b in itertools.pairwise(times)):
        raise MoveError(f"{where}: 'time' needs at least two strictly increasing values")
    frames = []
    for i, target in enumerate(targets):
        try:
            antennas = target.get("antennas", [-0.1745, 0.1745])
            frames.append(
                from_matrix(
                    target["head"],
                    (float(antennas[0]), float(antennas[1])),
                    float(target.get("body_yaw", 0.0)),
                )
            )
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
            raise MoveError(
                f"{where}: set_target_data[{i}] is not a 4×4 head matrix with antennas: {exc}"
            ) from exc
    return Move(name, str(data.get("description", "")), tuple(float(t) for t in times), tuple(frames))


def _folder(folder: Any) -> dict[str, Move]:
    moves = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json"):
            name = entry.name.removesuffix(".json")
            moves[name] = parse_move(name, json.loads(entry.read_text(encoding="utf-8")))
    return moves


@cache
def _shipped() -> tuple[dict[str, Move], dict[str, Move]]:
    folder = resources.files("taleweaver.body") / "moves"
    return _folder(folder), _folder(folder / "dances")


@cache
def library() -> dict[str, Move]:
    """Every shipped move by name: the emotions (``moves/``), then the dances (``moves/dances/``)."""
    emotions, dances = _shipped()
    return {**emotions, **dances}


def emotion_names() -> tuple[str, ...]:
    """The emotion moves (what a node's ``emotion`` and ``play_emotion`` may name)."""
    return tuple(_shipped()[0])


def dance_names() -> tuple[str, ...]:
    """The dances (``play_move`` offers them with the emotions)."""
    return tuple(_shipped()[1])
