"""Gate bypass: a storyline action that carries the player into a scene whose map gates may be closed."""

from __future__ import annotations

import json
from pathlib import Path

from taleweaver.content.check import check_story
from taleweaver.files import read_tree

FIXTURES = Path(__file__).parent / "fixtures"
LAMP = FIXTURES / "lamp_keeper"


def _bypasses(files: dict[str, str | None]) -> list[tuple[str, str]]:
    return [(f.file, f.location) for f in check_story(files) if f.code == "gate_bypass"]


def test_a_choice_past_a_locked_door_is_a_warning() -> None:
    findings = [f for f in check_story(dict(read_tree(LAMP))) if f.code == "gate_bypass"]
    (finding,) = findings
    assert finding.severity == "warning"
    assert (finding.file, finding.location) == ("storylines/chapter1/no_key.json", "actions[0].next")
    assert "'back_stair'" in finding.message
    assert "'lamp_room'" in finding.message
    assert "set the gate's flag" in finding.hint


def test_an_action_that_sets_the_gates_flag_itself_is_fine() -> None:
    files: dict[str, str | None] = dict(read_tree(LAMP))
    path = "storylines/chapter1/no_key.json"
    node = json.loads(files[path] or "")
    node["actions"][0]["effects"] = {"set_flags": {"has_key": True}}
    files[path] = json.dumps(node)
    assert _bypasses(files) == []


def test_an_action_after_the_gate_opened_on_every_path_is_fine() -> None:
    # key_taken's climb_with_key: has_key was set by take_key on the only path there.
    assert ("storylines/chapter1/key_taken.json", "actions[0].next") not in _bypasses(dict(read_tree(LAMP)))


def test_an_open_edge_into_the_scene_means_no_bypass() -> None:
    files: dict[str, str | None] = dict(read_tree(LAMP))
    edges = json.loads(files["map.json"] or "")
    edges.append({"from": "cottage", "to": "lamp_room", "description": "Climb the inside stair"})
    files["map.json"] = json.dumps(edges)
    assert _bypasses(files) == []


def test_the_bundled_stories_have_no_bypass() -> None:
    from taleweaver.files import bundled_root

    for folder in ("pirates", "bramble_books"):
        assert _bypasses(dict(read_tree(bundled_root() / folder))) == []


def test_a_node_id_that_differs_from_its_file_name_is_a_warning() -> None:
    files: dict[str, str | None] = dict(read_tree(LAMP))
    path = "storylines/chapter2/rescue.json"
    node = json.loads(files[path] or "")
    files[path] = json.dumps({**node, "id": "rescued"})
    mismatches = [f for f in check_story(files) if f.code == "id_mismatch"]
    assert [(f.file, f.location) for f in mismatches] == [(path, "id")]
    assert "'rescue'" in mismatches[0].message


def test_a_manifest_id_that_differs_from_its_folder_is_a_warning() -> None:
    files = dict(read_tree(LAMP))
    assert [f for f in check_story(files, folder="lamp_keeper") if f.code == "id_mismatch"] == []
    (finding,) = [f for f in check_story(files, folder="my_lamp") if f.code == "id_mismatch"]
    assert (finding.file, finding.location, finding.severity) == ("manifest.json", "id", "warning")


def test_a_missing_scene_is_fixed_by_creating_its_file() -> None:
    files: dict[str, str | None] = dict(read_tree(LAMP))
    edges = json.loads(files["map.json"] or "")
    edges.append({"from": "cliff", "to": "boathouse", "description": "Down to the boathouse"})
    files["map.json"] = json.dumps(edges)
    (finding,) = [f for f in check_story(files) if f.code == "unknown_scene"]
    assert finding.hint.startswith("create scenes/boathouse.json")


def test_did_you_mean_lists_say_which_file_could_not_be_read() -> None:
    files: dict[str, str | None] = dict(read_tree(LAMP))
    files["scenes/boathouse.json"] = "{ not json"
    node = json.loads(files["storylines/chapter2/rescue.json"] or "")
    files["storylines/chapter2/rescue.json"] = json.dumps({**node, "scene": "boat_house"})
    (finding,) = [f for f in check_story(files) if f.code == "unknown_scene"]
    assert "(could not read scenes/boathouse.json)" in finding.hint
