from __future__ import annotations

import json
from pathlib import Path

import pytest

from taleweaver.content.check_npc import read_world
from taleweaver.npc.world import (
    WorldInvalid,
    bundled_world_dir,
    check_world_dir,
    is_world_dir,
    load_world,
    read_world_files,
)


def write(root: Path, path: str, data: object) -> None:
    target = root / path
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(data), encoding="utf-8")


def test_the_bundled_world_checks_clean_with_no_warnings() -> None:
    world, findings = read_world(read_world_files(bundled_world_dir()))

    assert findings == []
    assert {"fenn", "odile_marsh", "cadwyn_vell", "brannoc_thane"} <= set(world.npcs)
    fenn = world.npcs["fenn"].capabilities
    assert fenn.offerable_quests == ("find_the_ledger",)
    assert fenn.revealable_topics == ("varrell_twins", "fenns_debt")
    assert {m.id for m in world.start.canon_log.party} == {"cadwyn_vell", "brannoc_thane"}
    assert world.npcs["odile_marsh"].capabilities.giveable_items  # the second town NPC has its own moves


def test_a_content_dir_adds_and_overrides_and_may_reference_bundled_ids(tmp_path: Path) -> None:
    write(
        tmp_path,
        "npcs/ada.json",
        {
            "name": "Ada",
            "persona": "A ferrywoman.",
            "knowledge": ["The ferry."],
            "capabilities": {"offerable_quests": ["find_the_ledger"]},
            "fallback_lines": ["a", "b", "c"],
        },
    )
    write(tmp_path, "quests/find_the_ledger.json", {"title": "Renamed", "giver": "fenn"})

    world = load_world([tmp_path])

    assert world.npcs["ada"].capabilities.offerable_quests == ("find_the_ledger",)
    assert world.quests["find_the_ledger"].title == "Renamed"
    assert "fenn" in world.npcs


def test_errors_refuse_the_whole_world_listing_each(tmp_path: Path) -> None:
    write(
        tmp_path,
        "npcs/ada.json",
        {"name": "Ada", "persona": "x", "capabilities": {"revealable_topics": ["ghost"]}},
    )
    (tmp_path / "npcs" / "bad.json").write_text("{", encoding="utf-8")

    with pytest.raises(WorldInvalid) as info:
        load_world([tmp_path])

    message = str(info.value)
    assert "2 error(s)" in message
    assert "npcs/ada.json capabilities.revealable_topics[0]: unknown topic id 'ghost'" in message
    assert "npcs/bad.json" in message


def test_a_missing_dir_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(WorldInvalid, match="not a directory"):
        load_world([tmp_path / "nope"])


def test_check_world_dir_reports_only_the_dirs_own_files(tmp_path: Path) -> None:
    write(
        tmp_path,
        "npcs/ada.json",
        {
            "name": "Ada",
            "persona": "x",
            "knowledge": ["k"],
            "capabilities": {"offerable_quests": ["find_the_ledger", "ghost_quest"]},
            "fallback_lines": ["a", "b", "c"],
        },
    )

    over = check_world_dir(tmp_path)
    alone = check_world_dir(tmp_path, over_bundled=False)

    assert [(f.code, f.location) for f in over] == [("unknown_quest", "capabilities.offerable_quests[1]")]
    assert [f.code for f in alone if f.severity == "error"] == ["unknown_quest", "unknown_quest"]
    assert is_world_dir(tmp_path)
    assert not is_world_dir(tmp_path / "npcs")
