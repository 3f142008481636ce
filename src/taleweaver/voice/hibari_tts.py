"""hibari synthesizer (hibari-tts, its bundled "heart" voice): natural female voice, very fast."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

from taleweaver.voice.audio import AudioChunk, as_samples, pitch_shift
from taleweaver.voice.bank import VoiceChoice
from taleweaver.voice.catalog import HIBARI_VOICES
from taleweaver.voice.errors import VoiceError, VoiceUnavailable


class HibariSynthesizer:
    name = "hibari"

    def __init__(self, threads: int = 1) -> None:
        self.threads = threads
        self._models: dict[str, Any] = {}
        self._lock = threading.Lock()

    def load(self, voice: str = "heart") -> Any:
        if voice not in HIBARI_VOICES:
            # Other hibari voices download on first use; taleweaver never downloads at run time.
            raise VoiceError(
                f"hibari voice {voice!r} is not bundled; offline voices: {', '.join(HIBARI_VOICES)}"
            )
        with self._lock:
            if voice not in self._models:
                try:
                    from hibari import Hibari
                except ImportError as exc:
                    raise VoiceUnavailable("hibari", "hibari-tts") from exc
                self._models[voice] = Hibari(voice=voice, threads=self.threads)
            return self._models[voice]

    def stream(self, text: str, voice: VoiceChoice) -> Iterator[AudioChunk]:
        model = self.load(voice.spec.voice)
        pitch, speed = voice.spec.pitch, voice.spec.speed
        for part in model.stream(text, speed=speed / pitch, seed=0):
            yield AudioChunk(pitch_shift(as_samples(part), pitch), int(model.sample_rate))
