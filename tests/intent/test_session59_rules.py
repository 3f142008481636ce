"""Session 59's levers, read from the first-contact lines asked about with a no: a condition's no ("if he
won't help, …", "since he won't shift the dog, …") is a circumstance about someone else, refusing nothing;
where a line that opens with a condition names no option as a whole, what follows the condition may; the
emergency number is the ambulance it sends; "I won't have another go" refuses the option that has another go
(it took it: "another go" read as persisting)."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.condition import deed_once_met, states_a_condition
from taleweaver.intent.lexical import overlap_scores
from taleweaver.intent.stances import line_stance

from .choices import choices, story_options


@pytest.mark.parametrize(
    ("clause", "followed", "condition"),
    [
        ("if he won't help", True, True),
        ("since Theo reckons nobody will know", True, True),
        ("if the keeper won't come out there's no match anyway", True, True),
        ("if you don't mind", True, True),
        # the player's own no, a no told, a line that is all condition, no condition at all
        ("if he comes I won't go", True, False),
        ("if we can't get through", True, False),
        ("if he calls don't answer", True, False),
        ("if the prop's not turning I'll go out there", False, False),
        ("he won't help", True, False),
        ("I won't go if he's there", True, False),
    ],
)
def test_a_condition_states_a_circumstance(clause: str, followed: bool, condition: bool) -> None:
    assert states_a_condition(clause, followed=followed) is condition


def test_a_conditions_no_refuses_nothing(minilm: MiniLMEncoder) -> None:
    options = choices("Have another go at the dog", "Ask Terry to move his dog", "Go back to the bar")
    matcher = IntentMatcher(minilm)
    line = "since he won't shift the dog, I'll have another crack at it myself"
    said = match_respecting_refusal(matcher, line, options)
    assert (said.outcome, said.key) == ("matched", options[0].key), said
    # the player's own no in the same place still refuses
    refused = match_respecting_refusal(matcher, "I won't have another go at the dog", options)
    assert refused.key != options[0].key, refused


def test_what_follows_a_condition_is_the_deed(minilm: MiniLMEncoder) -> None:
    options = story_options("village_panto", "beginners")
    matcher = IntentMatcher(minilm)
    line = "if it trips it trips, let's start"
    whole = matcher.match(line, options)
    assert not whole.matched, whole  # the condition's words pull the line apart
    met = deed_once_met(matcher, whole, line, options)
    assert met is not None, whole
    assert met.key == "do:go_dark", met
    said = match_respecting_refusal(matcher, line, options)
    assert (said.outcome, said.key) == ("matched", "do:go_dark"), said
    # a whole line that names an option keeps it: the condition may hold the deed
    key = choices("Try the key in lot 47", "Ask Mr Pryce about the box")
    named = matcher.match("if that key fits 47 then we'll know for sure", key)
    assert named.matched
    assert deed_once_met(matcher, named, "if that key fits 47 then we'll know for sure", key) is None
    # no condition: nothing to do
    assert deed_once_met(matcher, whole, "let's start", options) is None


def test_the_emergency_number_is_the_ambulance() -> None:
    assert overlap_scores("call an ambulance", [("Ring 999",), ("Hide",)], synonym_share=1.0)[0] > 0


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("I won't have another go at the dog", None),
        ("I'm not trying again", None),
        ("one more go", "persist"),
        ("I'm not giving up, one more go", "persist"),
        ("why not have another go", "persist"),
    ],
)
def test_trying_again_refused_is_no_persisting(line: str, stance: str | None) -> None:
    assert line_stance(line) == stance
