"""Stances to a question put to the player: withholding, keeping silent, denying, confessing — read from a
line and from an option's label, and taken with the real model where the option shares no word."""

from __future__ import annotations

import pytest

from taleweaver.intent import IntentCandidate, IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.normalise import expand_shorthand
from taleweaver.intent.stances import gives_away, line_stance, option_stances, stance_answer, taking_stance
from taleweaver.testing import HashingEncoder


def _choice(key: str, label: str) -> IntentCandidate:
    return IntentCandidate(key=key, label=label, texts=(label,))


# An interview's choices (quoted speech, as ink gives them), after "Where were you on Tuesday night?"
OFFICE = [
    _choice("choice:home", '"At home, asleep."'),
    _choice("choice:rather_not", '"I\'d rather not say."'),
    _choice("choice:arrest", '"Am I under arrest?"'),
    _choice("choice:silent", "Say nothing."),
]
# …and after "Who else had a key to the gallery?"
KEYS = [
    _choice("choice:hooper", '"Hooper, the night guard."'),
    _choice("choice:lawyer", '"I want a lawyer."'),
    _choice("choice:only_me", '"Only me. But I didn\'t take it."'),
    _choice("choice:tea", "Push the tea away."),
]


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("none of your business", "withhold"),
        ("your secret's safe with me", "secret"),
        ("I won't tell the captain you're here", "secret"),
        ("mum's the word", "secret"),
        ("that's my business", "withhold"),
        ("No comment.", "withhold"),
        ("I’m not telling you", "withhold"),
        ("I don't have to tell you that", "withhold"),
        ("keep quiet", "silent"),
        ("I keep my mouth shut", "silent"),
        ("I don't answer", "silent"),
        ("I'm innocent", "deny"),
        ("it wasn't me", "deny"),
        ("I never stole anything", "deny"),
        ("fine, it was me", "confess"),
        ("guilty as charged", "confess"),
        ("it's your ship, your call", "defer"),
        ("whatever you think is best", "defer"),
        ("your ship, your rules", "defer"),
        ("not my call, mate", "defer"),
        ("that's not for me to decide", "defer"),
        ("take it up with the captain", "defer"),
        ("it's not my fault", None),
        ("I was at home asleep", None),
        ("let's take your boat", None),  # a boat, not "it's your boat"
        ("yes, I did go to the bar", None),  # a yes, not a confession
        ("tell me about the painting", None),
        ("I won't say a word", "silent"),  # not withholding in words: silence
        ("I didn't answer the phone", None),  # not an answer withheld
    ],
)
def test_the_stance_a_line_takes(line: str, stance: str | None) -> None:
    assert line_stance(line) == stance


@pytest.mark.parametrize(
    ("label", "stance"),
    [
        ('"I\'d rather not say."', "withhold"),
        ("[Say nothing.]", "silent"),
        ("Stay silent", "silent"),
        ('"Only me. But I didn\'t take it."', "deny"),
        ("Deny everything", "deny"),
        ("Promise to keep Pip secret until the ferry docks", "secret"),
        ("Confess", "confess"),
        ("Come clean about the money", "confess"),
        ("Let the captain decide", "defer"),
        ('"That\'s between you and your abbot."', "defer"),
        ('"It\'s between you and me."', None),
        ('"At home, asleep."', None),
        ("Ask Granny Ash who she thinks is stealing the apples", None),
    ],
)
def test_the_stance_an_option_takes(label: str, stance: str | None) -> None:
    assert option_stances(label) == ({stance} if stance else set())


def test_silence_and_withholding_stand_in_for_each_other_only_where_the_exact_one_is_missing() -> None:
    labels = [c.label for c in OFFICE]
    assert taking_stance("silent", labels) == {3}
    assert taking_stance("withhold", labels) == {1}
    assert taking_stance("silent", labels[:3]) == {1}  # no silent option: the one that withholds
    assert taking_stance("secret", labels) == {1}  # "I won't tell anyone" to an interrogator withholds
    assert taking_stance("deny", labels) == frozenset()
    assert taking_stance(None, labels) == frozenset()


