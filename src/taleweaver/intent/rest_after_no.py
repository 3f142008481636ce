"""What the rest of a line says after its no: the option the no itself asserts, one the no took off by sense
that the rest names outright, a refusal both clauses agree on, and when the rest names the refused option or
leads only because the no took its rival away. Used by :mod:`taleweaver.intent.refusal` once a line's
negated clauses and its rest are read apart (:mod:`taleweaver.intent.clauses`). Pure apart from the
matcher's encoder.
"""

from __future__ import annotations

from collections.abc import Sequence

from taleweaver.intent.candidate import IntentCandidate, IntentDecision, said_aloud
from taleweaver.intent.clauses import NEGATION, content
from taleweaver.intent.cues import accepting_option
from taleweaver.intent.deed_clause import ABOUT_SOMEONE_ELSE
from taleweaver.intent.lexical import content_words, overlap_scores
from taleweaver.intent.matcher import IntentMatcher
from taleweaver.intent.no_asserts import asserts
from taleweaver.intent.stances import stance_answer


def what_the_no_asserts(
    matcher: IntentMatcher,
    decision: IntentDecision,
    rest: str,
    negated: Sequence[str],
    remaining: Sequence[IntentCandidate],
    candidates: Sequence[IntentCandidate],
) -> IntentDecision | None:
    """The option that the line's no itself says, where the rest of the line (a reason, a remark) names no
    word of the option it was matched to: "no time for buckles, every second counts" is *Go out without the
    harness*, not *Wait for a lull* (which "every second counts" sits near by sense alone). A no that takes a
    stance (:mod:`taleweaver.intent.stances`) asserts the one option that takes it, where the rest of the line
    says a word of that option too ("measure away mate, we ain't budging") or none of the option it was
    matched to ("we're not leaving. eleven years dark means she's ours")."""
    stance = stance_answer(" ".join(negated), remaining)
    if stance is not None and stance.key != decision.key and says_a_word_of(rest, stance.key, candidates):
        return stance  # "measure away mate, we ain't budging": *'Measure all you like. We're not going…'*
    if says_a_word_of(rest, decision.key, candidates):
        return None
    if stance is not None and stance.key != decision.key:
        # the no takes a stance and the rest only gives a reason: "we're not leaving. eleven years dark means
        # she's ours" is *Refuse to leave*
        return stance
    said_no = matcher.match(" ".join(negated), remaining, strict=True)
    if not said_no.matched or said_no.key == decision.key:
        return None
    if decision.score - said_no.score >= REST_OUTWEIGHS_THE_NO:
        # "I can't do anything bare-handed, I need my box and my suit": the rest says its option plainly
        # (*Fetch your kit*), more plainly than the no says *"Nobody touch them!"*
        return None
    option = next(c for c in remaining if c.key == said_no.key)
    if option.texts[0].rstrip(" \"'”").endswith("?"):
        return None  # a question asserts nothing: "it's probably nothing" is not "Why so sure it's nothing?"
    return said_no if asserts(option, negated, candidates) else None


REST_OUTWEIGHS_THE_NO = 0.12
"""How much nearer the rest of a line must be to its option than the line's no is to the option it says, for
the rest to be taken over what the no says."""


def both_ways(clause: str) -> tuple[str, ...]:
    """A negated clause as said and without its negation cue (once, when the two are the same)."""
    return tuple(dict.fromkeys((clause, " ".join(NEGATION.sub(" ", clause).split()))))


def says_a_word_of(text: str, key: str | None, candidates: Sequence[IntentCandidate]) -> bool:
    """``text`` says a word of option ``key`` (or a synonym of one)."""
    option = next((c for c in candidates if c.key == key), None)
    return option is not None and overlap_scores(content(text), [option.texts])[0] > 0


NAMED_OUTRIGHT_LEAD = 0.2
"""How much nearer the rest of a line must be to an option the no took off than the no itself is, for that
option to be the one the line asks for: "no need to pay me, I'll mend the clock" — the no was about the
money, and took the mending off only by being near it."""


