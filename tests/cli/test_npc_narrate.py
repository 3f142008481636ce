"""`taleweaver npc narrate`: the narrator's line from a real server (in-process or on loopback), or an
authored one when the server cannot narrate — exit 0 either way."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.models.port import ChatRequest
from taleweaver.npc.dm import NarrationFallback
from taleweaver.npc.state import ClientSave, parse_save
from taleweaver.npc.world import load_world
from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.testing import FunctionModel

runner = CliRunner()
FACT = "the harbour office keeps its lamps lit all night"


def narrator(request: ChatRequest) -> str:
    return f"Lamplight pools on the wet stones of the quay. [FACT: {FACT}]"


def test_without_a_model_an_authored_line_stands_in() -> None:
    result = runner.invoke(app, ["npc", "narrate", "--model", "offline", "--json"])
    assert result.exit_code == 0, result.output
    said = json.loads(result.stdout)
    assert said["degraded"] is True
    assert said["degraded_reason"] == "HTTP 502: config"
    world = load_world()
    assert said["display_text"] in NarrationFallback(world.quests).lines_for(world.start.canon_log)
    terminal = runner.invoke(app, ["npc", "narrate", "--model", "offline"])
    assert terminal.exit_code == 0
    assert "an authored line stands in" in " ".join(terminal.output.split())


def test_a_running_server_narrates_and_the_facts_join_the_state(tmp_path: Path) -> None:
    world = load_world()
    state = tmp_path / "state.json"
    state.write_text(ClientSave.new(world.start).to_json(), encoding="utf-8")
    app_under_test = create_app(models={"narrator": FunctionModel(narrator)}, world=world)
    with serve_in_background(app_under_test) as url:
        result = runner.invoke(app, ["npc", "narrate", "--server", url, "--state", str(state), "--json"])
    assert result.exit_code == 0, result.output
    said = json.loads(result.stdout)
    assert said["degraded"] is False
    assert said["display_text"] == "Lamplight pools on the wet stones of the quay."
    assert said["facts"] == [FACT]
    saved = parse_save(state.read_text(encoding="utf-8"), source=str(state))
    assert saved.canon_log.facts[-1] == FACT


def test_a_server_that_is_not_there_is_not_an_error(tmp_path: Path) -> None:
    with serve_in_background(create_app(models={}, world=load_world())) as url:
        pass
    result = runner.invoke(app, ["npc", "narrate", "--server", url, "--json"])
    assert result.exit_code == 0, result.output
    said = json.loads(result.stdout)
    assert said["degraded_reason"] == "transport: the server could not be reached"
    assert said["display_text"].startswith("The Brackwater docks, at dusk.")


def test_a_corrupt_state_file_is_one_clear_line(tmp_path: Path) -> None:
    state = tmp_path / "state.json"
    state.write_text("{not json", encoding="utf-8")
    result = runner.invoke(app, ["npc", "narrate", "--state", str(state)])
    assert result.exit_code == 2
    assert "not JSON" in result.stderr
