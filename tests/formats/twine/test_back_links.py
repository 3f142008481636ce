"""Back links: a Twine "go back" link returns the reader to the passage they came from in the imported story
(Chapbook ``{back link}``, SugarCube ``<<back>>``/``<<return>>``/``[[…|previous()]]``, Harlowe
``(link-goto: …, (history:)'s last)``/``(link-undo:)``), by came-from flags, with no engine history."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.files import check_path, load_library_from
from taleweaver.formats.twine.importer import import_twine

from .test_export import _round_trip, _shape
from .test_import import _import, _node


def _engine(out: Path) -> tuple[StoryEngine, StoryState]:
    engine = StoryEngine(load_library_from(out))
    return engine, engine.enter(engine.initial_state(), out.name).state


def _walk(engine: StoryEngine, state: StoryState, actions: list[str]) -> StoryState:
    for action in actions:
        assert action in engine.available_action_ids(state), (
            state.node_id,
            engine.available_action_ids(state),
        )
        state = engine.advance(state, action).state
    return state


def _backs(engine: StoryEngine, state: StoryState) -> list[str]:
    """The back actions the reader is offered here."""
    return [a for a in engine.available_action_ids(state) if a.startswith("back_to_")]


def test_cloak_of_darkness_goes_back_to_the_foyer_and_to_the_hook(
    tmp_path: Path, corpus: Callable[[str], Path]
) -> None:
    source = corpus("chapbook-examples") / "demo" / "cloak-of-darkness.twee"
    out = tmp_path / "cloak"
    assert import_twine(source, out).written
    assert "untranslated" not in _node(out, "cloak")["imported"]  # {back link} is translated now
    engine, state = _engine(out)
    state = _walk(engine, state, ["begin", "opera_house", "cloak"])
    assert state.node_id == "cloak"
    assert _backs(engine, state) == ["back_to_foyer"]  # exactly one "Back"
    state = _walk(engine, state, ["back_to_foyer"])
    assert state.node_id == "foyer"
    assert not state.ended
    state = _walk(engine, state, ["west", "only_one_remains", "cloak"])
    assert _backs(engine, state) == ["back_to_cloakroom_hook"]
    state = _walk(engine, state, ["back_to_cloakroom_hook"])
    assert state.node_id == "cloakroom_hook"
    assert not [f for f in check_path(out) if f.severity == "error" or "{back link}" in f.message]


def test_cloak_of_darkness_goes_back_through_the_real_cli(
    tmp_path: Path, corpus: Callable[[str], Path]
) -> None:
    source = corpus("chapbook-examples") / "demo" / "cloak-of-darkness.twee"
    out = tmp_path / "cloak"
    runner = CliRunner()
    imported = runner.invoke(app, ["import", str(source), "--out", str(out)])
    assert imported.exit_code == 0, imported.output
    script = tmp_path / "script.txt"
    script.write_text("1\n1\n1\nBack\n", encoding="utf-8")  # Begin, Opera House, cloak, then the back link
    played = runner.invoke(app, ["play", str(out), "--script", str(script), "--json"])
    assert played.exit_code == 0, played.output
    rows = [json.loads(line) for line in played.stdout.splitlines() if line.startswith("{")]
    at_cloak, back = rows[3], rows[4]
    assert at_cloak["state"]["node_id"] == "cloak"
    assert [o["label"] for o in at_cloak["options"]] == ["Back"]
    assert not at_cloak["state"]["ended"]
    assert back["state"]["node_id"] == "foyer"
    assert "spacious hall" in back["lines"][-1]["text"]


HARLOWE = """:: StoryData
{"format": "Harlowe", "format-version": "3.3.8", "start": "Hall"}

:: Hall
A hall. [[Look at the portrait->Portrait]] [[Open the door->Study]]

:: Study
A study. [[Look at the portrait->Portrait]] [[Read the letter->Letter]]

