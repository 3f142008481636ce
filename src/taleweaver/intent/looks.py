"""Who the player means by how they describe someone: "talk to the old woman who's knitting" is "talk to
Gillies" in a story whose text says "Mrs Gillies is putting her knitting away"; "shout up to the wee lass in
the pink helmet" is Isla, "An eight-year-old in a pink helmet".

A person's *face* is the words the story says of them: their character file's description, and every
sentence of the story's text that names them and no one else. A line that says "the" and a word for a person
("woman", "bloke", "kid", …) with words of how they look or what they do ("in the camel coat", "who's
knitting", "the knitting lady") is said with the name of the one person those words fit best — their
description first, then what the text says of them — where one fits better than anyone else and the options
name them. Words that fit anyone ("old", "little", "poor") and words of a name are not looks. A line that
says no is left as said, as :mod:`taleweaver.intent.people` leaves it. Written for taleweaver from common
English. Pure.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from taleweaver.intent.candidate import IntentCandidate, IntentDecision
from taleweaver.intent.lexical import content_words
from taleweaver.intent.people import called, left_as_said, option_words, said_clause_by_clause

_PERSON = (
    r"(?:woman|man|lady|bloke|guy|fella|feller|fellow|chap|lad|lass|lassie|girl|boy|kid|child|gent|gentleman"
    r"|youngster|teenager|teen|dude|geezer)"
)
_WORDS = r"[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}"
_LOOK = re.compile(
    rf"\b(?:the|that|this|yon)\s+(?P<pre>(?:[a-z][a-z-]*\s+){{0,3}}?){_PERSON}\b"
    rf"(?P<post>\s+(?:in|with|wearing|holding|carrying|by|near|from)\s+"
    rf"(?:(?:the|a|an|his|her|their|that|those)\s+)?{_WORDS}"
    r"|\s+who(?:'s|\s+is|\s+was)?\s+[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)?",
    re.IGNORECASE,
)
"""A person said by how they look: "the bloke in the camel coat", "that knitting lady", "the old woman who's
knitting"."""

_ANYONE = frozenset(
    content_words(
        "old young little wee poor big nice good new other same elderly older younger small lovely dear "
        "grumpy upset worried nervous scared angry crying sad"
    )
)
"""Words that fit anyone: not how one person looks (a mood changes from scene to scene)."""

_HONORIFIC_NAME = re.compile(r"\b(?:Mr|Mrs|Ms|Miss|Dr|Mx)\.? [A-Z][a-z]+(?:-[A-Z][a-z]+)?\b")
_SENTENCE = re.compile(r"(?<=[.!?])[\"'”’]?\s+|\n+")


class Face(NamedTuple):
    """What a story says of one person, as stemmed content words: ``described`` by their character file,
    ``seen`` in the sentences of its text that name them and no one else."""

    described: frozenset[str] = frozenset()
    seen: frozenset[str] = frozenset()

    def __or__(self, other: object) -> Face:
        if not isinstance(other, Face):
            return NotImplemented
        return Face(self.described | other.described, self.seen | other.seen)


def faces(described: tuple[tuple[str, str], ...], texts: tuple[str, ...]) -> tuple[tuple[str, Face], ...]:
    """Each person's :class:`Face`: ``described`` (name, description) — the character files — and everyone
    the text calls "Mr", "Mrs", "Dr" …, with the words of every sentence of ``texts`` that names them and no
    one else (by a word of their name, capitalised, that no one else's name has: Isla and Hamish Grant are
    not named by "Grant"); their own name's words left out."""
    people = dict(described)
    for text in texts:
        for m in _HONORIFIC_NAME.finditer(text):
            people.setdefault(m.group(0), "")
    names = {name: [w for w in called(name).split() if len(w) > 2 and w[:1].isupper()] for name in people}
    shared = Counter(w for words in names.values() for w in set(words))
    naming = {
        name: re.compile(rf"\b(?:{'|'.join(map(re.escape, own))})\b")
        for name, words in names.items()
        if (own := [w for w in words if shared[w] == 1])
    }
    seen: dict[str, list[str]] = {name: [] for name in naming}
    for sentence in (s for text in texts for s in _SENTENCE.split(text) if s.strip()):
        # a sentence that names two people ("Hamish holds Isla's pink helmet") says of neither which is whose
        if len(named := [name for name, pattern in naming.items() if pattern.search(sentence)]) == 1:
            seen[named[0]].append(sentence)
    return tuple(
        (
            name,
            Face(
                content_words(people[name]) - content_words(name),
                content_words(" ".join(seen[name])) - content_words(name),
            ),
        )
        for name in naming
    )


