"""Session 37's rules: a line done one at a time is not an option done all at once; a line asking for what
an option does without is not that option; a line with a clause of time is about its main clause; "before",
"until" and "till" are no word an option shares."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.lexical import content_words
from taleweaver.intent.time_clause import main_clause
from taleweaver.intent.ways import done_without, pace

from .choices import choices, key_of

RINGS = ("Throw all three at once", "Take your time with each one", "Hand the rings back")
NAPKIN = ('"Let me see it."', "Pocket it without unwrapping it", '"Not now, Agnes. Keep it for me."')


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("throw them one at a time, carefully", "one at a time"),
        ("one by one, please", "one at a time"),
        ("Take your time with each one", "one at a time"),
        ("Throw all three at once", "all at once"),
        ("all together now", "all at once"),
        ("throw the rings", None),
    ],
)
def test_pace(text: str, said: str | None) -> None:
    assert pace(text) == said


def test_one_at_a_time_is_not_the_option_done_all_at_once(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    decision = match_respecting_refusal(matcher, "throw them one at a time, carefully", choices(*RINGS))
    assert decision.key != key_of(RINGS[0]), decision
    # the same deed said at the option's own pace is still that option
    assert match_respecting_refusal(matcher, "throw all three at once", choices(*RINGS)).key == key_of(
        RINGS[0]
    )


def test_done_without() -> None:
    assert done_without("Pocket it without unwrapping it") == {"unwrap"}
    assert done_without("Leave without looking back") == {"look"}
    # a light verb says no deed
    assert done_without("Slip past without being seen") == frozenset()
    assert done_without("Take the key") == frozenset()


def test_asking_for_what_an_option_does_without_is_not_that_option(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    decision = match_respecting_refusal(matcher, "unwrap the napkin and show me", choices(*NAPKIN))
    assert decision.key != key_of(NAPKIN[1]), decision
    # the line that says "without" too says the option
    decision = match_respecting_refusal(matcher, "pocket it without unwrapping it", choices(*NAPKIN))
    assert decision.key == key_of(NAPKIN[1]), decision


@pytest.mark.parametrize(
    ("text", "main"),
    [
        ("you'll get your story after Lessa's been warned", ("you'll get your story", False)),
        ("once the van's out, load the bread", ("load the bread", False)),
        ("he can go once the game's over", ("he can go", False)),
        ("hide under the trees till the snow stops", ("hide under the trees", True)),
        ("get this inside before it thaws", ("get this inside", True)),
        # "after all" is no time
        ("could you give me a hand after all?", None),
        ("take the lantern", None),
        ("when?", None),
    ],
)
def testmain_clause(text: str, main: tuple[str, bool] | None) -> None:
    assert main_clause(text) == main


def test_a_word_of_the_time_clause_does_not_choose(minilm: MiniLMEncoder) -> None:
    options = choices(
        "Promise him the whole story once the village has been told",
        "Watch the lights of Lessa through the window",
        "Take his phone",
    )
    decision = match_respecting_refusal(
        IntentMatcher(minilm), "you'll get your story after Lessa's been warned", options
    )
    assert decision.key != options[1].key, decision


@pytest.mark.parametrize(
    ("labels", "line"),
    [
        (
            ("Shelter under the pines", "Press on up the road", "Turn back to the village"),
            "hide under the trees till the snow stops",
        ),
        # the whole line is asked about; its main clause alone is the first option
        (
            ("Carry the cooler in", "Leave the cooler on the step", "Ring the fishmonger"),
            "guess I should get this inside before it thaws",
        ),
    ],
)
def test_a_deed_done_now_is_itsmain_clause(minilm: MiniLMEncoder, labels: tuple[str, ...], line: str) -> None:
    options = choices(*labels)
    decision = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert decision.matched, decision
    assert decision.key == options[0].key, decision


def test_a_deed_put_off_till_then_is_not_taken(minilm: MiniLMEncoder) -> None:
    options = choices('"Go ahead."', '"Not during play. You\'ll have to wait."')
    decision = match_respecting_refusal(IntentMatcher(minilm), "he can go once the game's over", options)
    assert decision.key != options[0].key, decision


def test_time_words_are_shared_by_no_option() -> None:
    assert content_words("heard it all before, old man") == {"heard", "old", "man"}
    assert "till" not in content_words("keep mum till Hollin comes")
    # "after" is also "go after": a chase
    assert "after" in content_words("go after the woman in the grey coat")
