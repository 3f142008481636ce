"""Who the story's people are, so a player may name them by what they do: "sort out the reporter" is "sort
out Theo" where Theo Marsh is "A reporter from the Coast Herald".

A person's roles are the role words of a small hand-written table found in their name's title ("Dr.",
"Constable", "Captain") or in the first clause of their description; a role word the player says ("the
reporter", "that journalist", "the doc") stands for the one person of the story who has it, and is said by
name before the line is matched. Two people with one role, or none, and the line is left as said. Written
for taleweaver from common English. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from functools import cache, lru_cache

from taleweaver.intent.candidate import IntentCandidate
from taleweaver.intent.clauses import NEGATION

ROLES: tuple[tuple[str, ...], ...] = (
    ("reporter", "journalist", "hack"),
    ("doctor", "doc", "dr", "medic"),
    ("nurse",),
    ("vet",),
    ("police officer", "policeman", "policewoman", "constable", "cop", "copper"),
    ("inspector", "detective"),
    ("captain", "skipper", "cap'n"),
    ("pilot",),
    ("driver",),
    ("engineer", "mechanic"),
    ("chef", "head chef"),
    ("cook",),
    ("judge",),
    ("foreman", "forewoman", "foreperson"),
    ("usher",),
    ("clerk",),
    ("guard", "security guard", "watchman"),
    ("guide",),
    ("intern",),
    ("apprentice",),
    ("gardener",),
    ("surveyor",),
    ("farmer",),
    ("vicar", "reverend", "priest", "rev"),
    ("abbot",),
    ("monk", "brother"),
    ("sponsor",),
    ("arbiter", "referee", "ref"),
    ("champion", "champ"),
    ("thief", "crook", "burglar"),
    ("countess",),
    ("bellboy", "porter"),
    ("concierge",),
    ("secretary",),
    ("scientist", "volcanologist"),
    ("critic", "reviewer"),
    ("auctioneer",),
    ("dealer", "antiques dealer", "art dealer"),
    ("professor", "prof", "academic", "lecturer"),
    ("student", "undergrad"),
    ("detectorist", "metal detectorist"),
    ("understudy",),
    ("producer",),
    ("actor", "actress", "leading man", "leading lady"),
    ("flyman",),
    ("coastguard",),
    ("landlady", "landlord", "publican", "barman", "barmaid", "bartender"),
    ("waiter", "waitress"),
    ("receptionist",),
    ("teacher", "headmistress", "headmaster", "head teacher"),
    ("archaeologist",),
    ("curator",),
    ("librarian",),
    ("mayor",),
    ("baker",),
    ("shopkeeper",),
    ("fisherman",),
    ("dishwasher",),
    ("stowaway",),
    ("host", "presenter", "dj"),
    ("deckhand",),
    ("mate", "first mate"),
    ("widow",),
    ("bride",),
    ("groom",),
    ("best man",),
    ("councillor",),
    ("artist",),
    ("attendant",),
    ("snowboarder",),
    ("keeper", "lighthouse keeper"),
    ("owner",),
    ("founder",),
    ("seller", "vendor", "trader"),
    ("kid", "child", "boy", "girl", "little one", "nipper"),
    # kin: "Walter's daughter" is who "his daughter" and "the daughter" mean, in a story with one
    ("daughter",),
    ("son",),
    ("wife",),
    ("husband",),
    ("mother", "mum", "mom"),
    ("sister",),
    ("grandson",),
    ("granddaughter",),
    ("nephew",),
    ("niece",),
    # animals a story names ("Minerva, the tawny owl who has lived up there…"): "give the owl a biscuit"
    ("owl",),
    ("parrot",),
    ("goat",),
    ("dog", "pup", "puppy", "hound", "mutt"),
    ("cat", "kitten", "moggy"),
    ("horse", "pony", "mare", "stallion"),
    ("camel",),
    ("badger",),
)
"""Groups of words for one role; each group's first word names it. A person's description may say any of
them, and the player any other."""

_TITLES: Mapping[str, str] = {
    "dr": "doctor",
    "doctor": "doctor",
    "constable": "police officer",
    "officer": "police officer",
    "captain": "captain",
    "capt": "captain",
    "inspector": "inspector",
    "detective": "inspector",
    "chef": "chef",
    "reverend": "vicar",
    "rev": "vicar",
    "father": "vicar",
    "brother": "monk",
    "councillor": "councillor",
    "nurse": "nurse",
    "judge": "judge",
}
_HONORIFICS = frozenset(
    {"mr", "mrs", "ms", "miss", "mx", "sir", "lady", "lord", "old", "young", "granny", "nana"}
)
_CHILD = re.compile(r"\b(?:(?:[a-z]+-)?year-old|teenage|toddler)\b")
_FIRST_CLAUSE = re.compile(r"[:;.]|\bwho\b|\bwhose\b|\bthat\b|\bfrom\b|\bwith\b")


_NOT_A_NAME = frozenset(_TITLES) | _HONORIFICS
"""The words before a name that are no part of what the options call the person."""


@cache
def _role_of_word() -> dict[str, str]:
    return {word: group[0] for group in ROLES for word in group}


@cache
def _role_groups() -> dict[str, tuple[str, ...]]:
    """Each role (its group's first word) to every word for it."""
    return {group[0]: group for group in ROLES}


@cache
def _role_words() -> str:
    """Every role word and phrase as one alternation, the longest first ("head chef" before "chef")."""
    return "|".join(map(re.escape, sorted(_role_of_word(), key=len, reverse=True)))


@cache
def _said_role() -> re.Pattern[str]:
    return re.compile(rf"\b(?P<role>{_role_words()})s?\b")


_THE = r"(?:the|that|this|your|our|my|ur|yon|his|her|their)"


@cache
def _said_the_role() -> re.Pattern[str]:
    """ "the reporter", "that old doc" — not "the skipper's" (a place)."""
    return re.compile(
        rf"\b{_THE}\s+(?:(?:old|young|little|poor|new|nice)\s+)?(?P<role>{_role_words()})\b(?!'s)",
        re.IGNORECASE,
    )


@cache
def _said_the_roles_own() -> re.Pattern[str]:
    """ "the guide's bags": what the options may call "Idris's bags" (said so only where they do)."""
    return re.compile(
        rf"\b{_THE}\s+(?:(?:old|young|little|poor|new|nice)\s+)?(?P<role>{_role_words()})'s\b", re.IGNORECASE
    )


@lru_cache(maxsize=1024)  # a story's people: the same few on every turn
def roles_of(name: str, description: str) -> frozenset[str]:
    """The roles (each group's first word) a person's title and the first clause of their description
    name: "Dr. Ingrid Hallvard" is a doctor; "A reporter from the Coast Herald" a reporter; "A nine-year-old
    in pyjamas" a kid."""
    found: set[str] = set()
    for word in re.findall(r"[a-z]+", name.casefold())[:1]:
        if word in _TITLES:
            found.add(_TITLES[word])
    first = _FIRST_CLAUSE.split(description.casefold(), maxsplit=1)[0]
    words = _role_of_word()
    found.update(words[m.group("role")] for m in _said_role().finditer(first))
    if _CHILD.search(first) and not re.search(
        r"\b(?:[2-9]\d|1[3-9]|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)", first
    ):
        found.add("kid")
    return frozenset(found)


_APPOSITIONS = (
    re.compile(
        r"\b(?P<name>[A-Z][a-z]+(?: [A-Z][a-z]+)?), (?:the|a|an|our|your|their) "
        r"(?P<what>[a-z-]+(?: [a-z-]+){0,3})"
    ),
    re.compile(r"\b[Tt]he (?P<what>[a-z-]+(?: [a-z-]+){0,2}), (?P<name>[A-Z][a-z]+(?: [A-Z][a-z]+)?)\b"),
)
"""A name and then what they are ("Bruno Kessler, the engineer"), and what and then the name ("the engineer,
Bruno"): each read on its own, so "at the head of the table, Walter Pruitt, the foreman" is not read as a
table called Walter."""


@lru_cache(maxsize=64)  # a story's text: the same on every turn
def people_in_text(texts: tuple[str, ...]) -> tuple[tuple[str, frozenset[str]], ...]:
    """The people a story's text introduces by an apposition ("the voice of Bruno Kessler, the engineer";
    "the engineer, Bruno"), with the roles it gives them: what a story with no character files (a Twine
    import) says of its people."""
    found: dict[str, set[str]] = {}
    for text in texts:
        for pattern in _APPOSITIONS:
            for m in pattern.finditer(text):
                if roles := roles_of("", m.group("what")):
                    found.setdefault(m.group("name"), set()).update(roles)
    return tuple((name, frozenset(roles)) for name, roles in sorted(found.items()))


def called(name: str) -> str:
    """What a person is called in the story's options: the name without its title or honorific ("Dr. Ingrid
    Hallvard" → "Ingrid Hallvard")."""
    words = name.split()
    while len(words) > 1 and words[0].casefold().strip(".") in _NOT_A_NAME:
        words = words[1:]
    return " ".join(words)


def option_words(candidates: Iterable[IntentCandidate]) -> frozenset[str]:
    """Every word the options say, lower case: a person is named by the options where one of these is
    their name ("Idris's" names Idris, and says "idris's" and "idris")."""
    said = [w for c in candidates for t in c.texts + c.follows for w in re.findall(r"[a-z']+", t.casefold())]
    return frozenset(said) | frozenset(w.removesuffix("'s") for w in said)


def said_by_name(line: str, people: Iterable[tuple[str, frozenset[str]]], named: Iterable[str]) -> str:
    """``line`` with "the ROLE" said as the one person of ``people`` (name, roles) who has that role, where
    one of their names is among ``named`` (the words the options use, lower case): "first I need to sort out
    the reporter" → "first I need to sort out Theo". Unchanged where no role word is said, or two people
    share it."""
    if left_as_said(line):
        # a person said by role in a refusal is left as said: their name would pull the refusal onto every
        # option that names them ("I don't want to scare the poor kid" is no promise made to Tomo) — but
        # only in the clause that says no ("I can't handle this alone, I need the doctor with me")
        return said_clause_by_clause(line, lambda part: said_by_name(part, people, named))
    holders: dict[str, set[str]] = {}
    said_names = frozenset(named)
    for name, roles in people:
        shown = [w for w in called(name).split() if w.casefold().strip(".'") in said_names]
        if not shown:
            continue
        for role in roles:
            # one person met twice (a character file and the text's "Gilbert Thorne, the critic") is one
            holders.setdefault(role, set()).add(" ".join(shown))
    if not holders:
        return line
    words = _role_of_word()

    def by_name(m: re.Match[str]) -> str:
        role = words.get(m.group("role").casefold())
        who = holders.get(role) if role else None
        return next(iter(who)) if who is not None and len(who) == 1 else m.group(0)

    def by_their_name(m: re.Match[str]) -> str:
        said = by_name(m)
        return f"{said}'s" if said != m.group(0) and f"{said.casefold()}'s" in said_names else m.group(0)

    return _said_the_roles_own().sub(by_their_name, _said_the_role().sub(by_name, line))


_WORD_NAMES = frozenset(
    (
        "will", "may", "rose", "hope", "mark", "bill", "dot", "grace", "faith", "joy", "pat", "sue",
        "don", "art", "jack", "nick", "rob", "sandy", "frank", "ray", "dawn", "june", "april", "summer",
        "ruby", "amber", "holly", "ivy", "iris", "lily", "daisy", "poppy", "sky", "hunter", "chase",
        "gene", "guy", "max", "miles", "rich", "reed", "cliff", "glen", "dale", "wade", "carol", "bob",
        "penny", "robin", "jay", "drew", "pierce", "lane", "dean", "major", "king", "earl", "duke",
        "baker", "cook", "smith", "fisher", "taylor", "miller", "porter", "mason", "page", "hall",
        "bell", "sage", "cash", "hardy", "young", "long", "brown", "green", "white", "black", "gray",
        "grey", "stone", "wood", "moss",
    )
)  # fmt: skip
"""First and last names that are also everyday words: "will" and "dot" in a line are rarely the person."""


def said_by_role(line: str, people: Iterable[tuple[str, frozenset[str]]], named: Iterable[str]) -> str:
    """``line`` with a person said by name as "the ROLE" where the options call them only by that role and
    no one else has it ("i agree with walter" → "i agree with the foreman" for "Side with the foreman" in a
    story whose text says "Walter Pruitt, the foreman"): the other way round from :func:`said_by_name`. A
    name that is also an everyday word counts only with its capital ("Dot", not "dot"); a refusal is left as
    said."""
    if left_as_said(line):
        return said_clause_by_clause(line, lambda part: said_by_role(part, people, named))
    said_words = frozenset(named)
    people = list(people)
    holders: dict[str, int] = {}
    for _, roles in people:
        for role in roles:
            holders[role] = holders.get(role, 0) + 1
    groups = _role_groups()
    for name, roles in people:
        words = [w for w in called(name).split() if len(w) > 2 and w.isalpha()]
        if not words or any(w.casefold() in said_words for w in words):
            continue  # the options name them: said as said
        used = {
            next(w for w in groups[role] if w in said_words)
            for role in roles
            if holders.get(role) == 1 and any(w in said_words for w in groups[role])
        }
        if len(used) != 1:
            continue
        (role_word,) = used
        pattern = "|".join(
            re.escape(w) if w.casefold() not in _WORD_NAMES else f"(?-i:{re.escape(w)})" for w in words
        )
        line = re.sub(
            rf"\b(?:{pattern})(?:\s+(?:{pattern}))?\b", f"the {role_word}", line, flags=re.IGNORECASE
        )
    return line


def as_the_options_name(line: str, people: Iterable[tuple[str, frozenset[str]]], named: Iterable[str]) -> str:
    """``line`` with each person said as the options say them: by name where they name them
    (:func:`said_by_name`), by role where they only give the role (:func:`said_by_role`)."""
    people, named = list(people), frozenset(named)
    return said_by_role(said_by_name(line, people, named), people, named)


_PUNCTUATION = re.compile(r"([,;.!?]+|\s[-–—]\s|\bbut\b)")


def said_clause_by_clause(line: str, say: Callable[[str], str]) -> str:
    """``line`` with ``say`` applied to each clause that holds no negation (the others left as said)."""
    parts = _PUNCTUATION.split(line)
    if len(parts) == 1:
        return line
    return "".join(part if i % 2 or left_as_said(part) else say(part) for i, part in enumerate(parts))


_LEFT_ALONE = re.compile(r"\bleave (?:the \w+|him|her|them|it) (?:alone|be|in peace)\b", re.IGNORECASE)
"""Leaving someone alone is no deed done with them: "leave the dog alone and get back to work" keeps "the dog"
as said (by name, Pepper, it pulled the line onto *Let Pepper sniff*)."""


def left_as_said(text: str) -> bool:
    """A line (or clause) whose people stay as said: it says no, or leaves someone alone."""
    return NEGATION.search(text) is not None or _LEFT_ALONE.search(text) is not None
