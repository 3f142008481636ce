"""start → (clarify) → choose … → ending; the session always comes back updated."""

from __future__ import annotations

import pytest

from taleweaver.models.port import ChatRequest
from taleweaver.pipeline.flow import ChoiceNotAvailable, FlowError, StepResult, StoryFlow
from taleweaver.pipeline.orchestrator import Pipeline
from taleweaver.pipeline.scene.contracts import CONTINUE, EndingScene
from taleweaver.pipeline.scene.inputs import EndingInput, VisualInput
from taleweaver.pipeline.story.fallbacks import fallback_emotional_map
from taleweaver.pipeline.story.regions import select_ending
from taleweaver.testing import FakeModel, FunctionModel
from taleweaver.testing.models import Reply

from .conftest import INTAKE


async def test_a_whole_session_reaches_the_ending_the_hidden_state_selects() -> None:
    flow = StoryFlow(Pipeline(FakeModel()))
    step = await flow.start(INTAKE)
    assert step.status == "scene"
    assert step.scene is not None
    assert (step.state.current_anchor, step.state.current_decision, step.state.next_step) == (
        "A1",
        "D1",
        "render_scene",
    )
    taken = []
    while step.status == "scene":
        assert step.scene is not None
        choice = step.scene.choices[-1].id if step.scene.choices else CONTINUE
        taken.append(choice)
        before = step.state.hidden_state
        step = await flow.choose(step.state, choice)
        if choice != CONTINUE:
            effects = next(c for cs in step.state.decisions for c in cs.choices if c.id == choice).effects
            assert step.state.hidden_state == before.plus(effects)
    assert step.ending is not None
    bible = step.state.bible
    assert bible is not None
    assert step.ending.ending_id == select_ending(bible.endings, step.state.hidden_state).id
    assert step.state.next_step == "show_ending"
    assert step.ending.path == [c for c in taken if c != CONTINUE]
    assert len(taken) == 5
    with pytest.raises(FlowError, match="nothing to choose now"):
        await flow.choose(step.state, CONTINUE)


async def test_low_confidence_asks_once_then_proceeds_regardless() -> None:
    vague = fallback_emotional_map("meh").model_dump(mode="json")
    model = FakeModel(overrides={"emotional_cartographer": [vague, vague]})
    flow = StoryFlow(Pipeline(model))
    step = await flow.start("meh")
    assert step.status == "needs_clarification"
    assert step.question == vague["clarifying_question"]
    assert step.state.next_step == "answer_clarification"
    assert step.state.bible is None
    step = await flow.clarify(step.state, "still meh")  # confidence is still low: proceed anyway
    assert step.status == "scene"
    assert step.state.clarification_asked
    assert "still meh" in model.calls("emotional_cartographer")[1].messages[1].content
    with pytest.raises(FlowError, match="no question is pending"):
        await flow.clarify(step.state, "again")


async def test_unknown_choice_lists_the_allowed_ids_and_changes_nothing() -> None:
    flow = StoryFlow(Pipeline(FakeModel()))
    step = await flow.start(INTAKE)
    with pytest.raises(ChoiceNotAvailable) as caught:
        await flow.choose(step.state, "fly_away")
    assert step.scene is not None
    for choice in step.scene.choices:
        assert choice.id in str(caught.value)
    assert caught.value.code == "choice_not_available"


async def test_a_prepared_next_anchor_is_used_instead_of_rebuilding() -> None:
    model = FakeModel()
    flow = StoryFlow(Pipeline(model))
    step = await flow.start(INTAKE)
    prepared = await flow.prepare(step.state)
    calls = len(model.requests)
    assert step.scene is not None
    step = await flow.choose(step.state, step.scene.choices[0].id, prepared=prepared)
    assert len(model.requests) == calls
    assert step.scene is prepared.package
    assert step.state.current_anchor == "A2"


async def _to_the_last_anchor(flow: StoryFlow) -> StepResult:
    step = await flow.start(INTAKE)
    while step.state.current_anchor != "A5":
        assert step.scene is not None
        step = await flow.choose(step.state, step.scene.choices[0].id if step.scene.choices else CONTINUE)
    return step


async def test_the_ending_is_told_in_its_own_scene_package() -> None:
    model = FakeModel()
    flow = StoryFlow(Pipeline(model))
    step = await _to_the_last_anchor(flow)
    end = await flow.choose(step.state, CONTINUE)
    assert end.ending is not None
    scene = end.ending.scene
    assert (scene.kind, scene.anchor_id, scene.title) == ("ending", end.ending.ending_id, end.ending.title)
    assert scene.panels[0].text == end.ending.text  # the fake tells the bible's ending
    assert scene.sources["ending_director"] == "model"
    assert end.state.asset_status == scene.asset_status
    path = model.calls("ending_director")[0].typed_input
    assert [c.id for c in path.path] == end.ending.path  # the ending is written from the path taken


async def test_a_model_failing_the_ending_stage_still_ends_the_story_with_a_fallback_scene() -> None:
    fake = FakeModel()

    async def fails_at_the_ending(request: ChatRequest) -> Reply:
        typed = request.typed_input
        if isinstance(typed, EndingInput) or (
            isinstance(typed, VisualInput) and isinstance(typed.anchor, EndingScene)
        ):
            return "{ not json"  # the ending's panels and its picture, every try
        return (await fake.chat(request)).text

    model = FunctionModel(fails_at_the_ending)
    flow = StoryFlow(Pipeline(model))
    step = await _to_the_last_anchor(flow)
    end = await flow.choose(step.state, CONTINUE)
    assert end.status == "ending"
    assert end.ending is not None
    scene = end.ending.scene
    assert scene.sources["ending_director"] == "fallback"
    assert scene.sources["visual_motion_director"] == "fallback"
    assert scene.panels[0].text == end.ending.text  # written from the bible's ending
    assert (scene.asset_status.images, scene.asset_status.voice) == ("fallback_static", "ready")
    assert end.state.retry_counts["ending_director"] == 2
    assert end.state.next_step == "show_ending"


async def test_a_prepared_ending_is_used_instead_of_rebuilding() -> None:
    model = FakeModel()
    flow = StoryFlow(Pipeline(model))
    step = await _to_the_last_anchor(flow)
    bible = step.state.bible
    assert bible is not None
    selected = select_ending(bible.endings, step.state.hidden_state).id
    assert step.state.next_scene() == selected  # no decision left at A5: the ending is settled
    prepared = await flow.prepare(step.state)
    calls = len(model.requests)
    end = await flow.choose(step.state, CONTINUE, prepared=prepared)
    assert len(model.requests) == calls
    assert end.ending is not None
    assert end.ending.scene is prepared.package