@pytest.mark.parametrize(
    ("line", "options", "key"),
    [
        ("that's private", OFFICE, "choice:rather_not"),
        ("I'm not telling you, inspector", OFFICE, "choice:rather_not"),
        ("I keep my mouth shut", OFFICE, "choice:silent"),
        ("I'm innocent, I swear", KEYS, "choice:only_me"),
        ("I didn't do it, ask Hooper", KEYS, None),  # a word of another option: matched as usual
        ("no comment", KEYS, None),  # nobody here withholds or keeps silent
    ],
)
def test_a_line_that_is_only_a_stance_takes_the_one_option_that_takes_it(
    line: str, options: list[IntentCandidate], key: str | None
) -> None:
    decision = stance_answer(line, options)
    assert (decision.key if decision is not None else None) == key


def test_a_promise_of_secrecy_takes_the_option_that_keeps_the_secret() -> None:
    options = [
        _choice("do:feed", "Give Pip your chestnuts and ask his name properly"),
        _choice("do:hide", "Promise to keep Pip secret until the ferry docks"),
        _choice("do:hand_over", "Take Pip up to the captain"),
    ]
    decision = stance_answer("I won't tell, your secret's safe", options)
    assert decision is not None
    assert decision.key == "do:hide"
    # a word of another option ("chestnuts"): matched as usual
    assert stance_answer("I won't tell anyone, have my chestnuts", options) is None


def test_an_option_may_take_two_stances() -> None:
    assert option_stances("Say nothing and let the captain decide") == {"silent", "defer"}
    options = [
        _choice("do:pay", "Offer to pay the boy's fare yourself"),
        _choice("do:let", "Say nothing and let the captain decide"),
    ]
    decision = stance_answer("whatever you think is best, captain", options)
    assert decision is not None
    assert decision.key == "do:let"


def test_two_options_that_withhold_are_not_chosen_between() -> None:
    options = [*OFFICE, _choice("choice:no_comment", '"No comment."')]
    assert stance_answer("none of your business", options) is None


@pytest.mark.minilm
@pytest.mark.parametrize(
    ("line", "options", "key"),
    [
        ("none of your business", OFFICE, "choice:rather_not"),
        ("I had the only key but I'm innocent", KEYS, "choice:only_me"),
        ("nobody else, and I didn't steal it", KEYS, "choice:only_me"),
        ("keep quiet", OFFICE, "choice:silent"),
    ],
)
def test_the_stance_is_taken_with_the_real_model(
    minilm: MiniLMEncoder, line: str, options: list[IntentCandidate], key: str
) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert decision.key == key, decision


@pytest.mark.minilm
def test_without_the_stance_bonus_such_lines_are_not_acted_on(minilm: MiniLMEncoder) -> None:
    # the lever's worth, one line: the matcher alone reads "keep quiet" as near "Am I under arrest?"
    decision = IntentMatcher(minilm, stance_bonus=0.0).match("keep quiet", OFFICE)
    assert not decision.matched


@pytest.mark.parametrize(
    ("label", "gives"),
    [
        ("Tell the captain about the stowaway", True),
        ("Hand Pip over to the guard", True),
        ("Take the boy up to the captain", True),
        ("Report the thief to the constable", True),
        ("Quietly warn the crew", True),
        # the option that tells also keeps the secret: it promises, it does not give away
        ("Tell Pip you will keep his secret", False),
        ("Tell Pip you won't tell the captain", False),
        ("Promise to keep Pip secret and not tell the captain", False),
        ("Take the lantern", False),  # taking a thing to no one
        ("Ask Pip his name", False),
        ("Keep quiet about Pip", False),
    ],
)
def test_an_option_that_gives_a_secret_away(label: str, gives: bool) -> None:
    assert gives_away(label) is gives


# A stowaway found: hand him over or feed him (no option here promises to keep the secret)
STOWAWAY = [
    _choice("do:hand_over", "Take Pip up to the captain"),
    _choice("do:chestnuts", "Share your chestnuts with Pip"),
]


