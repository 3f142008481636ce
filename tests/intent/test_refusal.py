"""The pure parts of refusal handling: which utterances negate, which options themselves refuse, and that a
negated option is never taken (with the fake encoder, which matches by shared words)."""

from __future__ import annotations

import pytest

from taleweaver.intent import (
    IntentCandidate,
    IntentMatcher,
    MiniLMEncoder,
    is_refusing,
    match_respecting_refusal,
    negates,
)
from taleweaver.intent.clauses import affirmed, keeps_back, refused
from taleweaver.intent.evalsets import EvalLine
from taleweaver.player.intent_eval import engine_for, run_line
from taleweaver.testing import HashingEncoder


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I don't want to hear the sad story", True),
        ("don’t touch the handle", True),
        ("no key for me", True),
        ("I refuse to bribe the clerk", True),
        ("never again", True),
        ("I aint touching that", True),  # chat spelling of a "n't"
        ("i havent got one", True),
        ("i couldnt do that", True),
        ("I'm not sure", False),
        ("I don't know", False),
        ("take the key", False),
        ("I know the way", False),
        ("deal, you won't regret it", False),
        ("I won't let you down", False),
        ("no worries granny, I'll catch your thief", False),  # reassurance agrees
        ("why don't we ask her", False),  # a suggestion
        ("I wouldn't mind a look", False),  # a wish
        ("not a bad idea", False),
        ("I wouldn't miss it", False),
        ("I'm not leaving without the book", False),  # insisting on the book
        ("it would be rude not to", False),
        ("I'd be a fool not to", False),
        ("couldn't agree more", False),
        ("nothing to lose, wake the dog", False),
        ("don't be hard on him, I'll pay", False),  # a plea to someone else
        ("I don't suppose you know who did it?", False),  # a polite question
        ("don't you have any idea who it could be?", False),
        ("don't make a sound, hide", False),  # a manner
        ("keep still and don't let it see me", False),
        ("granny won't believe this", False),  # someone else's doubt
        ("of course, I wouldn't let you down", False),
        ("shouldn't we ask her?", False),  # a suggestion asked with a not
        ("wouldn't it be better to wait?", False),
        ("don't you think we should go", False),
        ("you don't mind if I look around?", False),  # asking leave
        ("I couldn't possibly leave without that book", False),  # insisting on the book
        ("I couldn't leave it behind", False),  # wanting it
        ("I don't want to miss out", False),
        ("you can't go wrong with a classic", False),
        ("I'm not leaving until I've seen the cellar", False),  # insisting on a deed first
        ("I won't let anything happen to you", False),  # a promise to stand by someone
        ("I'd never leave you", False),
        ("you won't believe what happened", False),  # news to tell
        ("don't cry, captain", False),  # comfort
        ("it's not your fault", False),
        ("I don't care about the jam", True),  # the player's own dismissal still refuses
        ("don't be long", True),
    ],
)
def test_negation_cues(text: str, expected: bool) -> None:
    assert negates(text) is expected


def _candidate(key: str, *texts: str) -> IntentCandidate:
    return IntentCandidate(key=key, label=texts[0], texts=texts)


@pytest.mark.parametrize(
    ("candidate", "expected"),
    [
        (_candidate("a", "Leave it burning where it is"), True),
        (_candidate("b", "Skip the backstory and ask what the job is"), True),
        (_candidate("c", "Turn the captain's offer down", "find someone else"), True),
        (_candidate("d", "Agree to the deal", "no problem", "deal"), True),
        (_candidate("e", "Trade your own lamp for it", "leave my own lamp in exchange"), False),
        (_candidate("f", "Ask Winnie to stay", "please don't go, stay with me"), False),
        (_candidate("g", "Take the brass key"), False),
        (_candidate("h", "Tell her you would rather sleep"), True),  # an excuse instead of the offer
        (_candidate("i", "Wait for a lull"), True),
        # waiting only until the deed can be done is the deed put off, not refused
        (_candidate("j", "Wait until he dozes off, then slip the keys out of his pocket"), False),
        (_candidate("k", "Wait for Thursday then"), True),
    ],
)
def test_refusing_options(candidate: IntentCandidate, expected: bool) -> None:
    assert is_refusing(candidate) is expected


CANDIDATES = [
    _candidate("do:take_key", "Take the brass key from its hook", "grab the key"),
    _candidate("do:leave_key", "Leave the key where it hangs", "leave it on the hook"),
    _candidate("act:warm", "warm your hands by the stove"),
]


