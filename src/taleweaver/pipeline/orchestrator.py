"""The orchestrator: runs the agents in dependency order, each through the bounded step, and never
lets one agent's failure reach another.

map emotions → (clarify) → story bible → per anchor: [choices ∥ panels] → [visual ∥ audio] →
continuity (code checks + editor) → targeted repair of the one blamed stage → package; then the
ending the hidden state selects, told as a scene the same way: panels → [visual ∥ audio] → continuity.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from taleweaver.models.port import ChatModel
from taleweaver.pipeline.agents import StageName
from taleweaver.pipeline.events import (
    PLAN_MESSAGES,
    EventSink,
    ProgressEvent,
    anchor_plan,
    ending_plan,
    ignore_events,
)
from taleweaver.pipeline.feedback import Feedback
from taleweaver.pipeline.prompts import load_prompt
from taleweaver.pipeline.scene.anchor_stages import AnchorStages
from taleweaver.pipeline.scene.contracts import CONTINUE, Choice, ChoiceSet, ScenePackage, SceneSummary
from taleweaver.pipeline.scene.ending_stages import EndingStages
from taleweaver.pipeline.scene.fallbacks import asked
from taleweaver.pipeline.scene.inputs import ending_scene
from taleweaver.pipeline.stage import MAX_RETRIES, StageOutcome, StageSpec, run_stage
from taleweaver.pipeline.story import fallbacks
from taleweaver.pipeline.story.contracts import EmotionalMap, StoryBible
from taleweaver.pipeline.story.inputs import ArchitectInput, CartographerInput
from taleweaver.pipeline.story.semantics import validate_bible, validate_emotional_map


@dataclass(frozen=True)
class PipelineConfig:
    clarify_below: float = 0.5
    """Emotional maps less confident than this get one clarifying question."""
    max_retries: int = MAX_RETRIES
    concurrent: bool = True
    """Run independent stages (choices ∥ panels, visual ∥ audio) at the same time."""
    prompts_dir: Path | None = None


class StageRecord(BaseModel):
    """What happened in one stage run, for logs, reports and tests."""

    agent: StageName
    anchor_id: str | None
    source: str
    retries: int
    feedback: list[Feedback]
    fallback_reason: str | None = None
    latency_s: float = 0.0


@dataclass
class AnchorResult:
    """One scene package (an anchor's, or the scene an ending is told in), the choices it offers, and
    the records of the stages that built it."""

    package: ScenePackage
    choice_set: ChoiceSet | None
    records: list[StageRecord] = field(default_factory=list)


class Pipeline:
    """One model (or none), one event sink; every method is one bounded, recorded piece of work."""

    def __init__(
        self,
        model: ChatModel | None,
        config: PipelineConfig | None = None,
        on_event: EventSink = ignore_events,
    ) -> None:
        self.model = model
        self.config = config or PipelineConfig()
        self.on_event = on_event
        self.records: list[StageRecord] = []

    def plan(self, message: str, anchor_id: str | None = None) -> None:
        self.on_event(ProgressEvent(kind="plan", message=message, anchor_id=anchor_id))

    async def run(self, spec: StageSpec[Any], payload: BaseModel, **options: Any) -> StageOutcome[Any]:
        prompt = load_prompt(spec.agent, self.config.prompts_dir)
        outcome = await run_stage(
            self.model,
            spec,
            prompt,
            payload,
            max_retries=options.pop("max_retries", self.config.max_retries),
            on_event=self.on_event,
            **options,
        )
        return self._record(outcome)

    def record_fallback(self, spec: StageSpec[Any], reason: str, feedback: Feedback) -> StageOutcome[Any]:
        """Replace a stage by its fallback without calling the model (its retries are spent)."""
        self.on_event(
            ProgressEvent(
                kind="fallback",
                agent=spec.agent,
                anchor_id=spec.anchor_id,
                message=f"{spec.agent}: using deterministic fallback content ({reason}).",
            )
        )
        outcome = StageOutcome(
            spec.agent, spec.anchor_id, spec.fallback(), "fallback", 0, [feedback], fallback_reason=reason
        )
        return self._record(outcome)

    def _record(self, outcome: StageOutcome[Any]) -> StageOutcome[Any]:
        self.records.append(
            StageRecord(
                agent=outcome.agent,
                anchor_id=outcome.anchor_id,
                source=outcome.source,
                retries=outcome.retries,
                feedback=outcome.feedback,
                fallback_reason=outcome.fallback_reason,
                latency_s=outcome.latency_s,
            )
        )
        return outcome

    async def gather(self, *jobs: Awaitable[Any]) -> list[Any]:
        """Run jobs concurrently, or one after another when the config says so (benchmarks)."""
        if self.config.concurrent:
            return list(await asyncio.gather(*jobs))
        return [await job for job in jobs]

    async def map_emotions(self, intake: str, answer: str | None = None) -> StageOutcome[EmotionalMap]:
        self.plan(PLAN_MESSAGES["map"])
        spec = StageSpec(
            agent="emotional_cartographer",
            output=EmotionalMap,
            validate=validate_emotional_map,
            fallback=lambda: fallbacks.fallback_emotional_map(intake, answer),
        )
        outcome: StageOutcome[EmotionalMap] = await self.run(
            spec, CartographerInput(intake=intake, clarification_answer=answer)
        )
        return outcome

    def needs_clarification(self, emotional_map: EmotionalMap) -> bool:
        return emotional_map.confidence < self.config.clarify_below

    async def build_bible(self, intake: str, emotional_map: EmotionalMap) -> StageOutcome[StoryBible]:
        """The Story Architect; an invalid bible is regenerated here and nowhere else."""
        self.plan(PLAN_MESSAGES["bible"])
        spec = StageSpec(
            agent="story_architect",
            output=StoryBible,
            validate=validate_bible,
            fallback=lambda: fallbacks.fallback_bible(intake, emotional_map),
        )
        outcome: StageOutcome[StoryBible] = await self.run(
            spec, ArchitectInput(intake=intake, emotional_map=emotional_map)
        )
        return outcome

    async def build_anchor(
        self,
        bible: StoryBible,
        anchor_id: str,
        emotional_map: EmotionalMap,
        earlier_choices: Sequence[ChoiceSet] = (),
        earlier_scenes: Sequence[SceneSummary] = (),
    ) -> AnchorResult:
        """One anchor's scene package; each stage validated, repaired narrowly or replaced by its fallback."""
        anchor = bible.anchor(anchor_id)
        first_record = len(self.records)
        self.plan(anchor_plan(anchor_id, anchor.title, bible.decision_at(anchor_id) is not None), anchor_id)
        stages = AnchorStages(self, bible, anchor_id, emotional_map, earlier_choices, earlier_scenes)
        outcomes = await stages.check_and_repair(await stages.story_and_media())
        choices = outcomes.get("choice_designer")
        decision = bible.decision_at(anchor_id)
        question, panels = asked(anchor.location, decision, choices, outcomes["scene_director"])
        package = stages.package(
            outcomes,
            title=anchor.title,
            location=anchor.location,
            decision_id=decision.id if decision else None,
            question=question,
            choices=choices.value.choices if choices else [],
            continue_id=None if decision else CONTINUE,
            panels=panels,
        )
        self._ready(anchor_id, f"Scene {anchor_id} ({anchor.title}) is ready.")
        return AnchorResult(package, choices.value if choices else None, self.records[first_record:])

    async def build_ending(
        self,
        bible: StoryBible,
        ending_id: str,
        emotional_map: EmotionalMap,
        path: Sequence[Choice] = (),
        earlier_scenes: Sequence[SceneSummary] = (),
    ) -> AnchorResult:
        """The scene package an ending is told in, built like an anchor's: the ending director's panels
        (the bible's ending, ``path`` the choices that led there), pictures and sound from them, continuity,
        narrow repair; a failing stage falls back to content written from the bible's ending."""
        place = ending_scene(bible, ending_id)
        first_record = len(self.records)
        self.plan(ending_plan(ending_id, place.title), ending_id)
        stages = EndingStages(self, bible, ending_id, emotional_map, path, earlier_scenes)
        outcomes = await stages.check_and_repair(await stages.story_and_media())
        package = stages.package(
            outcomes,
            kind="ending",
            title=place.title,
            location=place.location,
            decision_id=None,
            question=None,
            choices=[],
            panels=stages.panels(outcomes).panels,
        )
        self._ready(ending_id, f"The ending {ending_id} ({place.title}) is ready.")
        return AnchorResult(package, None, self.records[first_record:])

    def _ready(self, scene_id: str, message: str) -> None:
        self.on_event(ProgressEvent(kind="scene_ready", anchor_id=scene_id, message=message))

    def retry_counts(self) -> dict[str, int]:
        return retry_counts(self.records)


def retry_counts(records: Sequence[StageRecord]) -> dict[str, int]:
    """Retries per agent, summed over ``records`` (the ``retry_counts`` of the session state)."""
    counts: dict[str, int] = {}
    for record in records:
        counts[record.agent] = counts.get(record.agent, 0) + record.retries
    return counts
