"""Versioned saves: save → load → save is identical; saves for other content are a clear error."""

from __future__ import annotations

import json
from typing import Any

import pytest

from taleweaver.content.loader import load_library
from taleweaver.content.models import Library
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.save import SAVE_FORMAT, SAVE_VERSION, SaveError, dump_save, load_save
from taleweaver.engine.state import StoryState
from taleweaver.files import load_library_from

from .conftest import STORY, edit, seed_tree


def _states(engine: StoryEngine, entered: StoryState) -> list[StoryState]:
    trusted = engine.advance(entered, "offer_help").state
    looked = engine.perform(trusted, "examine_nets").state
    cellar = engine.navigate(looked, "cellar").state
    ended = engine.advance(entered, "insult_morrow").state
    described = engine.describe(engine.initial_state(), STORY).state
    return [
        engine.initial_state(),
        described,
        entered,
        trusted,
        looked,
        cellar,
        ended,
        engine.exit(cellar).state,
    ]


def test_the_story_talked_about_survives_a_save(engine: StoryEngine, library: Library) -> None:
    described = engine.describe(engine.initial_state(), STORY).state
    loaded = load_save(dump_save(described, library), library)
    assert loaded == described
    assert loaded.talked_about == STORY
    old = json.loads(dump_save(StoryState(), library))
    del old["state"]["talked_about"]  # a save made before the field existed
    assert load_save(json.dumps(old), library).talked_about is None
    with pytest.raises(SaveError, match=r"state.talked_about: 'dragons' is not loaded"):
        load_save(_tampered(library, described, {"state.talked_about": "dragons"}), library)


def test_the_stories_turned_down_survive_a_save(library: Library) -> None:
    turned_down = StoryState(declined=(STORY,))
    loaded = load_save(dump_save(turned_down, library), library)
    assert loaded == turned_down
    assert loaded.declined == (STORY,)
    old = json.loads(dump_save(StoryState(), library))
    del old["state"]["declined"]  # a save made before the field existed
    assert load_save(json.dumps(old), library).declined == ()
    with pytest.raises(SaveError, match=r"state.declined: 'dragons' is not loaded"):
        load_save(_tampered(library, turned_down, {"state.declined": [STORY, "dragons"]}), library)


def test_save_load_save_is_identical(engine: StoryEngine, library: Library, entered: StoryState) -> None:
    for state in _states(engine, entered):
        text = dump_save(state, library)
        again = dump_save(load_save(text, library), library)
        assert again == text


def test_a_loaded_state_plays_on(engine: StoryEngine, library: Library, entered: StoryState) -> None:
    trusted = engine.advance(entered, "offer_help").state
    loaded = load_save(dump_save(trusted, library), library)
    for name in (
        "mode",
        "story_id",
        "scene_id",
        "node_id",
        "speaker",
        "flags",
        "variables",
        "node_visits",
        "scene_visits",
        "scene_actions_done",
        "met_characters",
        "ended",
    ):
        assert getattr(loaded, name) == getattr(trusted, name), name
    assert engine.navigate(loaded, "cellar").state.scene_id == "cellar"


def test_save_shape(library: Library, entered: StoryState) -> None:
    save = json.loads(dump_save(entered, library))
    assert save["format"] == SAVE_FORMAT == "taleweaver-save"
    assert save["version"] == SAVE_VERSION == 1
    assert save["story_id"] == STORY
    assert save["content_hash"] == library.stories[STORY].content_hash
    assert save["state"]["node_id"] == "meet_morrow"
    menu = json.loads(dump_save(StoryState(), library))
    assert (menu["story_id"], menu["content_hash"], menu["state"]["mode"]) == (None, None, "menu")


def test_a_save_holds_the_full_state(engine: StoryEngine, library: Library, entered: StoryState) -> None:
    trusted = engine.advance(entered, "offer_help").state
    assert load_save(dump_save(trusted, library), library) == trusted


# ── saves for other content ─────────────────────────────────────────────────


def test_a_save_for_a_changed_story_is_refused(library: Library, entered: StoryState) -> None:
    changed = load_library(edit(seed_tree(), f"{STORY}/flags.json", lambda f: [*f, "extra"]))
    with pytest.raises(SaveError, match=r"different version of story 'story_cove'.*start the story again"):
        load_save(dump_save(entered, library), changed)


def test_a_save_for_a_story_that_is_not_loaded_is_refused(engine: StoryEngine, entered: StoryState) -> None:
    bundled = load_library_from()
    with pytest.raises(
        SaveError, match=r"story 'story_cove', which is not loaded \(loaded: bramble_books, pirates"
    ):
        load_save(dump_save(entered, engine.library), bundled)


def _tampered(library: Library, state: StoryState, change: dict[str, Any]) -> str:
    save = json.loads(dump_save(state, library))
    for key, value in change.items():
        if key.startswith("state."):
            save["state"][key.removeprefix("state.")] = value
        else:
            save[key] = value
    return json.dumps(save)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"state.node_id": "nowhere"}, "node 'nowhere'"),
        ({"state.scene_id": "attic"}, "scene 'attic'"),
        ({"state.speaker": "ghost"}, "speaker 'ghost'"),
        ({"state.story_id": "other"}, "inconsistent"),
        ({"state.mode": "menu"}, "inconsistent"),
        ({"content_hash": "0" * 64}, "different version"),
        ({"version": 2}, "version 2 is not supported; this taleweaver reads versions 1–1"),
        ({"version": 0}, "version 0 is not supported"),
        ({"version": "1"}, "version '1' is not supported"),
        ({"format": "ink-save"}, 'not a taleweaver save (expected "format": "taleweaver-save")'),
        ({"state.flags": ["trust_morrow"]}, "damaged at state.flags"),
        ({"state.mode": "cutscene"}, "damaged at state.mode"),
        ({"cheats": True}, "damaged at cheats"),
    ],
)
def test_tampered_saves_are_clear_errors(
    library: Library, entered: StoryState, change: dict[str, Any], message: str
) -> None:
    with pytest.raises(SaveError) as info:
        load_save(_tampered(library, entered, change), library)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize(
    "change",
    [
        {"state.flags": {"god_mode": True}},
        {"state.node_visits": {"nowhere": 3}},
        {"state.scene_visits": {"attic": 1}},
        {"state.met_characters": ["ghost"]},
    ],
)
def test_tampered_ids_beyond_the_position_are_refused(
    library: Library, entered: StoryState, change: dict[str, Any]
) -> None:
    with pytest.raises(SaveError):
        load_save(_tampered(library, entered, change), library)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "save is not JSON (line 1"),
        ("[]", "not a taleweaver save"),
        ("", "save is not JSON"),
        ("[" * 300_000, "nested too deeply"),
    ],
)
def test_garbage_is_a_clear_error(library: Library, text: str, message: str) -> None:
    with pytest.raises(SaveError, match=message.replace("(", r"\(")):
        load_save(text, library)


def test_the_save_format_has_every_state_field() -> None:
    import dataclasses

    from taleweaver.engine.save import SavedState
    from taleweaver.engine.state import StoryState

    assert set(SavedState.model_fields) == {f.name for f in dataclasses.fields(StoryState)}
