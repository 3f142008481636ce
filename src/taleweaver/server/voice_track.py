"""The JSON form of ``POST /voice/say``: a line's WAV with the motion track rendered from that WAV.

The browser plays the audio itself, so the on-screen avatar cannot follow a motion loop on the
server. Instead :func:`spoken_line` decodes the very WAV bytes it returns (16-bit PCM, exactly what
the page will play) and renders the line's motion with the robot's layers
(:func:`taleweaver.body.line_track`: gaze to the speaker's staging place, speech wobble from the
PCM, the node's emotion move, breathing after). The page plays the rows against the audio
element's clock. The models below are the response's OpenAPI schema.
"""

from __future__ import annotations

import base64
import io
import wave
from typing import Any, Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from taleweaver.body import emotion_names, line_track
from taleweaver.body.loop import RATE_HZ
from taleweaver.content.models import Story


class HeadPose(BaseModel):
    """The head's target: position in metres, orientation in radians (+yaw turns left, +pitch looks down)."""

    x: float
    y: float
    z: float
    roll: float
    pitch: float
    yaw: float


class TrackEvent(BaseModel):
    """What this tick shows: ``speaker`` (id, yaw), ``speech``/``speech_end``, ``emotion`` (name,
    duration), ``emotion_end``, ``look``, ``listening``; fields besides ``type`` depend on it."""

    model_config = ConfigDict(extra="allow")
    type: str


class TrackRow(BaseModel):
    """One 50 Hz tick, ``t`` seconds after the audio starts (the motion timeline's row shape)."""

    t: float = Field(ge=0)
    head: HeadPose
    antennas: tuple[float, float] = Field(description="Right, left (rad).")
    body_yaw: float
    events: list[TrackEvent]


class MotionTrack(BaseModel):
    hz: int = Field(description="Rows per second; row i is at t = i / hz.")
    rows: list[TrackRow] = Field(
        description="From the audio's start to the end of the speech, move and a short tail."
    )


class SpokenLine(BaseModel):
    """A line in its speaker's voice, with the avatar's motion for it (``POST /voice/say?track=true``)."""

    audio: str = Field(
        description="The WAV (16-bit PCM mono), base64-encoded: the same bytes as the audio/wav form."
    )
    media_type: Literal["audio/wav"] = "audio/wav"
    sample_rate: int = Field(gt=0)
    duration_s: float = Field(ge=0, description="Length of the audio; the track runs past it by its tail.")
    speaker: str
    voice: str = Field(description="The voice bank's voice for this speaker.")
    emotion: str | None = Field(description="The emotion move in the track (the node's `emotion`), or null.")
    track: MotionTrack


def wav_pcm(wav: bytes) -> tuple[np.ndarray, int]:
    """Float samples and rate of a 16-bit mono WAV made by the voice layer (``write_wav_bytes``)."""
    with wave.open(io.BytesIO(wav), "rb") as src:
        if src.getsampwidth() != 2 or src.getnchannels() != 1:
            raise ValueError("expected 16-bit mono PCM")
        rate = src.getframerate()
        frames = src.readframes(src.getnframes())
    return np.frombuffer(frames, dtype="<i2").astype(np.float32) / 32768.0, rate


def node_emotion(story: Story | None, node_id: str | None) -> str | None:
    """The ``emotion`` of ``story``'s node ``node_id``, when both exist and it names a shipped move."""
    if story is None or not node_id:
        return None
    node = story.storylines.get(node_id)
    if node is None or node.emotion not in emotion_names():
        return None
    return node.emotion


def spoken_line(
    wav: bytes, *, voice: str, speaker: str, story: Story | None, emotion: str | None
) -> dict[str, Any]:
    """The JSON body of a :class:`SpokenLine` for ``wav``: its track rendered from the same PCM."""
    samples, rate = wav_pcm(wav)
    rows = line_track(samples, rate, story=story, speaker=speaker, emotion=emotion)
    return {
        "audio": base64.b64encode(wav).decode("ascii"),
        "media_type": "audio/wav",
        "sample_rate": rate,
        "duration_s": round(len(samples) / rate, 4),
        "speaker": speaker,
        "voice": voice,
        "emotion": emotion,
        "track": {"hz": RATE_HZ, "rows": rows},
    }
