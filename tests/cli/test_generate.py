"""`taleweaver generate`: progress on stderr, a story folder the loader accepts, one clear line on errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taleweaver.cli import generate_commands
from taleweaver.cli.app import app
from taleweaver.content.loader import load_story_parts
from taleweaver.models.spec import ModelChoice
from taleweaver.pipeline.story.contracts import Effects, HiddenState, StoryBible
from taleweaver.pipeline.story.regions import select_ending
from taleweaver.testing import FakeModel

runner = CliRunner()
INTAKE = "I feel lonely and scared since my best friend moved away, really."


def _files(folder: Path) -> dict[str, str | None]:
    return {p.relative_to(folder).as_posix(): p.read_text() for p in folder.rglob("*.json")}


def test_offline_generation_writes_a_loadable_story(tmp_path: Path) -> None:
    out = tmp_path / "lonely"
    result = runner.invoke(app, ["generate", INTAKE, "--out", str(out), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["errors"] == []
    assert "story_architect" in summary["fallback_stages"]
    assert summary["asset_status"]["A1"]["images"] == "fallback_static"
    assert "Reading how you feel" in result.stderr
    assert "Writing scene A5" in result.stderr
    assert "Writing the ending E4" in result.stderr
    assert summary["warnings"] == []
    assert [e["ending_id"] for e in summary["endings"]] == ["E1", "E2", "E3", "E4"]  # --json carries them
    assert all(e["panels"] for e in summary["endings"])
    assert summary["asset_status"]["E1"]["voice"] == "fallback_default_voice"
    assert "ending_director@E1" in summary["fallback_stages"]
    _, story, findings = load_story_parts(_files(out))
    assert story is not None
    assert findings == []


def test_model_retries_are_shown_and_counted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    model = FakeModel(overrides={"scene_director": ['{"anchor_id": "A1"']})

    def choose(spec: str | None, **_: object) -> ModelChoice:
        return ModelChoice(spec=spec or "", backend="openai", model=model, reason="test")

    monkeypatch.setattr(generate_commands, "choose_model", choose)
    result = runner.invoke(app, ["generate", INTAKE, "--out", str(tmp_path / "s"), "--model", "fake"])
    assert result.exit_code == 0, result.output
    assert "scene_director gets another try" in result.stderr
    assert "retries: {'scene_director': 1}" in result.stderr
    assert "fallback content: none" in result.stderr
    terminal = " ".join(result.stderr.split())
    endings = json.loads((tmp_path / "s" / "generation.json").read_text())["bible"]["endings"]
    for ending in endings:  # the terminal shows each ending's panels
        assert f"Ending {ending['id']}: {ending['title']}" in terminal
        assert " ".join(ending["summary"].split()) in terminal


def test_a_model_failing_the_ending_stage_falls_back_to_the_bibles_ending(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    model = FakeModel(overrides={"ending_director": ["not json"] * 3})  # E1's three tries

    def choose(spec: str | None, **_: object) -> ModelChoice:
        return ModelChoice(spec=spec or "", backend="local", model=model, reason="test")

    monkeypatch.setattr(generate_commands, "choose_model", choose)
    out = tmp_path / "s"
    result = runner.invoke(app, ["generate", INTAKE, "--out", str(out), "--model", "fake", "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["fallback_stages"] == ["ending_director@E1"]
    assert summary["retry_counts"]["ending_director"] == 2
    bible = json.loads((out / "generation.json").read_text())["bible"]
    first = summary["endings"][0]
    assert first["panels"][0]["text"] == bible["endings"][0]["summary"]
    assert "ending_director: using deterministic fallback content" in result.stderr


def test_clarifying_question_uses_the_given_answer(tmp_path: Path) -> None:
    result = runner.invoke(
        app, ["generate", "meh", "--out", str(tmp_path / "s"), "--answer", "I miss home", "--json"]
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["clarifying_question"]
    report = json.loads((tmp_path / "s" / "generation.json").read_text())
    assert "longing" in [
        feeling["name"] for feeling in report["emotional_map"]["feelings"]
    ]  # read with the answer


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["generate", INTAKE, "--out", "{out}", "--model", "nonsense:x"], "unknown model spec"),
        (["generate", "   ", "--out", "{out}"], "the intake is empty"),
    ],
)
def test_bad_input_is_one_clear_line(tmp_path: Path, args: list[str], message: str) -> None:
    result = runner.invoke(app, [a.replace("{out}", str(tmp_path / "s")) for a in args])
    assert result.exit_code == 2
    assert message in result.stderr
    assert "Traceback" not in result.output


def test_refuses_to_overwrite_a_folder(tmp_path: Path) -> None:
    (tmp_path / "keep.txt").write_text("mine")
    result = runner.invoke(app, ["generate", INTAKE, "--out", str(tmp_path)])
    assert result.exit_code == 2
    assert "not an empty folder" in result.stderr


def _script(folder: Path, pick: int) -> tuple[list[str], list[str]]:
    """Player inputs for one path (choice ``pick`` at every decision) and the choice ids taken."""
    files = {p: json.loads(t or "null") for p, t in _files(folder).items()}
    nodes = {n["id"]: n for p, n in files.items() if p.startswith("storylines/")}
    node = nodes[files["manifest.json"]["entry_point"].rsplit("/", 1)[1].removesuffix(".json")]
    lines, taken = [], []
    state = HiddenState()
    while node["actions"]:
        ids = [a["id"] for a in node["actions"]]
        if ids[0].startswith("ending_"):
            lines.append("1")  # exactly one ending is available: option 1
            bible = StoryBible.model_validate(files["generation.json"]["bible"])
            ending = select_ending(bible.endings, state).id.lower()
            node = next(a for a in node["actions"] if a["next"].startswith(f"ending_{ending}"))
            node = nodes[node["next"]]
            continue  # then through the ending's panels, one continue each
        action = node["actions"][min(pick, len(ids) - 1)] if ids != ["continue"] else node["actions"][0]
        if action["id"] != "continue":
            taken.append(action["id"])
            state = state.plus(Effects(**action["effects"]["add_variables"]))
        lines.append(f"/do {action['id']}")
        node = nodes[action["next"]]
    return lines, taken


@pytest.mark.parametrize("pick", [0, 1, 2])
def test_generated_story_checks_and_plays_to_the_selected_ending(tmp_path: Path, pick: int) -> None:
    out = tmp_path / "played"
    assert runner.invoke(app, ["generate", INTAKE, "--out", str(out)]).exit_code == 0
    checked = runner.invoke(app, ["check", str(out), "--json"])
    assert checked.exit_code == 0, checked.output
    assert json.loads(checked.stdout)["errors"] == 0
    lines, taken = _script(out, pick)
    script = tmp_path / "script.txt"
    script.write_text("\n".join(lines) + "\n")
    played = runner.invoke(app, ["play", str(out), "--script", str(script), "--json"])
    assert played.exit_code == 0, played.output
    last = json.loads(played.stdout.strip().splitlines()[-1])
    assert last["state"]["ended"] is True
    report = json.loads((out / "generation.json").read_text())
    bible = StoryBible.model_validate(report["bible"])
    effects = _effects(out)
    state = HiddenState()
    for choice_id in taken:
        state = state.plus(Effects(**effects[choice_id]))
    assert last["state"]["node_id"] == f"ending_{select_ending(bible.endings, state).id.lower()}"


def _effects(folder: Path) -> dict[str, dict[str, int]]:
    """Choice id → the variables it adds, as exported."""
    files = {p: json.loads(t or "null") for p, t in _files(folder).items()}
    return {
        action["id"]: action["effects"]["add_variables"]
        for path, node in files.items()
        if path.startswith("storylines/")
        for action in node["actions"]
        if action.get("effects", {}).get("add_variables")
    }


def test_bench_pipeline_json() -> None:
    result = runner.invoke(app, ["bench", "pipeline", "--latency", "0.01", "--json"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    assert figures["first_scene_calls"] == 7
    assert {"later_scene_s", "later_scene_prepared_s", "media_ratio", "anchor_ratio"} <= figures.keys()
