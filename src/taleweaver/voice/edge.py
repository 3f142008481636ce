"""The audio edge without a sound card: utterances from wav files, spoken lines into wav files.

``--audio-in FILE.wav|DIR`` gives one utterance per file (a folder in name order); ``--audio-out DIR``
gets one wav per spoken line, named by turn and speaker. Every sink keeps a :class:`Timeline` — when a
sound card would start and finish each line — so gaps between speakers can be measured headless.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from taleweaver.voice.audio import AudioChunk, join, read_wav, write_wav
from taleweaver.voice.errors import AudioFileError
from taleweaver.voice.ports import Tap

if TYPE_CHECKING:
    from taleweaver.voice.speculate import EarlyTranscript

Clock = Callable[[], float]


@dataclass(frozen=True, slots=True)
class Utterance:
    """One thing the player said, and where it came from (a file path or ``microphone``).

    ``early`` is its transcript when the edge already made one while endpointing (the microphone does,
    speculatively: :mod:`taleweaver.voice.speculate`); ``ended_at`` the ``time.perf_counter()`` time the
    voice stopped, when the edge heard it live (turn latency is measured from there).
    """

    audio: AudioChunk
    source: str
    early: EarlyTranscript | None = None
    ended_at: float | None = None


def wav_inputs(path: Path) -> list[Path]:
    """The wav files of ``--audio-in``: the file itself, or a folder's ``*.wav`` in name order."""
    if path.is_dir():
        files = sorted(p for p in path.iterdir() if p.suffix.lower() == ".wav" and p.is_file())
        if not files:
            raise AudioFileError(
                f"{path}: no .wav files in this folder (one utterance per file, in name order)"
            )
        return files
    if not path.exists():
        raise AudioFileError(f"{path}: no such file or folder")
    return [path]


def file_utterances(path: Path) -> Iterator[Utterance]:
    """Each file read when its turn comes (a bad file fails at its turn, with its name)."""
    for file in wav_inputs(path):
        yield Utterance(read_wav(file), str(file))


@dataclass
class Timeline:
    """When a sound card fed these chunks would play them: underruns between lines are the gaps."""

    clock: Clock = time.perf_counter
    play_end: float = 0.0
    gaps_s: list[float] = field(default_factory=list)
    first_sample_at: float | None = None
    _new_line: bool = False
    _lines: int = 0

    def line(self) -> None:
        self._new_line = True

    def chunk(self, audio: AudioChunk) -> float:
        """Record a chunk handed over now; returns when its first sample plays."""
        now = self.clock()
        start = max(now, self.play_end)
        if self._new_line:
            if self._lines and self.play_end:
                self.gaps_s.append(max(0.0, now - self.play_end))
            self._lines += 1
            self._new_line = False
        if self.first_sample_at is None:
            self.first_sample_at = start
        self.play_end = start + audio.duration_s
        return start


class AudioSink(Protocol):
    """Where spoken lines go: a sound card or a folder. ``stop`` is barge-in (silence at once)."""

    timeline: Timeline

    def begin_line(self, turn: int, speaker: str, voice: str) -> None: ...

    def play(self, chunk: AudioChunk) -> None: ...

    def end_line(self) -> str | None:
        """Finish the line; returns the file written, if any."""
        ...

    def stop(self) -> None: ...


_SAFE = re.compile(r"[^A-Za-z0-9_-]+")


class WavDirSink:
    """One wav per spoken line: ``turn003_02_sparrow.wav`` (turn, line number, speaker)."""

    def __init__(self, folder: Path, *, clock: Clock = time.perf_counter, tap: Tap | None = None) -> None:
        self.folder = folder
        self.timeline = Timeline(clock)
        self.tap = tap
        self.written: list[Path] = []
        self._chunks: list[AudioChunk] = []
        self._name = ""
        self._count: dict[int, int] = {}
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise AudioFileError(f"--audio-out {folder}: cannot create the folder ({exc.strerror})") from exc

    def begin_line(self, turn: int, speaker: str, voice: str) -> None:
        number = self._count[turn] = self._count.get(turn, 0) + 1
        self._name = f"turn{turn:03d}_{number:02d}_{_SAFE.sub('_', speaker)}.wav"
        self._chunks = []
        self.timeline.line()

    def play(self, chunk: AudioChunk) -> None:
        self.timeline.chunk(chunk)
        self._chunks.append(chunk)
        if self.tap is not None:
            self.tap(chunk)

    def end_line(self) -> str | None:
        if not self._chunks:
            return None
        path = self.folder / self._name
        try:
            write_wav(path, join(self._chunks))
        except OSError as exc:
            raise AudioFileError(f"--audio-out {path}: cannot write ({exc.strerror})") from exc
        self.written.append(path)
        self._chunks = []
        return str(path)

    def stop(self) -> None:
        self._chunks = []
