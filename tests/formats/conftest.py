"""The shared third-party corpus (``../shared/corpus`` from the repository root), skipped when absent."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import CORPUS


def corpus_path(name: str) -> Path:
    """The corpus folder ``name``; skips the test, saying where it looked, when it is absent."""
    path = CORPUS / name
    if not path.exists():
        pytest.skip(f"corpus {name!r} not found at {path} (see ../shared/corpus/README.md)")
    return path


@pytest.fixture
def corpus() -> object:
    """``corpus(name)``: the folder, or a skip naming where it looked."""
    return corpus_path
