"""Several ``taleweaver serve`` replicas behind HAProxy, sharing Redis — real processes on loopback.

Used by the scale-out test (``tests/scale``) and ``taleweaver bench scale``. Needs ``redis-server`` and
``haproxy`` on the PATH (Debian: :data:`APT_LINE`); :func:`missing_tools` says which are absent.

The balancer is configured the way docs/deploy.md recommends: round robin, a health check on
``/healthz`` every second (three misses take a replica out; a refused connection is one), and
layer-7 retries on another replica (``retry-on all-retryable-errors``, ``option redispatch``,
``option http-buffer-request``), so a replica that dies mid-request costs the client nothing but
time — safe because every turn is applied from the token the request carries (a retried turn
applies once).
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

APT_LINE = "apt-get install -y redis-server haproxy"
TOOLS = ("redis-server", "haproxy")


def missing_tools() -> list[str]:
    """The programs a cluster needs that are not on the PATH."""
    import shutil

    return [tool for tool in TOOLS if shutil.which(tool) is None]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _wait(check: Any, what: str, timeout_s: float, process: subprocess.Popen[bytes] | None = None) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"{what} exited with status {process.returncode}")
        with contextlib.suppress(OSError, httpx.HTTPError):
            if check():
                return
        time.sleep(0.05)
    raise RuntimeError(f"{what} did not come up within {timeout_s:g} s")


def _stop(process: subprocess.Popen[bytes] | None, sig: int = signal.SIGTERM, timeout_s: float = 15) -> None:
    if process is None or process.poll() is not None:
        return
    process.send_signal(sig)
    try:
        process.wait(timeout_s)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


class RedisServer:
    """``redis-server`` on a loopback port, no persistence."""

    def __init__(self, workdir: Path, port: int | None = None) -> None:
        self.workdir = workdir
        self.port = port or free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        log = (self.workdir / "redis.log").open("ab")
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.workdir)],
            stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip
        _wait(self.ping, "redis-server", 20, self.process)

    def ping(self) -> bool:
        with socket.create_connection(("127.0.0.1", self.port), timeout=1) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(16).startswith(b"+PONG")

    def info(self, section: str = "memory") -> dict[str, str]:
        """``INFO section`` as a dict (e.g. ``used_memory``)."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=2) as sock:
            sock.sendall(f"INFO {section}\r\n".encode())
            data = b""
            while not data.endswith(b"\r\n") or data.count(b"\r\n") < 2:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                data += chunk
        lines = data.decode().splitlines()[1:]
        return dict(line.split(":", 1) for line in lines if ":" in line)

    def stop(self) -> None:
        _stop(self.process)


