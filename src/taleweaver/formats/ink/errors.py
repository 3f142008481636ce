"""The one error an ink story raises at the edge: file, what is wrong, how to fix it."""

from __future__ import annotations


class InkError(Exception):
    """A story that cannot be loaded or played; ``str()`` is the whole player-facing message."""

    def __init__(self, file: str, message: str, fix: str = "") -> None:
        self.file = file
        self.message = message
        self.fix = fix
        super().__init__(f"{file}: {message}" + (f" Fix: {fix}" if fix else ""))