def test_keeping_a_secret_lowers_the_option_that_gives_it_away_by_the_stance_bonus() -> None:
    line = "as far as the captain knows, this hold is empty"
    assert line_stance(line) == "secret"
    encoder = HashingEncoder()
    keeping = {o.key: o.score for o in IntentMatcher(encoder).rank(line, STOWAWAY)}
    plain = {o.key: o.score for o in IntentMatcher(encoder, stance_bonus=0.0).rank(line, STOWAWAY)}
    assert keeping["do:hand_over"] == pytest.approx(plain["do:hand_over"] - 0.15, abs=1e-3)
    assert keeping["do:chestnuts"] == pytest.approx(plain["do:chestnuts"], abs=1e-3)
    # another stance ("I'm innocent") lowers nothing
    denied = {o.key: o.score for o in IntentMatcher(encoder).rank("I'm innocent", STOWAWAY)}
    plain = {o.key: o.score for o in IntentMatcher(encoder, stance_bonus=0.0).rank("I'm innocent", STOWAWAY)}
    assert denied == pytest.approx(plain, abs=1e-3)


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("...", "silent"),
        ("…", "silent"),
        ("..?", "silent"),
        ("pass", "withhold"),
        ("Pass.", "withhold"),
        ("pass on that", "withhold"),
        ("I'll pass", "withhold"),
        (".", None),  # one dot is no silence
        ("pass the salt", None),  # passing something on
        ("i pass the bucket along", None),
    ],
)
def test_dots_say_nothing_and_a_bare_pass_withholds(line: str, stance: str | None) -> None:
    assert line_stance(line) == stance


def test_dots_or_a_bare_pass_take_the_option_that_keeps_silent_or_withholds() -> None:
    matcher = IntentMatcher(HashingEncoder())
    silent = match_respecting_refusal(matcher, "...", OFFICE)
    assert (silent.key, silent.score) == ("choice:silent", 1.0)
    passed = match_respecting_refusal(matcher, "pass", OFFICE)
    assert (passed.key, passed.score) == ("choice:rather_not", 1.0)
    # where nothing keeps silent or withholds, dots are still no words at all
    assert match_respecting_refusal(matcher, "...", KEYS).reason == "empty_input"


def test_a_stance_said_in_phone_spelling_is_heard() -> None:
    line = "ur call"
    assert line_stance(line) is None  # as typed, no stance pattern fits…
    assert line_stance(expand_shorthand(line)) == "defer"  # …spelled out, it defers
    options = [
        _choice("do:pay", "Offer to pay the boy's fare yourself"),
        _choice("do:let", "Say nothing and let the captain decide"),
    ]
    decision = match_respecting_refusal(IntentMatcher(HashingEncoder()), "ur call, cap", options)
    assert (decision.key, decision.score) == ("do:let", 1.0)  # taken as a stance, not by the sentence model
    # the matcher's stance bonus hears it the same way
    encoder = HashingEncoder()
    bonus = {o.key: o.score for o in IntentMatcher(encoder).rank("u decide", options)}
    plain = {o.key: o.score for o in IntentMatcher(encoder, stance_bonus=0.0).rank("u decide", options)}
    assert bonus["do:let"] == pytest.approx(plain["do:let"] + 0.15, abs=1e-3)
    assert bonus["do:pay"] == pytest.approx(plain["do:pay"], abs=1e-3)
    # phone spelling that takes no stance takes none spelled out either
    assert line_stance(expand_shorthand("ur boat is nice")) is None


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("nah this place is creepy, im out", "quit"),
        ("whatever dude, not worth the hassle", "quit"),
        ("stupid bird, forget it", "quit"),
        ("nope, quitting, going home", "quit"),
        ("eh, fair enough, never mind", "quit"),
        ("sod this", "quit"),
        ("never mind the key, we'll get in some other way", None),  # "never mind" of a thing, not the end
        ("I'm out of breath", None),
        ("what happens if I give up?", None),  # weighed, not done
        ("if we're not going anywhere, put the kettle on", None),
        ("I'm out there in the rain", None),
        ("it's worth it", None),
    ],
)
def test_giving_the_whole_business_up_is_a_stance(line: str, stance: str | None) -> None:
    assert line_stance(line) == stance


