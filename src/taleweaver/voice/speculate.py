"""Speculative transcription: transcribe at a short pause while the endpointer waits out its hangover.

The endpointer only says speech has ended after ``hangover_ms`` (300 ms) of silence. Most of the time
the player has in fact stopped at the first pause, so :class:`SpeculativeListener` starts transcribing
the audio captured so far on a worker thread as soon as ``pause_ms`` of silence follow speech
(faster-whisper releases the GIL, so feeding goes on meanwhile). If a voiced frame comes after that
start, the speaker went on: the result is dropped and the next pause starts a fresh one. When listening
ends, a speculation that no voiced frame came after covered all the speech and is used; otherwise the
whole capture is transcribed then.

The hangover adapts to what was said (:mod:`taleweaver.voice.turn_end`): while a pause's transcript is
pending the endpointer waits up to ``wait_ms`` (900 ms, so a mid-sentence pause is not cut off); when
it arrives a :data:`~taleweaver.voice.turn_end.TurnJudge` reads it — complete ends the turn at once,
unfinished waits ``wait_ms``, no opinion waits ``unsure_ms`` (700 ms). Both audio inputs use it:
the live microphone (:class:`~taleweaver.voice.device.Microphone`) and recorded speech fed at real-time pace
(:class:`~taleweaver.apps.voice_player.loop.VoicePlayer`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np

from taleweaver.voice.audio import AudioChunk
from taleweaver.voice.edge import Clock
from taleweaver.voice.ports import Transcript
from taleweaver.voice.turn_end import TurnJudge, looks_complete
from taleweaver.voice.vad import Endpointer

PAUSE_MS = 120
"""Silence after speech that starts a speculative transcription (the endpointer waits 300 ms)."""
HANGOVER_MS = 300
"""The ordinary hangover: silence that ends a turn whose transcript the judge has no opinion on."""
WAIT_MS = 900
"""The hangover while a pause's transcript is pending or looks unfinished (pauses of 300–700 ms)."""
UNSURE_MS = 700
"""The hangover when the judge has no opinion: a line the matcher is not sure of goes to the model or a
clarify anyway, where a longer wait costs less than cutting the player off mid-sentence."""
DEFAULT_JUDGE: TurnJudge | None = looks_complete
"""The judge a listener uses when its caller names none (the microphone edge, which knows no session);
None is the fixed hangover. The voice player names its own (``VoicePlayer(end_of_turn=…)``)."""
_DEFAULT = object()

Transcribe = Callable[[AudioChunk], Transcript]
"""Audio → transcript, already biased to what can be said now (``VoicePlayer.transcribe``)."""


@dataclass(frozen=True, slots=True)
class EarlyTranscript:
    """What listening produced: the transcript and what it cost.

    ``stt_s`` is the transcription time still on the critical path once the end of speech was
    detected (waiting for the speculation, or all of a transcription started then); ``stt_total_s`` is
    the full time of the transcription used; ``speculative`` says whether it was started at a pause.
    """

    transcript: Transcript
    stt_s: float
    stt_total_s: float
    speculative: bool


@dataclass
class _Job:
    future: Future[tuple[Transcript, float]]
    voiced_frames: int
    """The endpointer's voiced-frame count when the job started: any more means speech went on."""
    verdict: bool | object | None = None
    """The judge's verdict on its transcript (``_PENDING`` until it has read it)."""

    def __post_init__(self) -> None:
        self.verdict = _PENDING


_PENDING = object()


