"""Issue 20's "Bad input": an ink JSON of an unsupported version, a malformed sidecar, a Twee file with a
broken passage header, a link to a missing passage, a macro the importer cannot translate — each a clear
finding naming the file, the passage or line and the fix; never a traceback; nothing half-written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import invoke, run_cli, write_script


def _said(run: object) -> str:
    text = getattr(run, "stdout", "") + getattr(run, "stderr", "")
    assert "Traceback" not in text
    return " ".join(text.split())


# ── ink ──────────────────────────────────────────────────────────────────────
def test_an_unsupported_ink_version_names_the_file_and_the_fix(
    tmp_path: Path, ink_stories: dict[str, Path]
) -> None:
    data = json.loads(ink_stories["lighthouse"].read_text(encoding="utf-8"))
    data["inkVersion"] = 22
    story = tmp_path / "future.ink.json"
    story.write_text(json.dumps(data), encoding="utf-8")
    done = run_cli("play", str(story), "--script", str(write_script(tmp_path, ["1"])), "--json")
    assert done.code == 3
    said = _said(done)
    assert "future.ink.json" in said
    assert "version 22" in said
    assert "recompile" in said
    assert done.stdout == ""  # no row for a story that cannot be played


SIDECARS = {
    "not JSON": ('{"characters": {"keeper": {"voice": "ash",}}', "not valid JSON"),
    "unknown field": (
        '{"characters": {"keeper": {"mood": "grim"}}}',
        "characters.keeper.mood: unknown field",
    ),
    "not an object": ('["keeper"]', "should be a JSON object"),
    "bad regex": ('{"speaker_prefix": "(?P<name>"}', "speaker_prefix: not a regular expression"),
    "no name group": ('{"speaker_prefix": "^(\\\\w+): (.*)$"}', "needs a group named 'name'"),
    "unknown built-in": ('{"externals": {"roll": "eval"}}', "unknown built-ins: eval"),
}


@pytest.mark.parametrize("case", SIDECARS)
def test_a_malformed_sidecar_is_one_clear_error(
    tmp_path: Path, ink_stories: dict[str, Path], case: str
) -> None:
    text, expected = SIDECARS[case]
    folder = tmp_path / "story"
    folder.mkdir()
    (folder / "lighthouse.ink.json").write_text(
        ink_stories["lighthouse"].read_text(encoding="utf-8"), "utf-8"
    )
    (folder / "taleweaver.json").write_text(text, encoding="utf-8")
    done = invoke("play", str(folder), "--script", str(write_script(tmp_path, ["1"])), "--json")
    assert done.code == 3
    said = _said(done)
    assert "taleweaver.json" in said
    assert expected in said
    assert "Fix" in said


def test_a_broken_ink_source_names_its_line(tmp_path: Path, inkjs_dir: Path) -> None:
    source = tmp_path / "broken.ink"
    source.write_text("The door.\n* [Open it] -> hallway\n", encoding="utf-8")
    done = invoke("play", str(source), "--script", str(write_script(tmp_path, ["1"])), "--json")
    assert done.code == 3
    said = _said(done)
    assert "broken.ink" in said
    assert "line 2" in said
    assert "hallway" in said


def test_json_that_is_not_ink_is_refused(tmp_path: Path) -> None:
    story = tmp_path / "notes.ink.json"
    story.write_text('{"title": "not a story"}', encoding="utf-8")
    done = invoke("play", str(story), "--script", str(write_script(tmp_path, ["1"])), "--json")
    assert done.code == 3
    assert "not a compiled ink story" in _said(done)


# ── Twine ────────────────────────────────────────────────────────────────────
def _import(tmp_path: Path, text: str, *extra: str) -> tuple[object, Path]:
    source = tmp_path / "story.twee"
    source.write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    return invoke("import", str(source), "--out", str(out), *extra), out


def test_a_broken_passage_header_names_its_line_and_writes_nothing(tmp_path: Path) -> None:
    done, out = _import(
        tmp_path, ":: StoryTitle\nBroken\n\n:: The Start [place\nHello. [[Next]]\n\n:: Next\nEnd.\n"
    )
    assert done.code == 3  # type: ignore[attr-defined]
    said = _said(done)
    assert "story.twee:line 4" in said
    assert "':: The Start [place'" in said
    assert "before the first passage header" not in said  # its lines are not "before" anything
    assert not out.exists()
    assert not list(tmp_path.glob(".out-*"))


def test_a_link_to_a_missing_passage_names_passage_target_and_near_miss(tmp_path: Path) -> None:
    done, out = _import(
        tmp_path,
        ':: StoryData\n{"format": "SugarCube", "format-version": "2.37.3", "start": "Start"}\n\n'
        ":: Start\nGo [[into the hall->Great Hal]].\n\n:: Great Hall\nA hall.\n",
    )
    assert done.code == 3  # type: ignore[attr-defined]
    said = _said(done)
    assert "passage 'Start' (line 4)" in said
    assert "'Great Hal'" in said
    assert "link to 'Great Hall'" in said
    assert not out.exists()


def test_an_untranslatable_macro_imports_and_check_names_passage_and_macro(tmp_path: Path) -> None:
    done, out = _import(
        tmp_path,
        ':: StoryData\n{"format": "Harlowe", "format-version": "3.3.8", "start": "Porch"}\n\n'
        ':: Porch\n(set: $name to "Ana")Hello, $name. (link-reveal: "Look up")[A crow.] [[Inside]]\n\n'
        ":: Inside\nWarm. (either: 'a', 'b')\n",
    )
    assert done.code == 0, _said(done)  # type: ignore[attr-defined]
    node = json.loads((out / "storylines/passages/porch.json").read_text(encoding="utf-8"))
    assert "Hello, $name." in node["text"]  # a string is not a native variable: kept, never printed as 0
    checked = invoke("check", str(out))
    assert checked.code == 0
    said = _said(checked)
    assert "passage 'Porch' (harlowe-3) uses (link-reveal:)" in said
    assert "passage 'Porch' (harlowe-3) uses (set: $name to \"Ana\")" in said
    assert "passage 'Porch' (harlowe-3) uses $name" in said
    assert "passage 'Inside' (harlowe-3) uses (either:)" in said


def test_an_unsupported_story_format_names_the_supported_ones(tmp_path: Path) -> None:
    done, out = _import(
        tmp_path, ':: StoryData\n{"format": "Snowman", "format-version": "2.0.2"}\n\n:: A\nHi.\n'
    )
    assert done.code == 3  # type: ignore[attr-defined]
    said = _said(done)
    assert "'Snowman 2.0.2' is not supported" in said
    assert "harlowe-3, sugarcube-2, chapbook-1" in said
    assert not out.exists()


def test_a_missing_start_passage_suggests_the_near_one(tmp_path: Path) -> None:
    done, out = _import(
        tmp_path, ':: StoryData\n{"format": "Harlowe", "start": "Begining"}\n\n:: Beginning\nHi.\n'
    )
    assert done.code == 3  # type: ignore[attr-defined]
    assert "set StoryData.start to 'Beginning'" in _said(done)
    assert not out.exists()


def test_page_passages_are_named_and_left_out(tmp_path: Path) -> None:
    done, out = _import(
        tmp_path,
        ':: StoryData\n{"format": "SugarCube", "format-version": "2.37.3", "start": "Start"}\n\n'
        ":: StoryCaption\nGold: <<= $gold>>\n\n:: StoryInit\n<<set $gold to 3>>\n\n:: Start\n$gold gold.\n",
    )
    assert done.code == 0  # type: ignore[attr-defined]
    said = _said(done)
    assert "'StoryCaption' is shown around every passage" in said
    assert sorted(p.stem for p in (out / "storylines").rglob("*.json")) == ["start"]
    assert json.loads((out / "variables.json").read_text(encoding="utf-8")) == {"gold": 3}
