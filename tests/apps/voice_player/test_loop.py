"""The voice loop with the shipped fakes: rows, spoken lines per speaker, not-heard turns, biasing."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from numpy.typing import NDArray

from taleweaver.apps.voice_player.loop import RESUME_HEARD_MS, RESUME_PAUSE_MS, VoicePlayer, spoken_command
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.files import load_library_from
from taleweaver.intent import IntentMatcher
from taleweaver.player.rows import ROW_FIELDS
from taleweaver.player.session import PlaySession
from taleweaver.testing import FakeSoundDevice, FakeSynthesizer, FakeTranscriber, HashingEncoder
from taleweaver.voice import VoiceBank, join
from taleweaver.voice.audio import AudioChunk, silence
from taleweaver.voice.device import Microphone
from taleweaver.voice.edge import Utterance, WavDirSink
from taleweaver.voice.ports import Bias, Transcript
from taleweaver.voice.rehearse import spoken_route
from taleweaver.voice.speculate import PAUSE_MS, EarlyTranscript
from taleweaver.voice.speech import NOT_HEARD
from taleweaver.voice.vad import START_MS, energy_spans

ROUTE = Path(__file__).parents[2] / "content" / "playthroughs" / "pirates" / "in_irons.txt"
TIMINGS = {"speech_end", "stt_ms", "stt_total_ms", "stt_speculative", "decide_ms", "tts_first_chunk_ms"}
TIMINGS |= {"first_audio_ms"}


@pytest.fixture(scope="module")
def engine() -> StoryEngine:
    return StoryEngine(load_library_from())


def _player(engine: StoryEngine, replies: list[str], out: Path) -> tuple[VoicePlayer, FakeSynthesizer]:
    synth = FakeSynthesizer()
    session = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()))
    bank = VoiceBank(menu_narrator=engine.library.narrator)
    player = VoicePlayer(
        session, synth, bank, WavDirSink(out), transcriber=FakeTranscriber(replies), vad=energy_spans
    )
    return player, synth


def _speech(synth: FakeSynthesizer, text: str) -> Utterance:
    audio = join(
        [silence(0.3, 16000), *synth.stream(text, VoiceBank().for_name("alloy")), silence(0.5, 16000)]
    )
    return Utterance(audio, "test")


async def test_a_story_plays_to_its_ending_by_voice_with_every_speaker_in_their_voice(
    engine: StoryEngine, tmp_path: Path
) -> None:
    steps = spoken_route(engine, "pirates", ROUTE.read_text().splitlines())
    player, synth = _player(engine, [s.said for s in steps], tmp_path)
    opening = player.opening("pirates")
    assert opening["input"] is None
    assert opening["transcript"] is None
    assert all(Path(p).is_file() for p in opening["audio"])
    rows = []
    for step in steps:
        rows.append(await player.heard(_speech(FakeSynthesizer(), step.said)))
        assert rows[-1]["state"]["node_id"] == step.node_after, step
    assert list(rows[0])[: len(ROW_FIELDS)] == list(ROW_FIELDS)
    assert rows[0]["transcript"] == steps[0].said
    assert set(rows[0]["timings"]) == TIMINGS
    assert all(v is not None and v >= 0 for v in rows[0]["timings"].values())
    assert any(e["type"] == "ended" for e in rows[-1]["events"])
    story = engine.library.stories["pirates"]
    voices = {
        story.characters[c].voice if c in story.characters else story.narrator.voice
        for c in ("sparrow", "aria")
    }
    spoken_voices = {name for name, _ in synth.spoken}
    assert voices <= spoken_voices
    files = [Path(p).name for row in rows for p in row["audio"]]
    assert "turn002_01_narrator.wav" in files  # the wanted posters are read by the narrator
    assert any(name.endswith("_options.wav") for name in files)  # the spoken options recap


async def test_silence_is_not_heard_and_changes_nothing(engine: StoryEngine, tmp_path: Path) -> None:
    player, synth = _player(engine, ["this reply is never used"], tmp_path)
    player.opening("pirates")
    before = player.session.state
    row = await player.heard(Utterance(silence(2.0, 16000), "quiet.wav"))
    assert player.session.state is before
    assert row["lines"] == [{"speaker": "narrator", "text": NOT_HEARD}]
    assert row["events"] == [{"type": "not_heard"}]
    assert row["transcript"] == ""
    assert NOT_HEARD in [text for _voice, text in synth.spoken]  # (the options' replies are made ahead too)
    assert len(row["audio"]) == 1


def test_a_transcriber_without_a_speech_screen_is_not_screened_ahead(
    engine: StoryEngine, tmp_path: Path
) -> None:
    player, _synth = _player(engine, [], tmp_path)
    assert not hasattr(player.transcriber, "screen")
    assert player.screen(silence(1.0, 16000)) is None


async def test_transcription_is_biased_with_the_options_and_names(
    engine: StoryEngine, tmp_path: Path
) -> None:
    player, _ = _player(engine, ["Skip the backstory and ask Sparrow what the job is"], tmp_path)
    player.opening("pirates")
    await player.heard(_speech(FakeSynthesizer(), "anything"))
    transcriber = player.transcriber
    assert isinstance(transcriber, FakeTranscriber)
    bias = transcriber.biases[-1]
    assert bias is not None
    assert "Skip the backstory and ask Sparrow what the job is" in bias.prompt
    assert "Commodore Vell" in bias.hotwords or any("Vell" in h for h in bias.hotwords)


@pytest.mark.parametrize(
    ("heard", "command"),
    [("Two.", "2"), ("option three", "3"), ("Number 4!", "4"), ("Climb the rigging.", "Climb the rigging")],
)
def test_spoken_numbers_pick_options(heard: str, command: str) -> None:
    assert spoken_command(heard) == command


async def test_a_goodbye_at_the_menu_is_told_to_say_stop_playing_which_stops(
    engine: StoryEngine, tmp_path: Path
) -> None:
    """By voice there is no "/quit" to type: a goodbye at the menu is told what to say; saying it stops."""
    player, synth = _player(engine, ["Bye!", "Stop playing."], tmp_path)
    player.opening(None)
    bye = await player.heard(_speech(FakeSynthesizer(), "bye"))
    assert [(e["type"], e["reason"]) for e in bye["events"]] == [("clarify", "how_to_quit")]
    assert bye["lines"][0]["text"].startswith('To stop playing, say "stop playing".')
    assert "/quit" not in synth.spoken[-2][1] + synth.spoken[-1][1]  # (the line, then the options' recap)
    stop = await player.heard(_speech(FakeSynthesizer(), "stop playing"))
    assert stop["events"] == [{"type": "quit"}]
    assert stop["transcript"] == "Stop playing."


async def test_realtime_feeds_the_audio_at_its_own_pace(engine: StoryEngine, tmp_path: Path) -> None:
    now = [0.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    player, _ = _player(engine, ["read the wanted posters by the door"], tmp_path)
    player.realtime, player.clock, player.sleep = True, (lambda: now[0]), sleep
    player.opening("pirates")
    utterance = _speech(FakeSynthesizer(), "read the wanted posters by the door")
    row = await player.heard(utterance)
    assert row["state"]["node_id"] == "meet_sparrow"
    # Fed in real time until the live endpointer heard the speech end (0.3 s of the 0.5 s tail silence).
    assert utterance.audio.duration_s - 0.5 < sum(slept) <= utterance.audio.duration_s + 0.01
    timings = row["timings"]
    # Measured from the end of speech in the audio, not from when the whole file had arrived.
    assert timings["first_audio_ms"] >= sum(slept) * 1000 - timings["speech_end"] - 1
    # Includes the wait for the end of turn: at least the pause that starts the speculation (a transcript
    # judged complete ends the turn then; otherwise the endpointer's hangover).
    assert timings["first_audio_ms"] >= PAUSE_MS


def _paused(synth: FakeSynthesizer, first: str, pause_s: float, second: str) -> Utterance:
    voice = VoiceBank().for_name("alloy")
    before, after = list(synth.stream(first, voice)), list(synth.stream(second, voice))
    audio = join([silence(0.3, 16000), *before, silence(pause_s, 16000), *after, silence(1.2, 16000)])
    return Utterance(audio, "paused")


async def test_a_player_reading_an_option_out_is_not_cut_off_at_a_pause(
    engine: StoryEngine, tmp_path: Path
) -> None:
    line = "read the wanted posters by the door"
    player, _ = _player(engine, ["Read the wanted posters.", f"{line}."], tmp_path)
    player.realtime = True
    player.opening("pirates")
    row = await player.heard(_paused(FakeSynthesizer(), "read the wanted posters", 0.6, "by the door"))
    assert row["transcript"] == f"{line}."  # the start of the option was waited for, then all of it heard
    assert row["state"]["node_id"] == "meet_sparrow"


async def test_with_the_fixed_hangover_the_same_pause_ends_the_turn(
    engine: StoryEngine, tmp_path: Path
) -> None:
    player, _ = _player(engine, ["Read the wanted posters.", "by the door"], tmp_path)
    player.realtime, player.end_of_turn = True, "fixed"
    player.opening("pirates")
    row = await player.heard(_paused(FakeSynthesizer(), "read the wanted posters", 0.6, "by the door"))
    assert row["transcript"] == "Read the wanted posters."


def test_an_unknown_end_of_turn_policy_is_refused(engine: StoryEngine, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="choose from fixed, words, words\\+matcher"):
        VoicePlayer(
            PlaySession(engine),
            FakeSynthesizer(),
            VoiceBank(),
            WavDirSink(tmp_path),
            end_of_turn="soon",  # type: ignore[arg-type]
        )


class _CountingEncoder(HashingEncoder):
    """Counts the texts of each encode call."""

    def __init__(self) -> None:
        super().__init__()
        self.batches: list[int] = []

    def encode(self, texts: Sequence[str]) -> NDArray[np.float32]:
        self.batches.append(len(texts))
        return super().encode(texts)


async def test_the_options_on_offer_are_embedded_while_the_reply_plays(
    engine: StoryEngine, tmp_path: Path
) -> None:
    encoder = _CountingEncoder()
    session = PlaySession(engine, matcher=IntentMatcher(encoder))
    player = VoicePlayer(session, FakeSynthesizer(), VoiceBank(), WavDirSink(tmp_path))
    player.opening("pirates")
    assert sum(encoder.batches) > len(session.options())  # every option's texts, before anything is said
    encoder.batches.clear()
    await player.typed("read the wanted posters by the door")
    assert encoder.batches[0] == 1  # the decision encoded only what was said


async def test_an_unsure_transcript_is_confirmed_unless_it_is_a_number(
    engine: StoryEngine, tmp_path: Path
) -> None:
    """Whisper unsure of the words (confidence under the bar): free text that would act is confirmed first
    ("Do you mean…?"), a number the player said ("Option one.") is acted on as said."""
    synth = FakeSynthesizer()
    session = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()))
    unsure = FakeTranscriber(
        ["Skip the backstory and ask Sparrow what the job is", "Option one."], confidence=0.3
    )
    player = VoicePlayer(
        session, synth, VoiceBank(), WavDirSink(tmp_path), transcriber=unsure, vad=energy_spans
    )
    player.opening("pirates")
    before = player.session.state
    asked = await player.heard(_speech(FakeSynthesizer(), "anything"))
    assert [e["type"] for e in asked["events"]] == ["clarify"]
    assert asked["events"][0]["reason"] == "confirm"
    assert player.session.state.node_id == before.node_id
    said = await player.heard(_speech(FakeSynthesizer(), "anything else"))
    assert said["events"][0] == {**said["events"][0], "type": "chosen", "via": "number"}


# -- resume: the turn that continues (docs/voice.md, "Resume: the turn that continues") ------------------

HALF, REST = "Ask Sparrow", "to tell the sad story of how she lost her ship"
WHOLE = f"{HALF} {REST}"


class _Heard(FakeTranscriber):
    """Scripted, and keeps the length of every audio it was given."""

    def __init__(self, replies: list[str]) -> None:
        super().__init__(replies)
        self.seconds: list[float] = []
        self.screened_s: list[float] = []

    def transcribe(self, audio: AudioChunk, bias: Bias | None = None) -> Transcript:
        self.seconds.append(audio.duration_s)
        return super().transcribe(audio, bias)

    def screen(self, audio: AudioChunk) -> bool:
        self.screened_s.append(audio.duration_s)
        return True


def _live(engine: StoryEngine, replies: list[str], out: Path) -> tuple[VoicePlayer, _Heard, list[float]]:
    """A player at a live edge (utterances say when the voice stopped) on a clock the test moves."""
    now = [100.0]
    heard = _Heard(replies)
    session = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()))
    player = VoicePlayer(
        session,
        FakeSynthesizer(),
        VoiceBank(),
        WavDirSink(out),
        transcriber=heard,
        vad=energy_spans,
        clock=lambda: now[0],
    )
    player.opening("pirates")
    return player, heard, now


def _said(text: str, stopped: float) -> Utterance:
    """``text`` as the microphone hands it over: no early transcript, the voice stopped at ``stopped``."""
    return Utterance(_speech(FakeSynthesizer(), text).audio, "microphone", ended_at=stopped)


def _whole_line_state(engine: StoryEngine) -> StoryState:
    session = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()))
    session.start_story("pirates")
    session.handle(WHOLE)
    return session.state


async def test_a_continuation_within_the_window_is_one_turn_with_the_line_before(
    engine: StoryEngine, tmp_path: Path
) -> None:
    player, heard, now = _live(engine, [HALF, f"{WHOLE}."], tmp_path)
    stopped = now[0]
    first = _said(HALF, stopped=stopped)
    now[0] += 0.2  # the end of turn is declared 200 ms after the voice stopped; the reply starts then
    half = await player.heard(first)
    assert [e["type"] for e in half["events"]] == ["clarify"]  # the half alone: "Do you mean…?"
    assert player.session.state.pending_clarify
    now[0] = stopped + 0.4 + START_MS / 1000  # the voice began again 400 ms after it stopped
    player.barge_in()
    second = _said(REST, stopped=now[0] + 2.0)
    # The microphone's early screen for speech (while the rest is said) gets the line joined, as passes do.
    assert player.screen(second.audio) is True
    assert heard.screened_s == [pytest.approx(first.audio.duration_s + second.audio.duration_s)]
    now[0] += 2.3
    row = await player.heard(second)
    # The two stretches of audio were transcribed as one line, with the bias of before the half's turn.
    assert heard.seconds[-1] == pytest.approx(first.audio.duration_s + second.audio.duration_s)
    assert heard.biases[-1] == heard.biases[0]
    assert row["transcript"] == f"{WHOLE}."
    assert [e["type"] for e in row["events"]][:2] == ["intent", "chosen"]
    assert player.session.state == _whole_line_state(engine)  # as if only the whole line was played
    assert not player.session.state.pending_clarify
    assert row["timings"]["resumed_after_ms"] == pytest.approx(400, abs=0.5)
    assert row["timings"]["undone_reply_ms"] == pytest.approx(290, abs=0.5)  # the reply, until detected


@pytest.mark.parametrize(
    ("pause_s", "turn_end_s"),
    [
        (RESUME_PAUSE_MS / 1000 + 0.2, RESUME_PAUSE_MS / 1000 + 0.15),  # little of the reply, but too late
        ((RESUME_HEARD_MS - START_MS) / 1000 + 0.2, 0.05),  # soon, but too much of the reply had played
    ],
    ids=["the voice came back after the window", "more of the reply had played"],
)
async def test_a_continuation_after_the_window_is_a_turn_of_its_own(
    engine: StoryEngine, tmp_path: Path, pause_s: float, turn_end_s: float
) -> None:
    player, heard, now = _live(engine, [HALF, "the second"], tmp_path)
    stopped = now[0]
    now[0] = stopped + turn_end_s  # the end of turn; the reply plays from here
    await player.heard(_said(HALF, stopped=stopped))
    asked = player.session.state
    assert asked.pending_clarify
    now[0] = stopped + pause_s + START_MS / 1000
    player.barge_in()
    second = _said("the second", stopped=now[0] + 1.0)
    now[0] += 1.2
    row = await player.heard(second)
    assert heard.seconds[-1] == pytest.approx(second.audio.duration_s)  # heard alone
    assert "resumed_after_ms" not in row["timings"]
    # The half's turn stood: "the second" answered its question.
    reference = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()), state=asked)
    reference.handle("the second")
    assert player.session.state == reference.state
    assert row["state"]["node_id"] == reference.state.node_id != asked.node_id


async def test_a_turn_is_never_lost_to_a_resume(engine: StoryEngine, tmp_path: Path) -> None:
    """Noise within the window leaves the half's turn standing; a line that goes on twice is one turn from
    the state before all of it; a typed line is never undone."""
    player, heard, now = _live(engine, [HALF], tmp_path / "noise")
    stopped = now[0]
    now[0] += 0.2
    await player.heard(_said(HALF, stopped=stopped))
    asked = player.session.state
    now[0] += 0.2
    player.barge_in()  # a cough: no speech in what follows
    row = await player.heard(Utterance(silence(1.0, 16000), "microphone", ended_at=now[0] + 0.5))
    assert row["events"] == [{"type": "not_heard"}]
    assert player.session.state is asked  # the half's turn stands

    player, heard, now = _live(engine, [HALF, f"{HALF} to tell the sad story.", f"{WHOLE}."], tmp_path)
    said = [_said(HALF, stopped=now[0])]
    for text in ("to tell the sad story", "of how she lost her ship", None):
        now[0] += 0.2  # the end of turn
        await player.heard(said[-1])
        if text is None:
            break
        now[0] += 0.1 + START_MS / 1000  # the voice began again 300 ms after it stopped
        player.barge_in()
        now[0] += 1.0
        said.append(_said(text, stopped=now[0]))
    assert heard.seconds[-1] == pytest.approx(sum(u.audio.duration_s for u in said))
    assert player.session.state == _whole_line_state(engine)

    await player.typed("try a mug of the house grog")
    typed = player.session.state
    now[0] += 0.3
    player.barge_in()  # straight after a typed line: a turn of its own
    heard.replies.append("the second")
    await player.heard(_said("the second", stopped=now[0] + 1.0))
    assert heard.seconds[-1] == pytest.approx(_said("the second", 0.0).audio.duration_s)
    reference = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()), state=typed)
    reference.handle("the second")
    assert player.session.state == reference.state


class _ByLength(FakeTranscriber):
    """What the microphone's captures say, by their length: the half, the rest alone, or the whole line."""

    def transcribe(self, audio: AudioChunk, bias: Bias | None = None) -> Transcript:
        self.biases.append(bias)
        seconds = audio.duration_s
        text = f"{HALF}." if seconds < 1.3 else f"{REST}." if seconds < 2.4 else f"{WHOLE}."
        return Transcript(text, confidence=0.9)


