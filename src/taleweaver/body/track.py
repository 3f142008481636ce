"""``render_motion_track``: a line's motion for the on-screen avatar, rendered ahead from its PCM.

The browser plays the audio itself, so the server renders the same layers the robot would show —
gaze at the speaker's place, speech wobble from the line's PCM, an optional emotion move, breathing
after — on a virtual clock, and the page plays the rows against the audio clock (``t`` = seconds
since the audio started).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from taleweaver.body.loop import MotionLoop, VirtualClock
from taleweaver.body.mixer import MotionMixer
from taleweaver.body.port import AvatarBody

SPEAKER = "speaker"


def render_motion_track(
    samples: np.ndarray,
    sample_rate: int,
    *,
    speaker_place_yaw: float = 0.0,
    emotion: str | None = None,
    look: str | None = None,
    tail_s: float = 0.5,
    places: Mapping[str, float] | None = None,
    speaker_id: str = SPEAKER,
) -> list[dict[str, Any]]:
    """Rows ``{"t", "head": {x, y, z, roll, pitch, yaw}, "antennas": [r, l], "body_yaw", "events"}``
    at 50 Hz from ``t = 0`` (audio start) to the end of the speech, move and ``tail_s``.

    ``speaker_place_yaw`` (rad) is where the head looks while the line is spoken (see
    :func:`taleweaver.body.staging.story_places`); ``speaker_id`` names the speaker in the first
    row's ``speaker`` event. An unknown ``emotion`` or ``look`` is ignored.
    """
    body = AvatarBody(keep=1_000_000)
    mixer = MotionMixer({**(places or {}), speaker_id: speaker_place_yaw})
    loop = MotionLoop(body, mixer, clock=VirtualClock())
    mixer.speaker(speaker_id, 0.0, instant=True)
    if look is not None:
        loop.look(look)
    if emotion is not None:
        loop.emotion(emotion)
    pcm = np.asarray(samples, dtype=np.float32)
    speech_s = loop.speech(pcm, sample_rate) if pcm.size else 0.0
    until = max(speech_s, mixer.move_until) + max(0.0, tail_s)
    loop.advance(until)
    loop.close()
    return body.rows()
