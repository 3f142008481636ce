"""What a Realtime story tells its front end: status, the model's audio and words, each turn's row.

The session class never touches a sound card or a socket: the server relays these to the browser, the
command line plays them or writes wav files, the robot app to its speaker. Audio is PCM16 little-endian
mono 24 kHz both ways.
"""

from __future__ import annotations

from typing import Literal, Protocol

from taleweaver.player.output import TurnOutput

Status = Literal[
    "connecting", "listening", "thinking", "speaking", "changing_voice", "loading_story", "ended"
]
CAPTIONS: dict[Status, str] = {
    "connecting": "Connecting…",
    "listening": "Listening…",
    "thinking": "Thinking…",
    "speaking": "Speaking…",
    "changing_voice": "Changing voice…",
    "loading_story": "Loading story…",
    "ended": "Goodbye",
}
"""Seed 000's captions for each state."""
PLAYER = "player"
"""The speaker of the player's transcribed words."""


class RealtimeListener(Protocol):
    async def status(self, state: Status) -> None:
        """The app's state changed (the orb's caption)."""

    async def audio(self, pcm: bytes) -> None:
        """The model's voice: PCM16 LE mono 24 kHz, in order."""

    async def transcript(self, speaker: str, text: str, final: bool) -> None:
        """Words: the model's (a delta, then the whole line ``final``) or the player's (``PLAYER``)."""

    async def turn(self, out: TurnOutput) -> None:
        """A tool call was decided (applied or refused): the turn's events, lines, options and state."""

    async def barge_in(self) -> None:
        """The player started speaking: stop playing the model's audio now."""


class QuietListener:
    """A listener that ignores everything (subclass it and override what you need)."""

    async def status(self, state: Status) -> None:
        return None

    async def audio(self, pcm: bytes) -> None:
        return None

    async def transcript(self, speaker: str, text: str, final: bool) -> None:
        return None

    async def turn(self, out: TurnOutput) -> None:
        return None

    async def barge_in(self) -> None:
        return None
