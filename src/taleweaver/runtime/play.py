"""An ink story (any story runtime) as a :class:`~taleweaver.player.session.PlaySession`, for the front ends
that take one: the voice player (``play --voice``), the body (``--body``), the terminal player.

It is a ``PlaySession`` whose turns come from a :class:`~taleweaver.runtime.session.RuntimeSession` over the
story-runtime port: the same inputs (numbers, ``/do ID``, free text through the matcher, the model's
``take_choice``), the same rows, returned as the ``TurnOutput`` every front end reads (typed events, ``Line``
and ``Option`` objects, a ``StoryState`` view of the runtime's state). Its ``engine`` holds the story's cast
(:meth:`~taleweaver.formats.ink.story.InkStory.cast`) and nothing else: what front ends look up there — the
speakers' voices, their places for the body, the names that bias the transcriber — is the story's, while the
runtime owns the flow. The native ``PlaySession`` itself is unchanged.
"""

from __future__ import annotations

from typing import Any, Protocol, cast

import immutables

from taleweaver.content.models import Library, Story
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.intent import clarify as ask
from taleweaver.player.commands import Command, parse_command
from taleweaver.player.options import Option
from taleweaver.player.output import Line, TurnOutput
from taleweaver.player.session import Checkpoint, PlaySession
from taleweaver.runtime.port import StoryRuntime
from taleweaver.runtime.session import RuntimeSession, RuntimeTurn
from taleweaver.turn import ClarifyEvent

DECLINED = "Then what will you do?"


def cast_engine(story: Story) -> StoryEngine:
    """An engine over a library holding only ``story``'s cast (for lookups; it plays nothing)."""
    return StoryEngine(Library.model_construct(narrator=story.narrator, stories={story.id: story}))


def state_view(public: dict[str, Any]) -> StoryState:
    """A runtime's public state as the ``StoryState`` front ends read (mode, story, place, speaker, ended);
    ``variables`` keep the runtime's mixed types (a row shows them as they are)."""
    variables = cast("immutables.Map[str, int]", immutables.Map(public.get("variables") or {}))
    return StoryState(
        mode="story",
        story_id=public.get("story_id"),
        scene_id=public.get("scene_id"),
        node_id=public.get("node_id"),
        speaker=str(public.get("speaker") or "narrator"),
        flags=immutables.Map(public.get("flags") or {}),
        variables=variables,
        ended=bool(public.get("ended")),
    )


class Cast(Protocol):
    """A runtime story's people: the speakers known so far, and them as a content ``Story``."""

    characters: dict[str, dict[str, str]]

    def cast(self) -> Story: ...


class RuntimePlaySession(PlaySession):
    """A ``PlaySession`` over the story-runtime port; ``people``: the story's cast (voices, staging).
    ``resumed``: the runtime was restored from a save (the opening says the line said last)."""

    def __init__(self, inner: RuntimeSession, people: Cast, *, resumed: bool = False) -> None:
        super().__init__(cast_engine(people.cast()), matcher=inner.matcher)
        self.inner = inner
        self.people = people
        self._known = len(people.characters)
        self.runtime: StoryRuntime = inner.runtime
        self._resumed = resumed
        self._pending: tuple[Option, ...] = ()
        """The choice a confirm question named, for the player's short answer."""
        self.state = state_view(self.runtime.public_state())

    # ── what the front ends call ──────────────────────────────────────────────
    def options(self) -> list[Option]:
        return [
            Option(number=i, kind="choice", id=c.id, label=c.label, texts=c.texts)
            for i, c in enumerate(self.runtime.choices(), start=1)
        ]

    def opening_lines(self) -> list[Line]:
        return [Line(s, t) for s, t in self.runtime.resumed().lines]

    def opening(self, story_id: str | None = None) -> TurnOutput:
        """The story's first row, or after a restore the line said last and the choices (``story_id`` is
        the runtime's own story; another is refused by the caller, which knows no other)."""
        turn = self.inner.resume() if self._resumed else self.inner.opening()
        self._resumed = False
        return self._output(turn)

    def start_story(self, story_id: str) -> TurnOutput:
        return self.opening(story_id)

    def handle(self, raw: str, command: Command | None = None) -> TurnOutput:
        answered = self._answered(raw, command)
        return answered if answered is not None else self._output(self.inner.handle(raw))

    async def handle_async(self, raw: str, command: Command | None = None) -> TurnOutput:
        answered = self._answered(raw, command)
        return answered if answered is not None else self._output(await self.inner.handle_async(raw))

    def confident(self, text: str) -> bool:
        """True when the session answers ``text`` at once: the matcher takes a choice, or it answers the
        question pending ("yes", "no" to "Do you mean to X?")."""
        if (
            self._pending
            and ask.resolve(text, [ask.Named(o.key, o.label) for o in self._pending]) is not None
        ):
            return True
        choices = self.runtime.choices()
        return bool(choices) and self.inner._confident(text, choices) is not None

    def checkpoint(self) -> Checkpoint | None:
        """The runtime saved (its own save text), the pending question and the state view; ``None`` with a
        model director (its conversation is not put back)."""
        if self.inner.director is not None:
            return None
        return Checkpoint(self.state, (self.runtime.save(), self._pending))

    def rewind(self, checkpoint: Checkpoint) -> None:
        saved, pending = cast("tuple[str, tuple[Option, ...]]", checkpoint.extra)
        self.runtime.restore(saved)
        self._pending = pending
        self.state = checkpoint.state

    def confirm(self, raw: str, text: str) -> TurnOutput | None:
        """Ask before acting: "Do you mean to X?" for the choice ``text`` confidently matches (the voice
        player asks when the transcriber was unsure of the words); "yes" then takes it, "no" asks what
        instead. ``None`` when nothing matches confidently (the line is handled as usual)."""
        choices = self.runtime.choices()
        matched = self.inner._confident(text, choices) if choices else None
        if matched is None:
            return None
        option = next(o for o in self.options() if o.key == matched[0])
        self._pending = (option,)
        said = ask.question([ask.Named(option.key, option.label)])
        event = ClarifyEvent(options=[option.to_row()], reason="confirm")
        return TurnOutput(raw, self.state, [event], [Line(self.state.speaker, said)], self.options())

    def _answered(self, raw: str, command: Command | None) -> TurnOutput | None:
        """A short answer to the pending question ("yes", "the first", "no"); ``None`` for anything else
        (the question is dropped either way: a stale "yes" must not act)."""
        pending, self._pending = self._pending, ()
        command = command or parse_command(raw)
        if not pending or command.verb != "text":
            return None
        answer = ask.resolve(command.arg, [ask.Named(o.key, o.label) for o in pending])
        if answer is False:
            event = ClarifyEvent(options=[], reason="declined")
            return TurnOutput(raw, self.state, [event], [Line(self.state.speaker, DECLINED)], self.options())
        if not isinstance(answer, str):
            return None
        choices = self.runtime.choices()
        return self._output(self.inner._matched(raw, answer, 1.0, choices))

    # ── rows ──────────────────────────────────────────────────────────────────
    def _output(self, turn: RuntimeTurn) -> TurnOutput:
        row = turn.row()
        self.state = state_view(turn.state)
        out = TurnOutput(
            turn.input,
            self.state,
            list(row.events),
            [Line(line.speaker, line.text) for line in row.lines],
            self.options(),
            quit=turn.quit,
        )
        self._cast_grew()
        return out

    def _cast_grew(self) -> None:
        """A speaker first named at run time joins the cast (its voice and place, from then on)."""
        if len(self.people.characters) != self._known:
            self._known = len(self.people.characters)
            self.engine = cast_engine(self.people.cast())
