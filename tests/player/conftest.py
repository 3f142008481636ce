"""Player fixtures: the seed-format fixture content and the shipped fake encoder (no model files)."""

from __future__ import annotations

from pathlib import Path

import pytest

from taleweaver.content.models import Library
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.intent import IntentMatcher
from taleweaver.player.session import PlaySession
from taleweaver.testing import HashingEncoder

SEED_ROOT = Path(__file__).parents[1] / "content" / "fixtures" / "seed_root"
STORY = "story_cove"


@pytest.fixture(scope="session")
def library() -> Library:
    return load_library_from(SEED_ROOT)


@pytest.fixture(scope="session")
def engine(library: Library) -> StoryEngine:
    return StoryEngine(library)


class SaveSink:
    """Collects saves instead of writing files; ``fail`` makes the next write raise like a full disk."""

    def __init__(self) -> None:
        self.saved: dict[str, str] = {}
        self.fail = False

    def __call__(self, path: str, text: str) -> None:
        if self.fail:
            raise OSError(28, "No space left on device")
        self.saved[path] = text


@pytest.fixture
def sink() -> SaveSink:
    return SaveSink()


@pytest.fixture
def session(engine: StoryEngine, sink: SaveSink) -> PlaySession:
    return PlaySession(engine, matcher=IntentMatcher(HashingEncoder()), write_save=sink)


@pytest.fixture
def playing(session: PlaySession) -> PlaySession:
    session.start_story(STORY)
    return session
