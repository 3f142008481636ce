"""Voice errors: each says what went wrong and what to do about it."""

from __future__ import annotations

VOICE_EXTRA_HINT = "install the voice extra: uv sync --extra voice (pip: taleweaver's voice extra)"


class VoiceError(Exception):
    """A voice problem a user can fix (bad audio file, unknown voice, missing device…)."""


class VoiceUnavailable(VoiceError):
    """A voice engine's package is not installed; the message names the extra that brings it."""

    def __init__(self, engine: str, package: str) -> None:
        self.engine = engine
        self.package = package
        super().__init__(f"the {engine} voice engine needs the {package} package; {VOICE_EXTRA_HINT}")


class AudioFileError(VoiceError):
    """An audio file that cannot be used (missing, empty, not a wav)."""


class AudioTooLong(AudioFileError):
    """A recording longer than the caller accepts; found while decoding, before all of it is decoded."""


class AudioDeviceError(VoiceError):
    """No usable sound device; headless runs use --audio-in / --audio-out instead."""
