"""Session 60's levers, read from the lines asked about with a no: a question said with a no asks ("is there
no other way across tonight?"); the rest of a line may name in words an option the no took off by sense
alone; an opening "nah" is a bare no before what follows it, and a no that only calls someone by name picks
no option; a secret is kept in more words ("I won't breathe a word of it", "don't go telling anyone", "not a
word for now"); a no told to someone is the option that keeps them off it ("do NOT go down that gully" →
*Tell him to stay off the gully*); "don't rush her" only puts the deed off, and an option that holds five
minutes does something first; "later than" and a later inside a condition put nothing off; "three not two"
says no only to two."""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, is_refusing, match_respecting_refusal
from taleweaver.intent.answers import REFUSING_IDIOMS
from taleweaver.intent.asked_with_a_no import asked, asks, suggests
from taleweaver.intent.clauses import contrasted, reluctant, split
from taleweaver.intent.stances import line_stance, option_stances
from taleweaver.intent.story_phrases import in_the_story_words
from taleweaver.intent.what_a_no_leaves import does_first, puts_off

from .choices import choices, story_options


def _acts(minilm: MiniLMEncoder, story: str, node: str, line: str, key: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options(story, node))
    assert (said.outcome, said.key) == ("matched", key), said


@pytest.mark.parametrize(
    ("clause", "text", "is_asked"),
    [
        ("is there no other way", "is there no other way?", True),
        ("you've not seen a spaniel", "you've not seen a spaniel, have you, Darren?", True),
        ("what else isn't the same about it", "what else isn't the same about it, Mrs Marlow?", True),
        ("I'm not going", "I'm not going, what's the point?", False),
        ("I'm not going", "I'm not going.", False),
    ],
)
def test_a_clause_is_asked_up_to_its_question_mark(clause: str, text: str, is_asked: bool) -> None:
    assert asked(clause, text, frozenset({"darren", "marlow"})) is is_asked


def test_an_option_that_asks() -> None:
    ask, said, deed = choices(
        "Ask Darren if he's seen a spaniel", '"Is there any other way across?"', "Climb up"
    )
    assert asks(ask)
    assert asks(said)
    assert not asks(deed)


@pytest.mark.parametrize(
    ("story", "node", "line", "key"),
    [
        ("ferry_terminal_strike", "harbour_radio", "is there no other way of getting folk over tonight?",
         "do:is_there_any_other_way_across_tonight"),
        ("beach_patrol", "ellie_ashore", "You've not seen a spaniel down by the rocks, have you, Darren?",
         "do:ask_darren_spaniel"),
    ],
)  # fmt: skip
def test_a_question_said_with_a_no_asks(
    minilm: MiniLMEncoder, story: str, node: str, line: str, key: str
) -> None:
    _acts(minilm, story, node, line, key)


def test_a_question_said_with_a_no_never_takes_a_deed(minilm: MiniLMEncoder) -> None:
    options = choices("Climb the tree", "Ask him why it matters", "Go home")
    said = match_respecting_refusal(
        IntentMatcher(minilm), "you're not going to make me climb that, are you?", options
    )
    assert said.key != options[0].key, said


def test_the_rest_names_in_words_what_the_no_took_off_by_sense(minilm: MiniLMEncoder) -> None:
    line = "no, I'm not turning round yet, I'll go and look at the tree"
    _acts(minilm, "village_bus", "tree_call", line, "do:get_out_and_look_at_the_tree")


def test_an_opening_nah_is_a_bare_no() -> None:
    assert split("nah it's only a drip") == ["nah", "it's only a drip"]
    assert split("nah mate I got this") == ["nah", "mate I got this"]
    assert split("nah leave the cows") == ["nah leave the cows"]  # leaving is a way of saying no
    assert split("nah not that one") == ["nah not that one"]


@pytest.mark.parametrize(
    ("story", "node", "line", "key"),
    [
        ("aquarium_night", "tunnel_leak", "nah it's only a drip, not worth bothering with", "do:only_a_drip"),
        ("observatory", "last_seat", "nah Rosa, you bounce, we're driving", "do:wave_off"),
        ("ski_lift", "fiona_office", "I won't breathe a word of it in front of him, don't worry",
         "do:promise_quiet"),
        ("village_bus", "promise_to_cerys", "no, you're not touching my dashboard",
         "do:keep_her_away_from_the_dashboard"),
        ("village_panto", "beginners", "Don't start yet", "do:hold_curtain"),
    ],
)  # fmt: skip
def test_acted_on(minilm: MiniLMEncoder, story: str, node: str, line: str, key: str) -> None:
    _acts(minilm, story, node, line, key)


