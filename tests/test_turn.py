"""The typed turn: every row the terminal player (``play --json``), the voice loop and the HTTP play API
emit validates against the one published schema (``taleweaver schema --file turn``), over every bundled
story's playthroughs plus the inputs that make every kind of player event."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from jsonschema import Draft202012Validator
from typer.testing import CliRunner

from conftest import TURN_VALIDATOR
from taleweaver.apps.http_play.catalog import load_catalog
from taleweaver.apps.voice_player.loop import VoicePlayer
from taleweaver.cli import play_commands
from taleweaver.cli.app import app as cli_app
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import bundled_root, load_library_from
from taleweaver.intent import IntentMatcher
from taleweaver.player.session import PlaySession
from taleweaver.server.app import create_app
from taleweaver.server.config import ServerConfig
from taleweaver.testing import FakeSynthesizer, FakeTranscriber, HashingEncoder
from taleweaver.turn import EVENT_ADAPTER, ROW_ADAPTER, TurnRow, turn_schema
from taleweaver.voice import VoiceBank
from taleweaver.voice.audio import silence
from taleweaver.voice.edge import Utterance, WavDirSink
from taleweaver.voice.vad import energy_spans

ROOT = Path(__file__).parents[1]
PLAYTHROUGHS = ROOT / "tests" / "content" / "playthroughs"
EXTRA = ["/options", "/help", "99", "I look around carefully", "/do no_such_action", "/frobnicate"]
"""Inputs beyond the routes: every kind of note, a clarify, a refused command, an error."""


def _stories() -> list[str]:
    return sorted(load_library_from().stories)


def _inputs(story_id: str) -> list[str]:
    routes = sorted((PLAYTHROUGHS / story_id).glob("*.txt"))
    lines = routes[0].read_text(encoding="utf-8").splitlines() if routes else ["1", "1", "1"]
    steps = [ln for ln in lines if ln.strip() and not ln.startswith("#")]
    return EXTRA + steps + ["/exit"]


def _valid(row: dict[str, Any]) -> None:
    errors = sorted(TURN_VALIDATOR.iter_errors(row), key=lambda e: list(e.path))
    assert not errors, f"{errors[0].message} at {list(errors[0].path)} in {row}"
    ROW_ADAPTER.validate_python(row)  # the pydantic model reads back what it wrote


def test_the_schema_is_draft_2020_12_and_lists_every_event_type() -> None:
    schema = turn_schema()
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"].endswith("2020-12/schema")
    types = {
        d["properties"]["type"]["const"]
        for d in schema["$defs"].values()
        if "type" in d.get("properties", {})
    }
    engine_types = {"storyEntered", "storyExited", "sceneChanged", "speakerChanged", "flagSet"}
    player_types = {"chosen", "intent", "clarify", "blocked", "tool_call", "not_heard", "handoff", "fallback"}
    player_types |= {"options", "help", "quit", "error", "saved", "ended", "variableChanged"}
    assert engine_types | player_types | {"sceneActionPerformed"} <= types
    assert set(schema["required"]) == {"input", "lines", "options", "events", "state"}


def test_the_schema_admits_ink_rows_mixed_variables_and_a_reasoned_clarify() -> None:
    row = {
        "input": "2",
        "lines": [{"speaker": "player", "text": "I go."}],
        "options": [{"number": 1, "kind": "choice", "id": "knot.0.c-0", "label": "Stay"}],
        "events": [
            {"type": "chosen", "kind": "choice", "id": "knot.0.c-1", "via": "number"},
            {"type": "clarify", "options": [], "reason": "not_english"},
        ],
        "state": {
            "mode": "story",
            "story_id": "intercept",
            "scene_id": "knot",
            "node_id": "knot.0",
            "speaker": "narrator",
            "flags": {},
            "variables": {"forceful": 2, "name": "Hooper", "evasive": False, "ratio": 0.5},
            "ended": False,
        },
    }
    _valid(row)


def test_unknown_events_and_fields_are_refused() -> None:
    assert not TURN_VALIDATOR.is_valid({"input": None, "lines": [], "options": [], "events": [], "state": {}})
    with pytest.raises(ValueError, match="does not match any of the expected tags"):
        EVENT_ADAPTER.validate_python({"type": "teleported", "to": "moon"})
    with pytest.raises(ValueError, match="Extra inputs are not permitted"):
        EVENT_ADAPTER.validate_python({"type": "blocked", "reason": "locked", "secret": 1})


@pytest.mark.parametrize("story_id", _stories())
def test_every_cli_row_validates(story_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TALEWEAVER_MODEL", raising=False)
    monkeypatch.setattr(play_commands, "_matcher", lambda quiet: IntentMatcher(HashingEncoder()))
    script = tmp_path / "script.txt"
    inputs = _inputs(story_id)
    script.write_text("\n".join(inputs) + "\n", encoding="utf-8")
    result = CliRunner().invoke(cli_app, ["play", story_id, "--script", str(script), "--json"])
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert rows[0]["input"] is None
    assert len(rows) == len(inputs) + 1
    for row in rows:
        _valid(row)
    kinds = {e["type"] for row in rows for e in row["events"]}
    assert {"options", "help", "error", "storyExited"} <= kinds


@pytest.mark.parametrize("story_id", _stories())
async def test_every_voice_row_validates(story_id: str, tmp_path: Path) -> None:
    engine = StoryEngine(load_library_from())
    session = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()))
    player = VoicePlayer(
        session,
        FakeSynthesizer(),
        VoiceBank(menu_narrator=engine.library.narrator),
        WavDirSink(tmp_path),
        transcriber=FakeTranscriber(["this is never heard"]),
        vad=energy_spans,
    )
    rows = [player.opening(story_id)]
    rows += [await player.typed(text) for text in _inputs(story_id)[:12]]
    rows.append(await player.heard(Utterance(silence(1.0, 16000), "silence")))
    for row in rows:
        _valid(row)
        assert {"transcript", "audio", "timings"} <= set(row)
    assert rows[-1]["events"] == [{"type": "not_heard"}]


@pytest.fixture(scope="module")
def http() -> TestClient:
    catalog = load_catalog([], include_bundled=True)
    app = create_app(ServerConfig(), models={}, catalog=catalog)
    return TestClient(app, raise_server_exceptions=False)


@pytest.mark.parametrize("story_id", _stories())
def test_every_http_row_validates(story_id: str, http: TestClient) -> None:
    row = http.post("/play/start", json={"story_id": story_id}).json()
    _valid(row)
    assert "variables" not in row["state"]  # hidden until the story ends
    for text in _inputs(story_id):
        if text == "/exit":
            continue
        reply = http.post("/play/turn", json={"session": row["session"], "input": text})
        assert reply.status_code == 200, reply.text
        row = reply.json()
        _valid(row)
    save = http.get("/play/save", headers={"X-Taleweaver-Session": row["session"]})
    assert save.status_code == 200
    loaded = http.post("/play/load", json={"save": save.json()})
    assert loaded.status_code == 200, loaded.text
    _valid(loaded.json())


def test_the_openapi_document_declares_the_row(http: TestClient) -> None:
    spec = http.get("/openapi.json").json()
    for path in ("/play/start", "/play/turn", "/play/load"):
        ok = spec["paths"][path]["post"]["responses"]["200"]["content"]["application/json"]["schema"]
        assert ok == {"$ref": "#/components/schemas/TurnRow"}
    assert "TurnRow" in spec["components"]["schemas"]


def test_a_row_round_trips_through_the_model() -> None:
    engine = StoryEngine(load_library_from(bundled_root()))
    session = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()))
    out = session.start_story(_stories()[0])
    row = out.row()
    assert isinstance(row, TurnRow)
    again = TurnRow.model_validate_json(row.to_json_bytes())
    assert again.to_json() == row.to_json() == out.to_json()
