"""The packed state: every kind of event survives packing exactly, and a malformed one is a save error."""

from __future__ import annotations

import dataclasses

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
    StoryDescribed,
    StoryEntered,
    StoryExited,
    VariableChanged,
)
from taleweaver.engine.packed import pack_state, unpack_state
from taleweaver.engine.save import SaveError
from taleweaver.engine.state import StoryState
from taleweaver.files import load_library_from

LIBRARY = load_library_from()
STORY = LIBRARY.stories["pirates"]
RECENT = 1 + [f.name for f in dataclasses.fields(StoryState)].index("recent")
"""Where the recent log sits in a packed state (after the pack version)."""


def _story_state() -> StoryState:
    engine = StoryEngine(LIBRARY)
    return engine.enter(engine.initial_state(), "pirates").state


def test_every_event_kind_round_trips_by_id_or_whole() -> None:
    state = _story_state()
    narrator = STORY.narrator
    recent = (
        StoryEntered("pirates"),
        StoryDescribed("pirates"),
        StoryExited("pirates"),
        SceneChanged(None, state.scene_id or ""),
        SpeakerChanged(
            None, "narrator", SpeakerInfo("narrator", narrator.name, narrator.voice, narrator.voice_tone)
        ),
        SpeakerChanged(
            "narrator", "narrator", SpeakerInfo("narrator", "Someone else", "v", "t")
        ),  # kept whole
        FlagSet("lamp_dark", True),
        VariableChanged("gold", -2, 3),
        SceneActionPerformed("made_up", "A text the story does not have."),  # kept whole
        Blocked("Not now."),
        Ended("pirates", state.node_id or ""),
    )
    state = state.evolve(recent=recent)
    packed = pack_state(state, LIBRARY)
    assert ["P", None, "narrator"] in packed[RECENT]  # the card the story has is named, not copied
    assert unpack_state(packed, LIBRARY, story_id="pirates", content_hash=STORY.content_hash) == state


@pytest.mark.parametrize(
    "item",
    [
        [],
        ["S"],
        ["S", 1, "a"],
        ["P", None, "nobody"],
        ["F", "a", 1],
        ["V", "a", 1],
        ["A", "unknown_action"],
        ["E", 5],
        ["Z", "a"],
        [["S"], "a"],
        [{"S": 1}],
        ["N", "a"],
        ["X", "a", "b"],
    ],
)
def test_a_malformed_event_is_a_save_error(item: list[object]) -> None:
    packed = pack_state(_story_state(), LIBRARY)
    packed[RECENT] = [item]
    with pytest.raises(SaveError, match=r"state\.recent"):
        unpack_state(packed, LIBRARY, story_id="pirates", content_hash=STORY.content_hash)


def test_the_stories_turned_down_ride_in_the_pack_only_when_there_are_any() -> None:
    menu = StoryState()
    turned_down = menu.evolve(declined=("pirates", "bramble_books"))
    plain, packed = pack_state(menu, LIBRARY), pack_state(turned_down, LIBRARY)
    assert len(plain) == len(dataclasses.fields(StoryState))  # the version, every field but ``declined``
    assert packed[-1] == ("pirates", "bramble_books")
    assert unpack_state(plain, LIBRARY, story_id=None, content_hash=None) == menu  # a token made before it
    assert unpack_state(packed, LIBRARY, story_id=None, content_hash=None) == turned_down
    with pytest.raises(SaveError, match=r"state.declined: 'dragons' is not loaded"):
        unpack_state([*plain, ["dragons"]], LIBRARY, story_id=None, content_hash=None)