def said_by_look(line: str, people: Iterable[tuple[str, Face]], candidates: Sequence[IntentCandidate]) -> str:
    """``line`` with each person said by how they look said by the name the options (``candidates``) call
    them, where one person of ``people`` (name, face) fits those words better than anyone else
    (:func:`_most_alike`); unchanged otherwise. Words of anyone's name are no looks ("this Ashworth bloke" is
    said by name already), and a look an option says is left as said: "wave the tractor bloke down" is *Flag
    down the tractor*, whoever drives it."""
    if left_as_said(line):
        return said_clause_by_clause(line, lambda part: said_by_look(part, people, candidates))
    people = list(people)
    said_names = option_words(candidates)
    offered = content_words(" ".join(t for c in candidates for t in c.texts))
    shown = [
        (" ".join(words), face)
        for name, face in people
        if (words := [w for w in called(name).split() if w.casefold().strip(".'") in said_names])
    ]
    if not shown:
        return line
    names = frozenset().union(*(content_words(name) for name, _ in people))

    def by_name(m: re.Match[str]) -> str:
        looks = content_words(f"{m.group('pre')} {m.group('post') or ''}") - _ANYONE - names
        who = _most_alike(looks, shown) if looks and not looks & offered else None
        return who if who is not None else m.group(0)

    return _LOOK.sub(by_name, line)


def _most_alike(looks: frozenset[str], people: Sequence[tuple[str, Face]]) -> str | None:
    """The one person who fits ``looks`` best: most of them in their description, then in what the text
    says of them; None where no one fits any, or two fit as well."""
    fits = sorted(
        (((len(looks & f.described), len(looks & f.seen)), name) for name, f in people), reverse=True
    )
    if not fits or fits[0][0] == (0, 0) or (len(fits) > 1 and fits[1][0] == fits[0][0]):
        return None
    return fits[0][1]


_OWNED = re.compile(r"\b([A-Z][a-z]+)'s\s+[a-z]")
"""A thing or place said by its owner: "Baz's truck", "Walter's patch"."""
_ANYWHERE = frozenset(content_words("back up down away round over out off front side end way top bottom"))
"""Words of where anything is: no part of what a person owns."""
OWNER_LEAD = 0.15
"""The owner's option is within this much of the best one (the matcher asked between them)."""


def the_owners(
    text: str,
    decision: IntentDecision,
    people: Iterable[tuple[str, Face]],
    candidates: Sequence[IntentCandidate],
) -> IntentDecision | None:
    """Where the matcher asked between its two leading options about a line that says a thing or place by its
    owner ("back to Baz's truck", "head over to Walter's patch"), the one of the two whose label says words of
    the owner's character description ("The chase-car driver, … in a pickup truck": *The Chase Car*; "who
    has worked plot fourteen for forty-one years": *Plot Fourteen*); ``None`` otherwise — where no one or two
    people are called so, their description says nothing of either option or of both, or the two are far
    apart. Only the character file counts: what a sentence of the text says near a name is too loose."""
    if decision.matched or decision.reason != "ambiguous" or len(decision.options) < 2:
        return None
    owners = {m.group(1) for m in _OWNED.finditer(text)}
    owned = [(name, face) for name, face in people if owners & set(called(name).split())]
    if len(owned) != 1:
        return None
    name, face = owned[0]
    words = face.described - _ANYONE - _ANYWHERE - content_words(name)
    labels = {c.key: c.texts[0] for c in candidates}
    first, second = decision.options[:2]
    if first.score - second.score > OWNER_LEAD:
        return None
    theirs = [o for o in (first, second) if content_words(labels.get(o.key, "")) & words]
    if len(theirs) != 1:
        return None
    (it,) = theirs
    return IntentDecision(
        outcome="matched",
        key=it.key,
        score=it.score,
        margin=round(abs(first.score - second.score), 4),
        options=(it, *(o for o in decision.options if o.key != it.key)),
    )
