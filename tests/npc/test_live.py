"""Live smoke test: Fenn voiced by the real local model (llama.cpp + SmolLM2), through the CLI.

Cheap on purpose (one turn). It checks the machinery, not the writing: every turn has prose,
every applied move was available, and nothing the model never saw (another NPC's secrets) shows up.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.models.guard import allow_model_requests
from taleweaver.models.local import llama_cpp_available
from taleweaver.npc.world import load_world

pytestmark = [
    pytest.mark.live,
    pytest.mark.skipif(not llama_cpp_available(), reason="llama-cpp-python is not installed"),
]


def test_fenn_answers_with_the_local_model_and_only_available_moves_apply(tmp_path: Path) -> None:
    script = tmp_path / "lines.txt"
    script.write_text("Hello, Fenn. What did you lose?\n", encoding="utf-8")
    state = tmp_path / "state.json"
    calls = tmp_path / "calls.jsonl"

    with allow_model_requests():
        result = CliRunner().invoke(
            app,
            [
                "npc",
                "chat",
                "fenn",
                "--model",
                "local",
                "--script",
                str(script),
                "--json",
                "--state",
                str(state),
                "--call-log",
                str(calls),
            ],
        )

    assert result.exit_code == 0, result.output
    turns = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(turns) == 1
    odile = load_world().npcs["odile_marsh"].secrets()
    for turn in turns:
        assert not turn["degraded"], turn["degraded_reason"]
        assert turn["prose"].strip()
        available = set(turn["available_moves"])
        for move in turn["valid_moves"]:
            assert move in available or move.split("(")[0] in available
        assert not any(secret in turn["prose"] for secret in odile)
    assert json.loads(state.read_text())["kind"] == "taleweaver.npc_state"
    records = [json.loads(line) for line in calls.read_text().splitlines()]
    assert records
    assert all(r["role"] == "npc" for r in records)
    assert any(r["outcome"] == "ok" for r in records)
