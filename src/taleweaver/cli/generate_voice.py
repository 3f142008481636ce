"""The intake by voice for ``taleweaver generate --voice``: speech in, whisper's transcript out.

What is said comes from ``--audio-in`` (``FILE.wav``, or a folder whose ``*.wav`` files are taken in
name order) or, without it, from the microphone through the sound-device port, endpointed by the VAD
(:class:`~taleweaver.voice.device.Microphone`). The first thing said is the intake; the next, when the
pipeline asks its clarifying question, is the answer. Each take is transcribed offline (whisper
tiny.en by default) and shown. Every problem is a :class:`~taleweaver.voice.errors.VoiceError` whose
message says what to do: no speech heard, a take over :data:`MAX_SPOKEN_S`, no microphone, the voice
extra missing.
"""

from __future__ import annotations

import threading
import wave
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from pydantic import BaseModel

from taleweaver.voice.audio import AudioChunk, read_wav
from taleweaver.voice.edge import wav_inputs
from taleweaver.voice.errors import AudioDeviceError, AudioTooLong, VoiceError
from taleweaver.voice.ports import Transcriber

if TYPE_CHECKING:
    from taleweaver.voice.edge import Utterance

MAX_SPOKEN_S = 30.0
"""The longest take transcribed (the same bound as ``POST /voice/transcribe``)."""
INTAKE_WAIT_S = 30.0
"""How long the microphone waits for the intake to begin."""
ANSWER_WAIT_S = 20.0
"""How long it waits for the answer to begin; silence skips the question."""
NO_FRAMES_S = 3.0
"""A microphone that sends no sound for this long has stopped."""


class NoSpeech(VoiceError):
    """A take in which whisper heard no words."""


class Heard(BaseModel):
    """One take and what whisper made of it."""

    source: str
    """The file, or ``microphone``."""
    text: str


class SpokenInput:
    """Takes from ``audio_in`` (a wav file or folder) or the microphone, each transcribed on request.

    ``sound`` replaces the ``sounddevice`` module (tests pass ``taleweaver.testing.FakeSoundDevice``).
    """

    def __init__(self, transcriber: Transcriber, audio_in: Path | None = None, *, sound: Any = None) -> None:
        self.transcriber = transcriber
        self.sound = sound
        self._files: Iterator[Path] | None = iter(wav_inputs(audio_in)) if audio_in is not None else None
        self.heard: list[Heard] = []

    @property
    def recorded(self) -> bool:
        """Takes come from files (else from the microphone)."""
        return self._files is not None

    def intake(self) -> Heard:
        """The first take: it must hold words."""
        heard = self._take(INTAKE_WAIT_S)
        if heard is None:
            raise NoSpeech(
                f"no speech heard in {INTAKE_WAIT_S:.0f} s; say how you feel after the prompt, "
                "or pass --audio-in FILE.wav"
            )
        if not heard.text:
            raise NoSpeech(
                f"{heard.source}: no speech heard in it; record the intake again (closer to the "
                "microphone, less noise) or type it"
            )
        return heard

    def answer(self) -> Heard | None:
        """The next take, or None when there is none (no file left, silence at the microphone)."""
        heard = self._take(ANSWER_WAIT_S)
        return heard if heard is not None and heard.text else None

    def _take(self, wait_s: float) -> Heard | None:
        audio: AudioChunk | None
        if self._files is not None:
            path = next(self._files, None)
            audio, source = (None, "") if path is None else (_read_take(path), str(path))
        else:
            audio, source = self._listen(wait_s), "microphone"
        if audio is None:
            return None
        text = str(self.transcriber.transcribe(audio).text).strip()
        heard = Heard(source=source, text=text)
        self.heard.append(heard)
        return heard

    def _listen(self, wait_s: float) -> AudioChunk | None:
        """One thing said at the microphone, ended by the VAD; None when nothing begins within ``wait_s``."""
        from taleweaver.voice.device import Microphone

        try:
            mic = Microphone(self.sound, max_utterance_s=MAX_SPOKEN_S)
        except AudioDeviceError as exc:
            raise AudioDeviceError(
                "no microphone here (PortAudio: apt install libportaudio2, and an input device); "
                "record the intake to a file and pass --voice --audio-in FILE.wav"
            ) from exc
        waiting = threading.Timer(wait_s, mic.stream.stop)  # no frames → the endpointer gives up
        mic.on_speech_start = waiting.cancel
        takes = cast("Generator[Utterance, None, None]", mic.utterances(timeout_s=NO_FRAMES_S))
        waiting.start()
        try:
            utterance = next(takes, None)
        finally:
            waiting.cancel()
            takes.close()
        if utterance is None:
            return None
        if utterance.audio.duration_s >= MAX_SPOKEN_S:
            raise AudioTooLong(
                f"you spoke for {MAX_SPOKEN_S:.0f} s without a pause; at most {MAX_SPOKEN_S:.0f} s "
                "is transcribed: say it in a shorter take"
            )
        return utterance.audio


def _read_take(path: Path) -> AudioChunk:
    """A recorded take, refused when longer than :data:`MAX_SPOKEN_S` (read from the header first)."""
    try:
        with wave.open(str(path), "rb") as header:
            rate, frames = header.getframerate(), header.getnframes()
    except (wave.Error, EOFError, OSError):
        rate = frames = 0  # read_wav says what is wrong with it
    if rate > 0 and frames / rate > MAX_SPOKEN_S:
        raise AudioTooLong(
            f"{path}: {frames / rate:.0f} s of audio; at most {MAX_SPOKEN_S:.0f} s is transcribed: "
            "say it in a shorter take"
        )
    return read_wav(path)  # AudioFileError names the file and the fix