def test_a_negated_option_is_never_taken() -> None:
    matcher = IntentMatcher(HashingEncoder())
    assert matcher.match("take the brass key", CANDIDATES).key == "do:take_key"
    decision = match_respecting_refusal(matcher, "don't take the brass key", CANDIDATES)
    assert decision.key != "do:take_key"


def test_the_clause_after_the_negation_is_matched() -> None:
    matcher = IntentMatcher(HashingEncoder())
    decision = match_respecting_refusal(
        matcher, "don't take the brass key, warm your hands by the stove", CANDIDATES
    )
    assert decision.matched
    assert decision.key == "act:warm"


def test_without_a_negation_it_matches_as_before() -> None:
    matcher = IntentMatcher(HashingEncoder())
    for text in ("grab the key", "warm your hands by the stove", "banana"):
        assert match_respecting_refusal(matcher, text, CANDIDATES) == matcher.match(text, CANDIDATES)


def test_a_bare_no_turns_down_the_offer_on_the_table() -> None:
    matcher = IntentMatcher(HashingEncoder())
    offer = [_candidate("choice:take", "Take it"), _candidate("choice:leave", "Don't take it")]
    assert matcher.match("take it", offer).key == "choice:take"
    for line in ("no, take it away", "nah, take it back"):
        assert match_respecting_refusal(matcher, line, offer).key != "choice:take"


def test_a_refusing_idiom_is_a_bare_no() -> None:
    matcher = IntentMatcher(HashingEncoder())
    offer = [
        _candidate("do:agree", "Agree to guide her over the pass"),
        _candidate("do:refuse", "Refuse"),
        _candidate("do:haggle", "Haggle over the price"),
    ]
    # "way" / "chance" / "thanks" name no option: the idiom turns the offer down like a bare "no", so the
    # rest of the line ("the pass…") can no longer take the offer it refuses.
    for line in (
        "no way, the pass will kill us both",
        "not a chance, the pass is death",
        "no thanks, the pass",
    ):
        assert match_respecting_refusal(matcher, line, offer).key != "do:agree", line
    # A noun after it says what there is none of: not a refusal idiom.
    assert (
        match_respecting_refusal(matcher, "no way over the pass? guide her anyway", offer).key != "do:refuse"
    )


def test_after_a_no_a_label_said_twice_is_taken_only_on_its_word(minilm: MiniLMEncoder) -> None:
    # A storyline action imported from a Twine link is its label and the same in the first person. "keep
    # it" after a "no" is a contrast, and the sentence model puts "keep" near "hang": 0.37, a clear lead.
    matcher = IntentMatcher(minilm)
    hook = [
        IntentCandidate(key="do:hang", label="hang", texts=("hang", "I'll hang")),
        IntentCandidate(key="do:cloak", label="cloak", texts=("cloak", "I'll cloak")),
    ]
    assert matcher.match("keep it", hook).key == "do:hang"  # said alone, as before
    assert not match_respecting_refusal(matcher, "no, keep it", hook).matched
    assert matcher.match("keep it", hook, strict=True).reason == "low_score"
    assert match_respecting_refusal(matcher, "no, hang it", hook).key == "do:hang"  # its own word


def _link(key: str, label: str, follows: str) -> IntentCandidate:
    """A storyline action as a Twine link imports: its label, said in the first person, and its next line."""
    return IntentCandidate(key=key, label=label, texts=(label, f"I'll {label.lower()}"), follows=(follows,))


STRANGER = [
    _link("do:agree", "Agree", "I shake her hand on it: at first light I will lead her over the pass."),
    _link("do:refuse", "Refuse", "I shake my head and tell her the pass is death in this weather."),
    _link("do:haggle", "Haggle", "I ask for twice the gold, and half of it paid tonight."),
]


def test_a_clause_that_says_the_refusal_keeps_the_refusing_option(minilm: MiniLMEncoder) -> None:
    # "I can't take you", cue and all, sits by "Refuse": it is the refusal, not what is refused; and "sorry"
    # is politeness, not a second thing said.
    matcher = IntentMatcher(minilm)
    assert match_respecting_refusal(matcher, "sorry, I can't take you", STRANGER).key == "do:refuse"
    assert match_respecting_refusal(matcher, "I won't take you", STRANGER).key != "do:agree"


