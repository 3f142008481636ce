"""Shared helpers for the pipeline tests: a valid bible, a scripted-misbehaviour model, a runner."""

from __future__ import annotations

from typing import Any

import pytest

from taleweaver.pipeline import fallbacks
from taleweaver.pipeline.contracts import StoryBible

INTAKE = "I feel lonely and scared since my best friend moved away, and I'm unsure who I am without her."


@pytest.fixture
def bible() -> StoryBible:
    emotional_map = fallbacks.fallback_emotional_map(INTAKE)
    return fallbacks.fallback_bible(INTAKE, emotional_map)


def bible_dict(**changes: Any) -> dict[str, Any]:
    """A valid bible as JSON data, with top-level fields replaced by ``changes``."""
    emotional_map = fallbacks.fallback_emotional_map(INTAKE)
    data = fallbacks.fallback_bible(INTAKE, emotional_map).model_dump(mode="json")
    data.update(changes)
    return data
