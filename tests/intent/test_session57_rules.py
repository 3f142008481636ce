"""Session 57's levers, read from two new first-contact stories and the wrong actions of the rest: telling
someone to come is no move of the player's; a title said to someone ("vicar") is a name the line may call
them by; a code in digits meets the same code spelled out; "leave the alarm be" is what "don't bother with
the alarm" says; a comparison with another doer puts nothing below; a question put with a negated verb first
refuses nothing; who would know is who to ask; a line that only looks has no move for a rival; people taken
to a place go there; "nothing to say" withholds."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.asides import tells_of_others
from taleweaver.intent.clauses import negates, than_as_not
from taleweaver.intent.decide import calls_someone_over
from taleweaver.intent.lexical import content_words, synonym_mates
from taleweaver.intent.normalise import expand_shorthand
from taleweaver.intent.stances import line_stance
from taleweaver.intent.ways import takes_someone_there

from .choices import choices, key_of, story_options


@pytest.mark.parametrize(
    ("line", "calls"),
    [
        ("come up to the ring and knock him out for us would ya", True),
        ("Len, come over here and hold this", True),
        ("oi come down to the yard", True),
        # the player goes too, or no one is called over
        ("come on, up to the ring", False),
        ("come with me to the barn", False),
        ("go up to the ring", False),
        ("I'll come up to the ring", False),
    ],
)
def test_telling_someone_to_come_is_no_move_of_the_players(line: str, calls: bool) -> None:
    (move,) = choices("Walk back up the track to the show ring")
    move = move.model_copy(update={"key": "go:show_ring"})
    assert calls_someone_over(line, move) is calls


def test_telling_someone_to_come_is_not_walked(minilm: MiniLMEncoder) -> None:
    said = match_respecting_refusal(
        IntentMatcher(minilm),
        "come up to the ring and knock him out for us would ya",
        story_options("county_show", "vet_carpark"),
    )
    assert said.key != "go:show_ring", said


def test_a_title_called_is_a_name_the_line_may_call_by(minilm: MiniLMEncoder) -> None:
    options = story_options("village_panto", "vicar_corners")
    matcher = IntentMatcher(minilm)
    said = match_respecting_refusal(
        matcher, "Sorry vicar, we haven't got twenty minutes, not happening", options
    )
    assert said.key != "do:vicar_key", said
    asked = match_respecting_refusal(matcher, "Vicar, have you got a key to the fuse cupboard?", options)
    assert (asked.outcome, asked.key) == ("matched", "do:vicar_key"), asked


@pytest.mark.parametrize(
    ("line", "spelled"),
    [
        ("punch in 1958", "punch in one nine five eight"),
        ("type 1958 in the panel", "type one nine five eight in the panel"),
        # not where the options do not spell it, nor a short number
        ("room 1204", "room 1204"),
        ("gate 3", "gate three"),
    ],
)
def test_a_code_in_digits_is_spelled_where_the_options_spell_it(line: str, spelled: str) -> None:
    keep = content_words("Key in one-nine-five-eight") | content_words("Try one-nine-three-one")
    assert expand_shorthand(line, keep=keep) == spelled


def test_a_code_in_digits_takes_the_option_that_spells_it(minilm: MiniLMEncoder) -> None:
    options = story_options("cinema_reel", "alarm_panel")
    said = match_respecting_refusal(IntentMatcher(minilm), "punch in 1958", options)
    assert (said.outcome, said.key) == ("matched", "do:code_1958"), said


def test_not_bothering_with_a_thing_is_leaving_it_be(minilm: MiniLMEncoder) -> None:
    options = choices(
        "Leave the alarm be and go to the fire door", "Key in one-nine-five-eight", "look at the alarm panel"
    )
    said = match_respecting_refusal(
        IntentMatcher(minilm), "don't bother with the alarm, just head for the fire exit", options
    )
    assert (said.outcome, said.key) == ("matched", key_of("Leave the alarm be and go to the fire door")), said


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("Walter knows it better than the film does", "Walter knows it better than the film does"),
        ("she can fix it better than I can", "she can fix it better than I can"),
        # a choice put below is still put below
        ("I would rather walk than wait for the bus", "I would rather walk, not wait for the bus"),
    ],
)
def test_a_comparison_with_another_doer_puts_nothing_below(line: str, read: str) -> None:
    assert than_as_not(line) == read


@pytest.mark.parametrize(
    ("line", "refuses"),
    [
        ("didn't Walter always say check the bottom loop first?", False),
        ("Shouldn't we go through the evidence first?", False),
        ("can't we just wait?", False),
        ("won't you come with me?", False),
        ("isn't there some way to let the brake off by hand?", False),
        # a no said outright, or a not that is no question
        ("don't go!", True),
        ("don't you dare touch it", True),
        ("no. Can't we wait?", True),
        ("I can't swim?", True),
        ("don't take the money?", True),
        ("didn't walter say so?", True),  # a name not written as one: the no stays (asked about, never acted)
    ],
)
def test_a_question_put_with_a_negated_verb_refuses_nothing(line: str, refuses: bool) -> None:
    assert negates(line) is refuses


def test_a_negated_question_takes_what_it_suggests(minilm: MiniLMEncoder) -> None:
    said = match_respecting_refusal(
        IntentMatcher(minilm),
        "didn't Walter always say check the bottom loop first?",
        story_options("cinema_reel", "booth_dark"),
    )
    assert (said.outcome, said.key) == ("matched", "do:look_loop"), said


@pytest.mark.parametrize(
    ("line", "about_others"),
    [
        ("Kieran will know who's got the key for this", False),
        ("Maggie might know where it is", False),
        # what someone else could do, or knows already
        ("the dog could wake up any minute", True),
        ("Walter knows who did it", True),
    ],
)
def test_who_would_know_is_who_to_ask(line: str, about_others: bool) -> None:
    assert tells_of_others(line) is about_others


@pytest.mark.parametrize(
    ("line", "takes"),
    [
        ("get the kids into the hay barn", True),
        ("let's take everyone up to the farmhouse", True),
        # a thing taken, or no one taken anywhere
        ("get the bags into the car", False),
        ("get the kids dry", False),
    ],
)
def test_a_line_that_takes_people_somewhere(line: str, takes: bool) -> None:
    assert takes_someone_there(line) is takes


@pytest.mark.parametrize(
    ("story", "node", "line", "key"),
    [
        # a line that only looks: no move rivals the look
        ("cinema_reel", "audience_first", "look at that padlock on the emergency exit", "act:look_chain"),
        # who would know is who to ask
        ("cinema_reel", "fire_door", "Kieran will know who's got the key for this", "do:find_key"),
        # people taken to a place a link names: going there
        ("campsite_storm", "warden_softens", "get the kids into the hay barn", "do:the_barn"),
    ],
)  # fmt: skip
def test_acted_on_at_first_contact(minilm: MiniLMEncoder, story: str, node: str, line: str, key: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, story_options(story, node))
    assert (said.outcome, said.key) == ("matched", key), said


def test_synonyms_of_this_session() -> None:
    assert "take" in synonym_mates()["unhook"]
    assert "puffer" in synonym_mates()["inhaler"]


def test_nothing_to_say_withholds() -> None:
    assert line_stance("nothing to say to the papers, sorry") == "withhold"
