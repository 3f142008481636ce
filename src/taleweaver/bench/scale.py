"""``taleweaver bench scale``: 1, 2, 3 replicas behind HAProxy sharing Redis, and the container image.

For each replica count the cluster of :mod:`taleweaver.testing.cluster` is started (instant ``fake``
model for every role) and players (:mod:`taleweaver.testing.scale_load`) play authored stories and
generated ones through the balancer, pausing to read between turns so the next scene can be
prepared. Measured: requests/s, the replicas' CPU ms per request (user + system, from ``/proc``) —
the figure that carries to bigger machines as requests/s per core — and the prefetch hit rate
across replicas (goal ≥ 90 %). One more row runs the largest count without Redis (each replica's
memory: the hit rate it replaces, about 1/N). With Docker and a built image: its size and its cold
start to the first ``/healthz``.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

from pydantic import BaseModel

from taleweaver.testing.cluster import APT_LINE, free_port, missing_tools, running_cluster
from taleweaver.testing.scale_load import drive

HIT_RATE_GOAL = 0.9
DEFAULT_IMAGE = "taleweaver:ci"


class ScaleUnavailable(RuntimeError):
    """What the benchmark needs is not installed; the message says what to install."""


class ScaleRow(BaseModel):
    replicas: int
    shared_store: str
    requests: int
    elapsed_s: float
    requests_per_s: float
    cpu_ms_per_request: float
    requests_per_core_s: float
    """1000 / CPU ms per request: what one core of these replicas serves."""
    prefetch_hits_local: int
    prefetch_hits_shared: int
    prefetch_misses: int
    hit_rate: float
    non_2xx: int
    lost_turns: int
    unfinished: int

    @property
    def meets_goal(self) -> bool | None:
        return self.hit_rate >= HIT_RATE_GOAL if self.shared_store == "redis" else None


class ImageFigures(BaseModel):
    image: str
    size_mb: float | None = None
    cold_start_s: float | None = None
    note: str | None = None


class ScaleBenchResult(BaseModel):
    rows: list[ScaleRow]
    image: ImageFigures
    sessions: int
    turns: int
    reading_s: float
    load_average: tuple[float, float, float] | None = None


def _cpu_s(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _measure(count: int, *, redis: bool, sessions: int, turns: int, reading_s: float, seed: int) -> ScaleRow:
    with (
        tempfile.TemporaryDirectory(prefix="taleweaver-scale-") as workdir,
        running_cluster(Path(workdir), replicas=count, args=("--model", "fake"), redis=redis) as cluster,
    ):
        pids = [replica.process.pid for replica in cluster.replicas if replica.process is not None]
        cpu_before = sum(_cpu_s(pid) for pid in pids)
        report = asyncio.run(
            drive(
                cluster.url,
                play_sessions=sessions,
                story_sessions=sessions,
                turns=turns,
                reading_s=reading_s,
                concurrency=2 * sessions,
                seed=seed,
            )
        )
        cpu = sum(_cpu_s(pid) for pid in pids) - cpu_before
        stats = cluster.prefetch_stats()
    hits = stats.get("hits_local", 0) + stats.get("hits_shared", 0)
    takes = hits + stats.get("misses", 0)
    cpu_ms = 1000 * cpu / max(report.done, 1)
    return ScaleRow(
        replicas=count,
        shared_store="redis" if redis else "memory",
        requests=report.done,
        elapsed_s=round(report.elapsed_s, 2),
        requests_per_s=round(report.done / report.elapsed_s, 1) if report.elapsed_s else 0.0,
        cpu_ms_per_request=round(cpu_ms, 2),
        requests_per_core_s=round(1000 / cpu_ms, 1) if cpu_ms else 0.0,
        prefetch_hits_local=stats.get("hits_local", 0),
        prefetch_hits_shared=stats.get("hits_shared", 0),
        prefetch_misses=stats.get("misses", 0),
        hit_rate=round(hits / takes, 3) if takes else 0.0,
        non_2xx=len(report.non_2xx),
        lost_turns=len(report.lost_turns),
        unfinished=len(report.unfinished),
    )


def image_figures(image: str = DEFAULT_IMAGE, timeout_s: float = 180) -> ImageFigures:
    """Size and cold start (``docker run`` to the first ``/healthz``) of ``image``, or a note why not."""
    if shutil.which("docker") is None:
        return ImageFigures(image=image, note="docker is not installed (apt-get install -y docker.io)")
    inspect = subprocess.run(
        ["docker", "image", "inspect", "-f", "{{.Size}}", image], capture_output=True, text=True
    )
    if inspect.returncode != 0:
        return ImageFigures(image=image, note=f"no image {image} (build it: scripts/image-check)")
    port = free_port()
    name = f"taleweaver-bench-{os.getpid()}"
    begun = time.monotonic()
    subprocess.run(
        ["docker", "run", "-d", "--rm", "--name", name, "--network", "host", "-e", f"PORT={port}", image],
        check=True,
        capture_output=True,
    )
    try:
        while time.monotonic() - begun < timeout_s:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as response:
                    if response.status == 200:
                        return ImageFigures(
                            image=image,
                            size_mb=round(int(inspect.stdout.strip()) / 1e6, 1),
                            cold_start_s=round(time.monotonic() - begun, 2),
                        )
            except OSError:
                time.sleep(0.1)
        return ImageFigures(image=image, note=f"/healthz did not answer within {timeout_s:g} s")
    finally:
        subprocess.run(["docker", "rm", "-f", name], capture_output=True)


def run_scale_bench(
    *,
    replica_counts: tuple[int, ...] = (1, 2, 3),
    sessions: int = 40,
    turns: int = 10,
    reading_s: float = 0.3,
    image: str | None = DEFAULT_IMAGE,
    seed: int = 0,
) -> ScaleBenchResult:
    """Each replica count with Redis, the largest once more without it, then the image (if any)."""
    if missing := missing_tools():
        raise ScaleUnavailable(f"{', '.join(missing)} not found; install them: {APT_LINE}")

    def measure(count: int, redis: bool) -> ScaleRow:
        return _measure(count, redis=redis, sessions=sessions, turns=turns, reading_s=reading_s, seed=seed)

    rows = [measure(count, True) for count in replica_counts]
    if max(replica_counts) > 1:
        rows.append(measure(max(replica_counts), False))
    figures = image_figures(image) if image else ImageFigures(image="", note="not measured (--image '')")
    return ScaleBenchResult(
        rows=rows,
        image=figures,
        sessions=sessions,
        turns=turns,
        reading_s=reading_s,
        load_average=os.getloadavg() if hasattr(os, "getloadavg") else None,
    )


__all__ = [
    "HIT_RATE_GOAL",
    "ImageFigures",
    "ScaleBenchResult",
    "ScaleRow",
    "ScaleUnavailable",
    "run_scale_bench",
]
