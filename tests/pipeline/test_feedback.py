from __future__ import annotations

import pytest
from pydantic import ValidationError

from taleweaver.pipeline.feedback import Feedback, Problem, parse_json_object, problems_from_validation
from taleweaver.pipeline.story.contracts import EmotionalMap


def _errors(data: object) -> list[Problem]:
    with pytest.raises(ValidationError) as caught:
        EmotionalMap.model_validate(data)
    return problems_from_validation(caught.value)


def test_missing_field_is_named_with_its_path() -> None:
    problems = _errors(
        {
            "summary": "s",
            "feelings": [{"name": "fear"}],
            "themes": ["t"],
            "needs": ["n"],
            "focus": ["courage"],
            "confidence": 0.5,
            "clarifying_question": "q",
        }
    )
    assert [(p.path, p.kind) for p in problems] == [("feelings[0].intensity", "missing_field")]
    assert "'intensity' is missing" in problems[0].message


def test_unknown_field_and_wrong_type_are_told_apart() -> None:
    problems = _errors(
        {
            "summary": "s",
            "feelings": [{"name": "fear", "intensity": "lots"}],
            "themes": ["t"],
            "needs": ["n"],
            "focus": ["bravery"],
            "confidence": 0.5,
            "clarifying_question": "q",
            "mood": "x",
        }
    )
    by_path = {p.path: p for p in problems}
    assert by_path["feelings[0].intensity"].kind == "wrong_type"
    assert '"lots"' in by_path["feelings[0].intensity"].message
    assert by_path["focus[0]"].kind == "invalid_value"
    assert "courage" in by_path["focus[0]"].message  # the allowed values are listed
    assert by_path["mood"].kind == "unknown_field"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ('{"summary": "x",', "not valid JSON"),
        ("[1, 2]", "expected one JSON object, got list"),
    ],
)
def test_bad_json_becomes_one_malformed_problem(text: str, message: str) -> None:
    problem = parse_json_object(text)
    assert isinstance(problem, Problem)
    assert problem.kind == "malformed_json"
    assert message in problem.message


def test_fenced_json_is_accepted() -> None:
    assert parse_json_object('```json\n{"a": 1}\n```') == {"a": 1}


def test_feedback_renders_every_problem_for_the_retry_prompt() -> None:
    feedback = Feedback(
        agent="story_architect",
        attempt=1,
        problems=[
            Problem(path="anchors", kind="count", message="expected exactly 5 anchor nodes, got 6"),
            Problem(path="endings[3].conditions", kind="invalid_value", message="must have no conditions"),
        ],
    )
    prompt = feedback.as_prompt()
    assert "2 problem(s)" in prompt
    assert "- anchors: expected exactly 5 anchor nodes, got 6 [count]" in prompt
    assert "endings[3].conditions" in prompt
    assert feedback.brief() == "anchors: expected exactly 5 anchor nodes, got 6 [count] (+1 more)"
    assert feedback.kinds() == {"count", "invalid_value"}
