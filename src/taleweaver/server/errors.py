"""The server's one error contract: envelopes, the helper routes raise with, and the one handler.

Every error body is ``{"detail": {<key>: <payload>}}``:

- the generic shape, for every route of an *area* (``story``, ``npc``, ``play``, ``voice``,
  ``request`` for unrouted paths and methods): ``{"detail": {"<area>_error": {"code", "message",
  "hint"}}}`` — raise it with :func:`api_error`;
- the original NPC keys, kept on ``/npc/speak`` and ``/dm/narrate`` only: ``422 {"detail":
  {"canon_log_errors": [...]}}`` and ``502 {"detail": {"model_error": "..."}}``.

A route learns its area from its router (:func:`area_router`), so request-validation and model
errors raised before or outside the endpoint still answer in that area's shape, and the OpenAPI
document declares each status with the model of the body actually sent (:func:`error_responses`).
:func:`install_error_handlers` maps FastAPI's validation errors, model errors, Starlette's 404/405
(``Allow`` kept) and anything unexpected into this family: exactly one place writes an error body.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Coroutine, Mapping, MutableMapping, Sequence
from functools import cache
from typing import Any, NoReturn

from fastapi import APIRouter, FastAPI, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from pydantic import BaseModel, ConfigDict, Field, create_model
from starlette.exceptions import HTTPException as StarletteHTTPException

from taleweaver.apps.http_play.refusal import PlayRefused
from taleweaver.models.port import ModelError
from taleweaver.redact import strip_credentials
from taleweaver.server.status_codes import http_status
from taleweaver.validation import location_text

log = logging.getLogger("taleweaver.server")

MAX_MODEL_ERROR = 300
"""Longest model error text sent to a client: a backend error can quote whole prompts."""
MAX_MESSAGE = 1000
GENERIC_AREA = "request"
"""The area of unrouted requests (unknown path, wrong method) and of routes that name none."""


MODEL_ERROR_MESSAGES: Mapping[str, str] = {
    "timeout": "the model did not answer in time",
    "unavailable": "the model server could not be reached",
    "http_status": "the model server answered with an error",
    "malformed_output": "the model's reply could not be used",
    "bad_request": "the model server refused the request",
    "config": "no model configured for this role (set --model or TALEWEAVER_MODEL)",
    "not_allowed": "model requests are not allowed here",
}
"""The one sentence a client sees per model-error kind. A backend's own error text can quote the
prompt (persona, knowledge) or a URL with credentials, so it goes to the server log only."""


def model_error_text(exc: ModelError) -> str:
    """``kind: fixed sentence`` for a client — never the backend's own words."""
    return f"{exc.kind}: {MODEL_ERROR_MESSAGES.get(exc.kind, 'the model failed')}"


class ErrorInfo(BaseModel):
    """What went wrong: a stable ``code`` to branch on, a sentence, and how to fix it (or ``null``)."""

    model_config = ConfigDict(extra="forbid")

    code: str = Field(description="Stable, snake_case; clients branch on it.")
    message: str = Field(description="One sentence for a person; never echoes secrets.")
    hint: str | None = Field(description="How to fix or retry, when there is something to do.")


@cache
def envelope(area: str) -> type[BaseModel]:
    """The response model ``{"detail": {"<area>_error": ErrorInfo}}`` (one class per area)."""
    title = "".join(part.title() for part in area.split("_"))
    detail = create_model(  # type: ignore[call-overload]
        f"{title}ErrorDetail", __config__=ConfigDict(extra="forbid"), **{f"{area}_error": (ErrorInfo, ...)}
    )
    model: type[BaseModel] = create_model(
        f"{title}ErrorEnvelope", __config__=ConfigDict(extra="forbid"), detail=(detail, ...)
    )
    return model


class CanonLogErrorsDetail(BaseModel):
    model_config = ConfigDict(extra="forbid")
    canon_log_errors: list[str] = Field(description="One `field.path: message` line per problem.")


class CanonLogErrors(BaseModel):
    """The original 422 body on ``/npc/speak`` and ``/dm/narrate``."""

    model_config = ConfigDict(extra="forbid")
    detail: CanonLogErrorsDetail


class ModelErrorDetail(BaseModel):
    model_config = ConfigDict(extra="forbid")
    model_error: str = Field(description="`kind: message`, at most 300 characters, secrets redacted.")


