"""A switch that keeps real backends from being called where they must not be (unit tests).

Real adapters call :func:`check_allowed` before any request. The test suite switches requests off
in ``conftest.py``; a test that wants a real backend wraps itself in :func:`allow_model_requests`.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

from taleweaver.models.port import ModelRequestsNotAllowed

_ENV = "TALEWEAVER_ALLOW_MODEL_REQUESTS"
_override: list[bool] = []


def model_requests_allowed() -> bool:
    if _override:
        return _override[-1]
    return os.environ.get(_ENV, "1") not in {"0", "false", "no"}


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
