"""Session 54's levers: a thing said aloud that calls someone by name is not what a line means when the name
is all the two share and the line without it goes elsewhere; a no said to someone by name is a bare no; "we'll
pass" says no; a thank-you and a no said aloud declines; a line that calls someone and tells them what to do
is not the player's own move; a person named as a thing's owner points at the thing. Read from the
first-contact misses of ``recording_studio``, ``coach_breakdown``, ``charity_shop``, ``moving_day`` and
``pub_quiz``."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.clauses import NEGATION, set_aside
from taleweaver.intent.cues import declining_option
from taleweaver.intent.decide import called_by_name_alone, orders_someone_else, owner_for_the_thing
from taleweaver.intent.lexical import content_words

from .choices import choices, key_of, story_options

NAMES = frozenset({"len", "ferdie", "cyril", "nell", "kyle"})


@pytest.mark.parametrize(
    ("line", "label", "called"),
    [
        ("Don't worry about it, Len, Moorline will handle it", '"Come out tonight, Len. Please."', {"len"}),
        (
            "Go on Ferdie, get home for those pancakes",
            '"One more hour, Ferdie. I\'m begging you."',
            {"ferdie"},
        ),
        ("Cyril, what do you make of all this?", '"Not a word to anyone, Cyril."', {"cyril"}),
        ("Nell, can you sing it tonight?", '"Nell, can you do it? Honestly?"', {"nell"}),
        # another word shared: the line may mean the thing said
        ("come out with us tonight, Len", '"Come out tonight, Len. Please."', set()),
        ("please Len, come out", '"Come out tonight, Len. Please."', set()),
        # not said aloud, or no one called: the name is who the deed is for
        ("Don't worry about it, Len", "Ring Len back", set()),
        ("Len will sort it", '"Len fixed it last week."', set()),
        # a capitalised first word that is no one of the story's calls no one
        ("fine, whatever", '"Fine, let\'s vote."', set()),
    ],
)
def test_called_by_name_alone(line: str, label: str, called: set[str]) -> None:
    (option,) = choices(label)
    assert called_by_name_alone(content_words(line), option, NAMES) == called


@pytest.mark.parametrize(
    ("line", "orders"),
    [
        ("go on Kyle, just leg it out to the van with it", True),
        ("Kyle, take it out to the van", True),
        ("Kyle, I'm off to the van", False),  # the player goes
        ("come on Kyle, let's get to the van", False),  # together
        ("just leg it out to the van with it", False),  # no one called
        ("Dennis, take it out to the van", False),  # no option names Dennis
    ],
)
def test_orders_someone_else(line: str, orders: bool) -> None:
    options = choices("Go out to the van", "Let Kyle carry it as it is", "Ask Gran to sit down")
    assert orders_someone_else(line, options[0], options) is orders


def test_a_thing_said_to_someone_is_no_order_to_them() -> None:
    # only the player's own move is set against an order: "Priya, shift that zamboni off the rink" means
    # the quoted "Priya, get that thing off the ice now!"
    options = choices(
        '"Get that thing off the ice now!"', "Ask Priya what happened", "Go out to the car park"
    )
    assert not orders_someone_else("Priya, shift that zamboni off the rink", options[0], options)


@pytest.mark.parametrize(
    ("line", "owned"),
    [
        ("have a poke around Jackie's cellar", True),
        ("ask Jackie about the cellar", False),  # Jackie is who is asked
        ("ask Jackie about Kelsey's photo", False),  # the photo is no option's
        ("search Jackie's handbag", False),  # no option names the handbag
        ("Jackie's shouting from the cellar", False),  # Jackie is shouting: no owner
    ],
)
def test_owner_for_the_thing(line: str, owned: bool) -> None:
    options = choices(
        "Ask Jackie if she's seen the sheet", "Go down to the cellar", "Have a word with Kelsey"
    )
    assert owner_for_the_thing(line, options[0], options) is owned


@pytest.mark.parametrize(
    ("label", "declines"),
    [
        ('"That\'s kind, Maureen, but no."', True),
        ('"Thanks, but no thanks."', True),
        ('"No, thank you."', True),
        ('"Thanks, Maureen."', False),
        ('"No time for that."', False),
    ],
)
def test_a_thank_you_and_a_no_said_aloud_declines(label: str, declines: bool) -> None:
    assert declining_option(label) is declines


@pytest.mark.parametrize(
    ("text", "says_no"),
    [
        ("thanks, but we'll pass", True),
        ("I'll pass on that", True),
        ("we will have to pass.", True),
        ("I'll pass the keys to Maureen", False),
        ("we'll pass the church on the way", False),
    ],
)
def test_we_will_pass_says_no(text: str, says_no: bool) -> None:
    assert (NEGATION.search(set_aside(text)) is not None) is says_no  # said as a bare no


@pytest.mark.parametrize(
    ("story", "node", "line"),
    [
        # each took the quoted line that calls the person it names, sharing nothing else with it
        ("coach_breakdown", "call_len", "Don't worry about it, Len, Moorline will handle it"),
        # the player's move was taken for an order to Kyle
        ("moving_day", "gran_clock", "go on Kyle, just leg it out to the van with it"),
        # Jackie named as the cellar's owner had taken *Ask Jackie if she's seen the sheet*
        ("pub_quiz", "the_bar", "have a poke around Jackie's cellar"),
    ],
)
def test_not_acted_on(minilm: MiniLMEncoder, story: str, node: str, line: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options(story, node))
    assert not said.matched, said


@pytest.mark.parametrize(
    ("story", "node", "line", "key"),
    [
        # a no said to Barry by name had taken *Accept the trampoline*; a no said as "we'll pass" the settee
        ("moving_day", "barry_call", "No thanks Barry, you keep your trampoline", "do:decline_trampoline"),
        (
            "moving_day",
            "agent_closed",
            "Thanks Maureen, very generous, but we'll pass",
            "do:thats_kind_but_no",
        ),
    ],
)
def test_acted_on(minilm: MiniLMEncoder, story: str, node: str, line: str, key: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options(story, node))
    assert (said.outcome, said.key) == ("matched", key), said


def test_a_no_to_someone_by_name_never_takes_the_offer(minilm: MiniLMEncoder) -> None:
    options = choices("Accept the lift", '"We\'ll walk, thanks, Len."', "Ask Len about the weather")
    said = match_respecting_refusal(IntentMatcher(minilm), "no thanks Len, you keep your lift", options)
    assert said.key != key_of("Accept the lift"), said
