"""`generate --audio`: one wav per panel in the story folder, paths in the packages, voice ready."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.pipeline.story.contracts import VOICE_PRESETS
from taleweaver.testing import FakeSynthesizer
from taleweaver.voice import factory, read_wav

runner = CliRunner()
INTAKE = "I feel lonely and scared since my best friend moved away, really."


def test_generate_audio_renders_every_panel_in_its_cast_voice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synth = FakeSynthesizer()
    monkeypatch.setattr(factory, "load_synthesizer", lambda *a, **k: synth)
    out = tmp_path / "lonely"
    result = runner.invoke(app, ["generate", INTAKE, "--out", str(out), "--audio", "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    report = json.loads((out / "generation.json").read_text())
    anchors = report["anchors"]
    assert len(anchors) == 5
    for anchor in anchors.values():
        assert anchor["audio_files"]
        for relative in anchor["audio_files"]:
            assert read_wav(out / relative).duration_s > 0
        assert anchor["asset_status"]["voice"] == "ready"
        cast = {line["panel"]: line["voice"] for line in anchor["audio"]["lines"]}
        assert cast
    assert {name for name, _ in synth.spoken} <= set(VOICE_PRESETS)
    assert summary["asset_status"]["A1"]["voice"] == "ready"


def test_generate_audio_without_the_voice_extra_names_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from taleweaver.voice.errors import VoiceUnavailable

    def missing(*_a: object, **_k: object) -> None:
        raise VoiceUnavailable("piper", "piper-tts")

    monkeypatch.setattr(factory, "load_synthesizer", missing)
    result = runner.invoke(app, ["generate", INTAKE, "--out", str(tmp_path / "x"), "--audio"])
    assert result.exit_code != 0
    assert "install the voice extra: uv sync --extra voice" in " ".join(result.output.split())
