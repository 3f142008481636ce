"""Session 47's levers on the evaluation stories, with the real sentence model: a line that opens agreeing
takes the option that agrees to the offer where the matcher held it with that option first; an apology
takes the option that apologises; a no given as a promise takes the promise; "who's there?" answers a
knock; "ok no more qs" ends the questions."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal

from .choices import choices, key_of, story_options


@pytest.mark.parametrize("line", ["go on then, i'll take you", "say less, we leave at dawn", "bet, ur on"])
def test_an_agreeing_opening_takes_the_terse_agree(minilm: MiniLMEncoder, line: str) -> None:
    said = match_respecting_refusal(
        IntentMatcher(minilm), line, story_options("snow_inn", "stranger_s_table")
    )
    assert (said.outcome, said.key) == ("matched", "do:agree"), said


@pytest.mark.parametrize(
    ("story", "node", "line"),
    [
        # a price named before the deal: *Haggle*, or asked — never *Agree*
        ("snow_inn", "stranger_s_table", "double it and we have a deal"),
        # "ok" then a deed: *Take the torch* agrees to nothing
        ("museum_night", "front_desk", "ok time to patrol the building"),
    ],
)
def test_an_agreeing_opening_takes_nothing_else(
    minilm: MiniLMEncoder, story: str, node: str, line: str
) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options(story, node))
    assert said.key not in ("do:agree", "do:take_the_torch"), said


def test_an_apology_takes_the_option_that_apologises(minilm: MiniLMEncoder) -> None:
    # a score of 0.24 (under the bar of 0.27) without the stance: the line shares no word with the option
    said = match_respecting_refusal(
        IntentMatcher(minilm),
        "you're right, that was out of line. how can I help?",
        story_options("lake_sub", "bruno_snaps"),
    )
    assert (said.outcome, said.key) == ("matched", "do:sorry_tell_me_what_you_need"), said


@pytest.mark.parametrize(
    "line", ["you have my word, none of this goes out", "Pearl, I swear it'll never go out over the air."]
)
def test_a_no_that_is_promised_takes_the_promise(minilm: MiniLMEncoder, line: str) -> None:
    # the no is what the player promises, not a refusal of *Promise her it stays off the air*
    said = match_respecting_refusal(
        IntentMatcher(minilm), line, story_options("radio_night", "pearl_private")
    )
    assert (said.outcome, said.key) == ("matched", "do:promise_pearl"), said


def test_a_no_without_a_word_given_is_no_promise(minilm: MiniLMEncoder) -> None:
    said = match_respecting_refusal(
        IntentMatcher(minilm), "none of this goes out", story_options("radio_night", "pearl_private")
    )
    assert said.key != "do:promise_pearl", said


@pytest.mark.parametrize("line", ["who's there?", "coming!", "just a moment, gentlemen, I'm coming"])
def test_answering_a_knock_takes_answer(minilm: MiniLMEncoder, line: str) -> None:
    # night_train's choices at the knock on the compartment door (an ink story: its choices as labels)
    options = choices("Answer", "Hide the case", "Jump")
    said = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert (said.outcome, said.key) == ("matched", key_of("Answer")), said


@pytest.mark.parametrize("line", ["ok no more qs", "I think I've asked him enough"])
def test_ending_the_questions_takes_nothing_further(minilm: MiniLMEncoder, line: str) -> None:
    # small_claims' choices in cross-examination (an ink story: its choices as labels)
    options = choices(
        "Ask where he came in the flower show", "Ask about the hedge trimmer", "Nothing further."
    )
    said = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert (said.outcome, said.key) == ("matched", key_of("Nothing further.")), said