async def test_at_the_microphone_the_line_that_goes_on_is_one_turn(
    engine: StoryEngine, tmp_path: Path
) -> None:
    """The microphone wired as ``play --voice`` wires it (barge-in at speech start, the player's transcribe
    for its speculative passes): the half ends the turn at its pause, the rest comes 0.5 s after it."""
    voice = VoiceBank().for_name("alloy")
    synth = FakeSynthesizer()
    room = [silence(0.6, 16000), *synth.stream(HALF, voice), silence(0.5, 16000), *synth.stream(REST, voice)]
    session = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()))
    player = VoicePlayer(
        session,
        FakeSynthesizer(),
        VoiceBank(),
        WavDirSink(tmp_path),
        transcriber=_ByLength(),
        vad=energy_spans,
    )
    player.opening("pirates")
    mic = Microphone(FakeSoundDevice(room=room, speed=3.0), on_speech_start=player.barge_in)
    mic.transcribe = player.transcribe
    rows = [await player.heard(u) for u in mic.utterances(timeout_s=0.5)]
    assert [row["transcript"] for row in rows] == [f"{HALF}.", f"{WHOLE}."]
    assert [e["type"] for e in rows[0]["events"]] == ["clarify"]  # the half's turn, undone by the next
    assert 0 < rows[1]["timings"]["resumed_after_ms"] < 500  # wall time: the room plays at 3x
    assert player.session.state == _whole_line_state(engine)


