"""Session 38's rules: a remark and then the deed is about the deed; what follows an option says no only
where the player does not do something; "not going to just…" is one clause; an option's own no does not
make it what a line refusing its deed says; not wanting a thing is no choice of the other of two; a question
tag refuses nothing; chat about the player's tea, internet or favourite things is not a move."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentCandidate, IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.clauses import split
from taleweaver.intent.deed_clause import deed_after_a_remark
from taleweaver.intent.reported import asked_to_the_face, told_to_the_face
from taleweaver.intent.said_as_not import said_plainly
from taleweaver.intent.ways import switched

from .choices import choices, key_of


@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("The boy looks scared. I'll go sit by him for a while.", "I'll go sit by him for a while"),
        ("he sounds upset, I'd better go to him", "I'd better go to him"),
        ("that jam looks fire, lemme try", "lemme try"),
        # no remark first, or a deed first: no such line
        ("I'll go sit by him", None),
        ("I'll go, he looks scared", None),
        ("sit by him, I'll stay a while", None),
    ],
)
def test_deed_after_a_remark(text: str, deed: str | None) -> None:
    assert deed_after_a_remark(split(text)) == deed


def test_a_remark_and_then_the_deed_is_the_deed(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Sit with Tahir", "Check the camels", "Count the water skins")
    line = "The boy looks scared. I'll go sit by him for a while."
    assert match_respecting_refusal(matcher, line, options).key == key_of("Sit with Tahir")


def test_a_deed_that_names_its_option_by_no_word_leaves_the_line_as_it_was(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Fetch Mrs Marlow from the café", "Look for proof in the back store", "Drop it")
    line = "there'll be proof in the store somewhere, I'll find it"
    # "I'll find it" alone sits by *Drop it*; the whole line says the store
    assert match_respecting_refusal(matcher, line, options).key == key_of("Look for proof in the back store")


LIFT = (
    IntentCandidate(
        key="choice:up",
        label="Go straight up to her",
        texts=("Go straight up to her",),
        follows=("I take the grand staircase two steps at a time.",),
    ),
    IntentCandidate(
        key="choice:lift",
        label="See to the lift on the way",
        texts=("See to the lift on the way",),
        follows=("The lift is not at the ground floor. Through the brass gate I see only the cables.",),
    ),
)


def test_what_follows_says_no_only_where_the_player_does_not(minilm: MiniLMEncoder) -> None:
    # "The lift is not at the ground floor" is how the world is: "forget the lift" refuses *See to the lift*
    decision = match_respecting_refusal(IntentMatcher(minilm), "forget the lift", LIFT)
    assert decision.key == "choice:up", decision


def test_not_going_to_just_sit_here_is_one_clause(minilm: MiniLMEncoder) -> None:
    assert split("I'm not going to just sit here and let them vote") == [
        "I'm not going to just sit here and let them vote"
    ]
    options = choices("Stand up and speak for the allotments", "Stay in your seat and let them vote")
    decision = match_respecting_refusal(
        IntentMatcher(minilm), "I'm not going to just sit here and let them vote", options
    )
    assert decision.key != key_of("Stay in your seat and let them vote"), decision


def test_an_options_own_no_is_not_what_a_line_refusing_its_deed_says(minilm: MiniLMEncoder) -> None:
    options = choices(
        '"Wait for morning. I\'ll take you down then, I swear it."',
        '"Then I\'m coming with you."',
        "Go and wake the abbot",
        '"Go, then. I won\'t stop you."',
    )
    decision = match_respecting_refusal(
        IntentMatcher(minilm), "I'm not letting you go out there alone", options
    )
    assert decision.key != key_of('"Go, then. I won\'t stop you."'), decision


def test_not_wanting_a_thing_is_no_choice_of_the_other_of_two(minilm: MiniLMEncoder) -> None:
    options = choices("Pocket it and get on with the chairs", "Hand the note straight to Mr Pryce")
    matcher = IntentMatcher(minilm)
    assert not match_respecting_refusal(matcher, "I don't want this note", options).matched
    # turning the deed down still chooses the other
    decision = match_respecting_refusal(matcher, "I'm not handing it to Pryce", options)
    assert decision.key == key_of("Pocket it and get on with the chairs"), decision


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("u swapped it didnt u", "u swapped it, right"),
        ("you swapped it, didn't you?", "you swapped it, right?"),
        ("it's lovely isn't it", "it's lovely, right"),
        ("I won't", "I won't"),
        ("you can't", "you can't"),
    ],
)
def test_a_question_tag_refuses_nothing(text: str, plain: str) -> None:
    assert said_plainly(text) == plain


def test_a_question_tag_asks(minilm: MiniLMEncoder) -> None:
    options = choices("Ask him straight out if he swapped the box", "Leave him be")
    decision = match_respecting_refusal(IntentMatcher(minilm), "u swapped it didnt u", options)
    assert decision.key == key_of("Ask him straight out if he swapped the box"), decision


@pytest.mark.parametrize(
    ("line", "labels"),
    [
        (
            "ugh my tea's gone cold",
            ("Shout for Alan and Mr Pryce", "Offer him a way out: leave the box and go", "Step aside"),
        ),
        (
            "sorry my internet keeps cutting out",
            ("Hold the torch for Dougie", "Take his knife and cut it yourself", '"Get back to the wheel!"'),
        ),
    ],
)
def test_the_players_own_life_is_no_move(minilm: MiniLMEncoder, line: str, labels: tuple[str, ...]) -> None:
    # as a native story offers them: the description, and the same said by the player
    options = [
        IntentCandidate(key=o.key, label=o.label, texts=(o.label, f"I'll {o.label[0].lower()}{o.label[1:]}"))
        for o in choices(*labels)
    ]
    assert not match_respecting_refusal(IntentMatcher(minilm), line, options).matched


@pytest.mark.parametrize(
    ("text", "way"),
    [
        ("kill the radio", "off"),
        ("turn the radio off", "off"),
        ("Switch it off", "off"),
        ("Leave it on Radio Orran", "on"),
        ("turn on the old wireless", "on"),
        ("put the kettle on", None),
        ("get off the boat", None),
        ("kill him", None),
    ],
)
def test_switched(text: str, way: str | None) -> None:
    assert switched(text) == way


def test_off_is_never_leaving_it_on(minilm: MiniLMEncoder) -> None:
    options = choices("Leave it on Radio Orran", "Switch it off", "Go out on deck")
    matcher = IntentMatcher(minilm)
    assert match_respecting_refusal(matcher, "kill the radio", options).key != key_of(
        "Leave it on Radio Orran"
    )
    assert match_respecting_refusal(matcher, "turn the radio off", options).key == key_of("Switch it off")


@pytest.mark.parametrize(
    ("text", "direct"),
    [
        ("ask him if he took it", "you took it?"),
        ("ok ask Finch whether he was there", "you were there?"),
        ("ask him about the key", None),
    ],
)
def test_asked_to_the_face(text: str, direct: str | None) -> None:
    assert asked_to_the_face(text) == direct


def test_told_to_the_face() -> None:
    assert told_to_the_face("tell her I'll be right there") == "I'll be right there"
    assert told_to_the_face("tell her about the key") is None


FINCH = (
    '"Did you take it, Mr. Finch?"',
    '"The Countess says you\'re a thief."',
    "Ask his professional opinion",
)
DESK = (
    '"Countess, I\'m coming up at once."',
    '"Slowly, madame. What exactly is missing?"',
    "Put her on hold",
)


def test_a_question_asked_through_the_narrator_is_the_quoted_question(minilm: MiniLMEncoder) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), "ask him if he took it", choices(*FINCH))
    assert decision.key == key_of(FINCH[0]), decision


def test_words_told_through_the_narrator_are_not_an_option_only_tell_her_was_near(
    minilm: MiniLMEncoder,
) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), "tell her I'll be right there", choices(*DESK))
    assert decision.key != key_of("Put her on hold"), decision


def test_a_refusal_said_wholly_in_idioms_takes_the_way_of_saying_no_its_words_name(
    minilm: MiniLMEncoder,
) -> None:
    # "no thanks, you can keep your cash" reads "no, you can no" once its idioms are said plainly
    options = choices(
        "Take the twenty pounds",
        '"I don\'t want your money."',
        "Ask him where the box came from",
        "Walk away",
    )
    decision = match_respecting_refusal(IntentMatcher(minilm), "no thanks, you can keep your cash", options)
    assert decision.key == key_of('"I don\'t want your money."'), decision
