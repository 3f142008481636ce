from __future__ import annotations

from taleweaver.pipeline.scene import choice_fallbacks
from taleweaver.pipeline.scene.choice_semantics import spoils, validate_choices
from taleweaver.pipeline.scene.contracts import ChoiceSet
from taleweaver.pipeline.story.contracts import Effects, StoryBible
from taleweaver.pipeline.story.semantics import validate_bible


def _kinds(problems: list) -> list[tuple[str, str]]:  # type: ignore[type-arg]
    return [(p.path, p.kind) for p in problems]


def _choices(bible: StoryBible, anchor_id: str, **change: object) -> ChoiceSet:
    choice_set = choice_fallbacks.fallback_choices(bible, anchor_id, [])
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
    first = choice_fallbacks.fallback_choices(bible, "A1", [])
    again = _choices(bible, "A2", id=first.choices[0].id)
    problems = validate_choices(again, bible, "A2", [first])
    assert _kinds(problems) == [("choices[0].id", "duplicate")]


def test_last_decision_must_leave_every_ending_reachable(bible: StoryBible) -> None:
    earlier: list[ChoiceSet] = []
    for anchor_id in ("A1", "A2", "A3"):
        earlier.append(choice_fallbacks.fallback_choices(bible, anchor_id, earlier))
    good = choice_fallbacks.fallback_choices(bible, "A4", earlier)
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


def test_fallback_choices_tell_nothing_of_the_hidden_state(bible: StoryBible) -> None:
    earlier: list[ChoiceSet] = []
    for decision in bible.decision_points:
        choice_set = choice_fallbacks.fallback_choices(bible, decision.anchor, earlier)
        earlier.append(choice_set)
        for index, choice in enumerate(choice_set.choices):
            assert choice.id == f"{decision.id.lower()}_{'abc'[index]}"
            for text in (choice.id, choice.label, choice.outcome):
                assert not spoils(text), text
            assert "shifts:" not in choice.outcome
        assert validate_choices(choice_set, bible, decision.anchor, earlier[:-1]) == []


def test_a_choice_that_spells_out_a_hidden_change_is_sent_back(bible: StoryBible) -> None:
    told = _choices(
        bible,
        "A1",
        id="d1_self_trust_up",
        label="Attachment grows as you hold on",
        outcome="You step in; courage +1.",
    )

    problems = validate_choices(told, bible, "A1")

    assert _kinds(problems) == [
        ("choices[0].id", "invalid_value"),
        ("choices[0].label", "invalid_value"),
        ("choices[0].outcome", "invalid_value"),
    ]
    assert not spoils("Tell the truth about the letter")
    assert not spoils("Find the courage to knock")
    assert not spoils("The truth upsets her")