@pytest.mark.parametrize(
    ("label", "quits"),
    [
        ("Give up", True),
        ("Shrug and walk away", True),
        ("Turn around and go home", True),
        ("Forget it, fly home", True),
        ("Leave it", True),
        ("Drop it.", True),
        ('"I\'m not paid enough for this."', True),
        ("Leave it for now", False),  # put off, not given up
        ("Leave the cloakroom", False),
        ("Let it go on its own", False),
    ],
)
def test_an_option_that_gives_the_business_up(label: str, quits: bool) -> None:
    assert ("quit" in option_stances(label)) is quits


# A lost dog's trail gone cold
TRAIL = [
    _choice("do:park", "Head back to the park"),
    _choice("do:wait", "Wait by the gate a bit longer"),
    _choice("do:give_up", "Give up"),
]


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("whatever, i'm out", "do:give_up"),
        ("he's long gone. forget it", "do:give_up"),
        ("forget it, I'll try the park", None),  # a word of another option: matched as usual
    ],
)
def test_a_line_that_gives_up_takes_the_one_option_that_does(line: str, key: str | None) -> None:
    decision = stance_answer(line, TRAIL)
    assert (decision.key if decision is not None else None) == key
    # where no option gives up, the line takes no stance's option
    assert stance_answer(line, TRAIL[:2]) is None


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("I've got you, Ingrid. I'm not going anywhere.", "stay"),
        ("Over here! Follow my voice, I'm not moving from this spot!", "stay"),
        ("we're staying put", "stay"),
        ("I'll stay", "stay"),
        ("I'm not going first, Mr Crane, you lead", None),  # not going first is no staying
        ("I'm not leaving her like this", None),
        ("I'll stay here and keep watch", None),  # the rest says which way of staying
    ],
)
def test_staying_where_one_is_is_a_stance(line: str, stance: str | None) -> None:
    assert line_stance(line) == stance


@pytest.mark.parametrize(
    ("label", "stays"),
    [
        ("Stay with her until the shaking stops", True),
        ("Refuse to leave: you hold salvage rights and you're staying", True),
        ("Hold firm", True),
        ("Stay on the path", False),  # a way of going
        ("Stay away from the edge", False),
    ],
)
def test_an_option_that_stays(label: str, stays: bool) -> None:
    assert ("stay" in option_stances(label)) is stays


def test_not_going_anywhere_takes_the_one_option_that_stays() -> None:
    options = [
        _choice("do:stay", "Stay with her until the shaking stops"),
        _choice("go:radio_hut", "Run to the radio hut"),
        _choice("act:lights", "watch the lights on the ridge"),
    ]
    decision = stance_answer("I've got you, Ingrid. I'm not going anywhere.", options)
    assert decision is not None
    assert decision.key == "do:stay"


@pytest.mark.parametrize("line", ["let the mate make the call", "let Dougie decide", "let him choose"])
def test_letting_someone_else_decide_defers(line: str) -> None:
    assert line_stance(line) == "defer"
    assert line_stance("let me decide") is None  # the player decides


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("nah sorry, not my problem, get someone else", "decline"),
        ("count me out", "decline"),
        ("that's your job, mate", "decline"),
        ("it's my problem now", None),
    ],
)
def test_turning_down_what_is_asked_is_a_stance(line: str, stance: str | None) -> None:
    assert line_stance(line) == stance


@pytest.mark.parametrize(
    ("label", "declines"),
    [
        ("Refuse", True),
        ("Not my job. Walk away.", True),
        ('"That\'s your job, not mine."', True),
        ("Refuse to leave", False),  # stays
        ("Turn the handle", False),
    ],
)
def test_an_option_that_turns_down_what_is_asked(label: str, declines: bool) -> None:
    assert ("decline" in option_stances(label)) is declines