@dataclass
class Replica:
    """One ``taleweaver serve`` process."""

    index: int
    port: int
    args: Sequence[str]
    env: dict[str, str]
    workdir: Path
    process: subprocess.Popen[bytes] | None = None
    starts: int = 0
    earlier_prefetch: dict[str, int] = field(default_factory=dict)
    """Prefetch counters of the earlier runs of this replica (read just before each stop)."""

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, env: Mapping[str, str] | None = None, timeout_s: float = 90) -> float:
        """Start (with ``env`` replacing the settings given so far) and wait for ``/healthz``; the seconds
        it took."""
        begun = time.monotonic()
        self.launch(env)
        self.wait_up(timeout_s)
        return time.monotonic() - begun

    def wait_up(self, timeout_s: float = 90) -> None:
        _wait(self.healthy, f"replica {self.index}", timeout_s, self.process)

    def launch(self, env: Mapping[str, str] | None = None) -> None:
        """Start the process without waiting for it (see :meth:`wait_up`)."""
        if env is not None:
            self.env = {**self.env, **env}
        self.starts += 1
        log = (self.workdir / f"replica{self.index}.log").open("ab")
        self.process = subprocess.Popen(
            [sys.executable, "-c", "from taleweaver.cli.app import main; main()", "serve",
             "--host", "127.0.0.1", "--port", str(self.port), "--log-level", "warning",
             "--call-log", str(self.workdir / f"calls{self.index}.jsonl"), *self.args],
            env={**os.environ, **self.env}, stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip

    def healthy(self) -> bool:
        return httpx.get(self.url + "/healthz", timeout=2).status_code == 200

    def health(self) -> dict[str, Any]:
        body: dict[str, Any] = httpx.get(self.url + "/healthz", timeout=5).json()
        return body

    def prefetch(self) -> dict[str, int]:
        """This replica's prefetch counters, over all its runs."""
        total = dict(self.earlier_prefetch)
        if self.process is not None and self.process.poll() is None:
            for key, value in self.health().get("prefetch", {}).items():
                total[key] = total.get(key, 0) + int(value)
        return total

    def stop(self, sig: int = signal.SIGTERM) -> None:
        with contextlib.suppress(OSError, httpx.HTTPError):
            self.earlier_prefetch = self.prefetch()
        _stop(self.process, sig)


class Balancer:
    """HAProxy, round robin over the replicas, retrying a failed request on another one."""

    def __init__(self, workdir: Path, backends: Sequence[int], port: int | None = None) -> None:
        self.workdir = workdir
        self.port = port or free_port()
        self.backends = list(backends)
        self.socket_path = workdir / "haproxy.sock"
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def config(self) -> str:
        servers = "\n".join(
            f"    server r{index} 127.0.0.1:{port} check" for index, port in enumerate(self.backends)
        )
        return f"""global
    maxconn 4096
    log stdout format raw local0
    tune.bufsize 262144
    stats socket {self.socket_path} mode 600 level admin
defaults
    mode http
    log global
    option httplog
    timeout connect 1s
    timeout check 10s
    timeout client 120s
    timeout server 120s
    retries 3
    option redispatch 1
    retry-on all-retryable-errors
    option http-buffer-request
frontend taleweaver
    bind 127.0.0.1:{self.port}
    default_backend replicas
backend replicas
    balance roundrobin
    option httpchk GET /healthz
    http-check expect status 200
    default-server inter 1s fall 3 rise 1
{servers}
"""

    def start(self) -> None:
        path = self.workdir / "haproxy.cfg"
        path.write_text(self.config())
        log = (self.workdir / "haproxy.log").open("ab")
        self.process = subprocess.Popen(
            ["haproxy", "-db", "-f", str(path)], stdout=log, stderr=subprocess.STDOUT
        )
        _wait(
            lambda: httpx.get(self.url + "/healthz", timeout=2).status_code == 200,
            "haproxy",
            20,
            self.process,
        )

    def stats(self) -> dict[str, dict[str, str]]:
        """``show stat`` by ``proxy/server`` (``replicas/r0``): ``wretr`` retries, ``wredis`` redispatches."""
        with socket.socket(socket.AF_UNIX) as sock:
            sock.connect(str(self.socket_path))
            sock.sendall(b"show stat\n")
            data = b""
            while chunk := sock.recv(65536):
                data += chunk
        lines = data.decode().splitlines()
        header = lines[0].lstrip("# ").split(",")
        rows = [dict(zip(header, line.split(","), strict=False)) for line in lines[1:] if line]
        return {f"{row['pxname']}/{row['svname']}": row for row in rows}

    def stop(self) -> None:
        _stop(self.process)


@dataclass
class Cluster:
    """Redis, ``replicas`` app processes and the balancer in front of them."""

    workdir: Path
    replicas: list[Replica] = field(default_factory=list)
    redis: RedisServer | None = None
    balancer: Balancer | None = None

    @property
    def url(self) -> str:
        assert self.balancer is not None
        return self.balancer.url

    def prefetch_stats(self) -> dict[str, int]:
        """The replicas' prefetch counters added up (a killed replica's last moments are not counted)."""
        total: dict[str, int] = {}
        for replica in self.replicas:
            for key, value in replica.prefetch().items():
                total[key] = total.get(key, 0) + value
        return total


@contextlib.contextmanager
def running_cluster(
    workdir: Path,
    *,
    replicas: int = 3,
    args: Sequence[str] = ("--model", "fake"),
    env: Mapping[str, str] | None = None,
    redis: bool = True,
) -> Iterator[Cluster]:
    """Start Redis (unless ``redis=False``), the replicas and HAProxy; stop them all on exit."""
    workdir.mkdir(parents=True, exist_ok=True)
    cluster = Cluster(workdir)
    base_env = {"TALEWEAVER_ALLOW_MODEL_REQUESTS": "0", **(env or {})}
    try:
        if redis:
            cluster.redis = RedisServer(workdir)
            cluster.redis.start()
            base_env["TALEWEAVER_REDIS_URL"] = cluster.redis.url
        for index in range(replicas):
            cluster.replicas.append(Replica(index, free_port(), list(args), dict(base_env), workdir))
        for replica in cluster.replicas:  # side by side: they start in parallel
            replica.launch()
        for replica in cluster.replicas:
            replica.wait_up()
        cluster.balancer = Balancer(workdir, [replica.port for replica in cluster.replicas])
        cluster.balancer.start()
        yield cluster
    finally:
        if cluster.balancer is not None:
            cluster.balancer.stop()
        for replica in cluster.replicas:
            replica.stop()
        if cluster.redis is not None:
            cluster.redis.stop()


__all__ = [
    "APT_LINE",
    "Balancer",
    "Cluster",
    "RedisServer",
    "Replica",
    "free_port",
    "missing_tools",
    "running_cluster",
]
