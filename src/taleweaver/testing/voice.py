"""Shipped voice fakes: a synthesizer that hums a distinct tone per voice, a scripted transcriber.

``FakeSynthesizer`` is instant and deterministic: every word is a short tone whose pitch follows the
voice (engine, voice, pitch), so tests can tell voices apart by measuring pitch, and the audio
length follows the text. ``FakeTranscriber`` hears what it is told to: a fixed list of replies in
order, or the text the paired fake synthesizer spoke — and nothing in silence.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator

import numpy as np

from taleweaver.voice._text import sentences
from taleweaver.voice.audio import AudioChunk, rms
from taleweaver.voice.bank import VoiceChoice
from taleweaver.voice.ports import Bias, Segment, Transcript

FAKE_RATE = 16000
_WORD_S = 0.12
_GAP_S = 0.03


def fake_pitch_hz(voice: VoiceChoice) -> float:
    """The fundamental the fake gives ``voice``: 100–300 Hz from its engine voice, times its pitch."""
    digest = hashlib.sha256(f"{voice.spec.engine}:{voice.spec.voice}".encode()).digest()
    return (100.0 + digest[0] / 255.0 * 200.0) * voice.spec.pitch


class FakeSynthesizer:
    """Instant tones: one chunk per sentence, ``_WORD_S`` seconds per word at the voice's speed."""

    name = "fake"

    def __init__(self, sample_rate: int = FAKE_RATE) -> None:
        self.sample_rate = sample_rate
        self.spoken: list[tuple[str, str]] = []  # (voice name, text) in order, for assertions
        self._by_length: dict[int, str] = {}

    def stream(self, text: str, voice: VoiceChoice) -> Iterator[AudioChunk]:
        self.spoken.append((voice.name, text))
        frequency = fake_pitch_hz(voice)
        for sentence in sentences(text):
            words = len(sentence.split())
            seconds = words * (_WORD_S + _GAP_S) / voice.spec.speed
            n = max(1, round(seconds * self.sample_rate))
            t = np.arange(n, dtype=np.float32) / self.sample_rate
            envelope = (np.sin(np.pi * (t * words / seconds)) ** 2).astype(np.float32)
            samples = (0.3 * np.sin(2 * np.pi * frequency * t) * envelope).astype(np.float32)
            self._by_length[n] = sentence
            yield AudioChunk(samples, self.sample_rate)

    def heard(self, audio: AudioChunk) -> str | None:
        """The sentence this synthesizer made audio of this length for (None if it made none)."""
        return self._by_length.get(len(audio.resampled(self.sample_rate).samples))


class FakeTranscriber:
    """Scripted speech recognition: each non-silent audio gets the next reply (or what ``echo`` spoke),
    with ``confidence`` as whisper would say how sure it was (``None``: not said)."""

    name = "fake"

    def __init__(
        self,
        replies: Iterable[str] = (),
        *,
        echo: FakeSynthesizer | None = None,
        confidence: float | None = None,
    ) -> None:
        self.replies = list(replies)
        self.echo = echo
        self.confidence = confidence
        self.biases: list[Bias | None] = []  # what each call was primed with, for assertions

    def transcribe(self, audio: AudioChunk, bias: Bias | None = None) -> Transcript:
        self.biases.append(bias)
        if rms(audio.samples) < 0.01:
            return Transcript("")
        text = self.echo.heard(audio) if self.echo is not None else None
        if text is None:
            text = self.replies.pop(0) if self.replies else ""
        segments = (Segment(0.0, round(audio.duration_s, 2), text),) if text else ()
        return Transcript(text, segments, confidence=self.confidence if text else None)
