"""Integrity errors: every broken reference, malformed file and wrong type, all reported in one run.

Each finding names the file, the place inside it and a fix hint (seed 000 Task 6 checks, issue 2 §3).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from taleweaver.content.findings import ContentError, Finding
from taleweaver.content.loader import load_library, load_story, load_story_parts
from taleweaver.files import read_tree

FIXTURES = Path(__file__).parent / "fixtures"
SEED_STORY = FIXTURES / "seed_root" / "story_cove"
BROKEN = FIXTURES / "broken_story"

Files = dict[str, str | None]


def _seed() -> Files:
    return dict(read_tree(SEED_STORY))


def _edit(files: Files, path: str, change: Callable[[Any], Any]) -> Files:
    out = dict(files)
    out[path] = json.dumps(change(json.loads(out[path] or "")))
    return out


def _errors(files: Files) -> list[Finding]:
    _, story, findings = load_story_parts(files)
    errors = [f for f in findings if f.severity == "error"]
    assert story is None if errors else story is not None
    return errors


def _one(files: Files) -> Finding:
    errors = _errors(files)
    assert len(errors) == 1, [e.render() for e in errors]
    return errors[0]


def test_the_seed_fixture_has_no_errors() -> None:
    assert _errors(_seed()) == []


def test_unknown_scene_in_a_storyline_node() -> None:
    path = "storylines/chapter1/meet_morrow.json"
    f = _one(_edit(_seed(), path, lambda n: {**n, "scene": "nonexistent"}))
    assert (f.code, f.file, f.location) == ("unknown_scene", path, "scene")
    assert "'nonexistent'" in f.message
    assert "cellar" in f.hint
    assert "inn" in f.hint


def test_unknown_next_node_suggests_the_closest_id() -> None:
    path = "storylines/chapter1/meet_morrow.json"

    def typo(node: Any) -> Any:
        node["actions"][0]["next"] = "morow_pleased"
        return node

    f = _one(_edit(_seed(), path, typo))
    assert (f.code, f.file, f.location) == ("unknown_node", path, "actions[0].next")
    assert "'morow_pleased'" in f.message
    assert f.hint == "did you mean 'morrow_pleased'?"


@pytest.mark.parametrize(("end", "index"), [("from", 0), ("to", 0), ("to", 2)])
def test_map_edge_endpoints_must_be_scenes(end: str, index: int) -> None:
    def bad(edges: Any) -> Any:
        edges[index][end] = "lighthouse"
        return edges

    f = _one(_edit(_seed(), "map.json", bad))
    assert (f.code, f.file, f.location) == ("unknown_scene", "map.json", f"[{index}].{end}")
    assert "'lighthouse'" in f.message


def test_unknown_character_in_characters_present() -> None:
    f = _one(_edit(_seed(), "scenes/quay.json", lambda s: {**s, "characters_present": ["Pip", "Bosun"]}))
    assert (f.code, f.file, f.location) == ("unknown_character", "scenes/quay.json", "characters_present[1]")
    assert "'Bosun'" in f.message
    assert "morrow" in f.hint
    assert "pip" in f.hint


def test_unknown_speaker() -> None:
    path = "storylines/chapter2/pip_on_quay.json"
    f = _one(_edit(_seed(), path, lambda n: {**n, "speaker": "pippa"}))
    assert (f.code, f.file, f.location) == ("unknown_character", path, "speaker")
    assert f.hint == "did you mean 'pip'?"


def test_entry_point_missing_from_the_manifest() -> None:
    f = _one(_edit(_seed(), "manifest.json", lambda m: {k: v for k, v in m.items() if k != "entry_point"}))
    assert (f.file, f.location, f.code) == ("manifest.json", "entry_point", "wrong_type")
    assert f.hint == "add this field"


def test_entry_point_that_resolves_to_no_node() -> None:
    f = _one(
        _edit(_seed(), "manifest.json", lambda m: {**m, "entry_point": "storylines/chapter1/start.json"})
    )
    assert (f.code, f.file, f.location) == ("bad_entry_point", "manifest.json", "entry_point")
    assert "storylines/chapter1/" in f.hint


def test_entry_point_may_be_written_with_a_leading_dot() -> None:
    files = _edit(
        _seed(), "manifest.json", lambda m: {**m, "entry_point": "./storylines/chapter1/meet_morrow.json"}
    )
    assert load_story(files).entry_node == "meet_morrow"


def test_missing_manifest() -> None:
    files = {p: t for p, t in _seed().items() if p != "manifest.json"}
    f = _one(files)
    assert (f.code, f.file) == ("missing_file", "manifest.json")


def test_malformed_json_gives_line_and_column() -> None:
    files = _seed()
    files["scenes/quay.json"] = '{\n  "name": "The Quay",\n  "description": "Wet"\n  "actions": []\n}'
    f = _one(files)
    assert (f.code, f.file, f.location) == ("malformed_json", "scenes/quay.json", "line 4 column 3")
    assert "comma" in f.hint


def test_file_that_is_not_utf8() -> None:
    files = _seed()
    files["scenes/quay.json"] = None
    f = _one(files)
    assert (f.code, f.file) == ("unreadable", "scenes/quay.json")


QUAY_NODE = "storylines/chapter2/pip_on_quay.json"


@pytest.mark.parametrize(
    ("path", "change", "location", "hint_part"),
    [
        (QUAY_NODE, {"type": "monologue"}, "type", "dialogue"),
        (QUAY_NODE, {"actions": "none"}, "actions", ""),
        (QUAY_NODE, {"text": 7}, "text", "expected string"),
        (
            "manifest.json",
            {"narrator": {"name": "N", "description": "d", "voice": 3}},
            "narrator.voice",
            "string",
        ),
        ("scenes/inn.json", {"characters_present": "Captain Morrow"}, "characters_present", ""),
        ("manifest.json", {"narrator": "someone"}, "narrator", "object"),
    ],
)
def test_wrong_types_name_the_field(path: str, change: dict[str, Any], location: str, hint_part: str) -> None:
    f = _one(_edit(_seed(), path, lambda d: {**d, **change}))
    assert (f.code, f.file, f.location) == ("wrong_type", path, location)
    assert hint_part in f.hint


def test_nested_wrong_type_location() -> None:
    def bad(node: Any) -> Any:
        node["actions"][1]["effects"] = {"set_flags": {"found_cargo": "maybe"}}
        return node

    f = _one(_edit(_seed(), QUAY_NODE, bad))
    assert f.location == "actions[1].effects.set_flags.found_cargo"


def test_a_json_array_where_an_object_belongs() -> None:
    files = _seed()
    files["scenes/cellar.json"] = "[]"
    f = _one(files)  # the node set in the cellar and the map edges to it are not reported again
    assert (f.code, f.file) == ("wrong_type", "scenes/cellar.json")
    assert "expected a JSON object" in f.message


def test_a_broken_entry_node_is_reported_once() -> None:
    path = "storylines/chapter1/meet_morrow.json"
    f = _one(_edit(_seed(), path, lambda n: {**n, "type": "monologue"}))
    assert (f.file, f.location) == (path, "type")


def test_display_name_of_a_broken_character_is_not_reported_again() -> None:
    files = _seed()
    files["characters/pip.json"] = "[]"
    f = _one(files)
    assert f.file == "characters/pip.json"


def test_every_wrong_type_has_a_fix_hint() -> None:
    def bad(node: Any) -> Any:
        node["actions"][1]["effects"] = {"set_flags": {"found_cargo": "maybe"}}
        return node

    assert _one(_edit(_seed(), QUAY_NODE, bad)).hint


def test_wrong_type_messages_speak_json() -> None:
    f = _one(_edit(_seed(), QUAY_NODE, lambda n: {**n, "actions": "none"}))
    text = f"{f.message} {f.hint}"
    assert "array" in text
    assert "tuple" not in text


# ── everything at once ──────────────────────────────────────────────────────

BROKEN_EXPECTED = {
    ("wrong_type", "characters/crane.json", "voice"),
    ("bad_entry_point", "manifest.json", "entry_point"),
    ("unknown_scene", "map.json", "[0].to"),
    ("malformed_json", "scenes/deck.json", "line 4 column 3"),
    ("unknown_character", "scenes/hold.json", "characters_present[0]"),
    ("wrong_type", "storylines/chapter1/harbor_talk.json", "type"),
    ("wrong_type", "storylines/chapter1/harbor_talk.json", "actions[0].effects.set_flags.sails_set"),
    ("unknown_node", "storylines/chapter1/meet.json", "actions[0].next"),
    ("unknown_scene", "storylines/chapter1/meet.json", "scene"),
    ("unknown_character", "storylines/chapter1/on_deck.json", "speaker"),
}


def test_every_error_of_a_broken_story_in_one_run() -> None:
    errors = _errors(dict(read_tree(BROKEN)))
    assert {(e.code, e.file, e.location) for e in errors} == BROKEN_EXPECTED
    assert len(errors) == len(BROKEN_EXPECTED)
    for e in errors:
        assert e.render().startswith(f"{e.file}:{e.location}: error: ")


def test_references_to_a_broken_file_are_not_reported_twice() -> None:
    errors = _errors(dict(read_tree(BROKEN)))
    # deck.json is malformed: the map edge from it and the node set in it are not "unknown scene" too.
    assert not any("'deck'" in e.message for e in errors)


def test_load_raises_content_error_with_every_finding() -> None:
    with pytest.raises(ContentError) as info:
        load_story(dict(read_tree(BROKEN)))
    assert len([f for f in info.value.findings if f.severity == "error"]) == len(BROKEN_EXPECTED)
    assert "(and 9 more errors; run `taleweaver check`)" in str(info.value)


def test_library_prefixes_findings_with_the_story_folder() -> None:
    tree = {f"broken_story/{p}": t for p, t in read_tree(BROKEN).items()}
    tree["narrator/narrator.json"] = (FIXTURES / "seed_root" / "narrator" / "narrator.json").read_text()
    with pytest.raises(ContentError) as info:
        load_library(tree)
    assert all(f.file.startswith("broken_story/") for f in info.value.findings)