def test_an_option_whose_next_line_says_no_is_what_a_negation_asserts(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    hidden = [
        IntentCandidate(
            key="choice:surrender",
            label="Surrender",
            texts=("Surrender",),
            follows=("I stand up slowly, hands raised, and climb out from behind the crates.",),
        ),
        IntentCandidate(
            key="choice:stay_put",
            label="Stay put",
            texts=("Stay put",),
            follows=("I do not move a muscle. The officer sighs and steps down onto the deck.",),
        ),
    ]
    for line in ("don't move", "don't move a muscle"):
        assert match_respecting_refusal(matcher, line, hidden).key == "choice:stay_put"  # it says so


def test_an_incidental_no_in_the_next_line_is_not_what_a_negation_asserts(minilm: MiniLMEncoder) -> None:
    chart = IntentCandidate(
        key="do:buy_the_chart",
        label="Buy the chart",
        texts=("Buy the chart from Aria", "I'll buy the chart from Aria"),
        follows=("Forty silver, and it's a copy, so don't come crying to me when the Teeth bite.",),
    )
    berth = IntentCandidate(
        key="do:offer_berth", label="Offer Aria a berth", texts=("Offer Aria a berth on the ship",)
    )
    teeth = IntentCandidate(
        key="do:ask_teeth", label="Ask about the Teeth", texts=("Ask Aria about the Teeth",)
    )
    decision = match_respecting_refusal(
        IntentMatcher(minilm), "I don't want to buy the chart", [chart, berth, teeth]
    )
    assert not decision.matched
    # of two, the chart turned down is the other one (as for any option: its follower's "don't" is no
    # "I do not…" of the player's), never the chart
    decision = match_respecting_refusal(
        IntentMatcher(minilm), "I don't want to buy the chart", [chart, berth]
    )
    assert decision.key != "do:buy_the_chart"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("it's no use, I quit", False),
        ("there's no point", False),
        ("I'm not afraid of hard graft", False),
        ("I'm not afraid, I won't go", True),
    ],
)
def test_resignation_and_willingness_are_not_refusals(text: str, expected: bool) -> None:
    assert negates(text) is expected


def test_a_bare_no_and_its_reason_take_the_one_way_out(minilm: MiniLMEncoder) -> None:
    # The reason alone ("I'm going home") is as near small talk as to an option; after a "no" it answers the
    # offer, and the one option that turns back is the one both point at.
    matcher = IntentMatcher(minilm)
    road = [
        _link("do:knock", "Press on", "I trudge on toward the lit window of the inn and knock."),
        _link("do:shelter", "Shelter", "I crouch under the pines and wait for the snow to ease."),
        _link("do:turn_back", "Turn back", "I turn my back on the pass and walk home through the drifts."),
    ]
    assert is_refusing(road[2])
    assert match_respecting_refusal(matcher, "nope, im going home", road).key == "do:turn_back"
    assert not match_respecting_refusal(matcher, "nope, I like cheese", road).matched


def test_a_no_and_what_the_player_will_do_instead_are_two_clauses(minilm: MiniLMEncoder) -> None:
    # "nah i'll stay here": the no turns down the offer; what follows is the deed, not a thing refused
    matcher = IntentMatcher(minilm)
    quay = [
        IntentCandidate(key="do:board", label="Walk up the gangplank", texts=("Walk up the gangplank",)),
        IntentCandidate(
            key="do:stay",
            label="Stay behind on the quay",
            texts=("Stay behind on the quay and let the ferry go",),
        ),
    ]
    decision = match_respecting_refusal(matcher, "nah i'll stay here on the dock", quay)
    assert decision.key == "do:stay", decision


def test_agreeing_idioms_take_the_offer_on_the_table(minilm: MiniLMEncoder) -> None:
    # None of these shares a word with "Agree": the agreement cue is what takes the offer (and never the
    # refusal); before the idioms joined it, each was asked about.
    matcher = IntentMatcher(minilm)
    for line in ("sounds like a plan", "dawn it is"):
        assert match_respecting_refusal(matcher, line, STRANGER).key == "do:agree", line


