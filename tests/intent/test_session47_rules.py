"""Session 47's levers on the evaluation stories, with the real sentence model: a line that opens agreeing
takes the option that agrees to the offer where the matcher held it with that option first."""

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
