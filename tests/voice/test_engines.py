"""The real offline engines: every bank voice speaks, distinct voices measure differently, whisper hears."""

from __future__ import annotations

import importlib.util
import itertools

import numpy as np
import pytest

from taleweaver.voice import DEFAULT_VOICES, BankSynthesizer, Bias, Transcriber, VoiceBank, join
from taleweaver.voice.audio import AudioChunk, silence

LINE = "Show Commodore Vell the forged papers."


def pitch_hz(audio: AudioChunk) -> float:
    """Median fundamental (autocorrelation over voiced 40 ms frames), 60–400 Hz."""
    x = audio.resampled(16000).samples
    frame, found = 640, []
    for start in range(0, len(x) - frame, frame):
        f = x[start : start + frame] - x[start : start + frame].mean()
        if np.sqrt(np.mean(f**2)) < 0.02:
            continue
        ac = np.correlate(f, f, mode="full")[frame - 1 :]
        lo, hi = 16000 // 400, 16000 // 60
        lag = lo + int(np.argmax(ac[lo:hi]))
        if ac[lag] > 0.3 * ac[0]:
            found.append(16000 / lag)
    return float(np.median(found))


@pytest.fixture(scope="module")
def spoken(synth: BankSynthesizer) -> dict[str, AudioChunk]:
    bank = VoiceBank()
    return {name: join(synth.stream(LINE, bank.for_name(name))) for name in DEFAULT_VOICES}


def test_every_bank_voice_speaks_in_a_stream_of_float32_chunks(
    synth: BankSynthesizer, spoken: dict[str, AudioChunk]
) -> None:
    chunks = list(synth.stream("Ahoy. Where to?", VoiceBank().for_name("cedar")))
    assert len(chunks) == 2  # one per sentence: playback can start after the first
    for name, audio in spoken.items():
        assert audio.samples.dtype == np.float32, name
        assert 1.0 < audio.duration_s < 6.0, name
        assert np.max(np.abs(audio.samples)) > 0.05, name


PITCH_TEXT = (
    "The harbour lights flicker as the captain studies the chart. Where shall we sail tonight, sailor? "
    "The tide will not wait for us, and neither will the Navy."
)  # long enough for a stable median: Piper's output varies a little from call to call


def test_voices_sharing_an_engine_voice_differ_in_measured_pitch(synth: BankSynthesizer) -> None:
    bank = VoiceBank()
    by_model: dict[tuple[str, str], list[tuple[float, str]]] = {}
    for name, spec in DEFAULT_VOICES.items():
        if spec.engine == "espeak":
            continue  # espeak's pitch is a parameter of the voice itself
        audio = join(synth.stream(PITCH_TEXT, bank.for_name(name)))
        by_model.setdefault((spec.engine, spec.voice), []).append((pitch_hz(audio), name))
    for model, pitches in by_model.items():
        values = sorted(p for p, _ in pitches)
        gaps = [b / a for a, b in itertools.pairwise(values)]
        assert all(g > 1.04 for g in gaps), (model, pitches)


def test_whisper_hears_natural_speech_and_the_options_prompt_fixes_names(
    spoken: dict[str, AudioChunk], whisper: Transcriber
) -> None:
    bias = Bias(
        prompt="Show Commodore Vell the forged papers. Sail into the Drowned Teeth.", hotwords=("Vell",)
    )
    heard = whisper.transcribe(spoken["cedar"], bias)
    assert "vell the forged papers" in heard.text.lower()
    assert heard.segments
    assert heard.segments[0].end > 1.0
    assert heard.confidence is not None
    assert 0.0 < heard.confidence <= 1.0


def test_whisper_hears_the_same_words_in_its_short_window_as_in_the_full_one(
    spoken: dict[str, AudioChunk], whisper: Transcriber
) -> None:
    from taleweaver.voice.whisper_stt import WhisperTranscriber

    full = WhisperTranscriber(context_s=None)
    bias = Bias(prompt="Show Commodore Vell the forged papers.", hotwords=("Vell",))
    for name in ("cedar", "coral"):
        short, whole = whisper.transcribe(spoken[name], bias), full.transcribe(spoken[name], bias)
        assert short.text.lower().rstrip(".") == whole.text.lower().rstrip("."), name
    assert full.load().context_frames == ()
    assert whisper.load().context_frames == (1000, 1500)  # type: ignore[attr-defined]


def test_whisper_hears_nothing_in_silence_or_noise(whisper: Transcriber) -> None:
    rng = np.random.default_rng(1)
    noise = AudioChunk((0.02 * rng.standard_normal(32000)).astype(np.float32), 16000)
    assert whisper.transcribe(silence(2.0, 16000)).empty
    assert whisper.transcribe(noise).empty


def test_a_server_synthesizer_and_transcriber_use_one_thread_each() -> None:
    pytest.importorskip("piper")
    from taleweaver.voice.factory import load_synthesizer, load_transcriber

    pinned = load_synthesizer(threads=1)
    assert pinned is not None
    piper = pinned.engines["piper"]
    session = piper.load("joe").session  # type: ignore[attr-defined]
    assert session.get_session_options().intra_op_num_threads == 1
    assert pinned.engines["hibari"].threads == 1  # type: ignore[attr-defined]
    if importlib.util.find_spec("faster_whisper") is not None:
        assert load_transcriber("whisper", threads=1).threads == 1  # type: ignore[attr-defined]
