"""A body for the front ends that move one: open it from a spec (``--body``), and show each turn on it.

Shared by the terminal player, the voice player and the robot app (none of them imports another).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from taleweaver.body.loop import MonotonicClock, MotionLoop, VirtualClock
from taleweaver.body.spec import is_realtime, open_body
from taleweaver.body.story import StoryMotion
from taleweaver.engine.engine import StoryEngine
from taleweaver.player.output import TurnOutput
from taleweaver.turn import TagsEvent


def open_motion(spec: str, *, on_lost: Callable[[str], None] | None = None) -> StoryMotion:
    """Open the body and start its loop; raises :class:`~taleweaver.body.port.BodyError` with a fix."""
    body = open_body(spec)
    realtime = is_realtime(body)
    loop = MotionLoop(body, clock=MonotonicClock() if realtime else VirtualClock(), on_lost=on_lost)
    if realtime:
        loop.start()
    return StoryMotion(loop)


def open_shower(
    spec: str, engine: StoryEngine, *, on_lost: Callable[[str], None] | None = None
) -> TurnShower:
    """The body ``spec`` names, its loop started, ready to show ``engine``'s turns (raises ``BodyError``)."""
    return TurnShower(open_motion(spec, on_lost=on_lost), engine)


class TurnShower:
    """Shows turns on a body: staging per story, the node's emotion once when reached, each line's speaker."""

    def __init__(self, motion: StoryMotion, engine: StoryEngine) -> None:
        self.motion = motion
        self.engine = engine
        self._node: tuple[str | None, str | None] = (None, None)

    def begin(self, out: TurnOutput) -> None:
        """Before the turn's lines: staging, the director's body tools, the emotion of a new node."""
        state = out.state
        story = self.engine.library.stories.get(state.story_id or "") if state.mode == "story" else None
        self.motion.set_story(story)
        self.motion.events(out.events)
        node = self.engine.current_node(state)
        where = (state.story_id, node.id if node is not None else None)
        if where != self._node:
            self._node = where
            if node is not None:
                self.motion.emotion(node.emotion)
        for event in out.events:  # an imported story's `# emotion: NAME` tags (ink)
            if isinstance(event, TagsEvent):
                for tag in event.tags:
                    key, _, name = tag.partition(":")
                    if key.strip().lower() == "emotion":
                        self.motion.emotion(name.strip())

    def show(self, out: TurnOutput, audio: Sequence[Any | None] | None = None) -> None:
        """Show a turn: each line turns the head to its speaker; with ``audio`` (one ``AudioChunk``
        — ``samples``, ``sample_rate`` — or None per line, as played) the head wobbles with it and the
        line lasts as long as its audio; without, each line is held a moment.

        For audio played live (a speaker, a robot), call :meth:`begin`, then per line
        ``motion.line(speaker)``, feed the voice layer's ``on_played`` tap to ``motion.tap`` and end
        with ``motion.line_done(spoken_s=...)``.
        """
        self.begin(out)
        for i, line in enumerate(out.lines):
            self.motion.line(line.speaker)
            chunk = audio[i] if audio is not None and i < len(audio) else None
            if chunk is None or not len(chunk.samples):
                self.motion.line_done(more=i + 1 < len(out.lines))
                continue
            spoken = self.motion.played(chunk.samples, chunk.sample_rate, final=True)
            self.motion.line_done(spoken_s=spoken)
