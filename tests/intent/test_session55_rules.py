"""Session 55's levers: a line that lays hands on a thing does not mean the option that lets it be, nor one
that lets be the option that handles someone; letting "him" do a thing is not letting loose someone the
option names; telling someone how it went is not asking them; a "later" the option says itself and a
suggestion asked with a not ("can't you…?") refuse nothing; the player's own town is small talk; giving
someone a hand is helping. Read from the first-contact misses of ``dinner_party`` (ink), ``beach_patrol``
(native, no examples) and ``village_bus`` (Twine, Harlowe 3), each scored untouched first."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.asides import speaks_out_of_the_story
from taleweaver.intent.clauses import reluctant
from taleweaver.intent.decide import (
    handles_what_is_let_be,
    lets_another_than_said,
    lets_be_what_the_option_handles,
    speaks_from_the_players_town,
    tells_where_the_option_asks,
)
from taleweaver.intent.said_as_not import said_plainly

from .choices import choices, key_of, story_options


@pytest.mark.parametrize(
    ("line", "label", "vetoed"),
    [
        ("get that cat off the fish", "Leave the cat to it", True),
        ("oi, grab him before he eats the lot", "Leave the cat to it", True),
        ("someone shoo that dog out of here", "Ignore the dog", True),
        ("pull him out of the way", "Do nothing and let it play out", True),
        # the line lets it be, in its own words or not
        ("get on with the washing up and leave the cat alone", "Leave the cat to it", False),
        ("let the cat have it", "Leave the cat to it", False),
        ("the cat's earned it, honestly", "Leave the cat to it", False),
        # the option does something: not a letting-be
        ("get that cat off the fish", "Grab him round the middle", False),
    ],
)
def test_handles_what_is_let_be(line: str, label: str, vetoed: bool) -> None:
    (option,) = choices(label)
    assert handles_what_is_let_be(line, option) is vetoed


@pytest.mark.parametrize(
    ("line", "label", "vetoed"),
    [
        ("let him dig his own hole", "Let Aunt Rosalind loose on him", True),
        ("just let her get on with it", "Let Marcus take over", True),
        # the line names the one let loose
        ("let him have it, Rosalind", "Let Aunt Rosalind loose on him", False),
        # the option lets no one it names
        ("let him dig his own hole", "Do nothing and let it play out", False),
        ("Let Rosalind at him", "Let Aunt Rosalind loose on him", False),  # not "let him/her"
    ],
)
def test_lets_another_than_said(line: str, label: str, vetoed: bool) -> None:
    (option,) = choices(label)
    assert lets_another_than_said(line, option) is vetoed


@pytest.mark.parametrize(
    ("line", "label", "vetoed"),
    [
        (
            "tell bernie how it all went i guess",
            "Put the kettle on and ask Bernie how her end of the beach went",
            True,
        ),
        ("let Bernie know how it went", "Ask Bernie how it went", True),
        ("I'll tell her what happened", "Ask Rhys what happened out there", True),
        # "tell me" asks
        ("tell me how it went", "Ask Bernie how it went", False),
        # the option tells too
        ("tell bernie how it went", "Tell Bernie how it went and ask about the ambulance", False),
        # no asking in the option
        ("tell bernie how it all went", "Report that the whole south end is clear", False),
    ],
)
def test_tells_where_the_option_asks(line: str, label: str, vetoed: bool) -> None:
    (option,) = choices(label)
    assert tells_where_the_option_asks(line, option) is vetoed


def test_the_cat_taken_off_the_fish_never_leaves_it_to_him(minilm: MiniLMEncoder) -> None:
    options = choices("Grab him round the middle", '"Biscuit! Off!"', "Leave the cat to it")
    said = match_respecting_refusal(IntentMatcher(minilm), "get that cat off the fish", options)
    assert said.key != key_of("Leave the cat to it"), said


def test_letting_him_dig_his_own_hole_never_sets_the_aunt_on_him(minilm: MiniLMEncoder) -> None:
    options = choices(
        "Change the subject to Jonty's parking space",
        '"Dominic, could you give me a hand in the kitchen?"',
        "Let Aunt Rosalind loose on him",
        "Do nothing and let it play out",
    )
    said = match_respecting_refusal(IntentMatcher(minilm), "let him dig his own hole", options)
    assert said.key != key_of("Let Aunt Rosalind loose on him"), said


@pytest.mark.parametrize(
    ("node", "line"),
    [
        # the weather in the player's flat had taken the crew path up to the car park
        ("slipway_rhys", "it's absolutely baking in my flat in Croydon today"),
        # telling Bernie had taken *Put the kettle on and ask Bernie how her end of the beach went*
        ("debrief", "tell bernie how it all went i guess"),
    ],
)
def test_not_acted_on(minilm: MiniLMEncoder, node: str, line: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options("beach_patrol", node))
    assert not said.matched, said


@pytest.mark.parametrize(
    ("node", "line", "key"),
    [
        ("debrief", "report that the south end is all clear", "do:report_all_clear"),
        ("debrief", "stick the kettle on and ask bernie how her end went", "do:put_kettle_on"),
    ],
)
def test_acted_on(minilm: MiniLMEncoder, node: str, line: str, key: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options("beach_patrol", node))
    assert (said.outcome, said.key) == ("matched", key), said


TEA_TOWEL = choices(
    "Bury it under whipped cream",
    "Scrape it into the bin",
    "Cover it with a tea towel and think about it later",
)


@pytest.mark.parametrize(
    ("line", "label"),
    [
        # the option puts it off itself: the line's "later" is its own
        (
            "stick a tea towel over it and deal with it later",
            "Cover it with a tea towel and think about it later",
        ),
        # a later that is not the option's still refuses nothing the line does now
        ("bin it, I'll think about pudding later", "Scrape it into the bin"),
    ],
)
def test_a_later_that_is_the_options_own(minilm: MiniLMEncoder, line: str, label: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, TEA_TOWEL)
    assert (said.outcome, said.key) == ("matched", key_of(label)), said


def test_a_later_with_a_no_still_refuses(minilm: MiniLMEncoder) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), "don't bin it, I'll deal with it later", TEA_TOWEL)
    assert said.key != key_of("Scrape it into the bin"), said


THEO = choices(
    '"Can you walk from the next station?"',
    '"Grab a hire bike when you get out and pedal like the wind."',
    '"Just get here when you can, love."',
)


@pytest.mark.parametrize(
    ("line", "label"),
    [
        ("cud u not just walk from the next station", '"Can you walk from the next station?"'),
        (
            "can't you jump on one of those hire bikes once you're out?",
            '"Grab a hire bike when you get out and pedal like the wind."',
        ),
        ("couldn't you just walk from the next station?", '"Can you walk from the next station?"'),
    ],
)
def test_a_suggestion_asked_with_a_not_refuses_nothing(minilm: MiniLMEncoder, line: str, label: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, THEO)
    assert (said.outcome, said.key) == ("matched", key_of(label)), said


def test_said_plainly_keeps_a_question_tag_and_a_plain_request() -> None:
    assert said_plainly("can't you jump on a bike?") == "could you jump on a bike?"
    assert said_plainly("cud u not just walk") == "could you just walk"
    assert said_plainly("you walked, can't you") == "you walked, right"  # the question tag, as before
    assert said_plainly("can you not shout") == "can you not shout"  # irritation: a real no


@pytest.mark.parametrize(
    ("line", "chat"),
    [
        ("honestly the roads here in Leeds are just as bad today", True),
        ("it's absolutely baking in my flat in Croydon today", True),
        ("back home in Swansea we'd never put up with this", True),
        ("here in Knighton the snow's always worse", False),  # an option names Knighton
        ("is it always this bad here in the valley?", False),  # no town named
        ("in my flat it's freezing", False),
    ],
)
def test_speaks_from_the_players_town(line: str, chat: bool) -> None:
    options = choices("Radio in", "Pull away from Knighton Square")
    assert speaks_from_the_players_town(line, options) is chat


@pytest.mark.parametrize(
    ("line", "label", "vetoed"),
    [
        ("ignore her", "Ask her where she should have got off", True),
        ("just leave him", "Sit him down at the front", True),
        ("nah, ignore them", "Tell them to pipe down", True),
        # the option lets be, or says nothing
        ("ignore her", "Pretend you didn't hear", False),
        ("ignore her", "Keep driving", False),
        # more than letting be: the matcher reads it
        ("ignore her and ask the old man", "Ask her where she should have got off", False),
    ],
)
def test_lets_be_what_the_option_handles(line: str, label: str, vetoed: bool) -> None:
    (option,) = choices(label)
    assert lets_be_what_the_option_handles(line, option) is vetoed


@pytest.mark.parametrize(
    ("node", "line", "key"),
    [
        # "give you a hand" is helping (story_phrases)
        (
            "knighton_square",
            "here, let me give you a hand with that, sir",
            "do:help_the_old_man_with_his_crate",
        ),
        # a thump is a whack (synonyms)
        ("half_a_radio", "whack the dashboard", "do:thump_the_dashboard"),
    ],
)
def test_acted_on_the_bus(minilm: MiniLMEncoder, node: str, line: str, key: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options("village_bus", node))
    assert (said.outcome, said.key) == ("matched", key), said


@pytest.mark.parametrize(
    ("node", "line"),
    [
        ("road_report", "honestly the roads here in Leeds are just as bad today"),
        ("the_teme_road", "ignore her"),
    ],
)
def test_not_acted_on_the_bus(minilm: MiniLMEncoder, node: str, line: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options("village_bus", node))
    assert not said.matched, said


@pytest.mark.parametrize(
    ("line", "chat"),
    [
        ("hang on, someone's at the door", True),
        ("someone's at the door", True),
        ("the doorbell just went, brb", True),
        ("brb doorbell", True),
        # something to do with a door in the story
        ("someone's at the door with the extinguisher, follow them", False),
        ("knock on the door", False),
    ],
)
def test_the_players_own_door(line: str, chat: bool) -> None:
    assert speaks_out_of_the_story(line) is chat


@pytest.mark.parametrize(
    ("line", "said"),
    [
        # someone else's words are left out, and the one person they name is who "him" or "her" is after them
        ("the head says be nice to Stan, so I'll go and find him", " , , so I'll go and find Stan"),
        ("Gwen says Tom knows, so ask him", " , , so ask Tom"),
        # no one named, or two: the pronoun stays
        ("mum said no so leave her", "mum said no so leave her"),
        ("the vet said Ann and Bob, so get him", " , , so get him"),
        ("the captain said to stay out of the hold", " , "),
    ],
)
def test_a_pronoun_after_someone_elses_words_takes_their_one_name(line: str, said: str) -> None:
    assert reluctant(line) == said
