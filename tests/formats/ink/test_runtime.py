"""The ink runtime behind the port: speakers, echoes, tags, variables, paths, saves, externals, bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from taleweaver.formats.ink.errors import InkError
from taleweaver.formats.ink.story import load_ink_story
from taleweaver.runtime.ink import InkStoryRuntime

# Compiled with tools/inkjs (inkjs 2.4.0) from:
#   VAR coins = 2
#   VAR name = "Ana"
#   Ferryman: Cross the river, {name}? # mood: grim
#   * [Pay] Pay the fare.
#     ~ coins = coins - 1
#     -> far
#   * Swim
#     -> far
#   === far ===
#   # speaker: ana
#   Cold water, {coins} coins left.
#   -> END
FERRY = Path(__file__).with_name("ferry.ink.json")


def _story(tmp_path: Path, sidecar: dict | None = None) -> Path:
    path = tmp_path / "ferry.ink.json"
    path.write_text(FERRY.read_text(encoding="utf-8"), encoding="utf-8")
    if sidecar is not None:
        (tmp_path / "taleweaver.json").write_text(json.dumps(sidecar))
    return path


def test_speakers_tags_choices_and_state(tmp_path: Path) -> None:
    runtime = InkStoryRuntime(load_ink_story(_story(tmp_path)))
    step = runtime.start()
    assert step.lines == [("ferryman", "Cross the river, Ana?")]
    assert {"type": "tags", "tags": ["mood: grim"]} in step.events
    (changed,) = [e for e in step.events if e["type"] == "speakerChanged"]
    assert changed["from"] == "narrator"
    assert changed["to"] == "ferryman"
    assert changed["character"]["name"] == "Ferryman"
    assert changed["character"]["voice"] != "cedar"
    assert (
        changed["character"]
        == InkStoryRuntime(load_ink_story(_story(tmp_path))).start().events[1]["character"]
    )
    choices = runtime.choices()
    assert [c.label for c in choices] == ["Pay", "Swim"]
    assert all("." in c.id for c in choices)
    state = runtime.public_state()
    assert state["variables"] == {"coins": 2, "name": "Ana"}
    saved = runtime.save()
    step = runtime.choose(choices[1].id)
    assert step.lines[0] == ("player", "Swim")
    assert step.lines[1] == ("ana", "Cold water, 2 coins left.")
    assert runtime.ended
    assert runtime.public_state()["scene_id"] == "far"
    runtime.restore(saved)
    step = runtime.choose(runtime.choices()[0].id)
    assert step.lines[0] == ("narrator", "Pay the fare.")  # not an echo: the choice text differs
    assert runtime.public_state()["variables"]["coins"] == 1


def test_an_unknown_choice_is_blocked_and_changes_nothing(tmp_path: Path) -> None:
    runtime = InkStoryRuntime(load_ink_story(_story(tmp_path)))
    runtime.start()
    before = runtime.public_state()
    step = runtime.choose("nowhere.0")
    assert step.events[0]["type"] == "blocked"
    assert "Available" in step.events[0]["reason"]
    assert runtime.public_state() == before


def test_unsupported_ink_version_is_a_clear_error(tmp_path: Path) -> None:
    data = json.loads(FERRY.read_text(encoding="utf-8"))
    data["inkVersion"] = 5
    path = tmp_path / "old.ink.json"
    path.write_text(json.dumps(data))
    with pytest.raises(InkError) as err:
        load_ink_story(path)
    assert "version 5" in str(err.value)
    assert "old.ink.json" in str(err.value)
    assert "recompile" in str(err.value)


def test_not_ink_json_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "x.ink.json"
    path.write_text('{"hello": 1}')
    with pytest.raises(InkError, match="not a compiled ink story"):
        load_ink_story(path)


def test_json_nested_too_deeply_is_a_clear_error_not_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "x.ink.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(InkError, match="nested too deeply"):
        load_ink_story(path)
    _story(tmp_path)
    (tmp_path / "taleweaver.json").write_text('{"title": ' + "[" * 100_000 + "]" * 100_000 + "}")
    with pytest.raises(InkError, match=r"taleweaver\.json: nested too deeply"):
        load_ink_story(tmp_path / "ferry.ink.json")


# EXTERNAL shout(x)
# {shout("hi")}
# -> END
SHOUT = {
    "inkVersion": 21,
    "root": [
        [
            "ev",
            "str",
            "^hi",
            "/str",
            {"x()": "shout", "exArgs": 1},
            "out",
            "/ev",
            "\n",
            "end",
            ["done", {"#n": "g-0"}],
            None,
        ],
        "done",
        None,
    ],
    "listDefs": {},
}


def test_externals_need_a_safe_binding(tmp_path: Path) -> None:
    path = tmp_path / "shout.ink.json"
    path.write_text(json.dumps(SHOUT))
    with pytest.raises(InkError) as err:
        load_ink_story(path)
    assert "shout" in str(err.value)
    assert "taleweaver.json" in str(err.value)
    (tmp_path / "taleweaver.json").write_text(json.dumps({"externals": {"shout": "upper"}}))
    runtime = InkStoryRuntime(load_ink_story(path))
    assert runtime.start().lines == [("narrator", "HI")]
    (tmp_path / "taleweaver.json").write_text(json.dumps({"externals": {"shout": "os.system"}}))
    with pytest.raises(InkError, match=r"unknown built-ins: os\.system"):
        load_ink_story(path)


def test_an_ink_source_without_the_compiler_says_what_to_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from taleweaver.formats.ink import compiler

    monkeypatch.setattr(compiler, "compiler_dir", lambda: None)
    source = tmp_path / "tiny.ink"
    source.write_text("Hello.\n")
    with pytest.raises(InkError) as err:
        load_ink_story(source)
    assert "npm ci --prefix tools/inkjs" in str(err.value)
    assert "tiny.ink" in str(err.value)


def test_a_pooled_runtime_restores_a_save_like_a_fresh_one(tmp_path: Path) -> None:
    story = load_ink_story(_story(tmp_path))
    first = InkStoryRuntime(story)
    first.start()
    saved = first.save()
    with story.borrow() as pooled:
        InkStoryRuntime(story, pooled).start()
        pooled.choose(0)
    with story.borrow() as again:
        assert again is pooled
        runtime = InkStoryRuntime(story, again)
        runtime.restore(saved)
        step = runtime.choose(runtime.choices()[1].id)
        assert step.lines[0] == ("player", "Swim")
        assert runtime.ended


def _titled(tmp_path: Path, root_head: list) -> Path:
    data = json.loads(FERRY.read_text(encoding="utf-8"))
    data["root"][0][:0] = root_head
    path = tmp_path / "ferry.ink.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "head",
    [
        ["#", "^title: The Crossing", "/#"],
        [{"#": "title: The Crossing"}],
        ["#", "^author: A", "/#", "#", "^Title:  The Crossing ", "/#"],
    ],
    ids=["ink 1.1 tags", "older compilers' tags", "after another tag"],
)
def test_a_global_title_tag_names_the_story(tmp_path: Path, head: list) -> None:
    assert load_ink_story(_titled(tmp_path, head)).title == "The Crossing"


def test_the_sidecar_title_wins_and_a_tag_after_the_first_line_is_no_title(tmp_path: Path) -> None:
    path = _titled(tmp_path, ["#", "^title: The Crossing", "/#"])
    (tmp_path / "taleweaver.json").write_text(json.dumps({"title": "Ferry Night"}))
    assert load_ink_story(path).title == "Ferry Night"
    (tmp_path / "taleweaver.json").unlink()
    assert load_ink_story(_story(tmp_path)).title == "ferry"
    late = _titled(tmp_path, ["^Hello", "#", "^title: Late", "/#"])
    assert load_ink_story(late).title == "ferry"
