"""The prepared reply: the voice player's next turn made ready before the end of turn.

:class:`ReplyAhead` is what :class:`~taleweaver.apps.voice_player.loop.VoicePlayer` holds for it
(docs/voice.md, "The prepared reply"). While the player speaks, the first chunk of each option's reply is
synthesized on a thread of its own (:meth:`ReplyAhead.start_warming`: :data:`WARM_OPTIONS` options, each
decided by its number on a scratch copy of the session); when a pause's transcript is in, the turn is
decided on a scratch copy on the listener's worker (:meth:`ReplyAhead.reply`, a :class:`PreparedReply`;
with a wait before the end of turn, the reply's first chunk is made there too). The player takes a
prepared reply only when the turn ends on that very transcript and the session has not moved. One
synthesis at a time: :attr:`ReplyAhead.synth_lock`.
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from taleweaver.engine.state import StoryState
from taleweaver.player.output import Line, TurnOutput
from taleweaver.player.session import PlaySession
from taleweaver.voice.ports import Synthesizer, Transcript
from taleweaver.voice.speech import Prepared, Say, prepare

WARM_OPTIONS = 8
"""The most options whose reply's first chunk is made ahead while the player speaks (a node offers 2–6)."""

Says = Callable[[list[Line], PlaySession], list[Say]]
"""What is said for a turn's lines in a session's state (its voices, then the recap of its options)."""
Decide = Callable[[PlaySession, Transcript], TurnOutput]
"""The turn for a transcript in a session with no model director (the player's own decision)."""


class Player(Protocol):
    """What the prepared reply reads of its player, each time it needs it."""

    session: PlaySession
    synth: Synthesizer
    prepare: bool
    """Prepare replies ahead; False: nothing is made ahead."""


@dataclass
class PreparedReply:
    """A turn decided ahead for a pause's transcript (:meth:`ReplyAhead.reply`), on a scratch copy of the
    session: taken only when the turn ends on that very transcript and the session is as it was."""

    transcript: Transcript
    before: StoryState
    """The session's state it was decided in (the same object, or it is not taken)."""
    after: PlaySession
    """The scratch session, in the state the decision left it."""
    out: TurnOutput
    first: Prepared | None
    """The reply's first chunk, made ahead (the option's, made while the player spoke, or made at the
    pause when the end of turn had a wait before it), else None."""


class ReplyAhead:
    """The first chunks made ahead for the options on offer, and the turn decided ahead at a pause."""

    def __init__(self, player: Player, *, says: Says, decide: Decide) -> None:
        self.player = player
        self.says = says
        self.decide = decide
        self.warm: dict[Say, Prepared] = {}
        """The first chunk of each option's reply, made while the player speaks (:meth:`start_warming`)."""
        self._warm_lock = threading.Lock()
        self.synth_lock = threading.Lock()
        """Held by whatever synthesizes ahead, and while a reply is spoken: one synthesis at a time."""
        self.warming: threading.Thread | None = None
        self._warm_stop = threading.Event()

    def scratch(self) -> PlaySession | None:
        """A copy of the session to decide on ahead, or None when a copy could not be decided on apart from
        the session: a model director (its conversation), an ink runtime (mutable), or preparing is off.
        The native session's state is an immutable value, so a shallow copy shares nothing it changes."""
        session = self.player.session
        if not self.player.prepare or type(session) is not PlaySession or session.director is not None:
            return None
        return copy.copy(session)

    def start_warming(self) -> None:
        """Make the first chunk of each option's reply on a thread of its own, while the player speaks
        (the reply plays meanwhile at the microphone): a turn the matcher acts on then plays at once."""
        if self.scratch() is None:
            return
        session = self.player.session
        options = [o for o in session.options() if o.available and o.number > 0][:WARM_OPTIONS]
        if not options:
            return
        stop = self._warm_stop = threading.Event()
        state = session.state
        self.warming = threading.Thread(
            target=self._warm_up, args=(state, options, stop), name="taleweaver-warm", daemon=True
        )
        self.warming.start()

    def _warm_up(self, state: StoryState, options: list[Any], stop: threading.Event) -> None:
        """On the warming thread: each option's reply decided on a scratch copy (by its number, as the
        matcher would take it), then the first chunk of each reply not made yet (a turn that left the
        options as they were — not heard, a question — makes none again); the others are let go."""
        firsts: list[Say] = []
        for option in options:
            scratch = self.scratch()
            if scratch is None or stop.is_set():
                return
            try:
                scratch.state = state
                says = self.says(scratch.handle(str(option.number)).lines, scratch)
            except Exception:  # only a head start: the reply is made when it is spoken
                continue
            if says and says[0] not in firsts:
                firsts.append(says[0])
        with self._warm_lock:
            stale = [ready for say, ready in self.warm.items() if say not in firsts]
            self.warm = {say: ready for say, ready in self.warm.items() if say in firsts}
        for ready in stale:
            ready.close()
        for say in firsts:
            with self._warm_lock:
                if say in self.warm:
                    continue
            with self.synth_lock:
                if stop.is_set():
                    return
                try:
                    made = prepare(self.player.synth, say)
                except Exception:
                    continue
            if made is not None:
                with self._warm_lock:
                    self.warm[say] = made

    def stop_warming(self) -> None:
        """Stop making replies ahead and wait for the one in progress (the reply about to be spoken and
        what is made ahead never use the synthesizer at once)."""
        self._warm_stop.set()
        if self.warming is not None:
            self.warming.join()
            self.warming = None

    def take(self, say: Say) -> Prepared | None:
        """The first chunk made ahead for ``say``, if any, no longer kept."""
        with self._warm_lock:
            return self.warm.pop(say, None)

    def peek(self, say: Say) -> Prepared | None:
        """The first chunk made ahead for ``say``, if any, still kept."""
        with self._warm_lock:
            return self.warm.get(say)

    def give_back(self, ready: Prepared | None) -> None:
        """A first chunk made ahead but not used (its decision was discarded): it may still be the reply's."""
        if ready is not None:
            with self._warm_lock:
                self.warm.setdefault(ready.say, ready)

    def reply(self, transcript: Transcript, verdict: bool | None) -> PreparedReply | None:
        """The turn for ``transcript`` decided on a scratch copy of the session; its first chunk is taken
        from those made for the options, or — when ``verdict`` is not True and the synthesizer is free —
        made now. None when there is no copy to decide on (:meth:`scratch`)."""
        scratch = self.scratch()
        if scratch is None:
            return None
        before = scratch.state
        out = self.decide(scratch, transcript)
        says = self.says(out.lines, scratch)
        first = self.peek(says[0]) if says else None  # (taken only if the reply is)
        if first is None and says and verdict is not True and self.synth_lock.acquire(blocking=False):
            try:
                first = prepare(self.player.synth, says[0])
            finally:
                self.synth_lock.release()
        return PreparedReply(transcript, before, scratch, out, first)
