"""The seed's fixtures written into a temporary folder, and the seed's ``loadTestContent()``."""

from __future__ import annotations

from pathlib import Path

import pytest

from taleweaver.content.models import Library
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.files import load_library_from

from .fixture import write_fixtures


@pytest.fixture
def fix(tmp_path: Path) -> Path:
    """``resolve(__dirname, "fixtures")``: the seed's fixture folder, written for this test."""
    return write_fixtures(tmp_path)


@pytest.fixture
def content(fix: Path) -> Library:
    """``loadTestContent()``: the menu narrator and ``story_test``."""
    return load_library_from(fix)


@pytest.fixture
def engine(content: Library) -> StoryEngine:
    return StoryEngine(content)


@pytest.fixture
def entered(engine: StoryEngine) -> StoryState:
    """The state after ``engine.enterStoryMode("story_test")``."""
    return engine.enter(engine.initial_state(), "story_test").state
