"""The body under ``play --voice``: the wobble follows the PCM the voice layer plays.

:class:`BodySink` wraps the voice layer's audio sink: each line turns the head to its speaker,
every chunk handed to the sink (what is played) feeds the wobble, and the end of a line lets its
motion happen (in virtual time: for as long as its audio). :class:`BodyTurns` is the voice player's
turn observer: staging, node emotions and director tools before a turn is spoken, the listening pose
after it.
"""

from __future__ import annotations

import numpy as np

from taleweaver.apps.turn_shower import TurnShower
from taleweaver.content.models import NARRATOR_ID
from taleweaver.player.output import TurnOutput
from taleweaver.voice.audio import AudioChunk
from taleweaver.voice.edge import AudioSink, Timeline

RECAP_SPEAKER = "options"
"""The voice layer's spoken options recap: said by the narrator."""


class BodySink:
    def __init__(self, inner: AudioSink, shower: TurnShower) -> None:
        self.inner = inner
        self.shower = shower
        self.timeline: Timeline = inner.timeline
        self._rate: int | None = None
        self._spoken_s = 0.0

    def begin_line(self, turn: int, speaker: str, voice: str) -> None:
        self.shower.motion.line(NARRATOR_ID if speaker == RECAP_SPEAKER else speaker)
        self._rate, self._spoken_s = None, 0.0
        self.inner.begin_line(turn, speaker, voice)

    def play(self, chunk: AudioChunk) -> None:
        self.inner.play(chunk)
        self._rate = chunk.sample_rate
        self._spoken_s = self.shower.motion.played(chunk.samples, chunk.sample_rate)

    def end_line(self) -> str | None:
        if self._rate is not None:
            self._spoken_s = self.shower.motion.played(np.zeros(0, dtype=np.float32), self._rate, final=True)
        self.shower.motion.line_done(spoken_s=self._spoken_s if self._rate is not None else None)
        return self.inner.end_line()

    def stop(self) -> None:
        self.shower.motion.loop.stop_speech()
        self.inner.stop()


class BodyTurns:
    """Observes the voice player's turns for the body."""

    def __init__(self, shower: TurnShower) -> None:
        self.shower = shower

    def before_speaking(self, out: TurnOutput) -> None:
        self.shower.begin(out)

    def after_speaking(self) -> None:
        self.shower.motion.listen()