def test_refusing_a_refusal_accepts_the_offer_and_nothing_else(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    for line in ("I can't refuse that", "I don't want to refuse", "can't say no to gold"):
        assert match_respecting_refusal(matcher, line, STRANGER).key == "do:agree", line
    # no option agrees to an offer: asked, never the nearest option ("search" → "Why?")
    apples = [
        IntentCandidate(key="choice:open", label="Open a crate", texts=("Open a crate",)),
        IntentCandidate(
            key="choice:why",
            label="Why?",
            texts=("Why?",),
            follows=("I ask what gives a customs man the right to search an honest barge at midnight.",),
        ),
    ]
    assert not match_respecting_refusal(matcher, "I can't refuse a search", apples).matched


def test_turning_down_something_else_is_not_refusing_the_offer(minilm: MiniLMEncoder) -> None:
    # "I won't haggle" takes Haggle off the table, but says nothing of the offer: never the bare "Refuse".
    matcher = IntentMatcher(minilm)
    assert not match_respecting_refusal(matcher, "I won't haggle", STRANGER).matched
    assert match_respecting_refusal(matcher, "no, I won't do it", STRANGER).key == "do:refuse"


KITCHEN = [
    _link("do:chop", "Chop", "I chop onions until my eyes stream and the cook nods, satisfied."),
    _link("do:scrub", "Scrub", "I scrub the blackened pots in scalding water until my hands are raw."),
    _link("do:feed", "Feed the dogs", "I carry the bucket of scraps across the yard to the barn."),
]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("anything but scrubbing", None),  # set aside, nothing chosen: asked
        ("rather than chop, I'll feed the dogs", "do:feed"),
        ("I'd rather chop than scrub", "do:chop"),
        ("instead of the dogs, I'll chop", "do:chop"),
        ("scrub? nah, I'll chop", "do:chop"),  # the "nah" answers the question just asked
    ],
)
def test_what_a_line_sets_aside_is_never_taken(
    minilm: MiniLMEncoder, line: str, expected: str | None
) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), line, KITCHEN)
    assert (decision.key if decision.matched else None) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("chop or scrub?", None),  # two options weighed: asked between them, neither taken
        ("should I feed the dogs or chop?", None),
        ("I'm too scared to scrub", None),  # reluctance says no to what follows
        ("forget the pots, I'll chop", "do:chop"),  # so does a dismissal
        ("I've had enough of scrubbing", None),
        ("I'm not afraid to scrub", "do:scrub"),  # willingness is not reluctance
    ],
)
def test_weighing_two_options_or_shrinking_from_one_takes_neither(
    minilm: MiniLMEncoder, line: str, expected: str | None
) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), line, KITCHEN)
    assert (decision.key if decision.matched else None) == expected
    if line.endswith("?"):
        assert len(decision.options) == 2  # the two named


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("maybe later I'll scrub the pots", None),  # putting it off is not doing it now
        ("I'll chop the wood some other time", None),
        ("I'd chop the wood if I had an axe", None),  # what the player cannot do is not done
        ("if only I could feed the dogs", None),
        ("the cook said to scrub the pots", None),  # someone else's words ask for nothing
        ("Mags told me to feed the dogs", None),
        ("the cook said to scrub the pots, so I'll chop instead", "do:chop"),  # the player's own words act
        ("I'll feed the dogs", "do:feed"),
    ],
)
def test_deferring_wishing_and_reporting_take_nothing(
    minilm: MiniLMEncoder, line: str, expected: str | None
) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), line, KITCHEN)
    assert (decision.key if decision.matched else None) == expected


def test_putting_it_off_is_no_reason_to_leave(minilm: MiniLMEncoder) -> None:
    # the deferred clause is taken off, and an option that leaves is what a bare refusal may take: not this
    badger = [
        _candidate("do:deal", "Offer the badger the windfalls if it leaves the tree alone"),
        _candidate("do:fetch_granny", "Go and fetch Granny Ash to see the thief"),
        _candidate("go:cottage", "Go back inside the cottage", "go to Granny Ash's Cottage"),
    ]
    line = "I'll pass the apples to granny later"
    assert not match_respecting_refusal(IntentMatcher(minilm), line, badger).matched


TEETH = [
    _candidate("do:chart", "Read Aria's chart yourself and pick a way through the rocks"),
    _candidate("do:aria", "Hand the wheel to Aria and let her steer"),
]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("I will steer myself", None),  # shares "steer" with letting Aria: never that
        ("I'll do it myself", None),
        ("don't read the chart myself, let Aria steer", "do:aria"),  # "myself" in what is refused
        ("you steer, Aria", "do:aria"),
    ],
)
def test_doing_it_oneself_never_lets_someone_else(
    minilm: MiniLMEncoder, line: str, expected: str | None
) -> None:
    decision = match_respecting_refusal(IntentMatcher(minilm), line, TEETH)
    assert (decision.key if decision.matched else None) == expected


def test_a_line_with_no_words_is_empty_input_not_a_refusal(minilm: MiniLMEncoder) -> None:
    for line in ("🙂", "...", "\x00\x00", "?!"):
        assert match_respecting_refusal(IntentMatcher(minilm), line, KITCHEN).reason == "empty_input", line