def test_not_my_problem_takes_the_one_option_that_refuses() -> None:
    options = [
        _choice("do:ask_queen", "Ask her about the queen bee"),
        _choice("do:ask_boy", "Ask about the boy in the dinosaur T-shirt"),
        _choice("do:refuse", "Refuse"),
    ]
    decision = stance_answer("nah sorry, not my problem, find someone else", options)
    assert decision is not None
    assert decision.key == "do:refuse"


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("my bad, chef", "apologise"),
        ("you're right, that was out of line", "apologise"),
        ("I shouldn't have gone through her things", "apologise"),
        ("soz", "apologise"),
        ("hey, I'm really sorry, Tessa", "apologise"),
        # sympathy and an excuse are no apology
        ("I'm so sorry for your loss", None),
        ("sorry to hear it", None),
        ("sorry, I can't take you", None),
    ],
)
def test_an_apology_is_a_stance(line: str, stance: str | None) -> None:
    assert line_stance(line) == stance


@pytest.mark.parametrize(
    ("label", "apologises"),
    [
        ("Apologise to Teo", True),
        ("Back down and apologise", True),
        ("Go after him and say sorry", True),
        ('"I\'m sorry, Kofi. I should have listened to you."', True),
        ('"Sorry, Nana. Go back to sleep."', True),
        ("Tell her the whole sorry story", False),
        ("Tell Oddny you are sorry for her loss", False),
        ('"Sorry to wake you. It\'s probably only the owl."', False),
        ('"Sorry, is there a dog in there?"', False),  # a polite opening to a question
    ],
)
def test_an_option_that_apologises(label: str, apologises: bool) -> None:
    assert ("apologise" in option_stances(label)) is apologises


def test_an_apology_takes_the_one_option_that_apologises() -> None:
    options = [_choice("do:apologise", "Apologise to Teo"), _choice("do:count", "Count to five, then answer")]
    said = stance_answer("my bad", options)
    assert said is not None
    assert said.key == "do:apologise"


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("Thank you. I couldn't have managed without you.", "thank"),
        ("cheers mate", "thank"),
        ("thx", "thank"),
        ("no thanks", None),
        ("thanks, but I'll manage", None),
    ],
)
def test_thanks_is_a_stance(line: str, stance: str | None) -> None:
    assert line_stance(line) == stance


def test_an_option_that_thanks() -> None:
    assert "thank" in option_stances("Thank Silas")
    assert "thank" in option_stances('"Thank you, Father."')
    assert "thank" in option_stances("Thank her and go")
    assert "thank" not in option_stances("Take the torch and thank her")  # the deed comes first
    assert "thank" not in option_stances('"No, I\'m fine, thank you."')


@pytest.mark.parametrize("line", ["fine, keep your secrets", "ok ok, my mistake, forget I said anything"])
def test_giving_up_on_asking_is_giving_up(line: str) -> None:
    assert line_stance(line) == "quit"


def test_admiring_is_a_stance_taken_by_the_option_that_admires() -> None:
    assert line_stance("that marrow is absolutely massive tho") == "praise"
    assert line_stance("what a whopper") == "praise"
    assert line_stance("this is a huge mistake") is None
    assert "praise" in option_stances("admire the prize-winning marrow")
    assert "praise" not in option_stances("Take the marrow to the judges")


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("coming!", "door"),
        ("just a moment, gentlemen, I'm coming", "door"),
        ("who's there?", "door"),
        ("just a moment", "stall"),  # no knock answered: time asked for
        ("I'm coming with you", None),
    ],
)
def test_answering_a_knock_is_a_stance(line: str, stance: str | None) -> None:
    assert line_stance(line) == stance


def test_the_option_that_answers_a_knock_says_nothing_else() -> None:
    assert "door" in option_stances("Answer")
    assert "door" in option_stances("Open the door")
    assert "door" not in option_stances("Answer her question")
    assert "door" not in option_stances("Open the door and run for it")


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("I think that covers it", "done"),
        ("ok no more qs", "done"),
        ("I think I've asked him enough", "done"),
        ("no, I don't need anything else, Len", "done"),
        ("that's all for now", "done"),
        ("that's all the money I have", None),  # "that's all" ends the questions only at the end of a line
    ],
)
def test_ending_the_questions_is_a_stance(line: str, stance: str | None) -> None:
    assert line_stance(line) == stance


