"""``render_graph``: the storyline graph by chapter and the scene map, with gates, as Mermaid or DOT."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from taleweaver.content.graph import render_graph
from taleweaver.content.loader import load_story
from taleweaver.content.models import Story
from taleweaver.files import bundled_root, read_tree

SEED_STORY = Path(__file__).parent / "fixtures" / "seed_root" / "story_cove"


@pytest.fixture(scope="module")
def story() -> Story:
    files = dict(read_tree(SEED_STORY))
    node = json.loads(files["storylines/chapter2/pip_on_quay.json"] or "")
    node["actions"][1]["requires"] = [{"type": "requires_not_flag", "flag": "found_cargo"}]
    node["actions"].append({"id": "give_up", "description": "Give up"})  # an action without next ends here
    files["storylines/chapter2/pip_on_quay.json"] = json.dumps(node)
    return load_story(files)


def test_mermaid_shows_chapters_nodes_edges_and_gates(story: Story) -> None:
    text = render_graph(story, "mermaid")
    assert text.startswith("flowchart TD\n")
    assert 'subgraph chapter1["chapter1"]' in text
    assert 'subgraph chapter2["chapter2"]' in text
    assert "start((start)) --> n_meet_morrow" in text
    assert '  n_meet_morrow -->|"Offer to help the captain"| n_morrow_pleased' in text
    assert 'n_morrow_cold(["morrow_cold' in text  # endings have the rounded shape
    assert 's_inn -.->|"🔒 trust_morrow"| s_cellar' in text
    assert "s_inn --> s_quay" in text
    assert '🔒 not found_cargo"|' in text
    assert "end_pip_on_quay_give_up((end))" in text


def test_dot_shows_clusters_nodes_edges_and_gates(story: Story) -> None:
    text = render_graph(story, "dot")
    assert text.startswith('digraph "story_cove" {')
    assert text.rstrip().endswith("}")
    assert text.count("subgraph cluster_") == 4  # two chapters, the map and the flags
    assert '"n:meet_morrow" -> "n:morrow_pleased" [label="Offer to help the captain"];' in text
    assert '"n:morrow_cold" [shape=doubleoctagon' in text
    assert '"s:inn" -> "s:cellar" [style=dashed, label="🔒 trust_morrow"];' in text
    assert '"end:pip_on_quay:give_up" [shape=point];' in text


def test_variable_gates_show_their_threshold() -> None:
    bramble = load_story(read_tree(bundled_root() / "bramble_books"))
    text = render_graph(bramble, "mermaid")
    assert "≥" in text or "≤" in text


@pytest.mark.parametrize("fmt", ["mermaid", "dot"])
def test_every_node_and_scene_is_drawn(story: Story, fmt: str) -> None:
    text = render_graph(story, fmt)  # type: ignore[arg-type]
    for node_id in story.storylines:
        assert node_id in text
    for scene in story.scenes.values():
        assert scene.name in text


def test_ids_on_request(story: Story) -> None:
    text = render_graph(story, "mermaid", ids=True)
    assert '  n_meet_morrow -->|"offer_help"| n_morrow_pleased' in text
    assert '|"walk_away 🔒 not found_cargo"|' in text
    assert 's_inn{{"inn"}}' in text


def test_long_option_texts_are_shortened_at_a_word() -> None:
    from taleweaver.content.graph import LABEL_CHARS, shorten

    text = "Ask Sparrow to tell the sad story of how she lost her ship"
    short = shorten(text)
    assert len(short) <= LABEL_CHARS
    assert short.endswith("…")
    assert text.startswith(short.removesuffix("…"))
    assert shorten("Give up") == "Give up"


def test_places_and_speakers_are_named(story: Story) -> None:
    text = render_graph(story, "mermaid")
    assert "Captain Morrow @ The Gull and Barrel" in text


@pytest.mark.parametrize("fmt", ["mermaid", "dot"])
def test_flags_are_drawn_with_their_setters_and_gates(story: Story, fmt: str) -> None:
    text = render_graph(story, fmt)  # type: ignore[arg-type]
    if fmt == "mermaid":
        assert 'f_trust_morrow[/"⚑ trust_morrow"/]' in text
        assert 'n_meet_morrow -.->|"sets"| f_trust_morrow' in text
        assert 'f_trust_morrow -.->|"gates"| s_cellar' in text
        assert 'f_found_cargo -.->|"gates"| n_pip_on_quay' in text
    else:
        assert '"n:meet_morrow" -> "f:trust_morrow" [style=dotted, label="sets"];' in text
        assert '"f:trust_morrow" -> "s:cellar" [style=dotted, label="gates"];' in text
