"""Where each character of a story stands around the robot: a head yaw per speaker. Pure.

A character's optional ``staging`` is a yaw in degrees (+ is the robot's left) or one of
``left``/``centre``/``right``. Characters without one get a place automatically: spread over the
free places in the order of their ids, so the same story always stages the same way. The narrator
speaks from the centre.
"""

from __future__ import annotations

from collections.abc import Mapping

from taleweaver.body.pose import DEG
from taleweaver.content.embodiment import staging_degrees
from taleweaver.content.models import NARRATOR_ID, Story

AUTO_PLACES = (-30.0, 30.0, -55.0, 55.0, -15.0, 15.0, -45.0, 45.0)
"""Degrees handed out in this order to characters without staging (never the narrator's centre)."""


def places(staging: Mapping[str, str | float | int | None]) -> dict[str, float]:
    """Yaw in radians for each character id (and the narrator), given each one's staging or None."""
    out: dict[str, float] = {NARRATOR_ID: 0.0}
    taken: set[float] = set()
    for cid, value in staging.items():
        deg = staging_degrees(value) if value is not None else None
        if deg is not None:
            out[cid] = deg * DEG
            taken.add(deg)
    free = [p for p in AUTO_PLACES if p not in taken] or list(AUTO_PLACES)
    unplaced = sorted(cid for cid in staging if cid not in out)
    for i, cid in enumerate(unplaced):
        out[cid] = free[i % len(free)] * DEG
    return out


def story_places(story: Story) -> dict[str, float]:
    return places({cid: c.staging for cid, c in story.characters.items()})