:: Portrait
A stern ancestor. (link-goto: "Step back", (history:)'s last) His eyes follow you.

:: Letter
(set: $read to true)The letter is unsigned.
(link-undo: "Put it down")

:: Cellar
(go-to: (history:)'s last)Too dark.
"""


def test_harlowe_history_and_undo_links_go_back(tmp_path: Path) -> None:
    out, result = _import(tmp_path, HARLOWE)
    assert result.written, result.findings
    portrait = _node(out, "portrait")
    assert portrait["text"] == "A stern ancestor. Step back His eyes follow you."  # 's is no string quote
    assert [(a["id"], a["description"], a["next"]) for a in portrait["actions"]] == [
        ("back_to_hall", "Step back", "hall"),
        ("back_to_study", "Step back", "study"),
    ]
    letter = _node(out, "letter")
    # (link-undo:) would also undo $read; going back keeps it, and check says so
    assert [a["id"] for a in letter["actions"]] == ["back_to_study"]
    (note,) = letter["imported"]["untranslated"]
    assert note.startswith("(link-undo:) (the format also undoes what 'Letter' changed")
    cellar = _node(out, "cellar")  # nothing links here: nowhere to go back to
    assert "actions" not in cellar
    assert any("nowhere to go back to" in m for m in cellar["imported"]["untranslated"])
    engine, state = _engine(out)
    state = _walk(engine, state, ["look_at_the_portrait"])
    assert _backs(engine, state) == ["back_to_hall"]
    state = _walk(engine, state, ["back_to_hall", "open_the_door", "look_at_the_portrait"])
    assert _backs(engine, state) == ["back_to_study"]
    state = _walk(engine, state, ["back_to_study", "read_the_letter", "back_to_study"])
    assert state.node_id == "study"
    assert state.flags["read"] is True


def test_an_immediate_go_back_becomes_a_choice_and_is_reported(tmp_path: Path) -> None:
    out, result = _import(tmp_path, HARLOWE.replace("[[Read the letter->Letter]]", "[[Go down->Cellar]]"))
    assert result.written, result.findings
    cellar = _node(out, "cellar")
    assert [(a["id"], a["description"]) for a in cellar["actions"]] == [("back_to_study", "Back")]
    assert cellar["text"] == "Too dark."
    assert cellar["imported"]["untranslated"] == [
        "(go-to: (history:)'s last) (goes back at once; imported as a 'Back' choice)"
    ]


SUGARCUBE = """:: StoryData
{"format": "SugarCube", "format-version": "2.36.1", "start": "Gate"}

:: Gate
A gate. [[Read the sign|Sign]] [[Enter|Yard]]

:: Yard
A yard. [[Read the sign|Sign]] [[Climb the tower|Tower]]

:: Sign
The sign says KEEP OUT. <<return "Look away">>

:: Tower
<<set $climbed to true>>You can see for miles.
[[Climb down|previous()]]
<<back>>
"""


def test_sugarcube_return_previous_and_back_go_back(tmp_path: Path) -> None:
    out, result = _import(tmp_path, SUGARCUBE)
    assert result.written, result.findings
    sign = _node(out, "sign")
    assert sign["text"] == "The sign says KEEP OUT. Look away"
    assert [(a["id"], a["description"]) for a in sign["actions"]] == [
        ("back_to_gate", "Look away"),
        ("back_to_yard", "Look away"),
    ]
    assert "untranslated" not in sign["imported"]
    tower = _node(out, "tower")
    assert [(a["id"], a["description"]) for a in tower["actions"]] == [
        ("back_to_yard", "Climb down"),
        ("back_to_yard_2", "Back"),
    ]
    assert tower["imported"]["untranslated"] == [
        "<<back>> (the format also undoes what 'Tower' changed; going back keeps it)"
    ]
    engine, state = _engine(out)
    state = _walk(engine, state, ["read_the_sign"])
    assert _backs(engine, state) == ["back_to_gate"]
    state = _walk(engine, state, ["back_to_gate", "enter", "read_the_sign"])
    assert _backs(engine, state) == ["back_to_yard"]
    state = _walk(engine, state, ["back_to_yard", "climb_the_tower", "back_to_yard"])
    assert state.node_id == "yard"


def test_going_back_twice_retraces_two_steps(tmp_path: Path) -> None:
    text = ":: Start\n[[Hall]]\n\n:: Hall\n[[Attic]] {back link}\n\n:: Attic\n{back link, label: 'Go back'}\n"
    out, result = _import(tmp_path, text, story_format="chapbook-1")
    assert result.written, result.findings
    assert [(a.id, a.description) for a in _actions(out, "attic")] == [("back_to_hall", "Go back")]
    engine, state = _engine(out)
    state = _walk(engine, state, ["hall", "attic", "back_to_hall"])
    assert state.node_id == "hall"
    assert _backs(engine, state) == ["back_to_start"]  # going back is no link into Hall: it came from Start
    state = _walk(engine, state, ["back_to_start"])
    assert state.node_id == "start"


def test_a_back_link_in_a_passage_nothing_links_to_is_dropped_with_a_finding(tmp_path: Path) -> None:
    out, result = _import(tmp_path, ":: Start\nThe first page. {back link} [[On]]\n\n:: On\nThe end.\n")
    assert result.written, result.findings
    start = _node(out, "start")
    assert [a["next"] for a in start["actions"]] == ["on"]
    assert start["imported"]["untranslated"] == [
        "{back link} (no passage links to 'Start', so there is nowhere to go back to; dropped)"
    ]
    findings = [f for f in check_path(out) if f.code == "untranslated_macro"]
    assert len(findings) == 1
    assert "nowhere to go back to" in findings[0].message


def _actions(out: Path, node_id: str) -> list[Any]:
    story = next(iter(load_library_from(out).stories.values()))
    return list(story.storylines[node_id].actions)


@pytest.mark.parametrize(
    ("back", "fmt"),
    [
        ("{back link}", "chapbook-1"),
        ("[[Back|previous()]]", "sugarcube-2"),
        ('(link-undo: "Back")', "harlowe-3"),
    ],
)
def test_a_back_link_tells_the_format_of_twee_without_story_data(tmp_path: Path, back: str, fmt: str) -> None:
    out, result = _import(tmp_path, f":: Start\n[[On]]\n\n:: On\nOn. {back}\n")
    assert result.written, result.findings
    assert result.format == fmt
    assert [a["next"] for a in _node(out, "on")["actions"]] == ["start"]


@pytest.mark.parametrize("text", [HARLOWE, SUGARCUBE], ids=["harlowe", "sugarcube"])
def test_back_links_survive_export_and_import(tmp_path: Path, text: str) -> None:
    source = tmp_path / "story.twee"
    source.write_text(text, encoding="utf-8")
    first, second = _round_trip(tmp_path, source)  # exported as <<if $came_from_…>>[[Back|…]]<</if>>
    assert _shape(first) == _shape(second)
