"""Speculative transcription: transcribe at a short pause while the endpointer waits out its hangover.

The endpointer only says speech has ended after ``hangover_ms`` (300 ms) of silence. Most of the time
the player has in fact stopped at the first pause, so :class:`SpeculativeListener` starts transcribing
the audio captured so far on a worker thread as soon as ``pause_ms`` (60 ms) of silence follow speech
(faster-whisper releases the GIL, so feeding goes on meanwhile). If a voiced frame comes after that
start, the speaker went on: the result is dropped and the next pause starts a fresh one. When listening
ends, a speculation that no voiced frame came after covered all the speech and is used; otherwise the
whole capture is transcribed then.

The hangover adapts to what was said (:mod:`taleweaver.voice.turn_end`): while a pause's transcript is
pending the endpointer waits up to ``wait_ms`` (900 ms, so a mid-sentence pause is not cut off); when
it arrives a :data:`~taleweaver.voice.turn_end.TurnJudge` — already run on the worker thread, right after
the transcript — has read it: complete ends the turn at once,
unfinished waits ``wait_ms``, no opinion waits ``unsure_ms`` (as long). Both audio inputs use it:
the live microphone (:class:`~taleweaver.voice.device.Microphone`) and recorded speech fed at real-time pace
(:class:`~taleweaver.apps.voice_player.loop.VoicePlayer`).

The verdict is acted on the moment it is in, not when the next frame arrives: the worker sets
:attr:`SpeculativeListener.ready` (and calls ``on_ready``) as soon as a pass is done, and the input, which
waits for its next frame on that event (or queue), calls :meth:`SpeculativeListener.poll` — up to one frame
(10–30 ms) sooner.

Given ``prepare``, the worker also hands each pause's transcript and verdict to it, right after the judge
(the voice player decides the turn ahead on a copy of its session: "The prepared reply" in docs/voice.md);
what it returns comes back as :attr:`EarlyTranscript.prepared` only when that pass's transcript is the one
used — a pass dropped because the player went on takes its prepared reply with it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np

from taleweaver.voice.audio import AudioChunk
from taleweaver.voice.edge import Clock
from taleweaver.voice.ports import Transcript, dropping
from taleweaver.voice.turn_end import TurnJudge, looks_complete
from taleweaver.voice.vad import Endpointer

PAUSE_MS = 60
"""Silence after speech that starts a speculative transcription (the endpointer waits 300 ms). 60 ms,
not 120: the turn waits for this transcript, so every millisecond here is one of latency, and on the
bench's route lines it started 36 passes for 29 turns against 34 at 120 ms (30 ms: 39, no faster)."""
HANGOVER_MS = 300
"""The ordinary hangover: silence that ends a turn whose transcript the judge has no opinion on."""
WAIT_MS = 900
"""The hangover while a pause's transcript is pending or looks unfinished (pauses of 300–700 ms)."""
UNSURE_MS = WAIT_MS
"""The hangover when the judge has no opinion: a line the matcher is not sure of goes to the model or a
clarify anyway, where a longer wait costs less than cutting the player off mid-sentence. As long as
:data:`WAIT_MS`: the endpointer counts silence from webrtcvad's last voiced frame, 70–110 ms before
Silero hears the voice stop, so at 700 ms a half line with no opinion ("ask" heard as nothing,
"tiptoe past" heard unsure) was cut off by the issue's longest ordinary pauses (620–700 ms; docs/voice.md,
"Where item 6 stands")."""
SCREEN_MS = 300
"""Voiced audio (webrtcvad's frames) after which the listener has the capture screened for speech
(``screen``) while the player goes on speaking, so the pass at the pause need not (the Silero screen
wants 200 ms of speech)."""
DEFAULT_JUDGE: TurnJudge | None = looks_complete
"""The judge a listener uses when its caller names none (the microphone edge, which knows no session);
None is the fixed hangover. The voice player names its own (``VoicePlayer(end_of_turn=…)``)."""
_DEFAULT = object()

