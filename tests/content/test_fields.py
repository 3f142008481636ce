"""Unknown fields: a misspelled field is an error with a did-you-mean, any other unknown field a warning; the
seed-000 legacy fields pass silently. Known fields come from the models, so fields added there are known."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pydantic import Field

from taleweaver.content.check import check_story
from taleweaver.content.fields import LEGACY_FIELDS, unknown_field_findings
from taleweaver.content.findings import Finding
from taleweaver.content.models import Scene, StorylineAction
from taleweaver.files import read_tree

FIXTURES = Path(__file__).parent / "fixtures"
SEED_STORY = FIXTURES / "seed_root" / "story_cove"
NODE = "storylines/chapter1/meet_morrow.json"

Files = dict[str, str | None]


def _edited(path: str, change: Callable[[Any], Any]) -> list[Finding]:
    files: Files = dict(read_tree(SEED_STORY))
    files[path] = json.dumps(change(json.loads(files[path] or "")))
    return [f for f in check_story(files) if f.code == "unknown_field"]


def test_a_misspelled_requires_is_an_error_with_did_you_mean() -> None:
    def misspell(node: dict[str, Any]) -> dict[str, Any]:
        node["actions"][0]["requries"] = [{"type": "requires_flag", "flag": "trust_morrow"}]
        return node

    (finding,) = _edited(NODE, misspell)
    assert finding.severity == "error"
    assert (finding.file, finding.location) == (NODE, "actions[0].requries")
    assert "'requries'" in finding.message
    assert finding.hint == "did you mean 'requires'?"


@pytest.mark.parametrize(
    ("path", "change", "location", "nearest"),
    [
        ("map.json", lambda m: [{**m[0], "descripton": "x"}, *m[1:]], "[0].descripton", "description"),
        (
            "scenes/inn.json",
            lambda s: {**s, "charaters_present": []},
            "charaters_present",
            "characters_present",
        ),
        ("manifest.json", lambda m: {**m, "entrypoint": "x"}, "entrypoint", "entry_point"),
        ("characters/pip.json", lambda c: {**c, "voice_tones": "x"}, "voice_tones", "voice_tone"),
        (
            "map.json",
            lambda m: [
                *m[:2],
                {**m[2], "conditions": [{**m[2]["conditions"][0], "conditon_failed": "x"}]},
                *m[3:],
            ],
            "[2].conditions[0].conditon_failed",
            "condition_failed",
        ),
        (
            NODE,
            lambda n: {**n, "actions": [{**n["actions"][0], "effects": {"set_flag": {}}}, *n["actions"][1:]]},
            "actions[0].effects.set_flag",
            "set_flags",
        ),
    ],
)
def test_near_misses_everywhere_are_errors(
    path: str, change: Callable[[Any], Any], location: str, nearest: str
) -> None:
    (finding,) = _edited(path, change)
    assert (finding.severity, finding.location) == ("error", location)
    assert finding.hint == f"did you mean {nearest!r}?"


def test_an_unrelated_unknown_field_is_a_warning_listing_the_allowed_fields() -> None:
    (finding,) = _edited("scenes/inn.json", lambda s: {**s, "mood": "gloomy"})
    assert finding.severity == "warning"
    assert "'mood'" in finding.message
    assert "characters_present" in finding.hint


def test_legacy_fields_are_accepted_silently() -> None:
    assert {"picture", "cover_image", "tools"} == LEGACY_FIELDS
    assert _edited("scenes/inn.json", lambda s: {**s, "picture": "x.png", "tools": []}) == []
    assert _edited("manifest.json", lambda m: {**m, "cover_image": "c.jpg"}) == []


def test_an_id_in_a_scene_file_is_explained() -> None:
    (finding,) = _edited("scenes/inn.json", lambda s: {**s, "id": "inn"})
    assert finding.severity == "warning"
    assert "file name" in finding.message


def test_fields_added_to_a_model_are_known_at_once() -> None:
    class StagedScene(Scene):
        staging: str = Field(default="", description="Where characters stand.")

    data = {"name": "S", "description": "d", "staging": "left"}
    assert unknown_field_findings(StagedScene, "scenes/s.json", data) == []
    assert [f.location for f in unknown_field_findings(Scene, "scenes/s.json", data)] == ["staging"]


def test_a_misspelled_field_makes_the_story_refuse_to_load() -> None:
    def misspell(node: dict[str, Any]) -> dict[str, Any]:
        node["actions"][0]["requries"] = []
        return node

    files: Files = dict(read_tree(SEED_STORY))
    files[NODE] = json.dumps(misspell(json.loads(files[NODE] or "")))
    from taleweaver.content.loader import load_story_parts

    _, story, _ = load_story_parts(files)
    assert story is None


def test_every_model_field_has_a_description() -> None:
    assert all(info.description for info in StorylineAction.model_fields.values())


def test_npc_files_name_unknown_fields_with_a_did_you_mean() -> None:
    from taleweaver.content.check_npc import check_npc_content
    from taleweaver.files import bundled_root

    world = bundled_root().parent / "world"
    files = {str(p.relative_to(world)): p.read_text(encoding="utf-8") for p in world.rglob("*.json")}
    npc = json.loads(files["npcs/fenn.json"])
    files["npcs/fenn.json"] = json.dumps({**npc, "fallback_line": ["x"]})
    (finding,) = [f for f in check_npc_content(files) if f.code == "unknown_field"]
    assert (finding.severity, finding.location) == ("error", "fallback_line")
    assert finding.hint == "did you mean 'fallback_lines'?"