class SpeculativeListener:
    """Endpoints fed audio and transcribes it speculatively at each pause (see the module docstring).

    Feed chunks with :meth:`feed` until ``endpointer.ended`` (or the input stops), then call
    :meth:`finish` for the transcript. One transcription runs at a time; a dropped one that is still
    queued is cancelled. Without ``transcribe`` it only captures and endpoints (``finish`` gives None).
    ``judge`` adapts the hangover (module docstring; default :data:`DEFAULT_JUDGE`, None: fixed).
    ``verdicts`` counts the judge's answers (complete / unfinished / none) for the benchmark.
    """

    def __init__(
        self,
        transcribe: Transcribe | None,
        sample_rate: int,
        *,
        pause_ms: int = PAUSE_MS,
        endpointer: Endpointer | None = None,
        clock: Clock = time.perf_counter,
        judge: TurnJudge | object | None = _DEFAULT,
        hangover_ms: int = HANGOVER_MS,
        wait_ms: int = WAIT_MS,
        unsure_ms: int = UNSURE_MS,
    ) -> None:
        self.transcribe = transcribe
        self.sample_rate = sample_rate
        self.pause_ms = pause_ms
        self.endpointer = endpointer if endpointer is not None else Endpointer(hangover_ms=hangover_ms)
        self.clock = clock
        chosen = DEFAULT_JUDGE if judge is _DEFAULT else judge
        self.judge: TurnJudge | None = chosen if transcribe is not None else None  # type: ignore[assignment]
        self.hangover_ms = hangover_ms
        self.wait_ms = wait_ms
        self.unsure_ms = unsure_ms
        self.started_jobs = 0
        self.dropped_jobs = 0
        self.verdicts = {"complete": 0, "unfinished": 0, "none": 0}
        self._captured: list[np.ndarray] = []
        self._samples = 0
        self._job: _Job | None = None
        self._pool: ThreadPoolExecutor | None = None

    @property
    def audio(self) -> AudioChunk:
        """Everything fed so far."""
        samples = np.concatenate(self._captured) if self._captured else np.zeros(0, dtype=np.float32)
        return AudioChunk(samples, self.sample_rate)

    @property
    def captured_s(self) -> float:
        """Seconds of audio fed so far (without joining it)."""
        return self._samples / self.sample_rate

    def keep_last(self, seconds: float) -> None:
        """Forget all but the last ``seconds`` of audio (before speech starts: a short preroll)."""
        keep = int(seconds * self.sample_rate)
        if self._samples > keep:
            tail = np.concatenate(self._captured)[-keep:] if keep else np.zeros(0, dtype=np.float32)
            self._captured, self._samples = [tail], len(tail)

    def feed(self, chunk: AudioChunk) -> None:
        samples = chunk.resampled(self.sample_rate).samples
        self._captured.append(samples)
        self._samples += len(samples)
        endpointer = self.endpointer
        endpointer.feed(chunk)
        job = self._job
        if job is not None and endpointer.voiced_frames > job.voiced_frames:
            job.future.cancel()  # the speaker went on: this transcript would miss the rest
            self._job = None
            self.dropped_jobs += 1
        elif (
            self.judge is not None
            and job is not None
            and job.verdict is _PENDING
            and job.future.done()
            and not endpointer.ended
        ):
            self._judge(job)
        if (
            self.transcribe is not None
            and self._job is None
            and endpointer.started
            and not endpointer.ended
            and endpointer.silent_ms >= self.pause_ms
        ):
            self._start()

    def _start(self) -> None:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="speculative-stt")
        audio = self.audio
        future = self._pool.submit(self._timed, audio)
        self._job = _Job(future, self.endpointer.voiced_frames)
        self.started_jobs += 1
        if self.judge is not None:  # wait for the verdict rather than cut a mid-sentence pause off
            self.endpointer.hangover_ms = self.wait_ms

    def _judge(self, job: _Job) -> None:
        """The pause's transcript has arrived: end now, wait longer or wait the ordinary hangover."""
        assert self.judge is not None
        try:
            transcript, _ = job.future.result()
        except Exception:  # a failed speculation is transcribed again at the end; no opinion now
            job.verdict = None
            self.endpointer.hangover_ms = self.hangover_ms
            return
        verdict = job.verdict = self.judge(transcript)
        self.verdicts["none" if verdict is None else "complete" if verdict else "unfinished"] += 1
        if verdict:
            self.endpointer.end()
        else:
            self.endpointer.hangover_ms = self.wait_ms if verdict is False else self.unsure_ms

    def _timed(self, audio: AudioChunk) -> tuple[Transcript, float]:
        assert self.transcribe is not None
        started = self.clock()
        transcript = self.transcribe(audio)
        return transcript, self.clock() - started

    def finish(self) -> EarlyTranscript | None:
        """The transcript of all the speech fed: the speculation if it covered it all, else made now."""
        if self.transcribe is None:
            return None
        detected = self.clock()
        job, self._job = self._job, None
        try:
            if job is not None and self.endpointer.voiced_frames == job.voiced_frames:
                transcript, total = job.future.result()
                return EarlyTranscript(transcript, self.clock() - detected, total, True)
            transcript, total = self._timed(self.audio)
            return EarlyTranscript(transcript, self.clock() - detected, total, False)
        finally:
            self.close()

    def close(self) -> None:
        """Drop any speculation and let the worker thread go (a running transcription finishes alone)."""
        self._job = None
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
