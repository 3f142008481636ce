"""What the HTTP play service refuses, named by a code: the service says what went wrong and how to fix
it; the server decides how HTTP says it (``server/status_codes.py`` maps the code to a status)."""

from __future__ import annotations

AREA = "play"


class PlayRefused(Exception):
    """A play request refused: ``code`` (e.g. ``token_expired``, ``unknown_story``), a message and a hint."""

    def __init__(self, code: str, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.area = AREA
        self.code = code
        self.message = message
        self.hint = hint