class ModelErrorEnvelope(BaseModel):
    """The original 502 body on ``/npc/speak`` and ``/dm/narrate``."""

    model_config = ConfigDict(extra="forbid")
    detail: ModelErrorDetail


class ApiError(Exception):
    """An error with its HTTP status, envelope key and payload (``{"detail": {key: payload}}``)."""

    def __init__(
        self, status_code: int, key: str, payload: Any, *, headers: Mapping[str, str] | None = None
    ) -> None:
        super().__init__(str(payload))
        self.status_code = status_code
        self.key = key
        self.payload = payload
        self.headers = dict(headers or {})

    def body(self) -> dict[str, Any]:
        return {"detail": {self.key: self.payload}}


class AreaError(ApiError):
    """The generic shape: ``{"detail": {"<area>_error": {"code", "message", "hint"}}}``."""

    def __init__(
        self,
        status_code: int,
        area: str,
        code: str,
        message: str,
        hint: str | None = None,
        *,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        info = {"code": code, "message": _clip(message, MAX_MESSAGE), "hint": hint}
        super().__init__(status_code, f"{area}_error", info, headers=headers)
        self.area = area
        self.code = code


def api_error(
    status: int,
    area: str,
    code: str,
    message: str,
    hint: str | None = None,
    *,
    headers: Mapping[str, str] | None = None,
) -> NoReturn:
    """Raise the generic envelope, e.g. ``api_error(409, "play", "wrong_story", "…", "start again")``."""
    raise AreaError(status, area, code, message, hint, headers=headers)


class InvalidRequest(ApiError):
    """422 on the NPC routes: invalid canon log, unknown NPC, malformed body (``canon_log_errors``)."""

    def __init__(self, errors: Sequence[str]) -> None:
        super().__init__(422, "canon_log_errors", list(errors))


class ModelFailed(ApiError):
    """502 on the NPC routes: the model failed after the retry, or no model serves the role."""

    def __init__(self, message: str) -> None:
        super().__init__(502, "model_error", _clip(message, MAX_MODEL_ERROR))


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --- areas on routes ---------------------------------------------------------------------------

_AREA = "taleweaver_error_area"
_SEED = "taleweaver_seed_errors"


def area_route(area: str, *, seed_keys: bool = False) -> type[APIRoute]:
    """A route class that tags each request with its error area before FastAPI validates it, and
    declares the 422 it answers (the area envelope, or ``canon_log_errors`` for the original NPC routes)."""

    class AreaRoute(APIRoute):
        def __init__(self, path: str, endpoint: Callable[..., Any], **kwargs: Any) -> None:
            responses = dict(kwargs.pop("responses", None) or {})
            responses.setdefault(422, error_response(area, 422, seed_keys=seed_keys))
            super().__init__(path, endpoint, responses=responses, **kwargs)

        def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
            handler = super().get_route_handler()

            async def tagged(request: Request) -> Response:
                request.scope[_AREA] = area
                request.scope[_SEED] = seed_keys
                return await handler(request)

            return tagged

    AreaRoute.__name__ = f"{area.title()}Route"
    return AreaRoute


def area_router(area: str, *, seed_keys: bool = False, **kwargs: Any) -> APIRouter:
    """An ``APIRouter`` whose routes answer errors in ``area``'s envelope (``tags`` default to it)."""
    kwargs.setdefault("tags", [area])
    return APIRouter(route_class=area_route(area, seed_keys=seed_keys), **kwargs)


_DESCRIPTIONS = {
    400: "Bad request",
    401: "Expired",
    403: "Refused: tampered or foreign token",
    404: "Not found",
    409: "Conflict with the current state or version",
    413: "Too large",
    422: "Invalid request",
    502: "The model failed",
    503: "Not available",
}


def error_response(
    area: str, status: int, *, seed_keys: bool = False, description: str = ""
) -> dict[str, Any]:
    """One ``responses=`` entry: the model of the error body this status carries in ``area``."""
    model: type[BaseModel] = envelope(area)
    if seed_keys and status == 422:
        model = CanonLogErrors
    elif seed_keys and status == 502:
        model = ModelErrorEnvelope
    return {"model": model, "description": description or _DESCRIPTIONS.get(status, "Error")}


def error_responses(area: str, *statuses: int, seed_keys: bool = False) -> dict[int | str, dict[str, Any]]:
    """``responses=`` for a route: each status with its envelope model, e.g. ``(403, 409)``."""
    return {status: error_response(area, status, seed_keys=seed_keys) for status in statuses}


# --- the one handler ----------------------------------------------------------------------------


def request_errors(exc: RequestValidationError) -> list[str]:
    """FastAPI's validation errors as ``field.path: message`` lines, without echoing the input back."""
    lines = []
    for error in exc.errors():
        loc = [part for part in error.get("loc", ()) if part != "body"]
        lines.append(f"{location_text(loc)}: {error.get('msg', 'invalid')}")
    return lines or ["body: invalid request"]


def _as_api_error(request: Request, exc: Exception) -> ApiError:
    area = str(request.scope.get(_AREA, GENERIC_AREA))
    seed = bool(request.scope.get(_SEED, False))
    if isinstance(exc, ApiError):
        return exc
    if isinstance(exc, PlayRefused):
        return AreaError(http_status(exc.code), exc.area, exc.code, exc.message, exc.hint)
    if isinstance(exc, RequestValidationError):
        lines = request_errors(exc)
        if seed:
            return InvalidRequest(lines)
        return AreaError(
            422,
            area,
            "invalid_request",
            "; ".join(lines),
            "fix the named fields (the schema is at /openapi.json)",
        )
    if isinstance(exc, ModelError):
        log.warning(
            "model error on %s %s: %s: %s",
            request.method,
            request.url.path,
            exc.kind,
            strip_credentials(str(exc)),
        )
        message = model_error_text(exc)
        if seed:
            return ModelFailed(message)
        return AreaError(502, area, "model_error", _clip(message, MAX_MODEL_ERROR), "try again later")
    if isinstance(exc, StarletteHTTPException) and exc.status_code == 400 and not seed:
        # FastAPI's "error parsing the body" (bytes that are not UTF-8 JSON): an invalid body like any other
        return AreaError(422, area, "invalid_request", "body: not a JSON document", "send a JSON body")
    if isinstance(exc, StarletteHTTPException) and exc.status_code == 400:
        return InvalidRequest(["body: not a JSON document"])
    if isinstance(exc, StarletteHTTPException):
        return _http_error(request, exc, area)
    log.error(
        "unhandled error on %s %s",
        request.method,
        request.url.path,
        exc_info=(type(exc), exc, exc.__traceback__),
    )
    return AreaError(
        500, area, "internal_error", "the server failed on this request", "try again; report it if it repeats"
    )


def _http_error(request: Request, exc: StarletteHTTPException, area: str) -> ApiError:
    headers = dict(exc.headers or {})
    if exc.status_code == 404:
        return AreaError(
            404,
            area,
            "not_found",
            f"no route {request.url.path}",
            "the routes are listed at /openapi.json",
            headers=headers,
        )
    if exc.status_code == 405:
        allowed = headers.get("Allow") or headers.get("allow") or ""
        return AreaError(
            405,
            area,
            "method_not_allowed",
            f"{request.method} is not allowed on {request.url.path}",
            f"use {allowed}" if allowed else None,
            headers=headers,
        )
    return AreaError(exc.status_code, area, "http_error", str(exc.detail), None, headers=headers)


async def _render(request: Request, exc: Exception) -> JSONResponse:
    error = _as_api_error(request, exc)
    return JSONResponse(status_code=error.status_code, content=error.body(), headers=error.headers or None)


HANDLED_ERRORS: tuple[type[Exception], ...] = (
    ApiError,
    PlayRefused,
    RequestValidationError,
    ModelError,
    StarletteHTTPException,
)
"""The error families answered with their own status; anything else is a ``500 internal_error``."""


async def send_error(
    scope: MutableMapping[str, Any],
    send: Callable[[MutableMapping[str, Any]], Awaitable[None]],
    exc: Exception,
    *,
    area: str,
    seed_keys: bool = False,
) -> None:
    """Answer ``exc`` as a route of ``area`` would (for an ASGI route outside FastAPI's router)."""
    scope[_AREA] = area
    scope[_SEED] = seed_keys
    response = await _render(Request(scope), exc)
    await response(scope, _no_body, send)


async def _no_body() -> MutableMapping[str, Any]:  # pragma: no cover - a response never reads the request
    return {"type": "http.disconnect"}


def install_error_handlers(app: FastAPI) -> None:
    """Route every error family through :func:`_render`, the one place that writes an error body."""
    for family in (*HANDLED_ERRORS, Exception):
        app.add_exception_handler(family, _render)
