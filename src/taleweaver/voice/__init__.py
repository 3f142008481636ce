"""Voice: text → speech in each character's voice, speech → text, the voice bank and the audio edge.

Ports (:class:`Synthesizer`, :class:`Transcriber`) have adapters in their own modules (piper, hibari,
espeak, whisper, openai) that import their engines lazily; fakes live in ``taleweaver.testing``.
"""

from taleweaver.voice.audio import AudioChunk, join, read_wav, resample, write_wav
from taleweaver.voice.bank import (
    DEFAULT_VOICES,
    VoiceBank,
    VoiceChoice,
    VoicesFile,
    VoiceSpec,
    parse_voices_file,
)
from taleweaver.voice.errors import AudioDeviceError, AudioFileError, VoiceError, VoiceUnavailable
from taleweaver.voice.factory import BankSynthesizer, bank_for, load_synthesizer, load_transcriber
from taleweaver.voice.ports import Bias, Segment, Synthesizer, Tap, Transcriber, Transcript

__all__ = [
    "DEFAULT_VOICES",
    "AudioChunk",
    "AudioDeviceError",
    "AudioFileError",
    "BankSynthesizer",
    "Bias",
    "Segment",
    "Synthesizer",
    "Tap",
    "Transcriber",
    "Transcript",
    "VoiceBank",
    "VoiceChoice",
    "VoiceError",
    "VoiceSpec",
    "VoiceUnavailable",
    "VoicesFile",
    "bank_for",
    "join",
    "load_synthesizer",
    "load_transcriber",
    "parse_voices_file",
    "read_wav",
    "resample",
    "write_wav",
]
