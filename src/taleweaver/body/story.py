"""Story events drive the body: speakers turn the head, node emotions and the director's tools move it.

:class:`StoryMotion` sits between a player (terminal, voice, robot app) and a :class:`MotionLoop`.
It knows the staging of the story being played, turns to each line's speaker, plays a node's
``emotion`` and the director's accepted ``look``/``play_emotion``/``move_head``/``play_move`` calls,
wobbles with the PCM that is actually played, and raises the antennas while the player speaks.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np

from taleweaver.body.loop import MotionLoop
from taleweaver.body.staging import story_places
from taleweaver.content.models import NARRATOR_ID, Story
from taleweaver.turn import PlayerEvent, ToolCallEvent

LINE_HOLD_S = 1.2
"""Without audio, how long a line is shown before the next (virtual time only)."""
LISTEN_HOLD_S = 0.6
"""Virtual time spent in the listening pose at each prompt (the real wait is the player's)."""


class StoryMotion:
    def __init__(self, loop: MotionLoop) -> None:
        self.loop = loop
        self._story: str | None = None

    def set_story(self, story: Story | None) -> None:
        """Stage a story (or the menu) — call when entering one."""
        story_id = story.id if story is not None else None
        if story_id == self._story:
            return
        self._story = story_id
        with self.loop._lock:
            self.loop.mixer.set_places(story_places(story) if story is not None else {NARRATOR_ID: 0.0})

    def events(self, events: Iterable[PlayerEvent]) -> None:
        """Act on a turn's events: accepted ``look``, ``play_emotion``, ``move_head``, ``play_move`` calls."""
        for event in events:
            if not isinstance(event, ToolCallEvent) or not event.accepted:
                continue
            args = event.args
            if event.name == "look" and isinstance(args.get("target"), str):
                self.loop.look(args["target"])
            elif event.name == "play_emotion" and isinstance(args.get("emotion"), str):
                self.loop.emotion(args["emotion"])
            elif event.name == "move_head" and isinstance(args.get("direction"), str):
                self.loop.head(args["direction"])
            elif event.name == "play_move" and isinstance(args.get("name"), str):
                self.loop.move(args["name"])

    def emotion(self, name: str | None) -> None:
        if name:
            self.loop.emotion(name)

    def line(self, speaker: str) -> None:
        """A line begins: look at its speaker."""
        self.loop.listening(False)
        self.loop.speaker(speaker)

    def played(self, samples: np.ndarray, sample_rate: int, *, final: bool = False) -> float:
        """PCM that is being played now (the voice layer's tap); returns seconds until it ends."""
        return self.loop.speech(samples, sample_rate, final=final)

    def tap(self, chunk: Any) -> None:
        """The voice layer's ``on_played`` tap: an ``AudioChunk`` (samples, sample_rate) playing now."""
        self.played(chunk.samples, chunk.sample_rate)

    def line_done(self, *, spoken_s: float | None = None, more: bool = True) -> None:
        """A line has been shown or spoken: let its motion happen before the next.

        In virtual time the loop ticks through the line (its audio, or a moment without). On a robot
        in real time, a silent line is held a moment only when another line follows, so each
        speaker is looked at; spoken audio is waited for by whoever plays it.
        """
        if self.loop.realtime:
            if spoken_s is None and more:
                self.loop.advance(LINE_HOLD_S)
            return
        if spoken_s is None:
            self.loop.advance(LINE_HOLD_S)
        else:
            self.loop.advance(max(0.0, spoken_s) + 0.1)

    def listen(self) -> None:
        """The player's turn: antennas in the listening pose."""
        self.loop.listening(True)
        if not self.loop.realtime:
            self.loop.advance(LISTEN_HOLD_S)

    def close(self) -> None:
        self.loop.close()
