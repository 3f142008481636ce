"""`play --voice` refuses bad audio input and missing devices with one clear message, never a traceback."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app

runner = CliRunner()
needs_voice = pytest.mark.skipif(
    importlib.util.find_spec("piper") is None,
    reason="the voice extra is not installed (uv sync --extra voice)",
)


def _play(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, ["play", "pirates", *args], env={"COLUMNS": "400"})
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, " ".join(result.output.split())


def test_audio_flags_need_voice(tmp_path: Path) -> None:
    code, output = _play("--audio-out", str(tmp_path))
    assert code == 2
    assert "need --voice" in output


@needs_voice
def test_no_device_names_the_headless_flags(tmp_path: Path) -> None:
    code, output = _play("--voice", "--audio-in", str(tmp_path / "nothing.wav"))
    assert code == 2
    assert "no such file" in output
    utterance = tmp_path / "a.wav"
    utterance.write_bytes(b"")
    code, output = _play("--voice", "--audio-in", str(utterance))
    assert code == 2
    assert "--audio-out DIR" in output
    assert "--audio-in" in output


@needs_voice
@pytest.mark.parametrize(
    ("content", "message"), [(b"", "not a PCM wav"), (b"ID3\x04 an mp3, really" * 3, "not a PCM wav")]
)
def test_unreadable_audio_in_is_a_clear_error(tmp_path: Path, content: bytes, message: str) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "01.wav").write_bytes(content)
    code, output = _play("--voice", "--audio-in", str(folder), "--audio-out", str(tmp_path / "out"), "--json")
    assert code == 2
    assert f"01.wav: {message}" in output


@needs_voice
def test_a_folder_without_wavs_is_refused(tmp_path: Path) -> None:
    code, output = _play("--voice", "--audio-in", str(tmp_path), "--audio-out", str(tmp_path / "out"))
    assert code == 2
    assert "no .wav files" in output
