"""What a line's no says of each option, beyond taking it off the table: an option may say the no itself
("Stay put", whose line is "I do not move a muscle"), let go of what the no names ("forget the walkie" is *Put
the walkie down and answer the phone*) or go in the company the no refused the other of ("not going out there
on my own"); a way out may be near what was refused by a word of it, and a refusing option's own first deed
may be what the no refuses ("I'm not leaving that thing live" is no *Leave it dripping*). Called by
:mod:`taleweaver.intent.refusal`. Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence

from taleweaver.intent.answers import opens_with
from taleweaver.intent.candidate import IntentCandidate, IntentDecision, story_names
from taleweaver.intent.clauses import NEGATION, content, normalise, reluctant, split
from taleweaver.intent.cues import says_no
from taleweaver.intent.deed_clause import REMARK
from taleweaver.intent.lexical import content_words, first_content_word, overlap_scores
from taleweaver.intent.ways import company


def only_says_no(candidate: IntentCandidate) -> bool:
    """Every clause of the option's label says no ("Not for twenty, not for two hundred.", "Never!"); "No.
    Keep it burning." also says what to do."""
    label = candidate.texts[0]
    clauses = split(normalise(label))
    return opens_with(label) == "no" and bool(clauses) and all(says_no(clause) for clause in clauses)


_THE_PLAYER_DOES = re.compile(r"^\W*(?:i|we)\b[^.!?]*", re.IGNORECASE)
"""The first sentence of what follows an option, when it says what the player does ("I do not move a
muscle."), not how the world is ("The lift is not at the ground floor.")."""


def says_no_itself(candidate: IntentCandidate) -> bool:
    """The option's label says no, or the first sentence of what follows it says the player does not do
    something ("Stay put": "I do not move a muscle"). "See to the lift" followed by "The lift is not at the
    ground floor" is no negative option: "forget the lift" refuses it."""
    return says_no(candidate.texts[0]) or any(
        (deed := _THE_PLAYER_DOES.match(text)) is not None and says_no(deed.group())
        for text in candidate.follows[:1]
    )


_LETTING_GO = re.compile(
    r"\b(?:put|set|lay) (?:the |your |his |her |their |that )?([\w']+) (?:down|aside|away)\b"
    r"|\b(?:drop|forget about|forget|ditch|abandon|ignore) (?:the |your |his |her |their |that )?([\w']+)"
    r"|\b(?:leave|let) (?:the |your |his |her |their |that )?([\w']+) (?:be|alone)\b",
    re.IGNORECASE,
)


def lets_go_of(candidate: IntentCandidate, clause: str) -> bool:
    """The option puts down, drops, forgets or leaves be a thing the negated clause names: what "forget the
    walkie" says, not what it refuses ("Put the walkie down and answer the phone"); "don't bother with the
    alarm" is *Leave the alarm be and go to the fire door*."""
    named = content_words(content(clause))
    return any(content_words(" ".join(found)) & named for found in _LETTING_GO.findall(candidate.texts[0]))


_TOLD_NOT_TO = re.compile(
    r"^\W*(?:(?:whatever you do|please|and|just|oi|hey)\W+)*(?:do not|don'?t|dont|you'?re not|you are not"
    r"|youre not|ur not|you'?re never|nobody'?s|nobody is|no ?one'?s|no ?one is)\b",
    re.IGNORECASE,
)
"""A no told to someone: "do NOT go down that gully", "you're not touching my dashboard"."""
_KEEPS_OFF = re.compile(
    r"^\W*(?:tell|ask|warn|order|get)\s+(?:[\w']+\s+){1,2}(?:to\s+)?(?:stay|keep|get)\s+(?:off|away|out|clear"
    r"|back)\b|^\W*keep\s+(?:[\w']+\s+){1,2}(?:away from|off|out of|clear of|back from)\b"
    r"|^\W*(?:tell|warn|order)\s+(?:[\w']+\s+){1,2}not to\b",
    re.IGNORECASE,
)
"""An option that keeps someone off something: "Tell him to stay off the gully", "Keep her away from the
dashboard"."""


def keeps_off(candidate: IntentCandidate, clause: str) -> bool:
    """The option keeps someone off what a no told to them names: what "do NOT go down that gully, Cal" says
    (*Tell him to stay off the gully*), not what it refuses."""
    return (
        _TOLD_NOT_TO.match(clause) is not None
        and _KEEPS_OFF.match(candidate.texts[0]) is not None
        and bool(content_words(content(clause)) & content_words(candidate.texts[0]))
    )


def near_the_refused(key: str, negated: Sequence[str], candidates: Sequence[IntentCandidate]) -> bool:
    """A way out that says a word of what was refused ("no, I'm not fetching granny" and "Go back inside
    Granny Ash's cottage"): the no pointed at it by that word, not at leaving."""
    option = next(c for c in candidates if c.key == key)
    said = " ".join(content(clause) for clause in negated)
    return overlap_scores(said, [option.texts])[0] > 0


