"""Session 43's rules: a no that only takes a stance, followed by a reason, takes the one option that takes
the stance ("we're not leaving, this wreck is ours now" is *Refuse to leave*); an option that takes the
stance a negated clause takes is what the clause says, not what it refuses; and a no that names nothing of
the option it took off does not make the lead of what is left ("let her go, I'm not dying for a trophy",
torn between *Get in front of her* and *Save yourself*, is asked about)."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentCandidate, IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.asides import asks_what_would_happen, suggests
from taleweaver.intent.clauses import than_as_not
from taleweaver.intent.decide import leaves_the_person_open
from taleweaver.intent.normalise import expand_shorthand
from taleweaver.intent.stances import line_stance, option_stances
from taleweaver.intent.ways import company
from taleweaver.player.intent_eval import engine_for
from taleweaver.player.options import current_options, intent_candidates, out_of_reach
from taleweaver.player.refusal_eval import state_at

from .choices import choices, key_of


def test_a_no_that_takes_a_stance_and_gives_a_reason_takes_the_stance(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Refuse to leave", "Climb back into the shuttle", "read the warning on the hatch")
    said = match_respecting_refusal(
        matcher, "we're not leaving. eleven years adrift means she's ours", options
    )
    assert said.key == key_of("Refuse to leave"), said


def test_an_option_taking_the_clauses_stance_is_not_refused(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Keep it quiet", "Grab the microphone and tell the crowd", "Ask where the vet is")
    said = match_respecting_refusal(matcher, "don't say a word about it", options)
    assert said.key == key_of("Keep it quiet"), said


def test_a_no_that_names_nothing_of_what_it_took_off_makes_no_lead(minilm: MiniLMEncoder) -> None:
    # county_show's loose bull: "let him go" is torn between *Get in front of him…* and *Save yourself*;
    # "I'm not dying for…" takes *Save yourself* off by sense alone ("dying" by "save"), naming none of it
    engine = engine_for("county_show")
    state = state_at(engine, "county_show", "bull_loose")
    options = intent_candidates(current_options(engine, state) + out_of_reach(engine, state))
    matcher = IntentMatcher(minilm)
    for line in ("let him go, I'm not dying for a rosette", "leave him, I'm not dying over a cake"):
        said = match_respecting_refusal(matcher, line, options)
        assert not said.matched, (line, said)


def test_a_no_that_names_what_it_refuses_still_makes_the_lead(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Cancel the show", "Hold the curtain for ten minutes", "read the running order")
    said = match_respecting_refusal(matcher, "no, we're not cancelling, just hold the curtain", options)
    assert said.key == key_of("Hold the curtain for ten minutes"), said


def test_a_wondering_line_that_says_one_deed_far_ahead_suggests_it(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("spin the captain's chair", "Go back through the airlock", "read the warning stencil")
    said = match_respecting_refusal(matcher, "what if I give the captain's chair a spin?", options)
    assert said.key == key_of("spin the captain's chair"), said
    # a consequence weighed is asked about, however near the deed
    for line in (
        "what would happen if I spin the captain's chair?",
        "what happens if I spin the captain's chair?",
    ):
        said = match_respecting_refusal(matcher, line, options)
        assert not said.matched, (line, said)


def test_the_consequence_words() -> None:
    assert asks_what_would_happen("would you keep watch if you were me?")
    assert asks_what_would_happen("what happens if I threaten her?")
    assert not asks_what_would_happen("what if I'm on book for you?")


def test_a_no_that_turns_nothing_down_is_part_of_what_is_said(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "Tell him to hang up, there's no time", "take a biscuit from the tin", "Give your own name"
    )
    said = match_respecting_refusal(matcher, "hang up there's no time for this", options)
    assert said.key == key_of("Tell him to hang up, there's no time"), said


def test_a_bare_label_far_ahead_is_no_guess(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Leave", "Thank him", "Unload the crates")
    said = match_respecting_refusal(matcher, "get out of here quick", options)
    assert said.key == key_of("Leave"), said


def test_a_no_in_what_follows_an_option_shares_content_not_pronouns(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = (
        IntentCandidate(
            key="choice:lie",
            label="Lie",
            texts=("Lie",),
            follows=("I tell him it holds nothing but shirts and a shaving kit.",),
        ),
        IntentCandidate(key="choice:deflect", label="Deflect", texts=("Deflect",)),
        IntentCandidate(key="choice:not_mine", label='"It\'s not mine."', texts=('"It\'s not mine."',)),
        IntentCandidate(key="choice:ticket", label="Show the ticket", texts=("Show the ticket",)),
    )
    said = match_respecting_refusal(matcher, "no i'm not lying to him", options)
    assert said.key != "choice:lie", said


def test_an_option_taking_a_negated_clauses_stance_is_what_it_asserts(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "Vote not guilty: the key never opened that door",
        "Keep quiet and vote guilty anyway",
        "Ask Tessa to look the lock up on her phone",
        "Abstain.",
    )
    said = match_respecting_refusal(matcher, "say nothing and put my hand up for guilty", options)
    assert said.key == key_of("Keep quiet and vote guilty anyway"), said


def test_anyone_in_a_comparison_leaves_no_person_open() -> None:
    option = choices("Leave Priya to it")[0]
    assert not leaves_the_person_open("you know her better than anyone, I'll let you crack on", option)
    assert leaves_the_person_open("should I get someone to help?", choices("Ask Priya to help")[0])


@pytest.mark.parametrize(
    ("text", "party"),
    [
        ("she wants to be under it when it lands, so she's coming with us", "together"),
        ("Leave her here and go alone", "alone"),
        ("lift the collie into my arms and bring her in alone", "alone"),
        ("come with me, Walter", "together"),
        ("Take Marguerite to the chase car", None),
    ],
)
def test_company(text: str, party: str | None) -> None:
    assert company(text) == party


def test_going_together_is_no_going_alone(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Take Marguerite to the chase car", "Leave her here and go alone", "check the windsock")
    said = match_respecting_refusal(matcher, "she's coming with us", options)
    assert said.key != key_of("Leave her here and go alone"), said


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("he's safer up there than dropping into the mud", "he's safer up there, not dropping into the mud"),
        ("I'd rather walk than take the bus", "I'd rather walk, not take the bus"),
        ("more than three", "more than three"),
        ("that hedge meant more to me than any money ever could", None),
        ("nothing better than a hot drink", None),
        ("I know you better than you think", None),
    ],
)
def test_what_a_comparison_puts_below_is_not_asked_for(line: str, read: str | None) -> None:
    assert than_as_not(line) == (read or line)


def test_a_deed_put_below_another_is_not_taken(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "Tell Josh to stay in the basket",
        "Tell him to jump for it",
        "Get Baz to back the pickup under the basket",
    )
    said = match_respecting_refusal(
        matcher, "he's safer up there than dropping twelve feet into the mud", options
    )
    assert said.key != key_of("Tell him to jump for it"), said


def test_suit_yourself_leaves_them_to_it() -> None:
    assert expand_shorthand("fine, suit yourself Dot") == "fine, i'll leave you to it dot"
    assert expand_shorthand("have it your way") == "i'll leave you to it"


def test_a_suggestion_and_a_question_about_the_world() -> None:
    assert suggests("what if I give the captain's seat a whirl?")
    assert suggests("is it too late to turn for Ain Tilla?")
    assert not suggests("when does the ferry leave?")
    assert not suggests("what if we don't go?")


def test_taking_a_thing_back_is_getting_it_back() -> None:
    assert (
        expand_shorthand("right, i'm gonna go nick it back off him")
        == "right, i'm going to go get it back off him"
    )
    assert expand_shorthand("nick the key") == "nick the key"


def test_tell_you_what_only_says_a_proposal_follows(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "Tell him you're reporting this to his department",
        "Offer to keep quiet if he signs it back into the register",
        "Make him come back and tell the students himself",
    )
    line = "tell you what, sign it back into the register and we'll say no more about it"
    said = match_respecting_refusal(matcher, line, options)
    assert said.key == key_of("Offer to keep quiet if he signs it back into the register"), said
    assert option_stances("Offer to keep quiet if he signs it back into the register") == {"silent"}
    assert line_stance("we'll say no more about it") == "silent"
