"""Session 58's levers, read from the wrong actions of the first-contact stories and two new ones: a blow
given ("give it a good whack") is a blow struck, said the story's way; a weak "no thanks" beside an option
that says "No thank you" itself is asked about, not guessed; "pronto" is now; the player's battery, the app
saving and a character likened to the player's family are out of the story; what a thing says is read; a
suggestion said at a *Suggest…* option is that suggestion; "I'm the gaffer" is being in charge and "keep out
of it" letting them sort it out; going to someone is not letting them be; the player's own past ("I rowed at
uni") is recalled; a name that alone pulled a line to a thing said is asked about; a polite request with a
not ("you wouldn't happen to have…?") refuses nothing; borrowing is lending; what is told of someone ("tell
him he looks…") is said to their face; a tag question with a not ("…, won't you?") refuses nothing; "another
minute won't hurt her" gives the minute."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.asides import recalls, speaks_out_of_the_story, suggested_at_a_suggestion
from taleweaver.intent.clauses import normalise
from taleweaver.intent.decide import handles_what_is_let_be, talks_to_a_thing_looked_at
from taleweaver.intent.normalise import expand_shorthand
from taleweaver.intent.reported import told_to_the_face
from taleweaver.intent.said_as_not import said_plainly
from taleweaver.intent.story_phrases import in_the_story_words

from .choices import choices, story_options


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("give it a good whack", "thump"),
        ("give the dashboard a proper wallop", "thump"),
        # the line says the option's word already: left as it is
        ("give the dashboard a proper thump", "give the dashboard a proper thump"),
        ("give him a quick smack", "thump"),
        ("whack it", "thump it"),
        # no blow given: kept as said
        ("give it a rest", "give it a rest"),
        ("give him the radio", "give him the radio"),
    ],
)
def test_a_blow_given_is_said_the_storys_way(line: str, said: str) -> None:
    assert in_the_story_words(line, ["Thump the dashboard", "Give up on it"]) == said


def test_a_push_given_is_a_push() -> None:
    assert in_the_story_words("give the van a good shove", ["Push the van"]) == "push"


def test_a_blow_given_is_not_giving_up(minilm: MiniLMEncoder) -> None:
    options = choices("Thump the dashboard", "Give up on it", "Let Cerys have a go at the radio")
    said = match_respecting_refusal(IntentMatcher(minilm), "give it a good whack", options)
    assert (said.outcome, said.key) == ("matched", options[0].key), said


def test_a_weak_no_thanks_beside_a_no_thank_you_is_asked(minilm: MiniLMEncoder) -> None:
    options = choices(
        "Take a couple of curtain rings, just in case",
        "No thank you, Mr Pennock",
        "Go and find Kieran, the DJ",
    )
    matcher = IntentMatcher(minilm)
    said = match_respecting_refusal(matcher, "that's kind but no thanks, we'll find the real ones", options)
    assert said.outcome == "clarify", said
    assert {o.key for o in said.options} == {options[1].key, options[2].key}
    # named outright, the deed goes; the bare no takes the option's own no
    going = match_respecting_refusal(matcher, "no thanks, I'll go and find Kieran", options)
    assert (going.outcome, going.key) == ("matched", options[2].key), going
    declined = match_respecting_refusal(matcher, "no thank you", options)
    assert (declined.outcome, declined.key) == ("matched", options[1].key), declined


def test_pronto_is_now() -> None:
    assert expand_shorthand("get it moving pronto") == "get it moving now"
    assert expand_shorthand("sharpish") == "quickly"


@pytest.mark.parametrize(
    ("line", "out"),
    [
        ("my phone's on 5% lol hope this thing saves", True),
        ("battery at 10%", True),
        ("hope this game saves", True),
        ("is Gethin meant to sound like my uncle Dai because he does", True),
        ("she looks just like my nan", True),
        # said to someone in the story, or a share of something: in it
        ("you sound like my mum, fine, I'll wear it", False),
        ("give him 10% of the take", False),
        ("turn the radio up to 50%", False),
    ],
)
def test_the_players_battery_the_app_and_their_family_are_out_of_the_story(line: str, out: bool) -> None:
    assert speaks_out_of_the_story(line) is out


def test_what_a_thing_says_is_read(minilm: MiniLMEncoder) -> None:
    options = choices(
        "Mix it with warm water from the kitchen kettle",
        "Mix it with cold water from the tap, it's quicker",
        "read the label on the colostrum tub",
    )
    options = [*options[:2], options[2].model_copy(update={"key": "act:read_tub"})]
    matcher = IntentMatcher(minilm)
    for line in ("what does it say on the colostrum tub?", "what does the tub say"):
        said = match_respecting_refusal(matcher, line, options)
        assert (said.outcome, said.key) == ("matched", "act:read_tub"), (line, said)


def test_what_a_thing_says_is_no_talking() -> None:
    (look,) = choices("look behind the lorry")
    assert talks_to_a_thing_looked_at("talk", look, "talk to the lorry driver")
    assert not talks_to_a_thing_looked_at("say", look, "what does it say on the lorry?")


@pytest.mark.parametrize(
    ("line", "description", "suggested"),
    [
        (
            "what if forty-seven mothered it on with her twins?",
            "Suggest fostering his lamb onto forty-seven",
            True,
        ),
        ("how about he talks to them while you fix it?", "Suggest he go down and talk to the audience", True),
        ("why don't we foster it?", "Propose fostering the lamb", True),
        # no suggestion option, or no suggestion said
        ("what if forty-seven mothered it on?", "Hold the ewe still", False),
        ("is the lamb all right?", "Suggest fostering his lamb onto forty-seven", False),
    ],
)
def test_a_suggestion_at_a_suggestion_is_that_suggestion(
    line: str, description: str, suggested: bool
) -> None:
    assert suggested_at_a_suggestion(line, description) is suggested


@pytest.mark.parametrize(
    ("line", "texts", "said"),
    [
        ("oi stan, i'm the gaffer today, hand the keys over", ["Tell him you're in charge today"],
         "oi stan, i'm in charge today, hand the keys over"),
        ("i'm calling the shots here", ["Tell him you're in charge"], "i'm in charge here"),
        # someone else's boss is no one in charge
        ("ask the boss", ["Tell him you're in charge"], "ask the boss"),
        ("it's between the two of them, i'll keep out of it", ["Say nothing and let them sort it out"],
         "it's between the two of them, i'll let them sort it out"),
    ],
)  # fmt: skip
def test_set_phrases_of_charge_and_of_keeping_out(line: str, texts: list[str], said: str) -> None:
    assert in_the_story_words(line, texts) == said


@pytest.mark.parametrize(
    ("line", "asked"),
    [
        ("he sounds upset, I'd better go to him", True),
        ("go and check on him", True),
        ("grab him", True),
        # a line that lets him be
        ("let him be, he'll settle", False),
        ("I'll go to the phone", False),
    ],
)
def test_going_to_someone_is_not_letting_them_be(line: str, asked: bool) -> None:
    (leave,) = choices("Leave him be; he'll settle on his own")
    assert handles_what_is_let_be(line, leave) is asked


@pytest.mark.parametrize(
    ("line", "recalled"),
    [
        ("lol I rowed at uni, hated every single minute of it", True),
        ("we rowed in college", True),
        ("i went in one on holiday once", True),
        ("I parked at the school", False),
        ("row it like you stole it", False),
    ],
)
def test_the_players_own_past_is_recalled(line: str, recalled: bool) -> None:
    assert recalls(line) is recalled


def test_a_name_that_pulled_a_line_to_a_goodbye_is_asked(minilm: MiniLMEncoder) -> None:
    options = choices("Lean in", '"Is it about the Victoria sponge?"', '"Sorry, Doreen, I\'ve got to dash."')
    matcher = IntentMatcher(minilm)
    said = match_respecting_refusal(matcher, "Ooh go on Doreen, my love, tell me everything", options)
    assert said.key != options[2].key, said
    going = match_respecting_refusal(matcher, "sorry Doreen, got to dash", options)
    assert (going.outcome, going.key) == ("matched", options[2].key), going


@pytest.mark.parametrize(
    ("line", "said"),
    [
        (
            "Excuse me Mr Pargeter, you wouldn't happen to have a spare rudder?",
            "Excuse me Mr Pargeter, you would happen to have a spare rudder?",
        ),
        ("I don't suppose you've got a torch?", "i suppose you've got a torch?"),
        # no request: kept
        ("you don't have to come", "you don't have to come"),
        ("you wouldn't dare", "you wouldn't dare"),
    ],
)
def test_a_polite_request_with_a_not_refuses_nothing(line: str, said: str) -> None:
    assert normalise(line) == said


def test_borrowing_is_asking_to_lend(minilm: MiniLMEncoder) -> None:
    options = choices(
        "Gaffer-tape it",
        '"Mr Pargeter, have you got a spare rudder?"',
        '"Mr Pargeter, is a taped rudder allowed?"',
        "Ask Upper Cobley to lend you one",
    )
    said = match_respecting_refusal(IntentMatcher(minilm), "go and borrow Cobley's spare", options)
    assert (said.outcome, said.key) == ("matched", options[3].key), said


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("tell him he looks like the river spat him out", "you look like the river spat you out"),
        ("tell her she is brilliant", "you are brilliant"),
        ("tell Gaz he is dropped", "you are dropped"),
        ("tell her I'll be right there", "I'll be right there"),
        # someone else told of
        ("tell him she left", None),
    ],
)
def test_what_is_told_of_someone_is_said_to_their_face(line: str, said: str | None) -> None:
    assert told_to_the_face(line) == said


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("Fly, you'll help me won't you sweetheart?", "Fly, you'll help me will you sweetheart?"),
        ("that's the one, isn't it?", "that's the one, is it?"),
        # the player's own no, or no tag: kept
        ("I won't you know", "I won't you know"),
        ("no, it isn't it", "no, it isn't it"),
        ("they aren't coming", "they aren't coming"),
    ],
)
def test_a_tag_question_with_a_not_refuses_nothing(line: str, said: str) -> None:
    assert normalise(line) == said


def test_a_little_more_time_that_harms_no_one_is_given() -> None:
    assert said_plainly("another minute won't hurt her") == "another minute is fine"
    assert said_plainly("I won't hurt you") != "I is fine"


def test_a_name_that_carried_the_line_is_a_call_a_name_that_pulled_it_is_asked(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    thanks = match_respecting_refusal(
        matcher, "thanks Gwyneth", story_options("village_bus", "message_passed")
    )
    assert (thanks.outcome, thanks.key) == ("matched", "do:diolch_gwyneth"), thanks
    pulled = match_respecting_refusal(
        matcher,
        "Don't worry about it, Len, Moorline will handle it",
        story_options("coach_breakdown", "call_len"),
    )
    assert pulled.key != "do:come_out", pulled
