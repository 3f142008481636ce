"""Connection limits for ``taleweaver serve``, under whichever HTTP parser uvicorn runs.

uvicorn parses HTTP/1.1 with httptools when it is installed (``uvicorn[standard]``, which the robot
extra brings) and with h11 otherwise. Out of the box neither bounds a request's head in time, and
httptools does not bound it in size (an 8 MiB header was accepted); uvicorn's keep-alive timer stops
as soon as any byte arrives, so a client sending its headers (or its body) one byte at a time holds
its connection forever. :func:`uvicorn_options` fixes both, for either parser:

- **head size**: at most :data:`MAX_HEAD_BYTES` of request line and headers — h11 through uvicorn's
  ``h11_max_incomplete_event_size``, httptools by counting the bytes before the head ends; over it the
  connection gets ``431`` and is closed;
- **read deadline**: a request must arrive whole (head and body) within :data:`READ_TIMEOUT_S` of its
  first byte, else the connection is closed (``408`` when nothing was answered yet);
- **idle keep-alive**: :data:`KEEP_ALIVE_S` between requests (uvicorn's ``timeout_keep_alive``);
- **WebSocket messages**: at most :data:`WS_MAX_BYTES` (uvicorn's ``ws_max_size``).

Behind a reverse proxy, set the proxy's own limits at or under these (docs/server.md).
"""

from __future__ import annotations

import asyncio
import importlib.util
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

MAX_HEAD_BYTES = 32 * 1024
"""Longest request line + headers accepted (browsers send a few KiB; proxies cap at 8–64 KiB)."""
READ_TIMEOUT_S = 30.0
"""Time a request may take to arrive whole, from its first byte (a 10 MiB recording at ≥ 3 Mbit/s)."""
KEEP_ALIVE_S = 5.0
"""Idle time between requests on a kept-alive connection."""
WS_MAX_BYTES = 128 * 1024
"""Largest WebSocket message uvicorn reads (``/realtime``: 20–100 ms audio frames, a start frame with a
token); larger ones close the socket with 1009 before the app sees them (the route's own limits are lower)."""

_431 = (
    b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-type: text/plain; charset=utf-8\r\n"
    b"content-length: 32\r\nconnection: close\r\n\r\nrequest header fields too large\n"
)
_408 = (
    b"HTTP/1.1 408 Request Timeout\r\ncontent-type: text/plain; charset=utf-8\r\n"
    b"content-length: 16\r\nconnection: close\r\n\r\nrequest timeout\n"
)


class _ReadDeadline:
    """A request's read deadline on a uvicorn protocol: armed by its first byte, cancelled once it is
    read whole; when it fires the connection is closed."""

    transport: asyncio.Transport
    loop: asyncio.AbstractEventLoop
    read_timeout_s: float = READ_TIMEOUT_S
    _deadline: asyncio.TimerHandle | None = None
    _reading = False

    def _arm(self) -> None:
        if self._deadline is None and not self._reading:
            self._reading = True
            self._deadline = self.loop.call_later(self.read_timeout_s, self._expire)

    def _read_whole(self) -> None:
        self._reading = False
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _expire(self) -> None:
        self._deadline = None
        if not self.transport.is_closing():
            cycle = getattr(self, "cycle", None)
            if cycle is None or cycle.response_complete:
                self.transport.write(_408)
            self.transport.close()


class LimitedH11Protocol(_ReadDeadline, H11Protocol):
    """uvicorn's h11 protocol with a read deadline (its head size is bounded by h11 itself)."""

    def data_received(self, data: bytes) -> None:
        self._arm()
        super().data_received(data)
        if self.conn.their_state in (_h11().DONE, _h11().MUST_CLOSE, _h11().CLOSED):
            self._read_whole()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._reading = False

    def connection_lost(self, exc: Exception | None) -> None:
        self._read_whole()
        super().connection_lost(exc)


def _h11() -> Any:
    import h11

    return h11


if importlib.util.find_spec("httptools") is not None:  # else uvicorn parses with h11
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

    class LimitedHttpToolsProtocol(_ReadDeadline, HttpToolsProtocol):
        """uvicorn's httptools protocol with a head-size cap and a read deadline."""

        max_head_bytes = MAX_HEAD_BYTES
        _head_bytes = 0
        _in_head = True

        def data_received(self, data: bytes) -> None:
            self._arm()
            if self._in_head:
                end = data.find(b"\r\n\r\n")
                self._head_bytes += len(data) if end < 0 else end + 4
                if self._head_bytes > self.max_head_bytes:
                    self._refuse_head()
                    return
                if end >= 0:
                    self._in_head = False
            super().data_received(data)

        def _refuse_head(self) -> None:
            self._read_whole()
            if not self.transport.is_closing():
                self.transport.write(_431)
                self.transport.close()

        def on_headers_complete(self) -> None:
            self._in_head = False
            super().on_headers_complete()

        def on_message_complete(self) -> None:
            super().on_message_complete()
            self._read_whole()
            self._in_head = True
            self._head_bytes = 0

        def connection_lost(self, exc: Exception | None) -> None:
            self._read_whole()
            super().connection_lost(exc)


def parser_name() -> str:
    """The HTTP parser uvicorn picks here: ``httptools`` when installed, else ``h11``."""
    return "httptools" if importlib.util.find_spec("httptools") is not None else "h11"


def uvicorn_options(*, parser: str | None = None) -> dict[str, Any]:
    """``uvicorn.run``/``uvicorn.Config`` keyword arguments with the limits above, for ``parser``
    (default: the one uvicorn would pick)."""
    chosen = parser or parser_name()
    protocol = "LimitedHttpToolsProtocol" if chosen == "httptools" else "LimitedH11Protocol"
    return {
        "http": f"{__name__}:{protocol}",  # by name: worker processes import it themselves
        "h11_max_incomplete_event_size": MAX_HEAD_BYTES,
        "timeout_keep_alive": KEEP_ALIVE_S,
        "ws_max_size": WS_MAX_BYTES,
    }
