"""The two voice ports: text → audio (:class:`Synthesizer`) and audio → text (:class:`Transcriber`).

Adapters live in their own modules and import their engines lazily; fakes are in ``taleweaver.testing``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from taleweaver.voice.audio import AudioChunk
from taleweaver.voice.bank import VoiceChoice

Tap = Callable[[AudioChunk], None]
"""Called with every chunk of PCM as it is actually played (the body's speech wobble listens here)."""


@runtime_checkable
class Synthesizer(Protocol):
    """Text + voice → audio, streamed sentence by sentence (the first chunk comes early)."""

    def stream(self, text: str, voice: VoiceChoice) -> Iterator[AudioChunk]: ...


@dataclass(frozen=True, slots=True)
class Segment:
    start: float
    end: float
    text: str


@dataclass(frozen=True, slots=True)
class Transcript:
    """What was heard: the text and its segments (seconds from the start of the audio).

    ``confidence`` (0–1) is how sure the transcriber was of the words, when it says (whisper: the mean
    token probability); ``None`` when it does not.
    """

    text: str
    segments: tuple[Segment, ...] = ()
    language: str = "en"
    confidence: float | None = None

    @property
    def empty(self) -> bool:
        return not self.text.strip()


@dataclass(frozen=True, slots=True)
class Bias:
    """What the player can say now: the transcriber is nudged towards these words.

    ``prompt`` goes to whisper's ``initial_prompt``; ``hotwords`` are names that must come out right.
    """

    prompt: str = ""
    hotwords: tuple[str, ...] = field(default=())


@runtime_checkable
class Transcriber(Protocol):
    """Audio → text with segment times. Silence or noise gives an empty transcript, never an error."""

    def transcribe(self, audio: AudioChunk, bias: Bias | None = None) -> Transcript: ...


class PassDropped(Exception):
    """A transcription given up part way because its caller dropped it (:func:`dropping`)."""


_RUNNING = threading.local()


@contextmanager
def dropping(flag: threading.Event) -> Iterator[None]:
    """Run a transcription on this thread that its caller may drop by setting ``flag`` (the speculative
    listener drops a pass when the player goes on): a transcriber that looks (:func:`dropped`) may stop
    part way with :class:`PassDropped` rather than finish work nobody will read."""
    before = getattr(_RUNNING, "flag", None)
    _RUNNING.flag = flag
    try:
        yield
    finally:
        _RUNNING.flag = before


def dropped() -> bool:
    """Whether the transcription running on this thread has been dropped by its caller (:func:`dropping`)."""
    flag = getattr(_RUNNING, "flag", None)
    return flag is not None and flag.is_set()