# Granny Ash at her gate: the offer on the table, a question about it, and an excuse instead
GATE = [
    _candidate(
        "do:watch",
        "Agree to keep watch in the orchard tonight",
        "I'll keep watch",
        "leave it to me, Granny",
    ),
    _candidate("do:ask", "Ask Granny Ash who she thinks is stealing the apples"),
    _candidate("do:sleep", "Tell her you would rather sleep"),
]


def test_reassurance_is_heard_as_agreement_not_dropped(minilm: MiniLMEncoder) -> None:
    # "no worries" used to be dropped as filler, and the rest ("I'll catch your thief") took the option that
    # asks who the thief is; heard as agreement, the offer on the table is at least as likely: asked
    decision = match_respecting_refusal(
        IntentMatcher(minilm), "no worries granny, I'll catch your thief", GATE
    )
    assert decision.key != "do:ask", decision
    excuse = match_respecting_refusal(IntentMatcher(minilm), "nah, I'm knackered", GATE)
    assert excuse.key == "do:sleep", excuse


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("why don't I ask who she thinks did it", "do:ask"),
        ("I wouldn't mind keeping watch tonight", "do:watch"),
        (
            "I don't mind staying up",
            "do:watch",
        ),  # "staying up" is near "sleep" for the model: agreement decides
        ("I'd never say no to you, granny", "do:watch"),
        ("I'm not going to let you down, I'll watch the trees", "do:watch"),
        ("no one's getting past me tonight", "do:watch"),
        ("I wouldn't dream of refusing, granny", "do:watch"),
        ("dw gran ill keep watch", "do:watch"),  # phone spelling of "don't worry"
        ("I don't suppose you know who is stealing the apples?", "do:ask"),
    ],
)
def test_a_yes_said_with_a_not_is_not_a_refusal(minilm: MiniLMEncoder, line: str, key: str) -> None:
    assert match_respecting_refusal(IntentMatcher(minilm), line, GATE).key == key


def test_insisting_on_something_asks_for_it(minilm: MiniLMEncoder) -> None:
    keys = [
        _candidate("choice:hooper", '"Hooper, the night guard."'),
        _candidate("choice:lawyer", '"I want a lawyer."'),
        _candidate("choice:tea", "Push the tea away."),
    ]
    decision = match_respecting_refusal(
        IntentMatcher(minilm), "I'm not saying anything without my lawyer", keys
    )
    assert decision.key == "choice:lawyer", decision


# The end of a watch in the orchard: the lamp, a hiding place, and where the player may go
WATCH = [
    _candidate("do:shine", "Shine the lamp toward the snuffling"),
    _candidate("do:hide", "Hide behind a tree trunk and wait"),
    _candidate("do:dog", "Run to the barn and wake the dog"),
    _candidate("act:count", "count the apples left on the prize tree"),
    _candidate("go:cottage", "Go back inside the cottage", "go to Granny Ash's Cottage"),
    _candidate("go:barn", "Walk over to the old barn", "go to The Old Barn"),
]


def test_a_no_and_a_remark_about_what_it_refused_is_asked_about(minilm: MiniLMEncoder) -> None:
    # "don't wake the dog" took the dog off; "the dog is asleep" says why, and names nothing left
    decision = match_respecting_refusal(IntentMatcher(minilm), "don't wake the dog, the dog is asleep", WATCH)
    assert not decision.matched, decision
    assert decision.reason == "negated"


def test_a_manner_said_with_a_not_refuses_nothing(minilm: MiniLMEncoder) -> None:
    decision = match_respecting_refusal(
        IntentMatcher(minilm), "don't make a sound, just hide behind a trunk and wait", WATCH
    )
    assert decision.key == "do:hide", decision


@pytest.mark.parametrize(
    ("line", "key"),
    [
        # a fact said with a not takes off only what says its words: the lamp is still there to shine
        ("I never liked the dark, shine the lamp", "do:shine"),
        ("can't see a thing, shine the lamp over there", "do:shine"),
        # what is not worth doing is refused, not resigned to
        ("there's no point hiding", None),
        ("nobody counts apples at night", None),
    ],
)
def test_a_fact_said_with_a_not_refuses_only_what_it_names(
    minilm: MiniLMEncoder, line: str, key: str | None
) -> None:
    assert match_respecting_refusal(IntentMatcher(minilm), line, WATCH).key == key


