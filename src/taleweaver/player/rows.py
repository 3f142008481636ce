"""The ``play --json`` row of a player turn: the typed :class:`~taleweaver.turn.TurnRow` built from a
:class:`~taleweaver.player.session.TurnOutput`.

A row is ``{"input", "lines", "options", "events", "state"}``. The first row of a session is the opening
(``input`` is ``None``): the lines said and the options offered before the player typed anything. Front ends
add their own fields (the voice loop ``transcript``, ``audio``, ``timings``; the HTTP play route
``session``); the types themselves live in :mod:`taleweaver.turn`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic_core import to_json

from taleweaver.turn import (
    ChosenKind,
    ChosenVia,
    StateRow,
    Timings,
    TurnRow,
    VoiceTurnRow,
    chosen_event,
)

if TYPE_CHECKING:
    from taleweaver.engine.state import StoryState
    from taleweaver.player.output import TurnOutput

__all__ = [
    "ROW_FIELDS",
    "ChosenKind",
    "ChosenVia",
    "chosen_event",
    "state_row",
    "turn_row",
    "turn_row_json",
    "voice_row",
]

ROW_FIELDS = ("input", "lines", "options", "events", "state")
"""The fields of every row, in order."""


def state_row(state: StoryState, *, variables: bool = True) -> StateRow:
    """What the player may see of ``state``; ``variables=False`` leaves the hidden values out."""
    return StateRow(
        mode=state.mode,
        story_id=state.story_id,
        scene_id=state.scene_id,
        node_id=state.node_id,
        speaker=state.speaker,
        flags=dict(sorted(state.flags.items())),
        variables=dict(sorted(state.variables.items())) if variables else None,
        ended=state.ended,
    )


def turn_row(out: TurnOutput, *, session: str | None = None, variables: bool = True) -> TurnRow:
    """The row for one turn (or the opening, when ``out.input`` is ``None``).

    Built without re-validation (every part is typed already); ``TurnRow.model_validate`` or the
    published schema checks a row from outside.
    """
    return TurnRow(
        input=out.input,
        lines=[line.to_row() for line in out.lines],
        options=[option.to_row() for option in out.options],
        events=list(out.events),
        state=state_row(out.state, variables=variables),
        session=session,
    )


def turn_row_json(out: TurnOutput, *, session: str | None = None, variables: bool = True) -> bytes:
    """:func:`turn_row`'s JSON, byte for byte, without building the row's models first: the HTTP play
    route's hot path (the options and events are models already; the rest is plain data here)."""
    state = out.state
    row: dict[str, Any] = {
        "input": out.input,
        "lines": [{"speaker": line.speaker, "text": line.text} for line in out.lines],
        "options": out.options,
        "events": out.events,
        "state": {
            "mode": state.mode,
            "story_id": state.story_id,
            "scene_id": state.scene_id,
            "node_id": state.node_id,
            "speaker": state.speaker,
            "flags": dict(sorted(state.flags.items())),
        },
    }
    if variables:
        row["state"]["variables"] = dict(sorted(state.variables.items()))
    row["state"]["ended"] = state.ended
    if session is not None:
        row["session"] = session
    return to_json(row, by_alias=True)


def voice_row(
    out: TurnOutput, *, transcript: str | None, audio: list[str] | None, timings: Timings | None
) -> VoiceTurnRow:
    """A voice loop's row: the turn plus what was heard, the audio files written and the timings."""
    row = turn_row(out)
    return VoiceTurnRow(
        **{name: getattr(row, name) for name in ROW_FIELDS},
        transcript=transcript,
        audio=audio,
        timings=timings,
    )