Transcribe = Callable[[AudioChunk], Transcript]
"""Audio → transcript, already biased to what can be said now (``VoicePlayer.transcribe``)."""
Prepare = Callable[[Transcript, bool | None], object]
"""A pause's transcript and the judge's verdict → a reply prepared ahead (None: nothing prepared); run on the
worker thread (:meth:`~taleweaver.apps.voice_player.loop.VoicePlayer.prepare_reply`)."""
Screen = Callable[[AudioChunk], object]
"""Audio → whether it holds speech, remembered by the transcriber so a later pass over audio that begins with
it skips its own screen (:meth:`~taleweaver.voice.whisper_stt.WhisperTranscriber.screen`)."""


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
    prepared: object = None
    """What ``prepare`` made of this very transcript (a speculative one), else None."""


@dataclass(frozen=True, slots=True)
class _Result:
    transcript: Transcript
    seconds: float
    verdict: bool | None
    """The judge's verdict, read on the worker thread as soon as the transcript was made (None without
    a judge, or when it failed: no opinion)."""
    prepared: object = None
    """What ``prepare`` made of the transcript and verdict on the worker (None: nothing)."""


@dataclass
class _Job:
    future: Future[_Result]
    voiced_frames: int
    """The endpointer's voiced-frame count when the job started: any more means speech went on."""
    dropped: threading.Event
    """Set when the job is dropped: a transcriber that looks stops part way
    (:func:`~taleweaver.voice.ports.dropping`)."""
    judged: bool = False
    """Whether the listener has acted on the verdict."""


