"""The audio edge on a sound card: speaker and microphone through sounddevice (PortAudio).

* :class:`SpeakerSink` plays chunks from a queue in the output callback; ``tap`` gets the PCM actually
  played (the body's speech wobble listens there); ``stop`` empties the queue at once (barge-in).
* :class:`Microphone` runs the webrtcvad endpointer on the input callback's frames and yields one
  :class:`Utterance` per thing said; ``on_speech_start`` fires as soon as speech starts (the voice
  loop stops playback there: barge-in) and ``on_speech_end`` when it has ended. Given ``transcribe``,
  it transcribes speculatively at the first pause (:mod:`taleweaver.voice.speculate`) and the
  utterance comes with its transcript.

``sounddevice`` needs the PortAudio library (Debian: ``apt install libportaudio2``). Without it, or with
no device, :func:`open_sound` raises :class:`AudioDeviceError` naming ``--audio-in``/``--audio-out``.
Tests pass a fake ``sounddevice`` module (``taleweaver.testing.FakeSoundDevice``).
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from taleweaver.voice.audio import AudioChunk
from taleweaver.voice.edge import Clock, Timeline, Utterance
from taleweaver.voice.errors import AudioDeviceError
from taleweaver.voice.ports import Tap
from taleweaver.voice.speculate import Prepare, Screen, SpeculativeListener, Transcribe
from taleweaver.voice.vad import FRAME_MS

NO_DEVICE = (
    "no sound device here (PortAudio: apt install libportaudio2); play headless with "
    "--audio-in FILE.wav|DIR (recorded speech, one utterance per file) and --audio-out DIR (one wav per line)"
)
OUTPUT_RATE = 24000
INPUT_RATE = 16000
BLOCK_S = 0.02
INPUT_BLOCK_S = FRAME_MS / 1000
"""The microphone's block: one endpointer frame, so a pause is seen (and a pass started) within 10 ms."""
PREROLL_S = 0.5
"""Audio kept before the voice began (the first voiced frame of the run that started speech, not the
moment the endpointer said so, ``start_ms`` later): whisper tiny.en in its shortened window is
sensitive to where a capture begins, and less so with more silence before the words. With ~0.2 s (the
old 0.3 s counted from the detection) the generate intake "I feel lonely since…" was heard as "I feel
only…" in 2 of 3 capture positions 10 ms apart, with 0.42 s or more in every one; over the calibration
phrasings and the route lines, six positions 13 ms apart, 0.5 s against 0.2 s left fewer lines heard
differently by position (8 → 7, 22 → 20, 7 → 3 of 57, 57, 29) and a lower WER (5.4 → 5.0 %, 12.7 →
11.5 %, 1.3 → 0.9 %) — docs/voice.md, "Why mode 3 changed what whisper heard"."""


def open_sound(kind: str, module: Any = None) -> Any:
    """The sounddevice module with a default ``kind`` (input/output) device, or :class:`AudioDeviceError`."""
    if module is None:
        try:
            import sounddevice
        except (ImportError, OSError) as exc:  # OSError: the PortAudio library is missing
            raise AudioDeviceError(f"{NO_DEVICE} ({exc})") from exc
        module = sounddevice
    try:
        module.query_devices(kind=kind)
    except Exception as exc:  # PortAudioError or ValueError: no such device
        raise AudioDeviceError(f"{NO_DEVICE} (no {kind} device: {exc})") from exc
    return module


class SpeakerSink:
    """Plays spoken lines on the default output device."""

    def __init__(
        self, module: Any = None, *, tap: Tap | None = None, clock: Clock = time.perf_counter
    ) -> None:
        self.sd = open_sound("output", module)
        self.tap = tap
        self.timeline = Timeline(clock)
        self._queue: queue.Queue[np.ndarray[Any, Any]] = queue.Queue()
        self._current = np.zeros(0, dtype=np.float32)
        self._lock = threading.Lock()
        self.stream = self.sd.OutputStream(
            samplerate=OUTPUT_RATE,
            channels=1,
            dtype="float32",
            blocksize=int(OUTPUT_RATE * BLOCK_S),
            callback=self._callback,
        )
        self.stream.start()

    def _callback(self, outdata: Any, frames: int, _time: Any, _status: Any) -> None:
        out = np.zeros(frames, dtype=np.float32)
        filled = 0
        with self._lock:
            while filled < frames:
                if not len(self._current):
                    try:
                        self._current = self._queue.get_nowait()
                    except queue.Empty:
                        break
                take = min(frames - filled, len(self._current))
                out[filled : filled + take] = self._current[:take]
                self._current = self._current[take:]
                filled += take
        outdata[:, 0] = out
        if filled and self.tap is not None:
            self.tap(AudioChunk(out[:filled].copy(), OUTPUT_RATE))

    def begin_line(self, turn: int, speaker: str, voice: str) -> None:
        self.timeline.line()

    def play(self, chunk: AudioChunk) -> None:
        self.timeline.chunk(chunk)
        self._queue.put(chunk.resampled(OUTPUT_RATE).samples)

    def end_line(self) -> str | None:
        return None

    def stop(self) -> None:
        """Barge-in: silence from the next output block on."""
        with self._lock:
            while not self._queue.empty():
                self._queue.get_nowait()
            self._current = np.zeros(0, dtype=np.float32)

    @property
    def playing(self) -> bool:
        return bool(len(self._current)) or not self._queue.empty()

    def close(self) -> None:
        self.stream.stop()
        self.stream.close()


