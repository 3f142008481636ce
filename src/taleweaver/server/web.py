"""The browser edge: the web app at ``/`` (static files inside the package), security headers, body
size limits and opt-in CORS.

The page is plain HTML, CSS and ES modules under ``taleweaver/web/static`` (no build step). Every
response carries a strict Content-Security-Policy: scripts, styles and connections from this origin
only, no inline script or style attribute, no framing. FastAPI's ``/docs`` and ``/redoc`` pages load
their assets from a CDN, so they are off unless ``serve --docs``; then those exact paths (and no
other, ``/docsXYZ`` included) go without the policy. Bodies larger than the limit are refused with a
413 envelope before a route reads them.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, MutableMapping
from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles

CSP = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)
SECURITY_HEADERS = {
    "content-security-policy": CSP,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
    "permissions-policy": "microphone=(self), camera=(), geolocation=()",
}
_ENCODED_HEADERS = tuple((name.encode(), value.encode()) for name, value in SECURITY_HEADERS.items())
DOCS_PATHS = frozenset({"/docs", "/docs/oauth2-redirect", "/redoc"})
"""FastAPI's API browsers: the only paths served without the policy, and only with ``serve --docs``."""
AUDIO_PATHS = ("/voice/transcribe",)

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
Asgi = Callable[[Scope, Receive, Send], Awaitable[None]]


def static_dir() -> Path:
    return Path(str(resources.files("taleweaver") / "web" / "static"))


class BrowserEdge:
    """ASGI middleware: security headers on every response, and request bodies capped in size."""

    def __init__(
        self, app: Asgi, *, max_body_bytes: int, max_audio_bytes: int, unguarded: frozenset[str] = frozenset()
    ) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes
        self.max_audio_bytes = max_audio_bytes
        self.unguarded = unguarded

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope.get("path", "")
        limit = self.max_audio_bytes if path.startswith(AUDIO_PATHS) else self.max_body_bytes
        guarded = path not in self.unguarded

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start" and guarded:
                headers = list(message.get("headers", []))
                present = {name.lower() for name, _ in headers}
                headers += [(name, value) for name, value in _ENCODED_HEADERS if name not in present]
                message["headers"] = headers
            await send(message)

        declared = dict(scope.get("headers", [])).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await _too_large(send_with_headers, limit)
            return
        if scope.get("method") not in ("POST", "PUT", "PATCH"):
            await self.app(scope, receive, send_with_headers)
            return
        # Read the whole body first (it is small by construction), refusing it once it passes the limit.
        chunks: list[bytes] = []
        seen = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away
            chunk = message.get("body", b"")
            seen += len(chunk)
            if seen > limit:
                await _too_large(send_with_headers, limit)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send_with_headers)


async def _too_large(send: Send, limit: int) -> None:
    body = json.dumps(
        {
            "detail": {
                "request_error": {
                    "code": "body_too_large",
                    "message": f"the request body is larger than {limit} bytes",
                    "hint": "send less (a shorter text, a shorter recording)",
                }
            }
        }
    ).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())],
        }
    )
    await send({"type": "http.response.body", "body": body})


def install_web(
    app: FastAPI,
    *,
    cors_origins: tuple[str, ...],
    max_body_bytes: int,
    max_audio_bytes: int,
    docs: bool = False,
) -> None:
    """Serve the web app at ``/`` and ``/static``, add the browser edge and (only if asked) CORS.

    ``docs``: the app serves ``/docs`` and ``/redoc`` (``serve --docs``), which then go without the CSP.
    """
    root = static_dir()
    app.mount("/static", StaticFiles(directory=root), name="static")

    @app.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return FileResponse(
            root / "index.html", media_type="text/html", headers={"cache-control": "no-cache"}
        )

    if cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(cors_origins),
            allow_methods=["GET", "POST"],
            allow_headers=["content-type", "x-taleweaver-session"],
        )
    app.add_middleware(
        BrowserEdge,
        max_body_bytes=max_body_bytes,
        max_audio_bytes=max_audio_bytes,
        unguarded=DOCS_PATHS if docs else frozenset(),
    )
