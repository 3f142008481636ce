"""Session 39's rules: a question may be answered by an option that finds out by trying ("does the radio
still work?" → "Try the radio"); "examine the keep" tells of no one who keeps; a Twine link that is more than
a bare noun, or a line that goes to it, is not a look done otherwise; a remark that hands the deed on ("a
job for Wren") asks for it; a question tag inside a line, someone's fear asked about, being done looking and
a time told to someone else refuse nothing."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentCandidate, IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.asides import remarks, tells_of_others
from taleweaver.intent.clauses import reluctant, split
from taleweaver.intent.cues import puts_a_question
from taleweaver.intent.decide import bare_noun, does_something_else_to, may_answer_a_question
from taleweaver.intent.deed_clause import deed_after_a_remark
from taleweaver.intent.lexical import content_words
from taleweaver.intent.normalise import numbers_said
from taleweaver.intent.people import people_in_text, said_by_name, said_by_role
from taleweaver.intent.refusal import NEGATION
from taleweaver.intent.said_as_not import said_plainly

from .choices import choices, key_of


@pytest.mark.parametrize(
    ("option", "answers"),
    [
        ("Try the radio", True),
        ("test a transceiver's battery", True),
        ("Compare it with the catalogue", True),
        ("lift the tea towel and peek at the cake", True),
        ('Say "Monty?" into the dark', True),
        ("Ask the captain about the storm", True),  # asking, as before
        # deeds a question about them does not take
        ("Try to climb the wall", False),
        ("Take the lantern", False),
        ('Say "Goodnight." and leave', False),
    ],
)
def test_an_option_that_finds_out_may_answer_a_question(option: str, answers: bool) -> None:
    assert may_answer_a_question(key_of(option), choices(option, "Wait")) is answers


def test_a_question_about_what_works_takes_the_trying(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Try the radio", "Stay in your seat", "Open the hatch")
    assert match_respecting_refusal(matcher, "does the radio still work?", options).key == key_of(
        "Try the radio"
    )
    # a question about a thing is still no deed done to it
    options = choices("Take the lantern", "Leave the cellar")
    assert match_respecting_refusal(matcher, "is the lantern heavy?", options).outcome == "clarify"


@pytest.mark.parametrize(
    ("text", "tells"),
    [
        ("the dog could wake up any minute", True),
        ("the Pell boys keep watch for their dad", True),
        ("ok, the guards always keep the gate shut", True),
        # the noun "keep", and "ill" for "I'll": no one else's doings
        ("examine the keep", False),
        ("search the old keep", False),
        ("ok ill keep wacth tonite", False),
        ("im gonna keep going", False),
    ],
)
def test_tells_of_others(text: str, tells: bool) -> None:
    assert tells_of_others(text) is tells


@pytest.mark.parametrize(
    ("label", "bare"),
    [
        ("cloak", True),
        ("The Park", True),
        ("an apple", True),
        ("On to Timbuktu", False),
        ("Why east?", False),
    ],
)
def test_bare_noun(label: str, bare: bool) -> None:
    assert bare_noun(label) is bare


def _link(label: str, passage: str) -> IntentCandidate:
    return IntentCandidate(key=key_of(label), label=label, texts=(label,), follows=(passage,))


def test_a_line_doing_something_else_to_a_bare_noun_link() -> None:
    cloak = _link("cloak", "A handsome cloak, of velvet trimmed with satin.")
    said = content_words("stash me cloak somewhere")
    assert does_something_else_to(said, "stash", cloak)
    # going there is what a link to a place means; a label that says more is no bare noun
    park = _link("The Park", "The park gates stand open; the grass is wet.")
    assert not does_something_else_to(
        content_words("walk in through the park gates"), "walk", park, going=True
    )
    onward = _link("On to Timbuktu", "Timbuktu is eleven days south.")
    assert not does_something_else_to(content_words("aight, timbuktu here we come"), "aight", onward)


@pytest.mark.parametrize(
    ("text", "remark"),
    [
        ("oddny looks worried", True),
        ("the lantern is on a hook", True),
        # a remark that hands the deed on asks for it
        ("this sounds like a job for the dog", False),
        ("ok, this is a job for Wren", False),
        ("ok, fluids are next", False),
    ],
)
def test_a_remark_that_hands_the_deed_on(text: str, remark: bool) -> None:
    assert remarks(text) is remark


def test_an_interjection_before_a_remark_and_a_deed() -> None:
    line = "oh, that sounds lovely. let me see what I can do back there"
    assert deed_after_a_remark(split(line)) == "let me see what I can do back there"
    assert deed_after_a_remark(split("oh, let me see")) is None


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        # a question tag inside the line asks, as one at its end does
        ("there was a key in the office, wasn't there? I'll be right back", True),
        ("u swapped it didnt u", True),
        ("isn't this a job for the coastguard?", True),
        ("I'm going up there whether he likes it or not", True),
        ("I won't go there", False),
    ],
)
def test_said_plainly_without_its_not(text: str, plain: bool) -> None:
    assert (NEGATION.search(said_plainly(text)) is None) is plain


@pytest.mark.parametrize(
    ("text", "refuses"),
    [
        ("I'm too scared to peek", True),
        ("forget the lamp", True),
        ("I've seen enough of these walls", True),
        ("maybe later I'll ring the bell", True),
        ("I'll read it one day", True),
        ("let me do it later", True),
        # a question about someone's fear, being done looking, a day's end, a time told to someone else
        ("what are you really scared of, Tom?", False),
        ("I've seen enough, the orchids are where I need to be", False),
        ("that's enough for one day", False),
        ("tell the judges to come back later", False),
        ("maybe a little cash will help him forget about my papers", False),
        ("Tell Ned to come back later", False),
    ],
)
def test_what_reluctance_and_putting_off_say_no_to(text: str, refuses: bool) -> None:
    assert (NEGATION.search(reluctant(text)) is not None) is refuses


@pytest.mark.parametrize(
    "line",
    [
        "half the loot or i walk",
        "fifty-fifty or no deal",
        "fifty-fifty or forget it",
        "a fifty-fifty split or I'm out",
    ],
)
def test_a_demand_with_a_threat_is_the_demand(minilm: MiniLMEncoder, line: str) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "Demand a fifty-fifty split of the loot", "Pledge your loyalty to the captain", "Go to the harbour"
    )
    assert match_respecting_refusal(matcher, line, options).key == key_of(
        "Demand a fifty-fifty split of the loot"
    )


def test_two_options_joined_by_or_are_still_weighed(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Demand half the treasure", "Pledge your loyalty to the captain")
    assert match_respecting_refusal(matcher, "should I pledge or ask for half?", options).outcome == "clarify"


@pytest.mark.parametrize(
    ("text", "puts"),
    [
        ("ask Toby what he saw up here", True),
        ("I'll ask her about the key", True),
        ("ok, question the boy", True),
        ("ask for a light", False),
        ("ask if I can stay", False),
        ("take the lamp and ask nothing", False),
    ],
)
def test_puts_a_question(text: str, puts: bool) -> None:
    assert puts_a_question(text) is puts


def test_asking_someone_takes_the_option_that_asks(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Ask what he's really doing up at four", "Invite him in for a cup of tea")
    line = "ask him why he's hanging around here so early"
    assert match_respecting_refusal(matcher, line, options).key == key_of(
        "Ask what he's really doing up at four"
    )


@pytest.mark.parametrize(
    ("line", "option"),
    [
        ("not my case mate, i'm just carrying it", '"It\'s not mine."'),
        ("eh, not my problem, I'm staying outta it", "\"It's not my business. I'll keep out of it.\""),
        (
            "I need you on the front desk, nobody leaves the building",
            '"Mind the lobby for me. No one goes in or out."',
        ),
    ],
)
def test_a_no_that_is_the_options_own_no(minilm: MiniLMEncoder, line: str, option: str) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Lie", "Show the ticket", option, "Look at his hands")
    assert match_respecting_refusal(matcher, line, options).key == key_of(option)


def test_a_no_to_what_an_option_does_never_takes_it(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    # "It's not mine." says no, but the line refuses the showing, which another option does
    options = choices('"It\'s not mine."', "Show the ticket", "Lie")
    assert match_respecting_refusal(matcher, "I'm not showing you my ticket", options).key != key_of(
        '"It\'s not mine."'
    )
    options = choices("Leave the keys where they are", "Pocket the iron key")
    decision = match_respecting_refusal(matcher, "I'm not leaving the keys", options)
    assert decision.key != key_of("Leave the keys where they are")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("wind no 3", "wind number three"),
        ("no. 7, thanks", "number seven, thanks"),
        ("#4 please", "number four please"),
        ("wind gate 2", "wind gate two"),
        ("give me 5 minutes", "give me five minutes"),
        # a refusal stays one; phone spelling and other numbers stay as they were
        ("no 3 sugars", "no three sugars"),
        ("talk 2 him", "talk 2 him"),
        ("a room 4 me", "a room 4 me"),
        ("the key 2 the tower", "the key 2 the tower"),
        ("it's 3.5 miles, meet at 10:30", "it's 3.5 miles, meet at 10:30"),
        ("the spooky 1", "the spooky 1"),
    ],
)
def test_numbers_said_in_words(text: str, said: str) -> None:
    assert numbers_said(text) == said


def test_a_numbered_thing_is_no_refusal(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Wind gate three", "Wind gate two", "Go back and knock on Hal's door again")
    assert match_respecting_refusal(matcher, "wind no 3", options).key == key_of("Wind gate three")
    assert match_respecting_refusal(matcher, "crank the second gate up", options).key == key_of(
        "Wind gate two"
    )


def test_a_person_said_by_name_where_the_options_say_their_role() -> None:
    people = [("Walter Pruitt", frozenset({"foreman"})), ("Abe Coleman", frozenset({"captain"}))]
    named = {"side", "with", "the", "foreman", "abe"}
    assert said_by_role("i agree with walter", people, named) == "i agree with the foreman"
    assert said_by_role("Walter Pruitt is right", people, named) == "the foreman is right"
    # the options name Abe: said as said; a refusal is left alone
    assert said_by_role("side with abe", people, named) == "side with abe"
    assert said_by_role("I won't side with Walter", people, named) == "I won't side with Walter"


def test_a_name_that_is_an_everyday_word_counts_only_with_its_capital() -> None:
    people = [("Dot Carver", frozenset({"landlady"}))]
    named = {"ask", "the", "landlady", "for", "sandbags"}
    assert said_by_role("ask Dot for sandbags", people, named) == "ask the landlady for sandbags"
    assert said_by_role("put a dot on the map", people, named) == "put a dot on the map"


def test_two_appositions_in_one_sentence_are_both_read() -> None:
    text = ("At the head of the table, Walter Pruitt, the foreman, has already rolled up his sleeves.",)
    assert dict(people_in_text(text)) == {"Walter Pruitt": frozenset({"foreman"})}


def test_a_role_is_said_by_name_outside_the_clause_that_says_no() -> None:
    people = [("Dr. Owen Marsh", frozenset({"doctor"}))]
    named = {"shout", "for", "dr", "marsh", "and", "go", "after", "walter", "together"}
    line = "I can't handle this alone, I need the doctor with me"
    assert said_by_name(line, people, named) == "I can't handle this alone, I need Marsh with me"
    # the clause that says no keeps its role: a refusal is not pulled onto the options naming them
    assert said_by_name("I don't want the doctor", people, named) == "I don't want the doctor"
    assert said_by_name("get the doctor, don't wait", people, named) == "get Marsh, don't wait"
