"""Speculative transcription with the shipped fakes: used when the speaker has stopped, dropped when
they go on, and used by both inputs (recorded speech fed in real time, and the microphone)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from taleweaver.apps.voice_player.loop import VoicePlayer
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.intent import IntentMatcher
from taleweaver.player.session import PlaySession
from taleweaver.testing import FakeSoundDevice, FakeSynthesizer, FakeTranscriber, HashingEncoder
from taleweaver.voice import AudioChunk, VoiceBank, join
from taleweaver.voice.audio import silence
from taleweaver.voice.device import Microphone
from taleweaver.voice.edge import Utterance, WavDirSink
from taleweaver.voice.ports import Bias, PassDropped, Transcript, dropped
from taleweaver.voice.speculate import PAUSE_MS, SCREEN_MS, SpeculativeListener
from taleweaver.voice.vad import FRAME_MS, energy_spans

RATE = 16000
SAID = "read the wanted posters by the door"


class Recording(FakeTranscriber):
    """The shipped fake transcriber, also keeping how long each audio it was given was (seconds)."""

    def __init__(self, replies: list[str]) -> None:
        super().__init__(replies)
        self.heard_s: list[float] = []
        self.threads: list[str] = []
        self.screened: list[tuple[float, str, int]] = []
        """Each screen: seconds of audio, thread, and how many transcriptions had been made by then."""

    def screen(self, audio: AudioChunk) -> bool:
        self.screened.append((audio.duration_s, threading.current_thread().name, len(self.heard_s)))
        return True

    def transcribe(self, audio: AudioChunk, bias: Bias | None = None) -> Transcript:
        self.heard_s.append(audio.duration_s)
        self.threads.append(threading.current_thread().name)
        return super().transcribe(audio, bias)


def _speech(text: str = SAID) -> AudioChunk:
    return join(FakeSynthesizer().stream(text, VoiceBank().for_name("alloy")))


def _feed(listener: SpeculativeListener, audio: AudioChunk) -> None:
    step = RATE * FRAME_MS // 1000
    for start in range(0, len(audio.samples), step):
        if listener.endpointer.ended:
            return
        listener.feed(AudioChunk(audio.samples[start : start + step], RATE))


def test_a_pause_starts_a_transcription_that_is_used_when_no_speech_follows() -> None:
    transcriber = Recording(["one"])
    listener = SpeculativeListener(transcriber.transcribe, RATE, judge=None)  # the fixed 300 ms hangover
    speech = _speech()
    _feed(listener, join([silence(0.3, RATE), speech, silence(PAUSE_MS / 1000 + 0.1, RATE)]))
    assert listener.started_jobs == 1
    assert not listener.endpointer.ended  # the endpointer is still waiting out its hangover
    _feed(listener, silence(0.5, RATE))
    assert listener.endpointer.ended
    early = listener.finish()
    assert early is not None
    assert early.speculative
    assert early.transcript.text == "one"
    assert transcriber.heard_s == [pytest.approx(0.3 + speech.duration_s + PAUSE_MS / 1000, abs=0.1)]
    assert transcriber.threads[0].startswith("speculative-stt")  # off the feeding thread
    assert 0 <= early.stt_s <= early.stt_total_s + 0.05


def test_speech_after_the_pause_drops_the_speculation_and_the_next_pause_starts_again() -> None:
    transcriber = Recording(["first part", "all of it"])
    listener = SpeculativeListener(transcriber.transcribe, RATE, judge=None)
    gap = silence(0.2, RATE)  # longer than the pause, shorter than the endpointer's 300 ms hangover
    audio = join([silence(0.3, RATE), _speech(), gap, _speech("and bring the chart"), silence(0.6, RATE)])
    _feed(listener, audio)
    assert listener.endpointer.ended
    early = listener.finish()
    assert early is not None
    assert listener.dropped_jobs == 1
    assert listener.started_jobs == 2
    assert early.speculative
    # The transcript used is of all the speech: its audio ends after the second part.
    used = early.transcript.segments[-1].end
    assert used >= audio.duration_s - 0.6
    assert used == pytest.approx(max(transcriber.heard_s), abs=0.01)


def test_without_a_pause_covering_the_speech_it_is_transcribed_at_the_end() -> None:
    transcriber = Recording(["whole"])
    listener = SpeculativeListener(transcriber.transcribe, RATE)
    _feed(listener, join([silence(0.3, RATE), _speech()]))  # the input stops mid-speech
    early = listener.finish()
    assert early is not None
    assert not early.speculative
    assert early.transcript.text == "whole"
    assert transcriber.threads == [threading.current_thread().name]


def test_each_pause_is_prepared_on_the_worker_and_only_the_used_pass_brings_its_preparation_back() -> None:
    transcriber = Recording(["first part", "all of it"])
    prepared: list[tuple[str, bool | None, str]] = []
    first_done = threading.Event()

    def prepare(transcript: Transcript, verdict: bool | None) -> str:
        prepared.append((transcript.text, verdict, threading.current_thread().name))
        first_done.set()
        return f"reply to {transcript.text}"

    listener = SpeculativeListener(transcriber.transcribe, RATE, judge=lambda t: None, prepare=prepare)
    _feed(listener, join([silence(0.3, RATE), _speech(), silence(0.2, RATE)]))
    assert first_done.wait(5.0)  # the first pause's pass is prepared
    _feed(listener, join([_speech("and bring the chart"), silence(0.8, RATE)]))  # the player went on
    early = listener.finish()
    assert early is not None
    assert listener.dropped_jobs == 1
    assert [(text, verdict) for text, verdict, _thread in prepared] == [
        ("first part", None),
        ("all of it", None),
    ]
    assert all(thread.startswith("speculative-stt") for _text, _verdict, thread in prepared)
    assert early.transcript.text == "all of it"
    assert early.prepared == "reply to all of it"  # the dropped pass's preparation went with it


def test_a_pass_still_running_when_the_player_goes_on_is_told_it_was_dropped() -> None:
    running, seen = threading.Event(), threading.Event()
    looked: list[bool] = []

    def transcribe(audio: AudioChunk) -> Transcript:
        if not running.is_set():  # the first pass: runs until the player has gone on, then looks
            running.set()
            assert seen.wait(5.0)
            looked.append(dropped())
            raise PassDropped
        looked.append(dropped())
        return Transcript("all of it")

    listener = SpeculativeListener(transcribe, RATE, judge=None)
    _feed(listener, join([silence(0.3, RATE), _speech(), silence(0.2, RATE)]))
    assert running.wait(5.0)
    _feed(listener, _speech("and bring the chart"))  # the player went on: the running pass is dropped
    seen.set()
    _feed(listener, silence(0.8, RATE))
    early = listener.finish()
    assert early is not None
    assert early.transcript.text == "all of it"
    assert looked == [True, False]  # the dropped pass saw it was dropped; the one used was not


def test_a_transcript_made_after_the_end_comes_with_nothing_prepared() -> None:
    prepared: list[str] = []
    listener = SpeculativeListener(
        Recording(["whole"]).transcribe, RATE, prepare=lambda t, v: prepared.append(t.text) or "x"
    )
    _feed(listener, join([silence(0.3, RATE), _speech()]))  # the input stops mid-speech: no pause
    early = listener.finish()
    assert early is not None
    assert not early.speculative
    assert early.prepared is None
    assert prepared == []


class Gated(Recording):
    """Transcribes only once the test lets it (so the verdict arrives after the last frame was fed)."""

    def __init__(self, replies: list[str]) -> None:
        super().__init__(replies)
        self.gate = threading.Event()

    def transcribe(self, audio: AudioChunk, bias: Bias | None = None) -> Transcript:
        self.gate.wait(5.0)
        return super().transcribe(audio, bias)


def test_the_verdict_is_acted_on_when_it_arrives_not_at_the_next_frame() -> None:
    transcriber = Gated([SAID])
    woken: list[str] = []
    listener = SpeculativeListener(
        transcriber.transcribe,
        RATE,
        judge=lambda t: True,  # complete
        on_ready=lambda: woken.append(threading.current_thread().name),
    )
    _feed(listener, join([silence(0.3, RATE), _speech(), silence(PAUSE_MS / 1000 + 0.1, RATE)]))
    assert listener.started_jobs == 1
    assert listener.judging
    assert not listener.poll()  # nothing in yet
    transcriber.gate.set()
    assert listener.ready.wait(5.0)  # set by the worker once the transcript and the verdict are in
    assert woken
    assert woken[0].startswith("speculative-stt")
    assert listener.poll()  # no further frame fed: the turn ends on the verdict
    assert listener.endpointer.ended
    assert listener.verdicts["complete"] == 1
    assert not listener.ready.is_set()
    early = listener.finish()
    assert early is not None
    assert early.speculative
    assert early.transcript.text == SAID


def test_an_unfinished_verdict_polled_early_keeps_waiting() -> None:
    transcriber = Gated(["read the"])
    listener = SpeculativeListener(transcriber.transcribe, RATE)  # looks_complete: unfinished
    _feed(listener, join([silence(0.3, RATE), _speech(), silence(PAUSE_MS / 1000 + 0.1, RATE)]))
    assert listener.judging
    transcriber.gate.set()
    assert listener.ready.wait(5.0)
    assert not listener.poll()
    assert not listener.judging  # acted on: the endpointer now waits the longer hangover
    assert listener.verdicts["unfinished"] == 1
    assert listener.endpointer.hangover_ms == listener.wait_ms
    listener.close()


def test_the_capture_is_screened_for_speech_once_while_the_player_still_speaks() -> None:
    transcriber = Recording(["one"])
    listener = SpeculativeListener(transcriber.transcribe, RATE, judge=None, screen=transcriber.screen)
    speech = _speech()
    assert speech.duration_s > 2 * SCREEN_MS / 1000
    _feed(listener, join([silence(0.3, RATE), speech, silence(0.6, RATE)]))
    assert listener.finish() is not None
    assert len(transcriber.screened) == 1
    seconds, thread, passes_before = transcriber.screened[0]
    # 0.3 s of silence, then SCREEN_MS of voice (webrtcvad's frames: give or take a few of them)
    assert seconds == pytest.approx(0.3 + SCREEN_MS / 1000, abs=0.1)
    assert seconds < 0.3 + speech.duration_s  # before the voice stopped
    assert thread.startswith("speculative-stt")  # on the worker, off the feeding thread
    assert passes_before == 0  # ahead of the pass at the pause
    # Without a transcriber there is nothing to screen for.
    idle = SpeculativeListener(None, RATE, screen=transcriber.screen)
    _feed(idle, join([silence(0.3, RATE), speech, silence(0.6, RATE)]))
    assert len(transcriber.screened) == 1


def test_without_a_transcriber_it_only_endpoints() -> None:
    listener = SpeculativeListener(None, RATE)
    _feed(listener, join([silence(0.3, RATE), _speech(), silence(0.6, RATE)]))
    assert listener.endpointer.ended
    assert listener.started_jobs == 0
    assert listener.finish() is None


@pytest.fixture(scope="module")
def engine() -> StoryEngine:
    return StoryEngine(load_library_from())


def _player(engine: StoryEngine, transcriber: FakeTranscriber, out: Path) -> VoicePlayer:
    session = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()))
    bank = VoiceBank(menu_narrator=engine.library.narrator)
    synth = FakeSynthesizer()
    return VoicePlayer(session, synth, bank, WavDirSink(out), transcriber=transcriber, vad=energy_spans)


async def test_the_real_time_file_input_uses_the_speculative_transcript(
    engine: StoryEngine, tmp_path: Path
) -> None:
    now = [0.0]

    def sleep(seconds: float) -> None:
        now[0] += seconds

    transcriber = Recording([SAID])
    player = _player(engine, transcriber, tmp_path)
    player.realtime, player.clock, player.sleep = True, (lambda: now[0]), sleep
    player.opening("pirates")
    audio = join([silence(0.3, RATE), _speech(), silence(0.5, RATE)])
    row = await player.heard(Utterance(audio, "turn.wav"))
    assert row["state"]["node_id"] == "meet_sparrow"
    assert row["timings"]["stt_speculative"] is True
    assert len(transcriber.heard_s) == 1  # transcribed once, at the pause
    assert transcriber.heard_s[0] < audio.duration_s - 0.3
    assert [passes for _s, _t, passes in transcriber.screened] == [0]  # screened while it was said
    assert transcriber.biases[0] is not None
    assert SAID in transcriber.biases[0].prompt.lower()


async def test_without_speculation_the_file_input_transcribes_after_the_end(
    engine: StoryEngine, tmp_path: Path
) -> None:
    transcriber = Recording([SAID])
    player = _player(engine, transcriber, tmp_path)
    player.realtime, player.speculative, player.sleep = True, False, (lambda _s: None)
    player.opening("pirates")
    row = await player.heard(Utterance(join([silence(0.3, RATE), _speech(), silence(0.5, RATE)]), "t.wav"))
    assert row["timings"]["stt_speculative"] is False
    assert row["timings"]["stt_ms"] == row["timings"]["stt_total_ms"]
    assert transcriber.threads == [threading.current_thread().name]


async def test_the_microphone_transcribes_at_the_pause_and_the_player_uses_it(
    engine: StoryEngine, tmp_path: Path
) -> None:
    transcriber = Recording([SAID])
    player = _player(engine, transcriber, tmp_path)
    player.opening("pirates")
    device = FakeSoundDevice(room=[silence(0.5, RATE), _speech(), silence(0.8, RATE)], speed=6.0)
    mic = Microphone(device, transcribe=player.transcribe, screen=player.screen)
    heard = list(mic.utterances(timeout_s=0.5))
    assert len(heard) == 1
    assert [passes for _s, _t, passes in transcriber.screened] == [0]
    early = heard[0].early
    assert early is not None
    assert early.speculative
    assert early.transcript.text == SAID
    assert transcriber.threads[0].startswith("speculative-stt")
    ended_at = heard[0].ended_at
    assert ended_at is not None
    row = await player.heard(heard[0])
    assert len(transcriber.heard_s) == 1  # the player did not transcribe again
    assert row["transcript"] == SAID
    assert row["state"]["node_id"] == "meet_sparrow"
    assert row["timings"]["stt_speculative"] is True
    assert row["timings"]["stt_total_ms"] >= row["timings"]["stt_ms"] >= 0
    # Measured from when the voice stopped, before the endpointer's hangover and the transcription.
    assert row["timings"]["first_audio_ms"] >= row["timings"]["stt_ms"]
