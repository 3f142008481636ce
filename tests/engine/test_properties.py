"""Property tests: random legal playthroughs of every bundled story (and the seed-format fixture) never
crash and never reach an illegal state; save → load → save is identical at every step; and an exhaustive
walk through the engine reaches every ending."""

from __future__ import annotations

from collections import deque
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from taleweaver.content.models import NARRATOR_ID, Library, Story
from taleweaver.content.reach import explore
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.events import Ended
from taleweaver.engine.save import dump_save, load_save
from taleweaver.engine.state import RECENT_TRANSITIONS_LIMIT, StoryState, Transition
from taleweaver.files import load_library_from

SEED_ROOT = Path(__file__).parents[1] / "content" / "fixtures" / "seed_root"

_LIBRARIES = {"bundled": load_library_from(), "seed": load_library_from(SEED_ROOT)}
_ENGINES = {name: StoryEngine(lib) for name, lib in _LIBRARIES.items()}
STORIES = [(name, sid) for name, lib in _LIBRARIES.items() for sid in sorted(lib.stories)]
IDS = [sid for _, sid in STORIES]


def _moves(engine: StoryEngine, state: StoryState, story_id: str) -> list[tuple[str, str]]:
    """Every legal move now, plus an exit and a move that must be refused."""
    if state.mode == "menu":
        return [("enter", story_id), ("refuse_enter", "no_such_story")]
    moves = [("advance", a) for a in engine.available_action_ids(state)]
    moves += [("navigate", r.scene.id) for r in engine.reachable_scenes(state) if r.available]
    moves += [("perform", a.id) for a in engine.scene_actions(state)]
    moves += [("exit", ""), ("refuse", "no_such_id")]
    return moves


def _apply(engine: StoryEngine, state: StoryState, move: tuple[str, str]) -> Transition:
    kind, arg = move
    if kind == "enter":
        return engine.enter(state, arg)
    if kind == "refuse_enter":
        return engine.enter(state, arg)
    if kind == "advance":
        return engine.advance(state, arg)
    if kind == "navigate":
        return engine.navigate(state, arg)
    if kind == "perform":
        return engine.perform(state, arg)
    if kind == "exit":
        return engine.exit(state)
    return engine.advance(state, arg)


def assert_legal(library: Library, state: StoryState) -> None:
    assert len(state.recent) <= RECENT_TRANSITIONS_LIMIT
    if state.mode == "menu":
        assert (state.story_id, state.scene_id, state.node_id) == (None, None, None)
        assert state.speaker == NARRATOR_ID
        assert not state.flags
        assert not state.ended
        return
    story: Story = library.stories[state.story_id or ""]
    node = story.storylines[state.node_id or ""]
    assert state.scene_id in story.scenes
    assert state.speaker == node.speaker
    assert state.speaker == NARRATOR_ID or state.speaker in story.characters
    assert set(state.flags) <= set(story.flags)
    assert set(state.variables) <= set(story.variables)
    assert set(state.node_visits) <= set(story.storylines)
    assert set(state.scene_visits) <= set(story.scenes)
    assert state.node_visits[node.id] >= 1
    assert state.scene_visits[state.scene_id or ""] >= 1
    assert set(state.met_characters) <= set(story.characters)
    if node.is_ending:
        assert state.ended
    if state.ended:
        assert node.is_ending or any(a.next is None for a in node.actions)


def assert_save_round_trip(library: Library, state: StoryState) -> None:
    text = dump_save(state, library)
    loaded = load_save(text, library)
    assert dump_save(loaded, library) == text
    assert loaded == state  # the full state, recent log included


@pytest.mark.parametrize(("lib", "story_id"), STORIES, ids=IDS)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(choices=st.lists(st.integers(min_value=0, max_value=10_000), min_size=1, max_size=80))
def test_random_legal_playthroughs(lib: str, story_id: str, choices: list[int]) -> None:
    engine, library = _ENGINES[lib], _LIBRARIES[lib]
    state = engine.enter(engine.initial_state(), story_id).state
    assert_legal(library, state)
    for choice in choices:
        moves = _moves(engine, state, story_id)
        move = moves[choice % len(moves)]
        result = _apply(engine, state, move)
        if move[0].startswith("refuse"):
            assert result.state is state  # a refused move changes nothing at all
            assert [e.type for e in result.events] == ["blocked"]
        else:
            assert not result.blocked, (move, result.events)
        if state.ended and result.state.mode == "story":
            # An ending closes the storyline, not the map: it stays ended at the same node.
            assert result.state.ended
            assert result.state.node_id == state.node_id
        state = result.state
        assert_legal(library, state)
        assert_save_round_trip(library, state)


def _endings_by_engine(engine: StoryEngine, story_id: str) -> set[str]:
    """Breadth-first over every (node, flags, variables) the engine can reach by advancing."""
    start = engine.enter(engine.initial_state(), story_id).state
    seen: set[object] = set()
    queue = deque([start])
    endings: set[str] = set()
    while queue:
        state = queue.popleft()
        key = (
            state.node_id,
            frozenset(k for k, v in state.flags.items() if v),
            frozenset(state.variables.items()),
        )
        if key in seen:
            continue
        seen.add(key)
        if state.ended:
            endings.add(state.node_id or "")
            continue
        for action in engine.available_action_ids(state):
            result = engine.advance(state, action)
            assert not result.blocked
            endings |= {e.node_id for e in result.events if isinstance(e, Ended)}
            queue.append(result.state)
    return endings


@pytest.mark.parametrize(("lib", "story_id"), STORIES, ids=IDS)
def test_every_ending_is_reached(lib: str, story_id: str) -> None:
    story = _LIBRARIES[lib].stories[story_id]
    declared = {
        n.id for n in story.storylines.values() if n.is_ending or any(a.next is None for a in n.actions)
    }
    reached = _endings_by_engine(_ENGINES[lib], story_id)
    assert reached == declared
    assert reached == explore(story).endings  # the checker's explorer agrees with the engine
