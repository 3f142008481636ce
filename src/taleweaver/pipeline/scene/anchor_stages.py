"""The scene loop for one anchor: the scene director's panels and, at a decision point, the choice
designer's choices, then the media and continuity every scene shares (:mod:`.stages`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from taleweaver.pipeline.agents import StageName
from taleweaver.pipeline.scene.choice_fallbacks import fallback_choices
from taleweaver.pipeline.scene.choice_semantics import validate_choices
from taleweaver.pipeline.scene.contracts import ChoiceSet, ScenePanels, SceneSummary
from taleweaver.pipeline.scene.fallbacks import fallback_panels
from taleweaver.pipeline.scene.inputs import ChoiceBrief, choice_briefs, choice_input, scene_input
from taleweaver.pipeline.scene.semantics import validate_panels
from taleweaver.pipeline.scene.stages import Outcomes, SceneStages
from taleweaver.pipeline.stage import StageSpec
from taleweaver.pipeline.story.contracts import EmotionalMap, StoryBible

if TYPE_CHECKING:
    from taleweaver.pipeline.orchestrator import Pipeline


class AnchorStages(SceneStages):
    """The stages of anchor ``anchor_id``'s scene package."""

    panels_agent: StageName = "scene_director"

    def __init__(
        self,
        pipeline: Pipeline,
        bible: StoryBible,
        anchor_id: str,
        emotional_map: EmotionalMap,
        earlier_choices: Sequence[ChoiceSet],
        earlier_scenes: Sequence[SceneSummary],
    ) -> None:
        super().__init__(pipeline, bible, anchor_id, bible.anchor(anchor_id), emotional_map, earlier_scenes)
        self.earlier_choices = list(earlier_choices)

    def _story_agents(self) -> list[StageName]:
        """The scene director and, at a decision point, the choice designer (independent of each other)."""
        agents: list[StageName] = ["scene_director"]
        if self.bible.decision_at(self.anchor_id) is not None:
            agents.append("choice_designer")
        return agents

    def _pin(self, agent: StageName | None = None, panel_count: int = 0) -> dict[str, list[Any]]:
        pins = super()._pin(agent, panel_count)
        decision = self.bible.decision_at(self.anchor_id)
        if agent == "choice_designer" and decision is not None:
            pins["decision_id"] = [decision.id]
            pins["Choice.leads_to"] = [self.bible.next_anchor(self.anchor_id)]
        return pins

    def _story_spec(self, agent: StageName) -> StageSpec[Any]:
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
        raise ValueError(f"{agent} is not a scene-loop stage")

    def _story_payload(self, agent: StageName) -> BaseModel:
        if agent == "choice_designer":
            return choice_input(self.bible, self.anchor_id, self.earlier_choices)
        return scene_input(self.bible, self.anchor_id, self.earlier_scenes)

    def _briefs(self, outcomes: Outcomes) -> list[ChoiceBrief]:
        choices = outcomes.get("choice_designer")
        return choice_briefs(choices.value if choices else None)
