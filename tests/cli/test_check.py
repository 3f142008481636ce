"""`taleweaver check PATH [--json]`: every finding at once; exit 0 without errors, 3 with errors."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.files import bundled_root

FIXTURES = Path(__file__).parents[1] / "content" / "fixtures"
SEED_ROOT = FIXTURES / "seed_root"
runner = CliRunner()


def test_a_clean_story_folder() -> None:
    result = runner.invoke(app, ["check", str(SEED_ROOT / "story_cove")])
    assert result.exit_code == 0, result.output
    verdict, *tip = result.stdout.strip().splitlines()
    assert verdict == f"{SEED_ROOT / 'story_cove'}: ok"
    assert " ".join(tip).startswith("0 of 5 storyline action(s) have example lines")
    assert "taleweaver check --intents" in " ".join(tip)


def test_a_story_whose_actions_mostly_have_examples_gets_no_tip() -> None:
    result = runner.invoke(app, ["check", str(bundled_root() / "pirates")])
    assert result.exit_code == 0, result.output
    assert result.stdout.strip().endswith(": ok")
    assert "example lines" not in result.stdout


def test_the_bundled_content_root_is_clean() -> None:
    result = runner.invoke(app, ["check", str(bundled_root()), "--json"])
    assert result.exit_code == 0, result.output
    body = json.loads(result.stdout)
    assert (body["errors"], body["warnings"], body["findings"]) == (0, 0, [])


def test_errors_exit_3_and_every_one_is_listed() -> None:
    result = runner.invoke(app, ["check", str(FIXTURES / "broken_story")], env={"COLUMNS": "300"})
    assert result.exit_code == 3
    lines = result.stdout.splitlines()
    assert (
        lines[-1] == f"{FIXTURES / 'broken_story'}: 10 error(s), 1 warning(s)"
    )  # flag set only in a broken file
    errors = [line for line in lines if line.startswith("error ")]
    assert len(errors) == 10
    assert (
        "error storylines/chapter1/meet.json:actions[0].next: unknown storyline node 'harbour_talk'"
        in result.stdout
    )
    assert "error scenes/deck.json:line 4 column 3: malformed JSON" in result.stdout
    assert "Traceback" not in result.output


def test_json_shape() -> None:
    result = runner.invoke(app, ["check", str(FIXTURES / "broken_story"), "--json"])
    assert result.exit_code == 3
    body = json.loads(result.stdout)
    assert set(body) == {"path", "errors", "warnings", "findings"}
    assert body["path"] == str(FIXTURES / "broken_story")
    assert (body["errors"], body["warnings"], len(body["findings"])) == (10, 1, 11)
    for finding in body["findings"]:
        assert set(finding) == {"severity", "code", "file", "location", "message", "hint", "line", "column"}
    # Every finding in a file that exists points at a line and column an editor can underline.
    located = [f for f in body["findings"] if (FIXTURES / "broken_story" / f["file"]).exists()]
    assert located
    assert all(isinstance(f["line"], int) and f["line"] >= 1 and f["column"] >= 1 for f in located)
    assert body["findings"] == sorted(
        body["findings"], key=lambda f: (f["severity"] != "error", f["file"], f["location"])
    )


def test_warnings_only_exit_0() -> None:
    result = runner.invoke(app, ["check", str(FIXTURES / "warn_story"), "--json"])
    assert result.exit_code == 0
    body = json.loads(result.stdout)
    assert (body["errors"], body["warnings"]) == (0, 8)
    assert {f["code"] for f in body["findings"]} == {
        "undeclared_flag",
        "gate_never_set",
        "dead_end",
        "unreachable_node",
        "unreachable_ending",
        "unreachable_scene",
    }


def test_a_content_root_with_a_broken_story_prefixes_the_folder(tmp_path: Path) -> None:
    root = tmp_path / "root"
    shutil.copytree(SEED_ROOT, root)
    shutil.copytree(FIXTURES / "broken_story", root / "broken_story")
    result = runner.invoke(app, ["check", str(root), "--json"])
    assert result.exit_code == 3
    files = {f["file"] for f in json.loads(result.stdout)["findings"]}
    assert all(f.startswith("broken_story/") for f in files)


def test_a_folder_with_no_story(tmp_path: Path) -> None:
    (tmp_path / "notes.json").write_text("{}")
    result = runner.invoke(app, ["check", str(tmp_path)])
    assert result.exit_code == 2
    assert "holds no story" in result.stderr
    assert "Traceback" not in result.output


def test_a_missing_folder() -> None:
    result = runner.invoke(app, ["check", "/no/such/folder", "--json"])
    assert result.exit_code == 2  # a usage mistake, still reported as a finding
    body = json.loads(result.stdout)
    assert body["findings"][0]["message"] == "not a folder"
    assert body["findings"][0]["file"] == "/no/such/folder"


def test_an_ink_story_file_is_checked_by_playing_it() -> None:
    doors = Path(__file__).parents[1] / "checks" / "fixtures" / "doors.ink.json"
    result = runner.invoke(app, ["check", str(doors), "--json"])
    assert result.exit_code == 3, result.output  # one branch fails when played
    body = json.loads(result.stdout)
    assert (body["errors"], body["warnings"]) == (1, 0)
    (finding,) = body["findings"]
    assert (finding["code"], finding["location"]) == ("ink_runtime", "choices 1.2")
    ferry = runner.invoke(
        app, ["check", str(Path(__file__).parents[1] / "formats" / "ink" / "ferry.ink.json")]
    )
    assert ferry.exit_code == 0, ferry.output
    assert ferry.stdout.strip().endswith(": ok")


def test_a_twine_file_is_checked_as_its_import(tmp_path: Path) -> None:
    story = tmp_path / "shop.twee"
    story.write_text(
        ':: StoryData\n{"ifid": "0B8E5A53-8B5A-4E0B-9C39-3E0F1E7A9D11", "format": "Harlowe", '
        '"format-version": "3.3.8", "start": "Shop"}\n\n:: Shop\nWet. [[Bail out->Bucket]] [[Wait]]\n\n'
        ":: Wait\nOk.\n",
        encoding="utf-8",
    )
    result = runner.invoke(app, ["check", str(story)], env={"COLUMNS": "300"})
    assert result.exit_code == 3
    assert f"error {story}:passage 'Shop' (line 4): the link 'Bail out' goes to 'Bucket'" in result.stdout
    assert "not a folder" not in result.output
    body = json.loads(runner.invoke(app, ["check", str(story), "--json"]).stdout)
    assert [(f["file"], f["line"]) for f in body["findings"]] == [(str(story), 4)]


def test_a_file_that_is_no_story_is_still_a_usage_mistake(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("hello", encoding="utf-8")
    result = runner.invoke(app, ["check", str(notes)])
    assert result.exit_code == 2
    assert "not a folder" in result.stdout


def test_an_ink_file_nested_too_deeply_is_one_finding_with_json_too(tmp_path: Path) -> None:
    story = tmp_path / "deep.ink.json"
    story.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    result = runner.invoke(app, ["check", str(story), "--json"])
    assert result.exit_code == 3
    (finding,) = json.loads(result.stdout)["findings"]
    assert (finding["code"], finding["file"]) == ("ink_story", str(story))
    assert "nested too deeply" in finding["message"]