def test_at_the_orchard_watch_a_no_whose_rest_names_what_it_took_off_is_asked_about(
    minilm: MiniLMEncoder,
) -> None:
    # "no shining the lamp" took the lamp off; "the lamp would scare it off" still names the lamp above all,
    # so what was left is not taken in its place (it was, before the rest of a no was checked against what
    # the no took off)
    line = EvalLine(
        node="watch",
        text="no shining the lamp, the lamp would scare it off",
        expect="clarify",
        style="negation",
    )
    result = run_line(engine_for("orchard"), "orchard", line, IntentMatcher(minilm))
    assert result.outcome == "clarify", result


@pytest.mark.parametrize(
    ("story", "node", "text", "expect"),
    [
        # the no was about something near the deed, and the rest asks for the deed outright
        ("night_ferry", "captain_angry", "no need to shout, I'll pay his fare", "do:pay_the_fare"),
        # "I can't see a thing" took the lamp off by nearness; "shine the lamp" asks for it outright
        ("orchard", "watch", "I can't see a thing, shine the lamp over there", "do:shine_lamp"),
        (
            "night_ferry",
            "oddny_talk",
            "no need to be scared, I promise I'll look in the hold",
            "do:promise_to_look",
        ),
        # comfort, said with a not or without one, is the soft call down into the hold
        ("night_ferry", "lantern_in_hand", "don't be scared, I won't hurt you", "do:call_down"),
        ("night_ferry", "lantern_in_hand", "it's alright, you can come out", "do:call_down"),
        # the rest is a reason, not a deed asked for: the no still holds
        ("night_ferry", "pip_found", "don't hand him over, the captain will throw him off", "clarify"),
        # the rest asks for what the no refused, as nearly as the no did: asked about
        ("orchard", "watch", "don't shine it yet, I'll shine it when it's closer", "clarify"),
    ],
)
def test_the_rest_of_a_no_may_ask_outright_for_what_the_no_took_off_by_nearness(
    minilm: MiniLMEncoder, story: str, node: str, text: str, expect: str
) -> None:
    line = EvalLine(node=node, text=text, expect=expect, style="negation")
    result = run_line(engine_for(story), story, line, IntentMatcher(minilm))
    assert (result.key or "clarify") == expect, result


def _option(key: str, label: str, *more: str) -> IntentCandidate:
    return IntentCandidate(key=key, label=label, texts=(label, *more))


def test_a_way_out_named_by_what_was_refused_is_not_taken(minilm: MiniLMEncoder) -> None:
    # "no, I'm not fetching granny": the no points at Granny Ash's cottage by her name, not at leaving
    badger = [
        _option("do:chase", "Chase the badger out of the orchard"),
        _option("do:fetch", "Go and fetch Granny Ash to see the thief"),
        _option("go:cottage", "Go back inside the cottage", "go to Granny Ash's Cottage"),
    ]
    decision = match_respecting_refusal(IntentMatcher(minilm), "no, I'm not fetching granny", badger)
    assert not decision.matched, decision


def test_refusing_to_show_a_thing_does_not_admit_to_having_none(minilm: MiniLMEncoder) -> None:
    quay = [
        _option("do:show", "Show Captain Brann your ticket"),
        _option("do:work", "Admit you have no ticket and offer to work for your passage"),
        _option("do:stay", "Stay behind on the quay and let the ferry go"),
    ]
    matcher = IntentMatcher(minilm)
    assert not match_respecting_refusal(matcher, "nah I'm not showing you my ticket", quay).matched
    assert match_respecting_refusal(matcher, "I don't have a ticket", quay).key == "do:work"


@pytest.mark.parametrize(
    "line",
    [
        "yeah right, like I'd pay you for that chart",
        "as if I'd pay for a stowaway",
        "maybe I'll take the lantern, maybe not",
        "I might pledge my loyalty, I might not",
    ],
)
def test_scorn_and_two_minds_take_nothing(minilm: MiniLMEncoder, line: str) -> None:
    options = [
        _option("do:pay", "Offer to pay the boy's fare yourself"),
        _option("do:buy", "Offer Aria silver to buy her chart outright"),
        _option("do:take", "Take the lantern off its hook by the hatch"),
        _option("do:pledge", "Give Sparrow your word and pledge your loyalty to her"),
    ]
    assert not match_respecting_refusal(IntentMatcher(minilm), line, options).matched


# Session 33's set-aside rules, read from the clauses a line is split into (refused: its negated clauses,
# affirmed: the rest)


