"""Speech to speech on the robot: a Realtime session hears the robot's microphone and speaks through it.

:class:`RobotRealtime` wires :class:`~taleweaver.apps.realtime.RealtimeStory` (the session class the
server's ``/realtime`` and ``play --voice --model realtime:MODEL`` share) to the robot: microphone
audio (16 kHz float32) goes up as PCM16 24 kHz, the model's voice comes back, is resampled to 16 kHz,
pushed to the speaker and fed to the wobble; each decided tool call's turn goes to the body
(staging, the node's emotion, ``move_head``/``play_move``/``look``/``play_emotion``). Every call is
re-validated by the session class, which is *embodied*: the robot's tools are offered at the menu
too. The robot's microphone hears its own speaker, so the microphone is not sent while the robot
speaks (half duplex: no barge-in on the robot). It needs an OpenAI key (``robot_config`` refuses
realtime without one); the URL and model come from the settings, as for ``/realtime``.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from taleweaver.apps.realtime import (
    DEFAULT_MODEL,
    PLAYER,
    REALTIME_RATE,
    QuietListener,
    RealtimeError,
    RealtimeStory,
    Status,
    realtime_client,
)
from taleweaver.apps.robot.story import ROBOT_RATE
from taleweaver.apps.turn_shower import TurnShower
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.models.port import ChatModel
from taleweaver.player.output import TurnOutput
from taleweaver.voice.audio import AudioChunk

ECHO_TAIL_S = 0.3
"""After the robot's audio ends, the microphone stays shut this long (the room's echo)."""


class RobotListener(QuietListener):
    """What the session tells the robot: its voice to the speaker and the wobble, turns to the body."""

    def __init__(self, media: Any, shower: TurnShower, say: Callable[[str], None]) -> None:
        self.media = media
        self.shower = shower
        self.say = say
        self.story: RealtimeStory | None = None
        self.plays_until = 0.0
        """Monotonic time the audio pushed so far ends playing."""
        self.state: Status = "connecting"

    def speaking(self) -> bool:
        return time.monotonic() < self.plays_until + ECHO_TAIL_S

    async def status(self, state: Status) -> None:
        self.state = state
        if state == "speaking" and self.story is not None:
            self.shower.motion.line(self.story.speaker())

    async def audio(self, pcm: bytes) -> None:
        samples = np.frombuffer(pcm, dtype="<i2").astype(np.float32) / 32768.0
        out = AudioChunk(samples, REALTIME_RATE).resampled(ROBOT_RATE).samples.astype(np.float32)
        self.media.push_audio_sample(out)
        self.plays_until = max(self.plays_until, time.monotonic()) + len(out) / ROBOT_RATE
        self.shower.motion.played(out, ROBOT_RATE)

    async def transcript(self, speaker: str, text: str, final: bool) -> None:
        if final and text:
            self.say(f"> {text}" if speaker == PLAYER else f"{speaker}: {text}")

    async def turn(self, out: TurnOutput) -> None:
        self.shower.begin(out)

    async def barge_in(self) -> None:
        self.shower.motion.loop.stop_speech()


class RobotRealtime:
    """The robot's story through Realtime sessions, until ``stop`` is set or the session fails."""

    def __init__(
        self, media: Any, story: RealtimeStory, listener: RobotListener, *, stop: threading.Event
    ) -> None:
        self.media = media
        self.story = story
        self.listener = listener
        listener.story = story
        self.stop = stop

    def run(self) -> None:
        """Open the session, let the current voice speak first, then stream the microphone.

        Raises :class:`~taleweaver.apps.realtime.RealtimeError` (no key, a refused key, an unreachable
        API) with a message saying what to do.
        """
        asyncio.run(self._run())

    async def _run(self) -> None:
        self.media.start_playing()
        self.media.start_recording()
        try:
            await self.story.open()
            await self.story.speak()  # the narrator's greeting, or the story's first line
            await self._stream()
        finally:
            await self.story.close()
            self.media.stop_recording()
            self.media.stop_playing()
        if self.story.failure is not None:
            raise self.story.failure

    async def _stream(self) -> None:
        shown = False  # the listening pose is up
        while not self.stop.is_set() and self.listener.state != "ended":
            sample = self.media.get_audio_sample()
            speaking = self.listener.speaking()
            if not speaking and not shown:
                self.listener.shower.motion.listen()
            shown = not speaking
            if sample is None:
                await asyncio.sleep(0.02)
                continue
            if speaking:  # the robot hears itself: not sent
                await asyncio.sleep(0)
                continue
            pcm = np.asarray(sample, dtype=np.float32)
            pcm = pcm.mean(axis=1) if pcm.ndim == 2 else pcm
            up = AudioChunk(pcm, ROBOT_RATE).resampled(REALTIME_RATE).samples
            await self.story.send_audio((np.clip(up, -1.0, 1.0) * 32767).astype("<i2").tobytes())


def robot_realtime(
    media: Any,
    engine: StoryEngine,
    state: StoryState,
    shower: TurnShower,
    *,
    key: str,
    url: str | None,
    model: str | None,
    summarizer: ChatModel | None,
    stop: threading.Event,
    say: Callable[[str], None],
) -> RobotRealtime:
    """The robot's Realtime story from ``state`` (the menu, or a story entered), ready to :meth:`run`."""
    listener = RobotListener(media, shower, say)
    story = RealtimeStory(
        engine,
        realtime_client(key, url),
        state,
        model=model or DEFAULT_MODEL,
        summarizer=summarizer,
        listener=listener,
        embodied=True,
    )
    return RobotRealtime(media, story, listener, stop=stop)


__all__ = [
    "DEFAULT_MODEL",
    "ECHO_TAIL_S",
    "RealtimeError",
    "RealtimeStory",
    "RobotListener",
    "RobotRealtime",
    "realtime_client",
    "robot_realtime",
]