# -- the prepared reply (docs/voice.md, "The prepared reply") ----------------------------------------------


def _warmed(player: VoicePlayer) -> None:
    """Wait for the options' first chunks to be made (they are made on a thread while the player speaks)."""
    warming = player._ahead.warming
    if warming is not None:
        warming.join(5.0)


def _realtime(engine: StoryEngine, replies: list[str], out: Path, *, prepare: bool = True) -> VoicePlayer:
    now = [0.0]

    def sleep(seconds: float) -> None:
        now[0] += seconds

    player, _ = _player(engine, replies, out)
    player.realtime, player.clock, player.sleep, player.prepare = True, (lambda: now[0]), sleep, prepare
    return player


async def test_the_first_chunk_of_each_options_reply_is_made_while_the_player_speaks(
    engine: StoryEngine, tmp_path: Path
) -> None:
    player, synth = _player(engine, [], tmp_path)
    player.opening("pirates")
    _warmed(player)
    before = player.session.state
    options = [o for o in player.session.options() if o.available]
    firsts = []
    for option in options:  # what each option's reply says first, decided apart
        apart = PlaySession(engine, state=before)
        firsts.append(player._says(apart.handle(str(option.number)).lines, recap=True, session=apart)[0])
    assert set(player._ahead.warm) == set(firsts)
    assert player.session.state is before  # deciding ahead changed nothing
    made = len(synth.spoken)
    row = await player.typed("read the wanted posters by the door")
    assert row["state"]["node_id"] == "meet_sparrow"
    assert player.prepared["first_chunks"] == 1
    said = [text for _voice, text in synth.spoken[made:]]
    assert said.count(row["lines"][0]["text"]) == 0  # its first line was not synthesized again


