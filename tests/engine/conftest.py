"""Engine fixtures: the seed-format fixture story, and a variant using every optional extension."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from taleweaver.content.loader import load_library
from taleweaver.content.models import Library
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.files import read_tree

SEED_ROOT = Path(__file__).parents[1] / "content" / "fixtures" / "seed_root"
STORY = "story_cove"

Files = dict[str, str | None]


def seed_tree() -> Files:
    """The fixture content root as path → text (the loader's input)."""
    return dict(read_tree(SEED_ROOT))


def edit(tree: Files, path: str, change: Callable[[Any], Any]) -> Files:
    out = dict(tree)
    out[path] = json.dumps(change(json.loads(out[path] or "")))
    return out


def _extended(tree: Files) -> Files:
    """The fixture story plus variables, ``requires``, an ending action without ``next`` and a ``once``
    scene action."""
    tree = dict(tree)
    tree[f"{STORY}/variables.json"] = json.dumps({"nerve": 0})

    def pleased(node: Any) -> Any:
        node["actions"] = [
            {"id": "find_pip", "next": "pip_on_quay", "description": "Go and find Pip"},
            {
                "id": "drink_up",
                "next": "morrow_pleased",
                "description": "Have a drink first",
                "effects": {"add_variables": {"nerve": 1}},
            },
            {"id": "leave_town", "description": "Leave town tonight"},
            {
                "id": "boast",
                "next": "pip_on_quay",
                "description": "Boast of your courage",
                "requires": [
                    {
                        "type": "requires_at_least",
                        "variable": "nerve",
                        "value": 2,
                        "condition_failed": "You are not brave enough yet.",
                    }
                ],
            },
        ]
        return node

    tree = edit(tree, f"{STORY}/storylines/chapter1/morrow_pleased.json", pleased)

    def cellar(scene: Any) -> Any:
        scene["actions"].append(
            {
                "id": "read_ledger",
                "description": "read the ledger",
                "effects": "Your name is already in it.",
                "once": True,
            }
        )
        return scene

    tree = edit(tree, f"{STORY}/scenes/cellar.json", cellar)

    def map_(edges: Any) -> Any:
        edges.append(
            {
                "from": "quay",
                "to": "cellar",
                "description": "Swim under the inn",
                "conditions": [{"type": "requires_at_least", "variable": "nerve", "value": 3}],
            }
        )
        return edges

    return edit(tree, f"{STORY}/map.json", map_)


@pytest.fixture(scope="session")
def library() -> Library:
    return load_library(seed_tree())


@pytest.fixture(scope="session")
def engine(library: Library) -> StoryEngine:
    return StoryEngine(library)


@pytest.fixture
def entered(engine: StoryEngine) -> StoryState:
    return engine.enter(engine.initial_state(), STORY).state


@pytest.fixture(scope="session")
def ext_engine() -> StoryEngine:
    return StoryEngine(load_library(_extended(seed_tree())))


@pytest.fixture
def ext_entered(ext_engine: StoryEngine) -> StoryState:
    return ext_engine.enter(ext_engine.initial_state(), STORY).state
