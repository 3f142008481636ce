"""The one 50 Hz motion loop: asks the mixer for a pose each tick and sends it to the body.

Two ways to run it, same ticks:

* **virtual time** (``record:``, ``null``, rendering a track, tests): :meth:`MotionLoop.advance`
  ticks through the given span at once on a :class:`VirtualClock` — deterministic timelines;
* **real time** (a robot): :meth:`MotionLoop.start` ticks on a thread against the monotonic clock,
  each tick due at an absolute deadline (a late tick does not push the next ones back);
  :meth:`advance` then just waits. Commands may come from any thread.

The real-time thread asks Linux for ``SCHED_FIFO`` at :data:`RT_PRIORITY` (that thread only; it sleeps
between ticks). Measured on a loaded 2-core machine with synthesis and transcription running, almost
all of a late tick's delay was time spent runnable but waiting for a CPU, not waiting for the GIL;
a real-time thread is picked before every normal one. Without the right (root, ``CAP_SYS_NICE`` or an
``rtprio`` limit, docs/body.md) it stays a normal thread; :attr:`LoopStats.scheduling` says which.

A body that is lost mid-story is replaced by the null body and ``on_lost`` is told once.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from taleweaver.body.mixer import MotionMixer
from taleweaver.body.port import Body, BodyLost, NullBody
from taleweaver.body.pose import Row

RATE_HZ = 50
PERIOD_S = 1.0 / RATE_HZ
RT_PRIORITY = 10
"""The ``SCHED_FIFO`` priority (1–99) the real-time loop thread asks for: above every normal thread,
below the kernel's interrupt threads (50)."""


class Clock(Protocol):
    def now(self) -> float: ...

    def sleep(self, seconds: float) -> None: ...


class MonotonicClock:
    def now(self) -> float:
        return time.monotonic()

    def sleep(self, seconds: float) -> None:
        time.sleep(max(0.0, seconds))


class VirtualClock:
    """Time that moves only when slept: a seeded start and exact steps make timelines reproducible."""

    def __init__(self, start: float = 0.0) -> None:
        self.t = start

    def now(self) -> float:
        return self.t

    def sleep(self, seconds: float) -> None:
        self.t += max(0.0, seconds)


@dataclass
class LoopStats:
    periods_s: list[float] = field(default_factory=list)
    work_s: list[float] = field(default_factory=list)
    cpu_s: float = 0.0
    """CPU time the loop thread used (all of its work, including sending to the body)."""
    scheduling: str = "virtual"
    """How the loop thread is scheduled: ``virtual`` (not started), ``fifo:N`` or ``normal (why)``."""


def ask_realtime(priority: int) -> str:
    """Put the *calling thread* on ``SCHED_FIFO`` at ``priority``; the policy it now runs under.

    Refusal (no privilege, another OS) is not an error: the thread stays normal and the answer says why.
    """
    setter = getattr(os, "sched_setscheduler", None)
    if setter is None or not hasattr(os, "SCHED_FIFO"):
        return "normal (no SCHED_FIFO on this system)"
    try:
        setter(0, os.SCHED_FIFO, os.sched_param(priority))  # pid 0: this thread (Linux)
    except (OSError, ValueError) as exc:
        return f"normal ({getattr(exc, 'strerror', None) or exc})"
    return f"fifo:{priority}"


class MotionLoop:
    def __init__(
        self,
        body: Body,
        mixer: MotionMixer | None = None,
        *,
        clock: Clock | None = None,
        on_lost: Callable[[str], None] | None = None,
        rt_priority: int | None = RT_PRIORITY,
    ) -> None:
        """``rt_priority``: the ``SCHED_FIFO`` priority of the real-time thread (``None``: do not ask)."""
        self.body = body
        self.mixer = mixer or MotionMixer()
        self.clock: Clock = clock or VirtualClock()
        self.realtime = isinstance(self.clock, MonotonicClock)
        self._t0 = self.clock.now()
        self._ticks = 0
        self._lock = threading.RLock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._on_lost = on_lost
        self.lost: str | None = None
        self.rt_priority = rt_priority
        self.stats = LoopStats()

    def now(self) -> float:
        """Seconds since the loop started, on its clock (the time commands are stamped with)."""
        return self.clock.now() - self._t0

    # ---- commands ------------------------------------------------------------------------------
    def speaker(self, speaker_id: str) -> None:
        with self._lock:
            self.mixer.speaker(speaker_id, self.now())

    def look(self, target: str) -> bool:
        with self._lock:
            return self.mixer.look(target, self.now())

    def emotion(self, name: str) -> bool:
        with self._lock:
            return self.mixer.emotion(name, self.now())

    def head(self, direction: str) -> bool:
        with self._lock:
            return self.mixer.head(direction, self.now())

    def move(self, name: str) -> bool:
        with self._lock:
            return self.mixer.move(name, self.now())

    def listening(self, on: bool) -> None:
        with self._lock:
            self.mixer.listening(on, self.now())

    def speech(
        self, samples: np.ndarray, sample_rate: int, *, delay_s: float = 0.0, final: bool = True
    ) -> float:
        """Wobble for PCM that starts playing ``delay_s`` from now; returns seconds until it ends."""
        with self._lock:
            now = self.now()
            return self.mixer.speech(samples, sample_rate, now + delay_s, final=final) - now

    def stop_speech(self) -> None:
        with self._lock:
            self.mixer.stop_speech(self.now())

    # ---- ticking -------------------------------------------------------------------------------
    def tick(self) -> None:
        with self._lock:
            t = self._ticks * PERIOD_S if not self.realtime else self.now()
            pose, events = self.mixer.pose(t)
        self._ticks += 1
        try:
            self.body.send(Row(t, pose, events))
        except BodyLost as exc:
            self._lose(str(exc))

    def _lose(self, why: str) -> None:
        if self.lost is None:
            self.lost = why
            self.body = NullBody()
            if self._on_lost is not None:
                self._on_lost(why)

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` of motion happen: ticked at once in virtual time, waited for in real time."""
        if self.realtime:
            self.clock.sleep(seconds)
            return
        end = self._ticks + max(0, round(seconds / PERIOD_S))
        while self._ticks < end:
            self.tick()
            self.clock.sleep(PERIOD_S)

    def start(self) -> None:
        """Tick on a background thread at 50 Hz (real time)."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="motion-loop", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        self.stats.scheduling = (
            ask_realtime(self.rt_priority) if self.rt_priority is not None else "normal (not asked)"
        )
        due = self.clock.now()
        last = None
        cpu = time.thread_time()
        while not self._stop.is_set():
            began = time.perf_counter()
            if last is not None:
                self.stats.periods_s.append(began - last)
            last = began
            self.tick()
            self.stats.work_s.append(time.perf_counter() - began)
            now_cpu = time.thread_time()
            self.stats.cpu_s += now_cpu - cpu
            cpu = now_cpu
            due += PERIOD_S
            wait = due - self.clock.now()
            if wait < -PERIOD_S:  # fell behind by more than a tick: do not burst to catch up
                due = self.clock.now()
                wait = 0.0
            self._stop.wait(max(0.0, wait))

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=2.0)
            self._thread = None
        self.body.close()