_WHEN_WORDS = frozenset({"now", "tonight", "today", "tomorrow", "yet", "again", "anymore", "later", "soon"})
"""Words of when: "nobody's going up that hill tonight" says no to the hill, whichever option says
"tonight" — when is no deed of its own."""


_PARTICLES = frozenset({"off", "up", "down", "out", "in", "on", "away", "back", "over", "about"})
"""The small words a verb takes ("called off", "get off"): a no that shares only one with an option's deed
does not refuse the deed."""


def _first_deed_clause(clauses: Sequence[str], names: frozenset[str]) -> str:
    """The first clause of a label, past a name called out before it ("Josh!" of "Josh! Hold on to the rail
    and don't let go!")."""
    called = re.sub(r"\W+", " ", clauses[0]).strip().casefold()
    return clauses[1] if len(clauses) > 1 and called in names else clauses[0]


def asserts(
    candidate: IntentCandidate, negated: Sequence[str], candidates: Sequence[IntentCandidate] = ()
) -> bool:
    """The option is what the negated clauses say: its label says no ("Admit you have no ticket"), or the
    first line of what follows it says no to the same thing ("don't move" → "Stay put", whose line is "I do
    not move a muscle"), not to something else ("don't buy the chart" is not "Buy the chart" because its
    line goes on "…so don't come crying to me")."""
    if says_no(candidate.texts[0]):
        # "I'm not showing you my ticket" refuses "Show … your ticket"; it does not admit to having none: a
        # word of the clause that this option lacks and another option has says which deed is refused
        said_no_to = " ".join(content(clause) for clause in negated)
        refused = content_words(said_no_to) - _WHEN_WORDS
        own = content_words(" ".join(candidate.texts))
        others = content_words(" ".join(t for c in candidates if c.key != candidate.key for t in c.texts))
        # nor says no to the deed the option first does: "Go, then. I won't stop you." is not what "I'm not
        # letting you go out there alone" says (but "That's your job, not mine" opens with a remark, and
        # "Ellie, don't move" with a name)
        names = story_names(candidates)
        first = _first_deed_clause(split(reluctant(normalise(candidate.texts[0]))), names)
        deed = content(first, names)
        if NEGATION.search(first) or REMARK.match(first) is not None or not deed:
            return not (refused - own) & others
        # word for word (a light verb the overlap skips: "go", not a particle: "nobody's called anything off"
        # is no "get off the phone") or as the overlap stems it ("unwrapping")
        refuses_its_deed = bool((set(said_no_to.split()) - _PARTICLES) & set(deed.split())) or bool(
            content_words(said_no_to) & content_words(deed)
        )
        return not (refused - own) & others and not refuses_its_deed
    if any(keeps_off(candidate, clause) for clause in negated):
        return True
    # going without someone refused is going with them: "not going out there on my own" is *Shout for Dr.
    # Marsh and go after Walter together* (and "I'm not going with you" is *Go alone*)
    if in_other_company(candidate, negated):
        return True
    # words that carry content, not "him" ("i'm not lying to him" is no *Lie* whose line is "I tell him it
    # holds nothing but shirts")
    said = content_words(" ".join(content(clause) for clause in negated))
    for text in candidate.follows[:1]:
        for clause in split(normalise(text)):
            if NEGATION.search(clause) and said & content_words(content(clause)):
                return True
    return False


def refuses_its_deed(candidate: IntentCandidate, negated: Sequence[str]) -> bool:
    """A negated clause says no to the very deed the option opens with: "I'm not leaving that thing live" is
    no *Leave it dripping…*, refusing option though it is (the stems of a word and its "-ing" may differ by
    an "e": "leav" and "leave")."""
    deed = first_content_word(candidate.texts[0])
    if deed is None:
        return False
    said = {w for clause in negated for w in content_words(clause)}
    return any(
        w == deed or (min(len(w), len(deed)) >= 4 and (w.startswith(deed) or deed.startswith(w)))
        for w in said
    )


def in_other_company(candidate: IntentCandidate, negated: Sequence[str]) -> bool:
    """The option goes in the company the negated clauses refused the other of: with someone where the player
    will not go on their own, alone where they will not go with them (:func:`ways.company`)."""
    refused = {company(clause) for clause in negated} - {None}
    return len(refused) == 1 and (its := company(candidate.texts[0])) is not None and its not in refused


def the_other_company(
    decision: IntentDecision, remaining: Sequence[IntentCandidate], negated: Sequence[str]
) -> IntentDecision | None:
    """The one option left that goes in the other company, taken: "not going out there on my own" is *Shout
    for Dr. Marsh and go after Walter together* where the sentence model found nothing near enough."""
    other = [c.key for c in remaining if in_other_company(c, negated)]
    if len(other) != 1:
        return None
    score = next((o.score for o in decision.options if o.key == other[0]), 0.0)
    return IntentDecision(outcome="matched", key=other[0], score=score, options=decision.options)
