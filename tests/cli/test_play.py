"""`taleweaver play --script FILE --json`: exactly one JSON object per input line and nothing else on
stdout; bad input is one clear line on stderr with exit 2. Most tests use the shipped fake encoder; the
subprocess tests run the installed command with the real MiniLM model."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from taleweaver.cli import play_commands
from taleweaver.cli.app import app
from taleweaver.content.reach import explore
from taleweaver.files import load_library_from
from taleweaver.intent import IntentMatcher
from taleweaver.testing import HashingEncoder

ROOT = Path(__file__).parents[2]
FIXTURES = ROOT / "tests" / "content" / "fixtures"
SEED_ROOT = FIXTURES / "seed_root"
SEED_STORY = SEED_ROOT / "story_cove"
PLAYTHROUGHS = sorted((ROOT / "tests" / "content" / "playthroughs").glob("*/*.txt"))
STATE_KEYS = {"mode", "story_id", "scene_id", "node_id", "speaker", "flags", "variables", "ended"}
ROW_KEYS = {"input", "lines", "options", "events", "state"}

runner = CliRunner()


@pytest.fixture(autouse=True)
def offline(monkeypatch: pytest.MonkeyPatch) -> None:
    """No model voices the story, and free text is matched by the fake encoder (no model files)."""
    monkeypatch.delenv("TALEWEAVER_MODEL", raising=False)
    monkeypatch.setattr(play_commands, "_matcher", lambda quiet: IntentMatcher(HashingEncoder()))


def _play(tmp_path: Path, args: list[str], lines: list[str]) -> Result:
    script = tmp_path / "script.txt"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return runner.invoke(app, ["play", *args, "--script", str(script), "--json"])


def _rows(stdout: str) -> list[dict[str, Any]]:
    """The rows after the opening row (which is checked here: input null, lines and options)."""
    opening, *rows = [json.loads(line) for line in stdout.splitlines()]
    assert opening["input"] is None
    assert set(opening) == ROW_KEYS
    assert opening["lines"]
    return rows


def _objects(result: Result) -> list[dict[str, Any]]:
    assert result.exit_code == 0, result.output
    return _rows(result.stdout)


def test_the_opening_row_shows_the_first_lines_and_options(tmp_path: Path) -> None:
    result = _play(tmp_path, ["story_cove", "--content", str(SEED_ROOT)], ["/do offer_help"])
    opening = json.loads(result.stdout.splitlines()[0])
    assert opening["input"] is None
    assert opening["lines"] == [
        {"speaker": "morrow", "text": "Another stranger out of the rain. Here to help or here to gawk?"}
    ]
    assert [o["id"] for o in opening["options"]][:2] == ["offer_help", "insult_morrow"]
    assert opening["state"]["node_id"] == "meet_morrow"
    assert opening["events"][0] == {"type": "storyEntered", "story_id": "story_cove"}


def test_chosen_events_name_what_was_taken_and_how(tmp_path: Path) -> None:
    rows = _objects(
        _play(tmp_path, ["story_cove", "--content", str(SEED_ROOT)], ["1", "/act examine_nets", "/go cellar"])
    )
    chosen = [next(e for e in r["events"] if e["type"] == "chosen") for r in rows]
    assert chosen == [
        {"type": "chosen", "kind": "action", "id": "offer_help", "via": "number"},
        {"type": "chosen", "kind": "scene_action", "id": "examine_nets", "via": "command"},
        {"type": "chosen", "kind": "scene", "id": "cellar", "via": "command"},
    ]


def test_one_json_object_per_input_line_and_nothing_else(tmp_path: Path) -> None:
    lines = ["/do offer_help", "", "   ", "/go cellar", "1", "what about the weather", "/act tap_barrels"]
    result = _play(tmp_path, ["story_cove", "--content", str(SEED_ROOT)], lines)
    assert result.exit_code == 0, result.output
    raw = result.stdout.splitlines()
    assert len(raw) == 6  # the opening row, then one per input; blank lines are not inputs
    objects = _rows(result.stdout)
    assert [o["input"] for o in objects] == [
        "/do offer_help",
        "/go cellar",
        "1",
        "what about the weather",
        "/act tap_barrels",
    ]
    for o in objects:
        assert set(o) == ROW_KEYS
        assert set(o["state"]) == STATE_KEYS
        assert all("type" in e for e in o["events"])
        assert all(set(line) == {"speaker", "text"} for line in o["lines"])


def test_state_fields_and_speaker_ids(tmp_path: Path) -> None:
    first, second = _objects(
        _play(tmp_path, ["story_cove", "--content", str(SEED_ROOT)], ["/do offer_help", "/do find_pip"])
    )
    assert first["state"] == {
        "mode": "story",
        "story_id": "story_cove",
        "scene_id": "inn",
        "node_id": "morrow_pleased",
        "speaker": "morrow",
        "flags": {"trust_morrow": True},
        "variables": {},
        "ended": False,
    }
    assert second["state"]["speaker"] == "pip"
    assert second["lines"] == [
        {
            "speaker": "pip",
            "text": "You're the new one? The cargo's under the inn, but the excise men are watching.",
        }
    ]
    speaker = next(e for e in second["events"] if e["type"] == "speakerChanged")
    assert speaker["character"] == {
        "id": "pip",
        "name": "Pip",
        "voice": "verse",
        "voice_tone": "Bright, fast, cheeky.",
    }


def test_blocked_has_a_reason_and_clarify_has_options(tmp_path: Path) -> None:
    blocked, clarify = _objects(
        _play(tmp_path, ["story_cove", "--content", str(SEED_ROOT)], ["/go cellar", "the captain"])
    )
    assert blocked["events"] == [
        {"type": "blocked", "reason": "Morrow blocks the stairs: she doesn't trust you yet."}
    ]
    assert blocked["state"]["scene_id"] == "inn"
    (event,) = clarify["events"]
    assert event["type"] == "clarify"
    assert 2 <= len(event["options"]) <= 3  # the closest options, with their numbers
    assert all({"number", "kind", "id", "label"} <= set(o) for o in event["options"])
    assert clarify["options"][3] == {
        "number": 4,
        "kind": "scene",
        "id": "cellar",
        "label": "Slip down the cellar stairs",
        "available": False,
        "reason": "Morrow blocks the stairs: she doesn't trust you yet.",
    }


def test_numbers_choose_options(tmp_path: Path) -> None:
    objects = _objects(_play(tmp_path, ["story_cove", "--content", str(SEED_ROOT)], ["1", "1", "2"]))
    assert [o["state"]["node_id"] for o in objects] == ["morrow_pleased", "pip_on_quay", "quiet_night"]
    assert objects[-1]["state"]["ended"] is True
    assert objects[-1]["events"][-1] == {"type": "ended", "story_id": "story_cove", "node_id": "quiet_night"}


def test_free_text_is_matched(tmp_path: Path) -> None:
    (out,) = _objects(
        _play(tmp_path, ["story_cove", "--content", str(SEED_ROOT)], ["offer help to the captain"])
    )
    assert out["events"][0]["type"] == "intent"
    assert out["events"][0]["key"] == "do:offer_help"
    assert out["state"]["node_id"] == "morrow_pleased"


def test_menu_mode_without_a_story(tmp_path: Path) -> None:
    objects = _objects(
        _play(tmp_path, ["--content", str(SEED_ROOT)], ["/options", "/select story_cove", "/exit"])
    )
    assert objects[0]["state"]["mode"] == "menu"
    assert objects[0]["events"][0]["options"] == [
        {"number": 1, "kind": "story", "id": "story_cove", "label": "Smugglers' Cove"}
    ]
    assert objects[1]["state"]["node_id"] == "meet_morrow"
    assert objects[2]["state"]["mode"] == "menu"
    assert objects[2]["lines"] == [
        {"speaker": "narrator", "text": "Come in out of the rain, traveller!"},
        {
            "speaker": "narrator",
            "text": "I have one story for you: Smugglers' Cove. "
            "Ask me about one, or tell me which you'd like to play.",
        },
    ]


def test_a_story_folder_given_as_path(tmp_path: Path) -> None:
    (out,) = _objects(_play(tmp_path, [str(SEED_STORY)], ["/do insult_morrow"]))
    assert out["state"]["story_id"] == "story_cove"
    assert out["state"]["ended"] is True


def test_a_content_root_given_as_path_starts_in_the_menu(tmp_path: Path) -> None:
    (out,) = _objects(_play(tmp_path, [str(SEED_ROOT)], ["/select story_cove"]))
    assert out["events"][0] == {"type": "storyEntered", "story_id": "story_cove"}


def test_quit_stops_reading(tmp_path: Path) -> None:
    objects = _objects(_play(tmp_path, [str(SEED_STORY)], ["/quit", "/do offer_help"]))
    assert [o["input"] for o in objects] == ["/quit"]


def test_inputs_from_stdin(tmp_path: Path) -> None:
    result = runner.invoke(app, ["play", str(SEED_STORY), "--json"], input="/do offer_help\n\n/go cellar\n")
    objects = _objects(result)
    assert [o["state"]["scene_id"] for o in objects] == ["inn", "cellar"]


def test_save_then_load(tmp_path: Path) -> None:
    save = tmp_path / "slot.json"
    first = _objects(
        _play(tmp_path, [str(SEED_STORY)], ["/do offer_help", "/act examine_nets", f"/save {save}"])
    )
    assert first[-1]["events"] == [{"type": "saved", "file": str(save)}]
    assert json.loads(save.read_text())["state"]["node_id"] == "morrow_pleased"
    resumed = _objects(
        _play(tmp_path, [str(SEED_STORY), "--load", str(save)], ["/go cellar", "/do find_pip"])
    )
    assert resumed[0]["state"]["scene_id"] == "cellar"  # the trust flag came back with the save
    assert resumed[1]["state"]["node_id"] == "pip_on_quay"


def test_a_save_can_be_resumed_and_saved_again_identically(tmp_path: Path) -> None:
    one, two = tmp_path / "one.json", tmp_path / "two.json"
    _objects(_play(tmp_path, [str(SEED_STORY)], ["/do offer_help", f"/save {one}"]))
    _objects(_play(tmp_path, [str(SEED_STORY), "--load", str(one)], [f"/save {two}"]))
    assert one.read_text() == two.read_text()


# ── bad input: one clear line on stderr, exit 2, no traceback ───────────────


def _one_clear_line(result: Result, *parts: str, code: int = 2) -> None:
    assert result.exit_code == code, result.output
    assert result.stdout == ""
    message = " ".join(result.stderr.split())
    for part in parts:
        assert part in message, message
    assert "Traceback" not in result.stderr
    assert result.stderr.count("error:") == 1


def test_unknown_story_id(tmp_path: Path) -> None:
    result = _play(tmp_path, ["atlantis", "--content", str(SEED_ROOT)], ["/options"])
    _one_clear_line(result, "no story or folder named 'atlantis'", "Stories: story_cove")


def test_bad_path(tmp_path: Path) -> None:
    result = _play(tmp_path, [str(tmp_path / "nowhere" / "story")], ["/options"])
    _one_clear_line(result, "nowhere/story", "Stories: bramble_books, pirates")


def test_missing_script(tmp_path: Path) -> None:
    result = runner.invoke(app, ["play", str(SEED_STORY), "--script", str(tmp_path / "nope.txt"), "--json"])
    _one_clear_line(result, "cannot read script", "nope.txt")


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("{oops", ("save is not JSON",)),
        ('{"format": "taleweaver-save", "version": 9}', ("version 9 is not supported",)),
    ],
)
def test_bad_save_files(tmp_path: Path, text: str, parts: tuple[str, ...]) -> None:
    save = tmp_path / "bad.json"
    save.write_text(text)
    result = _play(tmp_path, [str(SEED_STORY), "--load", str(save)], ["/options"])
    _one_clear_line(result, "bad.json", *parts)


def test_a_save_for_other_content(tmp_path: Path) -> None:
    save = tmp_path / "pirates.json"
    _objects(runner.invoke(app, ["play", "pirates", "--json"], input=f"/save {save}\n"))
    result = _play(tmp_path, [str(SEED_STORY), "--load", str(save)], ["/options"])
    _one_clear_line(result, "story 'pirates', which is not loaded")


def test_a_missing_save_file(tmp_path: Path) -> None:
    result = _play(tmp_path, [str(SEED_STORY), "--load", str(tmp_path / "gone.json")], ["/options"])
    _one_clear_line(result, "cannot read save", "gone.json")


def test_broken_content_exits_3_with_every_error(tmp_path: Path) -> None:
    result = _play(tmp_path, [str(FIXTURES / "broken_story")], ["/options"])
    assert result.exit_code == 3
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    assert "run `taleweaver check` for details" in result.stderr
    assert "meet.json:scene" in result.stderr


# ── every playthrough of the bundled stories reaches its ending ─────────────


@pytest.mark.parametrize("script", PLAYTHROUGHS, ids=[f"{p.parent.name}/{p.stem}" for p in PLAYTHROUGHS])
def test_playthrough_reaches_its_ending(script: Path) -> None:
    story = script.parent.name
    result = runner.invoke(app, ["play", story, "--script", str(script), "--json"])
    objects = _objects(result)
    inputs = [line for line in script.read_text().splitlines() if line.strip()]
    assert len(objects) == len(inputs)
    assert all(not any(e["type"] in ("blocked", "error", "clarify") for e in o["events"]) for o in objects)
    assert objects[-1]["events"][-1] == {"type": "ended", "story_id": story, "node_id": script.stem}
    assert objects[-1]["state"]["ended"] is True


def test_there_is_a_playthrough_for_every_reachable_ending() -> None:
    library = load_library_from()
    covered = {(p.parent.name, p.stem) for p in PLAYTHROUGHS}
    for story in library.stories.values():
        assert {(story.id, e) for e in explore(story).endings} <= covered


# ── the installed command, with the real MiniLM model ───────────────────────


def _installed(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    exe = Path(sys.executable).parent / "taleweaver"
    env = {k: v for k, v in os.environ.items() if k != "TALEWEAVER_MODEL"}
    return subprocess.run(
        [str(exe), *args], input=stdin, capture_output=True, text=True, env=env, timeout=120, check=False
    )


def test_installed_command_plays_a_seed_story_with_free_text(tmp_path: Path) -> None:
    script = tmp_path / "free.txt"
    script.write_text(
        "I would be glad to help you, captain\nlets go and look for pip\nwhat a nice day it is\n"
    )
    done = _installed(["play", "story_cove", "--content", str(SEED_ROOT), "--script", str(script), "--json"])
    assert done.returncode == 0, done.stderr
    objects = _rows(done.stdout)
    assert [o["events"][0].get("key") for o in objects] == ["do:offer_help", "do:find_pip", None]
    assert objects[2]["events"][0]["type"] == "clarify"  # small talk takes no action
    assert objects[2]["state"]["node_id"] == "pip_on_quay"


def test_installed_command_unknown_story_is_one_line_exit_2() -> None:
    done = _installed(["play", "atlantis", "--json"])
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert "no story or folder named 'atlantis'" in done.stderr


def test_done_when_a_seed_format_story_folder_loads_checks_and_plays(tmp_path: Path) -> None:
    """Issue 2, 'Done when': a seed-format folder nobody on the team wrote (display-name speakers, legacy
    fields, a flag-gated map edge) checks clean and plays to an ending through --script/--json."""
    checked = _installed(["check", str(SEED_STORY), "--json"])
    assert checked.returncode == 0, checked.stderr
    assert json.loads(checked.stdout)["findings"] == []
    script = tmp_path / "route.txt"
    script.write_text("/go cellar\n1\n/go cellar\n/act tap_barrels\n/go inn\n/do find_pip\n1\n")
    done = _installed(["play", str(SEED_STORY), "--script", str(script), "--json"])
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    objects = _rows(done.stdout)
    assert len(objects) == 7
    assert objects[0]["events"][0]["type"] == "blocked"
    assert [o["state"]["scene_id"] for o in objects] == [
        "inn",
        "inn",
        "cellar",
        "cellar",
        "inn",
        "quay",
        "cellar",
    ]
    assert objects[-1]["state"] == {
        "mode": "story",
        "story_id": "story_cove",
        "scene_id": "cellar",
        "node_id": "cargo_found",
        "speaker": "narrator",
        "flags": {"trust_morrow": True, "found_cargo": True},
        "variables": {},
        "ended": True,
    }
