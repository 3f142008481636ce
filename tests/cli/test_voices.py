"""`taleweaver voices` and the voice checks of `taleweaver check`."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.files import bundled_root
from taleweaver.voice import read_wav

runner = CliRunner()


def _pirates(tmp_path: Path) -> Path:
    folder = tmp_path / "pirates"
    shutil.copytree(bundled_root() / "pirates", folder)
    return folder


def test_voices_lists_the_bank_and_who_uses_each_voice() -> None:
    result = runner.invoke(app, ["voices", "--json"])
    assert result.exit_code == 0, result.output
    rows = {row["name"]: row for row in json.loads(result.stdout)["voices"]}
    assert len(rows) == 10
    assert "pirates:narrator" in rows["ballad"]["used_by"]
    assert rows["cedar"]["used_by"] == ["menu narrator"]


def test_a_story_voices_file_overrides_the_bank_and_is_checked(tmp_path: Path) -> None:
    folder = _pirates(tmp_path)
    (folder / "voices.json").write_text(
        json.dumps({"voices": {"ballad": {"engine": "espeak", "voice": "en+f2", "pitch": 1.2}}})
    )
    listed = json.loads(runner.invoke(app, ["voices", str(folder), "--json"]).stdout)["voices"]
    assert {"name": "ballad", "engine": "espeak", "voice": "en+f2"}.items() <= next(
        r for r in listed if r["name"] == "ballad"
    ).items()
    assert runner.invoke(app, ["check", str(folder)]).exit_code == 0
    (folder / "voices.json").write_text(json.dumps({"voices": {"ballad": {"engine": "loud", "voice": "x"}}}))
    result = runner.invoke(app, ["check", str(folder), "--json"])
    assert result.exit_code == 3
    (finding,) = json.loads(result.stdout)["findings"]
    assert (finding["code"], finding["file"], finding["location"]) == (
        "invalid_voice",
        "voices.json",
        "voices.ballad",
    )
    assert "unknown engine 'loud'" in finding["message"]
    bad = runner.invoke(app, ["voices", str(folder)])
    assert bad.exit_code == 2
    assert "voices.json: voices.ballad: unknown engine" in bad.output


def test_an_unknown_voice_name_is_a_warning_naming_the_fallback(tmp_path: Path) -> None:
    folder = _pirates(tmp_path)
    character = next((folder / "characters").glob("*.json"))
    data = json.loads(character.read_text())
    data["voice"] = "cedarr"
    character.write_text(json.dumps(data))
    result = runner.invoke(app, ["check", str(folder), "--json"])
    assert result.exit_code == 0, result.output
    (finding,) = json.loads(result.stdout)["findings"]
    assert finding["severity"] == "warning"
    assert finding["code"] == "unknown_voice"
    assert "fallback" in finding["message"]
    assert "did you mean 'cedar'?" in finding["hint"]


def test_audition_needs_all_three_options_and_a_known_voice(tmp_path: Path) -> None:
    result = runner.invoke(app, ["voices", "--say", "hello"])
    assert result.exit_code == 2
    assert "--say TEXT --voice NAME --out FILE.wav" in result.output
    result = runner.invoke(
        app, ["voices", "--say", "hi", "--voice", "gravel", "--out", str(tmp_path / "a.wav")]
    )
    assert result.exit_code == 2
    assert "no voice named 'gravel'" in result.output


def test_audition_writes_a_wav_in_the_voice(tmp_path: Path) -> None:
    pytest.importorskip("espeakng_loader", reason="the voice extra is not installed (uv sync --extra voice)")
    out = tmp_path / "sage.wav"
    result = runner.invoke(
        app, ["voices", "--say", "Ahoy there, sailor.", "--voice", "sage", "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    assert read_wav(out).duration_s > 0.5
