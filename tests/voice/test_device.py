"""The microphone/speaker edge against a fake sound card: playback, the tap, endpointing, barge-in."""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest

from taleweaver.testing import FakeSoundDevice
from taleweaver.voice import AudioChunk, AudioDeviceError, BankSynthesizer, VoiceBank, join
from taleweaver.voice.audio import silence
from taleweaver.voice.device import PREROLL_S, Microphone, SpeakerSink, open_sound


def _tone(seconds: float, rate: int = 24000) -> AudioChunk:
    t = np.arange(round(seconds * rate)) / rate
    return AudioChunk((0.4 * np.sin(2 * np.pi * 220 * t)).astype(np.float32), rate)


@pytest.fixture(scope="module")
def speech(synth: BankSynthesizer) -> AudioChunk:
    return join(synth.stream("Climb the rigging and look for land.", VoiceBank().for_name("cedar")))


def test_no_device_is_one_clear_error_naming_the_headless_flags() -> None:
    with pytest.raises(AudioDeviceError, match=r"--audio-in FILE.wav\|DIR .* --audio-out DIR"):
        open_sound("output", FakeSoundDevice(has_output=False))
    with pytest.raises(AudioDeviceError, match="no input device"):
        Microphone(FakeSoundDevice(has_input=False))


def test_the_speaker_plays_every_sample_and_taps_what_it_played() -> None:
    device = FakeSoundDevice(speed=8.0)
    tapped: list[AudioChunk] = []
    sink = SpeakerSink(device, tap=tapped.append)
    sink.begin_line(1, "narrator", "cedar")
    sink.play(_tone(0.5))
    deadline = time.time() + 5
    while sink.playing and time.time() < deadline:
        time.sleep(0.01)
    sink.close()
    played = np.concatenate(device.played)
    assert np.count_nonzero(np.abs(played) > 1e-4) == pytest.approx(12000, rel=0.02)
    assert sum(len(c.samples) for c in tapped) == pytest.approx(12000, abs=10)


def test_the_microphone_yields_one_utterance_per_thing_said(speech: AudioChunk) -> None:
    room = [silence(0.5, 16000), speech, silence(0.8, 16000), speech]
    device = FakeSoundDevice(room=room, speed=6.0)
    events: list[str] = []
    mic = Microphone(
        device, on_speech_start=lambda: events.append("start"), on_speech_end=lambda: events.append("end")
    )
    heard = list(mic.utterances(timeout_s=0.5))
    assert len(heard) == 2
    assert events == ["start", "end", "start", "end"]
    for utterance in heard:
        assert speech.duration_s * 0.8 < utterance.audio.duration_s < speech.duration_s + 1.0


def test_the_utterance_begins_the_preroll_before_the_voice_not_before_its_detection(
    speech: AudioChunk,
) -> None:
    # The endpointer says speech started 90 ms into the voice; the capture still holds PREROLL_S before
    # the voice itself (whisper tiny.en hears a capture that starts ~0.2 s before the words less surely).
    lead = speech.resampled(16000).samples
    onset = int(np.argmax(np.abs(lead) > 0.02))
    room = [silence(1.5, 16000), AudioChunk(lead[onset:], 16000)]
    [utterance] = list(Microphone(FakeSoundDevice(room=room, speed=6.0)).utterances(timeout_s=0.5))
    before = int(np.argmax(np.abs(utterance.audio.samples) > 0.02)) / 16000
    assert PREROLL_S - 0.02 <= before <= PREROLL_S + 0.06


def test_barge_in_silences_playback_at_once(speech: AudioChunk) -> None:
    device = FakeSoundDevice(room=[silence(0.6, 16000), speech], speed=1.0, tail_s=0.2)
    sink = SpeakerSink(device)
    started: list[float] = []

    def barge_in() -> None:
        started.append(time.perf_counter())
        sink.stop()

    mic = Microphone(device, on_speech_start=barge_in)
    sink.begin_line(1, "sparrow", "ash")
    sink.play(_tone(4.0))  # a long line, still playing when the player speaks
    listener = threading.Thread(target=lambda: next(mic.utterances(timeout_s=1.0), None))
    listener.start()
    listener.join(timeout=10)
    time.sleep(0.1)
    sink.close()
    assert started, "speech was never detected"
    after = [b for b, at in zip(device.played, device.played_at, strict=True) if at > started[0] + 0.05]
    assert after
    assert all(np.max(np.abs(block)) < 1e-4 for block in after)
    played = np.concatenate(device.played)
    assert np.count_nonzero(np.abs(played) > 1e-4) < len(_tone(4.0).samples) * 0.6
