"""Run an app with real uvicorn on a free loopback port in a background thread (tests, demos, notebooks).

The socket is bound before uvicorn starts, so the port is known up front and never raced for.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn


class ServerDidNotStart(RuntimeError):
    """uvicorn did not report itself started within the timeout."""


@contextmanager
def serve_in_background(
    app: Any, *, host: str = "127.0.0.1", startup_timeout_s: float = 10.0
) -> Iterator[str]:
    """Serve ``app`` until the block ends; yields its base URL, e.g. ``http://127.0.0.1:41234``."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + startup_timeout_s
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            server.should_exit = True
            sock.close()
            raise ServerDidNotStart(f"uvicorn did not start on {host}:{port} within {startup_timeout_s:g}s")
        time.sleep(0.01)
    try:
        yield f"http://{host}:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=startup_timeout_s)
        sock.close()
