"""`taleweaver.checks.check_path`: the content layer's checks plus the voices' and the NPC world's.

`taleweaver.files.check_path` sits below the voice and NPC layers and runs only what its caller passes;
these tests show the two agree except for exactly those checks.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from taleweaver.checks import check_path
from taleweaver.files import NothingToCheck, bundled_root
from taleweaver.files import check_path as check_content_path


def _pirates(tmp_path: Path) -> Path:
    folder = tmp_path / "pirates"
    shutil.copytree(bundled_root() / "pirates", folder)
    return folder


def test_a_story_folder_gets_its_voice_checks_from_the_caller(tmp_path: Path) -> None:
    folder = _pirates(tmp_path)
    character = next((folder / "characters").glob("*.json"))
    data = json.loads(character.read_text(encoding="utf-8"))
    data["voice"] = "cedarr"
    character.write_text(json.dumps(data), encoding="utf-8")

    assert check_content_path(folder) == []
    (finding,) = check_path(folder)
    assert (finding.code, finding.severity, finding.file) == (
        "unknown_voice",
        "warning",
        f"characters/{character.name}",
    )


def test_a_content_root_gets_its_npc_world_checked(tmp_path: Path) -> None:
    npcs = tmp_path / "npcs"
    npcs.mkdir()
    (npcs / "ada.json").write_text(
        json.dumps({"name": "Ada", "persona": "x", "capabilities": {"revealable_topics": ["ghost"]}}),
        encoding="utf-8",
    )

    with pytest.raises(NothingToCheck, match="holds no story"):
        check_content_path(tmp_path)  # without the NPC folder check, npcs/ is not content
    findings = check_path(tmp_path)
    assert any(f.file == "npcs/ada.json" and "ghost" in f.message for f in findings)


def test_the_bundled_stories_have_no_errors() -> None:
    assert [f for f in check_path(bundled_root()) if f.severity == "error"] == []
