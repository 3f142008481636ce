"""The bounded step: parse → validate → accept, retry narrowly with feedback, or fall back."""

from __future__ import annotations

from taleweaver.models.port import ModelTimeout, ModelUnavailable
from taleweaver.pipeline.events import EventLog
from taleweaver.pipeline.prompts import load_prompt
from taleweaver.pipeline.stage import StageSpec, run_stage
from taleweaver.pipeline.story.contracts import EmotionalMap
from taleweaver.pipeline.story.fallbacks import fallback_emotional_map
from taleweaver.pipeline.story.inputs import CartographerInput
from taleweaver.pipeline.story.semantics import validate_emotional_map
from taleweaver.testing import ScriptedModel

GOOD = fallback_emotional_map("I am scared and lonely, really").model_dump(mode="json")
SPEC = StageSpec(
    agent="emotional_cartographer",
    output=EmotionalMap,
    validate=validate_emotional_map,
    fallback=lambda: fallback_emotional_map("fallback"),
)
PAYLOAD = CartographerInput(intake="I am scared")
PROMPT = load_prompt("emotional_cartographer")


def _without(field: str) -> dict[str, object]:
    return {key: value for key, value in GOOD.items() if key != field}


async def test_valid_first_reply_is_accepted_without_retries() -> None:
    model = ScriptedModel([GOOD])
    outcome = await run_stage(model, SPEC, PROMPT, PAYLOAD)
    assert (outcome.source, outcome.retries, outcome.feedback) == ("model", 0, [])
    request = model.requests[0]
    assert request.role == "emotional_cartographer"
    assert request.response_schema == EmotionalMap.model_json_schema()
    assert request.messages[0].content == PROMPT.body


async def test_malformed_json_is_retried_with_feedback_naming_it() -> None:
    model = ScriptedModel(['{"summary": "half', GOOD])
    events = EventLog()
    outcome = await run_stage(model, SPEC, PROMPT, PAYLOAD, on_event=events)
    assert (outcome.source, outcome.retries) == ("model", 1)
    assert outcome.feedback[0].problems[0].kind == "malformed_json"
    retry = model.requests[1].messages
    assert retry[-2].role == "assistant"
    assert retry[-2].content == '{"summary": "half'
    assert "not valid JSON" in retry[-1].content
    assert [event.kind for event in events.events] == ["retry"]
    assert events.events[0].feedback == outcome.feedback[0]


async def test_missing_field_then_out_of_range_then_fallback_after_two_retries() -> None:
    model = ScriptedModel([_without("confidence"), {**GOOD, "confidence": 3.5}, "nope"])
    outcome = await run_stage(model, SPEC, PROMPT, PAYLOAD)
    assert (outcome.source, outcome.retries, len(model.requests)) == ("fallback", 2, 3)
    assert outcome.value == fallback_emotional_map("fallback")
    assert [(p.path, p.kind) for f in outcome.feedback for p in f.problems] == [
        ("confidence", "missing_field"),
        ("confidence", "out_of_range"),
        ("", "malformed_json"),
    ]
    assert "required field 'confidence' is missing" in model.requests[1].messages[-1].content
    assert "3.5 is out of range [0, 1]" in model.requests[2].messages[-1].content
    assert outcome.fallback_reason == "still invalid after 2 retries"


async def test_no_model_falls_back_at_once() -> None:
    outcome = await run_stage(None, SPEC, PROMPT, PAYLOAD)
    assert (outcome.source, outcome.retries, outcome.fallback_reason) == (
        "fallback",
        0,
        "no model configured",
    )


async def test_unavailable_model_falls_back_without_retrying() -> None:
    model = ScriptedModel([ModelUnavailable("connection refused")])
    outcome = await run_stage(model, SPEC, PROMPT, PAYLOAD)
    assert (outcome.source, outcome.retries, len(model.requests)) == ("fallback", 0, 1)
    assert "connection refused" in (outcome.fallback_reason or "")


async def test_timeout_counts_as_a_failed_attempt() -> None:
    model = ScriptedModel([ModelTimeout("slow"), GOOD])
    outcome = await run_stage(model, SPEC, PROMPT, PAYLOAD)
    assert (outcome.source, outcome.retries) == ("model", 1)
    assert outcome.feedback[0].problems[0].kind == "model_error"


def test_pinned_fields_narrow_the_schema() -> None:
    from taleweaver.pipeline.scene.contracts import ScenePanels

    spec = StageSpec(
        agent="scene_director",
        output=ScenePanels,
        validate=lambda v: [],
        fallback=lambda: ScenePanels(anchor_id="A2", panels=[]),
        pinned={"anchor_id": ["A2"], "Panel.speaker": ["narrator", "mira"]},
    )
    schema = spec.response_schema()
    assert schema["properties"]["anchor_id"] == {"enum": ["A2"]}
    assert schema["$defs"]["Panel"]["properties"]["speaker"] == {"enum": ["narrator", "mira"]}
    assert "speaker" in schema["$defs"]["Panel"]["required"]
