"""Session 56's levers, read from the first-contact clarifies: a line that will not wait takes the option that
does it now; "the buyers can have it" gives a thing away rather than telling of others; a polite request for
the very deed an option asks about is that option; a bare link that names a person is seeing to them, not
looking at them; "forget the walkie" is what putting the walkie down says; and a "nah" straight before what
the player will do instead is a clause of its own."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.asides import tells_of_others
from taleweaver.intent.cues import requested_deed
from taleweaver.intent.no_asserts import lets_go_of
from taleweaver.intent.stances import line_stance, option_stances

from .choices import choices, key_of, story_options


@pytest.mark.parametrize(
    ("line", "hurries"),
    [
        ("No. We're not waiting ten minutes.", True),
        ("I'm not waiting around for a signature", True),
        ("she can't wait for the paperwork", True),
        ("no time to lose", True),
        # eager, not hurried
        ("I can't wait to see it", False),
        ("I'll wait here", False),
    ],
)
def test_a_line_that_will_not_wait_hurries(line: str, hurries: bool) -> None:
    assert (line_stance(line) == "hurry") is hurries


@pytest.mark.parametrize(
    ("label", "hurries"),
    [
        ('"Call it now, Niamh. Please."', True),
        ("Give Ivy her dose now and get the signature afterwards", True),
        ("Call Mountain Rescue anyway", True),
        ("Tape the lid shut straight away", True),
        ('"Put the can down, Gary. Now."', True),
        # put off, asked, or a "now" that is no hurry
        ("Leave it for now", False),
        ("Not now", False),
        ('"Where\'s your waistcoat now?"', False),
        ("Ask Hattie what happens to the swarm now", False),
        ('"It\'s good. Now stay here by the stove."', False),
        ("“I can't talk now, Funmi, I've got a tunnel full of kids.”", False),
        ('"You\'ll ride at the back from now on."', False),
        ("Let her have the roses. The arch was a bit much anyway", False),
    ],
)
def test_an_option_that_does_it_now(label: str, hurries: bool) -> None:
    assert ("hurry" in option_stances(label)) is hurries


def test_not_waiting_takes_the_option_that_does_it_now(minilm: MiniLMEncoder) -> None:
    options = choices('"Call it now, Niamh. Please."', '"Ten minutes, then."')
    said = match_respecting_refusal(IntentMatcher(minilm), "No. We're not waiting ten minutes.", options)
    assert (said.outcome, said.key) == ("matched", key_of('"Call it now, Niamh. Please."')), said


@pytest.mark.parametrize(
    ("line", "about_others"),
    [
        ("the buyers can have it", False),
        ("Kai can have the lot", False),
        # still what someone else could do
        ("the dog could wake up any minute", True),
        ("the buyers can have a look later", True),
    ],
)
def test_giving_a_thing_away_is_no_remark(line: str, about_others: bool) -> None:
    assert tells_of_others(line) is about_others


@pytest.mark.parametrize(
    ("line", "deed"),
    [
        ("could I borrow your grandad's key?", "borrow"),
        ("Should we be calling Mountain Rescue now?", "calling"),
        ("mind if I sit?", "sit"),
        ("where's the key?", None),
    ],
)
def test_requested_deed(line: str, deed: str | None) -> None:
    assert requested_deed(line) == deed


@pytest.mark.parametrize(
    ("story", "node", "line", "key"),
    [
        # a request for the deed the option asks about
        ("wedding_rings", "dj_booth", "could I borrow your grandad's key to the tower?",
         "do:kieran_can_i_borrow_the_bell_tower_key"),
        ("ski_lift", "morag_fourteen", "Should we be calling Mountain Rescue now?", "do:ask_mrt"),
        # a bare link that names a person: seeing to him
        ("bee_swarm", "cordon", "sort Gary out before he uses that spray", "do:gary"),
        # giving the thing away
        ("moving_day", "piano_front_room",
         "The buyers can have it, it was never getting up those stairs anyway", "do:leave_piano"),
        # not waiting
        ("ski_lift", "fiona_no_mrt", "No, I'm not waiting, I'm phoning them right now", "do:call_anyway"),
    ],
)  # fmt: skip
def test_acted_on_at_first_contact(minilm: MiniLMEncoder, story: str, node: str, line: str, key: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options(story, node))
    assert (said.outcome, said.key) == ("matched", key), said


@pytest.mark.parametrize(
    ("line", "label"),
    [
        # "forget the walkie" is what putting the walkie down says, not what it refuses
        ("forget the walkie, pick up the landline", "Put the walkie down and answer the phone"),
        # a "nah" straight before what the player will do instead
        ("nah lemme check round the back instead", "Check behind the trucks instead"),
    ],
)
def test_a_no_that_leaves_the_option(minilm: MiniLMEncoder, line: str, label: str) -> None:
    options = choices(
        label, "Tell him to sit tight", "Go down the ramp into the ocean tunnel", "The big wheel"
    )
    said = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert (said.outcome, said.key) == ("matched", key_of(label)), said


@pytest.mark.parametrize(
    ("line", "label"),
    [
        ("don't answer the phone", "Put the walkie down and answer the phone"),
        ("no, not the big wheel", "The big wheel"),
    ],
)
def test_a_no_to_the_option_still_refuses_it(minilm: MiniLMEncoder, line: str, label: str) -> None:
    options = choices(label, "Tell him to sit tight", "Go down the ramp into the ocean tunnel")
    said = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert said.key != key_of(label), said


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("could you not mention this to anyone?", "secret"),
        ("Cyril, would you mind keeping this between ourselves?", "secret"),
        ("don't mention it to anyone", "secret"),
        ("nope, nothing to share", "withhold"),
        ("don't mention it", None),  # you're welcome
    ],
)
def test_asking_for_a_secret_kept(line: str, stance: str | None) -> None:
    assert line_stance(line) == stance


@pytest.mark.parametrize(
    ("line", "labels", "label"),
    [
        ("Cyril, would you mind keeping this between ourselves?",
         ('"Not a word to anyone, Cyril."', "Take it back off him", "Sell it to him"),
         '"Not a word to anyone, Cyril."'),
        ("could you not mention this to anyone?",
         ("Ask him to keep it to himself", "Ring Hilary", "Say nothing"), "Ask him to keep it to himself"),
        # whom the line is said to names no option
        ("Fair enough, I'll leave you in peace, Ferdie",
         ("Leave him to it", "Look in Ferdie's rucksack", '"Can you stay past eleven? Just tonight."'),
         "Leave him to it"),
        # set phrases for the option's own words
        ("i'll stay out of it", ("Vote guilty.", "Vote not guilty.", "Abstain."), "Abstain."),
        ("yep, slam dunk", ('"Sounds open and shut."', '"I have doubts."', "Say nothing"),
         '"Sounds open and shut."'),
        ("no. my mind's made up", ("Stick to it", "Change your mind"), "Stick to it"),
        ("gotcha boss", ('"Understood."', '"What if they can prove it?"'), '"Understood."'),
        ("tot up the notes", ("Count it", "Put it back", "Ring Hilary"), "Count it"),
    ],
)  # fmt: skip
def test_acted_on(minilm: MiniLMEncoder, line: str, labels: tuple[str, ...], label: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, choices(*labels))
    assert (said.outcome, said.key) == ("matched", key_of(label)), said


def test_nothing_useful_is_a_finding_not_a_refusal() -> None:
    from taleweaver.intent.refusal import _WILLED

    assert _WILLED.search("nothing useful") is None
    assert _WILLED.search("nothing for me") is not None


def test_a_request_is_not_an_option_that_asks_who_did_it(minilm: MiniLMEncoder) -> None:
    # "steal" is in the option, but it asks who is stealing: no leave asked for the deed
    said = match_respecting_refusal(
        IntentMatcher(minilm),
        "could I steal a spoonful of your jam, Granny?",
        story_options("orchard", "gate"),
    )
    assert said.key != "do:ask_suspects", said


@pytest.mark.parametrize(
    ("line", "labels", "label"),
    [
        # the rest of the line names outright an option the no took off with the others
        ("don't grab, just shake the Dreamies", ("Lunge for him", "Shake the Dreamies packet"),
         "Shake the Dreamies packet"),
        # …in the option's own words, said aloud
        ("I'm not apologising, it's Saturday night",
         ('"I\'m so sorry. We\'ll keep it down."', '"Would you like to join us for a glass?"',
          '"It\'s Saturday night, Mrs Okafor."', "Let Aunt Rosalind deal with her"),
         '"It\'s Saturday night, Mrs Okafor."'),
    ],
)  # fmt: skip
def test_a_no_beside_the_option_named_outright(
    minilm: MiniLMEncoder, line: str, labels: tuple[str, ...], label: str
) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, choices(*labels))
    assert (said.outcome, said.key) == ("matched", key_of(label)), said


def test_letting_people_do_as_they_like_is_no_remark() -> None:
    assert not tells_of_others("people can sit wherever")
    assert not tells_of_others("they can sit where they like")
    assert tells_of_others("people can sit on the wall")


def test_an_option_that_forgets_about_a_thing_lets_it_go() -> None:
    (option,) = choices("Forget about the van and walk")
    assert lets_go_of(option, "forget the van")
    assert not lets_go_of(option, "not the bus")
