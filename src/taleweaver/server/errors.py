"""Errors the server answers with, and the one handler that renders them as envelopes.

Every error a route can meet becomes an :class:`ApiError` with a status and a body
``{"detail": {<key>: <payload>}}``. Capabilities add their own subclasses (a tampered signed
state, say); :func:`install_error_handlers` maps FastAPI's validation errors and model errors into
the same family, so there is exactly one place that writes an error response. Starlette finds the
handler through the exception's MRO, so subclasses need no registration.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from taleweaver.content.canon import location_text
from taleweaver.models.port import ModelError

MAX_MODEL_ERROR = 300
"""Longest ``model_error`` text sent to a client: a backend error can quote whole prompts."""


class ApiError(Exception):
    """An error with its HTTP status and envelope key; ``payload`` is what goes under the key."""

    status_code = 500
    key = "error"

    def __init__(self, payload: Any, *, status_code: int | None = None, key: str | None = None) -> None:
        super().__init__(str(payload))
        self.payload = payload
        if status_code is not None:
            self.status_code = status_code
        if key is not None:
            self.key = key

    def body(self) -> dict[str, Any]:
        return {"detail": {self.key: self.payload}}


def api_error(status: int, area: str, code: str, message: str, hint: str | None = None) -> ApiError:
    """The envelope of every newer route: ``{"detail": {"<area>_error": {code, message, hint}}}``."""
    return ApiError({"code": code, "message": message, "hint": hint}, status_code=status, key=f"{area}_error")


class InvalidRequest(ApiError):
    """A client mistake in the body: invalid canon log, unknown NPC, malformed request (one 422 envelope)."""

    status_code = 422
    key = "canon_log_errors"

    def __init__(self, errors: Sequence[str]) -> None:
        super().__init__(list(errors))


class ModelFailed(ApiError):
    """The model failed after the retry (or no model serves the role)."""

    status_code = 502
    key = "model_error"


class NotFound(ApiError):
    status_code = 404
    key = "not_found"


def request_errors(exc: RequestValidationError) -> list[str]:
    """FastAPI's validation errors as ``field.path: message`` lines, without echoing the input back."""
    lines = []
    for error in exc.errors():
        loc = [part for part in error.get("loc", ()) if part != "body"]
        lines.append(f"{location_text(loc)}: {error.get('msg', 'invalid')}")
    return lines or ["body: invalid request"]


async def _render(_request: Request, exc: Exception) -> JSONResponse:
    error = _as_api_error(exc)
    return JSONResponse(status_code=error.status_code, content=error.body())


def _as_api_error(exc: Exception) -> ApiError:
    if isinstance(exc, ApiError):
        return exc
    if isinstance(exc, RequestValidationError):
        return InvalidRequest(request_errors(exc))
    if isinstance(exc, ModelError):
        message = f"{exc.kind}: {exc}"
        return ModelFailed(
            message if len(message) <= MAX_MODEL_ERROR else message[: MAX_MODEL_ERROR - 1] + "…"
        )
    if isinstance(exc, StarletteHTTPException):
        key = "not_found" if exc.status_code == 404 else "error"
        return ApiError(str(exc.detail), status_code=exc.status_code, key=key)
    return ApiError("internal error")


def install_error_handlers(app: FastAPI) -> None:
    """Route every error family through :func:`_render`, the one place that writes an error body."""
    for family in (ApiError, RequestValidationError, ModelError, StarletteHTTPException, Exception):
        app.add_exception_handler(family, _render)