async def test_a_turn_decided_ahead_at_the_pause_is_the_turn_decided_after_it(
    engine: StoryEngine, tmp_path: Path
) -> None:
    """The reply prepared on the worker is taken as made: the same row, the same state, the same audio as a
    player that decides and synthesizes after the end of turn."""
    line = "read the wanted posters by the door"
    rows, states, audio = [], [], []
    for prepare in (True, False):
        player = _realtime(engine, [line], tmp_path / str(prepare), prepare=prepare)
        player.opening("pirates")
        _warmed(player)
        row = await player.heard(_speech(FakeSynthesizer(), line))
        rows.append({k: v for k, v in row.items() if k not in ("audio", "timings")})
        states.append(player.session.state)
        audio.append([Path(p).read_bytes() for p in row["audio"]])
        taken = 1 if prepare else 0
        assert player.prepared == {"replies": taken, "first_chunks": taken}
    assert rows[0] == rows[1]
    assert states[0] == states[1]
    assert states[0].node_id == "meet_sparrow"
    assert audio[0] == audio[1]


async def test_a_resumed_line_discards_the_reply_prepared_for_its_half(
    engine: StoryEngine, tmp_path: Path
) -> None:
    player, _heard, now = _live(engine, [HALF, f"{WHOLE}."], tmp_path)
    await player.heard(_said(HALF, stopped=now[0]))  # the half's turn
    half_state = player.session.state
    # A pass at a pause made a reply before the voice was known to go on the line (in the half's state).
    stale = player.prepare_reply(Transcript(f"{WHOLE}.", confidence=0.9), True)
    assert stale is not None
    now[0] += 0.3
    player.barge_in()  # the voice came back within the window: the line goes on
    assert player.prepare_reply(Transcript(f"{WHOLE}.", confidence=0.9), True) is None  # none while it does
    early = EarlyTranscript(stale.transcript, 0.0, 0.1, True, stale)
    row = await player.heard(
        Utterance(_speech(FakeSynthesizer(), REST).audio, "microphone", early=early, ended_at=now[0])
    )
    assert player.prepared["replies"] == 0  # discarded: decided from before the half, as one line
    assert row["transcript"] == f"{WHOLE}."
    assert "resumed_after_ms" in row["timings"]
    assert player.session.state == _whole_line_state(engine)
    assert stale.before is half_state


