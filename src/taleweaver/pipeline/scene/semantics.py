"""Semantic validation of one scene's panels, media plans and continuity report (an anchor's, or the
scene an ending is told in)."""

from __future__ import annotations

from collections.abc import Sequence

from taleweaver.pipeline.agents import ANCHOR_STAGES, StageName
from taleweaver.pipeline.feedback import Problem, not_in_bible
from taleweaver.pipeline.scene.contracts import (
    MAX_PANELS,
    SHOT_SECONDS,
    TEMPO_BPM,
    AudioPlan,
    ContinuityReport,
    ScenePanels,
    VisualPlan,
)
from taleweaver.pipeline.story.contracts import NARRATOR, StoryBible


def anchor_echo(got: str, expected: str, anchors: Sequence[str], noun: str = "anchor") -> list[Problem]:
    """Downstream agents echo the anchor (or ending) they were asked about; they never invent one."""
    if got not in anchors:
        return [not_in_bible("anchor_id", got, anchors, noun)]
    if got != expected:
        return [
            Problem(path="anchor_id", kind="invalid_value", message=f"this scene is {expected}, not {got}")
        ]
    return []


def _echo(got: str, scene_id: str, bible: StoryBible) -> list[Problem]:
    """``got`` must be ``scene_id``: an anchor of the bible, or one of its endings."""
    endings = [ending.id for ending in bible.endings]
    if scene_id in endings:
        return anchor_echo(got, scene_id, endings, "ending")
    return anchor_echo(got, scene_id, [anchor.id for anchor in bible.anchors])


def validate_panels(value: ScenePanels, bible: StoryBible, anchor_id: str) -> list[Problem]:
    """2–6 beats, each spoken by the narrator or a bible character; dialogue needs a character."""
    problems = _echo(value.anchor_id, anchor_id, bible)
    if not 2 <= len(value.panels) <= MAX_PANELS:
        problems.append(
            Problem(
                path="panels",
                kind="count",
                message=f"expected 2–{MAX_PANELS} panels, got {len(value.panels)}",
            )
        )
    known = bible.character_ids()
    for index, panel in enumerate(value.panels):
        path = f"panels[{index}].speaker"
        if panel.speaker == NARRATOR and panel.kind == "dialogue":
            problems.append(
                Problem(
                    path=path, kind="invalid_value", message='dialogue needs a character; "narrator" narrates'
                )
            )
        elif panel.speaker != NARRATOR and panel.speaker not in known:
            problems.append(
                Problem(
                    path=path,
                    kind="unknown_reference",
                    message=f"'{panel.speaker}' is neither \"narrator\" nor a character of the bible "
                    f"({', '.join(known)})",
                )
            )
    return problems


def _panel_index(path: str, index: int, panel_count: int) -> list[Problem]:
    if 0 <= index < panel_count:
        return []
    return [
        Problem(path=path, kind="out_of_range", message=f"panel {index} does not exist (0–{panel_count - 1})")
    ]


def validate_visual(value: VisualPlan, bible: StoryBible, anchor_id: str, panel_count: int) -> list[Problem]:
    problems = _echo(value.anchor_id, anchor_id, bible)
    if not 1 <= len(value.shots) <= MAX_PANELS:
        problems.append(Problem(path="shots", kind="count", message=f"expected 1–{MAX_PANELS} shots"))
    low, high = SHOT_SECONDS
    for index, shot in enumerate(value.shots):
        problems += _panel_index(f"shots[{index}].panel", shot.panel, panel_count)
        if not low <= shot.duration_s <= high:
            problems.append(
                Problem(
                    path=f"shots[{index}].duration_s",
                    kind="out_of_range",
                    message=f"{shot.duration_s} is out of range [{low}, {high}]",
                )
            )
    return problems


def validate_audio(value: AudioPlan, bible: StoryBible, anchor_id: str, panel_count: int) -> list[Problem]:
    problems = _echo(value.anchor_id, anchor_id, bible)
    if not 1 <= len(value.lines) <= MAX_PANELS:
        problems.append(Problem(path="lines", kind="count", message=f"expected 1–{MAX_PANELS} voice lines"))
    for index, line in enumerate(value.lines):
        problems += _panel_index(f"lines[{index}].panel", line.panel, panel_count)
    low, high = TEMPO_BPM
    if not low <= value.music.tempo_bpm <= high:
        problems.append(
            Problem(
                path="music.tempo_bpm",
                kind="out_of_range",
                message=f"{value.music.tempo_bpm} is out of range [{low}, {high}]",
            )
        )
    return problems


def validate_continuity_report(
    value: ContinuityReport,
    bible: StoryBible,
    anchor_id: str,
    blamable: Sequence[StageName] = ANCHOR_STAGES,
) -> list[Problem]:
    """The verdict agrees with the findings, and each finding names a stage of this scene (``blamable``)."""
    problems = _echo(value.anchor_id, anchor_id, bible)
    errors = [finding for finding in value.findings if finding.severity == "error"]
    if value.verdict == "pass" and errors:
        problems.append(
            Problem(path="verdict", kind="invalid_value", message='verdict "pass" contradicts error findings')
        )
    for index, finding in enumerate(value.findings):
        if finding.stage not in blamable:
            problems.append(
                Problem(
                    path=f"findings[{index}].stage",
                    kind="invalid_value",
                    message=f"findings name a scene-loop stage: {', '.join(blamable[:-1])} or {blamable[-1]}",
                )
            )
    return problems
