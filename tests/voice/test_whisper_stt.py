"""Decoding a browser recording through the whisper adapter (PyAV, inside faster-whisper)."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest

from taleweaver.voice.audio import AudioChunk, write_wav_bytes
from taleweaver.voice.errors import AudioFileError

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("faster_whisper") is None,
    reason="the voice extra is not installed (uv sync --extra voice)",
)


def test_a_recording_decodes_to_16_khz_mono() -> None:
    from taleweaver.voice.whisper_stt import decode_recording

    seconds = np.arange(22050) / 22050
    tone = AudioChunk((0.3 * np.sin(2 * np.pi * 440 * seconds)).astype(np.float32), 22050)
    decoded = decode_recording(write_wav_bytes(tone))
    assert decoded.sample_rate == 16000
    assert abs(len(decoded.samples) - 16000) <= 160
    assert float(np.max(np.abs(decoded.samples))) == pytest.approx(0.3, abs=0.05)


def test_bytes_that_are_no_recording_are_a_clear_error() -> None:
    from taleweaver.voice.whisper_stt import decode_recording

    with pytest.raises(AudioFileError, match="could not be decoded"):
        decode_recording(b"not a recording at all")


class _Encoder:
    """Records the features each encode is given (stands in for faster-whisper's model)."""

    def __init__(self) -> None:
        self.seen: list[tuple[int, ...]] = []

    def encode(self, features: np.ndarray) -> str:
        self.seen.append(features.shape)
        assert features.flags["C_CONTIGUOUS"]
        return "encoded"


def _padded(speech_frames: int) -> np.ndarray:
    """Features as faster-whisper hands them to the encoder: speech, then exact zeros to 3000 frames."""
    features = np.zeros((1, 80, 3000), dtype=np.float32)
    features[..., :speech_frames] = np.random.default_rng(0).uniform(-1, 1, (1, 80, speech_frames))
    return features


def test_a_short_line_is_encoded_in_the_shortest_window_that_takes_it() -> None:
    from taleweaver.voice.whisper_stt import _windowed, context_frames

    model = _windowed(_Encoder)()
    model.context_frames = context_frames((15.0, 10.0))
    assert model.context_frames == (1000, 1500)
    assert model.encode(_padded(500)) == "encoded"  # 5 s of speech: the 10 s window
    model.encode(_padded(501))  # more (half, 5 s, is all the 10 s window takes): the 15 s window
    model.encode(_padded(750))
    model.encode(_padded(751))  # more than half of that: whisper's own 30 s window
    model.encode(_padded(3000))
    model.context_frames = context_frames(None)
    model.encode(_padded(300))
    assert [shape[-1] for shape in model.seen] == [1000, 1500, 1500, 3000, 3000, 3000]
    assert context_frames(15.0) == (1500,)
    assert context_frames(30.0) == ()


class _Model(_Encoder):
    """Stands in for faster-whisper's model: encodes, then decodes."""

    def __init__(self) -> None:
        super().__init__()
        self.decoded = 0

    def generate_with_fallback(self, *args: object) -> str:
        self.decoded += 1
        return "decoded"


def test_a_pass_its_listener_dropped_stops_before_the_encoder_and_before_the_decoder() -> None:
    import threading

    from taleweaver.voice.ports import PassDropped, dropping
    from taleweaver.voice.whisper_stt import _windowed

    model = _windowed(_Model)()
    flag = threading.Event()
    with dropping(flag):
        assert model.encode(_padded(300)) == "encoded"
        flag.set()  # dropped while it was encoded
        with pytest.raises(PassDropped):
            model.generate_with_fallback()
        with pytest.raises(PassDropped):
            model.encode(_padded(300))
    assert (len(model.seen), model.decoded) == (1, 0)
    assert model.encode(_padded(300)) == "encoded"  # outside the dropped pass: as before
    assert model.generate_with_fallback() == "decoded"


class _Tokens:
    def __init__(self, count: int) -> None:
        self.ids = list(range(count))


class _Tokenizer:
    """Counts words as tokens."""

    def encode(self, text: str) -> _Tokens:
        return _Tokens(len(text.split()))


def test_the_decoder_budget_grows_with_the_audio_and_leaves_room_for_the_prompt() -> None:
    from taleweaver.voice.whisper_stt import TOKENS_PER_S, _token_budget

    short = _token_budget(_Tokenizer(), 1.0, None, None)
    longer = _token_budget(_Tokenizer(), 3.0, None, None)
    assert short is not None
    assert longer is not None
    assert longer - short == 2 * TOKENS_PER_S
    # A long line with a long prompt: whisper's 448 tokens hold the prompt and the budget together.
    budget = _token_budget(_Tokenizer(), 60.0, " ".join(["w"] * 200), " ".join(["n"] * 100))
    assert budget == 448 - 4 - 200 - 100
    # Prompts over 223 tokens are cut to 223 by faster-whisper, so they never leave less than that.
    assert _token_budget(_Tokenizer(), 60.0, " ".join(["w"] * 400), " ".join(["n"] * 400)) is None


@pytest.mark.parametrize(
    ("heard", "kept"),
    [
        ("Read the posters. Read the", "Read the posters."),
        ("Read the posters. Read the posters. Read", "Read the posters."),
        ("Take the key. Go north", "Take the key. Go north"),
    ],
)
def test_a_decoder_stopped_mid_loop_loses_the_fragment_that_restarts_the_line(heard: str, kept: str) -> None:
    from taleweaver.voice.whisper_stt import without_echo

    assert without_echo(heard, cut_off=True) == kept
    # not cut off: an unpunctuated restart is dropped (whisper stopped mid-loop by itself), a sentence kept
    assert without_echo("Option 1. Option") == "Option 1."
    assert without_echo("Read the posters. Read.") == "Read the posters. Read."


@pytest.mark.parametrize(
    ("heard", "kept"),
    [
        ("Option 1. Option 1.", "Option 1."),
        ("Yes?  yes. ", "Yes?"),
        ("I go left. Then right.", "I go left. Then right."),
        ("Left. Right. Left.", "Left. Right. Left."),
        ("Option 1 Option 1 Option 1 Option 1 Option 1 Option 1 Option", "Option 1"),
        ("go north go north", "go north"),
        ("go north, go north now", "go north, go north now"),
        ("yes yes", "yes yes"),
        ("", ""),
    ],
)
def test_a_sentence_the_decoder_said_twice_is_kept_once(heard: str, kept: str) -> None:
    from taleweaver.voice.whisper_stt import without_echo

    assert without_echo(heard) == kept


def test_the_speech_screen_is_remembered_for_audio_that_begins_with_what_it_found(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from taleweaver.voice import whisper_stt

    screened: list[int] = []

    def has_speech(samples: np.ndarray) -> bool:
        screened.append(len(samples))
        return bool(np.abs(samples).max() > 0.1)

    monkeypatch.setattr(whisper_stt, "has_speech", has_speech)
    whisper = whisper_stt.WhisperTranscriber()
    voice = np.random.default_rng(1).uniform(-0.5, 0.5, 16000).astype(np.float32)
    so_far = AudioChunk(voice[:8000], 16000)
    assert whisper.screen(so_far)
    assert whisper.screen(AudioChunk(voice, 16000))  # the same capture, longer: not screened again
    assert whisper.screen(so_far)
    assert screened == [8000]
    other = voice.copy()
    other[10] += 0.01  # another recording that differs in one sample is screened for itself
    assert whisper.screen(AudioChunk(other, 16000))
    assert screened == [8000, 16000]
    assert not whisper.screen(AudioChunk(np.zeros(16000, np.float32), 16000))  # silence: nothing kept
    assert whisper.screen(AudioChunk(np.zeros(20000, np.float32), 16000)) is False
    assert screened == [8000, 16000, 16000, 20000]
    # At another sample rate the same samples are other audio.
    assert whisper.screen(AudioChunk(other, 22050))
    assert len(screened) == 5
