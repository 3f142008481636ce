from __future__ import annotations

from taleweaver.pipeline import scene_fallbacks
from taleweaver.pipeline.contracts import Anchor, Bound, Effects, StoryBible
from taleweaver.pipeline.scene_contracts import ChoiceSet
from taleweaver.pipeline.semantics import validate_bible, validate_choices


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


def _choices(bible: StoryBible, anchor_id: str, **change: object) -> ChoiceSet:
    choice_set = scene_fallbacks.fallback_choices(bible, anchor_id, [])
    first = choice_set.choices[0].model_copy(update=change)
    return choice_set.model_copy(update={"choices": [first, *choice_set.choices[1:]]})


def test_invented_anchor_is_refused(bible: StoryBible) -> None:
    problems = validate_choices(_choices(bible, "A1", leads_to="A6"), bible, "A1")
    assert _kinds(problems) == [("choices[0].leads_to", "unknown_anchor")]
    assert "'A6' is not an anchor of the bible (A1, A2, A3, A4, A5)" in problems[0].message


def test_choices_must_reconverge_on_the_next_anchor(bible: StoryBible) -> None:
    problems = validate_choices(_choices(bible, "A1", leads_to="A4"), bible, "A1")
    assert _kinds(problems) == [("choices[0].leads_to", "invalid_value")]
    assert "must be A2" in problems[0].message


def test_out_of_range_effect_is_named_exactly(bible: StoryBible) -> None:
    problems = validate_choices(_choices(bible, "A1", effects=Effects(courage=5)), bible, "A1")
    assert _kinds(problems) == [("choices[0].effects.courage", "out_of_range")]
    assert problems[0].message == "5 is out of range [-2, 2]"


def test_choice_ids_are_unique_across_the_story(bible: StoryBible) -> None:
    first = scene_fallbacks.fallback_choices(bible, "A1", [])
    again = _choices(bible, "A2", id=first.choices[0].id)
    problems = validate_choices(again, bible, "A2", [first])
    assert _kinds(problems) == [("choices[0].id", "duplicate")]


def test_last_decision_must_leave_every_ending_reachable(bible: StoryBible) -> None:
    earlier: list[ChoiceSet] = []
    for anchor_id in ("A1", "A2", "A3"):
        earlier.append(scene_fallbacks.fallback_choices(bible, anchor_id, earlier))
    good = scene_fallbacks.fallback_choices(bible, "A4", earlier)
    assert validate_choices(good, bible, "A4", earlier) == []
    # Two options that only ever raise both focus variables: E2–E4 become unreachable from some paths,
    # and every path ends in the same region → the validator names the endings nobody reaches.
    focus = [b.variable for b in bible.endings[0].conditions]
    push = {name: 2 for name in focus}
    lazy = good.model_copy(
        update={
            "choices": [
                good.choices[0].model_copy(update={"effects": Effects(**push)}),
                good.choices[1].model_copy(update={"effects": Effects(**{focus[0]: 2, focus[1]: 1})}),
            ]
        }
    )
    problems = validate_choices(lazy, bible, "A4", earlier)
    assert {p.kind for p in problems} == {"unreachable_ending"}
    assert any("ending E4" in p.message for p in problems)


def test_reserved_ids_are_refused(bible: StoryBible) -> None:
    problems = validate_choices(_choices(bible, "A1", id="continue"), bible, "A1")
    assert [(p.path, p.kind) for p in problems] == [("choices[0].id", "invalid_value")]
    cast = [bible.characters[0].model_copy(update={"id": "narrator"}), *bible.characters[1:]]
    anchors = [a.model_copy(update={"characters": []}) for a in bible.anchors]
    problems = validate_bible(bible.model_copy(update={"characters": cast, "anchors": anchors}))
    assert [(p.path, p.kind) for p in problems] == [("characters", "invalid_value")]
