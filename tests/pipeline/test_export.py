"""Generated stories export to the authored format and play in the same engine."""

from __future__ import annotations

import json
from pathlib import Path

from taleweaver.content.check import check_story
from taleweaver.content.loader import load_story_parts
from taleweaver.files import read_tree
from taleweaver.pipeline.export import export_files, write_story
from taleweaver.pipeline.generate import GeneratedStory, generate_story
from taleweaver.pipeline.orchestrator import Pipeline
from taleweaver.testing import FakeModel

from .conftest import INTAKE, walk_every_path


async def _story(model: FakeModel | None = None) -> GeneratedStory:
    return await generate_story(Pipeline(model), INTAKE)


async def test_exported_files_hold_every_anchor_choice_and_ending() -> None:
    story = await _story(FakeModel())
    files = export_files(story, "lonely_story")
    manifest = files["manifest.json"]
    assert manifest["id"] == "lonely_story"
    assert manifest["entry_point"] == "storylines/a1/a1_1.json"
    assert "fallback" not in manifest["description"]
    assert files["variables.json"] == {
        "courage": 0,
        "compassion": 0,
        "truth": 0,
        "attachment": 0,
        "self_trust": 0,
    }
    chapters = {path.split("/")[1] for path in files if path.startswith("storylines/")}
    assert chapters == {"a1", "a2", "a3", "a4", "a5", "endings"}
    actions = {
        action["id"]: action
        for path, node in files.items()
        if path.startswith("storylines/")
        for action in node["actions"]
    }
    for choice_set in story.choice_sets:
        for choice in choice_set.choices:
            action = actions[choice.id]
            assert action["effects"]["add_variables"] == choice.effects.nonzero()
            assert action["examples"] == choice.examples
            outcome = files[f"storylines/{choice_set.anchor_id.lower()}/{action['next']}.json"]
            assert outcome["actions"][0]["next"] == f"{choice.leads_to.lower()}_1"  # reconverges
    endings = [a for a in actions.values() if a["id"].startswith("ending_")]
    assert {a["next"] for a in endings} == {"ending_e1_p1", "ending_e2_p1", "ending_e3_p1", "ending_e4_p1"}
    for told in story.endings:  # each ending's panels, chained by continue, end the story at ending_<id>
        node = files[f"storylines/endings/ending_{told.anchor_id.lower()}_p1.json"]
        texts = [node["text"]]
        while node["actions"]:
            node = files[f"storylines/endings/{node['actions'][0]['next']}.json"]
            texts.append(node["text"])
        assert node["id"] == f"ending_{told.anchor_id.lower()}"
        assert texts == [panel.text for panel in told.panels]
    assert all(a["requires"] for a in endings)
    assert {c["type"] for a in endings for c in a["requires"]} <= {"requires_at_least", "requires_at_most"}
    report = files["generation.json"]
    assert report["retry_counts"] == {agent: 0 for agent in report["retry_counts"]}
    assert set(report["anchors"]) == {"A1", "A2", "A3", "A4", "A5"}
    assert set(report["endings"]) == {"E1", "E2", "E3", "E4"}
    assert report["endings"]["E1"]["sources"]["ending_director"] == "model"


async def test_the_checker_finds_nothing_to_complain_about() -> None:
    story = await _story(FakeModel())
    texts = {path: json.dumps(value) for path, value in export_files(story, "s").items()}
    assert check_story(texts) == []
    _, loaded, _ = load_story_parts(texts)
    assert loaded is not None
    assert loaded.variables == {"courage": 0, "compassion": 0, "truth": 0, "attachment": 0, "self_trust": 0}


async def test_every_path_plays_in_the_engine_and_every_ending_is_reached(tmp_path: Path) -> None:
    story = await _story(FakeModel())
    folder = write_story(story, tmp_path / "lonely")
    reached = walk_every_path(folder)
    assert set(reached) == {"ending_e1", "ending_e2", "ending_e3", "ending_e4"}
    paths = 1
    for choice_set in story.choice_sets:
        paths *= len(choice_set.choices)
    assert sum(reached.values()) == paths


async def test_offline_story_is_marked_as_fallback_content(tmp_path: Path) -> None:
    folder = write_story(await _story(None), tmp_path / "offline_story")
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["id"] == "offline_story"
    assert "fallback content" in manifest["description"]
    report = json.loads((folder / "generation.json").read_text())
    assert "story_architect" in report["fallback_stages"]
    assert report["anchors"]["A1"]["asset_status"]["images"] == "fallback_static"


async def test_endings_not_told_are_exported_as_title_and_summary(tmp_path: Path) -> None:
    story = await generate_story(Pipeline(FakeModel()), INTAKE, tell_endings={"E2"})
    assert [p.anchor_id for p in story.endings] == ["E2"]
    files = export_files(story, "partly_told")
    assert "storylines/endings/ending_e2_p1.json" in files
    assert "storylines/endings/ending_e1_p1.json" not in files
    untold = files["storylines/endings/ending_e1.json"]
    bible_ending = next(e for e in story.bible.endings if e.id == "E1")
    assert bible_ending.title in json.dumps(untold)
    folder = write_story(story, tmp_path / "partly_told")
    assert [f.render() for f in check_story(read_tree(folder)) if f.severity == "error"] == []
    assert set(walk_every_path(folder)) == {"ending_e1", "ending_e2", "ending_e3", "ending_e4"}
