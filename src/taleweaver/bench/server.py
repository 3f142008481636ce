"""``taleweaver bench server``: throughput and latency of the hot routes beside a bare endpoint.

Both apps run in their own uvicorn processes on loopback (:mod:`taleweaver.bench.server_apps`,
instant fake models, ``--workers N``). The load generator is ``wrk`` (C, epoll; Debian package
``wrk``) driven by a small Lua script per route: one client thread per core saturates a Python
server many times over, which a Python client cannot (the Python httpx client measured 137 turns/s
here because *it* was the limit). Chained routes (``/story/choose``, ``/play/turn``) read the new
session token and the next choice from each response, so every request continues a story.

Per route and concurrency: requests/s, p50 and p99 latency, and the server's CPU milliseconds per
request (user + system time of the server process tree, from ``/proc``, over the run). Every server is up
for the whole bench and each round measures bare and then every route, ``runs`` rounds (default 3): a
route's ratio to bare is the median of its rounds' ratios, so a change in the machine's load between
two measurements moves one round, not the verdict.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Collection, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
from pydantic import BaseModel, computed_field

from taleweaver.npc.world import load_world

CONCURRENCY = (1, 50, 200)
ROUTES = ("speak", "turn", "choose")
"""What ``--route`` selects: ``/npc/speak``, ``/play/turn``, ``/story/choose`` (with and without prefetch)."""
GOALS = {"/npc/speak": 0.8, "/play/turn": 0.5}
"""Throughput goals as a fraction of the bare endpoint's requests/s in the same run (issue 11)."""
STORY_INTAKE = "I feel lonely and scared since my best friend moved away, and unsure of myself."
WRK_APT = "apt-get install -y --no-install-recommends wrk"


class BenchUnavailable(RuntimeError):
    """The load generator is missing (the message says how to install it)."""


class Cell(BaseModel):
    route: str
    concurrency: int
    requests_per_s: float
    p50_ms: float
    p99_ms: float
    cpu_ms_per_request: float | None
    errors: int
    non_2xx: int
    vs_bare: float | None = None
    """The median of the runs' ratios to bare (each run beside a bare run of the same round)."""
    vs_bare_runs: list[float] = []
    """Every run's ratio to bare, in the order measured."""
    goal: float | None = None
    """The route's throughput goal as a fraction of bare (``None``: no goal, figures only)."""

    @computed_field  # type: ignore[prop-decorator]
    @property
    def meets_goal(self) -> bool | None:
        if self.goal is None or self.vs_bare is None:
            return None
        return self.vs_bare >= self.goal


class ServerBenchResult(BaseModel):
    workers: int
    duration_s: float
    runs: int = 1
    load_generator: str
    load_average: tuple[float, float, float] | None = None
    cells: list[Cell]


_DONE = """
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\nWRKJSON {"requests": %d, "duration_us": %d, "p50_us": %d, "p99_us": %d, ' ..
    '"errors": %d, "non2xx": %d}\\n', summary.requests, summary.duration, latency:percentile(50),
    latency:percentile(99), e.connect + e.read + e.write + e.timeout, e.status))
end
"""


def _fixed_script(body: dict[str, Any]) -> str:
    return (
        'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n'
        f"wrk.body = [==[{json.dumps(body)}]==]\n{_DONE}"
    )


def _chain_script(path: str, first: dict[str, str], next_choice: bool) -> str:
    """Each response's ``session`` (and first choice / continue id) feeds the next request."""
    choose = (
        """
  local c = string.match(body, '"choices":%[{"id":"([^"]+)"') or string.match(body, '"continue_id":"([^"]+)"')
  if c == nil or string.find(body, '"status":"ending"', 1, true) then s = first_session; c = first_choice end
  choice = c"""
        if next_choice
        else """
  if string.find(body, '"ended":true', 1, true) then s = first_session end"""
    )
    return f"""
first_session = "{first["session"]}"
first_choice = "{first.get("choice", "")}"
session = first_session
choice = first_choice
headers = {{["Content-Type"] = "application/json"}}
request = function()
  local body
  if {"true" if next_choice else "false"} then
    body = '{{"choice_id":"' .. choice .. '","session":"' .. session .. '"}}'
  else
    body = '{{"input":"1","session":"' .. session .. '"}}'
  end
  return wrk.format("POST", "{path}", headers, body)
end
response = function(status, hdrs, body)
  if status ~= 200 then session = first_session; choice = first_choice; return end
  local s = string.match(body, '"session":"([^"]+)"') or first_session{choose}
  session = s
end
{_DONE}"""


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def _serve(factory: str, workers: int, env: dict[str, str]) -> Iterator[tuple[str, int]]:
    port = _free_port()
    command = [sys.executable, "-m", "uvicorn", "--factory", factory, "--port", str(port)]
    command += ["--log-level", "warning", "--no-access-log", "--workers", str(workers)]
    process = subprocess.Popen(command, env={**os.environ, **env}, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(f"{url}/openapi.json", timeout=2)
                break
            except httpx.HTTPError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"{factory} did not start on port {port}") from None
                time.sleep(0.2)
        yield url, process.pid
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)


