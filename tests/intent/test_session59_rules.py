"""Session 59's levers, read from the first-contact lines asked about with a no and from the wrong actions of
two new stories: a condition's no ("if he won't help, …", "since he won't shift the dog, …") is a
circumstance about someone else, refusing nothing; where a line that opens with a condition names no option
as a whole, what follows the condition may; the emergency number is the ambulance it sends; "I won't have
another go" refuses the option that has another go (it took it: "another go" read as persisting); going
alone refused goes together, and the other way; "nothing's wrong" is all well; tailing someone is going
after them; a no to the very deed a refusing option opens with ("I'm not leaving that thing live") never
takes it; "stop her!" is no *Let her go*; the player's own door, the text size and "any other stories?" are
out of the story."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.asides import speaks_out_of_the_story
from taleweaver.intent.condition import deed_once_met, states_a_condition
from taleweaver.intent.decide import handles_what_is_let_be
from taleweaver.intent.lexical import overlap_scores
from taleweaver.intent.said_as_not import said_plainly
from taleweaver.intent.stances import line_stance
from taleweaver.intent.story_phrases import in_the_story_words

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


def test_going_alone_refused_goes_together(minilm: MiniLMEncoder) -> None:
    options = choices(
        "Run for the fire door",
        "Shout for Dr. Marsh and go after Walter together",
        "Go back to the nurses' station",
        "Sit down for five minutes",
    )
    matcher = IntentMatcher(minilm)
    said = match_respecting_refusal(matcher, "not going out there on my own", options)
    assert (said.outcome, said.key) == ("matched", options[1].key), said
    # no company refused: the no takes the door off and asks
    plain = match_respecting_refusal(matcher, "I'm not running for that door", options)
    assert plain.key != options[1].key, plain


def test_going_together_refused_goes_alone(minilm: MiniLMEncoder) -> None:
    options = choices("Take Poppy with you to the gate", "Leave Poppy here and go alone", "Ring the office")
    matcher = IntentMatcher(minilm)
    said = match_respecting_refusal(matcher, "no, I'm not taking her with me", options)
    assert said.key != options[0].key, said


@pytest.mark.parametrize(
    ("line", "plain"),
    [
        ("no no, nothing's wrong at all", "no no, everything's fine"),
        ("there's nothing the matter", "everything's fine"),
        # a finding, kept as said
        ("nothing's wrong with the engine", "nothing's wrong with the engine"),
    ],
)
def test_nothing_wrong_is_all_well(line: str, plain: str) -> None:
    assert said_plainly(line) == plain


def test_tailing_someone_is_going_after_them() -> None:
    assert in_the_story_words("tail him", ["Go after him", "Report him"]) == "go after him"
    assert in_the_story_words("grab its tail", ["Go after him"]) == "grab its tail"


def test_a_no_to_leaving_is_no_leave_it(minilm: MiniLMEncoder) -> None:
    options = choices(
        "Switch the urn off at the wall",
        "Get the mop and bucket and soak up the puddle",
        "Leave it dripping and go back to the hall",
    )
    said = match_respecting_refusal(
        IntentMatcher(minilm), "I'm not leaving that thing live next to a puddle", options
    )
    assert said.key != options[2].key, said


def test_stopping_someone_is_not_letting_them_go(minilm: MiniLMEncoder) -> None:
    options = choices("Go after them", '"Mrs Baird, wait! Please!"', "Let her go")
    matcher = IntentMatcher(minilm)
    said = match_respecting_refusal(matcher, "stop her!", options)
    assert said.key != options[2].key, said
    assert handles_what_is_let_be("stop her!", options[2])
    assert not handles_what_is_let_be("stop, let her go", options[2])


@pytest.mark.parametrize(
    "line",
    [
        "hang on brb someone's at my door",
        "can you make the writing bigger",
        "do you have any other stories like this one?",
    ],
)
def test_the_players_door_and_the_app_are_out_of_the_story(line: str) -> None:
    assert speaks_out_of_the_story(line)


@pytest.mark.parametrize(
    "line", ["make the fire bigger", "someone's at the door of the vestry", "do you have any other keys?"]
)
def test_the_storys_doors_and_fires_are_in_it(line: str) -> None:
    assert not speaks_out_of_the_story(line)
