"""A switch that keeps real backends from being called where they must not be (unit tests).

Real adapters call :func:`check_allowed` before any request. Requests are allowed unless the edge
(``taleweaver``'s ``main()``, from ``Settings.allow_model_requests``, i.e. env
``TALEWEAVER_ALLOW_MODEL_REQUESTS=0``) or a test suite calls :func:`set_model_requests_allowed`;
a test that wants a real backend wraps itself in :func:`allow_model_requests`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from taleweaver.models.port import ModelRequestsNotAllowed

_ENV = "TALEWEAVER_ALLOW_MODEL_REQUESTS"
_default: list[bool] = [True]
_override: list[bool] = []


def set_model_requests_allowed(allowed: bool) -> None:
    """Set whether real model requests are allowed outside :func:`allow_model_requests` blocks."""
    _default[0] = allowed


def model_requests_allowed() -> bool:
    if _override:
        return _override[-1]
    return _default[0]


def check_allowed(adapter: str) -> None:
    if not model_requests_allowed():
        raise ModelRequestsNotAllowed(
            f"{adapter}: real model requests are switched off here "
            f"(set {_ENV}=1 or use taleweaver.models.guard.allow_model_requests())"
        )


@contextmanager
def allow_model_requests(allowed: bool = True) -> Iterator[None]:
    _override.append(allowed)
    try:
        yield
    finally:
        _override.pop()
