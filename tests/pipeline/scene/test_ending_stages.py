"""An ending is told in a scene package built like an anchor's: typed panels, validated, retried
narrowly, media and continuity from them, and a fallback written from the bible's ending."""

from __future__ import annotations

from typing import Any

from taleweaver.pipeline.events import EventLog
from taleweaver.pipeline.orchestrator import Pipeline
from taleweaver.pipeline.scene import choice_fallbacks
from taleweaver.pipeline.scene import fallbacks as scene_fallbacks
from taleweaver.pipeline.scene.contracts import ChoiceSet
from taleweaver.pipeline.scene.inputs import EndingInput, ending_scene
from taleweaver.pipeline.scene.semantics import validate_audio, validate_panels, validate_visual
from taleweaver.pipeline.story.contracts import NARRATOR, StoryBible
from taleweaver.pipeline.story.fallbacks import fallback_emotional_map
from taleweaver.testing import FakeModel

INTAKE = "I feel lonely and scared since my best friend moved away."


def _model(bible: StoryBible, **overrides: list[Any]) -> FakeModel:
    model = FakeModel(overrides=overrides)
    model.pipeline.remember(bible)
    return model


async def _ending(model: FakeModel, bible: StoryBible, ending_id: str = "E1", **options: Any) -> Any:
    pipeline = Pipeline(model, on_event=options.pop("events", EventLog()))
    return await pipeline.build_ending(bible, ending_id, fallback_emotional_map(INTAKE), **options)


def test_fallback_ending_panels_tell_each_ending_and_pass_their_checks(bible: StoryBible) -> None:
    lines: list[str] = []
    for ending in bible.endings:
        panels = scene_fallbacks.fallback_ending_panels(bible, ending.id, ["belonging"])
        count = len(panels.panels)
        assert panels.anchor_id == ending.id
        assert validate_panels(panels, bible, ending.id) == []
        assert panels.panels[0].text == ending.summary
        assert panels.panels[0].speaker == NARRATOR
        assert all(ending.title in p.text for p in panels.panels[1:])
        visual = scene_fallbacks.fallback_visual(bible, ending.id, count)
        assert validate_visual(visual, bible, ending.id, count) == []
        assert ending_scene(bible, ending.id).location in visual.image_prompt
        audio = scene_fallbacks.fallback_audio(bible, ending.id, panels, "calm")
        assert validate_audio(audio, bible, ending.id, count) == []
        lines += [p.text for p in panels.panels]
    assert len(set(lines)) == len(lines)  # no line repeats across the endings


async def test_an_ending_is_a_scene_package_from_the_model(bible: StoryBible) -> None:
    model = _model(bible)
    events = EventLog()
    earlier: list[ChoiceSet] = []
    for decision in bible.decision_points:
        earlier.append(choice_fallbacks.fallback_choices(bible, decision.anchor, earlier))
    path = [choice_set.choices[0] for choice_set in earlier]
    result = await _ending(model, bible, "E2", events=events, path=path)
    package = result.package
    assert (package.kind, package.anchor_id, package.title) == ("ending", "E2", bible.endings[1].title)
    assert package.location == bible.anchors[-1].location
    assert package.choices == []
    assert (package.decision_id, package.continue_id) == (None, None)
    assert set(package.sources.values()) == {"model"}
    assert package.asset_status.model_dump() == dict.fromkeys(("images", "motion", "voice", "music"), "ready")
    assert {line.panel for line in package.audio.lines} <= set(range(len(package.panels)))
    assert package.continuity.verdict == "pass"
    assert result.choice_set is None
    assert [r.agent for r in result.records] == [
        "ending_director",
        "visual_motion_director",
        "voice_sound_designer",
        "continuity_editor",
    ]
    request = model.calls("ending_director")[0]
    assert isinstance(request.typed_input, EndingInput)
    assert request.typed_input.ending.summary == bible.endings[1].summary
    assert [c.id for c in request.typed_input.path] == [c.id for c in path]  # the path that led here
    assert [c.id for c in model.calls("continuity_editor")[0].typed_input.choices] == [c.id for c in path]
    assert request.response_schema["properties"]["anchor_id"] == {"enum": ["E2"]}
    assert [e.kind for e in events.events] == ["plan", "scene_ready"]
    assert "Writing the ending E2" in events.events[0].message


async def test_a_model_failing_the_ending_stage_gets_the_fallback_written_from_the_bibles_ending(
    bible: StoryBible,
) -> None:
    model = _model(bible, ending_director=["not json", {"anchor_id": "E1"}, "[]"])
    events = EventLog()
    result = await _ending(model, bible, "E1", events=events)
    package = result.package
    assert len(model.calls("ending_director")) == 3  # one try and two targeted retries
    assert package.sources["ending_director"] == "fallback"
    assert package.panels[0].text == bible.endings[0].summary
    assert package.asset_status.voice == "ready"  # the media stages still ran on the fallback panels
    record = result.records[0]
    assert (record.agent, record.source, record.retries) == ("ending_director", "fallback", 2)
    assert [p.kind for f in record.feedback for p in f.problems][:2] == ["malformed_json", "missing_field"]
    assert [e.agent for e in events.of_kind("fallback")] == ["ending_director"]


async def test_panels_for_another_ending_are_refused_and_retried_narrowly(bible: StoryBible) -> None:
    wrong = scene_fallbacks.fallback_ending_panels(bible, "E2").model_dump(mode="json")
    model = _model(bible, ending_director=[wrong])
    result = await _ending(model, bible, "E1")
    assert result.package.sources["ending_director"] == "model"
    assert result.records[0].retries == 1
    assert "anchor_id: this scene is E1, not E2" in model.calls("ending_director")[1].messages[-1].content
    assert len(model.calls("visual_motion_director")) == 1  # nothing else was asked again


async def test_continuity_sends_only_the_ending_director_back(bible: StoryBible) -> None:
    report = {
        "anchor_id": "E3",
        "verdict": "revise",
        "findings": [
            {
                "stage": "ending_director",
                "severity": "error",
                "message": "panels[1].text: the companion left at the storm and cannot speak here",
            }
        ],
    }
    model = _model(bible, continuity_editor=[report])
    result = await _ending(model, bible, "E3")
    assert len(model.calls("ending_director")) == 2
    assert len(model.calls("voice_sound_designer")) == 1
    repair = model.calls("ending_director")[1]
    assert repair.messages[-2].role == "assistant"
    assert "the companion left at the storm" in repair.messages[-1].content
    editor = model.calls("continuity_editor")[0]
    stages = editor.response_schema["$defs"]["ContinuityFinding"]["properties"]["stage"]["enum"]
    assert stages == ["ending_director", "visual_motion_director", "voice_sound_designer"]
    assert result.package.sources["ending_director"] == "model"


async def test_without_a_model_the_ending_is_the_fallback_package(bible: StoryBible) -> None:
    result = await Pipeline(None).build_ending(bible, "E4", fallback_emotional_map(INTAKE))
    package = result.package
    assert set(package.sources.values()) == {"fallback"}
    assert package.panels[0].text == bible.endings[3].summary
    assert package.asset_status.model_dump() == {
        "images": "fallback_static",
        "motion": "fallback_static",
        "voice": "fallback_default_voice",
        "music": "fallback_ambient",
    }
