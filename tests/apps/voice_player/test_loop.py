"""The voice loop with the shipped fakes: rows, spoken lines per speaker, not-heard turns, biasing."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from numpy.typing import NDArray

from taleweaver.apps.voice_player.loop import VoicePlayer, spoken_command
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.intent import IntentMatcher
from taleweaver.player.rows import ROW_FIELDS
from taleweaver.player.session import PlaySession
from taleweaver.testing import FakeSynthesizer, FakeTranscriber, HashingEncoder
from taleweaver.voice import VoiceBank, join
from taleweaver.voice.audio import silence
from taleweaver.voice.edge import Utterance, WavDirSink
from taleweaver.voice.rehearse import spoken_route
from taleweaver.voice.speculate import PAUSE_MS
from taleweaver.voice.speech import NOT_HEARD
from taleweaver.voice.vad import energy_spans

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
    assert synth.spoken[-1][1] == NOT_HEARD
    assert len(row["audio"]) == 1


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
