"""Shared fixtures for the director tests: the bundled library, an engine, states reached by moves."""

from __future__ import annotations

import pytest

from taleweaver.content.models import Library
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.files import load_library_from

Move = tuple[str, str]
"""(verb, id): ``do`` advances, ``go`` navigates, ``act`` performs a scene action."""


@pytest.fixture(scope="session")
def library() -> Library:
    return load_library_from()


@pytest.fixture(scope="session")
def engine(library: Library) -> StoryEngine:
    return StoryEngine(library)


def walk(engine: StoryEngine, story_id: str, *moves: Move) -> StoryState:
    """Enter ``story_id`` and make ``moves`` through the real engine; every move must be legal."""
    transition = engine.enter(engine.initial_state(), story_id)
    assert not transition.blocked
    for verb, target in moves:
        act = {"do": engine.advance, "go": engine.navigate, "act": engine.perform}[verb]
        transition = act(transition.state, target)
        assert not transition.blocked, (verb, target, transition.events)
    return transition.state


def with_voice(library: Library, story_id: str, character_id: str, voice: str) -> Library:
    """A copy of ``library`` where one character speaks with another voice."""
    story = library.stories[story_id]
    character = story.characters[character_id].model_copy(update={"voice": voice})
    characters = {**story.characters, character_id: character}
    stories = {**library.stories, story_id: story.model_copy(update={"characters": characters})}
    return library.model_copy(update={"stories": stories})
