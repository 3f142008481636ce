"""Shared helpers for the pipeline tests: a valid bible, a scripted-misbehaviour model, a runner."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.pipeline.story import fallbacks
from taleweaver.pipeline.story.contracts import HIDDEN_VARIABLES, HiddenState, StoryBible
from taleweaver.pipeline.story.regions import select_ending

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


def walk_every_path(story_dir: Path) -> dict[str, int]:
    """Play every path of an exported story through the real loader and engine.

    Asserts on the way that no non-ending state leaves the player without an available action, that
    exactly one ending action is ever offered at the finale, and that the ending reached is the one
    the pipeline's own selection picks for the final hidden state. Returns paths per ending node.
    """
    library = load_library_from(story_dir)
    (story_id,) = library.stories
    story = library.stories[story_id]
    bible = StoryBible.model_validate(json.loads((story_dir / "generation.json").read_text())["bible"])
    engine = StoryEngine(library)
    reached: dict[str, int] = {}
    pending = [engine.enter(engine.initial_state(), story_id).state]
    while pending:
        state = pending.pop()
        if state.ended:
            reached[state.node_id or ""] = reached.get(state.node_id or "", 0) + 1
            hidden = HiddenState(**{name: state.variables.get(name, 0) for name in HIDDEN_VARIABLES})
            assert state.node_id == f"ending_{select_ending(bible.endings, hidden).id.lower()}"
            continue
        available = engine.available_action_ids(state)
        assert available, f"no available action at {state.node_id} with {dict(state.variables)}"
        if any(action.id.startswith("ending_") for action in story.storylines[state.node_id or ""].actions):
            assert len(available) == 1, f"{len(available)} endings offered at once: {available}"
        for action_id in available:
            transition = engine.advance(state, action_id)
            assert not transition.blocked
            pending.append(transition.state)
    return reached
