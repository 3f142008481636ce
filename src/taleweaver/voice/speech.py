"""Speaking lines: each in its speaker's voice, the next one synthesized while the current one plays.

A producer thread streams every line through the synthesizer in order; the caller hands chunks to the
sink as they come. So when the speaker changes, the new voice's first sentence is already made while the
old voice is still playing — the swap has no gap (measured by the sink's :class:`Timeline`).
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Sequence
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
) -> Spoken:
    """Speak ``says`` in order through ``sink``; ``stop`` set (barge-in) silences the rest at once. ``out``
    is filled in as it goes (another thread may read when the first audio was handed over)."""
    out = out if out is not None else Spoken()
    if not says:
        return out
    items: queue.Queue[object] = queue.Queue()
    started = clock()

    def produce() -> None:
        try:
            for index, say in enumerate(says):
                items.put(("line", index))
                for chunk in synth.stream(say.text, say.voice):
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
