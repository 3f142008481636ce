"""Speaking lines: each in its speaker's voice, the next one synthesized while the current one plays.

A producer thread streams every line through the synthesizer in order; the caller hands chunks to the
sink as they come. So when the speaker changes, the new voice's first sentence is already made while the
old voice is still playing — the swap has no gap (measured by the sink's :class:`Timeline`).

A line's first chunk can be made before the line is spoken (:func:`prepare`: the voice player makes the
first chunk of each option's reply while the player speaks); :func:`speak` given that :class:`Prepared`
line plays its first chunk at once and goes on with the same stream — the audio is what the synthesizer
would have made then, only made sooner.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from taleweaver.voice.audio import AudioChunk
from taleweaver.voice.bank import VoiceChoice
from taleweaver.voice.edge import AudioSink, Clock
from taleweaver.voice.ports import Synthesizer

NOT_HEARD = "I didn't catch that."
"""What a voice front end says to silence or noise (it changes nothing)."""


@dataclass(frozen=True, slots=True)
class Say:
    speaker: str
    text: str
    voice: VoiceChoice


@dataclass
class Spoken:
    files: list[str] = field(default_factory=list)
    first_chunk_s: float | None = None
    """Synthesis time of the first chunk (from the start of speaking)."""
    first_audio_at: float | None = None
    """Clock time the first sample was handed to the sink."""


@dataclass
class Prepared:
    """The start of a line's audio, made before it is spoken: its first chunk and the rest of the same
    stream, not yet made (:func:`prepare`). Played once: :func:`speak` consumes it."""

    say: Say
    first: AudioChunk
    rest: Iterator[AudioChunk]

    def stream(self) -> Iterator[AudioChunk]:
        yield self.first
        yield from self.rest

    def close(self) -> None:
        """Let the rest of the stream go unmade (a prepared line that will not be spoken)."""
        close = getattr(self.rest, "close", None)
        if close is not None:
            close()


def prepare(synth: Synthesizer, say: Say) -> Prepared | None:
    """``say``'s first chunk, made now (the synthesizer streams one chunk per sentence or first clause);
    None when it makes no audio."""
    stream = iter(synth.stream(say.text, say.voice))
    first = next(stream, None)
    return None if first is None else Prepared(say, first, stream)


_DONE = object()


def speak(
    synth: Synthesizer,
    sink: AudioSink,
    says: Sequence[Say],
    turn: int,
    *,
    clock: Clock = time.perf_counter,
    stop: threading.Event | None = None,
    out: Spoken | None = None,
    prepared: Prepared | None = None,
) -> Spoken:
    """Speak ``says`` in order through ``sink``; ``stop`` set (barge-in) silences the rest at once. ``out``
    is filled in as it goes (another thread may read when the first audio was handed over). ``prepared``,
    when it is the first line's (the same :class:`Say`), gives that line's audio: its first chunk, made
    already, then the rest of its stream; any other is closed unused."""
    out = out if out is not None else Spoken()
    if prepared is not None and (not says or prepared.say != says[0]):
        prepared.close()
        prepared = None
    if not says:
        return out
    items: queue.Queue[object] = queue.Queue()
    started = clock()

    def produce() -> None:
        try:
            for index, say in enumerate(says):
                items.put(("line", index))
                stream = (
                    prepared.stream()
                    if index == 0 and prepared is not None
                    else synth.stream(say.text, say.voice)
                )
                for chunk in stream:
                    if stop is not None and stop.is_set():
                        return
                    items.put(chunk)
                items.put(("end", index))
        except BaseException as exc:  # handed to the caller's thread, raised there
            items.put(exc)
        finally:
            items.put(_DONE)

    worker = threading.Thread(target=produce, name="taleweaver-tts", daemon=True)
    worker.start()
    try:
        while (item := items.get()) is not _DONE:
            if stop is not None and stop.is_set():
                sink.stop()
                break
            if isinstance(item, BaseException):
                raise item
            if isinstance(item, AudioChunk):
                if out.first_chunk_s is None:
                    out.first_chunk_s = clock() - started
                    out.first_audio_at = clock()
                sink.play(item)
            elif isinstance(item, tuple) and item[0] == "line":
                say = says[item[1]]
                sink.begin_line(turn, say.speaker, say.voice.name)
            elif isinstance(item, tuple) and item[0] == "end" and (path := sink.end_line()):
                out.files.append(path)
    finally:
        if stop is not None and stop.is_set():
            worker.join(timeout=5)
    return out
