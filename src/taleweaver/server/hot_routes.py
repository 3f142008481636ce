"""The hot routes — ``POST /play/turn`` and ``POST /npc/speak`` — answered below FastAPI's router.

Every turn of a story and every NPC line goes through one of them, so their per-request cost is the
server's throughput. FastAPI's own work per request (matching the included routers one by one, the
request object, solving the endpoint's parameters, re-validating and re-rendering the response, two more
middleware layers) cost about as much as a whole NPC line. :class:`HotRoutes` is a plain ASGI layer, inside
the browser edge (body limit, security headers) and CORS, that answers the common case of these two
routes itself:

- the body is validated by pydantic-core straight from its bytes, against the same model the declared
  route takes; a body it does not accept (invalid, or not JSON where the route wants JSON) is handed to
  the declared route unchanged, so every refusal is the one FastAPI gives, word for word;
- what the service raises is rendered by the one error handler (:mod:`taleweaver.server.errors`) in the
  route's area; anything unexpected propagates to the server-error layer, as from any route.

The declared routes stay in the routers: they describe the operations to OpenAPI and answer whatever the
hot path hands on (and every method other than ``POST``).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from typing import Any

from taleweaver.server.errors import HANDLED_ERRORS, send_error

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
Asgi = Callable[[Scope, Receive, Send], Awaitable[None]]

Answer = Callable[[Scope, bytes], Awaitable[bytes | None]]
"""A hot route's handler: the JSON body of a ``200`` for the request's body, or ``None`` to hand the
request to the declared route."""

_JSON_HEADER = (b"content-type", b"application/json")


@dataclass(frozen=True, slots=True)
class HotRoute:
    """A ``POST`` route answered by :class:`HotRoutes`: its path, error area and handler."""

    path: str
    area: str
    answer: Answer
    seed_keys: bool = False
    """Errors in the original NPC keys (``canon_log_errors``, ``model_error``), as the declared route."""


class HotRoutes:
    """ASGI middleware answering :class:`HotRoute`\\ s before the rest of the app (see the module)."""

    def __init__(self, app: Asgi, *, routes: tuple[HotRoute, ...]) -> None:
        self.app = app
        self.routes = {route.path: route for route in routes}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "POST":
            await self.app(scope, receive, send)
            return
        route = self.routes.get(_route_path(scope))
        if route is None:
            await self.app(scope, receive, send)
            return
        body = await read_body(receive)
        if body is None:
            return  # the client went away
        try:
            answer = await route.answer(scope, body)
        except HANDLED_ERRORS as exc:
            await send_error(scope, send, exc, area=route.area, seed_keys=route.seed_keys)
            return
        if answer is None:
            await self.app(scope, replay(body, receive), send)
            return
        await send(
            {
                "type": "http.response.start",
                "status": 200,
                "headers": [(b"content-length", str(len(answer)).encode()), _JSON_HEADER],
            }
        )
        await send({"type": "http.response.body", "body": answer})


def _route_path(scope: Scope) -> str:
    """The path the app's routes see (``root_path`` taken off, as Starlette's router does)."""
    path: str = scope["path"]
    root: str = scope.get("root_path", "")
    if not root or not path.startswith(root):
        return path
    if path == root:
        return ""
    return path[len(root) :] if path[len(root)] == "/" else path


async def read_body(receive: Receive) -> bytes | None:
    """The whole request body (``None`` when the client disconnected first)."""
    chunks: list[bytes] = []
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return None
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            return chunks[0] if len(chunks) == 1 else b"".join(chunks)


def replay(body: bytes, receive: Receive) -> Receive:
    """A ``receive`` that gives ``body`` once, then whatever the connection sends next."""
    given = False

    async def again() -> Message:
        nonlocal given
        if not given:
            given = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return again


def json_content(scope: Scope) -> bool:
    """The request says its body is JSON the way FastAPI reads a declared body as JSON:
    ``application/json`` or ``application/*+json``, parameters allowed."""
    for name, value in scope["headers"]:
        if name == b"content-type":
            kind: bytes = value.partition(b";")[0].strip().lower()
            return kind == b"application/json" or (
                kind.startswith(b"application/") and kind.endswith(b"+json")
            )
    return False
