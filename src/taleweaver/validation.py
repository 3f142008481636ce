"""pydantic validation errors in words, the same way everywhere: ``field.path[0].name: message``.

Messages never echo the rejected input (it can be long, or private). Every module that turns a
:class:`~pydantic.ValidationError` into text for a person goes through here.
"""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import ValidationError


def location_text(loc: Iterable[str | int], prefix: str = "", *, root: str = "(root)") -> str:
    """``("actions", 0, "next")`` → ``actions[0].next``; ``prefix`` is put in front; ``root`` when empty."""
    text = prefix
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text or root


def error_lines(exc: ValidationError, prefix: str = "") -> list[str]:
    """One ``location: message`` line per problem (just the message when the whole value is wrong)."""
    lines = []
    for error in exc.errors():
        where = location_text(error["loc"], prefix, root="")
        lines.append(f"{where}: {error['msg']}" if where else str(error["msg"]))
    return lines


def describe(exc: ValidationError, *, most: int | None = None) -> str:
    """The problems on one line (``a.b: msg; c: msg``); with ``most``, the first ones and how many more."""
    lines = error_lines(exc)
    if most is not None and len(lines) > most:
        return "; ".join(lines[:most]) + f" (and {len(lines) - most} more)"
    return "; ".join(lines)
