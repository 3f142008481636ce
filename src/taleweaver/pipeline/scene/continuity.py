"""Continuity: the checks code always runs on an anchor's package before handoff, plus routing of the
Continuity Editor's findings back to the one stage they blame.

Code checks are cross-stage facts no single stage validator can see (a voice line cast with the wrong
voice, a shot of a panel that does not exist after panels changed, a scene repeating an earlier one).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from taleweaver.pipeline.agents import ANCHOR_STAGES, ENDING_STAGES, StageName
from taleweaver.pipeline.feedback import Feedback, Problem
from taleweaver.pipeline.scene.contracts import (
    AudioPlan,
    ContinuityFinding,
    ContinuityReport,
    ScenePanels,
    SceneSummary,
    VisualPlan,
)
from taleweaver.pipeline.story.contracts import NARRATOR, StoryBible

REPAIRABLE: tuple[StageName, ...] = (*ANCHOR_STAGES, *(s for s in ENDING_STAGES if s not in ANCHOR_STAGES))
"""Every stage a continuity finding may blame (each scene's own are narrower: ``blamable``)."""


@dataclass(frozen=True)
class Blame:
    """Problems that one stage must fix."""

    stage: StageName
    problems: tuple[Problem, ...]

    def feedback(self, anchor_id: str, attempt: int) -> Feedback:
        return Feedback(agent=self.stage, anchor_id=anchor_id, attempt=attempt, problems=list(self.problems))


def code_findings(
    bible: StoryBible,
    panels: ScenePanels,
    visual: VisualPlan,
    audio: AudioPlan,
    earlier: Sequence[SceneSummary],
    panels_agent: StageName = "scene_director",
) -> list[ContinuityFinding]:
    """Deterministic continuity checks of one scene's package against the bible and earlier scenes
    (``panels_agent`` wrote the panels: the scene director, or the ending director)."""
    findings: list[ContinuityFinding] = []
    count = len(panels.panels)
    voices = {character.id: character.voice for character in bible.characters}
    for index, line in enumerate(audio.lines):
        if not 0 <= line.panel < count:
            findings.append(
                _error(
                    "voice_sound_designer", f"lines[{index}] voices panel {line.panel}, which does not exist"
                )
            )
            continue
        speaker = panels.panels[line.panel].speaker
        expected = bible.narrator.voice if speaker == NARRATOR else voices.get(speaker)
        if expected is not None and line.voice != expected:
            findings.append(
                _error(
                    "voice_sound_designer",
                    f"lines[{index}].voice: panel {line.panel} is spoken by {speaker}, whose voice is "
                    f"'{expected}' in the bible, not '{line.voice}'",
                )
            )
    for index, shot in enumerate(visual.shots):
        if not 0 <= shot.panel < count:
            findings.append(
                _error(
                    "visual_motion_director", f"shots[{index}] films panel {shot.panel}, which does not exist"
                )
            )
    gists = {summary.anchor_id: summary.gist for summary in earlier}
    for index, panel in enumerate(panels.panels):
        for anchor_id, gist in gists.items():
            if len(panel.text) > 40 and panel.text in gist:
                findings.append(
                    ContinuityFinding(
                        stage=panels_agent,
                        severity="warning",
                        message=f"panels[{index}] repeats a line from scene {anchor_id} word for word",
                    )
                )
    return findings


def _error(stage: StageName, message: str) -> ContinuityFinding:
    return ContinuityFinding(stage=stage, severity="error", message=message)


def fallback_report(anchor_id: str, findings: Sequence[ContinuityFinding]) -> ContinuityReport:
    """The editor's stand-in: the code findings alone."""
    verdict = "revise" if any(f.severity == "error" for f in findings) else "pass"
    return ContinuityReport(anchor_id=anchor_id, verdict=verdict, findings=list(findings)[:6])


def blame(findings: Sequence[ContinuityFinding]) -> list[Blame]:
    """Group error findings by the stage they name; warnings are kept in the report, not routed."""
    grouped: dict[StageName, list[Problem]] = {}
    for finding in findings:
        if finding.severity != "error" or finding.stage not in REPAIRABLE:
            continue
        path, text = _split_path(finding.message)
        grouped.setdefault(finding.stage, []).append(Problem(path=path, kind="continuity", message=text))
    return [Blame(stage, tuple(problems)) for stage, problems in grouped.items()]


def _split_path(message: str) -> tuple[str, str]:
    """``"lines[2].voice: use 'ash'"`` → ``("lines[2].voice", "use 'ash'")``; no path → ``("", message)``."""
    head, colon, rest = message.partition(": ")
    if colon and " " not in head and ("[" in head or "." in head):
        return head, rest
    return "", message


def merge(code: Sequence[ContinuityFinding], report: ContinuityReport) -> list[ContinuityFinding]:
    """Code findings first, then the editor's, without duplicates."""
    seen = {(f.stage, f.message) for f in code}
    return [*code, *(f for f in report.findings if (f.stage, f.message) not in seen)]
