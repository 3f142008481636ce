"""Session 52's levers, read from first-contact misses: "no time to chat" puts the talk aside and asks for
nothing; "the last thing we need is a panic" is a no to the panic; "I'm not sorry" is no apology; a grandpa
is a grandad."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.lexical import overlap_scores
from taleweaver.intent.said_as_not import said_plainly
from taleweaver.intent.stances import line_stance

from .choices import story_options


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        ("no time to chat, the coat it is", ", the coat it is"),
        ("there's no time for talking - run", " - run"),
        ("no time to chat with ivy", "no time to chat with ivy"),  # a no to chatting with someone: kept
        ("the last thing we need is a panic", "no panic"),
        ("last thing I want right now is a fight", "no fight"),
        ("that's the last thing on my mind", "that's the last thing on my mind"),
    ],
)
def test_said_plainly(said: str, plain: str) -> None:
    assert said_plainly(said) == plain


@pytest.mark.parametrize(
    ("story", "node", "line", "key"),
    [
        # the no to chatting had taken every option off the table but the way back to the station
        ("ward_night", "ivy_saw", "no time to chat, the coat it is", "do:straight_to_coat"),
        # "a panic" sat nearest the calm announcement, which the line refuses
        (
            "county_show",
            "derek_box",
            "don't say a word about it, last thing we need is a panic",
            "do:keep_quiet",
        ),
    ],
)
def test_a_no_said_sideways(minilm: MiniLMEncoder, story: str, node: str, line: str, key: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options(story, node))
    assert (said.outcome, said.key) == ("matched", key), said


def test_no_time_to_chat_alone_asks(minilm: MiniLMEncoder) -> None:
    said = match_respecting_refusal(
        IntentMatcher(minilm), "no time to chat", story_options("ward_night", "ivy_saw")
    )
    assert not said.matched, said
    said = match_respecting_refusal(
        IntentMatcher(minilm), "the last thing I want is a fight", story_options("county_show", "derek_box")
    )
    assert not said.matched, said


@pytest.mark.parametrize(
    ("text", "stance"),
    [
        ("I'm not sorry, I'd make that call again", None),
        ("never sorry", None),
        ("I'm sorry, I shouldn't have shouted", "apologise"),
        ("sorry pal", "apologise"),
    ],
)
def test_not_sorry_is_no_apology(text: str, stance: str | None) -> None:
    assert line_stance(text) == stance


def test_standing_by_it_is_not_saying_sorry(minilm: MiniLMEncoder) -> None:
    # "I'm not sorry" read as an apology had taken *Say sorry and go help Ewan while you wait*
    said = match_respecting_refusal(
        IntentMatcher(minilm),
        "I'm not sorry, I'd make that call again",
        story_options("ski_lift", "mrt_call"),
    )
    assert (said.outcome, said.key) == ("matched", "do:stand_ground"), said


def test_a_grandpa_is_a_grandad() -> None:
    (grandad,) = overlap_scores("shout to her grandpa", [["Shout up to her grandad"]], synonym_share=1.0)
    assert grandad == pytest.approx(1.0)
