"""The scene an ending is told in: the ending director's panels (the bible's ending, the path taken),
then the media and continuity every scene shares (:mod:`.stages`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from taleweaver.pipeline.agents import ENDING_STAGES, StageName
from taleweaver.pipeline.scene.contracts import Choice, ScenePanels, SceneSummary
from taleweaver.pipeline.scene.fallbacks import fallback_ending_panels
from taleweaver.pipeline.scene.inputs import ChoiceBrief, briefs, ending_input, ending_scene
from taleweaver.pipeline.scene.semantics import validate_panels
from taleweaver.pipeline.scene.stages import Outcomes, SceneStages
from taleweaver.pipeline.stage import StageSpec
from taleweaver.pipeline.story.contracts import EmotionalMap, StoryBible

if TYPE_CHECKING:
    from taleweaver.pipeline.orchestrator import Pipeline


class EndingStages(SceneStages):
    """The stages of ending ``ending_id``'s scene package; ``path`` is the choices taken to reach it."""

    panels_agent: StageName = "ending_director"
    blamable: tuple[StageName, ...] = ENDING_STAGES

    def __init__(
        self,
        pipeline: Pipeline,
        bible: StoryBible,
        ending_id: str,
        emotional_map: EmotionalMap,
        path: Sequence[Choice],
        earlier_scenes: Sequence[SceneSummary],
    ) -> None:
        super().__init__(
            pipeline, bible, ending_id, ending_scene(bible, ending_id), emotional_map, earlier_scenes
        )
        self.path = list(path)

    def _story_spec(self, agent: StageName) -> StageSpec[Any]:
        if agent != self.panels_agent:
            raise ValueError(f"{agent} is not a stage of an ending's scene")
        bible, ending_id = self.bible, self.anchor_id
        return StageSpec(
            agent=agent,
            output=ScenePanels,
            validate=lambda v: validate_panels(v, bible, ending_id),
            fallback=lambda: fallback_ending_panels(bible, ending_id, self.themes),
            anchor_id=ending_id,
            pinned=self._pin(agent),
        )

    def _story_payload(self, agent: StageName) -> BaseModel:
        return ending_input(self.bible, self.anchor_id, self.path, self.earlier_scenes)

    def _briefs(self, outcomes: Outcomes) -> list[ChoiceBrief]:
        """The editor checks an ending against the path that led to it."""
        return briefs(self.path)
