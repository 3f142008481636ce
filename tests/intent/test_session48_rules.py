"""Session 48's levers on the evaluation stories, with the real sentence model: a line that says how (one at
a time, all at once, alone) takes the option that says the same; a visit is a move; a word only in what
follows another option does not hold the best one back; a photo is a photograph."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentCandidate, IntentMatcher, MiniLMEncoder, match_respecting_refusal

from .choices import choices, key_of, story_options


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("throw them one at a time, carefully", "do:take_your_time_with_each_one"),
        ("toss every ring simultaneously", "do:throw_all_three_at_once"),
    ],
)
def test_a_pace_said_takes_the_option_with_that_pace(minilm: MiniLMEncoder, line: str, key: str) -> None:
    said = match_respecting_refusal(
        IntentMatcher(minilm), line, story_options("carnival_night", "throwing_rings")
    )
    assert (said.outcome, said.key) == ("matched", key), said


def test_doing_it_without_them_takes_going_alone(minilm: MiniLMEncoder) -> None:
    said = match_respecting_refusal(
        IntentMatcher(minilm), "then I'll do it without you", story_options("alpine_rescue", "walt_argument")
    )
    assert (said.outcome, said.key) == ("matched", "do:go_on_my_own"), said


def test_a_visit_to_the_coat_check_goes_to_the_cloakroom(minilm: MiniLMEncoder) -> None:
    # the link "west" leads to a room lined with hooks; the link "cloak" only describes the cloak
    said = match_respecting_refusal(
        IntentMatcher(minilm), "visit the coat check", story_options("cloak", "foyer")
    )
    assert (said.outcome, said.key) == ("matched", "do:west"), said


def test_a_name_in_what_follows_another_choice_is_no_rival_in_words(minilm: MiniLMEncoder) -> None:
    # an ink choice point: *Unload* is followed by "I and Mags carry the crates…" — "Mags" says no deed
    options = [
        IntentCandidate(
            key="choice:unload",
            label="Unload",
            texts=("Unload",),
            follows=("I and Mags carry the crates up the steps and stack them in the warehouse.",),
        ),
        IntentCandidate(
            key="choice:pay_her",
            label="Pay her",
            texts=("Pay her",),
            follows=("I count her share of the silver into her palm, coin by coin.",),
        ),
        IntentCandidate(
            key="choice:tell_her",
            label="Tell her",
            texts=("Tell her",),
            follows=("the customs man, the lantern, the chase.",),
        ),
    ]
    said = match_respecting_refusal(IntentMatcher(minilm), "hand Mags her wages", options)
    assert (said.outcome, said.key) == ("matched", "choice:pay_her"), said


def test_a_photo_is_a_photograph(minilm: MiniLMEncoder) -> None:
    # the rival says "Judge" too: without the synonym the line shares a word only with it
    options = choices(
        "Hand up the before-and-after photographs",
        "Show her this year's first-prize rosette",
        "That's everything, Judge.",
    )
    said = match_respecting_refusal(IntentMatcher(minilm), "give the judge the photos", options)
    assert (said.outcome, said.key) == ("matched", key_of("Hand up the before-and-after photographs")), said


@pytest.mark.parametrize("line", ["hard pass babe", "keep dreaming, lady", "lmao in ur dreams"])
def test_a_no_with_a_pet_name_or_a_laugh_takes_the_one_refusal(minilm: MiniLMEncoder, line: str) -> None:
    # ink's night train: asked for the case, the player answers with a bare no — *"Not a chance."*
    options = choices("Give it", "Threaten", "Flirt", '"Not a chance."')
    said = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert (said.outcome, said.key) == ("matched", key_of('"Not a chance."')), said


def test_keeping_what_is_asked_for_takes_the_one_refusal(minilm: MiniLMEncoder) -> None:
    # "I'm afraid" only softens; the case kept is *Give it* refused, and the refusal left is the answer
    options = choices("Give it", "Threaten", "Flirt", '"Not a chance."')
    said = match_respecting_refusal(IntentMatcher(minilm), "I'm afraid the case stays with me, dear", options)
    assert (said.outcome, said.key) == ("matched", key_of('"Not a chance."')), said


def test_keeping_it_takes_no_refusal_where_none_is_offered(minilm: MiniLMEncoder) -> None:
    options = choices("Give it", "Threaten", "Flirt")
    said = match_respecting_refusal(IntentMatcher(minilm), "I'm afraid the case stays with me, dear", options)
    assert said.key != key_of("Give it"), said


@pytest.mark.parametrize(
    "line", ["i'd be mad to go up there in this", "you'd have to be crazy to climb in this"]
)
def test_only_a_fool_would_is_an_excuse(minilm: MiniLMEncoder, line: str) -> None:
    said = match_respecting_refusal(
        IntentMatcher(minilm), line, story_options("snow_inn", "stranger_s_table")
    )
    assert (said.outcome, said.key) == ("matched", "do:refuse"), said


PAPERS = [
    IntentCandidate(
        key="choice:hand_it_over",
        label="Hand it over",
        texts=("Hand it over",),
        follows=("I give him the passport. He reads it for a long time.",),
    ),
    IntentCandidate(
        key="choice:stall", label="Stall", texts=("Stall",), follows=("I pat every pocket, slowly.",)
    ),
    IntentCandidate(
        key="choice:bribe",
        label="Bribe",
        texts=("Bribe",),
        follows=("I fold a banknote inside the passport before I give it to him.",),
    ),
]


@pytest.mark.parametrize(
    "line", ["give him the passport", "surrender my passport", "pass him my travel papers"]
)
def test_handing_over_without_money_is_no_bribe(minilm: MiniLMEncoder, line: str) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), line, PAPERS)
    assert (said.outcome, said.key) == ("matched", "choice:hand_it_over"), said


def test_a_line_with_money_in_it_is_not_held_from_the_bribe(minilm: MiniLMEncoder) -> None:
    said = match_respecting_refusal(IntentMatcher(minilm), "slip a banknote in with the passport", PAPERS)
    assert said.key != "choice:hand_it_over", said


@pytest.mark.parametrize(
    "line", ["be my guest, officer", "fine, look for yourself", "if you must, go ahead and look"]
)
def test_letting_the_customs_man_look_opens_a_crate(minilm: MiniLMEncoder, line: str) -> None:
    options = choices("Open a crate", "Bribe", "Stall", "Why?")
    said = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert (said.outcome, said.key) == ("matched", key_of("Open a crate")), said
