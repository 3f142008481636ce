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

import asyncio
import json
from collections.abc import Awaitable, Callable, MutableMapping
from importlib import resources
from pathlib import Path
from typing import Any

import httpx
from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel

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


START_PAGES = ("library", "orb")
"""What ``/`` opens on (``serve --start-page``); every page stays reachable by its ``#/`` link."""
ROBOT_PROBE_S = 0.8
"""How long ``GET /robots`` waits for a daemon's status before leaving it out."""


def static_dir() -> Path:
    return Path(str(resources.files("taleweaver") / "web" / "static"))


def index_html(start_page: str) -> str:
    """The page, its ``<html>`` element marked with the start page (the router opens it when the address
    has no ``#/…``)."""
    if start_page not in START_PAGES:
        raise ValueError(f"start page {start_page!r}: choose one of {', '.join(START_PAGES)}")
    html = (static_dir() / "index.html").read_text(encoding="utf-8")
    return html.replace('<html lang="en">', f'<html lang="en" data-start-page="{start_page}">', 1)


class Robot(BaseModel):
    id: str
    """``HOST:PORT`` as configured (``serve --robot``)."""
    host: str
    port: int
    state: str
    """The daemon's own state (``running``…)."""


class Robots(BaseModel):
    robots: list[Robot]


def parse_daemon(address: str) -> tuple[str, int]:
    """``HOST:PORT`` (``HOST`` alone: the daemon's port 8000); a clear error otherwise."""
    host, _, port = address.strip().rpartition(":")
    if not host:
        host, port = address.strip(), "8000"
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"robot daemon {address!r}: write it as HOST:PORT, e.g. reachy-mini.local:8000")
    return host, int(port)


async def reachable_robots(daemons: tuple[str, ...], timeout_s: float = ROBOT_PROBE_S) -> list[Robot]:
    """The configured Reachy Mini daemons that answer ``/api/daemon/status`` now (probed at once)."""

    async def probe(client: httpx.AsyncClient, address: str) -> Robot | None:
        host, port = parse_daemon(address)
        try:
            response = await client.get(f"http://{host}:{port}/api/daemon/status")
            response.raise_for_status()
            state = response.json().get("state")
        except (httpx.HTTPError, ValueError, AttributeError):
            return None
        return Robot(id=f"{host}:{port}", host=host, port=port, state=str(state)) if state else None

    if not daemons:
        return []
    async with httpx.AsyncClient(timeout=timeout_s) as client:
        found = await asyncio.gather(*(probe(client, address) for address in daemons))
    return [robot for robot in found if robot is not None]


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
    start_page: str = "library",
    robot_daemons: tuple[str, ...] = (),
) -> None:
    """Serve the web app at ``/`` and ``/static``, add the browser edge and (only if asked) CORS.

    ``docs``: the app serves ``/docs`` and ``/redoc`` (``serve --docs``), which then go without the CSP.
    ``start_page``: what ``/`` opens on (``library`` or ``orb``). ``robot_daemons``: the Reachy Mini
    daemons ``GET /robots`` probes for the orb page's robot picker.
    """
    root = static_dir()
    page = index_html(start_page)
    for address in robot_daemons:
        parse_daemon(address)  # a typo fails at start, not on the first page load
    app.mount("/static", StaticFiles(directory=root), name="static")

    @app.get("/", include_in_schema=False)
    async def index() -> HTMLResponse:
        return HTMLResponse(page, headers={"cache-control": "no-cache"})

    @app.get("/robots", tags=["web"], response_model=Robots)
    async def robots() -> Robots:
        """The Reachy Mini daemons configured with ``serve --robot HOST:PORT`` that answer now (each probed
        for at most 0.8 s), for the orb page's robot picker; an empty list when none is configured or
        none answers."""
        return Robots(robots=await reachable_robots(robot_daemons))

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