@pytest.mark.parametrize(
    ("line", "no", "yes"),
    [
        ("hide behind the barrels and pray the guard doesn't look", "", "hide behind the barrels"),
        ("duck down, hoping nobody notices", "", "duck down"),
        ("fingers crossed it doesn't bite, stroke the dog", "", "stroke the dog"),
        # what the player hopes of themself is their own: the "don't" still refuses
        ("I hope I don't fall", "I hope I don't fall", ""),
    ],
)
def test_what_the_player_hopes_someone_else_does_is_no_deed_and_no_refusal(
    line: str, no: str, yes: str
) -> None:
    assert refused(line) == no
    assert affirmed(line) == yes


@pytest.mark.parametrize(
    ("line", "no"),
    [
        ("if I stay here I'll freeze", "not stay here"),
        ("if we wait any longer we'll be caught", "not wait any longer"),
        ("if I open that door I'm going to regret it", "not open that door"),
        ("if I stay here I'll be warm", ""),  # no harm foreseen: no reason against
        ("if I go in, will you wait?", ""),
    ],
)
def test_a_harm_foreseen_warns_the_player_off_the_deed(line: str, no: str) -> None:
    assert refused(line) == no


@pytest.mark.parametrize(
    ("line", "no", "yes"),
    [
        ("I'd rather dance than sing", "not sing", "dance"),
        ("I'm better with horses than sheep", "not sheep", "horses"),
        ("I value my sleep more than your silver", "not your silver", "my sleep"),
        ("more than happy to help", "", "more than happy to help"),  # no comparison of two things
    ],
)
def test_a_preference_sets_aside_what_it_is_compared_with(line: str, no: str, yes: str) -> None:
    assert refused(line) == no
    assert affirmed(line) == yes


@pytest.mark.parametrize(
    ("line", "no"),
    [
        ("I'm skint, but I'm handy with a broom", "i can't pay"),
        ("I am flat broke", "i can't pay"),
        ("I'm out of cash, sorry", "i can't pay"),
        ("the lamp is broke", ""),  # a thing that is broken is no empty purse
        ("I'm broken-hearted", ""),
    ],
)
def test_having_no_money_says_no_to_paying(line: str, no: str) -> None:
    assert refused(line) == no


@pytest.mark.parametrize(
    ("line", "no"),
    [
        ("the case stays with me", "no not give it"),
        ("I'm keeping the map", "no not give it"),
        ("the map remains mine", "no not give it"),
        ("the dog stays outside", ""),  # staying somewhere is not being kept
        ("you're keeping the map", ""),  # someone else keeps it
    ],
)
def test_keeping_a_thing_says_no_to_giving_it(line: str, no: str) -> None:
    assert refused(line) == no


FERRY = [
    _option("do:pay", "Pay the ferryman his fare in silver"),
    _option("do:work", "Offer to sweep the deck to earn your passage"),
    _option("do:stay", "Stay on the dock"),
]


