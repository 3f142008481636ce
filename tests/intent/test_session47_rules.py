"""Session 47's levers on the evaluation stories, with the real sentence model: a line that opens agreeing
takes the option that agrees to the offer where the matcher held it with that option first; an apology
takes the option that apologises."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal

from .choices import story_options


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
