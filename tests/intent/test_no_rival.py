"""A line that says no no is not held back by the option that turns the offer down."""

from __future__ import annotations

from collections.abc import Sequence

from taleweaver.intent import (
    IntentCandidate,
    IntentDecision,
    IntentMatcher,
    MiniLMEncoder,
    match_respecting_refusal,
)
from taleweaver.intent.candidate import RankedOption
from taleweaver.intent.no_rival import declines, refusal_set_aside

from .choices import choices, story_options

AGREE = IntentCandidate(
    key="do:agree",
    label="Agree",
    texts=("Agree",),
    follows=("At first light you will lead her over the pass.",),
)
REFUSE = IntentCandidate(
    key="do:refuse", label="Refuse", texts=("Refuse",), follows=("The pass in this snow? Not for any gold.",)
)
HAGGLE = IntentCandidate(key="do:haggle", label="Haggle", texts=("Haggle",))
HELD = IntentDecision(
    outcome="clarify",
    reason="ambiguous",
    score=0.63,
    options=(
        RankedOption(key="do:agree", label="Agree", score=0.63),
        RankedOption(key="do:refuse", label="Refuse", score=0.6),
    ),
)


class Decider:
    """Stands in for the matcher's decision: matched on ``key`` among whatever it is given; records them."""

    def __init__(self, key: str) -> None:
        self.key = key
        self.given: list[list[str]] = []

    def __call__(self, candidates: Sequence[IntentCandidate]) -> IntentDecision:
        self.given.append([c.key for c in candidates])
        return IntentDecision(outcome="matched", key=self.key, score=0.63, margin=0.4)


def test_declining_options() -> None:
    said = choices("Refuse", "Decline the offer", "Turn her down", "Agree", "Leave the inn", "Haggle")
    assert [declines(c) for c in said] == [True, True, True, False, False, False]


def test_the_refusal_is_set_aside_and_the_line_decided_among_the_rest() -> None:
    decide = Decider("do:agree")
    again = refusal_set_aside(decide, "i'll get you over the pass", [AGREE, REFUSE, HAGGLE], HELD)
    assert again is not None
    assert again.key == "do:agree"
    assert decide.given == [["do:agree", "do:haggle"]]


def test_what_keeps_the_refusal_a_rival() -> None:
    options = [AGREE, REFUSE, HAGGLE]
    # a no in the line, no word of the best option, a decision that moves: asked as before
    for line, decide in (
        ("i won't get you over the pass", Decider("do:agree")),
        ("my pillow's callin, nite", Decider("do:agree")),
        ("i'll get you over the pass", Decider("do:haggle")),
    ):
        assert refusal_set_aside(decide, line, options, HELD) is None, line
    # the runner-up does not decline, or the best one does
    swapped = HELD.model_copy(update={"options": HELD.options[::-1]})
    assert refusal_set_aside(Decider("do:refuse"), "i'll get you over the pass", options, swapped) is None
    matched = HELD.model_copy(update={"outcome": "matched", "key": "do:agree", "reason": None})
    assert refusal_set_aside(Decider("do:agree"), "i'll get you over the pass", options, matched) is None


def test_a_terse_agree_over_a_terse_refuse(minilm: MiniLMEncoder) -> None:
    options = story_options("snow_inn", "stranger_s_table")
    for line in ("i'll get you over the pass", "i'll see you safe over the pass"):
        said = match_respecting_refusal(IntentMatcher(minilm), line, options)
        assert (said.outcome, said.key) == ("matched", "do:agree"), (line, said)
    # the refusal said in other words stays the refusal's, or is asked: never *Agree*
    said = match_respecting_refusal(IntentMatcher(minilm), "i'd be mad to go up there in this", options)
    assert said.key != "do:agree", said