def test_being_broke_never_pays_and_may_offer_work_instead(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    assert match_respecting_refusal(matcher, "I'm skint, but I'm handy with a broom", FERRY).key == "do:work"
    broke = match_respecting_refusal(matcher, "I'm broke", FERRY)
    assert not broke.matched
    assert broke.reason == "negated"
    assert "do:pay" not in {o.key for o in broke.options}  # off the table
    assert match_respecting_refusal(matcher, "here, take my silver", FERRY).key == "do:pay"


def test_keeping_the_thing_never_hands_it_over(minilm: MiniLMEncoder) -> None:
    case = [
        _option("do:give", "Give the leather case to the guard"),
        _option("do:open", "Open the leather case"),
        _option("do:run", "Run for the door"),
    ]
    matcher = IntentMatcher(minilm)
    kept = match_respecting_refusal(matcher, "the case stays with me", case)
    assert not kept.matched
    assert "do:give" not in {o.key for o in kept.options}
    where = match_respecting_refusal(matcher, "the case stays on the table", case)  # nothing refused
    assert "do:give" in {o.key for o in where.options}


def test_a_harm_foreseen_never_takes_the_deed_it_warns_of(minilm: MiniLMEncoder) -> None:
    hut = [
        _option("do:stay", "Stay by the fire in the hut until morning"),
        _option("do:go", "Set off through the snow toward the inn"),
        _option("do:sleep", "Curl up and sleep"),
    ]
    matcher = IntentMatcher(minilm)
    warned = match_respecting_refusal(matcher, "if I stay here I'll freeze", hut)
    assert not warned.matched
    assert "do:stay" not in {o.key for o in warned.options}
    assert match_respecting_refusal(matcher, "if I stay here I'll be cosy", hut).key == "do:stay"


def test_a_hope_about_someone_else_leaves_the_deed_it_goes_with(minilm: MiniLMEncoder) -> None:
    yard = [
        _option("do:hide", "Crouch behind the barrels and keep still"),
        _option("do:run", "Make a dash for the gate"),
        _option("do:talk", "Step out and talk to the guard"),
    ]
    matcher = IntentMatcher(minilm)
    line = "crouch behind the barrels and pray the guard doesn't see me"
    assert match_respecting_refusal(matcher, line, yard).key == "do:hide"
    # the player's own "don't" refuses: asked about
    own = match_respecting_refusal(matcher, "crouch behind the barrels and don't let the guard see me", yard)
    assert not own.matched


def test_a_refusing_idiom_said_to_someone_turns_down_the_offer(minilm: MiniLMEncoder) -> None:
    ride = [
        _option("do:accept", "Accept the lady's offer of a ride to town"),
        _option("do:ask", "Ask the lady where she is going"),
        _option("do:refuse", "Refuse politely"),
    ]
    matcher = IntentMatcher(minilm)
    for line in ("keep dreaming, lady", "in ur dreams, lady", "fat chance, love"):
        assert refused(line) == "no", line  # the idiom is a bare no; "lady" is whom it is said to
        # session 48: what the player calls whoever they answer says nothing of its own, so the bare no
        # takes the one refusal (it was asked about while "lady" counted as a word of the answer)
        assert match_respecting_refusal(matcher, line, ride).key == "do:refuse", line


# session 34 (docs/intent.md, "Five new stories at first contact")
STALL = [
    _option("do:decline", "Decline to hear his excuses and go back to the stall empty-handed"),
    _option("do:send", "Send Tomo to fetch it while you run back to help Suri"),
    _option("go:stall", "Go back to Suri's stall", "go to Noodle Stall"),
]


def test_a_no_that_is_an_option_and_a_rest_near_it_agree_on_it(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    both = match_respecting_refusal(matcher, "i dont wanna hear it. back to the stall", STALL)
    assert (both.outcome, both.key) == ("matched", "do:decline")
    assert both.options[0].key == "do:decline"
    assert both.margin >= 0.0
    # without the no, the rest alone goes back to the stall
    assert match_respecting_refusal(matcher, "back to the stall", STALL).key == "go:stall"


def test_not_knowing_what_to_do_is_hesitation_not_a_choice(minilm: MiniLMEncoder) -> None:
    stowaway = [
        _option("do:promise", "Promise to take her home on the Magpie"),
        _option("do:refuse", "Refuse: there isn't enough air for three"),
    ]
    decision = match_respecting_refusal(IntentMatcher(minilm), "I don't know what to do with her", stowaway)
    assert not decision.matched


def test_keeping_a_thing_says_no_in_the_options_own_verb_of_giving(minilm: MiniLMEncoder) -> None:
    matcher = IntentMatcher(minilm)
    for give in ("Give the leather case to the guard", "Hand the leather case to the guard"):
        case = [
            _option("do:give", give),
            _option("do:open", "Open the leather case"),
            _option("do:run", "Run for the door"),
        ]
        for line in ("the case stays with me, guard", "I'm keeping the case, guard"):
            decision = match_respecting_refusal(matcher, line, case)
            assert decision.key != "do:give", (give, line)
            assert "do:give" not in {o.key for o in decision.options}, (give, line)


def test_ill_pass_withholds_an_answer(minilm: MiniLMEncoder) -> None:
    asked = [
        _option("do:answer", "Tell the inspector where you were last night"),
        _option("do:withhold", '"I\'d rather not say."'),
    ]
    assert match_respecting_refusal(IntentMatcher(minilm), "I'll pass", asked).key == "do:withhold"


def test_stalling_for_time_is_hesitation(minilm: MiniLMEncoder) -> None:
    gate = [
        _option("do:promise", "Tell her you'll find him"),
        _option("do:work", '"Sorry, I\'ve got to get to work."'),
    ]
    matcher = IntentMatcher(minilm)
    assert not match_respecting_refusal(matcher, "hang on, give me a sec", gate).matched
    assert match_respecting_refusal(matcher, "hang on, I'll find him for you", gate).key == "do:promise"


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("the case stays with me", True),
        ("I'm afraid the case stays with me, dear", True),
        ("lol no. case stays w me", True),
        ("I'm keeping it", True),
        ("I'm afraid of the dark", False),
        ("give her the case", False),
    ],
)
def test_a_line_that_keeps_what_it_is_asked_for(line: str, kept: bool) -> None:
    assert keeps_back(line) is kept
