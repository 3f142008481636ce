"""Port of seed 000 ``tests/loader.test.ts``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from taleweaver.content.findings import ContentError
from taleweaver.content.loader import load_persona, load_story
from taleweaver.content.models import NARRATOR_ID, Story
from taleweaver.files import read_tree

from .fixture import MANIFEST, TAVERN


def _story_files(fix: Path) -> dict[str, str | None]:
    return dict(read_tree(fix / "story_test"))


def _load(fix: Path) -> Story:
    return load_story(_story_files(fix))


def _raw_inputs(
    *, scenes: dict[str, Any], storylines: dict[str, Any], map_: list[Any], flags: list[str]
) -> dict[str, str | None]:
    """``loadStory({manifest, map, flags, characters, scenes, storylines})`` as the files they are."""
    files: dict[str, str | None] = {
        "manifest.json": json.dumps(MANIFEST),
        "map.json": json.dumps(map_),
        "flags.json": json.dumps(flags),
    }
    files.update({f"scenes/{sid}.json": json.dumps(raw) for sid, raw in scenes.items()})
    files.update({f"storylines/chapter1/{nid}.json": json.dumps(raw) for nid, raw in storylines.items()})
    return files


# describe("loadNarrator")
def test_normalizes_a_narrator_json_into_the_narrator_type(fix: Path) -> None:
    path = fix / "narrator" / "narrator.json"
    narrator = load_persona("narrator/narrator.json", path.read_text(encoding="utf-8"))
    assert NARRATOR_ID == "narrator"  # the menu narrator's id (not a field of the persona)
    assert narrator.name == "The Narrator"
    assert narrator.voice == "cedar"
    assert narrator.voice_tone == "Warm, enthusiastic, brief."


# describe("loadCharacter")
def test_normalizes_a_character_json_deriving_id_from_filename(fix: Path) -> None:
    c = _load(fix).characters["sparrow"]
    assert c.id == "sparrow"
    assert c.name == "Sparrow"
    assert c.voice == "ash"
    assert c.voice_tone == "Deep, raspy, threatening but conversational."


# describe("loadScene")
def test_normalizes_a_scene_json_deriving_id_from_filename(fix: Path) -> None:
    s = _load(fix).scenes["tavern"]
    assert s.id == "tavern"
    assert s.name == "The Rusty Anchor Tavern"
    assert len(s.actions) == 1
    assert s.actions[0].id == "examine_memorabilia"
    assert s.characters_present == ("sparrow",)  # seed: ["Sparrow"]; names are normalised to ids


# describe("loadStorylineNode")
def test_normalizes_a_storyline_node_mapping_set_flags(fix: Path) -> None:
    n = _load(fix).storylines["meet_sparrow"]
    assert n.id == "meet_sparrow"
    assert n.speaker == "sparrow"  # seed: "Sparrow"
    assert len(n.actions) == 2
    assert n.actions[0].id == "greet_respectfully"
    assert n.actions[0].next == "friendly_response"
    assert n.actions[0].effects.set_flags == {"trust_sparrow": True}


# describe("loadFlags")
def test_loads_a_flat_array_of_flag_names(fix: Path) -> None:
    assert list(_load(fix).flags) == ["trust_sparrow", "found_treasure"]


# describe("loadMapEdges")
def test_normalizes_map_edges_mapping_condition_failed(fix: Path) -> None:
    edges = _load(fix).map
    assert len(edges) == 3
    assert [c.model_dump() for c in edges[2].conditions] == [
        {
            "type": "requires_flag",
            "flag": "trust_sparrow",
            "condition_failed": "You don't trust him enough to follow yet.",
        }
    ]


# describe("loadStory")
def test_loads_a_complete_story_from_raw_inputs(fix: Path) -> None:
    story = _load(fix)
    assert story.id == "story_test"
    assert story.title == "Test Story"
    assert story.entry_point == "storylines/chapter1/meet_sparrow.json"
    assert "sparrow" in story.characters
    assert {"tavern", "harbor"} <= set(story.scenes)
    assert "meet_sparrow" in story.storylines
    assert len(story.map) == 3
    assert list(story.flags) == ["trust_sparrow", "found_treasure"]
    assert story.narrator.voice == "ballad"


def test_validates_that_storyline_scene_refers_to_a_real_scene() -> None:
    files = _raw_inputs(
        map_=[],
        flags=[],
        scenes={"tavern": TAVERN},
        storylines={
            "bad_node": {
                "id": "bad_node",
                "scene": "nonexistent",
                "type": "dialogue",
                "speaker": "x",
                "text": "y",
                "actions": [],
            }
        },
    )
    with pytest.raises(ContentError) as info:
        load_story(files)
    assert any(f.code == "unknown_scene" and "'nonexistent'" in f.message for f in info.value.findings), [
        f.render() for f in info.value.findings
    ]


def test_validates_that_action_next_refers_to_a_real_storyline_node() -> None:
    files = _raw_inputs(
        map_=[],
        flags=[],
        scenes={"tavern": TAVERN},
        storylines={
            "a": {
                "id": "a",
                "scene": "tavern",
                "type": "dialogue",
                "speaker": "x",
                "text": "y",
                "actions": [{"id": "go", "description": "go", "next": "missing"}],
            }
        },
    )
    with pytest.raises(ContentError) as info:
        load_story(files)
    assert any(f.code == "unknown_node" and "'missing'" in f.message for f in info.value.findings), [
        f.render() for f in info.value.findings
    ]
