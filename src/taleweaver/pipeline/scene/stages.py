"""One scene package's stages bound to their context, run in order, checked and repaired: what every
scene shares (media from the accepted panels, continuity before handoff, narrow repair, fallbacks).

:class:`~taleweaver.pipeline.scene.anchor_stages.AnchorStages` adds an anchor's panels and choices,
:class:`~taleweaver.pipeline.scene.ending_stages.EndingStages` an ending's panels. Kept apart from the
orchestrator so the wiring (which validator sees which context, which fallback derives from what)
reads in one place.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from taleweaver.pipeline.agents import ANCHOR_STAGES, Source, StageName
from taleweaver.pipeline.events import ProgressEvent
from taleweaver.pipeline.scene import continuity
from taleweaver.pipeline.scene.assets import media_of
from taleweaver.pipeline.scene.contracts import (
    AudioPlan,
    ContinuityFinding,
    ContinuityReport,
    EndingScene,
    ScenePackage,
    ScenePanels,
    SceneSummary,
    VisualPlan,
)
from taleweaver.pipeline.scene.fallbacks import fallback_audio, fallback_visual
from taleweaver.pipeline.scene.inputs import AudioInput, ChoiceBrief, ContinuityInput, VisualInput, cast_of
from taleweaver.pipeline.scene.semantics import validate_audio, validate_continuity_report, validate_visual
from taleweaver.pipeline.stage import StageOutcome, StageSpec
from taleweaver.pipeline.story.contracts import NARRATOR, Anchor, EmotionalMap, StoryBible

if TYPE_CHECKING:
    from taleweaver.pipeline.orchestrator import Pipeline

Outcomes = dict[StageName, StageOutcome[Any]]
MEDIA_AGENTS: tuple[StageName, ...] = ("visual_motion_director", "voice_sound_designer")


class SceneStages:
    """The stages of one scene; subclasses say who writes its panels (and what else it holds)."""

    panels_agent: StageName = "scene_director"
    """The agent whose panels the media stages and continuity work from."""
    blamable: tuple[StageName, ...] = ANCHOR_STAGES
    """The stages this scene's continuity findings may name (and so send back)."""

    def __init__(
        self,
        pipeline: Pipeline,
        bible: StoryBible,
        scene_id: str,
        place: Anchor | EndingScene,
        emotional_map: EmotionalMap,
        earlier_scenes: Sequence[SceneSummary],
    ) -> None:
        self.pipeline = pipeline
        self.bible = bible
        self.anchor_id = scene_id
        self.anchor = place
        self.mood = emotional_map.feelings[0].name
        self.feelings = [feeling.name for feeling in emotional_map.feelings]
        self.themes = list(emotional_map.themes)
        self.earlier_scenes = list(earlier_scenes)
        self._editor: StageOutcome[ContinuityReport] | None = None
        self._final: list[ContinuityFinding] = []

    # ── what subclasses provide ──────────────────────────────────────────
    def _story_spec(self, agent: StageName) -> StageSpec[Any]:
        raise ValueError(f"{agent} is not a stage of this scene")

    def _story_payload(self, agent: StageName) -> BaseModel:
        raise ValueError(f"{agent} is not a stage of this scene")

    def _story_agents(self) -> list[StageName]:
        return [self.panels_agent]

    def _briefs(self, outcomes: Outcomes) -> list[ChoiceBrief]:
        """The choices the continuity editor is shown with this scene."""
        return []

    # ── shared wiring ────────────────────────────────────────────────────
    def _pin(self, agent: StageName | None = None, panel_count: int = 0) -> dict[str, list[Any]]:
        """The values each agent can only choose from, pinned in its schema."""
        pins: dict[str, list[Any]] = {"anchor_id": [self.anchor_id]}
        if agent == self.panels_agent:
            pins["Panel.speaker"] = [NARRATOR, *self.bible.character_ids()]
        elif agent == "visual_motion_director":
            pins["Shot.panel"] = list(range(panel_count))
        elif agent == "voice_sound_designer":
            pins["VoiceLine.panel"] = list(range(panel_count))
            cast = [self.bible.narrator.voice, *(c.voice for c in self.bible.characters)]
            pins["VoiceLine.voice"] = list(dict.fromkeys(cast))
        elif agent == "continuity_editor":
            pins["ContinuityFinding.stage"] = list(self.blamable)
        return pins

    def spec(self, agent: StageName, panels: ScenePanels | None = None) -> StageSpec[Any]:
        """The stage spec of ``agent`` for this scene (media stages need the accepted panels)."""
        if agent not in MEDIA_AGENTS:
            return self._story_spec(agent)
        if panels is None:
            raise ValueError(f"{agent} needs the scene's panels")
        bible, anchor_id, count = self.bible, self.anchor_id, len(panels.panels)
        if agent == "visual_motion_director":
            return StageSpec(
                agent=agent,
                output=VisualPlan,
                validate=lambda v: validate_visual(v, bible, anchor_id, count),
                fallback=lambda: fallback_visual(bible, anchor_id, count),
                anchor_id=anchor_id,
                pinned=self._pin(agent, count),
            )
        return StageSpec(
            agent=agent,
            output=AudioPlan,
            validate=lambda v: validate_audio(v, bible, anchor_id, count),
            fallback=lambda: fallback_audio(bible, anchor_id, panels, self.mood),
            anchor_id=anchor_id,
            pinned=self._pin(agent, count),
        )

    def payload(self, agent: StageName, panels: ScenePanels | None = None) -> BaseModel:
        """What ``agent`` is shown for this scene."""
        if agent not in MEDIA_AGENTS or panels is None:
            return self._story_payload(agent)
        if agent == "visual_motion_director":
            return VisualInput(setting=self.bible.setting, anchor=self.anchor, panels=panels)
        return AudioInput(
            narrator_voice=self.bible.narrator.voice,
            cast=cast_of(self.bible),
            feelings=self.feelings,
            anchor=self.anchor,
            panels=panels,
        )

    def panels(self, outcomes: Outcomes) -> ScenePanels:
        """The accepted panels of this scene."""
        value: ScenePanels = outcomes[self.panels_agent].value
        return value

    async def story_and_media(self) -> Outcomes:
        """[story stages side by side] then [visual ∥ audio]: media waits only on the panels."""
        outcomes = await self.story()
        outcomes.update(await self.media(self.panels(outcomes)))
        return outcomes

    async def story(self) -> Outcomes:
        """The stages that write this scene's words, independent of each other."""
        agents = self._story_agents()
        run = self.pipeline.run
        done = await self.pipeline.gather(*(run(self.spec(agent), self.payload(agent)) for agent in agents))
        return dict(zip(agents, done, strict=True))

    async def media(self, panels: ScenePanels) -> Outcomes:
        """The visual & motion director and the voice & sound designer, both from the accepted panels."""
        run = self.pipeline.run
        done = await self.pipeline.gather(
            *(run(self.spec(a, panels), self.payload(a, panels)) for a in MEDIA_AGENTS)
        )
        return dict(zip(MEDIA_AGENTS, done, strict=True))

    def _code_findings(self, outcomes: Outcomes) -> list[ContinuityFinding]:
        return continuity.code_findings(
            self.bible,
            self.panels(outcomes),
            outcomes["visual_motion_director"].value,
            outcomes["voice_sound_designer"].value,
            self.earlier_scenes,
            self.panels_agent,
        )

    async def check_and_repair(self, outcomes: Outcomes) -> Outcomes:
        """Continuity before handoff; each error goes back to the one stage it blames, within that
        stage's retry budget; what code checks still refuse after that is replaced by its fallback."""
        code = self._code_findings(outcomes)
        payload = ContinuityInput(
            title=self.bible.title,
            cast=cast_of(self.bible),
            anchor=self.anchor,
            earlier_scenes=self.earlier_scenes,
            choices=self._briefs(outcomes),
            panels=self.panels(outcomes),
            visual=outcomes["visual_motion_director"].value,
            audio=outcomes["voice_sound_designer"].value,
        )
        editor_spec: StageSpec[ContinuityReport] = StageSpec(
            agent="continuity_editor",
            output=ContinuityReport,
            validate=lambda v: validate_continuity_report(v, self.bible, self.anchor_id, self.blamable),
            fallback=lambda: continuity.fallback_report(self.anchor_id, code),
            anchor_id=self.anchor_id,
            pinned=self._pin("continuity_editor"),
        )
        self._editor = await self.pipeline.run(editor_spec, payload)
        for blamed in continuity.blame(continuity.merge(code, self._editor.value)):
            if blamed.stage in outcomes:
                outcomes[blamed.stage] = await self._repair(blamed, outcomes)
        remaining = self._code_findings(outcomes)
        for blamed in continuity.blame(remaining):
            outcomes[blamed.stage] = self._fall_back(
                blamed, outcomes, "continuity errors remain after repair"
            )
        self._final = self._code_findings(outcomes)
        return outcomes

    async def _repair(self, blamed: continuity.Blame, outcomes: Outcomes) -> StageOutcome[Any]:
        current = outcomes[blamed.stage]
        if current.source == "fallback":
            return current
        left = self.pipeline.config.max_retries - current.retries
        if left <= 0:
            return self._fall_back(blamed, outcomes, "continuity errors and no retries left")
        feedback = blamed.feedback(self.anchor_id, attempt=current.retries + 1)
        self.pipeline.on_event(
            ProgressEvent(
                kind="retry",
                agent=blamed.stage,
                anchor_id=self.anchor_id,
                feedback=feedback,
                message=f"Continuity sends {blamed.stage} back: {feedback.brief()}",
            )
        )
        panels = self.panels(outcomes)
        spec = self.spec(blamed.stage, panels)
        payload = self.payload(blamed.stage, panels)
        repaired = await self.pipeline.run(spec, payload, max_retries=left, repair=(current.raw, feedback))
        repaired.retries += current.retries
        repaired.feedback = [*current.feedback, feedback, *repaired.feedback]
        return repaired

    def _fall_back(self, blamed: continuity.Blame, outcomes: Outcomes, reason: str) -> StageOutcome[Any]:
        spec = self.spec(blamed.stage, self.panels(outcomes))
        current = outcomes.get(blamed.stage)
        return self.pipeline.record_fallback(
            spec, reason, blamed.feedback(self.anchor_id, attempt=(current.retries + 1) if current else 1)
        )

    def final_findings(self, outcomes: Outcomes) -> list[ContinuityFinding]:
        editor = self._editor.value.findings if self._editor else []
        return [*self._final, *(f for f in editor if f.severity == "warning")]

    def report(self, outcomes: Outcomes) -> ContinuityReport:
        """The continuity report handed over with the package: what still stands after repair."""
        return continuity.fallback_report(self.anchor_id, self.final_findings(outcomes))

    def editor_source(self) -> dict[str, Source]:
        return {"continuity_editor": self._editor.source} if self._editor else {}

    def sources(self, outcomes: Outcomes) -> dict[str, Source]:
        """Where each stage's accepted content came from, the continuity editor's included."""
        return {agent: outcome.source for agent, outcome in outcomes.items()} | self.editor_source()

    def package(self, outcomes: Outcomes, **fields: Any) -> ScenePackage:
        """This scene's package from its checked outcomes: the media plans and asset status, the
        continuity report and the sources, with ``fields`` (title, place, panels, choices…)."""
        visual, audio, status = media_of(outcomes["visual_motion_director"], outcomes["voice_sound_designer"])
        return ScenePackage(
            anchor_id=self.anchor_id,
            visual=visual,
            audio=audio,
            continuity=self.report(outcomes),
            asset_status=status,
            sources=self.sources(outcomes),
            **fields,
        )
