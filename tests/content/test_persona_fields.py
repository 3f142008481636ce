"""Seed persona fields (``introduction``, ``background``, ``goal``, ``voice_tone``): the loader accepts a
persona without them; ``check`` warns for each one missing or empty, naming the field; the exit code of
``check`` is unchanged (warnings only)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.content.check import check_content, check_story
from taleweaver.content.loader import load_story
from taleweaver.files import read_tree

SEED_ROOT = Path(__file__).parent / "fixtures" / "seed_root"
STORY = SEED_ROOT / "story_cove"


def _persona_findings(findings: list) -> list[tuple[str, str, str]]:  # type: ignore[type-arg]
    return sorted((f.file, f.location, f.severity) for f in findings if f.code == "missing_persona_field")


@pytest.mark.parametrize("field", ["introduction", "background", "goal", "voice_tone"])
def test_a_missing_or_empty_character_field_is_a_warning_naming_it(field: str) -> None:
    files = dict(read_tree(STORY))
    pip = json.loads(files["characters/pip.json"] or "")
    morrow = json.loads(files["characters/morrow.json"] or "")
    del pip[field]
    morrow[field] = "   "
    files["characters/pip.json"] = json.dumps(pip)
    files["characters/morrow.json"] = json.dumps(morrow)
    findings = check_story(files)
    assert _persona_findings(findings) == [
        ("characters/morrow.json", field, "warning"),
        ("characters/pip.json", field, "warning"),
    ]
    (finding, _) = [f for f in findings if f.code == "missing_persona_field"]
    assert field in finding.message
    assert f'"{field}"' in finding.hint
    load_story(files)  # still playable


def test_the_story_narrator_and_the_menu_narrator_are_checked(tmp_path: Path) -> None:
    tree = dict(read_tree(SEED_ROOT))
    manifest = json.loads(tree["story_cove/manifest.json"] or "")
    del manifest["narrator"]["goal"]
    tree["story_cove/manifest.json"] = json.dumps(manifest)
    narrator = json.loads(tree["narrator/narrator.json"] or "")
    narrator["introduction"] = ""
    del narrator["voice_tone"]
    tree["narrator/narrator.json"] = json.dumps(narrator)
    assert _persona_findings(check_content(tree)) == [
        ("narrator/narrator.json", "introduction", "warning"),
        ("narrator/narrator.json", "voice_tone", "warning"),
        ("story_cove/manifest.json", "narrator.goal", "warning"),
    ]


def test_check_exit_code_is_unchanged_by_the_warning(tmp_path: Path) -> None:
    folder = tmp_path / "story_cove"
    for path, text in read_tree(STORY).items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(text or "", encoding="utf-8")
    pip = json.loads((folder / "characters" / "pip.json").read_text(encoding="utf-8"))
    del pip["background"]
    (folder / "characters" / "pip.json").write_text(json.dumps(pip), encoding="utf-8")
    result = CliRunner().invoke(app, ["check", str(folder)])
    assert result.exit_code == 0, result.output
    assert "characters/pip.json:background" in result.output
    assert "warning" in result.output
