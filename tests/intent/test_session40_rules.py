"""Session 40's rules: a deed left to someone else ("you do the cutting") is not done oneself; the no of a
line may itself be the option when the rest is only a reason ("no time for buckles, every second counts");
"keep it quiet" keeps silent; not being sure what to do is hesitation; walking away is a story's own way to
give up (player/test_menu.py); a deed that names nothing ("deal with him") is asked; talking to someone is
not looking at what they share with a look ("talk 2 the lorry guy" is not "Look behind the lorry")."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentCandidate, IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.asides import speaks_out_of_the_story
from taleweaver.intent.clauses import HESITATION
from taleweaver.intent.decide import leaves_the_person_open, talks_to_a_thing_looked_at, vague_deed
from taleweaver.intent.stances import line_stance, option_stances

from .choices import choices, key_of


def test_a_deed_left_to_someone_else_is_not_done_oneself(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "Hold the torch for Dougie", "Take his knife and cut it yourself", '"Get back to the wheel, Dougie!"'
    )
    said = match_respecting_refusal(matcher, "I've got the light, you do the cutting", options)
    assert said.key == key_of("Hold the torch for Dougie")
    # doing the cutting oneself still takes it
    said = match_respecting_refusal(matcher, "give me the knife, I'll do the cutting", options)
    assert said.key == key_of("Take his knife and cut it yourself")


def test_the_no_itself_is_the_option_when_the_rest_is_a_reason(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices(
        "Clip your harness to the jackstay",
        "Go out without the harness",
        "Wait for a lull",
        "Shut the door and walk away",
    )
    said = match_respecting_refusal(matcher, "no time for buckles, every second counts", options)
    assert said.key == key_of("Go out without the harness")
    # a rest that names its option keeps it
    said = match_respecting_refusal(matcher, "no time for buckles, I'll wait for a lull", options)
    assert said.key == key_of("Wait for a lull")


def test_a_question_about_the_no_is_not_what_the_no_says(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Let him sleep", '"Why are you so sure it\'s nothing?"', "Ask him for the vault key")
    said = match_respecting_refusal(
        matcher, "sorry to wake you, it's probably nothing, get some rest", options
    )
    assert said.key == key_of("Let him sleep")


@pytest.mark.parametrize(
    ("label", "silent"),
    [("Keep it quiet", True), ("Keep this hush-hush", True), ("Keep the dog quiet", False)],
)
def test_keeping_it_quiet_keeps_silent(label: str, silent: bool) -> None:
    assert ("silent" in option_stances(label)) is silent


def test_saying_not_a_word_keeps_it_quiet(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Keep it quiet", "Tell him to warn everyone there's a swarm of bees", "Radio Derek")
    assert match_respecting_refusal(matcher, "don't say a word about it", options).key == key_of(
        "Keep it quiet"
    )


@pytest.mark.parametrize(
    "text",
    ["not sure what to do with him tbh", "I'm not certain what to do about it", "dunno what to do with her"],
)
def test_not_knowing_what_to_do_is_hesitation(text: str) -> None:
    rest = HESITATION.sub(" ", text)
    assert "what" not in rest
    assert "do" not in rest.split()


def test_a_word_cut_by_an_apostrophe_says_no_no() -> None:
    from taleweaver.intent.clauses import NEGATION

    assert NEGATION.search("tell the guv'nor what the dealer tried") is None
    assert NEGATION.search("say 'no' to him") is not None
    assert NEGATION.search("I won't") is not None


@pytest.mark.parametrize(
    ("text", "label", "vague"),
    [
        ("deal with him", "Pocket the peg and leave him to stew", True),
        ("ok, sort it out", "Fix the fuse", True),
        ("I'll handle it then", "Call the police", True),
        ("sort him out", "Pocket the peg and leave him to stew", True),
        # the option says the deed, or the line names its thing
        ("handle it", "Handle it yourself", False),
        ("deal with the guard", "Bribe the guard", False),
        ("see to him", "Go and see to Walter", False),
    ],
)
def test_a_deed_that_names_nothing_is_vague(text: str, label: str, vague: bool) -> None:
    assert vague_deed(text, choices(label)[0]) is vague


def test_a_vague_deed_is_asked(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Pocket the peg and leave him to stew", "'Who sent you out here in the dark?'")
    assert match_respecting_refusal(matcher, "deal with him", options).outcome == "clarify"
    said = match_respecting_refusal(matcher, "pocket the peg and let him stew", options)
    assert said.key == key_of("Pocket the peg and leave him to stew")


@pytest.mark.parametrize(
    ("opener", "label", "vetoed"),
    [
        ("talk", "Look behind the lorry", True),
        ("chat", "Search the van", True),
        ("talk", "Knock on the lorry's cab", False),  # no look
        ("talk", "Look for someone to talk to", False),  # it says the talking
        ("look", "Look behind the lorry", False),
        (None, "Look behind the lorry", False),
    ],
)
def test_talking_is_not_looking(opener: str | None, label: str, vetoed: bool) -> None:
    assert talks_to_a_thing_looked_at(opener, choices(label)[0]) is vetoed


@pytest.mark.parametrize(
    ("text", "stance"),
    [
        ("uhh hold on lemme find it", "stall"),
        ("hmm, now where did I put it...", "stall"),
        ("one sec", "stall"),
        ("hold on, here it is", None),  # found: no stall
        ("take the lantern", None),
    ],
)
def test_stalling_is_a_stance(text: str, stance: str | None) -> None:
    assert line_stance(text) == stance


def test_a_stall_takes_the_option_that_stalls(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    options = choices("Hand it over", "Stall", "Bribe", '"What kind of trouble?"')
    assert match_respecting_refusal(matcher, "uhh hold on lemme find it", options).key == key_of("Stall")
    assert match_respecting_refusal(matcher, "hold on, here it is", options).key != key_of("Stall")
    # with no option that stalls, a stall takes nothing
    options = choices("Hand it over", "Bribe")
    assert match_respecting_refusal(matcher, "one sec", options).outcome == "clarify"


@pytest.mark.parametrize(
    ("text", "out"),
    [
        ("brb mum's calling", True),
        ("what's two plus two", True),
        ("brb nippin back outside", False),
        ("give him two coins", False),
    ],
)
def test_sums_and_a_mum_calling_are_out_of_the_story(text: str, out: bool) -> None:
    assert speaks_out_of_the_story(text) is out


@pytest.mark.parametrize(
    ("text", "label", "open_"),
    [
        ("should I tell someone?", "Tell Theo what it means", True),
        ("get somebody to help", "Ask Marta, the porter, to help", True),
        ("should I tell Theo or someone?", "Tell Theo what it means", False),  # named
        ("ask if anyone's seen him", "Post a photo of Biscuit and ask if anyone's seen him", False),
        ("see if anyone's posted", "Check the lost pets group on your phone", False),  # no one named
    ],
)
def test_someone_unnamed_leaves_the_person_open(text: str, label: str, open_: bool) -> None:
    assert leaves_the_person_open(text, choices(label)[0]) is open_


def _move(label: str, place: str) -> IntentCandidate:
    return IntentCandidate(key=f"go:{place}", label=label, texts=(label, f"go to The {place.title()}"))


def test_a_move_the_line_does_not_go_to_is_no_rival(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    taste = IntentCandidate(
        key="act:taste", label="taste the jam on the stall", texts=("taste the jam on the stall",)
    )
    watch = IntentCandidate(key="do:watch", label="Agree to keep watch", texts=("Agree to keep watch",))
    options = (taste, _move("Walk back to the orchard", "orchard"), watch)
    said = matcher.match("try the plum preserve", options)
    # the orchard scored within 0.04 of the jam: no rival for a line that goes nowhere
    assert said.key == "act:taste"
    assert [o.key for o in said.options[:2]] == ["act:taste", "go:orchard"]
    # a move the line does go to still makes the call close
    assert matcher.match("back to the orchard", options).key == "go:orchard"
    # ... and so does one that shares the best option's word (the same deed, maybe)
    dock = IntentCandidate(key="do:dock", label="Dock at her airlock", texts=("Dock at her airlock",))
    options = (dock, _move("Cross the docking tube to the freighter's airlock", "airlock"), watch)
    assert matcher.match("hold up, fill me in on this ship first", options).outcome == "clarify"


@pytest.mark.parametrize(
    "text", ["my cat just walked across the keyboard sorry", "my dog is sitting on my laptop"]
)
def test_a_pet_on_the_keyboard_is_out_of_the_story(text: str) -> None:
    assert speaks_out_of_the_story(text)


@pytest.mark.parametrize(
    ("text", "only"), [("I'm not sure", True), ("hang on", True), ("not sure, take the lamp", False)]
)
def test_a_line_that_only_hesitates_says_nothing(text: str, only: bool) -> None:
    from taleweaver.intent.clauses import only_hesitates

    assert only_hesitates(text) is only
