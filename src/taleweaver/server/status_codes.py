"""HTTP statuses for the codes domain errors carry: the library names what went wrong, the server
decides how HTTP says it."""

from __future__ import annotations

STATUS_BY_CODE: dict[str, int] = {
    "token_invalid": 400,
    "token_tampered": 403,
    "token_expired": 401,
    "token_version": 409,
    "token_wrong_story": 409,
    "token_too_large": 413,
    "token_missing": 401,
    "invalid_step": 409,
    "choice_not_available": 409,  # a well-formed id the current scene does not offer: a state conflict
    "unknown_story": 404,
    "story_broken": 422,
    "command_refused": 422,
    "save_tampered": 422,
    "save_invalid": 422,
}


def http_status(code: str, default: int = 400) -> int:
    """The status a domain error with ``code`` is answered with (``default`` for unknown codes)."""
    return STATUS_BY_CODE.get(code, default)
