from __future__ import annotations

from taleweaver.pipeline.scene import fallbacks as scene_fallbacks
from taleweaver.pipeline.scene.contracts import Panel, Shot
from taleweaver.pipeline.scene.semantics import validate_audio, validate_panels, validate_visual
from taleweaver.pipeline.story.contracts import StoryBible


def test_fallback_scene_parts_are_valid(bible: StoryBible) -> None:
    for anchor in bible.anchors:
        panels = scene_fallbacks.fallback_panels(bible, anchor.id)
        count = len(panels.panels)
        assert validate_panels(panels, bible, anchor.id) == []
        assert (
            validate_visual(scene_fallbacks.fallback_visual(bible, anchor.id, count), bible, anchor.id, count)
            == []
        )
        audio = scene_fallbacks.fallback_audio(bible, anchor.id, panels, "calm")
        assert validate_audio(audio, bible, anchor.id, count) == []


def test_panels_refuse_strangers_and_a_wrong_anchor(bible: StoryBible) -> None:
    panels = scene_fallbacks.fallback_panels(bible, "A2")
    bad = panels.model_copy(
        update={
            "anchor_id": "A7",
            "panels": [*panels.panels, Panel(kind="dialogue", speaker="stranger", text="hi")],
        }
    )
    problems = validate_panels(bad, bible, "A2")
    assert [(p.path, p.kind) for p in problems] == [
        ("anchor_id", "unknown_anchor"),
        (f"panels[{len(panels.panels)}].speaker", "unknown_reference"),
    ]


def test_media_bounds_are_checked(bible: StoryBible) -> None:
    visual = scene_fallbacks.fallback_visual(bible, "A1", 3)
    visual = visual.model_copy(update={"shots": [Shot(panel=7, camera="dolly", duration_s=40)]})
    problems = validate_visual(visual, bible, "A1", 3)
    assert [(p.path, p.kind) for p in problems] == [
        ("shots[0].panel", "out_of_range"),
        ("shots[0].duration_s", "out_of_range"),
    ]
    audio = scene_fallbacks.fallback_audio(bible, "A1", scene_fallbacks.fallback_panels(bible, "A1"), "calm")
    audio = audio.model_copy(update={"music": audio.music.model_copy(update={"tempo_bpm": 400})})
    problems = validate_audio(audio, bible, "A1", 3)
    assert [(p.path, p.message) for p in problems] == [("music.tempo_bpm", "400 is out of range [40, 180]")]
