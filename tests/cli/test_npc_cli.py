"""`taleweaver npc chat|list` and `taleweaver serve` through the CLI (CliRunner, --script/--json)."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.models.port import ChatRequest
from taleweaver.npc.world import load_world
from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.testing import FunctionModel

runner = CliRunner()
KEYS = {
    "input",
    "npc_id",
    "prose",
    "display_text",
    "valid_moves",
    "dropped_moves",
    "facts",
    "disposition",
    "degraded",
    "degraded_reason",
    "ended",
    "hostile",
    "available_moves",
}


def fenn(request: ChatRequest) -> str:
    said = request.messages[-1].content.rsplit("\n", 1)[-1]
    if "ledger" in said:
        return (
            '"Two nights gone." [MOVE: offer_quest(find_the_ledger)] [MOVE: reveal(varrell_twins)] '
            "[MOVE: give_item(gold_crown)] [ADJUST_DISPOSITION: 40] [FACT: the counting-room has one door]"
        )
    if "coin" in said:
        return '"I\'ll take that." [MOVE: accept_item(silver_mark)] [MOVE: accept_item(cellar_key)]'
    if "bye" in said:
        return '"Off with you." [MOVE: end_conversation]'
    return '"Mm." [MOVE: offer_quest(find_the_ledger)]'


@pytest.fixture(scope="module")
def server_url() -> Iterator[str]:
    app = create_app(models={"npc": FunctionModel(fenn)}, world=load_world())
    with serve_in_background(app) as url:
        yield url


def script(tmp_path: Path, *lines: str) -> str:
    path = tmp_path / "script.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def records(stdout: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in stdout.splitlines()]


def test_offline_chat_degrades_to_varied_in_voice_lines(tmp_path: Path) -> None:
    lines = script(tmp_path, "Hello.", "", "Your ledger?", "Anything?", "Still there?")

    result = runner.invoke(app, ["npc", "chat", "fenn", "--model", "offline", "--script", lines, "--json"])

    assert result.exit_code == 0, result.output
    turns = records(result.stdout)
    assert len(turns) == 4  # the blank line is not processed
    assert all(set(turn) == KEYS for turn in turns)
    assert all(turn["degraded"] and turn["valid_moves"] == [] and turn["disposition"] == 0 for turn in turns)
    texts = [turn["display_text"] for turn in turns]
    assert all(text in load_world().npcs["fenn"].fallback_lines for text in texts)
    assert all(a != b for a, b in itertools.pairwise(texts))


def test_a_conversation_applies_moves_persists_state_and_stops_at_end(
    tmp_path: Path, server_url: str
) -> None:
    state = tmp_path / "state.json"
    lines = script(tmp_path, "What about the ledger?", "Take this coin.", "bye", "never processed")

    result = runner.invoke(
        app,
        ["npc", "chat", "fenn", "--server", server_url, "--state", str(state), "--script", lines, "--json"],
    )

    assert result.exit_code == 0, result.output
    first, second, third = records(result.stdout)
    assert first["valid_moves"] == [
        "offer_quest(find_the_ledger)",
        "reveal(varrell_twins)",
        "adjust_disposition(15)",
    ]
    assert [d["move"] for d in first["dropped_moves"]] == ["give_item(gold_crown)"]  # type: ignore[index, union-attr]
    assert first["facts"] == ["the counting-room has one door"]
    assert first["disposition"] == 15
    assert first["display_text"] == '"Two nights gone."'
    assert second["valid_moves"] == ["accept_item(silver_mark)"]
    assert third["ended"] is True
    saved = json.loads(state.read_text())
    assert saved["game"]["npc_dispositions"] == {"fenn": 15}
    assert saved["game"]["inventory"] == {"silver_mark": 2}
    assert saved["game"]["revealed_topics"] == ["varrell_twins"]
    assert [q["id"] for q in saved["canon_log"]["active_quests"]] == ["find_the_ledger"]
    assert "the counting-room has one door" in saved["canon_log"]["facts"]

    again = runner.invoke(
        app,
        ["npc", "chat", "fenn", "--server", server_url, "--state", str(state), "--script", lines, "--json"],
    )

    resumed = records(again.stdout)[0]
    assert "offer_quest(find_the_ledger)" not in resumed["available_moves"]  # type: ignore[operator]
    assert [d["move"] for d in resumed["dropped_moves"]] == [  # type: ignore[union-attr]
        "offer_quest(find_the_ledger)",
        "reveal(varrell_twins)",
        "give_item(gold_crown)",
    ]
    assert resumed["disposition"] == 30


def test_interactive_mode_shows_prose_moves_and_disposition(server_url: str) -> None:
    result = runner.invoke(
        app, ["npc", "chat", "fenn", "--server", server_url], input="Your ledger?\n/moves\n/quit\n"
    )

    assert result.exit_code == 0, result.output
    assert "Two nights gone." in result.stdout
    assert "✓ offer_quest(find_the_ledger)" in result.stdout
    assert "✗ give_item(gold_crown)" in result.stdout
    assert "fact: the counting-room has one door" in result.stdout
    assert "disposition 15 (neutral)" in result.stdout
    assert "reveal(fenns_debt)" in result.stdout  # from /moves


def test_list_shows_the_bundled_npcs() -> None:
    result = runner.invoke(app, ["npc", "list"])

    assert "fenn\tFenn\ttownsfolk" in result.stdout
    assert "odile_marsh\tOdile Marsh\ttownsfolk" in result.stdout


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["npc", "chat", "nobody", "--model", "offline"], "no NPC 'nobody'; known: brannoc_thane"),
        (["npc", "chat", "fenn", "--model", "nonsense"], "unknown model spec 'nonsense'"),
        (
            ["npc", "chat", "fenn", "--model", "offline", "--script", "/no/such/file"],
            "cannot read the script",
        ),
        (["npc", "list", "--content", "/no/such/dir"], "not a directory"),
        (["serve", "--content", "/no/such/dir"], "not a directory"),
    ],
)
def test_bad_input_is_one_clear_line_and_exit_2(args: list[str], fragment: str) -> None:
    result = runner.invoke(app, args)

    assert result.exit_code == 2
    assert fragment in result.stderr
    assert "Traceback" not in result.output


def test_a_corrupt_state_file_is_a_clear_error(tmp_path: Path) -> None:
    state = tmp_path / "state.json"
    state.write_text("{broken", encoding="utf-8")

    result = runner.invoke(app, ["npc", "chat", "fenn", "--model", "offline", "--state", str(state)])

    assert result.exit_code == 2
    assert f"{state}: not JSON" in result.stderr
