"""Speaking lines with a first chunk made ahead (:class:`~taleweaver.voice.speech.Prepared`)."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from taleweaver.testing import FakeSynthesizer
from taleweaver.voice import AudioChunk, VoiceBank
from taleweaver.voice.bank import VoiceChoice
from taleweaver.voice.speech import Say, prepare, speak


class _Sink:
    def __init__(self) -> None:
        self.played: list[AudioChunk] = []
        self.lines: list[str] = []

    def begin_line(self, turn: int, speaker: str, voice: str) -> None:
        self.lines.append(speaker)

    def play(self, chunk: AudioChunk) -> None:
        self.played.append(chunk)

    def end_line(self) -> str | None:
        return None

    def stop(self) -> None:
        pass


class _Counting(FakeSynthesizer):
    """The fake synthesizer, counting the chunks it has made."""

    def __init__(self) -> None:
        super().__init__()
        self.made = 0

    def stream(self, text: str, voice: VoiceChoice) -> Iterator[AudioChunk]:
        for chunk in super().stream(text, voice):
            self.made += 1
            yield chunk


def _says() -> list[Say]:
    bank = VoiceBank()
    return [
        Say("sparrow", "Ahoy there. The tide is turning. Where to?", bank.for_name("cedar")),
        Say("options", "You could sail.", bank.for_name("alloy")),
    ]


def _samples(chunks: list[AudioChunk]) -> list[np.ndarray]:
    return [c.samples for c in chunks]


def test_a_prepared_first_line_plays_its_first_chunk_made_ahead_then_the_rest_of_the_same_stream() -> None:
    says = _says()
    plain = _Sink()
    speak(FakeSynthesizer(), plain, says, 1)
    synth = _Counting()
    ready = prepare(synth, says[0])
    assert ready is not None
    assert synth.made == 1  # only the first sentence, made now
    sink = _Sink()
    spoken = speak(synth, sink, says, 1, prepared=ready)
    assert synth.made == len(plain.played)  # the first chunk was not made again
    assert [len(s) for s in _samples(sink.played)] == [len(s) for s in _samples(plain.played)]
    pairs = zip(_samples(sink.played), _samples(plain.played), strict=True)
    assert all(np.array_equal(a, b) for a, b in pairs)
    assert sink.lines == ["sparrow", "options"]
    assert spoken.first_chunk_s is not None


def test_a_prepared_line_that_is_not_the_first_one_said_is_let_go_unplayed() -> None:
    says = _says()
    other = Say("sparrow", "Something else entirely. And more.", says[0].voice)
    synth = _Counting()
    ready = prepare(synth, other)
    assert ready is not None
    sink = _Sink()
    speak(synth, sink, says, 1, prepared=ready)
    assert synth.spoken[1:] == [("cedar", says[0].text), ("alloy", says[1].text)]
    assert ready.rest.gi_frame is None  # type: ignore[attr-defined]  # closed: the rest is never made
    plain = _Sink()
    speak(FakeSynthesizer(), plain, says, 1)
    assert [len(c.samples) for c in sink.played] == [len(c.samples) for c in plain.played]
