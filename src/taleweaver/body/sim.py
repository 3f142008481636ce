"""The real ``reachy-mini-daemon`` in mockup simulation, on loopback, for tests and benchmarks.

No physics, no media, no telemetry, no dataset downloads, and no mDNS advertisement (the
registration is replaced by a no-op before the daemon's own ``main`` runs), with a temporary HOME.
Run as ``python -m taleweaver.body.sim --fastapi-port PORT`` or through :class:`MockupDaemon`.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import TracebackType

import httpx

DAEMON_ARGS = ("--mockup-sim", "--no-media", "--no-preload-datasets", "--dataset-update-interval", "0")
QUIET_ENV = {"DO_NOT_TRACK": "1", "REACHY_MINI_TELEMETRY": "0", "HF_HUB_OFFLINE": "1"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class MockupDaemon:
    """Starts the daemon on a free loopback port; ``with MockupDaemon() as d: d.port``."""

    def __init__(self, *, port: int | None = None, ready_timeout_s: float = 60.0) -> None:
        self.port = port or free_port()
        self.ready_timeout_s = ready_timeout_s
        self._home = tempfile.TemporaryDirectory(prefix="reachy-home-")
        self.log = Path(self._home.name) / "daemon.log"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> MockupDaemon:
        env = {**os.environ, **QUIET_ENV, "HOME": self._home.name}
        with self.log.open("wb") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "taleweaver.body.sim", *DAEMON_ARGS, "--fastapi-port", str(self.port)],
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + self.ready_timeout_s
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"reachy-mini-daemon exited early:\n{self.log.read_text()[-3000:]}")
            try:
                status = httpx.get(f"http://127.0.0.1:{self.port}/api/daemon/status", timeout=1.0).json()
                if status.get("state") == "running":
                    return self
            except (httpx.HTTPError, ValueError):
                pass
            time.sleep(0.25)
        self.stop()
        raise RuntimeError(f"reachy-mini-daemon not running after {self.ready_timeout_s} s")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=6)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)
        self.process = None
        self._home.cleanup()

    def __enter__(self) -> MockupDaemon:
        return self.start()

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()


def main() -> None:
    """The daemon's own entry point, with the mDNS registration switched off."""
    from reachy_mini.daemon.app import main as daemon_main
    from reachy_mini.utils import discovery

    def no_mdns(self: object) -> None:
        return None

    discovery.MdnsServiceRegistration.register = no_mdns
    sys.argv = ["reachy-mini-daemon", *sys.argv[1:]]
    daemon_main.main()


if __name__ == "__main__":
    main()
