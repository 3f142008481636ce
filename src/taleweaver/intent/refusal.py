"""Free text that says "don't": never take the option an utterance negates or refuses.

Sentence embeddings barely see a "not": "I don't want to hear the sad story" sits right next to "Ask Sparrow
to tell the sad story". So before matching, an utterance is split into clauses; a clause with a negation cue
("don't", "not", "never", "no", "refuse"…) names what the player does *not* want, and every option that clause
fits best is taken off the table. Then:

- the rest of the utterance ("…, just wait") is matched as usual against the options left;
- with nothing else said, only an option that itself means refusing or leaving ("Turn the offer down",
  "Skip the backstory…", "Leave the tavern") may be taken, and only when the matcher picks it clearly;
- otherwise the player is asked to clarify (reason ``negated``), never guessed for.

A bare "no" ("no, leave it", "nah, I'm too tired") says no to the offer on the table, so an option that
accepts or takes it ("Take it", "Agree to keep watch") is off the table too; and where the reason given
after it points at the one option left that refuses or leaves ("nope, I'm going home" → "Turn back"), the
"no" and the reason agree on that option.

A negated clause said with its cue may be the refusal itself ("sorry, I can't take you" sits by "Refuse"),
and an option may itself mean a "not" ("Stay put", whose next line is "I do not move a muscle"): neither is
taken off the table by it.

Hesitation ("I'm not sure", "I don't know"), resignation ("it's no use") and willingness ("I'm not afraid
of hard graft") are not refusals: they are dropped as filler. What a line sets aside is a negated clause of
its own ("rather than X", "anything but X", "without X-ing", "I'd rather X than Y", "X? no…"), and so is
what follows reluctance or dismissal ("too scared to X", "forget X"). Refusing a refusal ("I can't refuse
that") accepts the offer and nothing else. A line weighing two options ("X or Y?") takes neither: it is
asked between them. A line held between the option it names and one that declines, that says no no, is
decided without the declining one (:mod:`taleweaver.intent.no_rival`); one that opens agreeing, held with
the option that agrees to the offer first, takes it (:func:`taleweaver.intent.answers.opened_agreeing`); and
a no given as a promise ("you have my word, none of this goes out") takes the one option that promises
(:func:`taleweaver.intent.what_a_no_leaves.promised`). How the line is read into those clauses is
:mod:`taleweaver.intent.clauses`; what a no says of each option, :mod:`taleweaver.intent.no_asserts`; what
the rest of the line says after it, :mod:`taleweaver.intent.rest_after_no`. Pure apart from the matcher's
encoder.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from taleweaver.intent.amounts import held_for_its_amount
from taleweaver.intent.answers import agreed, answered, opened_agreeing, opens_with
from taleweaver.intent.asked_with_a_no import asked_with_a_no, suggests
from taleweaver.intent.candidate import IntentCandidate, IntentDecision, RankedOption, story_names
from taleweaver.intent.clauses import (
    COUNTERFACTUAL,
    DEFERRAL,
    HESITATION,
    NEGATION,
    PROPOSAL,
    REASSURANCE,
    content,
    contrasted,
    keeps_back,
    normalise,
    reluctant,
    set_aside,
    split,
    than_as_not,
)
from taleweaver.intent.clauses import clauses as clauses_of
from taleweaver.intent.condition import deed_once_met, states_a_condition
from taleweaver.intent.cues import TITLES, accepting_option, declining_option
from taleweaver.intent.deed_clause import deed_after_a_remark, said_after_a_remark
from taleweaver.intent.lexical import content_words, overlap_scores, synonym_mates
from taleweaver.intent.matcher import IntentMatcher
from taleweaver.intent.no_asserts import (
    asserts,
    in_other_company,
    keeps_off,
    lets_go_of,
    near_the_refused,
    only_says_no,
    refuses_its_deed,
    says_no_itself,
    the_other_company,
)
from taleweaver.intent.no_rival import refusal_set_aside
from taleweaver.intent.normalise import expand_shorthand, without_hold_on
from taleweaver.intent.purpose import deed_for_a_purpose, said_for_a_purpose
from taleweaver.intent.reported import said_through_the_narrator
from taleweaver.intent.rest_after_no import (
    both_say_the_refusal,
    both_ways,
    named_outright,
    names_the_refused,
    refusal_made_the_lead,
    says_a_word_of,
    what_the_no_asserts,
)
from taleweaver.intent.said_as_not import said_plainly
from taleweaver.intent.stances import line_stance, stance_answer, taking_stance
from taleweaver.intent.time_clause import main_clause, said_around_a_time
from taleweaver.intent.what_a_no_leaves import (
    does_first,
    far_ahead,
    first_things_first,
    promised,
    puts_off,
    the_one_left,
)

_WILLED = re.compile(
    # a clause that opens with its no: "don't go", "no tea for me", "not the cellar", "never again"
    r"^\W*(?:(?:just|please|and|oh|well|um|so|then|but)\s+)*(?:no|nope|nah|not|never|none|neither"
    r"|nor|don'?t|dont|do not|won'?t|wont|will not|shan'?t|mustn'?t|shouldn'?t|let'?s not|refuse|decline"
    # …not a finding: "nothing useful", "nothing in there"
    r"|nothing(?!\s+(?:useful|interesting|important|new|special|unusual|odd|strange|wrong|much"
    r"|there|here|in (?:it|there|here)|on (?:it|there|here))\b))\b"
    # the player's own will: "I won't pay", "I don't want the map", "I'm not paying", "I'd rather not"
    r"|\b(?:i|we)(?:'ll| will|'d| would| could)? (?:won'?t|wont|will not|wouldn'?t|would not|shan'?t|never"
    r"|refuse|decline|rather not|better not|shouldn'?t|can'?t|cannot|couldn'?t)\b"
    r"|\b(?:i|we) (?:don'?t|dont|do not|didn'?t|did not) (?:really )?(?:want|wanna|need|like|fancy|feel"
    r"|care|intend|plan|mean|wish|trust|buy|believe)\b"
    r"|\b(?:i'?m|im|i am|we'?re|we are) (?:not|never) (?:\w+ing|interested|keen|about|willing|ready)\b"
    r"|\b(?:no|not) (?:way|chance)\b|\b(?:rather|sooner) not\b|\bnot (?:for|to) me\b"
    # what is not worth doing: "there's no point hiding"
    r"|\bno (?:point|sense|use) (?:in )?\w+ing\b",
    re.IGNORECASE,
)
"""A negated clause that says what the player will not do (a no of their will), not a fact said with a not:
the first refuses whatever the player may mean by it; the second only an option that says its words."""
_DOUBLE_NEGATIVE = re.compile(
    r"\b(?:can'?t|cannot|couldn'?t|won'?t|wouldn'?t|shan'?t|never|don'?t|do not"
    r"|(?:do|did)n'?t (?:want|mean|wish) to"
    r"|not going to|not gonna)\s+(?:refuse|decline|say no|turn (?:\w+ )?down|pass (?:\w+ )?up|resist)\b",
    re.IGNORECASE,
)
"""Refusing a refusal accepts ("I can't refuse that", "I don't want to say no", "don't refuse"): the offer,
nothing else."""
_BY_MYSELF = re.compile(
    r"\b(?:(?:by |for )?myself|on my own|i'?ll (?:do|handle|take care of) it|leave it to me"
    r"|i'?ll take (?:it|the \w+) from here)\b",
    re.IGNORECASE,
)
_DELEGATING = re.compile(
    r"\blet (?:the |old )?[\w']+ (?:[\w']+ )?(?:decide|steer|do|handle|lead|take|choose|drive|sail|row|deal"
    r"|talk|speak|fight|go first|sort)\b|\bhand (?:[\w']+ ){1,3}to\b|\bleave (?:it|this|that) to\b",
    re.IGNORECASE,
)
"""Doing it oneself is not letting someone else: "I will steer myself" never takes "Hand the wheel to Aria and
let her steer" (which shares its "steer"); "don't read the chart myself, let Aria steer" says it in a negated
clause and may."""
_TO_SOMEONE_ELSE = re.compile(
    r"^\W*(?:(?:and|so|then|ok|okay|right)\W+)*you (?:do|handle|take care of|deal with|sort(?: out)?|take)"
    r" (?:the|it|that|this)\b",
    re.IGNORECASE,
)
_ONESELF = re.compile(r"\byourself\b|\bon your own\b", re.IGNORECASE)
"""Leaving a deed to someone else is not doing it oneself: "I've got the light, you do the cutting" never
takes "Take his knife and cut it yourself" (which shares its "cut") — the mirror of ``_BY_MYSELF``."""
_EITHER_OR = re.compile(r"\s*\bor\b(?!\s+(?:not|so|something|whatever|two|three|else)\b)\s*", re.IGNORECASE)
_ULTIMATUM = re.compile(
    r"\bor (?:else|no deal|forget it|i walk|i'?m (?:out|off|gone|walking|leaving|done)"
    r"|i'?m \w+ing|im \w+ing|i'?ll \w+|i will \w+)\b[^,;.!?]*\W*$",
    re.IGNORECASE,
)
"""A demand and what happens if it is not met ("half the loot or i walk", "open up or I'm kicking this door
in"): one choice, the demand, said with a threat — not two weighed."""
_REFUSING = re.compile(
    r"^\W*(?:(?:i|i'm|im|i'll|i will|just|let's|we|simply|politely)\s+)*"
    # (leaving someone a message is a deed: "Leave him a message")
    r"(?:leave(?! (?:[\w']+ )?(?:a|an|another) (?:message|note|voicemail|text|tip|letter|card)\b)"
    r"|walk away|go away|back away|walk out|refuse|decline|turn (?:[\w']+ ){0,4}down|ignore|skip"
    r"|say no|no|nope|not|never|don't|dont|do not|won't|wont|will not"
    r"|wait(?!\s+(?:until|till|til|for)\b[^.;]*\bthen\s+\w)|hold (?:off|back)|stay out"
    r"|turn (?:back|around)|go (?:back|home)|head (?:back|home)"
    r"|let (?:it|them|him|her) be|pass)\b",
    re.IGNORECASE,
)
_SAYS_NO = re.compile(
    r"^\W*(?:(?:i|i'm|im|i'll|i will|just|we)\s+)*"
    r"(?:no|nope|not|never|don't|dont|do not|won't|wont|will not)\b",
    re.IGNORECASE,
)


def is_refusing(candidate: IntentCandidate) -> bool:
    """True when the option itself means refusing, declining, waiting or leaving: one of its texts starts
    that way: its description with a refusing verb ("Leave it burning", "Skip the backstory…", "Turn the offer
    down"), or an example with a negation ("no thanks", "I'm not interested")."""
    description, *examples = (normalise(t) for t in candidate.texts)
    return (
        _REFUSING.match(description) is not None
        or declining_option(description)
        or any(_SAYS_NO.match(t) for t in examples)
    )


def match_respecting_refusal(
    matcher: IntentMatcher,
    utterance: str,
    candidates: Sequence[IntentCandidate],
    *,
    choose_the_other: bool = True,
) -> IntentDecision:
    """Like :meth:`IntentMatcher.match`, but an option the utterance negates or refuses is never taken; a
    bare yes or no to a choice that is itself a yes or a no takes it (:mod:`taleweaver.intent.answers`).

    ``choose_the_other``: of two options, a line that only turns one down takes the other
    (:func:`_the_other_of_two`) — off at the narrator's menu, which offers the story left instead.

    A decision held for a no is then read once more for the option's own no and a no given as a promise;
    one held otherwise, for an agreeing opening and a declining rival (module docstring). An option taken
    whose amount the line contradicts is asked about (:mod:`taleweaver.intent.amounts`)."""
    if matcher.normalise:
        utterance = without_hold_on(utterance)  # "wait, nobody's radioed it" is no "wait" (nor its no)
    decision = _read_again(matcher, utterance, candidates, choose_the_other=choose_the_other)
    return held_for_its_amount(utterance, decision, candidates)


def _read_again(
    matcher: IntentMatcher, utterance: str, candidates: Sequence[IntentCandidate], *, choose_the_other: bool
) -> IntentDecision:
    decision = _respecting_refusal(matcher, utterance, candidates, choose_the_other=choose_the_other)
    if decision.outcome == "clarify" and decision.reason == "negated":
        return (
            _the_options_own_no(matcher, utterance, candidates)
            or promised(matcher, utterance, candidates)
            or decision
        )
    if decision.outcome != "clarify" or not decision.options:
        return decision  # acted on: nothing to read again (and no normalising on the hot path)
    if (yes := opened_agreeing(normalise(utterance), candidates, decision)) is not None:
        return yes  # "go on then, i'll take you", held with *Agree* first
    if not any(c.key == decision.options[0].key and is_refusing(c) for c in candidates):
        # "i'll get you over the pass", held between *Agree* and *Refuse*: a line that says no no
        aside = refusal_set_aside(
            lambda rest: _respecting_refusal(matcher, utterance, rest, choose_the_other=choose_the_other),
            utterance,
            candidates,
            decision,
        )
        return aside or decision
    return decision


def _the_options_own_no(
    matcher: IntentMatcher, utterance: str, candidates: Sequence[IntentCandidate]
) -> IntentDecision | None:
    """A line whose no is the no of an option that says no itself ("not my case, mate, I'm just carrying
    it" and "It's not mine."; "watch the lobby, nobody in or out" and "Mind the lobby for me. No one in or
    out."): the whole line takes that option clearly, and its negated clauses say what the option says
    (:func:`asserts`) — never an option that does what the line refuses."""
    whole = matcher.match(utterance, candidates)
    if not whole.matched:
        return None
    option = next(c for c in candidates if c.key == whole.key)
    if _puts_off_as_the_option_does(option, utterance):
        return whole
    negated = [c for c in clauses_of(utterance) if NEGATION.search(c)]
    if not any(content(c) for c in negated) and opens_with(option.texts[0]) != "no":
        # a bare no ("keep it, pet", "nah") is the own no only of an option that opens with it ("No, I live
        # alone."), not of "Take the whistle and promise nothing"
        return None
    if not says_no_itself(option) or not asserts(option, negated, candidates):
        return None
    return whole


def _puts_off_as_the_option_does(option: IntentCandidate, utterance: str) -> bool:
    """The option itself puts something off ("Cover it with a tea towel and think about it later") and the
    line's only no is putting off ("stick a tea towel over it and deal with it later"): the "later" is the
    option's own, no refusal of it."""
    if DEFERRAL.search(option.texts[0]) is None or DEFERRAL.search(utterance) is None:
        return False
    return not any(NEGATION.search(c) for c in clauses_of(DEFERRAL.sub(" ", utterance)))


def _respecting_refusal(
    matcher: IntentMatcher,
    utterance: str,
    candidates: Sequence[IntentCandidate],
    *,
    choose_the_other: bool,
) -> IntentDecision:
    if not any(ch.isalnum() for ch in utterance):
        # no words at all ("🙂", "\x00"): empty_input — but "..." to a question may be saying nothing
        return stance_answer(utterance, candidates) or matcher.match(utterance, candidates)
    said = normalise(utterance)
    if (answer := answered(said, candidates)) is not None:
        return answer
    if (
        answer := stance_answer(said, candidates) or stance_answer(expand_shorthand(said), candidates)
    ) is not None:
        # "I'm not telling you" withholds: the "not" refuses no option; "I'll pass" withholds before the
        # slang table says it as "no thanks"
        return answer
    if _DOUBLE_NEGATIVE.search(said_plainly(said)):
        # Refusing a refusal accepts: only the option that agrees to the offer may be taken — never the one
        # that says no, as a line whose no is an option's own would ("don't refuse" is no "Refuse")
        return (
            agreed(utterance, candidates) or _clarify(matcher, utterance, candidates, excluded=set()).asked()
        )
    text = REASSURANCE.sub("alright", said_plainly(set_aside(utterance, [c.texts[0] for c in candidates])))
    text = PROPOSAL.sub("", text)
    if HESITATION.search(text):
        text = HESITATION.sub(" ", text)
        if not any(ch.isalnum() for ch in text):
            return _clarify(matcher, utterance, candidates, excluded=set())
    put_off = DEFERRAL.search(text) is not None or COUNTERFACTUAL.search(text) is not None
    text = reluctant(text)
    text = contrasted(than_as_not(text))
    if any(_BY_MYSELF.search(c) and not NEGATION.search(c) for c in split(text)):
        candidates = [c for c in candidates if not _DELEGATING.search(c.texts[0])] or list(candidates)
    if any(_TO_SOMEONE_ELSE.search(c) for c in split(text)):
        candidates = [c for c in candidates if not _ONESELF.search(c.texts[0])] or list(candidates)
    if not any(ch.isalnum() for ch in text):
        return _clarify(matcher, utterance, candidates, excluded=set())  # only someone else's words
    if (choice := _either_or(matcher, text, candidates)) is not None:
        return choice
    clauses = split(text)
    # a condition's no is a circumstance, refusing nothing: "if he won't help, I'm getting an ambulance"
    names = story_names(candidates)
    negated = [
        c
        for i, c in enumerate(clauses)
        if NEGATION.search(c)
        and not states_a_condition(c, followed=i < len(clauses) - 1)
        and not suggests(c, text)  # "shouldn't we ring the coastguard?"
    ]
    if (question := asked_with_a_no(matcher, text, negated, candidates, names)) is not None:
        return question
    if not negated:
        decision = matcher.match(text, candidates)
        decision, to_the_face = said_through_the_narrator(matcher, decision, text, candidates)
        if to_the_face:
            return decision
        if (main := main_clause(text)) is not None and content(main[0]):
            decision = said_around_a_time(matcher, decision, main, candidates)
        elif (met := deed_once_met(matcher, decision, text, candidates)) is not None:
            decision = met
        elif (for_why := deed_for_a_purpose(text)) is not None and content(for_why):
            decision = said_for_a_purpose(matcher, decision, for_why, candidates)
        elif (deed := deed_after_a_remark(clauses)) is not None:
            alone = match_respecting_refusal(matcher, deed, candidates, choose_the_other=choose_the_other)
            names_it = alone.matched and says_a_word_of(deed, alone.key, candidates)
            decision = said_after_a_remark(decision, alone, names_it)
        if decision.matched and only_says_no(next(c for c in candidates if c.key == decision.key)):
            # "twenty pounds is twenty pounds" is no "Not for twenty, not for two hundred.": a line that
            # says no to nothing does not take an option that only says no
            return decision.asked()
        return decision
    kept = frozenset(re.findall(r"[\w']+", " ".join(c.texts[0] for c in candidates).casefold()))
    positive = [c for c in clauses if not NEGATION.search(c) and content(c, names, kept)]
    refusing = {c.key for c in candidates if is_refusing(c)}
    # a no that only calls someone ("nah Rosa") is bare: the name picks no target
    excluded: set[str] = set().union(
        *(_negated_targets(matcher, c, candidates, refusing) for c in negated if not _only_calls(c, names))
    )
    # the offer turned down in so many words ("not agreeing to any of that" took off *Agree to the terms*)
    declined_in_words = any(accepting_option(c.texts[0]) for c in candidates if c.key in excluded)
    bare_no = any(not content(clause) or _only_calls(clause, names) for clause in negated)
    if bare_no:
        # A bare "no" / "nah" turns down the offer on the table: never the option that accepts it.
        excluded |= {c.key for c in candidates if accepting_option(c.texts[0]) and c.key not in refusing}
    rest = " ".join(positive)
    if positive:
        whole = matcher.match(rest, candidates, strict=True)  # the rest of the line, over every option
        # …which may name outright an option the no took off — even when it took every one off: "don't
        # grab, just shake the Dreamies" beside *Lunge for him* and *Shake the Dreamies packet*
        if named := named_outright(matcher, rest, whole, negated, candidates, excluded, bare_no=bare_no):
            excluded.discard(named)
    remaining = [c for c in candidates if c.key not in excluded]
    if not remaining:
        return _clarify(matcher, utterance, candidates, excluded)
    if positive:
        decision = matcher.match(rest, remaining, strict=True)
        if (both := both_say_the_refusal(matcher, negated, whole, candidates, refusing)) is not None:
            return both
        if (
            decision.matched
            and not names_the_refused(whole, excluded)
            and (bare_no or not refusal_made_the_lead(whole, excluded, negated, candidates))
        ):
            if bare_no and (thanks := _no_thanks_said(utterance, decision, remaining)) is not None:
                return thanks
            return what_the_no_asserts(matcher, decision, rest, negated, remaining, candidates) or decision
        if bare_no and (declined := _reason_for_no(decision, refusing, remaining, _REASON_BARS)):
            return declined
        if (left := the_one_left(matcher, rest, whole, remaining, excluded)) is not None:
            return left
        if not bare_no and (
            the_no := what_the_no_asserts(matcher, decision, rest, negated, remaining, candidates)
        ):
            return the_no
        return decision.model_copy(update={"outcome": "clarify", "key": None, "reason": "negated"})
    if excluded and (first := first_things_first(matcher, text, negated, remaining)) is not None:
        return first
    if put_off and not bare_no:
        # "I'll give granny the apples later": put off, not refused — nor a reason to leave
        return _clarify(matcher, utterance, remaining, excluded)
    # A line that turned the offer down (a bare "no", or it took off the option that accepts the offer) may
    # take a bare "Refuse"; one that turned something else down ("I won't haggle") needs a word of it.
    offer_refused = bare_no or any(accepting_option(c.texts[0]) for c in candidates if c.key in excluded)
    decision = matcher.match(text, remaining, strict=not offer_refused)
    if bare_no and not decision.matched:
        # a refusal said wholly in idioms ("no thanks, you can keep your cash" reads "no, you can no"):
        # its own words say which way of saying no it is ("I don't want your money.")
        decision = matcher.match(utterance, remaining)
        if not decision.matched and keeps_back(utterance) and (held := _the_one_refusal(decision, refusing)):
            return held
    if (
        declined_in_words
        and not decision.matched
        and (declined := _reason_for_no(decision, refusing, remaining, ((0.0, DECLINED_MIN_LEAD),)))
    ):
        return declined
    # an option that takes the stance a negated clause takes is what it says: "say nothing and put my hand
    # up for guilty" is *Keep quiet and vote guilty anyway*
    labels = [c.texts[0] for c in remaining]
    taking = {i for clause in negated for i in taking_stance(line_stance(clause), labels)}
    asserted = {
        c.key
        for i, c in enumerate(remaining)
        if asserts(c, negated, candidates)
        or (c.key in refusing and any(_says_the_same_no(c, n) for n in negated))
        or i in taking
    }
    if decision.matched and (
        decision.key in asserted
        or (
            decision.key in refusing
            and not near_the_refused(decision.key, negated, candidates)
            and not refuses_its_deed(next(c for c in remaining if c.key == decision.key), negated)
        )
    ):
        return decision
    if not decision.matched and (with_others := the_other_company(decision, remaining, negated)) is not None:
        return with_others
    if (
        choose_the_other
        and not bare_no
        and (other := _the_other_of_two(matcher, negated, candidates, remaining, names)) is not None
    ):
        return other
    if choose_the_other and not bare_no and excluded and (left := far_ahead(matcher, text, remaining)):
        return left
    if not excluded and not bare_no and _said_with_a_no(decision, negated):
        return decision
    return _clarify(matcher, utterance, remaining, excluded)


_NO_THANKS = re.compile(r"\bno,? thank(?:s|s a lot|s all the same| you)\b|\bthanks,? but no\b")


def _no_thanks_said(
    utterance: str, decision: IntentDecision, remaining: Sequence[IntentCandidate]
) -> IntentDecision | None:
    """A "no thanks" where an option says "No thank you" itself and the rest of the line was matched to
    another, weakly: the line may be that no, or the deed it adds — asked, not guessed ("that's kind but no
    thanks, we'll find the real ones" beside *No thank you, Mr Pennock* and *Go and find Kieran, the DJ*;
    "no thanks, I'll go and find Kieran" names him clearly and goes)."""
    if decision.score >= STRONG_MATCH_SCORE or not _NO_THANKS.search(normalise(utterance).casefold()):
        return None
    thanks = [
        c for c in remaining if c.key != decision.key and _NO_THANKS.search(normalise(c.texts[0]).casefold())
    ]
    if len(thanks) != 1:
        return None
    asked = [o for o in decision.options if o.key in (decision.key, thanks[0].key)]
    return decision.model_copy(
        update={"outcome": "clarify", "key": None, "reason": "negated", "options": asked}
    )


STRONG_MATCH_SCORE = 0.5
STRONG_MATCH_MARGIN = 0.25


def _said_with_a_no(decision: IntentDecision, negated: Sequence[str]) -> bool:
    """A line whose no turns nothing down (it took no option off) and that is not the player's own no
    (:data:`_WILLED`), matched clearly to one option: the no is part of what it says — a reason ("hang up
    there's no time for this" → *Tell him to hang up*) or the option's own words ("JOSH HOLD ON TO THE RAIL
    DONT LET GO"). Without the bar on a willed no, "don't unwrap it" was read as *Pocket it without
    unwrapping it* where the set asks. Session 43: first contact +2, no wrong action."""
    return (
        decision.matched
        and decision.score >= STRONG_MATCH_SCORE
        and decision.margin >= STRONG_MATCH_MARGIN
        and not any(_WILLED.search(clause) for clause in negated)
    )


_NOT_WANTING_A_THING = re.compile(
    r"\b(?:want|need|like|fancy)\s+(?:the|this|that|these|those|your|his|her|their|a|an|any)\b", re.IGNORECASE
)
"""Not wanting a thing ("I don't want this note") says no to the thing, not to a deed done with it."""
OTHER_OF_TWO_LEAD = 0.1
"""How much nearer every negated clause (as said, and without its cue) must be to the option it turns down
than to the other of two, for the line to choose that other."""


def _the_other_of_two(
    matcher: IntentMatcher,
    negated: Sequence[str],
    candidates: Sequence[IntentCandidate],
    remaining: Sequence[IntentCandidate],
    names: frozenset[str],
) -> IntentDecision | None:
    """Of two options, a line that only turns one down ("I'm not going home yet" to *Go in* or *Turn around
    and go home*; "not Ain Tilla" to *Ain Tilla* or *Bir Aslaf*) chooses the other — where each negated
    clause sits clearly nearer the one it turns down (:data:`OTHER_OF_TWO_LEAD`) and not only by a name it
    shares with it ("I'm not hiding this from Idris" shares only *Idris* with *Go straight to Idris*: the
    hiding is the other option)."""
    if len(candidates) != 2 or len(remaining) != 1:
        return None
    (other,) = remaining
    (refused,) = (c for c in candidates if c.key != other.key)
    names = content_words(" ".join(names))  # stemmed as the clause's words are
    scores: list[RankedOption] = []
    for clause in negated:
        said = content(clause)
        if not said:
            continue
        words = content_words(said)
        shared = words & content_words(" ".join(refused.texts))
        if shared and shared <= names and words - names:
            return None
        if _NOT_WANTING_A_THING.search(clause) and not words & content_words(refused.texts[0].split()[0]):
            return None  # "I don't want this note" refuses the note, not *Hand the note to Mr Pryce*
        for way in both_ways(clause):
            ranked = {o.key: o for o in matcher.rank(way, candidates)}
            no, yes = ranked[refused.key].score, ranked[other.key].score
            if no < matcher.likely_score or no - yes < OTHER_OF_TWO_LEAD:
                return None
            scores.append(ranked[other.key])
    if not scores:
        return None
    best = max(scores, key=lambda o: o.score)
    return IntentDecision(
        outcome="matched", key=other.key, score=best.score, margin=best.score, options=(best,)
    )


def _either_or(
    matcher: IntentMatcher, text: str, candidates: Sequence[IntentCandidate]
) -> IntentDecision | None:
    """A line that names two options joined by "or" ("should I tell the captain or ask the old woman?",
    "hide or shine the lamp?") weighs them; it chooses neither: the player is asked between the two."""
    parts = [p for p in _EITHER_OR.split(text) if content(p)]
    if len(parts) < 2 or _ULTIMATUM.search(text):
        return None
    named: list[str] = []
    for part in parts:
        ranked = matcher.rank(part, candidates)
        if ranked and ranked[0].score >= matcher.likely_score and ranked[0].key not in named:
            named.append(ranked[0].key)
    if len(named) < 2:
        return None
    weighed = [c for c in candidates if c.key in named]
    options = matcher.rank(text, weighed)
    return IntentDecision(outcome="clarify", score=options[0].score, reason="ambiguous", options=options)


def _says_the_same_no(candidate: IntentCandidate, clause: str) -> bool:
    """One of the option's texts says no to a word the negated ``clause`` says, and its texts say every word
    of the clause ("I'm not touching that cable": *Leave it alone*, whose examples are "don't touch
    anything" and "leave the cable alone" — but "I won't touch the rock" is no word of it about the rock)."""
    said = content_words(content(clause))
    if not said or not said <= content_words(" ".join(candidate.texts)):
        return False
    return any(
        NEGATION.search(part) is not None and bool(said & content_words(content(part)))
        for text in candidate.texts
        for part in split(normalise(text))
    )


_AN_ANSWER_NO = re.compile(r"^\W*(?:no|nah|nope|naw)\b", re.IGNORECASE)


def _only_calls(clause: str, names: frozenset[str]) -> bool:
    """A no answered to someone by name ("no thanks Barry", "nah mate"): what it says beside the no only
    calls whoever it is said to, so the no is bare, a no to the offer on the table (``names``: the story's,
    lower case). "not Ain Tilla" refuses what is named."""
    return _AN_ANSWER_NO.match(clause) is not None and all(
        word in names or word in TITLES for word in content(clause).split()
    )


def _negated_targets(
    matcher: IntentMatcher, clause: str, candidates: Sequence[IntentCandidate], refusing: set[str]
) -> set[str]:
    """The options a negated clause is about: the best fit for its content, and close non-refusing ones."""
    if not content(clause):
        return set()
    targets: set[str] = set()
    # An option that is itself negative ("Admit you have no ticket…", or "Stay put" whose line is "I do not
    # move a muscle") is what "I've no ticket" or "don't move" asserts, not what it refuses: it stays.
    candidates = [
        c
        for c in candidates
        if not says_no_itself(c)
        and not lets_go_of(c, clause)
        and not keeps_off(c, clause)
        and not (puts_off(clause) and does_first(c))
        and not in_other_company(c, (clause,))
    ]
    # …and so is an option that takes the stance the clause takes ("don't say a word about it" keeps quiet:
    # it is "Keep it quiet", not what it refuses)
    taking = taking_stance(line_stance(clause), [c.texts[0] for c in candidates])
    candidates = [c for i, c in enumerate(candidates) if i not in taking]
    if not candidates:
        return targets
    if not _WILLED.search(clause):
        # A fact said with a not ("can't see a thing", "I've never been here", "there's no one about")
        # refuses only an option that says what it says: a word of it, or a synonym.
        shares = overlap_scores(content(clause), [c.texts for c in candidates])
        return {c.key for c, share in zip(candidates, shares, strict=True) if share > 0}
    # Embeddings barely see the negation, so the clause as said and without its cue both point at the target.
    ways = both_ways(clause)
    # an option that says this very no in its own words ("don't touch anything" of "Leave it alone") is what
    # the clause asserts, whichever way it is said: "I'm not touching that cable" refuses the splicing
    own_no = {c.key for c in candidates if c.key in refusing and _says_the_same_no(c, clause)}
    for said in ways:
        ranked = matcher.rank(said, [c for c in candidates if c.key not in own_no])
        if not ranked:
            continue
        best = ranked[0]
        if said != ways[-1] and best.key in refusing:
            continue  # "I can't take you" said with its cue sits by "Refuse": what it asserts, not refuses
        if best.key in refusing and not _shares_a_word(
            clause, next(c for c in candidates if c.key == best.key)
        ):
            # "don't open it" sits by "Leave it" (the sentence model hears "… it"): a no to a deed is what
            # leaving it be says, never a no to leaving it be — unless it names its words ("not leaving it")
            continue
        # A lower bar than for taking an option: anything the player may mean by "not X" is off the table.
        if best.score < matcher.likely_score * 0.75:
            continue
        targets.add(best.key)
        targets |= {
            r.key for r in ranked if r.score >= best.score - matcher.min_margin and r.key not in refusing
        }
    return targets


def _shares_a_word(clause: str, candidate: IntentCandidate) -> bool:
    """The clause says a word (or a synonym) of the option's texts, a final e aside ("leaving" is "Leave")."""
    mates = synonym_mates()
    said = content_words(content(clause))
    said = said.union(*(mates.get(w, frozenset()) for w in said))
    own = content_words(" ".join(candidate.texts))
    return bool({w.removesuffix("e") for w in said} & {w.removesuffix("e") for w in own})


MIN_REASON_SCORE = 0.25
"""How close the reason after a bare "no" must be to the one refusing option for the two to agree on it."""
DECLINED_MIN_LEAD = 0.05
"""How far ahead of the next option left the one refusing option must be, for a line that turned the offer
down in words to take it (session 45: first contact +1, nothing else changed; with a bare "no" counted as
turning it down too, 2 more wrong actions: "no i'm not haggling with you" is no *Refuse*) — or for a bare
no's reason that is nearest it at a score under :data:`MIN_REASON_SCORE` but at least 0.2 ("no way, Hannah
would murder me" → *Refuse*, 0.23: first contact +1, nothing else changed)."""


_REASON_BARS = ((MIN_REASON_SCORE, 0.0), (0.2, DECLINED_MIN_LEAD))
"""(score, lead) bars for a bare no's reason: either one passed will do."""


def _reason_for_no(
    decision: IntentDecision,
    refusing: set[str],
    remaining: Sequence[IntentCandidate],
    bars: Sequence[tuple[float, float]],
) -> IntentDecision | None:
    """A bare "no" and a reason ("nah, I'm knackered", "nope, I'm going home"): the reason alone matched
    nothing clearly, but when the one option left that refuses or leaves is also the reason's closest, the
    "no" and the reason agree on it (:data:`_REASON_BARS`). Also (with no bar on the score, a lead of
    :data:`DECLINED_MIN_LEAD`) a line that turned the offer down in so many words ("nope. not agreeing to any
    of that" took *Agree to the terms* off the table) and is nearest the one option left that refuses:
    *Refuse the terms*. ``bars``: (score, lead) pairs, any one of which the option must pass."""
    left = [c.key for c in remaining if c.key in refusing]
    if len(left) != 1 or not decision.options or decision.options[0].key != left[0]:
        return None
    best = decision.options[0]
    runner_up = decision.options[1].score if len(decision.options) > 1 else 0.0
    if not any(best.score >= score and best.score - runner_up >= lead for score, lead in bars):
        return None
    return IntentDecision(
        outcome="matched",
        key=best.key,
        score=best.score,
        margin=round(best.score - runner_up, 4),
        options=decision.options,
    )


def _the_one_refusal(decision: IntentDecision, refusing: set[str]) -> IntentDecision | None:
    """The one option among ``decision``'s that refuses, taken: a bare no that keeps what it is asked for
    ("lol no. case stays w me") says the refusal left once the option that hands it over is off (*"Not a
    chance."*, not *Give it*), as a bare "no" alone does. Session 48: tuning +2, no wrong action."""
    left = [o for o in decision.options if o.key in refusing]
    if len(left) != 1:
        return None
    return IntentDecision(outcome="matched", key=left[0].key, score=left[0].score, options=decision.options)


def _clarify(
    matcher: IntentMatcher, utterance: str, candidates: Sequence[IntentCandidate], excluded: set[str]
) -> IntentDecision:
    kept = [c for c in candidates if c.key not in excluded]
    options = matcher.rank(utterance, kept) if kept else ()
    best = options[0].score if options else 0.0
    return IntentDecision(outcome="clarify", score=best, reason="negated", options=options)
