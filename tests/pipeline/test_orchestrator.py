"""Failure routing: the offending agent only, ≤ 2 targeted retries, fallbacks, truthful counters."""

from __future__ import annotations

from typing import Any

from taleweaver.pipeline.events import EventLog
from taleweaver.pipeline.generate import GeneratedStory, generate_story
from taleweaver.pipeline.orchestrator import Pipeline
from taleweaver.pipeline.scene import choice_fallbacks
from taleweaver.pipeline.scene import fallbacks as scene_fallbacks
from taleweaver.pipeline.story import fallbacks
from taleweaver.pipeline.story.contracts import Anchor, StoryBible
from taleweaver.testing import FakeModel

from .conftest import INTAKE, bible_dict

SCENE_AGENTS = ("choice_designer", "scene_director", "visual_motion_director", "voice_sound_designer")


async def _generate(model: FakeModel) -> tuple[GeneratedStory, EventLog]:
    events = EventLog()
    story = await generate_story(Pipeline(model, on_event=events), INTAKE)
    return story, events


def _retries(story: GeneratedStory) -> dict[str, int]:
    return {agent: count for agent, count in story.retry_counts().items() if count}


def _choices_dict(bible: StoryBible, anchor_id: str, **change: Any) -> dict[str, Any]:
    data = choice_fallbacks.fallback_choices(bible, anchor_id, []).model_dump(mode="json")
    data["choices"][0].update(change)
    return data


async def test_a_well_behaved_model_is_accepted_everywhere() -> None:
    story, events = await _generate(FakeModel())
    assert story.fallback_stages() == []
    assert _retries(story) == {}
    assert [p.anchor_id for p in story.packages] == ["A1", "A2", "A3", "A4", "A5"]
    assert all(
        p.asset_status.model_dump() == dict.fromkeys(("images", "motion", "voice", "music"), "ready")
        for p in story.packages
    )
    assert len(events.of_kind("plan")) == 2 + 5 + 4  # map, bible, one per anchor, one per ending
    assert events.of_kind("retry") == []
    assert [(e.kind, e.anchor_id) for e in story.endings] == [("ending", f"E{i}") for i in range(1, 5)]
    for ending, told in zip(story.bible.endings, story.endings, strict=True):
        assert told.title == ending.title
        assert told.panels
        assert (told.choices, told.continue_id) == ([], None)
        assert set(told.sources) == {
            "ending_director",
            "visual_motion_director",
            "voice_sound_designer",
            "continuity_editor",
        }
        assert told.asset_status.model_dump() == dict.fromkeys(
            ("images", "motion", "voice", "music"), "ready"
        )


async def test_six_anchors_regenerate_the_bible_and_nothing_else() -> None:
    six = bible_dict()
    six["anchors"].append(Anchor(id="A5", title="Again", location="x", summary="y").model_dump())
    model = FakeModel(overrides={"story_architect": [six]})
    story, events = await _generate(model)
    assert len(model.calls("emotional_cartographer")) == 1
    assert len(model.calls("story_architect")) == 2
    assert _retries(story) == {"story_architect": 1}
    feedback = story.records[1].feedback[0]
    assert (feedback.agent, feedback.problems[0].path, feedback.problems[0].kind) == (
        "story_architect",
        "anchors",
        "count",
    )
    assert "expected exactly 5 anchor nodes (A1, A2, A3, A4, A5), got 6" in feedback.problems[0].message
    assert "got 6" in model.calls("story_architect")[1].messages[-1].content
    assert story.sources["story_architect"] == "model"
    assert [e.agent for e in events.of_kind("retry")] == ["story_architect"]


async def test_a_bible_invalid_three_times_falls_back_without_restarting_anything_else() -> None:
    bad = bible_dict(endings=bible_dict()["endings"][:3])
    model = FakeModel(overrides={"story_architect": [bad, bad, "not json"]})
    story, _ = await _generate(model)
    assert len(model.calls("emotional_cartographer")) == 1
    assert len(model.calls("story_architect")) == 3
    assert story.sources == {"emotional_cartographer": "model", "story_architect": "fallback"}
    assert _retries(story) == {"story_architect": 2}
    assert story.fallback_stages() == ["story_architect"]
    assert len(story.packages) == 5


async def test_invented_anchor_sends_only_the_choice_designer_back(bible: StoryBible) -> None:
    model = FakeModel(overrides={"choice_designer": [_choices_dict(bible, "A1", leads_to="A6")]})
    story, _ = await _generate(model)
    assert _retries(story) == {"choice_designer": 1}
    assert {agent: len(model.calls(agent)) for agent in SCENE_AGENTS} == {
        "choice_designer": 5,
        "scene_director": 5,
        "visual_motion_director": 5 + 4,  # every anchor and every ending
        "voice_sound_designer": 5 + 4,
    }
    retry = model.calls("choice_designer")[1].messages[-1].content
    assert "choices[0].leads_to: 'A6' is not an anchor of the bible (A1, A2, A3, A4, A5)" in retry
    assert story.packages[0].sources["choice_designer"] == "model"


async def test_out_of_range_effects_exhaust_retries_then_the_fallback_choices_stand_in(
    bible: StoryBible,
) -> None:
    bad = _choices_dict(bible, "A1", effects={"courage": 7})
    model = FakeModel(overrides={"choice_designer": [bad, bad, bad]})
    story, events = await _generate(model)
    assert _retries(story) == {"choice_designer": 2}
    messages = [m.messages[-1].content for m in model.calls("choice_designer")[1:3]]
    assert all("choices[0].effects.courage: 7 is out of range [-2, 2]" in m for m in messages)
    assert story.packages[0].sources["choice_designer"] == "fallback"
    assert story.fallback_stages() == ["choice_designer@A1"]
    assert [e.agent for e in events.of_kind("fallback")] == ["choice_designer"]


