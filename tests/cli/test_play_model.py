"""`taleweaver play --model`: the director voices the story; `--json` gains its lines and tool calls.

The CLI resolves ``--model`` through ``choose_model`` and has no spec for a fake model, so these tests
replace ``choose_model`` inside the play command with one that hands out a shipped ScriptedModel;
everything else (session, director, engine, JSON output, audit file) is the real thing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import taleweaver.cli.play_commands as play_commands
from taleweaver.cli.app import app
from taleweaver.director import read_audit
from taleweaver.files import load_library_from
from taleweaver.models.guard import allow_model_requests
from taleweaver.models.local import llama_cpp_available
from taleweaver.models.port import ModelTimeout
from taleweaver.models.spec import ModelChoice
from taleweaver.testing import ScriptedModel, tool_call
from taleweaver.testing.models import Reply

runner = CliRunner()
LIBRARY = load_library_from()
MEET_SPARROW = LIBRARY.stories["pirates"].storylines["meet_sparrow"].text


def script(tmp_path: Path, *lines: str) -> Path:
    path = tmp_path / "script.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def fake_model(monkeypatch: pytest.MonkeyPatch, replies: list[Reply]) -> dict[str, Any]:
    """Make ``--model`` resolve to a ScriptedModel; returns the keyword arguments the CLI passed."""
    seen: dict[str, Any] = {}

    def choose(spec: str | None, **kwargs: Any) -> ModelChoice:
        seen.update(kwargs, spec=spec)
        return ModelChoice(spec=spec or "", backend="openai", model=ScriptedModel(replies), reason="test")

    monkeypatch.setattr(play_commands, "choose_model", choose)
    return seen


def records(stdout: str) -> list[dict[str, Any]]:
    """The rows after the opening row (input null)."""
    opening, *rows = [json.loads(line) for line in stdout.splitlines()]
    assert opening["input"] is None
    return rows


def test_json_output_gains_the_models_lines_and_tool_calls(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seen = fake_model(
        monkeypatch,
        [
            tool_call("advance_storyline", actionId="claim_my_half"),
            "Half? You haven't even heard the job.",
            tool_call("advance_storyline", actionId="hear_job"),
            "Here's the shape of it, friend.",
        ],
    )
    lines = script(tmp_path, "I want half of everything", "fine, just tell me the job")
    result = runner.invoke(app, ["play", "pirates", "--model", "fake", "--script", str(lines), "--json"])
    assert result.exit_code == 0, result.output
    assert seen["spec"] == "fake"
    first, second = records(result.stdout)
    assert first["lines"] == [{"speaker": "sparrow", "text": "Half? You haven't even heard the job."}]
    assert first["events"] == [
        {
            "type": "tool_call",
            "name": "advance_storyline",
            "args": {"actionId": "claim_my_half"},
            "accepted": False,
            "reason": "'claim_my_half' is not one of the ids allowed now (hear_job, ask_about_ship)",
        }
    ]
    assert first["state"]["node_id"] == "meet_sparrow"
    assert second["events"][0] == {
        "type": "tool_call",
        "name": "advance_storyline",
        "args": {"actionId": "hear_job"},
        "accepted": True,
        "reason": None,
    }
    assert second["events"][1] == {"type": "chosen", "kind": "action", "id": "hear_job", "via": "model"}
    assert not any(e["type"] == "chosen" for e in first["events"])  # a refused call takes nothing
    assert second["state"]["node_id"] == "sparrow_job"
    assert second["lines"] == [{"speaker": "sparrow", "text": "Here's the shape of it, friend."}]


def test_a_failing_model_still_gives_the_player_the_scripted_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    fake_model(monkeypatch, [ModelTimeout("no answer in 30 s"), ""])
    lines = script(tmp_path, "hello?", "anyone there?")
    result = runner.invoke(app, ["play", "pirates", "--model", "fake", "--script", str(lines), "--json"])
    assert result.exit_code == 0, result.output
    for record, reason in zip(records(result.stdout), ["model_error", "no_speech"], strict=True):
        assert {"type": "fallback", "reason": reason} in record["events"]
        assert {"speaker": "sparrow", "text": MEET_SPARROW} in record["lines"]
        assert record["state"]["node_id"] == "meet_sparrow"


def test_commands_skip_the_model(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    fake_model(monkeypatch, [])
    lines = script(tmp_path, "/do hear_job")
    result = runner.invoke(app, ["play", "pirates", "--model", "fake", "--script", str(lines), "--json"])
    assert result.exit_code == 0, result.output
    (record,) = records(result.stdout)
    assert record["state"]["node_id"] == "sparrow_job"
    assert all(e["type"] != "tool_call" for e in record["events"])


def test_audit_and_call_log_options_reach_the_director(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seen = fake_model(monkeypatch, [tool_call("select_story", storyId="pirates"), "Pirates it is.", "Ahoy."])
    audit, calls = tmp_path / "audit.jsonl", tmp_path / "calls.jsonl"
    lines = script(tmp_path, "the pirate story please")
    result = runner.invoke(
        app,
        [
            "play",
            "--model",
            "fake",
            "--script",
            str(lines),
            "--json",
            "--audit",
            str(audit),
            "--call-log",
            str(calls),
        ],
    )
    assert result.exit_code == 0, result.output
    assert seen["call_log"] == calls
    (record,) = records(result.stdout)
    assert record["state"]["node_id"] == "meet_sparrow"
    assert {
        "type": "handoff",
        "from": "narrator",
        "to": "sparrow",
        "voice": "ash",
        "summary": "Pirates it is.",
    } in record["events"]
    assert record["lines"] == [{"speaker": "sparrow", "text": "Ahoy."}]
    (turn,) = read_audit(audit.read_text(encoding="utf-8"))
    assert turn.input == "the pirate story please"
    assert [o["accepted"] for o in turn.outcomes] == [True]


def test_an_unknown_model_spec_is_one_clear_error(tmp_path: Path) -> None:
    lines = script(tmp_path, "hello")
    result = runner.invoke(
        app, ["play", "pirates", "--model", "bogus:thing", "--script", str(lines), "--json"]
    )
    assert result.exit_code == 2
    assert result.stdout == ""
    assert "unknown model spec 'bogus:thing'" in result.stderr
    assert "Traceback" not in result.output


@pytest.mark.live
@pytest.mark.skipif(not llama_cpp_available(), reason="llama-cpp-python is not installed (extra 'local')")
def test_the_local_model_plays_a_two_turn_script(tmp_path: Path) -> None:
    """SmolLM2 in-process: no crash, every call accepted or refused with a reason, always a line."""
    lines = script(tmp_path, "Hello! Who are you?", "Just tell me the job.")
    audit = tmp_path / "audit.jsonl"
    # model-first: both turns go to the model (matcher-first, the local default, may take the second itself)
    args = ["play", "pirates", "--model", "local", "--route", "model-first"]
    args += ["--script", str(lines), "--json", "--audit", str(audit)]
    with allow_model_requests():
        result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    played = records(result.stdout)
    assert len(played) == 2
    nodes = set(LIBRARY.stories["pirates"].storylines)
    for record in played:
        assert record["lines"], record
        assert all(line["text"].strip() for line in record["lines"])
        for event in record["events"]:
            if event["type"] == "tool_call":
                assert isinstance(event["accepted"], bool)
                assert (event["reason"] is None) if event["accepted"] else event["reason"]
        assert record["state"]["node_id"] in nodes
    turns = read_audit(audit.read_text(encoding="utf-8"))
    assert [t.turn for t in turns] == [1, 2]
    for turn in turns:
        for round_ in turn.rounds:
            assert round_.latency_s > 0
            assert round_.error is not None or round_.prompt_tokens > 0
