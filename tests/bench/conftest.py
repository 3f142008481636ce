"""Fixtures for the benchmark tests: the bundled library's engine and a state inside a story."""

from __future__ import annotations

import pytest

from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.files import load_library_from


@pytest.fixture(scope="session")
def engine() -> StoryEngine:
    return StoryEngine(load_library_from())


def entered(engine: StoryEngine, story_id: str) -> StoryState:
    """The state right after entering ``story_id``."""
    transition = engine.enter(engine.initial_state(), story_id)
    assert not transition.blocked
    return transition.state
