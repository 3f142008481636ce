"""The scene loop for one anchor: stage specs bound to their context, run in order, checked, repaired.

Kept apart from the orchestrator so the per-anchor wiring (which validator sees which context, which
fallback derives from what) reads in one place.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from taleweaver.pipeline.agents import Source, StageName
from taleweaver.pipeline.events import ProgressEvent
from taleweaver.pipeline.scene import continuity
from taleweaver.pipeline.scene.choice_fallbacks import fallback_choices
from taleweaver.pipeline.scene.choice_semantics import validate_choices
from taleweaver.pipeline.scene.contracts import (
    AudioPlan,
    ChoiceSet,
    ContinuityFinding,
    ContinuityReport,
    ScenePanels,
    SceneSummary,
    VisualPlan,
)
from taleweaver.pipeline.scene.fallbacks import (
    fallback_audio,
    fallback_panels,
    fallback_visual,
)
from taleweaver.pipeline.scene.inputs import (
    AudioInput,
    ContinuityInput,
    VisualInput,
    cast_of,
    choice_briefs,
    choice_input,
    scene_input,
)
from taleweaver.pipeline.scene.semantics import (
    validate_audio,
    validate_continuity_report,
    validate_panels,
    validate_visual,
)
from taleweaver.pipeline.stage import StageOutcome, StageSpec
from taleweaver.pipeline.story.contracts import NARRATOR, EmotionalMap, StoryBible

if TYPE_CHECKING:
    from taleweaver.pipeline.orchestrator import Pipeline

Outcomes = dict[StageName, StageOutcome[Any]]


class AnchorStages:
    def __init__(
        self,
        pipeline: Pipeline,
        bible: StoryBible,
        anchor_id: str,
        emotional_map: EmotionalMap,
        earlier_choices: Sequence[ChoiceSet],
        earlier_scenes: Sequence[SceneSummary],
    ) -> None:
        self.pipeline = pipeline
        self.bible = bible
        self.anchor_id = anchor_id
        self.anchor = bible.anchor(anchor_id)
        self.mood = emotional_map.feelings[0].name
        self.feelings = [feeling.name for feeling in emotional_map.feelings]
        self.themes = list(emotional_map.themes)
        self.earlier_choices = list(earlier_choices)
        self.earlier_scenes = list(earlier_scenes)
        self._editor: StageOutcome[ContinuityReport] | None = None
        self._final: list[ContinuityFinding] = []

    def _pin(self, agent: StageName | None = None, panel_count: int = 0) -> dict[str, list[Any]]:
        """The values each agent can only choose from, pinned in its schema."""
        pins: dict[str, list[Any]] = {"anchor_id": [self.anchor_id]}
        decision = self.bible.decision_at(self.anchor_id)
        if agent == "choice_designer" and decision is not None:
            pins["decision_id"] = [decision.id]
            pins["Choice.leads_to"] = [self.bible.next_anchor(self.anchor_id)]
        elif agent == "scene_director":
            pins["Panel.speaker"] = [NARRATOR, *self.bible.character_ids()]
        elif agent == "visual_motion_director":
            pins["Shot.panel"] = list(range(panel_count))
        elif agent == "voice_sound_designer":
            pins["VoiceLine.panel"] = list(range(panel_count))
            cast = [self.bible.narrator.voice, *(c.voice for c in self.bible.characters)]
            pins["VoiceLine.voice"] = list(dict.fromkeys(cast))
        elif agent == "continuity_editor":
            pins["ContinuityFinding.stage"] = list(continuity.REPAIRABLE)
        return pins

    def spec(self, agent: StageName, panels: ScenePanels | None = None) -> StageSpec[Any]:
        """The stage spec of ``agent`` for this anchor (media stages need the accepted panels)."""
        bible, anchor_id = self.bible, self.anchor_id
        if agent == "choice_designer":
            return StageSpec(
                agent=agent,
                output=ChoiceSet,
                validate=lambda v: validate_choices(v, bible, anchor_id, self.earlier_choices),
                fallback=lambda: fallback_choices(bible, anchor_id, self.earlier_choices),
                anchor_id=anchor_id,
                pinned=self._pin(agent),
            )
        if agent == "scene_director":
            return StageSpec(
                agent=agent,
                output=ScenePanels,
                validate=lambda v: validate_panels(v, bible, anchor_id),
                fallback=lambda: fallback_panels(bible, anchor_id, self.themes, self.feelings),
                anchor_id=anchor_id,
                pinned=self._pin(agent),
            )
        if panels is None:
            raise ValueError(f"{agent} needs the scene's panels")
        count = len(panels.panels)
        if agent == "visual_motion_director":
            return StageSpec(
                agent=agent,
                output=VisualPlan,
                validate=lambda v: validate_visual(v, bible, anchor_id, count),
                fallback=lambda: fallback_visual(bible, anchor_id, count),
                anchor_id=anchor_id,
                pinned=self._pin(agent, count),
            )
        if agent == "voice_sound_designer":
            return StageSpec(
                agent=agent,
                output=AudioPlan,
                validate=lambda v: validate_audio(v, bible, anchor_id, count),
                fallback=lambda: fallback_audio(bible, anchor_id, panels, self.mood),
                anchor_id=anchor_id,
                pinned=self._pin(agent, count),
            )
        raise ValueError(f"{agent} is not a scene-loop stage")

    def payload(self, agent: StageName, panels: ScenePanels | None = None) -> BaseModel:
        """What ``agent`` is shown for this anchor."""
        bible, anchor_id = self.bible, self.anchor_id
        if agent == "choice_designer":
            return choice_input(bible, anchor_id, self.earlier_choices)
        if agent == "scene_director" or panels is None:
            return scene_input(bible, anchor_id, self.earlier_scenes)
        if agent == "visual_motion_director":
            return VisualInput(setting=bible.setting, anchor=self.anchor, panels=panels)
        return AudioInput(
            narrator_voice=bible.narrator.voice,
            cast=cast_of(bible),
            feelings=self.feelings,
            anchor=self.anchor,
            panels=panels,
        )

    async def story_and_media(self) -> Outcomes:
        """[choices ∥ panels] then [visual ∥ audio]: media never waits on choices, only on panels."""
        outcomes = await self.story()
        outcomes.update(await self.media(outcomes["scene_director"].value))
        return outcomes

    async def story(self) -> Outcomes:
        """The scene director and, at a decision point, the choice designer (independent of each other)."""
        agents: list[StageName] = ["scene_director"]
        if self.bible.decision_at(self.anchor_id) is not None:
            agents.append("choice_designer")
        run = self.pipeline.run
        done = await self.pipeline.gather(*(run(self.spec(agent), self.payload(agent)) for agent in agents))
        return dict(zip(agents, done, strict=True))

    async def media(self, panels: ScenePanels) -> Outcomes:
        """The visual & motion director and the voice & sound designer, both from the accepted panels."""
        agents: list[StageName] = ["visual_motion_director", "voice_sound_designer"]
        run = self.pipeline.run
        done = await self.pipeline.gather(
            *(run(self.spec(a, panels), self.payload(a, panels)) for a in agents)
        )
        return dict(zip(agents, done, strict=True))

    def _code_findings(self, outcomes: Outcomes) -> list[ContinuityFinding]:
        return continuity.code_findings(
            self.bible,
            outcomes["scene_director"].value,
            outcomes["visual_motion_director"].value,
            outcomes["voice_sound_designer"].value,
            self.earlier_scenes,
        )

    async def check_and_repair(self, outcomes: Outcomes) -> Outcomes:
        """Continuity before handoff; each error goes back to the one stage it blames, within that
        stage's retry budget; what code checks still refuse after that is replaced by its fallback."""
        code = self._code_findings(outcomes)
        choices = outcomes.get("choice_designer")
        payload = ContinuityInput(
            title=self.bible.title,
            cast=cast_of(self.bible),
            anchor=self.anchor,
            earlier_scenes=self.earlier_scenes,
            choices=choice_briefs(choices.value if choices else None),
            panels=outcomes["scene_director"].value,
            visual=outcomes["visual_motion_director"].value,
            audio=outcomes["voice_sound_designer"].value,
        )
        editor_spec: StageSpec[ContinuityReport] = StageSpec(
            agent="continuity_editor",
            output=ContinuityReport,
            validate=lambda v: validate_continuity_report(v, self.bible, self.anchor_id),
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
        panels = outcomes["scene_director"].value
        spec = self.spec(blamed.stage, panels)
        payload = self.payload(blamed.stage, panels)
        repaired = await self.pipeline.run(spec, payload, max_retries=left, repair=(current.raw, feedback))
        repaired.retries += current.retries
        repaired.feedback = [*current.feedback, feedback, *repaired.feedback]
        return repaired

    def _fall_back(self, blamed: continuity.Blame, outcomes: Outcomes, reason: str) -> StageOutcome[Any]:
        spec = self.spec(blamed.stage, outcomes["scene_director"].value)
        current = outcomes.get(blamed.stage)
        return self.pipeline.record_fallback(
            spec, reason, blamed.feedback(self.anchor_id, attempt=(current.retries + 1) if current else 1)
        )

    def final_findings(self, outcomes: Outcomes) -> list[ContinuityFinding]:
        editor = self._editor.value.findings if self._editor else []
        return [*self._final, *(f for f in editor if f.severity == "warning")]

    def editor_source(self) -> dict[str, Source]:
        return {"continuity_editor": self._editor.source} if self._editor else {}