def test_an_option_that_ends_the_questions() -> None:
    for label in ("Nothing further.", '"That\'s everything, Judge."', '"No, I\'m fine, thank you."'):
        assert "done" in option_stances(label), label
    assert "done" not in option_stances("Ask him about the tickets")


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("I'll let you work", "leave_be"),
        ("right, thanks, I'll let you get on", "leave_be"),
        ("okay... I'm sorry. I'll leave you alone for a bit", "leave_be"),
        ("leave the box alone", None),
    ],
)
def test_leaving_someone_be_is_a_stance(line: str, stance: str | None) -> None:
    assert line_stance(line) == stance


def test_an_option_that_leaves_someone_be() -> None:
    for label in (
        "Leave him to it and go back up to the site",
        "Leave Priya to it",
        "Tell him you're sorry and leave him be",
    ):
        assert "leave_be" in option_stances(label), label
    assert "leave_be" not in option_stances("Leave it alone, like she said, and go back up")


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("so what do you need me for?", "terms"),
        ("what do you want from me?", "terms"),
        ("alright, what's the catch?", "terms"),
        ("ok what's the catch, what's in it for you", "terms"),
        ("what do you want for breakfast?", None),  # what they want, not what the offer asks
    ],
)
def test_asking_what_an_offer_asks_in_return_is_a_stance(line: str, stance: str | None) -> None:
    assert line_stance(line) == stance


def test_an_option_that_asks_what_the_offer_asks() -> None:
    for label in ("Skip the backstory and ask Sparrow what the job is", '"And what do you want for that?"'):
        assert "terms" in option_stances(label), label
    assert "terms" not in option_stances("Ask Sparrow to tell the sad story of how she lost her ship")


@pytest.mark.parametrize(
    ("line", "stance"),
    [
        ("be my guest, officer", "permit"),
        ("fine, look for yourself", "permit"),
        ("if you must, go ahead and look", "permit"),
        ("ok fine, you can have a go, my arms are dead", "permit"),
        ("I'll go ahead of you", None),  # ahead in the road, not leave to go on
    ],
)
def test_letting_someone_do_what_they_ask_is_a_stance(line: str, stance: str | None) -> None:
    assert line_stance(line) == stance


def test_an_option_that_lets_someone_do_it() -> None:
    for label in ("Let her finish", "Let Tomas take over", "Open a crate", "Allow the search"):
        assert "permit" in option_stances(label), label
    for label in ("Let him go", "Open fire", "Let's leave"):
        assert "permit" not in option_stances(label), label


def test_going_ahead_oneself_permits_nothing() -> None:
    assert line_stance("I'll go ahead and open it") is None


def test_backing_down_gives_up() -> None:
    assert line_stance("I don't actually have proof... better drop it") == "quit"
    assert line_stance("drop it! drop the knife!") is None  # said to someone: no giving up
    assert "quit" in option_stances("Back down")
    assert "quit" not in option_stances("Back down the ladder")


def test_done_asking_leaves_him_be_where_no_option_ends_the_questions() -> None:
    labels = ["Leave him to his tea", '"You sponsored Mira last year. Changed your mind?"']
    assert line_stance("I think I've heard enough from him") == "done"
    assert taking_stance("done", labels) == {0}
    assert taking_stance("done", ["Nothing further.", "Leave him to his tea"]) == {0}  # its own first


def test_doing_better_this_time_tries_again() -> None:
    assert line_stance("I think I can do better this time") == "persist"
    assert line_stance("let me do better") == "persist"


def test_making_a_fuss_of_an_animal_is_a_stance() -> None:
    assert line_stance("hello Duchess, who's a lovely girl then") == "fuss"
    assert line_stance("good boy!") == "fuss"
    assert line_stance("a good boy would never do that") is None
    assert "fuss" in option_stances("Pat the goat")
    assert "fuss" not in option_stances("Pay the goat man")


def test_above_my_pay_grade_gives_up() -> None:
    assert line_stance("this is way above my pay grade") == "quit"
    assert "quit" in option_stances("I'm not paid enough for this")
