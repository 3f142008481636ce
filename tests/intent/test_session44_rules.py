"""Session 44's small-talk rules: the player's life around the game (a toddler waking, the loo, the volume)
and the app itself (saving, levels, a sequel) are out of the story, and the chat lines the small-talk gate
compares with cover them; lines about the story that share such words stay in it."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.asides import speaks_out_of_the_story

from .choices import story_options


@pytest.mark.parametrize(
    ("line", "out"),
    [
        ("i need a wee brb", True),
        ("I need the loo", True),
        ("my toddler just woke up", True),
        ("sorry, my kids are awake", True),
        ("how do I turn the sound up", True),
        ("let me charge my phone", True),
        ("how do i save my progress", True),
        ("how many levels are there", True),
        ("is there a sequel to this", True),
        ("are there any other stories", True),
        ("does this work on my phone", True),
        # the story's own words
        ("turn the radio up", False),
        ("save the game for later", False),
        ("count the levels of the tower", False),
        ("press the red button", False),
        ("wake the baby", False),
        ("take the bin out to the yard", False),
    ],
)
def test_the_players_life_and_the_app_are_out_of_the_story(line: str, out: bool) -> None:
    assert speaks_out_of_the_story(line) is out


@pytest.mark.parametrize(
    ("story", "node", "line"),
    [
        # each of these was acted on before the chat lines of session 44 (Wake Idris, a parrot, …)
        ("desert_caravan", "saddlebags", "sorry, the baby woke up"),
        ("museum_night", "natural_history", "my mum says hi"),
        ("river_flood", "walter_comes", "i got a new bike today"),
        ("carnival_night", "the_reading", "have you seen the new marvel film"),
        ("allotment", "jas_mural", "ugh mondays"),
        ("night_market", "gus_confronted", "i need the loo"),
    ],
)
def test_small_talk_about_the_players_day_is_never_acted_on(
    minilm: MiniLMEncoder, story: str, node: str, line: str
) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options(story, node))
    assert said.reason == "off_topic", said
