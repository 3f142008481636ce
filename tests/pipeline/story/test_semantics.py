from __future__ import annotations

from taleweaver.pipeline.story.contracts import Anchor, Bound, StoryBible
from taleweaver.pipeline.story.semantics import validate_bible


def _kinds(problems: list) -> list[tuple[str, str]]:  # type: ignore[type-arg]
    return [(p.path, p.kind) for p in problems]


def test_fallback_bible_is_valid(bible: StoryBible) -> None:
    assert validate_bible(bible) == []


def test_six_anchors_are_counted(bible: StoryBible) -> None:
    extra = Anchor(id="A5", title="Again", location="here", summary="s")
    problems = validate_bible(bible.model_copy(update={"anchors": [*bible.anchors, extra]}))
    assert _kinds(problems) == [("anchors", "count")]
    assert "expected exactly 5 anchor nodes (A1, A2, A3, A4, A5), got 6" in problems[0].message


def test_decision_at_the_last_anchor_and_unknown_character(bible: StoryBible) -> None:
    decisions = list(bible.decision_points)
    decisions[3] = decisions[3].model_copy(update={"anchor": "A5"})
    anchors = list(bible.anchors)
    anchors[0] = anchors[0].model_copy(update={"characters": ["ghost"]})
    problems = validate_bible(bible.model_copy(update={"decision_points": decisions, "anchors": anchors}))
    assert _kinds(problems) == [
        ("anchors[0].characters", "unknown_reference"),
        ("decision_points[3].anchor", "invalid_value"),
    ]
    assert "'ghost' is not a character of the bible" in problems[0].message


def test_endings_must_be_reachable_and_end_with_a_default(bible: StoryBible) -> None:
    endings = list(bible.endings)
    # E2 needs courage >= 9: beyond what 4 choices of at most +2 can reach.
    endings[1] = endings[1].model_copy(
        update={"conditions": [Bound(variable="courage", op="at_least", value=9)]}
    )
    endings[3] = endings[3].model_copy(
        update={"conditions": [Bound(variable="truth", op="at_most", value=0)]}
    )
    problems = validate_bible(bible.model_copy(update={"endings": endings}))
    assert ("endings[1].conditions", "unreachable_ending") in _kinds(problems)
    assert ("endings[3].conditions", "invalid_value") in _kinds(problems)
    unreachable = next(p for p in problems if p.kind == "unreachable_ending")
    assert "no reachable hidden state selects E2" in unreachable.message