def named_outright(
    matcher: IntentMatcher,
    positive: str,
    decision: IntentDecision,
    negated: Sequence[str],
    candidates: Sequence[IntentCandidate],
    excluded: set[str],
    *,
    bare_no: bool,
) -> str | None:
    """The option the no took off that the rest of the line (``positive``, matched over every option:
    ``decision``) names outright: matched by it (score and lead), and far nearer to it than to any negated
    clause (:data:`NAMED_OUTRIGHT_LEAD`) — or, not the offer a bare no turned down, named in words the no
    says none of."""
    if not decision.matched or decision.key not in excluded:
        return None
    option = next(c for c in candidates if c.key == decision.key)
    if bare_no and accepting_option(option.texts[0]):
        return None
    if ABOUT_SOMEONE_ELSE.match(positive) and not (
        said_aloud(option) and content_words(positive) <= content_words(option.texts[0])
    ):
        # "don't hand him over, the captain will throw him off": a reason, not a deed asked for — unless it
        # is the option's own words ("I'm not apologising, it's Saturday night")
        return None
    refused = max(
        (
            next((o.score for o in matcher.rank(said, candidates) if o.key == decision.key), 0.0)
            for clause in negated
            if content(clause)
            for said in both_ways(clause)
        ),
        default=0.0,
    )
    if not bare_no and decision.score - refused >= NAMED_OUTRIGHT_LEAD:
        return decision.key
    # …or named in its words where the no says none of them: "no, I'm not turning round yet, I'll go and
    # look at the tree" took *Get out and look at the tree* off by sense alone
    in_words = says_a_word_of(positive, decision.key, candidates) and not any(
        says_a_word_of(clause, decision.key, candidates) for clause in negated
    )
    return decision.key if in_words else None


BOTH_SAY_LEAD = 0.15
"""How near the rest of a line must put an option that refuses to its best, when the no itself is that
option, for the two clauses to agree on it."""


def both_say_the_refusal(
    matcher: IntentMatcher,
    negated: Sequence[str],
    decision: IntentDecision,
    candidates: Sequence[IntentCandidate],
    refusing: set[str],
) -> IntentDecision | None:
    """A no that is itself an option that refuses ("i dont wanna hear it" by "Decline to hear his excuses
    and go back to the stall"), and a rest that, matched over every option (``decision``), puts that option
    first or close behind its best ("back to the stall", nearest "Go back to Suri's stall"): the two clauses
    agree on it, where the rest alone names only half of what the player said."""
    said_no_to = set()
    for clause in negated:
        if not content(clause):
            continue
        ranked = matcher.rank(clause, candidates)
        if ranked and ranked[0].key in refusing and ranked[0].score >= matcher.likely_score:
            said_no_to.add(ranked[0].key)
    if len(said_no_to) != 1 or not decision.options:
        return None
    (key,) = said_no_to
    top = decision.options[0].score
    near = next((o for o in decision.options if o.key == key), None)
    if near is None or near.score < matcher.likely_score or top - near.score > BOTH_SAY_LEAD:
        return None
    others = tuple(o for o in decision.options if o.key != key)
    lead = near.score - (others[0].score if others else 0.0)
    return IntentDecision(
        outcome="matched",
        key=key,
        score=near.score,
        margin=round(max(lead, 0.0), 4),  # chosen by two clauses, not by its own lead
        options=(near, *others),
    )


def names_the_refused(whole: IntentDecision, excluded: set[str]) -> bool:
    """The rest of a line that said no (``whole``: matched over every option) names, above all, an option
    the no took off: "no shining the lamp, the lamp would scare it off" names the lamp, and what is left is
    not what the player asked for — asked about, never another option."""
    return bool(whole.options) and whole.options[0].key in excluded


def refusal_made_the_lead(
    whole: IntentDecision, excluded: set[str], negated: Sequence[str], candidates: Sequence[IntentCandidate]
) -> bool:
    """The rest of the line was torn between its best option and the one the no took off, and the no says
    no word of that one: only the no's sense put it off the table ("let him go, I'm not dying for a sponge
    cake" is torn between *Get in front of him* and *Save yourself*, and "dying" sits near "save yourself"
    by sense alone) — what is left leads only because the no took the other away, so it is asked about, not
    taken. A no that names what it refuses ("we're not cancelling, just hold the curtain") makes the lead."""
    if whole.reason != "ambiguous" or len(whole.options) < 2 or whole.options[1].key not in excluded:
        return False
    return not any(says_a_word_of(clause, whole.options[1].key, candidates) for clause in negated)
