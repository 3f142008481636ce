"""Session 53's levers, read from the first-contact misses of ``lost_property`` and ``coach_breakdown``:
stepping away from the keyboard says nothing of the story; "while no one's looking" is a manner; a line that
does what another option says is not the thing said aloud; a no with a reason takes the one option that
declines; "don't suppose…" asks politely; checking on people is no look along a rack."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.answers import answered, polarity
from taleweaver.intent.asides import speaks_out_of_the_story, steps_away
from taleweaver.intent.cues import checked_on, declining_option
from taleweaver.intent.lexical import overlap_scores
from taleweaver.intent.said_as_not import said_plainly

from .choices import choices, key_of, story_options


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        ("sorry, doorbell, give me a sec", ", "),
        ("brb nippin back outside", "brb nippin back outside"),  # brb first may still go somewhere
        ("ring the doorbell", "ring the doorbell"),  # a doorbell in the story
        ("nip through the gap while no one's looking", "nip through the gap unseen"),
        ("Don't suppose there's a spare belt?", " there's a spare belt?"),
        ("I don't suppose you know", " you know"),
    ],
)
def test_said_plainly(said: str, plain: str) -> None:
    assert said_plainly(said) == plain


@pytest.mark.parametrize(
    ("text", "out"),
    [
        ("it's chucking it down here too actually", True),
        ("it's freezing where I am too", True),
        ("hide here too", False),
    ],
)
def test_out_of_the_story(text: str, out: bool) -> None:
    assert speaks_out_of_the_story(text) is out


@pytest.mark.parametrize(
    ("text", "away"),
    [
        ("gonna make a cup of tea brb", True),
        ("ok, back in a sec", True),
        ("back in 5 mins", True),
        ("brb nippin back outside", False),  # brb first may still go somewhere
        ("go back in a bit", False),  # back into the story's place
        ("there was a key in the office, wasn't there? I'll be right back", False),
    ],
)
def test_steps_away(text: str, away: bool) -> None:
    assert steps_away(text) is away


@pytest.mark.parametrize(
    ("story", "node", "line"),
    [
        # "brb" sat nearest *Back to the arrivals hall*, the doorbell nearest *Back to the desk*
        ("lost_property", "cctv", "just realised I left the oven on, brb"),
        ("lost_property", "tomasz", "sorry, doorbell, give me a sec"),
        # the weather where the player is had gone down to the lay-by
        ("coach_breakdown", "end_cold_night", "it's chucking it down here too actually"),
        # a look along the luggage racks is no checking on the others
        ("coach_breakdown", "cyril_fed", "go and check on the others"),
        # the quoted "Sorry. I'm only looking for my bag." is no nabbing it
        ("lost_property", "baggage_hall", "nab the bag"),
    ],
)
def test_not_acted_on(minilm: MiniLMEncoder, story: str, node: str, line: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options(story, node))
    assert not said.matched, said


@pytest.mark.parametrize(
    ("story", "node", "line", "key"),
    [
        # "no one's looking" read as a no had turned to *Go back and wait at the desk*
        ("lost_property", "staff_door", "nip through the gap while no one's looking", "do:slip_through"),
        ("coach_breakdown", "ruth_meets", "No ta, we'll sort ourselves out", "do:decline_ruth"),
        ("coach_breakdown", "ruth_meets", "no thanks", "do:decline_ruth"),
        (
            "coach_breakdown",
            "dot_diagnosis",
            "Don't suppose there's a spare belt knocking about?",
            "do:spare_belt",
        ),
        ("lost_property", "baggage_hall", "just grab it", "do:grab_the_green_holdall"),
        # looking at the one checked on is checking on them; a "brb" that names Granny fetches her
        ("desert_caravan", "taoudenni", "check on Zarqa", "do:look_at_zarqa_s_leg"),
        ("orchard", "badger_seen", "gran's gotta see this, brb", "do:fetch_granny"),
    ],
)
def test_acted_on(minilm: MiniLMEncoder, story: str, node: str, line: str, key: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options(story, node))
    assert (said.outcome, said.key) == ("matched", key), said


@pytest.mark.parametrize(
    ("label", "declines"),
    [
        ("Thank her, but tell her you'll manage", True),
        ("Tell him we can sort it out ourselves", True),
        ("Tell him you'll meet him at the pub", False),
        ("Tell them you will be fine", True),
        ("Thank him", False),
    ],
)
def test_thanks_but_no(label: str, declines: bool) -> None:
    assert declining_option(label) is declines


def test_a_no_with_a_reason_takes_the_decline() -> None:
    options = choices("Go with her to the farm", "Thank her, but tell her you'll manage")
    said = answered("no, we'll sort ourselves out", options)
    assert said is not None
    assert said.key == key_of("Thank her, but tell her you'll manage")
    # a reason naming another option's word, or saying a no of its own, refuses one thing, not the offer
    assert answered("no, we'll go to the farm", options) is None
    assert answered("no, I'm not haggling with you", options) is None
    assert polarity("no ta") == polarity("nah, cheers") == "no"


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("go and check on the others", "the others"),
        ("look in on Cyril", "Cyril"),
        ("check up on the kids", "the kids"),
        ("check on the engine", None),
        ("go check on Bryn's bull", None),  # a thing of Bryn's
        ("check the others' bags", None),
    ],
)
def test_checked_on(text: str, person: str | None) -> None:
    assert checked_on(text) == person


@pytest.mark.parametrize(
    ("line", "label"),
    [
        ("an egg butty", "an egg sandwich"),
        ("nab the holdall", "grab the bag"),
        ("take the kiddies", "take the children"),
    ],
)
def test_everyday_synonyms(line: str, label: str) -> None:
    (share,) = overlap_scores(line, [[label]], synonym_share=1.0)
    assert share == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("line", "key"),
    [
        # "open it" sits nearest "Leave it" for the sentence model: the no had taken it off and acted on
        # the unpicking it refuses (charity_shop, scored after this session's other levers)
        ("don't open it", "Leave it"),
        ("don't touch it", "Leave it"),
        ("I'm not leaving it", "Unpick it with the seam ripper"),  # a no that names leaving refuses it
        ("no, don't unpick it", "Leave it"),
    ],
)
def test_a_no_to_a_deed_is_no_no_to_leaving_it(minilm: MiniLMEncoder, line: str, key: str) -> None:
    options = choices("Unpick it with the seam ripper", "Leave it")
    said = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert (said.outcome, said.key) == ("matched", key_of(key)), said
