"""Issue 18's contract: ``taleweaver play --content DIR --script FILE --json`` with no story starts at the
narrator's menu; describing a story emits ``storyDescribed`` and stays at the menu, entering emits
``storyEntered``, exiting ``storyExited`` and the menu again. On a library of three stories written here."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from .conftest import FIXTURES, Row, run_cli, write_script

LIBRARY = FIXTURES / "menu_library"
TITLES = {
    d.name: json.loads((d / "manifest.json").read_text(encoding="utf-8"))
    for d in LIBRARY.iterdir()
    if (d / "manifest.json").is_file()
}
SCRIPT = [
    "what stories are there",  # 1: the list
    "tell me about the orchard one",  # 2: describe
    "what is the train one about?",  # 3: describe another
    "let's play it",  # 4: the one talked about last
    "I'm bored, exit",  # 5
    "tell me about the beekeeper's riddle",  # 6
    "that one",  # 7
    "exit",  # 8
    "tell me about the dragon story",  # 9: unknown
    "what's the bee one about",  # 10
    "I want to play the orchard",  # 11: named and entered
]


@pytest.fixture(scope="module")
def rows(tmp_path_factory: pytest.TempPathFactory, validate: Any) -> list[Row]:
    script = write_script(tmp_path_factory.mktemp("menu"), SCRIPT)
    done = run_cli("play", "--content", str(LIBRARY), "--script", str(script), "--json")
    assert done.code == 0, done.stderr
    assert "Traceback" not in done.stderr
    rows: list[Row] = validate(done.rows)
    return rows


def _types(row: Row) -> list[str]:
    return [e["type"] for e in row["events"]]


def _said(row: Row) -> str:
    return " ".join(line["text"] for line in row["lines"] if line["speaker"] == "narrator")


def _lists_every_story(row: Row) -> None:
    for manifest in TITLES.values():
        assert manifest["title"] in _said(row)


def test_the_session_opens_at_the_menu_listing_the_stories(rows: list[Row]) -> None:
    opening = rows[0]
    assert opening["input"] is None
    assert opening["state"]["mode"] == "menu"
    assert opening["state"]["story_id"] is None
    _lists_every_story(opening)
    assert {(o["kind"], o["id"]) for o in opening["options"]} == {("story", sid) for sid in TITLES}
    assert len(rows) == len(SCRIPT) + 1


def test_asking_for_the_list_lists_without_entering(rows: list[Row]) -> None:
    row = rows[1]
    assert row["state"]["mode"] == "menu"
    assert not {"storyEntered", "storyDescribed"} & set(_types(row))
    _lists_every_story(row)


@pytest.mark.parametrize(
    ("index", "story_id"), [(2, "glass_orchard"), (3, "night_train"), (6, "beekeeper"), (10, "beekeeper")]
)
def test_describing_a_story_stays_at_the_menu(rows: list[Row], index: int, story_id: str) -> None:
    row = rows[index]
    assert row["input"] == SCRIPT[index - 1]
    assert {"type": "storyDescribed", "story_id": story_id} in row["events"]
    assert "storyEntered" not in _types(row)
    assert row["state"]["mode"] == "menu"
    assert TITLES[story_id]["description"] in _said(row)


@pytest.mark.parametrize(("index", "story_id"), [(4, "night_train"), (7, "beekeeper"), (11, "glass_orchard")])
def test_entering_the_story_talked_about(rows: list[Row], index: int, story_id: str) -> None:
    row = rows[index]
    assert {"type": "storyEntered", "story_id": story_id} in row["events"]
    assert row["state"]["mode"] == "story"
    assert row["state"]["story_id"] == story_id
    start = json.loads((LIBRARY / story_id / "storylines/ch1/start.json").read_text(encoding="utf-8"))
    assert row["lines"][-1] == {"speaker": start["speaker"], "text": start["text"]}
    assert {o["id"] for o in row["options"]} >= {"step_closer", "turn_back"}


@pytest.mark.parametrize(("index", "story_id"), [(5, "night_train"), (8, "beekeeper")])
def test_exiting_goes_back_to_the_menu(rows: list[Row], index: int, story_id: str) -> None:
    row = rows[index]
    assert {"type": "storyExited", "story_id": story_id} in row["events"]
    assert row["state"]["mode"] == "menu"
    assert {line["speaker"] for line in row["lines"]} == {"narrator"}
    _lists_every_story(row)


def test_an_unknown_story_gets_the_real_ones(rows: list[Row]) -> None:
    row = rows[9]
    assert row["state"]["mode"] == "menu"
    assert not {"storyEntered", "storyDescribed"} & set(_types(row))
    _lists_every_story(row)


def test_asking_for_the_list_is_not_told_the_story_is_missing(rows: list[Row]) -> None:
    assert "don't have" not in _said(rows[1])


def test_the_menu_in_process_matches(tmp_path: Path, validate: Any) -> None:
    """The same contract through typer's runner, with lines a player types differently."""
    from .conftest import invoke

    script = write_script(tmp_path, ["Describe the glass orchard", "sure, let's play it", "stop, I'm bored"])
    done = invoke("play", "--content", str(LIBRARY), "--script", str(script), "--json")
    assert done.code == 0, done.stdout
    _, about, enter, bored = validate(done.rows)
    assert about["events"] == [{"type": "storyDescribed", "story_id": "glass_orchard"}]
    assert about["state"]["mode"] == "menu"
    assert {"type": "storyEntered", "story_id": "glass_orchard"} in enter["events"]
    assert {"type": "storyExited", "story_id": "glass_orchard"} in bored["events"]
    assert bored["state"]["mode"] == "menu"
