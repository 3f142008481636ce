"""The checker: errors plus warnings for loose ends (undeclared flags, gates never set, unreachable
content, dead ends, unreachable endings), over a story folder or a whole content root."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from taleweaver.content.check import check_content, check_story
from taleweaver.content.findings import Finding, warning
from taleweaver.content.loader import load_story
from taleweaver.content.reach import explore
from taleweaver.files import bundled_root, read_tree

FIXTURES = Path(__file__).parent / "fixtures"
SEED_ROOT = FIXTURES / "seed_root"
SEED_STORY = SEED_ROOT / "story_cove"
WARN = FIXTURES / "warn_story"
BROKEN = FIXTURES / "broken_story"

Files = dict[str, str | None]


def _codes(findings: list[Finding]) -> set[tuple[str, str, str]]:
    return {(f.code, f.file, f.location) for f in findings}


def test_seed_fixture_is_clean() -> None:
    assert check_story(read_tree(SEED_STORY)) == []
    assert check_content(read_tree(SEED_ROOT)) == []


@pytest.mark.parametrize("story", ["pirates", "bramble_books"])
def test_bundled_stories_have_no_findings(story: str) -> None:
    assert [f.render() for f in check_story(read_tree(bundled_root() / story))] == []


def test_every_warning_kind_in_one_run() -> None:
    findings = check_story(read_tree(WARN))
    assert all(f.severity == "warning" for f in findings)
    assert _codes(findings) == {
        ("undeclared_flag", "storylines/chapter1/start.json", "actions[0].effects.set_flags.saw_ghost"),
        ("gate_never_set", "map.json", "[0].conditions[0].flag"),
        ("gate_never_set", "storylines/chapter1/keeper.json", "actions[0].requires[0].flag"),
        ("dead_end", "storylines/chapter1/keeper.json", "actions"),
        ("unreachable_node", "storylines/chapter1/orphan.json", ""),
        ("unreachable_ending", "storylines/chapter1/secret_ending.json", ""),
        ("unreachable_scene", "scenes/garden.json", ""),
        ("unreachable_scene", "scenes/tower.json", ""),
    }
    assert all(f.hint for f in findings)


def test_undeclared_flag_hint_suggests_the_close_declared_name() -> None:
    files: Files = dict(read_tree(SEED_STORY))
    node = json.loads(files["storylines/chapter1/meet_morrow.json"] or "")
    node["actions"][0]["effects"]["set_flags"] = {"trust_morow": True, "trust_morrow": True}
    files["storylines/chapter1/meet_morrow.json"] = json.dumps(node)
    (f,) = check_story(files)
    assert f.code == "undeclared_flag"
    assert "did you mean 'trust_morrow'?" in f.hint


def test_a_declared_flag_nothing_uses() -> None:
    files: Files = dict(read_tree(SEED_STORY))
    files["flags.json"] = json.dumps(["trust_morrow", "found_cargo", "spare"])
    assert _codes(check_story(files)) == {("unused_flag", "flags.json", "[2]")}


def test_undeclared_variable_in_a_condition() -> None:
    files: Files = dict(read_tree(SEED_STORY))
    edges = json.loads(files["map.json"] or "")
    edges[1]["conditions"] = [{"type": "requires_at_most", "variable": "heat", "value": 3}]
    files["map.json"] = json.dumps(edges)
    codes = {f.code for f in check_story(files)}
    assert codes == {"undeclared_variable"}


def test_a_gate_that_needs_a_flag_set_false_is_never_set() -> None:
    files: Files = dict(read_tree(SEED_STORY))
    edges = json.loads(files["map.json"] or "")
    edges[2]["conditions"][0]["flag"] = "found_cargo"  # only ever set after the cellar is reached
    files["map.json"] = json.dumps(edges)
    findings = check_story(files)
    # found_cargo is set by an action, so the gate can open; the checker must not cry wolf
    assert all(f.code != "gate_never_set" for f in findings)


def test_errors_suppress_reachability_warnings_but_keep_declaration_warnings() -> None:
    reachability = {"unreachable_node", "unreachable_scene", "unreachable_ending", "dead_end", "no_ending"}
    findings = check_story(read_tree(BROKEN))
    assert {f.code for f in findings}.isdisjoint(reachability)
    files: Files = dict(read_tree(WARN))
    files["storylines/chapter1/the_end.json"] = "{"
    findings = check_story(files)
    assert {f.code for f in findings if f.severity == "warning"} == {"undeclared_flag", "gate_never_set"}


def test_content_root_prefixes_story_folders_and_checks_ids() -> None:
    tree: Files = dict(read_tree(SEED_ROOT))
    tree.update({f"copy/{p}": t for p, t in read_tree(SEED_STORY).items()})
    findings = check_content(tree)
    assert _codes(findings) == {
        ("id_mismatch", "copy/manifest.json", "id"),
        ("duplicate_id", "story_cove/manifest.json", "id"),
    }


def test_content_root_reports_a_broken_menu_narrator() -> None:
    tree: Files = dict(read_tree(SEED_ROOT))
    tree["narrator/narrator.json"] = json.dumps({"name": "N"})
    findings = check_content(tree)
    assert {(f.file, f.location) for f in findings} == {
        ("narrator/narrator.json", "description"),
        ("narrator/narrator.json", "voice"),
    }


def test_extra_checkers_run_only_when_their_folder_exists() -> None:
    seen: list[int] = []

    def extra(tree: Any) -> list[Finding]:
        seen.append(len(tree))
        return [warning("npc", "npcs/x.json", "", "checked")]

    assert check_content(read_tree(SEED_ROOT), extra={"npcs": extra}) == []
    tree: Files = {**read_tree(SEED_ROOT), "npcs/x.json": "{}"}
    assert [f.code for f in check_content(tree, extra={"npcs": extra})] == ["npc"]
    assert seen == [len(tree)]


# ── reachability over flags and variables ──────────────────────────────────


def test_explore_counts_states_over_flags() -> None:
    reach = explore(load_story(read_tree(SEED_STORY)))
    assert reach.exact
    assert reach.nodes == {
        "meet_morrow",
        "morrow_pleased",
        "morrow_cold",
        "pip_on_quay",
        "cargo_found",
        "quiet_night",
    }
    assert reach.endings == {"morrow_cold", "cargo_found", "quiet_night"}
    assert reach.scenes == {"inn", "quay", "cellar"}


def test_explore_respects_variable_thresholds() -> None:
    files: Files = dict(read_tree(SEED_STORY))
    files["variables.json"] = json.dumps({"nerve": 0})
    node = json.loads(files["storylines/chapter2/pip_on_quay.json"] or "")
    node["actions"][0]["requires"] = [{"type": "requires_at_least", "variable": "nerve", "value": 2}]
    files["storylines/chapter2/pip_on_quay.json"] = json.dumps(node)
    findings = check_story(files)
    assert _codes(findings) == {("unreachable_ending", "storylines/chapter2/cargo_found.json", "")}
    # earning the nerve on the friendly path opens it again
    meet = json.loads(files["storylines/chapter1/meet_morrow.json"] or "")
    meet["actions"][0]["effects"]["add_variables"] = {"nerve": 2}
    files["storylines/chapter1/meet_morrow.json"] = json.dumps(meet)
    assert check_story(files) == []


def test_huge_state_spaces_are_explored_approximately_and_say_so() -> None:
    story = load_story(read_tree(SEED_STORY))
    reach = explore(story, limit=2)
    assert not reach.exact
    assert reach.nodes == set(story.storylines)


def test_too_large_says_the_limit_what_is_skipped_and_how_to_shrink_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import taleweaver.content.check as check_module

    monkeypatch.setattr(check_module, "explore", lambda story: explore(story, limit=2))
    (found,) = [f for f in check_story(read_tree(SEED_STORY)) if f.code == "approximate"]
    assert "over 50,000 combinations of node, flags and variables" in found.message
    assert "gate_bypass is not checked" in found.message
    assert "fewer flags or variables" in found.hint


def test_unknown_emotion_and_staging_are_findings() -> None:
    files: Files = dict(read_tree(SEED_STORY))
    node_path = next(p for p in sorted(files) if p.startswith("storylines/"))
    node = json.loads(files[node_path] or "")
    files[node_path] = json.dumps({**node, "emotion": "hapy"})
    char_path = next(p for p in sorted(files) if p.startswith("characters/"))
    character = json.loads(files[char_path] or "")
    files[char_path] = json.dumps({**character, "staging": "behind"})
    found = {(f.code, f.file, f.location): f for f in check_story(files)}
    emotion = found[("unknown_emotion", node_path, "emotion")]
    assert "did you mean 'happy'?" in emotion.hint
    staging = found[("unknown_staging", char_path, "staging")]
    assert "left" in staging.hint


def test_known_emotion_and_staging_are_clean() -> None:
    files: Files = dict(read_tree(SEED_STORY))
    node_path = next(p for p in sorted(files) if p.startswith("storylines/"))
    files[node_path] = json.dumps({**json.loads(files[node_path] or ""), "emotion": "happy"})
    char_path = next(p for p in sorted(files) if p.startswith("characters/"))
    files[char_path] = json.dumps({**json.loads(files[char_path] or ""), "staging": -20})
    assert check_story(files) == []
