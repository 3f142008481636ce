"""Issue 20's Twine contract: ``taleweaver import FILE --out DIR`` exits 0 and ``taleweaver check DIR`` exits
0 on stories that use only the supported macros — one per story format, written as authors write them
(StoryTitle/StoryData, tags, metadata, all link syntaxes, setters, nested conditionals, StoryInit/startup,
comments, unicode, names with spaces and punctuation), as Twee 3, Twine 2 published HTML and an archive —
and each plays as its story format would, and survives export → import."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from taleweaver.content.template import parse_condition
from taleweaver.files import check_path

from .conftest import FIXTURES, Row, invoke, run_cli, write_script
from .twine_html import archive_html, parse_twee, published_html

TWINE = FIXTURES / "twine"
STORIES = {"harlowe_lantern": "harlowe-3", "sugarcube_heist": "sugarcube-2", "chapbook_garden": "chapbook-1"}


def _import(source: Path, out: Path, *extra: str) -> None:
    done = invoke("import", str(source), "--out", str(out), *extra)
    assert done.code == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr


def _files(out: Path) -> dict[str, Any]:
    files = {str(p.relative_to(out)): json.loads(p.read_text(encoding="utf-8")) for p in out.rglob("*.json")}
    files["manifest.json"].pop("id")
    return files


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    base = tmp_path_factory.mktemp("twine")
    out = {}
    for name in STORIES:
        out[name] = base / name
        _import(TWINE / f"{name}.twee", out[name])
    return out


def test_import_and_check_exit_zero_in_a_subprocess(tmp_path: Path) -> None:
    out = tmp_path / "the_lantern"
    done = run_cli("import", str(TWINE / "harlowe_lantern.twee"), "--out", str(out))
    assert done.code == 0, done.stderr
    assert "harlowe-3" in done.stdout
    checked = run_cli("check", str(out))
    assert checked.code == 0, checked.stdout + checked.stderr
    assert "untranslated" not in checked.stdout
    assert json.loads((out / "manifest.json").read_text(encoding="utf-8"))["id"] == "the_lantern"


@pytest.mark.parametrize("name", STORIES)
def test_only_supported_macros_means_no_error_and_nothing_untranslated(
    imported: dict[str, Path], name: str
) -> None:
    out = imported[name]
    findings = check_path(out)
    assert not [f for f in findings if f.severity == "error"], findings
    assert not [f for f in findings if f.code == "untranslated_macro"], [f.message for f in findings]
    for node in (out / "storylines").rglob("*.json"):
        data = json.loads(node.read_text(encoding="utf-8"))
        assert data["imported"]["format"] == STORIES[name]
        assert not re.search(r"<<|>>|\(\w[\w-]*:|\[\[|<!--|\\\n", data["text"]), data["text"]


@pytest.mark.parametrize("name", STORIES)
def test_published_html_imports_as_the_twee_does(
    tmp_path: Path, imported: dict[str, Path], name: str
) -> None:
    page = tmp_path / f"{name}.html"
    page.write_text(published_html(parse_twee((TWINE / f"{name}.twee").read_text(encoding="utf-8"))), "utf-8")
    _import(page, tmp_path / "from_html")
    assert _files(tmp_path / "from_html") == _files(imported[name])


def test_an_archive_needs_story_and_gives_the_one_named(tmp_path: Path, imported: dict[str, Path]) -> None:
    stories = [parse_twee((TWINE / f"{name}.twee").read_text(encoding="utf-8")) for name in STORIES]
    archive = tmp_path / "library.html"
    archive.write_text(archive_html(stories), encoding="utf-8")
    refused = invoke("import", str(archive), "--out", str(tmp_path / "any"))
    assert refused.code == 3
    assert "--story" in refused.stdout + refused.stderr
    assert not (tmp_path / "any").exists()
    _import(archive, tmp_path / "hives", "--story", "Ruth's Silent Hives")
    assert _files(tmp_path / "hives") == _files(imported["chapbook_garden"])


def _play(tmp_path: Path, out: Path, lines: list[str], validate: Any) -> list[Row]:
    done = invoke("play", str(out), "--script", str(write_script(tmp_path, lines)), "--json")
    assert done.code == 0, done.stdout
    rows: list[Row] = validate(done.rows)
    return rows


def test_harlowe_plays_as_harlowe_would(tmp_path: Path, imported: dict[str, Path], validate: Any) -> None:
    rows = _play(
        tmp_path,
        imported["harlowe_lantern"],
        [
            "climb the steps",
            "go back down",
            "knock at the cottage",
            "ask about her daughter",
            "harbour steps",
            "climb the steps",
            "light the great lamp",
        ],
        validate,
    )
    opening, dark, _, kitchen, daughter, _, lamp, end = rows
    assert opening["state"]["variables"] == {"oil": 2, "visits": 0}  # the startup passage ran first
    assert opening["lines"][0]["text"].startswith("Fog rolls in off the water.")
    assert "the first passage" not in opening["lines"][0]["text"]  # the comment is not read out
    assert "You have 2 flasks of oil." in opening["lines"][0]["text"]
    assert [o["label"] for o in opening["options"]] == [
        "Climb the steps",
        "Knock at the cottage",
        "Wait for the fog to lift",
    ]
    assert dark["lines"][0]["text"] == "It is pitch dark. You hear the sea, and nothing else."
    assert [o["label"] for o in dark["options"]] == ["Go back down"]  # no lantern: the lamp is out of reach
    assert "She presses a brass lantern into your hands." in kitchen["lines"][0]["text"]
    assert "Back again" not in kitchen["lines"][0]["text"]
    assert kitchen["state"]["flags"]["has_lantern"] is True
    assert "Élise went up the tower" in daughter["lines"][0]["text"]
    assert lamp["lines"][0]["text"] == (
        "Your lantern throws long shadows up the spiral stair.\nThere is enough oil to light the great lamp."
    )
    assert [o["label"] for o in lamp["options"]] == ["Light the great lamp", "Go back down"]
    assert end["state"]["ended"] is True
    assert end["state"]["variables"]["oil"] == 1
    assert "Oil left: 1." in end["lines"][0]["text"]


def test_sugarcube_plays_as_sugarcube_would(tmp_path: Path, imported: dict[str, Path], validate: Any) -> None:
    rows = _play(
        tmp_path,
        imported["sugarcube_heist"],
        ["bribe the guard", "walk straight in", "open the vault", "home"],
        validate,
    )
    opening, guard, shop, vault, home = rows
    assert opening["state"]["variables"] == {"gold": 6, "turns": 1}  # StoryInit, then the street's own set
    assert opening["lines"][0]["text"] == (
        "Rain on cobblestones. The clockmaker's shop is dark; only the vault's little window glows.\n"
        "You carry 6 gold, and the night is young (turn 1).\n\nAll is quiet."
    )
    assert guard["lines"] == [
        {
            "speaker": "guard",
            "text": '"Pleasure doing business," the guard mutters. "You\'ve still got 4 on you."',
        }
    ]
    said = " ".join(shop["lines"][0]["text"].split())  # SugarCube keeps the line breaks around its macros
    assert said == "Hundreds of clocks tick out of step. You could afford to be careful."
    assert vault["state"]["variables"]["gold"] == 14
    assert home["state"]["ended"] is True
    assert home["lines"][0]["text"].startswith("You're home after 2 turns, with 14 gold.")
    assert "watch" not in home["lines"][0]["text"]
    assert "You are rich." in home["lines"][0]["text"]  # <<else if>>, the older spelling


def test_chapbook_plays_as_chapbook_would(tmp_path: Path, imported: dict[str, Path], validate: Any) -> None:
    rows = _play(
        tmp_path, imported["chapbook_garden"], ["1", "1", "hives", "back to the gate", "2", "1"], validate
    )
    opening, hives, inside, hives_again, gate, cottage, _ = rows
    assert opening["state"]["flags"] == {"stung": False}
    assert "You have visited the hives 1 time(s). You carry 0 jars of honey." in hives["lines"][0]["text"]
    assert "The bees ignore you." in hives["lines"][0]["text"]
    assert "This never shows." not in inside["lines"][0]["text"]
    assert inside["state"]["variables"]["honey"] == 2
    assert "Your hand still throbs" in hives_again["lines"][0]["text"]
    assert gate["state"]["variables"]["honey"] == 0  # the gate's vars section runs on every visit
    assert "been at the hives" not in cottage["lines"][0]["text"]


def _shape(out: Path) -> dict[str, Any]:
    """What the round trip keeps: per passage its links (label, target passage, conditions, effects), its
    on_enter, its text's conditions, and the story's flags and starting values."""
    nodes = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in (out / "storylines").rglob("*.json")}
    names = {nid: n["imported"]["passage"] for nid, n in nodes.items()}
    shape: dict[str, Any] = {
        "flags": sorted(json.loads((out / "flags.json").read_text(encoding="utf-8"))),
        "variables": json.loads((out / "variables.json").read_text(encoding="utf-8")),
    }
    for n in nodes.values():
        shape[n["imported"]["passage"]] = {
            "links": [
                (a["description"], names[a["next"]], a.get("requires", []), a.get("effects", {}))
                for a in n.get("actions", [])
            ],
            "on_enter": n.get("on_enter", {}),
            "text_conditions": [
                parse_condition(c) for c in re.findall(r"\{\{(?:if|elif) ([^}]*)\}\}", n["text"])
            ],
        }
    return shape


@pytest.mark.parametrize("name", STORIES)
def test_export_then_import_keeps_the_story(tmp_path: Path, imported: dict[str, Path], name: str) -> None:
    twee = tmp_path / "back.twee"
    done = invoke("export", str(imported[name]), "--format", "twee", "--out", str(twee))
    assert done.code == 0, done.stdout
    data = json.loads(twee.read_text(encoding="utf-8").split(":: StoryData\n", 1)[1].split("\n\n", 1)[0])
    assert re.fullmatch(r"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}", data["ifid"])
    _import(twee, tmp_path / "again")
    assert _shape(tmp_path / "again") == _shape(imported[name])
