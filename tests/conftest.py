"""Suite-wide fixtures. Real model backends are switched off unless a test allows them."""

from __future__ import annotations

import os

import pytest

from taleweaver.intent import MiniLMEncoder
from taleweaver.models.guard import set_model_requests_allowed

# Must happen before any adapter is used: the unit-test suite never talks to a real model by accident.
# The variable reaches commands run in a subprocess (their main() reads it); the call covers this one.
os.environ["TALEWEAVER_ALLOW_MODEL_REQUESTS"] = "0"
os.environ.setdefault("HF_HUB_OFFLINE", "1")
set_model_requests_allowed(False)


@pytest.fixture(scope="session")
def minilm() -> MiniLMEncoder:
    """The real all-MiniLM-L6-v2 encoder, loaded once per session (about 0.2 s)."""
    encoder = MiniLMEncoder()
    encoder.load()
    return encoder