class Microphone:
    """Utterances from the default input device, endpointed live."""

    def __init__(
        self,
        module: Any = None,
        *,
        on_speech_start: Callable[[], None] | None = None,
        on_speech_end: Callable[[], None] | None = None,
        max_utterance_s: float = 15.0,
        transcribe: Transcribe | None = None,
        screen: Screen | None = None,
        prepare: Prepare | None = None,
    ) -> None:
        self.sd = open_sound("input", module)
        self.transcribe = transcribe
        self.screen = screen
        self.prepare = prepare
        self.on_speech_start = on_speech_start
        self.on_speech_end = on_speech_end
        self.max_utterance_s = max_utterance_s
        self._frames: queue.Queue[np.ndarray[Any, Any]] = queue.Queue()
        self.stream = self.sd.InputStream(
            samplerate=INPUT_RATE,
            channels=1,
            dtype="float32",
            blocksize=int(INPUT_RATE * INPUT_BLOCK_S),
            callback=self._callback,
        )

    def _callback(self, indata: Any, frames: int, _time: Any, _status: Any) -> None:
        self._frames.put(np.array(indata[:, 0], dtype=np.float32))

    def _wake(self) -> None:
        """From the speculation's worker: its verdict is in (an empty frame makes the endpointing loop
        act on it now)."""
        self._frames.put(np.zeros(0, dtype=np.float32))

    def utterances(self, *, timeout_s: float | None = None) -> Iterator[Utterance]:
        """Yield each thing said; stops when the input is silent-free of frames for ``timeout_s``.

        Endpointing runs on its own thread, so ``on_speech_start`` (barge-in) fires while the caller is
        still busy speaking the previous reply.
        """
        done: queue.Queue[Utterance | None] = queue.Queue()
        worker = threading.Thread(target=self._listen, args=(done, timeout_s), daemon=True)
        self.stream.start()
        worker.start()
        try:
            while (utterance := done.get()) is not None:
                yield utterance
        finally:
            self.stream.stop()
            self.stream.close()

    def _listen(self, done: queue.Queue[Utterance | None], timeout_s: float | None) -> None:
        try:
            while (utterance := self._next(timeout_s)) is not None:
                done.put(utterance)
        finally:
            done.put(None)

    def _next(self, timeout_s: float | None) -> Utterance | None:
        # A pass's verdict wakes this loop at once (an empty frame), not at the next block.
        listener = SpeculativeListener(
            self.transcribe, INPUT_RATE, on_ready=self._wake, screen=self.screen, prepare=self.prepare
        )
        endpointer = listener.endpointer
        fed_at = time.perf_counter()
        while True:
            try:
                frame = self._frames.get(timeout=timeout_s)
            except queue.Empty:
                listener.close()
                return None
            was_started = endpointer.started
            if len(frame):
                listener.feed(AudioChunk(frame, INPUT_RATE))
                fed_at = time.perf_counter()
            else:
                listener.poll()
            if not endpointer.started:
                # the voiced run that will start speech is at most start_ms long: keep it and the preroll
                listener.keep_last(PREROLL_S + endpointer.start_ms / 1000)
                continue
            if not was_started and self.on_speech_start is not None:
                self.on_speech_start()
            if endpointer.ended or listener.captured_s >= self.max_utterance_s:
                ended_at = fed_at - endpointer.silent_ms / 1000  # when the voice stopped
                if self.on_speech_end is not None:
                    self.on_speech_end()
                early = listener.finish()
                return Utterance(listener.audio, "microphone", early=early, ended_at=ended_at)
