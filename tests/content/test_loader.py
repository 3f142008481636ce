"""The loader reads seed-format content unchanged (seed 000 Tasks 4–6), plus the optional extensions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from taleweaver.content.findings import ContentError
from taleweaver.content.loader import load_library, load_persona, load_story
from taleweaver.content.models import (
    NARRATOR_ID,
    AtLeastCondition,
    FlagCondition,
    NotFlagCondition,
    Story,
)
from taleweaver.files import as_content_tree, load_library_from, read_tree

FIXTURES = Path(__file__).parent / "fixtures"
SEED_ROOT = FIXTURES / "seed_root"
SEED_STORY = SEED_ROOT / "story_cove"


@pytest.fixture(scope="module")
def story() -> Story:
    return load_story(read_tree(SEED_STORY))


def test_narrator_is_read_with_snake_case_fields_and_legacy_fields_ignored() -> None:
    text = (SEED_ROOT / "narrator" / "narrator.json").read_text(encoding="utf-8")
    narrator = load_persona("narrator/narrator.json", text)
    assert narrator.name == "The Lamplighter"
    assert narrator.voice == "cedar"
    assert narrator.voice_tone == "Calm, kindly, unhurried."
    assert not hasattr(narrator, "picture")
    assert not hasattr(narrator, "tools")


def test_narrator_missing_a_required_field_names_it() -> None:
    with pytest.raises(ContentError) as info:
        load_persona("narrator/narrator.json", json.dumps({"name": "N", "description": "d"}))
    finding = info.value.findings[0]
    assert (finding.file, finding.location, finding.code) == ("narrator/narrator.json", "voice", "wrong_type")
    assert finding.hint == "add this field"


def test_character_id_is_the_file_stem(story: Story) -> None:
    morrow = story.characters["morrow"]
    assert morrow.id == "morrow"
    assert morrow.name == "Captain Morrow"
    assert morrow.voice == "ash"
    assert morrow.voice_tone == "Gravelly, dry, amused."
    assert set(story.characters) == {"morrow", "pip"}


def test_scene_id_is_the_file_stem_and_its_actions_are_read(story: Story) -> None:
    inn = story.scenes["inn"]
    assert inn.id == "inn"
    assert inn.name == "The Gull and Barrel"
    assert [a.id for a in inn.actions] == ["examine_nets"]
    assert inn.actions[0].effects.startswith("the user finds a brass key")
    assert inn.actions[0].once is False
    assert set(story.scenes) == {"inn", "quay", "cellar"}


def test_characters_present_by_display_name_resolve_to_ids(story: Story) -> None:
    assert story.scenes["inn"].characters_present == ("morrow",)
    assert story.scenes["quay"].characters_present == ("pip",)


def test_storyline_node_with_set_flags_true_and_false(story: Story) -> None:
    node = story.storylines["meet_morrow"]
    assert node.type == "dialogue"
    assert node.chapter == "chapter1"
    assert [a.id for a in node.actions] == ["offer_help", "insult_morrow"]
    assert node.actions[0].next == "morrow_pleased"
    assert node.actions[0].effects.set_flags == {"trust_morrow": True}
    assert node.actions[1].effects.set_flags == {"trust_morrow": False}
    assert story.storylines["pip_on_quay"].chapter == "chapter2"


@pytest.mark.parametrize(
    ("node_id", "speaker"),
    [
        ("meet_morrow", "morrow"),  # display name "Captain Morrow"
        ("pip_on_quay", "pip"),  # character id
        ("morrow_cold", NARRATOR_ID),  # "narrator"
        ("cargo_found", NARRATOR_ID),  # ""
    ],
)
def test_speakers_are_normalised_to_character_ids(story: Story, node_id: str, speaker: str) -> None:
    assert story.storylines[node_id].speaker == speaker


def test_display_names_match_case_insensitively() -> None:
    files = dict(read_tree(SEED_STORY))
    node = json.loads(files["storylines/chapter2/pip_on_quay.json"] or "")
    files["storylines/chapter2/pip_on_quay.json"] = json.dumps({**node, "speaker": "captain morrow"})
    assert load_story(files).storylines["pip_on_quay"].speaker == "morrow"


def test_map_edges_and_conditions(story: Story) -> None:
    assert len(story.map) == 4
    gated = story.map[2]
    assert (gated.source, gated.to) == ("inn", "cellar")
    assert gated.conditions == (
        FlagCondition(
            type="requires_flag",
            flag="trust_morrow",
            condition_failed="Morrow blocks the stairs: she doesn't trust you yet.",
        ),
    )
    assert story.map[0].conditions == ()


def test_flags_manifest_and_story_narrator(story: Story) -> None:
    assert story.flags == ("trust_morrow", "found_cargo")
    assert story.id == "story_cove"
    assert story.title == "Smugglers' Cove"
    assert story.languages == ("en",)
    assert story.entry_point == "storylines/chapter1/meet_morrow.json"
    assert story.entry_node == "meet_morrow"
    assert story.narrator.voice == "ballad"
    assert story.variables == {}


def test_content_hash_is_stable_and_changes_with_content(story: Story) -> None:
    again = load_story(read_tree(SEED_STORY))
    assert again.content_hash == story.content_hash
    assert len(story.content_hash) == 64
    files = dict(read_tree(SEED_STORY))
    files["flags.json"] = json.dumps(["trust_morrow", "found_cargo", "spare"])
    assert load_story(files).content_hash != story.content_hash


def test_library_from_a_content_root() -> None:
    library = load_library(read_tree(SEED_ROOT))
    assert library.narrator.name == "The Lamplighter"
    assert list(library.stories) == ["story_cove"]


def test_a_story_folder_alone_uses_the_bundled_menu_narrator() -> None:
    library = load_library_from(SEED_STORY)
    assert list(library.stories) == ["story_cove"]
    assert library.narrator.name == "The Story Keeper"
    assert set(as_content_tree(SEED_STORY)) == {f"story_cove/{p}" for p in read_tree(SEED_STORY)}


def test_a_root_without_a_menu_narrator_is_an_error() -> None:
    tree = {f"story_cove/{p}": t for p, t in read_tree(SEED_STORY).items()}
    with pytest.raises(ContentError) as info:
        load_library(tree)
    assert info.value.findings[0].file == "narrator/narrator.json"
    assert "add narrator/narrator.json" in info.value.findings[0].hint


def test_bundled_stories_load() -> None:
    library = load_library_from()
    assert {"pirates", "bramble_books"} <= set(library.stories)
    for s in library.stories.values():
        assert s.entry_node in s.storylines


# ── extensions ──────────────────────────────────────────────────────────────


def _with_extensions() -> dict[str, str | None]:
    files = dict(read_tree(SEED_STORY))
    files["variables.json"] = json.dumps({"nerve": 1})
    node = json.loads(files["storylines/chapter2/pip_on_quay.json"] or "")
    node["actions"][0]["examples"] = ["look in the cellar", "find the cargo"]
    node["actions"][0]["requires"] = [
        {"type": "requires_flag", "flag": "trust_morrow", "condition_failed": "Pip won't say."},
        {"type": "requires_not_flag", "flag": "found_cargo"},
        {"type": "requires_at_least", "variable": "nerve", "value": 1},
    ]
    node["actions"][1]["effects"] = {"add_variables": {"nerve": -1}}
    files["storylines/chapter2/pip_on_quay.json"] = json.dumps(node)
    scene = json.loads(files["scenes/cellar.json"] or "")
    scene["actions"][0]["once"] = True
    files["scenes/cellar.json"] = json.dumps(scene)
    return files


def test_optional_extensions_are_read() -> None:
    story = load_story(_with_extensions())
    search, walk = story.storylines["pip_on_quay"].actions
    assert search.examples == ("look in the cellar", "find the cargo")
    kinds = [type(c) for c in search.requires]
    assert kinds == [FlagCondition, NotFlagCondition, AtLeastCondition]
    assert walk.effects.add_variables == {"nerve": -1}
    assert story.variables == {"nerve": 1}
    assert story.scenes["cellar"].actions[0].once is True


def test_seed_content_has_no_extensions(story: Story) -> None:
    for node in story.storylines.values():
        for action in node.actions:
            assert action.examples == ()
            assert action.requires == ()
            assert action.effects.add_variables == {}
