"""Session 41's rules with the real model: a question to the listener about themselves is never answered by
a look ("who are you here to see?" is not "look out of the window at the snow"); waiting only until a deed
can be done does not refuse it ("Wait until he dozes off, then slip the keys out" is no way of refusing to
snatch them); a no that stays takes the option whose own no says so ("measure away mate, we ain't budging"
is *'Measure all you like. We're not going anywhere.'*, not the offer to hold the tape); a question nearest a
thing said aloud is asked where the option that asks with its question word is close behind."""

from __future__ import annotations

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal

from .choices import choices, key_of


def test_a_question_to_the_listener_is_not_answered_by_a_look(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "Go and ask her who she's looking for",
        "Tell her across the bay that visiting finished hours ago",
        "look out of the window at the snow",
        "straighten the blankets on the empty beds",
    )
    said = match_respecting_refusal(matcher, "who are you here to see?", options)
    assert said.key != key_of("look out of the window at the snow"), said
    # a look said as a look still looks
    said = match_respecting_refusal(matcher, "look out at the snow", options)
    assert said.key == key_of("look out of the window at the snow"), said


def test_refusing_to_snatch_does_not_take_the_deed_put_off(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "Ask Nell to talk him round",
        "Wait until he dozes off, then slip the keys out of his pocket",
        "Take the keys out of the coat; Ivy can't wait",
    )
    said = match_respecting_refusal(matcher, "I'm not just snatching them off him", options)
    assert not said.matched, said


def test_a_no_that_stays_takes_the_option_that_says_so(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "Offer to hold the other end of his tape measure",
        "'Measure all you like. We're not going anywhere.'",
        "read the council notice on the board",
    )
    said = match_respecting_refusal(matcher, "measure away mate, we ain't budging", options)
    assert said.key == key_of("'Measure all you like. We're not going anywhere.'"), said


def test_a_question_near_a_thing_said_is_asked_where_the_asking_option_is_close(
    minilm: MiniLMEncoder,
) -> None:
    matcher = IntentMatcher(minilm)
    options = choices('"Your shop can wait, Walter."', "Ask him what shop he runs", "Let it go")
    said = match_respecting_refusal(matcher, "so what do they sell at Walter's place?", options)
    assert not said.matched, said
    # a question answered by a thing said, with no asking option of its question word, is still taken
    options = choices('"At home, asleep."', '"I\'d rather not say."', '"Am I under arrest?"', "Say nothing.")
    said = match_respecting_refusal(matcher, "where do you think? in my bed", options)
    assert said.key == key_of('"At home, asleep."'), said


def test_going_somewhere_to_fetch_someone_is_not_only_going_there(minilm: MiniLMEncoder) -> None:
    from taleweaver.intent import IntentCandidate

    matcher = IntentMatcher(minilm)
    options = (
        IntentCandidate(
            key="do:fetch",
            label="Go and fetch Granny Ash",
            texts=("Go and fetch Granny Ash to see the thief",),
        ),
        IntentCandidate(
            key="go:cottage",
            label="Go back inside",
            texts=("Go back inside the cottage", "go to Granny Ash's Cottage"),
        ),
        IntentCandidate(
            key="go:barn",
            label="Walk over to the old barn",
            texts=("Walk over to the old barn", "go to The Old Barn"),
        ),
    )
    said = match_respecting_refusal(matcher, "run back to the house and get Granny", options)
    assert said.key != "go:cottage", said
    # going there and nothing more still goes
    said = match_respecting_refusal(matcher, "go back inside the cottage", options)
    assert said.key == "go:cottage", said
