"""Realtime failures as codes a front end can show: no key, a refused key, an unreachable API, a refusal.

Messages never contain the key (the API's own "Incorrect API key provided: sk-…" echoes part of it, so its
text is not passed on).
"""

from __future__ import annotations

from typing import Any, Literal

RealtimeCode = Literal[
    "realtime_key_missing", "realtime_key_invalid", "realtime_unreachable", "realtime_bad_request"
]
KEY_CODES = frozenset({"invalid_api_key", "invalid_authentication", "authentication_error", "unauthorized"})
"""Codes of the API's ``error`` events that mean the key was refused."""


class RealtimeError(Exception):
    """A Realtime session could not start or go on; ``code`` says why, the message says what to do."""

    def __init__(self, code: RealtimeCode, message: str) -> None:
        super().__init__(message)
        self.code: RealtimeCode = code
        self.message = message


def key_missing() -> RealtimeError:
    return RealtimeError(
        "realtime_key_missing",
        "no OpenAI key: set OPENAI_API_KEY (or TALEWEAVER_API_KEY), or type one in the page's settings",
    )


def key_invalid() -> RealtimeError:
    return RealtimeError(
        "realtime_key_invalid", "the Realtime API refused the OpenAI key: check it (and its Realtime access)"
    )


def unreachable(url: str, why: str) -> RealtimeError:
    return RealtimeError(
        "realtime_unreachable",
        f"the Realtime API at {url} cannot be reached ({why}); check the network or TALEWEAVER_REALTIME_URL",
    )


def from_connect(exc: BaseException, url: str) -> RealtimeError:
    """A failed connection attempt, translated (the key is refused at the handshake with 401/403)."""
    from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

    if isinstance(exc, InvalidStatus):
        status = exc.response.status_code
        if status in (401, 403):
            return key_invalid()
        return unreachable(url, f"HTTP {status} at the handshake")
    if isinstance(exc, ConnectionClosed):
        code = exc.rcvd.code if exc.rcvd is not None else 1006
        return RealtimeError(
            "realtime_unreachable",
            f"the Realtime API at {url} closed the connection (code {code}); try again",
        )
    if isinstance(exc, TimeoutError):
        return unreachable(url, "no answer in time")
    if isinstance(exc, InvalidURI):
        return RealtimeError(
            "realtime_bad_request", f"TALEWEAVER_REALTIME_URL {url!r} is not a WebSocket URL"
        )
    if isinstance(exc, (OSError, InvalidHandshake)):
        return unreachable(url, exc.__class__.__name__)
    return unreachable(url, exc.__class__.__name__)


def from_event(error: Any) -> RealtimeError:
    """An ``error`` event from the API: a refused key, else a refused request (its message, which for
    anything but the key carries no secret)."""
    code = str(_field(error, "code") or "")
    kind = str(_field(error, "type") or "")
    if code in KEY_CODES or kind in KEY_CODES:
        return key_invalid()
    message = str(_field(error, "message") or "the Realtime API refused a request")
    return RealtimeError(
        "realtime_bad_request", f"the Realtime API refused a request ({code or kind}): {message}"
    )


def is_key_error(error: Any) -> bool:
    return str(_field(error, "code") or "") in KEY_CODES or str(_field(error, "type") or "") in KEY_CODES


def _field(error: Any, name: str) -> Any:
    return error.get(name) if isinstance(error, dict) else getattr(error, name, None)
