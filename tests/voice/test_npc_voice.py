"""`npc chat --voice`: the player's speech heard, each reply spoken in the NPC's own voice."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.voice import BankSynthesizer, Transcriber, VoiceChoice, read_wav
from taleweaver.voice.rehearse import synthesize_utterances

from .conftest import PLAYER_VOICE

runner = CliRunner()


def test_npc_chat_hears_speech_and_answers_in_the_npcs_voice(
    synth: BankSynthesizer, whisper: Transcriber, tmp_path: Path
) -> None:
    speech = tmp_path / "in"
    speech.mkdir()
    synthesize_utterances(
        synth,
        VoiceChoice(name="player", spec=PLAYER_VOICE),
        ["Good morning, Fenn. Any news of the ledger?"],
        speech,
    )
    out = tmp_path / "out"
    args = ["npc", "chat", "fenn", "--model", "offline", "--voice", "--audio-in", str(speech)]
    result = runner.invoke(app, [*args, "--audio-out", str(out), "--json"])
    assert result.exit_code == 0, result.output
    (row,) = [json.loads(line) for line in result.stdout.splitlines()]
    assert "fenn" in row["transcript"].lower()
    (audio,) = row["audio"]
    assert read_wav(Path(audio)).duration_s > 1.0


def test_audio_flags_need_voice(tmp_path: Path) -> None:
    result = runner.invoke(app, ["npc", "chat", "fenn", "--audio-out", str(tmp_path)])
    assert result.exit_code != 0
    assert "need --voice" in result.output
