"""NPC world content models and ``check_npc_content`` (the checker hook for worlds with ``npcs/``)."""

from __future__ import annotations

import json
from typing import Any

from taleweaver.content.check_npc import check_npc_content, read_world
from taleweaver.content.npc import NpcFile


def fenn(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": "fenn",
        "name": "Fenn",
        "role": "townsfolk",
        "persona": "A harried clerk.",
        "knowledge": ["His ledger went missing."],
        "capabilities": {"offerable_quests": ["find_the_ledger"], "revealable_topics": ["varrell_twins"]},
        "fallback_lines": ["Fenn counts.", "Fenn sighs.", "Fenn frowns."],
    }
    data.update(changes)
    return data


def world(**overrides: Any) -> dict[str, str]:
    files: dict[str, Any] = {
        "npcs/fenn.json": fenn(),
        "quests/find_the_ledger.json": {"id": "find_the_ledger", "title": "Find the Ledger", "giver": "fenn"},
        "topics/varrell_twins.json": {
            "id": "varrell_twins",
            "title": "The twins",
            "fact": "The twins were there.",
        },
    }
    files.update(overrides)
    return {path: data if isinstance(data, str) else json.dumps(data) for path, data in files.items()}


def where(findings: list[Any]) -> list[tuple[str, str, str]]:
    return [(f.severity, f.file, f.location) for f in findings]


def test_a_clean_world_has_no_findings_and_builds() -> None:
    built, findings = read_world(world())

    assert findings == []
    assert set(built.npcs) == {"fenn"}
    assert built.npcs["fenn"].card().model_dump() == {
        "id": "fenn",
        "name": "Fenn",
        "role": "townsfolk",
        "capabilities": {
            "offerable_quests": ("find_the_ledger",),
            "giveable_items": (),
            "revealable_topics": ("varrell_twins",),
        },
        "voice": None,  # the fixture names none: the narrator's
    }


def test_unknown_quest_topic_and_item_ids_in_capabilities_are_errors() -> None:
    caps = {"offerable_quests": ["lost_quest"], "giveable_items": ["gold"], "revealable_topics": ["nope"]}
    findings = check_npc_content(world(**{"npcs/fenn.json": fenn(capabilities=caps)}))

    errors = [f for f in findings if f.severity == "error"]
    assert where(errors) == [
        ("error", "npcs/fenn.json", "capabilities.giveable_items[0]"),
        ("error", "npcs/fenn.json", "capabilities.offerable_quests[0]"),
        ("error", "npcs/fenn.json", "capabilities.revealable_topics[0]"),
    ]
    assert "unknown item id 'gold'" in errors[0].message
    assert "items/gold.json" in errors[0].hint


def test_every_problem_is_reported_at_once() -> None:
    files = world(
        **{
            "npcs/broken.json": "{not json",
            "npcs/odile.json": {
                "id": "odile",
                "name": "Odile",
                "persona": "x",
                "mood": "warm",
                "role": "pirate",
            },
            "quests/other.json": {"id": "different", "title": "Other"},
            "quests/orphan.json": {"title": "Orphan", "giver": "nobody"},
            "items/Bad Name.json": {"name": "Bad"},
        }
    )

    found = where(check_npc_content(files))

    assert ("error", "npcs/broken.json", "line 1 column 2") in found
    assert ("error", "npcs/odile.json", "mood") in found
    assert ("error", "npcs/odile.json", "role") in found
    assert ("error", "quests/other.json", "id") in found
    assert ("error", "quests/orphan.json", "giver") in found
    assert ("error", "items/Bad Name.json", "id") in found


def test_warnings_for_unused_content_thin_fallbacks_and_leaky_fallback_lines() -> None:
    leaky = fenn(fallback_lines=["His ledger went missing, he says."], knowledge=["His ledger went missing"])
    files = world(**{"npcs/fenn.json": leaky, "items/spare_key.json": {"name": "Spare key"}})

    findings = check_npc_content(files)

    assert all(f.severity == "warning" for f in findings)
    assert where(findings) == [
        ("warning", "items/spare_key.json", "id"),
        ("warning", "npcs/fenn.json", "fallback_lines"),
        ("warning", "npcs/fenn.json", "fallback_lines[0]"),
    ]


def test_start_state_references_are_checked() -> None:
    start = {
        "canon_log": {
            "party": [{"id": "fenn", "name": "Fenn"}, {"id": "ghost", "name": "Ghost"}],
            "active_quests": [{"id": "unknown_quest"}],
        },
        "inventory": {"mystery": 1},
    }

    found = where(check_npc_content(world(**{"start.json": start})))

    assert ("warning", "start.json", "canon_log.party[0].id") in found  # not a companion
    assert ("error", "start.json", "canon_log.party[1].id") in found
    assert ("error", "start.json", "canon_log.active_quests[0].id") in found
    assert ("error", "start.json", "inventory.mystery") in found


def test_id_defaults_to_the_file_stem_and_unrelated_files_are_ignored() -> None:
    data = fenn()
    del data["id"]

    built, findings = read_world(
        world(**{"npcs/fenn.json": data, "README.md": "# notes", "npcs/x/deep.json": "{}"})
    )

    assert findings == []
    assert built.npcs["fenn"].id == "fenn"


def test_secrets_are_persona_and_knowledge() -> None:
    npc = NpcFile.model_validate(fenn())

    assert npc.secrets() == ("A harried clerk.", "His ledger went missing.")


def test_findings_carry_codes_and_suggest_close_ids() -> None:
    caps = {"offerable_quests": ["find_the_ledgr"]}
    [finding] = check_npc_content(world(**{"npcs/fenn.json": fenn(capabilities=caps)}))[:1]

    assert finding.code == "unknown_quest"
    assert "did you mean 'find_the_ledger'?" in finding.hint
