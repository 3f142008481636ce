"""Bodies for stories: a Reachy Mini, an on-screen avatar, a motion timeline file.

One 50 Hz :class:`MotionLoop` composes the layers of :class:`MotionMixer` (gaze per character,
breathing, speech wobble, antennas, emotion moves), clamps to the safety limits and sends a target
to a :class:`Body` each tick. The SDK adapter (``reachy``) is imported only when asked for.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from taleweaver.body.loop import MonotonicClock, MotionLoop, VirtualClock
from taleweaver.body.mixer import MotionMixer
from taleweaver.body.moves import Move, emotion_names, library
from taleweaver.body.port import AvatarBody, Body, BodyError, BodyLost, NullBody, RecordBody
from taleweaver.body.pose import Pose, Row, clamp, within_limits
from taleweaver.body.spec import BODY_SPECS, open_body
from taleweaver.body.staging import places, story_places
from taleweaver.body.story import StoryMotion
from taleweaver.body.track import render_motion_track
from taleweaver.content.models import Story


def line_track(
    samples: np.ndarray, sample_rate: int, *, story: Story | None, speaker: str, emotion: str | None = None
) -> list[dict[str, Any]]:
    """The motion track of one line of ``story`` spoken by ``speaker`` (a character id or ``narrator``)."""
    yaw = story_places(story).get(speaker, 0.0) if story is not None else 0.0
    return render_motion_track(
        samples, sample_rate, speaker_place_yaw=yaw, emotion=emotion, speaker_id=speaker
    )


__all__ = [
    "BODY_SPECS",
    "AvatarBody",
    "Body",
    "BodyError",
    "BodyLost",
    "MonotonicClock",
    "MotionLoop",
    "MotionMixer",
    "Move",
    "NullBody",
    "Pose",
    "RecordBody",
    "Row",
    "StoryMotion",
    "VirtualClock",
    "clamp",
    "emotion_names",
    "library",
    "line_track",
    "open_body",
    "places",
    "render_motion_track",
    "story_places",
    "within_limits",
]
