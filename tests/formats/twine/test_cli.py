"""The CLI contract: import exits 0 and check exits 0 on a story using only supported macros."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from taleweaver.cli.app import app

runner = CliRunner()

SUPPORTED = """:: StoryTitle
The Well

:: StoryData
{"format": "SugarCube", "format-version": "2.36.1", "start": "Well"}

:: Well [place]
<<set $coins to 3, $wished to false>>A wishing well. You have <<print $coins>> coins.
<<if $coins gte 1>>[[Throw a coin|Wish][$coins -= 1; $wished to true]]<</if>>
[[Walk away|Road]]

:: Wish
<<if $wished>>The water shivers.<<else>>Nothing.<</if>> $coins left. [[Walk away|Road]]

:: Road
The road home.
"""


def test_import_then_check_then_export_exit_zero(tmp_path: Path) -> None:
    source = tmp_path / "well.twee"
    source.write_text(SUPPORTED)
    out = tmp_path / "the_well"
    imported = runner.invoke(app, ["import", str(source), "--out", str(out)])
    assert imported.exit_code == 0, imported.output
    said = " ".join(imported.output.split())
    assert "3 passage(s) imported (sugarcube-2 reader; the story says SugarCube 2.36.1), 3 with every" in said
    checked = runner.invoke(app, ["check", str(out)])
    assert checked.exit_code == 0, checked.output
    assert "untranslated" not in checked.output
    again = runner.invoke(app, ["import", str(source), "--out", str(out)])
    assert again.exit_code == 2
    assert "--force" in again.output
    exported = runner.invoke(
        app, ["export", str(out), "--format", "twee", "--out", str(tmp_path / "back.twee")]
    )
    assert exported.exit_code == 0, exported.output
    assert ":: Well [place]" in (tmp_path / "back.twee").read_text()


def test_bad_input_is_a_finding_not_a_traceback(tmp_path: Path) -> None:
    source = tmp_path / "bad.twee"
    source.write_text(":: Start\nGo [[on->Nowhere]]\n")
    result = runner.invoke(app, ["import", str(source), "--out", str(tmp_path / "bad")])
    assert result.exit_code == 3
    assert "twine_missing_passage" not in result.output  # the message, not the code, is what people read
    assert "'Nowhere'" in result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "bad").exists()


def test_import_says_what_it_guessed_and_what_format_was_asked_for(tmp_path: Path) -> None:
    source = tmp_path / "bare.twee"
    source.write_text(":: Start [place]\n{back link}\nA garden. [[On->End]]\n\n:: End\nDone.\n")
    guessed = runner.invoke(app, ["import", str(source), "--out", str(tmp_path / "a")])
    assert guessed.exit_code == 0, guessed.output
    assert "(chapbook-1, guessed: the story names no format)" in " ".join(guessed.output.split())
    asked = runner.invoke(app, ["import", str(source), "--out", str(tmp_path / "b"), "--format", "harlowe-3"])
    assert asked.exit_code == 0, asked.output
    assert "(harlowe-3, as --format asked)" in " ".join(asked.output.split())