async def test_a_failing_media_stage_degrades_its_assets_and_the_story_goes_on() -> None:
    model = FakeModel(overrides={"visual_motion_director": ["{", {"anchor_id": "A1"}, "[]"]})
    story, _ = await _generate(model)
    first = story.packages[0]
    assert first.asset_status.model_dump() == {
        "images": "fallback_static",
        "motion": "fallback_static",
        "voice": "ready",
        "music": "ready",
    }
    assert story.packages[1].asset_status.images == "ready"
    assert _retries(story) == {"visual_motion_director": 2}
    kinds = [
        p.kind
        for r in story.records
        if r.agent == "visual_motion_director"
        for f in r.feedback
        for p in f.problems
    ]
    assert kinds[0] == "malformed_json"
    assert "missing_field" in kinds
    assert kinds[-1] == "malformed_json"
    assert first.panels
    assert first.choices


async def test_missing_panels_field_retries_the_scene_director_only() -> None:
    model = FakeModel(overrides={"scene_director": [{"anchor_id": "A1"}]})
    story, _ = await _generate(model)
    assert _retries(story) == {"scene_director": 1}
    assert "required field 'panels' is missing" in model.calls("scene_director")[1].messages[-1].content


async def test_continuity_editor_blames_one_stage_and_only_that_stage_is_repaired() -> None:
    report = {
        "anchor_id": "A1",
        "verdict": "revise",
        "findings": [
            {
                "stage": "voice_sound_designer",
                "severity": "error",
                "message": "lines[0].delivery: the narrator sounds cheerful at a funeral",
            }
        ],
    }
    model = FakeModel(overrides={"continuity_editor": [report]})
    story, events = await _generate(model)
    assert _retries(story) == {"voice_sound_designer": 1}
    assert len(model.calls("voice_sound_designer")) == 5 + 4 + 1  # anchors, endings, one repair at A1
    repair = model.calls("voice_sound_designer")[1]
    assert repair.messages[-2].role == "assistant"  # its own accepted reply, shown back
    assert "the narrator sounds cheerful at a funeral" in repair.messages[-1].content
    assert [(e.kind, e.agent) for e in events.of_kind("retry")] == [("retry", "voice_sound_designer")]


async def test_code_continuity_catches_a_miscast_voice(bible: StoryBible) -> None:
    panels = scene_fallbacks.fallback_panels(bible, "A1")
    audio = scene_fallbacks.fallback_audio(bible, "A1", panels, "fear").model_dump(mode="json")
    dialogue = next(i for i, p in enumerate(panels.panels) if p.kind == "dialogue")
    wrong = next(v for v in ("alloy", "verse") if v != audio["lines"][dialogue]["voice"])
    audio["lines"][dialogue]["voice"] = wrong
    model = FakeModel(overrides={"voice_sound_designer": [audio]})
    story, _ = await _generate(model)
    assert _retries(story) == {"voice_sound_designer": 1}
    feedback = model.calls("voice_sound_designer")[1].messages[-1].content
    assert f"lines[{dialogue}].voice" in feedback
    assert f"not '{wrong}'" in feedback
    assert story.packages[0].continuity.verdict == "pass"
    assert story.packages[0].asset_status.voice == "ready"


async def test_no_model_at_all_completes_with_fallback_content_marked() -> None:
    story = await generate_story(Pipeline(None), INTAKE)
    assert len(story.packages) == 5
    assert story.sources == {"emotional_cartographer": "fallback", "story_architect": "fallback"}
    assert all(set(p.sources.values()) == {"fallback"} for p in [*story.packages, *story.endings])
    assert len(story.endings) == 4
    assert all(p.asset_status.voice == "fallback_default_voice" for p in story.packages)
    assert _retries(story) == {}


def _visual(bible: StoryBible, **changes: Any) -> dict[str, Any]:
    data = scene_fallbacks.fallback_visual(bible, "A1", 3).model_dump(mode="json")
    data.update(image_prompt="a lantern-lit harbour at dusk, two friends on the pier", style="ink wash")
    data.update(changes)
    return data


async def _asset_status(bible: StoryBible, bad_visual: dict[str, Any]) -> tuple[Any, Any]:
    model = FakeModel(overrides={"visual_motion_director": [bad_visual] * 3})
    result = await Pipeline(model).build_anchor(bible, "A1", fallbacks.fallback_emotional_map(INTAKE))
    return result.package.asset_status, result.package.visual


async def test_images_and_motion_degrade_independently(bible: StoryBible) -> None:
    bad_shots = _visual(bible, shots=[{"panel": 99, "camera": "static", "duration_s": 3.0}])
    status, visual = await _asset_status(bible, bad_shots)
    assert (status.images, status.motion) == ("ready", "fallback_static")
    assert visual.style == "ink wash"
    assert all(shot.panel < 99 for shot in visual.shots)

    bad_image = _visual(bible, image_prompt="")
    status, visual = await _asset_status(bible, bad_image)
    assert (status.images, status.motion) == ("fallback_static", "ready")
    assert visual.image_prompt


async def test_an_unreadable_visual_reply_degrades_both(bible: StoryBible) -> None:
    status, _ = await _asset_status(bible, "not json")  # type: ignore[arg-type]
    assert (status.images, status.motion) == ("fallback_static", "fallback_static")
