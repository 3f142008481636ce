"""The director with the real in-process model (SmolLM2 through llama.cpp): prefix reuse across turns."""

from __future__ import annotations

import pytest

from taleweaver.bench.director import measure_prefix_reuse
from taleweaver.models.guard import allow_model_requests
from taleweaver.models.local import llama_cpp_available

pytestmark = [
    pytest.mark.live,
    pytest.mark.skipif(not llama_cpp_available(), reason="llama-cpp-python is not installed (extra 'local')"),
]


def test_later_turns_reuse_the_cached_prompt() -> None:
    """Between transitions the conversation only grows at its end, so llama.cpp skips the prefix."""
    with allow_model_requests():
        result = measure_prefix_reuse(turns=3, max_tokens=48)
    first, *later = result.turns
    assert first.prompt_tokens > 500
    assert all(turn.prompt_tokens > first.prompt_tokens for turn in later)
    assert result.ratio > 0  # how much faster later turns start is a timing: tests/bench/test_director.py