def _cpu_s(root: int) -> float:
    """User + system CPU seconds of ``root`` and its children (uvicorn workers)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        pid, ppid = int(stat.parent.name), int(fields[1])
        if pid == root or ppid == root:
            total += (int(fields[11]) + int(fields[12])) / ticks
    return total


def _wrk(url: str, script: str, concurrency: int, duration_s: float) -> dict[str, Any]:
    wrk = shutil.which("wrk")
    if wrk is None:
        raise BenchUnavailable(f"wrk is not installed; on Debian/Ubuntu: {WRK_APT}")
    threads = max(1, min(concurrency, os.cpu_count() or 1))
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as handle:
        handle.write(script)
    try:
        command = [
            wrk,
            "-t",
            str(threads),
            "-c",
            str(concurrency),
            "-d",
            f"{max(1, round(duration_s))}s",
            "--timeout",
            "30s",
        ]
        done = subprocess.run([*command, "-s", handle.name, url], capture_output=True, text=True, timeout=600)
    finally:
        os.unlink(handle.name)
    line = next((ln for ln in done.stdout.splitlines() if ln.startswith("WRKJSON ")), None)
    if line is None:
        raise RuntimeError(f"wrk failed: {done.stderr or done.stdout}")
    figures: dict[str, Any] = json.loads(line.removeprefix("WRKJSON "))
    return figures


def _cell(route: str, concurrency: int, figures: dict[str, Any], cpu_s: float | None) -> Cell:
    seconds = figures["duration_us"] / 1e6
    count = figures["requests"]
    return Cell(
        route=route,
        concurrency=concurrency,
        requests_per_s=round(count / seconds, 1) if seconds else 0.0,
        p50_ms=round(figures["p50_us"] / 1000, 2),
        p99_ms=round(figures["p99_us"] / 1000, 2),
        cpu_ms_per_request=round(cpu_s * 1000 / count, 3) if cpu_s is not None and count else None,
        errors=figures["errors"],
        non_2xx=figures["non2xx"],
    )


def _measure_once(
    url: str, pid: int, route: str, path: str, script: str, concurrency: int, duration_s: float
) -> Cell:
    before = _cpu_s(pid)
    figures = _wrk(url + path, script, concurrency, duration_s)
    return _cell(route, concurrency, figures, _cpu_s(pid) - before)


@dataclass(frozen=True)
class _Target:
    """One thing wrk loads: a route of a running server, with its request script."""

    route: str
    url: str
    pid: int
    path: str
    script: str

    def once(self, concurrency: int, duration_s: float) -> Cell:
        return _measure_once(self.url, self.pid, self.route, self.path, self.script, concurrency, duration_s)

    def warm(self, concurrency: int) -> None:
        _wrk(
            self.url + self.path, self.script, concurrency, 1.0
        )  # lazy loads (a story's matcher…): not counted


def speak_body() -> dict[str, Any]:
    world = load_world()
    npc_id = sorted(world.npcs)[0]
    return {
        "canon_log": world.start.canon_log.model_dump(mode="json"),
        "npc_id": npc_id,
        "disposition": 10,
        "available_moves": ["refuse", "end_conversation", "adjust_disposition"],
        "utterance": "I heard you lost something.",
    }


def run_server_bench(
    *,
    workers: int = 1,
    duration_s: float = 5.0,
    levels: Sequence[int] = CONCURRENCY,
    routes: Collection[str] = ROUTES,
    runs: int = 3,
) -> ServerBenchResult:
    """Run the chosen routes (:data:`ROUTES`) at every concurrency level beside the bare endpoint, ``runs``
    times over: each round measures bare and then every route, all servers up at once, so each ratio
    compares two runs seconds apart; a cell reports the median ratio (and its run's figures)."""
    unknown = sorted(set(routes) - set(ROUTES))
    if unknown:
        raise ValueError(f"unknown route(s) {', '.join(unknown)}; choose from {', '.join(ROUTES)}")
    if runs < 1:
        raise ValueError(f"runs must be at least 1, not {runs}")
    if shutil.which("wrk") is None:
        raise BenchUnavailable(f"wrk is not installed; on Debian/Ubuntu: {WRK_APT}")
    body = speak_body()
    env = {"TALEWEAVER_SECRET": os.environ.get("TALEWEAVER_SECRET", "bench-secret")}
    with ExitStack() as servers:
        url, pid = servers.enter_context(_serve("taleweaver.bench.server_apps:bare_app", workers, env))
        bare = _Target("bare", url, pid, "/bare", _fixed_script(body))
        targets = _targets(servers, workers, env, body, routes)
        for target in (bare, *targets):
            target.warm(min(levels))
        cells = [cell for level in levels for cell in _rounds(bare, targets, level, duration_s, runs)]
    cells.sort(key=lambda cell: _ORDER.index(cell.route))  # stable: each route's levels stay in order
    return ServerBenchResult(
        workers=workers,
        duration_s=duration_s,
        runs=runs,
        load_generator="wrk",
        load_average=_load_average(),
        cells=cells,
    )


_ORDER = ("bare", "/story/choose (no prefetch)", "/npc/speak", "/play/turn", "/story/choose (prefetch)")


def _targets(
    servers: ExitStack, workers: int, env: dict[str, str], body: dict[str, Any], routes: Collection[str]
) -> list[_Target]:
    """The routes to load, each on its server (``/story/choose`` without prefetch has a server of its own)."""
    targets = []
    for prefetch in ("0", "1"):
        if prefetch == "0" and "choose" not in routes:
            continue  # that server only serves /story/choose without prefetch
        url, pid = servers.enter_context(
            _serve(
                "taleweaver.bench.server_apps:bench_app",
                workers,
                {**env, "TALEWEAVER_PIPELINE_PREFETCH": prefetch},
            )
        )
        if prefetch == "1" and "speak" in routes:
            targets.append(_Target("/npc/speak", url, pid, "/npc/speak", _fixed_script(body)))
        if prefetch == "1" and "turn" in routes:
            start = httpx.post(f"{url}/play/start", json={"story_id": "pirates"}, timeout=30).json()
            script = _chain_script("/play/turn", {"session": start["session"]}, next_choice=False)
            targets.append(_Target("/play/turn", url, pid, "/play/turn", script))
        if "choose" in routes:
            first = httpx.post(f"{url}/story/start", json={"intake": STORY_INTAKE}, timeout=60).json()
            scene = first["scene"]
            choice = scene["choices"][0]["id"] if scene["choices"] else scene["continue_id"]
            script = _chain_script(
                "/story/choose", {"session": first["session"], "choice": choice}, next_choice=True
            )
            label = "/story/choose" + (" (prefetch)" if prefetch == "1" else " (no prefetch)")
            targets.append(_Target(label, url, pid, "/story/choose", script))
    return targets


def _rounds(
    bare: _Target, targets: Sequence[_Target], level: int, duration_s: float, runs: int
) -> list[Cell]:
    """``runs`` rounds at ``level`` (bare, then each route); per route the run with the median ratio."""
    bares: list[Cell] = []
    measured: dict[str, list[tuple[float, Cell]]] = {t.route: [] for t in targets}
    for _ in range(runs):
        floor = bare.once(level, duration_s)
        bares.append(floor)
        for target in targets:
            cell = target.once(level, duration_s)
            ratio = cell.requests_per_s / floor.requests_per_s if floor.requests_per_s else 0.0
            measured[target.route].append((ratio, cell))
    cells = [_median_run([(c.requests_per_s, c) for c in bares])[1]]
    for target in targets:
        _, cell = _median_run(measured[target.route])
        cell.vs_bare = round(statistics.median(ratio for ratio, _ in measured[target.route]), 2)
        cell.vs_bare_runs = [round(ratio, 2) for ratio, _ in measured[target.route]]
        cell.goal = GOALS.get(cell.route)
        cells.append(cell)
    return cells


def _median_run(runs: list[tuple[float, Cell]]) -> tuple[float, Cell]:
    """The run whose figure is the median (the lower middle one for an even count)."""
    ordered = sorted(runs, key=lambda run: run[0])
    return ordered[(len(ordered) - 1) // 2]


def _load_average() -> tuple[float, float, float] | None:
    """The machine's 1/5/15-minute load average at the end of the run (the bench shares the CPUs)."""
    try:
        return os.getloadavg()
    except OSError:
        return None