class SpeculativeListener:
    """Endpoints fed audio and transcribes it speculatively at each pause (see the module docstring).

    Feed chunks with :meth:`feed` until ``endpointer.ended`` (or the input stops), then call
    :meth:`finish` for the transcript. One transcription runs at a time; a dropped one that is still
    queued is cancelled. Without ``transcribe`` it only captures and endpoints (``finish`` gives None).
    ``judge`` adapts the hangover (module docstring; default :data:`DEFAULT_JUDGE`, None: fixed).
    ``verdicts`` counts the judge's answers (complete / unfinished / none) for the benchmark.
    ``ready`` is set from the worker thread when a pass is done, and ``on_ready`` (if given) called there:
    the input then calls :meth:`poll` to act on the verdict without waiting for its next frame.
    ``screen`` (if given) is run once on the worker thread when :data:`SCREEN_MS` of the capture are voiced
    and no pass is running: the transcriber's screen for speech, done while the player still speaks.
    ``prepare`` (if given) is run on the worker after each pause's judge (module docstring).
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
        on_ready: Callable[[], None] | None = None,
        screen: Screen | None = None,
        prepare: Prepare | None = None,
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
        self.ready = threading.Event()
        self.on_ready = on_ready
        self.screen = screen if transcribe is not None else None
        self.screened = False
        self.prepare = prepare if transcribe is not None else None
        """Whether ``screen`` was handed the capture (once per listener)."""

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
            job.dropped.set()  # (and one already running stops at the transcriber's next look)
            self._job = None
            self.dropped_jobs += 1
        else:
            self.poll()
        if (
            self.screen is not None
            and not self.screened
            and self._job is None
            and endpointer.started
            and not endpointer.ended
            and endpointer.voiced_frames * endpointer.frame_ms >= SCREEN_MS
        ):
            self.screened = True
            self._worker().submit(self._screen, self.audio)
        if (
            self.transcribe is not None
            and self._job is None
            and endpointer.started
            and not endpointer.ended
            and endpointer.silent_ms >= self.pause_ms
        ):
            self._start()

    def poll(self) -> bool:
        """Act on the pause's verdict if it is in and not yet acted on; True when speech has ended.

        :meth:`feed` does this on every frame; an input that waits for its next frame on :attr:`ready`
        calls it as soon as the event is set, so a complete line ends the turn without waiting a frame.
        """
        self.ready.clear()
        job = self._job
        if (
            self.judge is not None
            and job is not None
            and not job.judged
            and job.future.done()
            and not self.endpointer.ended
        ):
            self._judge(job)
        return self.endpointer.ended

    @property
    def judging(self) -> bool:
        """A pause's transcript is on its way and its verdict not yet acted on (:attr:`ready` will be set)."""
        job = self._job
        return self.judge is not None and job is not None and not job.judged

    def _worker(self) -> ThreadPoolExecutor:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="speculative-stt")
        return self._pool

    def _screen(self, audio: AudioChunk) -> None:
        """On the worker thread: the transcriber screens (and remembers) the capture so far."""
        assert self.screen is not None
        try:
            self.screen(audio)
        except Exception:  # only a head start: the pass screens the audio itself
            return

    def _start(self) -> None:
        audio = self.audio
        dropped = threading.Event()
        future = self._worker().submit(self._timed, audio, self.judge, True, dropped)
        self._job = _Job(future, self.endpointer.voiced_frames, dropped)
        future.add_done_callback(self._done)
        self.started_jobs += 1
        if self.judge is not None:  # wait for the verdict rather than cut a mid-sentence pause off
            self.endpointer.hangover_ms = self.wait_ms

    def _judge(self, job: _Job) -> None:
        """The pause's transcript has arrived: end now, wait longer or wait the ordinary hangover."""
        job.judged = True
        try:
            verdict = job.future.result().verdict
        except Exception:  # a failed speculation is transcribed again at the end; no opinion now
            self.endpointer.hangover_ms = self.hangover_ms
            return
        self.verdicts["none" if verdict is None else "complete" if verdict else "unfinished"] += 1
        if verdict:
            self.endpointer.end()
        else:
            self.endpointer.hangover_ms = self.wait_ms if verdict is False else self.unsure_ms

    def _done(self, _future: Future[_Result]) -> None:
        """On the worker thread, once a pass's transcript and verdict are in (or it was cancelled)."""
        if self.on_ready is not None:
            self.on_ready()
        self.ready.set()

    def _timed(
        self,
        audio: AudioChunk,
        judge: TurnJudge | None = None,
        pause: bool = False,
        dropped: threading.Event | None = None,
    ) -> _Result:
        """Transcribe ``audio``; with ``judge``, read the transcript on this (the worker) thread too, so
        the verdict is ready when the input is woken (:attr:`ready`) rather than read then, on its thread;
        at a ``pause`` (a speculative pass), hand both to ``prepare``."""
        assert self.transcribe is not None
        started = self.clock()
        if dropped is None:
            transcript = self.transcribe(audio)
        else:
            with dropping(dropped):
                transcript = self.transcribe(audio)
        seconds = self.clock() - started
        verdict = None
        if judge is not None:
            try:
                verdict = judge(transcript)
            except Exception:  # a judge that fails has no opinion; the transcript is still used
                verdict = None
        prepared = None
        if pause and self.prepare is not None and not (dropped is not None and dropped.is_set()):
            try:
                prepared = self.prepare(transcript, verdict)
            except Exception:  # only a head start: the turn is decided after the end of turn instead
                prepared = None
        return _Result(transcript, seconds, verdict, prepared)

    def finish(self) -> EarlyTranscript | None:
        """The transcript of all the speech fed: the speculation if it covered it all, else made now."""
        if self.transcribe is None:
            return None
        detected = self.clock()
        job, self._job = self._job, None
        try:
            if job is not None and self.endpointer.voiced_frames == job.voiced_frames:
                result = job.future.result()
                waited = self.clock() - detected
                return EarlyTranscript(result.transcript, waited, result.seconds, True, result.prepared)
            if job is not None:
                job.dropped.set()  # it missed speech: no use finishing it beside this transcription
            result = self._timed(self.audio)
            return EarlyTranscript(result.transcript, self.clock() - detected, result.seconds, False)
        finally:
            self.close()

    def close(self) -> None:
        """Drop any speculation and let the worker thread go (a running transcription finishes alone, or
        stops at its transcriber's next look: :func:`~taleweaver.voice.ports.dropping`)."""
        if self._job is not None:
            self._job.dropped.set()
        self._job = None
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
