"""The player-facing flow: start → (clarify) → choose … → ending, one signed state in, one out.

Each step returns the next scene package (or the ending, told in its own scene package) plus the
updated session state — always. Anchor packages do not depend on the choice taken (branching is hybrid
and reconverging: choices move hidden state and add flavour), so the next anchor can be prepared while
the player reads; so can the ending, once no decision is left to change the hidden state.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from taleweaver.pipeline.events import PLAN_MESSAGES, ProgressEvent
from taleweaver.pipeline.orchestrator import AnchorResult, Pipeline, retry_counts
from taleweaver.pipeline.scene.contracts import CONTINUE, EndingPackage, ScenePackage
from taleweaver.pipeline.session import SessionState
from taleweaver.pipeline.story.contracts import StoryBible
from taleweaver.pipeline.story.regions import select_ending


class FlowError(Exception):
    """The client asked for something the session's current step does not allow."""

    code = "invalid_step"
    hint: str | None = "send the choice ids of the current scene"


class ChoiceNotAvailable(FlowError):
    code = "choice_not_available"


class StepResult(BaseModel):
    status: Literal["needs_clarification", "scene", "ending"]
    question: str | None = None
    scene: ScenePackage | None = None
    ending: EndingPackage | None = None
    state: SessionState


class StoryFlow:
    def __init__(self, pipeline: Pipeline) -> None:
        self.pipeline = pipeline

    async def start(self, intake: str) -> StepResult:
        mark = len(self.pipeline.records)
        mapped = await self.pipeline.map_emotions(intake)
        state = SessionState(intake=intake, emotional_map=mapped.value)
        state.retry_counts = state.add_retries(retry_counts(self.pipeline.records[mark:]))
        if self.pipeline.needs_clarification(mapped.value):
            self.pipeline.plan(PLAN_MESSAGES["clarify"])
            state.clarification_asked = True
            state.next_step = "answer_clarification"
            return StepResult(
                status="needs_clarification", question=mapped.value.clarifying_question, state=state
            )
        return await self._begin(state)

    async def clarify(self, state: SessionState, answer: str) -> StepResult:
        """Read the answer with the intake, then go on regardless of the new confidence."""
        if state.next_step != "answer_clarification":
            raise FlowError(f"no question is pending (next step: {state.next_step})")
        mark = len(self.pipeline.records)
        mapped = await self.pipeline.map_emotions(state.intake, answer)
        state = state.model_copy(update={"emotional_map": mapped.value})
        state.retry_counts = state.add_retries(retry_counts(self.pipeline.records[mark:]))
        return await self._begin(state)

    async def _begin(self, state: SessionState) -> StepResult:
        if state.emotional_map is None:
            raise FlowError("the session has no emotional map yet; start again")
        mark = len(self.pipeline.records)
        built = await self.pipeline.build_bible(state.intake, state.emotional_map)
        bible = built.value
        state = state.model_copy(update={"bible": bible, "hidden_state": bible.initial_state})
        state.retry_counts = state.add_retries(retry_counts(self.pipeline.records[mark:]))
        result = await self.prepare(state, bible.anchors[0].id)
        return self._enter(state, result)

    async def prepare(self, state: SessionState, anchor_id: str | None = None) -> AnchorResult:
        """Build the scene ``anchor_id`` (an anchor or an ending; default: the scene after the current
        one) for this session."""
        bible = _bible(state)
        target = anchor_id or state.next_scene()
        if target is None:
            raise FlowError("there is no next scene to prepare")
        if state.emotional_map is None:
            raise FlowError("the session has no emotional map")
        if any(ending.id == target for ending in bible.endings):
            return await self.pipeline.build_ending(
                bible, target, state.emotional_map, state.taken_choices(), state.scenes
            )
        return await self.pipeline.build_anchor(
            bible, target, state.emotional_map, state.decisions, state.scenes
        )

    def _enter(self, state: SessionState, result: AnchorResult) -> StepResult:
        package = result.package
        decisions = [*state.decisions, result.choice_set] if result.choice_set else state.decisions
        state = state.model_copy(
            update={
                "current_anchor": package.anchor_id,
                "current_decision": package.decision_id,
                "asset_status": package.asset_status,
                "retry_counts": state.add_retries(retry_counts(result.records)),
                "decisions": decisions,
                "scenes": [*state.scenes, package.summary()],
                "next_step": "render_scene",
            }
        )
        return StepResult(status="scene", scene=package, state=state)

    async def choose(
        self, state: SessionState, choice_id: str, prepared: AnchorResult | None = None
    ) -> StepResult:
        """Apply the choice to the hidden state; return the next anchor's package or the ending
        (``prepared``: that scene, built ahead; used when it is the one that follows)."""
        if state.next_step != "render_scene" or state.current_anchor is None:
            raise FlowError(f"nothing to choose now (next step: {state.next_step})")
        bible, anchor_id = _bible(state), state.current_anchor
        decision = bible.decision_at(anchor_id)
        if decision is None:
            if choice_id != CONTINUE:
                raise ChoiceNotAvailable(f"{anchor_id} has no decision; send choice_id {CONTINUE!r}")
            hidden, path = state.hidden_state, state.path
        else:
            offered = next((cs for cs in state.decisions if cs.decision_id == decision.id), None)
            choice = next((c for c in offered.choices if c.id == choice_id), None) if offered else None
            if choice is None:
                allowed = ", ".join(c.id for c in offered.choices) if offered else "none"
                raise ChoiceNotAvailable(
                    f"{choice_id!r} is not a choice of {decision.id} (allowed: {allowed})"
                )
            hidden, path = state.hidden_state.plus(choice.effects), [*state.path, choice.id]
        state = state.model_copy(update={"hidden_state": hidden, "path": path})
        following = bible.next_anchor(anchor_id)
        if following is None:
            return await self._end(state, bible, prepared)
        if prepared is None or prepared.package.anchor_id != following:
            prepared = await self.prepare(state, following)
        return self._enter(state, prepared)

    async def _end(self, state: SessionState, bible: StoryBible, prepared: AnchorResult | None) -> StepResult:
        self.pipeline.plan(PLAN_MESSAGES["ending"])
        ending = select_ending(bible.endings, state.hidden_state)
        if prepared is None or prepared.package.anchor_id != ending.id:
            prepared = await self.prepare(state, ending.id)
        package = EndingPackage(
            ending_id=ending.id,
            title=ending.title,
            text=ending.summary,
            hidden_state=state.hidden_state,
            path=state.path,
            scene=prepared.package,
        )
        self.pipeline.on_event(ProgressEvent(kind="ending", message=f"The story ends: {ending.title}."))
        state = state.model_copy(
            update={
                "next_step": "show_ending",
                "ending_id": ending.id,
                "current_decision": None,
                "asset_status": prepared.package.asset_status,
                "retry_counts": state.add_retries(retry_counts(prepared.records)),
            }
        )
        return StepResult(status="ending", ending=package, state=state)


def _bible(state: SessionState) -> StoryBible:
    if state.bible is None:
        raise FlowError("the session has no story bible yet; answer the clarifying question first")
    return state.bible
