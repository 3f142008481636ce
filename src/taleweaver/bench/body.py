"""``taleweaver bench body``: the 50 Hz loop's period and CPU while speech synthesis and
transcription run, and the offset from audio onset to wobble.

Goals (issue 10): loop period p99 ≤ 25 ms, loop CPU ≤ 10 % of one core, audio-to-wobble ≤ 60 ms.
The loop ticks in real time against the given body (the mockup-sim daemon when the reachy extra is
installed, else the avatar buffer); the voice load runs on another thread when the voice engines
are installed (else the figure says it ran without).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import numpy as np
from pydantic import BaseModel

from taleweaver.body.loop import PERIOD_S, RT_PRIORITY, MonotonicClock, MotionLoop, VirtualClock
from taleweaver.body.mixer import MotionMixer
from taleweaver.body.port import AvatarBody, Body
from taleweaver.body.pose import Row

GOAL_P99_MS = 25.0
GOAL_CPU_PERCENT = 10.0
GOAL_OFFSET_MS = 60.0


class BodyBenchResult(BaseModel):
    body: str
    load: str
    seconds: float
    ticks: int
    period_mean_ms: float
    period_p99_ms: float
    period_max_ms: float
    loop_cpu_percent: float
    offset_virtual_ms: float
    offset_realtime_ms: float
    scheduling: str
    """How the loop thread ran: ``fifo:N`` (real-time) or ``normal (why)``."""
    goals_met: bool


def speech_with_onset(onset_s: float, seconds: float, sample_rate: int = 16000) -> np.ndarray:
    """Silence until ``onset_s``, then loud voiced-like audio."""
    t = np.arange(int(seconds * sample_rate)) / sample_rate
    pcm = np.sign(np.sin(2 * np.pi * 140 * t)) * 0.25 * (0.6 + 0.4 * np.sin(2 * np.pi * 4 * t))
    pcm[t < onset_s] = 0.0
    return pcm.astype(np.float32)


class _Watch:
    """A body wrapper noting the loop-clock time of the first row whose pitch moved."""

    def __init__(self, body: Body) -> None:
        self.body = body
        self.name = body.name
        self.first_motion: float | None = None

    def send(self, row: Row) -> None:
        if self.first_motion is None and abs(row.pose.pitch) + abs(row.pose.roll) > 1e-4:
            self.first_motion = row.t
        self.body.send(row)

    def close(self) -> None:
        self.body.close()


def virtual_offset_ms(onset_s: float = 0.5) -> float:
    """Audio onset → first wobbled tick, on the virtual clock (the layers' own latency)."""
    watch = _Watch(AvatarBody())
    loop = MotionLoop(watch, MotionMixer({"narrator": 0.0}), clock=VirtualClock())
    loop.speech(speech_with_onset(onset_s, onset_s + 1.0), 16000)
    loop.advance(onset_s + 1.0)
    assert watch.first_motion is not None
    return (watch.first_motion - onset_s) * 1000.0


def run_body_bench(
    body: Body,
    *,
    seconds: float = 10.0,
    load: Callable[[threading.Event], str] | None = None,
    rt_priority: int | None = RT_PRIORITY,
) -> BodyBenchResult:
    """``rt_priority=None`` runs the loop as a normal thread (to compare with the real-time one)."""
    watch = _Watch(body)
    loop = MotionLoop(
        watch,
        MotionMixer({"narrator": 0.0, "a": 0.5, "b": -0.5}),
        clock=MonotonicClock(),
        rt_priority=rt_priority,
    )
    stop = threading.Event()
    described: list[str] = []
    worker = None
    if load is not None:
        worker = threading.Thread(target=lambda: described.append(load(stop)), daemon=True)
        worker.start()
    cpu0, wall0 = _loop_cpu(loop), time.perf_counter()
    loop.start()
    onset = 0.4
    started = loop.now()
    loop.speech(speech_with_onset(onset, seconds), 16000)
    speakers, t_end = ["a", "b", "narrator"], time.monotonic() + seconds
    i = 0
    while time.monotonic() < t_end:
        time.sleep(1.0)
        loop.speaker(speakers[i % 3])
        i += 1
    cpu = _loop_cpu(loop) - cpu0
    wall = time.perf_counter() - wall0
    stop.set()
    loop.close()
    if worker is not None:
        worker.join(timeout=30)
    periods = np.array(loop.stats.periods_s[1:]) * 1000.0
    offset_rt = (watch.first_motion - (started + onset)) * 1000.0 if watch.first_motion is not None else -1.0
    offset_v = virtual_offset_ms()
    p99 = float(np.percentile(periods, 99)) if periods.size else 0.0
    cpu_percent = 100.0 * cpu / wall if wall else 0.0
    return BodyBenchResult(
        body=body.name,
        load=described[0] if described else "none",
        seconds=round(wall, 2),
        ticks=len(loop.stats.periods_s) + 1,
        period_mean_ms=round(float(periods.mean()) if periods.size else 0.0, 3),
        period_p99_ms=round(p99, 3),
        period_max_ms=round(float(periods.max()) if periods.size else 0.0, 3),
        loop_cpu_percent=round(cpu_percent, 2),
        offset_virtual_ms=round(offset_v, 1),
        offset_realtime_ms=round(offset_rt, 1),
        scheduling=loop.stats.scheduling,
        goals_met=p99 <= GOAL_P99_MS
        and cpu_percent <= GOAL_CPU_PERCENT
        and max(offset_v, offset_rt) <= GOAL_OFFSET_MS,
    )


def _loop_cpu(loop: MotionLoop) -> float:
    return loop.stats.cpu_s


def voice_load() -> Callable[[threading.Event], str] | None:
    """Synthesis and transcription in a loop until stopped (what runs beside the motion loop in a voice
    story), with the engines loaded and warmed up first — loading happens once, before a story starts.
    None when the voice engines are not installed."""
    try:
        from taleweaver.voice import AudioChunk, VoiceBank, join, load_synthesizer, load_transcriber
    except ImportError:
        return None
    synth = load_synthesizer("offline", required=False)
    if synth is None:
        return None
    try:
        transcriber = load_transcriber("whisper")
    except Exception:  # the whisper engine is optional: synthesis alone is still a load
        transcriber = None
    bank = VoiceBank()
    voice = bank.for_name(next(iter(bank.voices)))
    text = "The tide turns, and the captain calls for the longboat."

    def once() -> None:
        audio = join(synth.stream(text, voice))
        if transcriber is not None:
            transcriber.transcribe(AudioChunk(audio.samples, audio.sample_rate))

    once()  # load the models now

    def run(stop: threading.Event) -> str:
        rounds = 0
        while not stop.is_set():
            once()
            rounds += 1
        return f"synthesis{' + transcription' if transcriber is not None else ''} ({rounds} rounds)"

    return run


__all__ = ["PERIOD_S", "BodyBenchResult", "run_body_bench", "virtual_offset_ms", "voice_load"]
