"""`generate --audio`: one wav per panel (every anchor's and every ending's) in the story folder, paths
in the packages, voice ready."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.pipeline import Pipeline, generate_story
from taleweaver.pipeline.story.contracts import VOICE_PRESETS
from taleweaver.testing import FakeModel, FakeSynthesizer
from taleweaver.voice import BankSynthesizer, factory, read_wav
from taleweaver.voice.pipeline_audio import render_story_audio

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
    endings = report["endings"]  # every ending's scene is voiced too
    assert list(endings) == ["E1", "E2", "E3", "E4"]
    for ending_id, ending in endings.items():
        assert ending["audio_files"]
        assert all(f.startswith(f"audio/{ending_id.lower()}/") for f in ending["audio_files"])
        for relative in ending["audio_files"]:
            assert read_wav(out / relative).duration_s > 0
        assert ending["asset_status"]["voice"] == "ready"
    assert [len(e["audio_files"]) for e in summary["endings"]] == [
        len(e["panels"]) for e in summary["endings"]
    ]
    assert {name for name, _ in synth.spoken} <= set(VOICE_PRESETS)
    assert summary["asset_status"]["A1"]["voice"] == "ready"
    assert summary["asset_status"]["E1"]["voice"] == "ready"


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


async def test_an_endings_scene_is_spoken_by_the_real_voices(synth: BankSynthesizer, tmp_path: Path) -> None:
    story = await generate_story(Pipeline(FakeModel()), INTAKE)
    ending = story.endings[0]
    only = story.model_copy(update={"packages": [], "endings": [ending]})  # one scene keeps it short
    voiced = render_story_audio(only, tmp_path, synth).endings[0]
    assert voiced.asset_status.voice == "ready"
    assert len(voiced.audio_files) == len(ending.panels)
    for relative, panel in zip(voiced.audio_files, ending.panels, strict=True):
        audio = read_wav(tmp_path / relative)
        words = len(panel.text.split())
        assert audio.duration_s > 0.1 * words  # real speech: at least a tenth of a second per word
