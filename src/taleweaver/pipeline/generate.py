"""Run the whole pipeline to the end (every anchor, every decision, every ending told as a scene) for
export: ``taleweaver generate``."""

from __future__ import annotations

from collections.abc import Callable, Collection

from pydantic import BaseModel, Field

from taleweaver.pipeline.agents import Source
from taleweaver.pipeline.events import PLAN_MESSAGES, ProgressEvent
from taleweaver.pipeline.orchestrator import AnchorResult, Pipeline, StageRecord, retry_counts
from taleweaver.pipeline.scene.contracts import ChoiceSet, ScenePackage, SceneSummary
from taleweaver.pipeline.story.contracts import EmotionalMap, StoryBible

AnswerProvider = Callable[[str], str | None]
"""Asked the clarifying question; returns the player's answer, or None to go on without one."""


class GeneratedStory(BaseModel):
    """Everything the pipeline produced for one intake, with the truth about how."""

    intake: str
    clarifying_question: str | None = None
    clarification_answer: str | None = None
    emotional_map: EmotionalMap
    bible: StoryBible
    packages: list[ScenePackage]
    choice_sets: list[ChoiceSet]
    endings: list[ScenePackage] = Field(default_factory=list)
    """The scene packages the endings are told in (``kind="ending"``), in the bible's order; an export
    from a played session holds the one ending reached."""
    records: list[StageRecord] = Field(default_factory=list)
    sources: dict[str, Source] = Field(default_factory=dict)
    """Source of the emotional map and the bible; per-anchor sources live in each package."""

    def retry_counts(self) -> dict[str, int]:
        return retry_counts(self.records)

    def fallback_stages(self) -> list[str]:
        """``agent@anchor`` for every stage whose accepted content is a fallback."""
        stages = [agent for agent, source in self.sources.items() if source == "fallback"]
        for package in [*self.packages, *self.endings]:
            stages += [
                f"{agent}@{package.anchor_id}" for agent, s in package.sources.items() if s == "fallback"
            ]
        return stages


async def generate_story(
    pipeline: Pipeline,
    intake: str,
    answer: AnswerProvider | None = None,
    *,
    tell_endings: Collection[str] | None = None,
) -> GeneratedStory:
    """Map → (one clarifying question) → bible → every anchor in order, each prepared from the last →
    every ending's scene (side by side: any path may reach any of them).

    ``tell_endings`` names the endings told as scenes (bible ids, e.g. ``{"E1"}``); ``None`` tells all
    four. An ending not told is exported as one node with its title and summary.
    """
    mapped = await pipeline.map_emotions(intake)
    question = reply = None
    if pipeline.needs_clarification(mapped.value):
        question = mapped.value.clarifying_question
        pipeline.plan(PLAN_MESSAGES["clarify"])
        reply = answer(question) if answer else None
        if reply:
            mapped = await pipeline.map_emotions(intake, reply)
    bible = await pipeline.build_bible(intake, mapped.value)
    packages: list[ScenePackage] = []
    choice_sets: list[ChoiceSet] = []
    scenes: list[SceneSummary] = []
    for anchor in bible.value.anchors:
        result = await pipeline.build_anchor(bible.value, anchor.id, mapped.value, choice_sets, scenes)
        packages.append(result.package)
        scenes.append(result.package.summary())
        if result.choice_set is not None:
            choice_sets.append(result.choice_set)
    endings: list[AnchorResult] = await pipeline.gather(
        *(
            pipeline.build_ending(bible.value, ending.id, mapped.value, (), scenes)
            for ending in bible.value.endings
            if tell_endings is None or ending.id in tell_endings
        )
    )
    pipeline.on_event(
        ProgressEvent(
            kind="done",
            message=f"All {len(packages)} scenes and {len(endings)} endings of {bible.value.title} "
            "are ready.",
        )
    )
    return GeneratedStory(
        intake=intake,
        clarifying_question=question,
        clarification_answer=reply,
        emotional_map=mapped.value,
        bible=bible.value,
        packages=packages,
        choice_sets=choice_sets,
        endings=[result.package for result in endings],
        records=list(pipeline.records),
        sources={"emotional_cartographer": mapped.source, "story_architect": bible.source},
    )
