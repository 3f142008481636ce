"""The state value: immutable, a bounded recent-transitions log (20), JSON views of state and events."""

from __future__ import annotations

import dataclasses

import immutables
import pytest

from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.events import (
    Blocked,
    Ended,
    FlagSet,
    SceneActionPerformed,
    SceneChanged,
    SpeakerChanged,
    SpeakerInfo,
    StoryEntered,
    StoryExited,
    VariableChanged,
)
from taleweaver.engine.state import RECENT_TRANSITIONS_LIMIT, StoryState, bump, with_recent


def test_state_is_frozen(entered: StoryState) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        entered.node_id = "elsewhere"  # type: ignore[misc]
    with pytest.raises(TypeError):
        entered.flags["x"] = True  # type: ignore[index]


def test_recent_transitions_are_bounded_at_20(engine: StoryEngine, entered: StoryState) -> None:
    assert RECENT_TRANSITIONS_LIMIT == 20
    state = entered
    for i in range(30):
        state = engine.navigate(state, "quay" if i % 2 == 0 else "inn").state
    assert len(state.recent) == 20
    assert state.recent[-1] == SceneChanged("quay", "inn")
    assert state.recent[0] == SceneChanged("inn", "quay")
    assert StoryEntered("story_cove") not in state.recent  # the oldest fell off


def test_with_recent_keeps_the_newest_in_order() -> None:
    old = tuple(FlagSet(f"f{i}", True) for i in range(15))
    new = tuple(FlagSet(f"g{i}", True) for i in range(10))
    combined = with_recent(old, new)
    assert len(combined) == 20
    assert combined == (old + new)[-20:]
    assert with_recent((), new) == new


def test_bump_counts_without_mutating() -> None:
    counts: immutables.Map[str, int] = immutables.Map()
    once = bump(counts, "a")
    twice = bump(once, "a")
    assert (dict(counts), dict(once), dict(twice)) == ({}, {"a": 1}, {"a": 2})


def test_public_view(engine: StoryEngine, entered: StoryState) -> None:
    state = engine.advance(entered, "offer_help").state
    assert state.public_view() == {
        "mode": "story",
        "story_id": "story_cove",
        "scene_id": "inn",
        "node_id": "morrow_pleased",
        "speaker": "morrow",
        "flags": {"trust_morrow": True},
        "variables": {},
        "ended": False,
    }
    assert StoryState().public_view() == {
        "mode": "menu",
        "story_id": None,
        "scene_id": None,
        "node_id": None,
        "speaker": "narrator",
        "flags": {},
        "variables": {},
        "ended": False,
    }


def test_events_to_json() -> None:
    who = SpeakerInfo(id="pip", name="Pip", voice="verse", voice_tone="Bright.")
    assert [
        e.to_json()
        for e in (
            StoryEntered("s"),
            StoryExited("s"),
            SceneChanged(None, "inn"),
            SpeakerChanged("narrator", "pip", who),
            FlagSet("f", False),
            VariableChanged("v", -1, 2),
            SceneActionPerformed("look", "You look."),
            Blocked("No."),
            Ended("s", "end"),
        )
    ] == [
        {"type": "storyEntered", "story_id": "s"},
        {"type": "storyExited", "story_id": "s"},
        {"type": "sceneChanged", "from": None, "to": "inn"},
        {
            "type": "speakerChanged",
            "from": "narrator",
            "to": "pip",
            "character": {"id": "pip", "name": "Pip", "voice": "verse", "voice_tone": "Bright."},
        },
        {"type": "flagSet", "name": "f", "value": False},
        {"type": "variableChanged", "name": "v", "delta": -1, "value": 2},
        {"type": "sceneActionPerformed", "action_id": "look", "text": "You look."},
        {"type": "blocked", "reason": "No."},
        {"type": "ended", "story_id": "s", "node_id": "end"},
    ]
