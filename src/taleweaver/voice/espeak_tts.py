"""espeak-ng synthesizer through the espeakng-loader wheel and ctypes (pip only, no system package).

Robotic but tiny and very fast, with unlimited distinct variants (``en-us+m3``, ``en-gb+f2``…).
espeak-ng keeps global state, so one lock serialises synthesis.
"""

from __future__ import annotations

import ctypes
import threading
from collections.abc import Iterator
from typing import Any

import numpy as np

from taleweaver.voice._text import sentences
from taleweaver.voice.audio import AudioChunk
from taleweaver.voice.bank import VoiceChoice
from taleweaver.voice.errors import VoiceError, VoiceUnavailable

_AUDIO_OUTPUT_SYNCHRONOUS = 2
_RATE, _PITCH = 1, 3
_POS_CHARACTER, _CHARS_UTF8 = 1, 1
_WORDS_PER_MINUTE = 165
_Callback = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.c_void_p)

_lock = threading.Lock()
_state: dict[str, Any] = {}


def _library() -> tuple[Any, int]:
    if "lib" not in _state:
        try:
            import espeakng_loader
        except ImportError as exc:
            raise VoiceUnavailable("espeak", "espeakng-loader") from exc
        lib = ctypes.CDLL(espeakng_loader.get_library_path())
        lib.espeak_Initialize.restype = ctypes.c_int
        rate = lib.espeak_Initialize(
            _AUDIO_OUTPUT_SYNCHRONOUS, 0, espeakng_loader.get_data_path().encode(), 0
        )
        if rate <= 0:
            raise VoiceError("espeak-ng failed to initialise")
        buffer: list[np.ndarray[Any, Any]] = []

        def collect(wav: Any, count: int, _events: Any) -> int:
            if count > 0:
                buffer.append(np.ctypeslib.as_array(wav, shape=(count,)).copy())
            return 0

        callback = _Callback(collect)
        lib.espeak_SetSynthCallback(callback)
        _state.update(lib=lib, rate=rate, buffer=buffer, callback=callback)
    return _state["lib"], int(_state["rate"])


class EspeakSynthesizer:
    name = "espeak"

    def load(self, voice: str = "en-us") -> None:
        with _lock:
            _library()

    def stream(self, text: str, voice: VoiceChoice) -> Iterator[AudioChunk]:
        for sentence in sentences(text):
            yield self._sentence(sentence, voice)

    def _sentence(self, text: str, voice: VoiceChoice) -> AudioChunk:
        with _lock:
            lib, rate = _library()
            if lib.espeak_SetVoiceByName(voice.spec.voice.encode()) != 0:
                raise VoiceError(f"espeak has no voice {voice.spec.voice!r}")
            lib.espeak_SetParameter(_RATE, round(_WORDS_PER_MINUTE * voice.spec.speed), 0)
            lib.espeak_SetParameter(_PITCH, max(0, min(99, round(50 * voice.spec.pitch))), 0)
            buffer: list[np.ndarray[Any, Any]] = _state["buffer"]
            buffer.clear()
            data = text.encode("utf-8")
            lib.espeak_Synth(ctypes.c_char_p(data), ctypes.c_size_t(len(data) + 1), 0, _POS_CHARACTER, 0,
                             _CHARS_UTF8, None, None)  # fmt: skip
            lib.espeak_Synchronize()
            pcm = np.concatenate(buffer) if buffer else np.zeros(0, dtype=np.int16)
            buffer.clear()
        return AudioChunk((pcm.astype(np.float32) / 32768.0), rate)
