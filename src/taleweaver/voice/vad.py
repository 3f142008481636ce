"""Voice activity: where the speech is in an utterance, and live end-of-speech detection.

Two detectors, each where it fits best:

* :func:`speech_spans` runs Silero VAD, which faster-whisper ships as an ONNX file run with onnxruntime
  (no torch). It is the accurate one: it screens whole utterances before whisper (whisper invents words
  on silence and noise) and gives ``speech_end`` for the timings.
* :class:`Endpointer` runs webrtcvad on 10 ms frames as audio arrives (microseconds per frame, a tiny C
  library, no model): it says when speech starts (barge-in) and when it has ended (``hangover_ms`` of
  non-speech after speech) — cheap enough for every microphone frame.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from taleweaver.voice.audio import AudioChunk
from taleweaver.voice.errors import VoiceUnavailable

VAD_RATE = 16000
FRAME_MS = 10
"""The endpointer's frame (webrtcvad takes 10, 20 or 30 ms): the pause that starts a speculative pass is
seen to within 10 ms of its length rather than 30 (docs/voice.md, "What was weighed for the 400 ms goal")."""
AGGRESSIVENESS = 3
"""webrtcvad's most aggressive mode: on the bench's route lines its last voiced frame comes ~44 ms after
the voice stopped against ~66 ms in mode 2, so the pause that starts a pass is seen ~20 ms sooner, with no
more passes (35 for 29 lines either way; with white noise at 20 / 10 dB SNR 49 / 65 against 45 / 62).
It was reverted once: a microphone intake ("I feel lonely since…", tests/cli/test_generate_voice.py) was
heard "I feel only…" on the CI runner. Mode 3 hands whisper the same speech (its capture began 10 ms
later and ended 70 ms sooner); the cause was the preroll, ~0.2 s before the voice, where tiny.en's
transcript flips with where the capture begins (docs/voice.md, "Why mode 3 changed what whisper heard";
:data:`~taleweaver.voice.device.PREROLL_S` is now 0.5 s before the voice)."""

START_MS = 90
"""Voiced frames in a row before the endpointer says speech started (barge-in): speech start is reported
this long after the voice began."""


def speech_spans(
    audio: AudioChunk, *, min_speech_ms: int = 200, min_silence_ms: int = 300, pad_ms: int = 0
) -> list[tuple[float, float]]:
    """(start, end) seconds of each stretch of speech, by Silero VAD, widened by ``pad_ms`` each side.

    A stretch ends after ``min_silence_ms`` of silence (the endpointer's hangover) and is unpadded by
    default, so the last span's end is when the voice stopped — the moment a voice turn's latency is
    measured from. (Silero's defaults, 2 s of silence and 400 ms of padding, put ``speech_end`` at the
    end of the file and made turns look faster than they were.)
    """
    try:
        from faster_whisper.vad import VadOptions, get_speech_timestamps
    except ImportError as exc:
        raise VoiceUnavailable("voice activity detection", "faster-whisper") from exc
    samples = audio.resampled(VAD_RATE).samples
    options = VadOptions(
        min_speech_duration_ms=min_speech_ms, min_silence_duration_ms=min_silence_ms, speech_pad_ms=pad_ms
    )
    spans = get_speech_timestamps(samples, options)
    return [(s["start"] / VAD_RATE, s["end"] / VAD_RATE) for s in spans]


def energy_spans(
    audio: AudioChunk, *, threshold: float = 0.01, frame_ms: int = 30
) -> list[tuple[float, float]]:
    """(start, end) of loud stretches by frame energy: a model-free detector for clean (e.g. fake) audio."""
    size = max(1, audio.sample_rate * frame_ms // 1000)
    frames = len(audio.samples) // size
    spans: list[tuple[float, float]] = []
    for index in range(frames):
        frame = audio.samples[index * size : (index + 1) * size]
        if float(np.sqrt(np.mean(np.square(frame, dtype=np.float64)))) < threshold:
            continue
        start, end = index * size / audio.sample_rate, (index + 1) * size / audio.sample_rate
        if spans and start - spans[-1][1] < 0.3:
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return spans


@dataclass
class Endpointer:
    """Streaming end-of-speech detection (webrtcvad). Feed any chunk size; events come per ``frame_ms``.

    ``started`` turns True on ``start_ms`` of speech; ``ended`` when ``hangover_ms`` of non-speech follow.
    Times are seconds from the first sample fed. ``voiced_frames`` counts every voiced frame so far and
    ``silent_ms`` is the run of non-speech now (a speculative transcription starts on a short one).
    ``hangover_ms`` may change while feeding: the speculative listener lengthens it while a pause's
    transcript is pending or looks unfinished, and :meth:`end` ends at once when it looks complete.
    """

    aggressiveness: int = AGGRESSIVENESS
    frame_ms: int = FRAME_MS
    start_ms: int = START_MS
    hangover_ms: int = 300
    started: bool = False
    ended: bool = False
    speech_start_s: float | None = None
    speech_end_s: float | None = None
    voiced_frames: int = 0
    _vad: Any = None
    _pending: np.ndarray[Any, Any] = field(default_factory=lambda: np.zeros(0, dtype=np.int16))
    _fed_frames: int = 0
    _voiced_run: int = 0
    _silent_run: int = 0

    def __post_init__(self) -> None:
        if self.frame_ms not in (10, 20, 30):
            raise ValueError(f"frame_ms {self.frame_ms}: webrtcvad takes frames of 10, 20 or 30 ms")
        if self.aggressiveness not in (0, 1, 2, 3):
            raise ValueError(f"aggressiveness {self.aggressiveness}: webrtcvad's modes are 0 to 3")
        # The C module directly: webrtcvad's Python wrapper imports pkg_resources (setuptools) just to
        # read its own version, which fresh environments do not have.
        try:
            import _webrtcvad
        except ImportError as exc:
            raise VoiceUnavailable("voice activity detection", "webrtcvad") from exc
        handle = _webrtcvad.create()
        _webrtcvad.init(handle)
        _webrtcvad.set_mode(handle, self.aggressiveness)
        self._vad = (_webrtcvad, handle)

    def feed(self, chunk: AudioChunk) -> None:
        pcm = (np.clip(chunk.resampled(VAD_RATE).samples, -1, 1) * 32767).astype(np.int16)
        data = np.concatenate([self._pending, pcm])
        size = VAD_RATE * self.frame_ms // 1000
        whole = len(data) - len(data) % size
        for start in range(0, whole, size):
            self._frame(data[start : start + size].tobytes())
        self._pending = data[whole:]

    def _frame(self, frame: bytes) -> None:
        self._fed_frames += 1
        now = self._fed_frames * self.frame_ms / 1000
        if self.ended:
            return
        module, handle = self._vad
        if module.process(handle, VAD_RATE, frame, len(frame) // 2):
            self.voiced_frames += 1
            self._voiced_run += 1
            self._silent_run = 0
            if not self.started and self._voiced_run * self.frame_ms >= self.start_ms:
                self.started = True
                self.speech_start_s = now - self._voiced_run * self.frame_ms / 1000
            self.speech_end_s = now
        else:
            self._voiced_run = 0
            self._silent_run += 1
            if self.started and self._silent_run * self.frame_ms >= self.hangover_ms:
                self.ended = True

    def end(self) -> None:
        """Say speech has ended now, before the hangover runs out (the listener knows the turn is done)."""
        if self.started:
            self.ended = True

    @property
    def silent_ms(self) -> int:
        """Milliseconds of non-speech since the last voiced frame (0 while speech goes on)."""
        return self._silent_run * self.frame_ms

    def reset(self) -> None:
        self.started = self.ended = False
        self.speech_start_s = self.speech_end_s = None
        self._pending = np.zeros(0, dtype=np.int16)
        self._fed_frames = self._voiced_run = self._silent_run = self.voiced_frames = 0
