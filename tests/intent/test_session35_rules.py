"""Session 35's rules: a suggestion asked with a "not", a no of the player's own will ("I could never"), a
title and a name said to someone, refusing idioms, leaving a thing as it is, new synonyms and set phrases,
lines that step out of the story, asking what to do, keeping a secret, an option that only says no, "just"
after a "not", remarks with an "'s" and whom a line leaves open."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentCandidate, IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.answers import opens_with, polarity
from taleweaver.intent.asides import leaves_the_way_open, remarks, speaks_out_of_the_story
from taleweaver.intent.clauses import HESITATION, clauses, content, normalise, refused, set_aside
from taleweaver.intent.cues import says_no
from taleweaver.intent.lexical import stem, synonym_mates
from taleweaver.intent.stances import line_stance, option_stances
from taleweaver.intent.story_phrases import in_the_story_words

from .choices import choices


def _key(label: str) -> str:
    return choices(label)[0].key


TAKE = "Take the money"
NOT_FOR_TWENTY = '"Not for twenty, not for two hundred."'
BRIBE = choices(TAKE, NOT_FOR_TWENTY, "Say nothing and back away")
OFFER = choices(TAKE, NOT_FOR_TWENTY)


# A suggestion asked with a "not" says yes.


@pytest.mark.parametrize(
    ("text", "no"),
    [
        ("Why don't we just take the scallops off the menu?", False),
        ('"Why don’t we just take the scallops off the menu?"', False),
        ("Don't you think we should wait?", False),
        ("why do not you ask her", False),
        ("I won't tell", True),
        ("Don't tell him", True),
    ],
)
def test_a_suggestion_asked_with_a_not_does_not_say_no(text: str, no: bool) -> None:
    assert says_no(text) is no


@pytest.mark.minilm
def test_refusing_a_deed_never_takes_the_option_that_suggests_it(minilm: MiniLMEncoder) -> None:
    options = choices(
        '"Why don\'t we just take the scallops off the menu?"', "Keep the scallops on and serve them"
    )
    decision = match_respecting_refusal(
        IntentMatcher(minilm), "I'm not taking the scallops off the menu", options
    )
    assert decision.key != options[0].key, decision


# "I could never": a no of the player's will; a title and a name are said to someone, about nothing.


@pytest.mark.minilm
@pytest.mark.parametrize(
    ("line", "options"),
    [
        ("I could never betray the Doctor for money", BRIBE),
        ("I'm sorry, Mr. Fitch, but I could never betray the Doctor for money", BRIBE),
        ("i'm sorry mr. Fitch, but i could never betray the Doctor for money", BRIBE),
        # no word shared with the option: only the player's will says what is refused
        ("I could never accept that cash, it's blood money", choices(TAKE, "Walk away", "Say nothing")),
        (
            "we could never accept a bribe, the cash stays with you",
            choices(TAKE, "Walk away", "Say nothing"),
        ),
    ],
)
def test_i_could_never_is_a_no_to_the_money(
    minilm: MiniLMEncoder, line: str, options: tuple[IntentCandidate, ...]
) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert decision.key != _key(TAKE), decision


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Mr. Fitch", "Mr Fitch"),
        ("I'm sorry, Mrs. Hale, but no", "I'm sorry, Mrs Hale, but no"),
        ("ask Dr. Kettlewell", "ask Dr Kettlewell"),
        ("the end. Then run", "the end. Then run"),  # a sentence's full stop stays
    ],
)
def test_a_titles_full_stop_is_taken_out(text: str, said: str) -> None:
    assert normalise(text) == said


def test_a_title_and_a_name_are_one_clause() -> None:
    assert clauses("I'm sorry, Mr. Fitch, but I could never") == ["I'm sorry", "Mr Fitch", "I could never"]


@pytest.mark.parametrize(
    ("clause", "names", "said"),
    [
        ("mr Fitch", frozenset(), ""),
        ("doctor Kettlewell", frozenset(), ""),
        ("old Tom Bombadil", frozenset(), ""),
        ("Mr Fitch", frozenset({"fitch"}), ""),  # a name the story's options use
        ("Run", frozenset(), "run"),
        ("run to Fitch", frozenset({"fitch"}), "run fitch"),
        ("mr Fitch's hat", frozenset(), "mr fitch's hat"),
    ],
)
def test_a_clause_that_only_calls_someone_by_name_is_about_nothing(
    clause: str, names: frozenset[str], said: str
) -> None:
    assert content(clause, names) == said


@pytest.mark.parametrize("clause", ["Mr Fitch", "Doctor Kettlewell"])
def test_a_capitalised_title_and_a_name_are_about_nothing(clause: str) -> None:
    assert content(clause) == ""


# Refusing idioms; an option that opens with "Not" answers no.


@pytest.mark.parametrize(
    "text", ["yeah nah", "yeah, nah", "keep your money", "keep ya cash", "keep yer coins", "no dice"]
)
def test_a_refusing_idiom_is_a_no(text: str) -> None:
    assert polarity(text) == "no"


@pytest.mark.parametrize(
    ("label", "answer"),
    [
        (NOT_FOR_TWENTY, "no"),
        ("Not now.", "no"),
        ("No.", "no"),
        ("Yes, the north path.", "yes"),
        ("Nothing to declare", None),
        ("Take the money", None),
    ],
)
def test_the_answer_a_label_opens_with(label: str, answer: str | None) -> None:
    assert opens_with(label) == answer


@pytest.mark.minilm
@pytest.mark.parametrize("line", ["no", "nope", "keep your money", "yeah nah, keep ya money mate"])
def test_a_bare_no_takes_the_option_that_opens_with_not(minilm: MiniLMEncoder, line: str) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), line, OFFER)
    assert decision.matched, decision
    assert decision.key == _key(NOT_FOR_TWENTY), decision


# Leaving a thing as it is does nothing to it.


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("leave the coals where they are", "leave it, not touch the coals,"),
        ("leave it just as it is", "leave it, not touch it,"),
        ("leave them in peace", "leave it, not touch them,"),
    ],
)
def test_leaving_a_thing_as_it_is_is_not_touching_it(line: str, said: str) -> None:
    assert set_aside(line) == said


@pytest.mark.minilm
def test_leaving_the_coals_where_they_are_never_rakes_them(minilm: MiniLMEncoder) -> None:
    options = choices("Rake out every last coal", "Bank the fire and wait")
    decision = match_respecting_refusal(IntentMatcher(minilm), "leave the coals where they are", options)
    assert decision.key != options[0].key, decision


@pytest.mark.minilm
def test_leaving_the_lantern_where_it_is_still_leaves_it_burning(minilm: MiniLMEncoder) -> None:
    options = choices("Leave it burning", "Blow out the lantern")
    decision = match_respecting_refusal(IntentMatcher(minilm), "leave the lantern where it is", options)
    assert decision.matched, decision
    assert decision.key == options[0].key, decision


# New synonyms and set phrases.


@pytest.mark.parametrize(
    ("word", "mate"),
    [
        ("snip", "cut"),
        ("snipping", "slice"),
        ("rake", "scrape"),
        ("scrape", "rake"),
        ("stagger", "stumble"),
        ("lurch", "stagger"),
        ("cough", "choke"),
        ("splutter", "cough"),
    ],
)
def test_new_synonyms_are_group_mates(word: str, mate: str) -> None:
    assert stem(mate) in synonym_mates()[stem(word)]


@pytest.mark.parametrize(
    ("line", "texts", "said"),
    [
        ("get a grip, man", ("Tell him to pull himself together", "Slap him"), "pull himself together, man"),
        ("pull yourself together", ("Get a grip", "Walk out"), "get a grip"),
        ("stand back", ("Step aside", "Hold the door"), "step aside"),
        ("let me sleep on it", ("Think about it", "Sign now"), "let me think about it"),
        ("scare the bird away", ("Shoo", "Feed it"), "shoo"),
        ("shoo", ("Scare the crow off", "Feed it"), "scare the crow off"),
    ],
)
def test_new_set_phrases_are_said_as_the_options_say_them(
    line: str, texts: tuple[str, ...], said: str
) -> None:
    assert in_the_story_words(line, texts) == said


# Stepping out of the story to the player's own life.


@pytest.mark.parametrize(
    ("text", "out"),
    [
        ("lol what time is it irl", True),
        ("afk", True),
        ("afk a sec", True),
        ("this reminds me of my nan's house", True),
        ("I need to pee", True),
        ("gotta pee", True),
        ("brb nippin back outside", False),
        ("I'll be right back", False),
        ("remind me of the way", False),
        ("pee on the fire", False),
    ],
)
def test_a_line_about_the_players_own_life_speaks_out_of_the_story(text: str, out: bool) -> None:
    assert speaks_out_of_the_story(text) is out


@pytest.mark.minilm
def test_a_line_out_of_the_story_is_off_topic_even_sharing_an_options_word(minilm: MiniLMEncoder) -> None:
    options = choices("Back out into the Palm House", "Water the orchids")
    decision = match_respecting_refusal(
        IntentMatcher(minilm), "lol this reminds me of my nan's house", options
    )
    assert decision.outcome == "clarify", decision
    assert decision.reason == "off_topic", decision


# Asking what to do is no choice.


@pytest.mark.parametrize(
    ("text", "hesitates"),
    [
        ("uh what do I do", True),
        ("what should we do now?", True),
        ("what shall I do here", True),
        ("so what do we do about it?", True),
        ("what can I do for you", False),
        ("what do I do with the key", False),
    ],
)
def test_asking_what_to_do_is_hesitation(text: str, hesitates: bool) -> None:
    assert (HESITATION.search(text) is not None) is hesitates


@pytest.mark.minilm
@pytest.mark.parametrize("line", ["uh what do I do", "what should we do now?"])
def test_asking_what_to_do_is_asked_back_not_a_question_said(minilm: MiniLMEncoder, line: str) -> None:
    options = choices('"What are you doing here?"', "Hide behind the shelves")
    decision = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert decision.outcome == "clarify", decision
    assert decision.key is None, decision


# Keeping a secret.


@pytest.mark.parametrize(
    ("label", "secret"),
    [
        ("Promise to keep it to yourself", True),
        ("Keep this to myself", True),
        ("Keep it in the drawer", False),
    ],
)
def test_keeping_it_to_yourself_is_keeping_a_secret(label: str, secret: bool) -> None:
    assert ("secret" in option_stances(label)) is secret


def test_ill_keep_it_to_myself_keeps_a_secret() -> None:
    assert line_stance("I'll keep it to myself") == "secret"
    assert line_stance("we'll keep that to ourselves") == "secret"


@pytest.mark.minilm
def test_a_secrets_safe_with_me_takes_the_promise_to_keep_it(minilm: MiniLMEncoder) -> None:
    options = choices("Promise to keep it to yourself", "Say nothing, and turn the record up a little")
    decision = match_respecting_refusal(IntentMatcher(minilm), "your secret's safe with me", options)
    assert decision.matched, decision
    assert decision.key == options[0].key, decision


# An option that only says no is not taken by a line that says no to nothing.


@pytest.mark.minilm
def test_a_line_with_no_negation_never_takes_an_option_that_only_says_no(minilm: MiniLMEncoder) -> None:
    decision = match_respecting_refusal(
        IntentMatcher(minilm), "I suppose twenty pounds is twenty pounds", OFFER
    )
    assert decision.key != _key(NOT_FOR_TWENTY), decision


@pytest.mark.minilm
@pytest.mark.parametrize(
    ("line", "options"),
    [
        ("keep it burning", choices("No. Keep it burning.", "Put it out")),
        (
            "I'll offer to work for my fare",
            choices("Admit you have no ticket and offer to work", "Run for it"),
        ),
    ],
)
def test_a_label_that_also_says_what_to_do_is_taken_by_a_line_that_says_it(
    minilm: MiniLMEncoder, line: str, options: tuple[IntentCandidate, ...]
) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert decision.matched, decision
    assert decision.key == options[0].key, decision


# "just" after a "not" ends no clause.


def test_not_just_is_one_clause_and_no_just_is_two() -> None:
    assert clauses("I'm not just sitting here waiting") == ["I'm not just sitting here waiting"]
    assert refused("I'm not just sitting here waiting") == "I'm not just sitting here waiting"
    assert clauses("we can't just leave him") == ["we can't just leave him"]
    assert clauses("no, just wait") == ["no", "wait"]
    assert clauses("don't shout just wait") == ["don't shout", "wait"]


# Remarks said with an "'s".


@pytest.mark.parametrize(
    ("text", "remark"),
    [
        ("your fella's waiting in the orchard", True),
        ("the dog's barking", True),
        ("the dog's going to need his scent", False),
        ("there's nobody coming", False),
        ("let's going", False),
    ],
)
def test_a_remark_with_an_s_is_a_remark(text: str, remark: bool) -> None:
    assert remarks(text) is remark


@pytest.mark.parametrize(
    ("text", "open_"),
    [
        ("hand it over to one of them", True),
        ("give it to either of you", True),
        ("whichever one of them", True),
        ("hand it over to the guard", False),
    ],
)
def test_leaving_whom_open_leaves_the_way_open(text: str, open_: bool) -> None:
    assert leaves_the_way_open(text) is open_