async def test_a_reply_prepared_in_a_state_the_session_has_left_is_not_taken(
    engine: StoryEngine, tmp_path: Path
) -> None:
    player, _heard, _now = _live(engine, [], tmp_path)
    line = Transcript("Skip the backstory and ask Sparrow what the job is.", confidence=0.9)
    stale = player.prepare_reply(line, None)
    assert stale is not None
    await player.typed("read the wanted posters by the door")  # the session moves on
    moved = player.session.state
    early = EarlyTranscript(line, 0.0, 0.1, True, stale)
    row = await player.heard(Utterance(_speech(FakeSynthesizer(), "x").audio, "microphone", early=early))
    assert player.prepared["replies"] == 0
    fresh = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()), state=moved)
    fresh.handle("Skip the backstory and ask Sparrow what the job is")
    assert player.session.state == fresh.state
    assert row["state"]["node_id"] == fresh.state.node_id
    assert stale.after.state != fresh.state  # taking it would have been wrong


async def test_a_session_that_cannot_be_copied_is_never_decided_ahead(
    engine: StoryEngine, tmp_path: Path
) -> None:
    player, _ = _player(engine, [], tmp_path)
    player.session.director = object()  # type: ignore[assignment]  # a model director: its conversation
    player.opening("pirates")
    assert player._ahead.warming is None
    assert player.prepare_reply(Transcript("read the wanted posters", confidence=0.9), True) is None
