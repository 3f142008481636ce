from __future__ import annotations

import numpy as np

from taleweaver.testing import FakeSynthesizer, FakeTranscriber
from taleweaver.voice import AudioChunk, Bias, VoiceBank, join
from taleweaver.voice.audio import silence


def test_fake_synthesizer_streams_a_chunk_per_sentence_in_a_pitch_per_voice() -> None:
    synth = FakeSynthesizer()
    bank = VoiceBank()
    chunks = list(synth.stream("Ahoy. Where to, sailor?", bank.for_name("cedar")))
    assert len(chunks) == 2
    assert all(c.samples.dtype == np.float32 for c in chunks)
    pitches = set()
    for name in ("cedar", "ash", "coral", "sage"):
        audio = join(synth.stream("one two three", bank.for_name(name)))
        spectrum = np.abs(np.fft.rfft(audio.samples))
        pitches.add(round(float(np.argmax(spectrum)) * audio.sample_rate / len(audio.samples)))
    assert len(pitches) == 4
    assert synth.spoken[0] == ("cedar", "Ahoy. Where to, sailor?")


def test_fake_transcriber_hears_replies_in_order_or_echoes_and_nothing_in_silence() -> None:
    synth = FakeSynthesizer()
    said = join(synth.stream("Climb the rigging.", VoiceBank().for_name("ash")))
    echo = FakeTranscriber(echo=synth)
    assert echo.transcribe(said).text == "Climb the rigging."
    scripted = FakeTranscriber(["go north", "open the door"])
    noise = AudioChunk(np.full(1600, 0.2, dtype=np.float32), 16000)
    assert scripted.transcribe(silence(1.0, 16000)).empty
    assert scripted.transcribe(noise, Bias(prompt="north")).text == "go north"
    assert scripted.biases[-1] == Bias(prompt="north")
