"""The ``play --json`` row: one JSON object per turn, the shape every front end shares.

A row is ``{"input", "lines", "options", "events", "state"}``. The first row of a session is the opening
(``input`` is ``None``): the lines said and the options offered before the player typed anything. Front ends
extend a row with their own fields through ``extra`` (the voice loop adds ``transcript``, ``audio``,
``timings``; the HTTP play route adds ``session``) — the shape itself lives only here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from taleweaver.player.session import TurnOutput

ChosenKind = Literal["action", "scene", "scene_action"]
ChosenVia = Literal["number", "command", "text", "model"]

ROW_FIELDS = ("input", "lines", "options", "events", "state")
"""The fields of every row, in order."""


def turn_row(out: TurnOutput, **extra: Any) -> dict[str, Any]:
    """The JSON row for one turn (or the opening, when ``out.input`` is ``None``), plus ``extra`` fields."""
    row: dict[str, Any] = {
        "input": out.input,
        "lines": [line.to_json() for line in out.lines],
        "options": [option.to_json() for option in out.options],
        "events": list(out.events),
        "state": out.state.public_view(),
    }
    clash = set(extra) & set(ROW_FIELDS)
    if clash:
        raise ValueError(f"extra row fields may not replace {', '.join(sorted(clash))}")
    row.update(extra)
    return row


def chosen_event(kind: ChosenKind, id_: str, via: ChosenVia, score: float | None = None) -> dict[str, Any]:
    """The event naming the option the player's input was taken as, and how it was chosen."""
    event: dict[str, Any] = {"type": "chosen", "kind": kind, "id": id_, "via": via}
    if score is not None:
        event["score"] = round(score, 3)
    return event
