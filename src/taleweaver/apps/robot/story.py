"""A voice story on a Reachy Mini: its microphone in, its speaker out, the motion loop in between.

:class:`RobotStory` is what the dashboard app runs. ``mini`` is the SDK's ``ReachyMini`` (only
``mini.media`` and what :class:`ReachyBody` uses are touched, so tests pass a stand-in for the
media). Each line is synthesised in its speaker's voice, pushed to the speaker at 16 kHz and fed to
the wobble as it is pushed; the loop waits for the audio to finish before listening again. Listening
raises the antennas; an utterance ends after 0.8 s of quiet (or 12 s). With a director in the
session, a line the matcher is unsure of goes to the model (``PlaySession.handle_async``); its accepted
body tools (``move_head``, ``play_move``, ``look``, ``play_emotion``) move the robot before the turn's
lines are spoken. Saying "stop playing" ends the story (``/quit``), as the dashboard's stop does.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from taleweaver.apps.turn_shower import TurnShower
from taleweaver.body.loop import MonotonicClock, MotionLoop
from taleweaver.body.port import Body
from taleweaver.body.story import StoryMotion
from taleweaver.engine.engine import StoryEngine
from taleweaver.player.commands import said_stop
from taleweaver.player.menu import SPOKEN_QUIT_HINT
from taleweaver.player.output import TurnOutput
from taleweaver.player.session import PlaySession
from taleweaver.voice import AudioChunk, Synthesizer, Transcriber, VoiceBank

ROBOT_RATE = 16000
SPEECH_RMS = 0.02
QUIET_S = 0.8
MAX_UTTERANCE_S = 12.0


class RobotStory:
    def __init__(
        self,
        media: Any,
        session: PlaySession,
        shower: TurnShower,
        *,
        synthesizer: Synthesizer | None,
        transcriber: Transcriber | None,
        stop: threading.Event,
        say: Callable[[str], None] = print,
        bank: VoiceBank | None = None,
    ) -> None:
        self.media = media
        self.session = session
        session.quit_hint = SPOKEN_QUIT_HINT  # a goodbye at the menu is told to say "stop playing"
        self.shower = shower
        self.synthesizer = synthesizer
        self.transcriber = transcriber
        self.stop = stop
        self.say = say
        self.bank = bank or VoiceBank(menu_narrator=session.engine.library.narrator)

    def speak(self, out: TurnOutput) -> None:
        self.shower.begin(out)
        motion = self.shower.motion
        story = self.session.engine.library.stories.get(out.state.story_id or "")
        for line in out.lines:
            if self.stop.is_set():
                return
            self.say(f"{line.speaker}: {line.text}")
            motion.line(line.speaker)
            if self.synthesizer is None:
                continue
            ends = time.monotonic()
            for chunk in self.synthesizer.stream(line.text, self.bank.for_speaker(story, line.speaker)):
                pcm = chunk.resampled(ROBOT_RATE).samples.astype(np.float32)
                self.media.push_audio_sample(pcm)
                ends = max(ends, time.monotonic()) + len(pcm) / ROBOT_RATE
                motion.played(pcm, ROBOT_RATE)
            self.stop.wait(max(0.0, ends - time.monotonic()))

    def listen(self) -> str | None:
        """One utterance from the microphone (None when stopped or nothing was said).

        It starts at the first loud block and ends after 0.8 s of quiet audio, or at 12 s.
        """
        motion = self.shower.motion
        motion.listen()
        heard: list[np.ndarray] = []
        voiced, quiet_s = False, 0.0
        while not self.stop.is_set():
            sample = self.media.get_audio_sample()
            if sample is None:
                self.stop.wait(0.02)
                continue
            pcm = np.asarray(sample, dtype=np.float32)
            pcm = pcm.mean(axis=1) if pcm.ndim == 2 else pcm
            loud = float(np.sqrt(np.mean(np.square(pcm)))) >= SPEECH_RMS if pcm.size else False
            if loud:
                voiced, quiet_s = True, 0.0
            if voiced:
                heard.append(pcm)
                if not loud:
                    quiet_s += len(pcm) / ROBOT_RATE
                    if quiet_s >= QUIET_S:
                        break
                if sum(len(p) for p in heard) / ROBOT_RATE >= MAX_UTTERANCE_S:
                    break
        motion.loop.listening(False)
        if not heard or self.transcriber is None:
            return None
        text = self.transcriber.transcribe(AudioChunk(np.concatenate(heard), ROBOT_RATE)).text.strip()
        return text or None

    def run(self, story_id: str | None) -> None:
        """Tell ``story_id``, or with ``None`` open at the narrator's menu (the player picks by voice)."""
        asyncio.run(self._run(story_id))

    async def _run(self, story_id: str | None) -> None:
        # One event loop for the whole story: a model's client keeps its connections across turns.
        self.media.start_playing()
        self.media.start_recording()
        try:
            self.speak(self.session.opening(story_id))
            while not self.stop.is_set():
                text = self.listen()
                if text is None:
                    continue
                self.say(f"> {text}")
                out = await self.session.handle_async("/quit" if said_stop(text) else text)
                self.speak(out)
                if out.quit:
                    return
        finally:
            self.media.stop_recording()
            self.media.stop_playing()


def lost_notice(why: str) -> str:
    """What the app says, once, when the robot stops answering mid-story (the null body takes over)."""
    return f"the robot is gone ({why}); the story goes on without motion"


def robot_motion(body: Body, engine: StoryEngine, on_lost: Callable[[str], None] | None = None) -> TurnShower:
    loop = MotionLoop(body, clock=MonotonicClock(), on_lost=on_lost)
    loop.start()
    return TurnShower(StoryMotion(loop), engine)