@pytest.mark.parametrize(
    "line",
    [
        "I won't breathe a word of it",
        "thanks, don't go telling anyone though",
        "not a word for now",
        "not a word",
    ],
)
def test_a_secret_kept_in_more_words(line: str) -> None:
    assert line_stance(line) == "secret"


def test_a_word_about_something_else_keeps_no_secret() -> None:
    assert line_stance("not a word of it is true") != "secret"


def test_putting_off_and_doing_first() -> None:
    assert puts_off("don't rush her")
    assert puts_off("not yet")
    assert not puts_off("don't push her")
    hold, give, plain = choices(
        "Hold the curtain five minutes and fix what's left", "Give her ten more minutes", "Fix it"
    )
    assert does_first(hold)
    assert does_first(give)
    assert not does_first(plain)


def test_a_later_that_puts_nothing_off() -> None:
    assert "later" in reluctant("keep the ice back in case somebody keels over later")
    assert "later" in reluctant("could you hang on later than eleven tonight")
    assert "later" not in reluctant("maybe later I'll ring the bell")


def test_a_thing_set_against_another_of_its_kind() -> None:
    assert contrasted("gate three not two") == "gate three, not two"
    assert contrasted("I'm not going") == "I'm not going"
    assert contrasted("try not to fall") == "try not to fall"


@pytest.mark.parametrize(
    ("clause", "text", "suggested"),
    [
        (
            "Wouldn't a picture get his attention quicker",
            "Wouldn't a picture get his attention quicker?",
            True,
        ),
        ("shouldn't we ring the coastguard", "shouldn't we ring the coastguard?", True),
        ("I wouldn't do that", "I wouldn't do that?", False),
        ("shouldn't we ring the coastguard", "shouldn't we ring the coastguard.", False),
        (
            "Wouldn't a picture get his attention quicker",
            "Wouldn't a picture get his attention quicker, not a voicemail?",
            True,
        ),
    ],
)
def test_a_question_whose_no_suggests(clause: str, text: str, suggested: bool) -> None:
    assert suggests(clause, text) is suggested


@pytest.mark.parametrize(
    ("line", "refuses"),
    [
        ("keep it, pet", True),
        ("you keep it", True),
        ("I'll keep it", False),
        ("keep it up", False),
        ("keep it quiet", False),
    ],
)
def test_what_is_offered_handed_back(line: str, refuses: bool) -> None:
    assert (re.search(rf"\b(?:{REFUSING_IDIOMS})", line, re.IGNORECASE) is not None) is refuses


def test_a_bare_no_is_no_options_own(minilm: MiniLMEncoder) -> None:
    options = story_options("swimming_gala", "tanya_whistle")
    said = match_respecting_refusal(
        IntentMatcher(minilm), "Keep it, pet. We'll manage without Kettleby's help.", options
    )
    assert said.key != "do:take_it_anyway", said


def test_a_deed_done_and_nothing_said_keeps_silent() -> None:
    assert "silent" in option_stances("Keep your side of the bargain and say nothing")
    assert "silent" not in option_stances("Check his date of birth on the entry list")


@pytest.mark.parametrize(
    ("line", "texts", "said"),
    [
        ("kill the radio", ["Switch it off"], "switch it off"),
        ("kill the guard", ["Switch it off"], "kill the guard"),
        ("bell the scout", ["Phone Juno Reyes"], "phone the scout"),
        ("ring the bell now", ["Phone Juno Reyes"], "ring the bell now"),
        ("this is pointless, sack it off", ["Give up"], "this is pointless, give up"),
    ],
)
def test_story_phrases_for_machines_phones_and_giving_up(line: str, texts: list[str], said: str) -> None:
    assert in_the_story_words(line, texts) == said


def test_leaving_someone_a_message_is_no_refusal() -> None:
    message, note, leave, be = choices(
        "Leave him a message", "leave a note for Gus", "Leave it", "Leave him be"
    )
    assert not is_refusing(message)
    assert not is_refusing(note)
    assert is_refusing(leave)
    assert is_refusing(be)


def test_no_intent_module_assigns_a_module_name_twice() -> None:
    """A pattern named like one before it shadows it silently (session 60: ``contrasted``'s pattern took the
    name of the set-aside pattern, and "anything but scrubbing" set nothing aside)."""
    import taleweaver.intent as intent

    for path in Path(intent.__file__).parent.glob("*.py"):
        names = Counter(
            target.id
            for node in ast.parse(path.read_text(encoding="utf-8")).body
            if isinstance(node, ast.Assign | ast.AnnAssign)
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
            if isinstance(target, ast.Name)
        )
        assert not [name for name, count in names.items() if count > 1], path.name
