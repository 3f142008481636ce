"""Choosing voice engines from a spec string: ``offline`` (default), ``openai[:MODEL]``; ``whisper[:PATH]``.

``offline`` routes each voice to its engine (piper, hibari, espeak) by the bank's choice; adapters load
their models on first use. A missing package gives :class:`VoiceUnavailable` naming the ``voice`` extra.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator, Mapping
from pathlib import Path

from taleweaver.content.models import Persona
from taleweaver.voice.audio import AudioChunk
from taleweaver.voice.bank import DEFAULT_VOICES, VoiceBank, VoiceChoice, VoiceSpec
from taleweaver.voice.catalog import OPENAI_VOICES
from taleweaver.voice.errors import VoiceError, VoiceUnavailable
from taleweaver.voice.ports import Synthesizer, Transcriber

OFFLINE_PACKAGES = {"piper": "piper", "hibari": "hibari", "espeak": "espeakng_loader"}
_DISTRIBUTIONS = {"piper": "piper-tts", "hibari": "hibari-tts", "espeak": "espeakng-loader"}


class BankSynthesizer:
    """One synthesizer over several engines: each voice goes to the engine its spec names."""

    def __init__(self, engines: Mapping[str, Synthesizer]) -> None:
        self.engines = dict(engines)

    def stream(self, text: str, voice: VoiceChoice) -> Iterator[AudioChunk]:
        engine = self.engines.get(voice.spec.engine)
        if engine is None:
            raise VoiceError(
                f"voice {voice.name!r} needs the {voice.spec.engine} engine, which this synthesizer "
                f"does not have (engines: {', '.join(self.engines)})"
            )
        yield from engine.stream(text, voice)


def offline_available() -> list[str]:
    """The offline engines whose packages are installed."""
    return [name for name, module in OFFLINE_PACKAGES.items() if importlib.util.find_spec(module) is not None]


def load_synthesizer(
    spec: str = "offline",
    *,
    required: bool = True,
    base_url: str | None = None,
    api_key: str | None = None,
    threads: int | None = None,
) -> BankSynthesizer | None:
    """The synthesizer for ``spec``; None when not ``required`` and the voice extra is missing.

    ``threads``: CPU threads one synthesis may use (piper's onnxruntime; hibari uses 1); the server
    passes 1, so one line never takes every core. ``None``: piper's default.
    """
    kind, _, arg = spec.partition(":")
    if kind == "offline":
        missing = [name for name in OFFLINE_PACKAGES if name not in offline_available()]
        if missing:
            if not required:
                return None
            raise VoiceUnavailable(missing[0], _DISTRIBUTIONS[missing[0]])
        from taleweaver.voice.espeak_tts import EspeakSynthesizer
        from taleweaver.voice.hibari_tts import HibariSynthesizer
        from taleweaver.voice.piper_tts import PiperSynthesizer

        return BankSynthesizer(
            {
                "piper": PiperSynthesizer(threads=threads),
                "hibari": HibariSynthesizer(threads=threads or 1),
                "espeak": EspeakSynthesizer(),
            }
        )
    if kind == "openai":
        from taleweaver.voice.openai_voice import OpenAISynthesizer

        synth = OpenAISynthesizer(arg or "gpt-4o-mini-tts", base_url=base_url, api_key=api_key)
        return BankSynthesizer({"openai": synth})
    raise VoiceError(f"unknown synthesizer {spec!r}; use offline or openai[:MODEL]")


def bank_for(spec: str = "offline", *, menu_narrator: Persona | None = None) -> VoiceBank:
    """The default bank for a synthesizer spec (OpenAI voices keep their own names)."""
    if spec.partition(":")[0] == "openai":
        voices = {name: VoiceSpec(engine="openai", voice=name) for name in OPENAI_VOICES}
        return VoiceBank(voices, menu_narrator=menu_narrator)
    return VoiceBank(DEFAULT_VOICES, menu_narrator=menu_narrator)


def load_transcriber(
    spec: str = "whisper", *, base_url: str | None = None, api_key: str | None = None, threads: int = 2
) -> Transcriber:
    """``whisper`` (tiny.en from its package), ``whisper:PATH`` (a CTranslate2 folder), ``openai[:MODEL]``.

    ``threads``: CPU threads whisper uses (the server passes 1, so one recording never takes two cores).
    """
    kind, _, arg = spec.partition(":")
    if kind == "whisper":
        if importlib.util.find_spec("faster_whisper") is None:
            raise VoiceUnavailable("whisper", "faster-whisper")
        from taleweaver.voice.whisper_stt import WhisperTranscriber

        return WhisperTranscriber(Path(arg) if arg else None, threads=threads)
    if kind == "openai":
        from taleweaver.voice.openai_voice import OpenAITranscriber

        return OpenAITranscriber(arg or "gpt-4o-mini-transcribe", base_url=base_url, api_key=api_key)
    raise VoiceError(f"unknown transcriber {spec!r}; use whisper, whisper:PATH or openai[:MODEL]")
