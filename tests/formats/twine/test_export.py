"""Export to Twee and back: import → export → import gives the same passages, links, conditions, effects."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.formats.twine.export import export_twee
from taleweaver.formats.twine.importer import import_twine

from .test_import import HARLOWE, SUGARCUBE

CHAPBOOK_DEMOS = (
    Path(__file__).resolve().parents[3].parent / "shared" / "corpus" / "chapbook-examples" / "demo"
)


def _shape(out: Path) -> dict[str, Any]:
    """Per passage: its links (label, target passage, requires, effects) and on_enter effects."""
    nodes = {}
    for path in sorted((out / "storylines").rglob("*.json")):
        nodes[path.stem] = json.loads(path.read_text())
    names = {nid: n["imported"]["passage"] for nid, n in nodes.items()}
    return {
        n["imported"]["passage"]: {
            "links": [
                (a["description"], names[a["next"]], a.get("requires", []), a.get("effects", {}))
                for a in n.get("actions", [])
            ],
            "on_enter": n.get("on_enter", {}),
            "scene": n["scene"],
        }
        for n in nodes.values()
    }


def _round_trip(tmp_path: Path, source: Path, **kw: Any) -> tuple[Path, Path]:
    first = tmp_path / "first"
    assert import_twine(source, first, **kw).written
    twee = tmp_path / "exported.twee"
    twee.write_text(export_twee(next(iter(load_library_from(first).stories.values()))))
    second = tmp_path / "second"
    result = import_twine(twee, second)
    assert result.written, result.findings
    assert result.format == "sugarcube-2"
    return first, second


@pytest.mark.parametrize("text", [HARLOWE, SUGARCUBE], ids=["harlowe", "sugarcube"])
def test_round_trip_keeps_passages_links_conditions_and_effects(tmp_path: Path, text: str) -> None:
    source = tmp_path / "story.twee"
    source.write_text(text)
    first, second = _round_trip(tmp_path, source)
    assert _shape(first) == _shape(second)


def test_round_trip_of_cloak_of_darkness(tmp_path: Path) -> None:
    source = CHAPBOOK_DEMOS / "cloak-of-darkness.twee"
    if not source.exists():
        pytest.skip(f"Chapbook demos not found at {CHAPBOOK_DEMOS} (see ../shared/corpus/README.md)")
    first, second = _round_trip(tmp_path, source)
    assert _shape(first) == _shape(second)


def test_cloak_of_darkness_plays_to_its_winning_ending(tmp_path: Path) -> None:
    source = CHAPBOOK_DEMOS / "cloak-of-darkness.twee"
    if not source.exists():
        pytest.skip(f"Chapbook demos not found at {CHAPBOOK_DEMOS} (see ../shared/corpus/README.md)")
    out = tmp_path / "cloak"
    assert import_twine(source, out).written
    engine = StoryEngine(load_library_from(out))
    state = engine.enter(engine.initial_state(), "cloak").state
    # wearing the cloak, the bar is dark: its message cannot be read
    for action in ["begin", "opera_house", "south"]:
        state = engine.advance(state, action).state
    assert "message" not in engine.available_action_ids(state)
    assert engine.node_text(state).startswith("You can't see a thing!")
    for action in ["north", "west", "only_one_remains", "hang", "east", "south"]:
        assert action in engine.available_action_ids(state), (
            state.node_id,
            engine.available_action_ids(state),
        )
        state = engine.advance(state, action).state
    assert state.flags["hasCloak"] is False
    assert engine.node_text(state).startswith("The bar, much rougher")
    state = engine.advance(state, "message").state
    assert state.ended
    assert state.node_id == "read_message"
    assert "You have won" in engine.node_text(state)
