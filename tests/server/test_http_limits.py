"""The connection limits ``taleweaver serve`` runs uvicorn with, under both HTTP parsers, on loopback."""

from __future__ import annotations

import contextlib
import importlib.util
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
import uvicorn

from taleweaver.apps.http_play.catalog import load_catalog
from taleweaver.server import http_limits
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.testing import HashingEncoder

from .conftest import bundled_world

PARSERS = ["h11", *(["httptools"] if importlib.util.find_spec("httptools") else [])]


@contextmanager
def served(parser: str, read_timeout_s: float) -> Iterator[tuple[str, int]]:
    app = create_app(
        ServerConfig(),
        models={"npc": None},
        world=bundled_world(),
        catalog=load_catalog(encoder=HashingEncoder()),
    )
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    options = http_limits.uvicorn_options(parser=parser)
    config = uvicorn.Config(app, log_level="warning", lifespan="off", **options)
    config.load()
    config.http_protocol_class.read_timeout_s = read_timeout_s  # type: ignore[attr-defined]
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        assert thread.is_alive()
        time.sleep(0.01)
    try:
        yield "127.0.0.1", port
    finally:
        config.http_protocol_class.read_timeout_s = http_limits.READ_TIMEOUT_S  # type: ignore[attr-defined]
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


def exchange(address: tuple[str, int], payload: bytes) -> bytes:
    """Send ``payload`` and read until the server closes (or 10 s pass); b"" when it just hung up."""
    with socket.create_connection(address, timeout=10) as conn:
        with contextlib.suppress(OSError):  # the server may close while we are still sending
            conn.sendall(payload)
        received = b""
        try:
            while chunk := conn.recv(65536):
                received += chunk
        except OSError:
            pass
        return received


@pytest.mark.parametrize("parser", PARSERS)
def test_a_plain_request_is_served(parser: str) -> None:
    with served(parser, 5.0) as address:
        answer = exchange(address, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")

    assert answer.startswith(b"HTTP/1.1 200")


@pytest.mark.parametrize("parser", PARSERS)
def test_an_8_mib_header_is_refused(parser: str) -> None:
    huge = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * (8 * 1024 * 1024) + b"\r\n\r\n"

    with served(parser, 5.0) as address:
        answer = exchange(address, huge)

    assert not answer.startswith(b"HTTP/1.1 200")
    assert answer.split(b" ", 2)[1:2] in ([b"431"], [b"400"], [])


@pytest.mark.parametrize("parser", PARSERS)
def test_a_header_just_under_the_limit_is_served(parser: str) -> None:
    head = b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Fill: "
    fill = b"b" * (http_limits.MAX_HEAD_BYTES - len(head) - 200)

    with served(parser, 5.0) as address:
        answer = exchange(address, head + fill + b"\r\n\r\n")

    assert answer.startswith(b"HTTP/1.1 200")


@pytest.mark.parametrize("parser", PARSERS)
@pytest.mark.parametrize(
    "partial",
    [
        b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ",  # headers that never end
        b"POST /npc/speak HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: 100\r\n\r\n{",  # a body that never ends
    ],
    ids=["slow-header", "slow-body"],
)
def test_a_request_that_never_finishes_arriving_is_closed(parser: str, partial: bytes) -> None:
    with served(parser, 0.5) as address, socket.create_connection(address, timeout=10) as conn:
        conn.sendall(partial)
        received = b""
        try:
            while chunk := conn.recv(65536):  # the server closes the connection; recv() then returns b""
                received += chunk
        except ConnectionResetError:
            pass

    assert b"200 OK" not in received
