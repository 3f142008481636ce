"""Session 64's levers, read from the lines the matcher asked about at first contact: a word of a longer line
that another option has does not outword the best option, which shares none; what the player already has is
no aside when they say what they will do with it; "anyone" asked about leaves no person open; a line whose
last sentence goes somewhere moves; a way left open may be the way asked; what someone would love is
proposed, not told; a request may take an option that is that request said aloud; and a remark that says the
option's own phrase says the option. Listening and watching as looks was measured and not kept."""

from __future__ import annotations

import pytest

from taleweaver.bench.intent import imported_twine
from taleweaver.intent import IntentMatcher, MiniLMEncoder
from taleweaver.intent.asides import asks_the_way, tells_of_others
from taleweaver.intent.candidate import IntentCandidate
from taleweaver.intent.cues import asking_option, only_looks
from taleweaver.intent.decide import leaves_the_person_open, says_a_phrase_of
from taleweaver.intent.evalsets import TWINE
from taleweaver.intent.ways import moves
from taleweaver.player.intent_eval import engine_for, said_at
from taleweaver.player.refusal_eval import state_offering


def _played(minilm: MiniLMEncoder, story: str, node: str, line: str, key: str) -> tuple[str, str | None]:
    """What ``line`` does at ``node`` of evaluation story ``story``, played as the evaluation plays it: a
    play session (which reads the story's people first) where the option ``key`` is open."""
    engine = engine_for(story, imported_twine(story) if story in TWINE else None)
    state = state_offering(engine, story, node, (key,))
    return said_at(engine, state, line, IntentMatcher(minilm))


@pytest.mark.parametrize("line", ["to the captain's", "back to the captain's"])
def test_the_lines_one_word_still_outwords_the_best(minilm: MiniLMEncoder, line: str) -> None:
    # the sentence model puts it by the galley, but only the wheelhouse (its context: "the captain's stool")
    # has the word: a word of the context counts whole here
    assert _played(minilm, "night_ferry", "underway", line, "go:wheelhouse") != ("acted", "go:galley")


@pytest.mark.parametrize(
    ("line", "aside"),
    [
        ("I've already got a key on me, I'll go and fix it myself", False),
        ("i already bought a chart last week", True),
        ("we've already tried the door", True),
        ("the runners would love getting sprayed as they come past", False),
        ("the dog could wake up any minute", True),
    ],
)
def test_what_is_told_of_others_and_what_is_not(line: str, aside: bool) -> None:
    assert tells_of_others(line) is aside


def test_anyone_asked_about_leaves_no_person_open() -> None:
    ladies = IntentCandidate(
        key="do:ask_ladies",
        label="Ask the Tuesday Club",
        texts=("Go down the aisle and ask the Tuesday Club",),
    )
    assert not leaves_the_person_open("ask the old dears if anyone can spare their tights", ladies)
    theo = IntentCandidate(key="do:tell_theo", label="Tell Theo", texts=("Tell Theo what it means",))
    assert leaves_the_person_open("should I tell someone?", theo)
    jackie = IntentCandidate(key="do:ask_jackie", label="Ask Jackie", texts=("Ask Jackie about the sheet",))
    assert leaves_the_person_open("ask someone at the bar about the sheet", jackie)
    assert leaves_the_person_open("ask if anyone has seen the sheet", jackie)


@pytest.mark.parametrize("option", ["listen to the power lines", "watch the gulls"])
def test_listening_and_watching_are_no_looks(option: str) -> None:
    # a question may take a look, and small talk put to the narrator took these ("can you speak french" took
    # *listen to the fiddler*): measured, not kept
    assert not asking_option(option)
    assert not only_looks(option)


def test_a_phrase_of_the_option_whoever_its_thing_is() -> None:
    assert says_a_phrase_of("hang on, Samson was YOUR ram", "Stick up for Megan: it was his ram")
    assert not says_a_phrase_of("the lantern is on a hook", "Take the lantern off its hook")
    assert not says_a_phrase_of("it was her fault", "It was his ram")  # "it was her" is no content


@pytest.mark.parametrize(
    ("line", "going"),
    [
        ("cheers Reg, you're a star. off to the van to kit up", True),
        ("is that light the farmhouse? can we go there?", True),
        ("can we go there?", True),
        ("off to the van", True),
        ("is that the farmhouse?", False),
        ("can we go and tell him?", False),  # an errand to someone, not a place
        ("the van's off. we're stuck", False),
    ],
)
def test_a_line_whose_last_sentence_goes_moves(line: str, going: bool) -> None:
    assert moves(line) is going


def test_a_way_left_open_may_be_the_way_asked() -> None:
    asking = "Ask her how Josh can bring it down"
    assert asks_the_way("the kid has to land it somehow and you'd know how", asking)
    assert asks_the_way("we need it down somehow, how do we do it?", asking)
    assert not asks_the_way("I need those keys somehow", asking)
    assert not asks_the_way("you'd know how, land it somehow", "Cut across the stubble to the car")


@pytest.mark.parametrize(
    ("story", "node", "line", "key"),
    [
        # a word of a longer line does not outword the best: *Back up Stair A* has "back", one of four
        ("ferry_fog", "car_deck", "search the gap back by the trailer", "do:look_behind_the_lorry"),
        # *read the heat cards* has "heat"
        (
            "swimming_gala",
            "maisie_bench",
            "she's shaking like a leaf, this heat can go without her",
            "do:sit_it_out",
        ),
        # *Sign for the pizzas and shut the door* has "door"
        (
            "escape_room",
            "front_door",
            "any chance you know about magnetic door locks?",
            "do:you_don_t_know_anything_about_maglocks_do_you",
        ),
        (
            "balloon_fiesta",
            "marguerite_down",
            "the kid has to land it somehow and you'd know how",
            "do:ask_how_to_land",
        ),
        (
            "bee_swarm",
            "reg_on_the_phone",
            "cheers Reg, you're a star. off to the van to kit up",
            "do:the_van",
        ),
        (
            "campsite_storm",
            "higher_ground",
            "is that light the farmhouse? can we go there?",
            "do:the_farmhouse",
        ),
        (
            "village_panto",
            "kieran_board",
            "I've already got a key on me, I'll go and fix it myself",
            "do:kieran_fuses",
        ),
        (
            "coach_breakdown",
            "no_spare",
            "ask the old dears if anyone can spare their tights",
            "do:ask_ladies",
        ),
    ],
)
def test_lines_taken_at_first_contact(
    minilm: MiniLMEncoder, story: str, node: str, line: str, key: str
) -> None:
    assert _played(minilm, story, node, line, key) == ("acted", key)
