"""How the NPC client reaches the server: a one-method port, HTTP over the network or in-process.

:class:`HttpTransport` speaks to ``taleweaver serve``; :func:`in_process` runs a FastAPI app in the
same process through httpx's ASGI transport, so the offline harness exercises the real routes. Tests
pass an ``httpx.MockTransport``. Any network failure becomes :class:`TransportError`. httpx is
imported when a request is first made, so importing the NPC client loads no HTTP stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from pydantic import BaseModel, ConfigDict

from taleweaver.models.http_client import LoopClient
from taleweaver.redact import strip_credentials

if TYPE_CHECKING:
    import httpx

DEFAULT_TIMEOUT_S = 60.0


class TransportError(Exception):
    """The server could not be reached or did not answer in time."""

    def __str__(self) -> str:
        return strip_credentials(super().__str__())  # the server URL may carry user:password@


class TransportResponse(BaseModel):
    model_config = ConfigDict(frozen=True)

    status: int
    body: Any = None
    """The decoded JSON body, or ``None`` when the body was not JSON."""


class NpcTransport(Protocol):
    async def request(self, method: str, path: str, payload: Any = None) -> TransportResponse:
        """Send one JSON request; raise :class:`TransportError` when no response comes back."""
        ...


class HttpTransport:
    """JSON over HTTP with httpx; ``transport`` swaps the wire (ASGI app, mock) for tests or in-process."""

    def __init__(
        self,
        base_url: str,
        *,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self._timeout = timeout_s
        self._transport = transport
        self._client = LoopClient(self._open)

    def _open(self) -> httpx.AsyncClient:
        import httpx

        return httpx.AsyncClient(base_url=self.base_url, timeout=self._timeout, transport=self._transport)

    async def aclose(self) -> None:
        """Close the kept-open connection pool (the next request opens a new one)."""
        await self._client.aclose()

    async def request(self, method: str, path: str, payload: Any = None) -> TransportResponse:
        import httpx

        try:
            response = await self._client.get().request(method, path, json=payload)
        except httpx.TimeoutException as exc:
            raise TransportError(f"{self.base_url}{path}: timed out after {self._timeout:g}s") from exc
        except httpx.HTTPError as exc:
            raise TransportError(f"{self.base_url}{path}: {type(exc).__name__}: {exc}") from exc
        try:
            body = response.json()
        except ValueError:
            body = None
        return TransportResponse(status=response.status_code, body=body)


def in_process(app: Any, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> HttpTransport:
    """A transport that calls an ASGI ``app`` directly, with no socket."""
    import httpx

    return HttpTransport(
        "http://taleweaver.local",
        timeout_s=timeout_s,
        transport=httpx.ASGITransport(app=app, raise_app_exceptions=False),
    )
