"""Where a need is met: "I could do with a drink" is a way to the bar, "I'm starving" to the kitchen.

A player often says why they would go rather than where: the need, not the room. A sentence model barely
links "a drink" with a link called "south" whose passage is the Bar, and the synonym table
(:mod:`taleweaver.intent.synonyms`) must not make "drink" and "bar" the same word (a line that names the bar
is not one that drinks). So this table goes one way only: from the words of a need to the places that meet
it, read by the matcher only for options that go somewhere (a map move, a link that is a way, an option that
starts walking) — where the place is named in the option's own texts, in what follows it (the passage a
link leads to) or in its context (the place's description). Written for taleweaver from common English.
Pure.
"""

from __future__ import annotations

import re
from functools import cache

from taleweaver.intent.lexical import content_words

NEEDS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("drink", "thirsty", "beer", "ale", "pint", "wine", "whisky", "thirst"),
     ("bar", "pub", "tavern", "inn", "saloon", "taproom", "alehouse", "cellar")),
    (("eat", "food", "hungry", "starving", "famished", "snack", "meal", "dinner", "breakfast", "supper"),
     ("kitchen", "galley", "dining", "canteen", "larder", "pantry", "restaurant", "tavern", "inn", "mess")),
    (("tea", "coffee", "cuppa", "kettle", "cocoa"),
     ("kitchen", "galley", "cafe", "tearoom", "parlour", "canteen")),
    (("sleep", "tired", "rest", "nap", "exhausted", "knackered", "sleepy", "bed"),
     ("bedroom", "bed", "bunk", "berth", "cabin", "dormitory", "inn", "quarters", "chamber")),
    (("wash", "bath", "toilet", "loo", "bathe", "shower"),
     ("bathroom", "washroom", "bath", "privy", "lavatory", "toilet")),
    (("coat", "cloak", "jacket", "hat", "umbrella"), ("cloakroom", "hall", "wardrobe", "closet")),
    (("read", "book", "books", "research"), ("library", "study", "bookshop", "archive", "archives")),
    (("pray", "prayer", "worship"), ("chapel", "church", "shrine", "temple", "altar")),
    (("air", "outside", "fresh"), ("garden", "yard", "deck", "courtyard", "balcony", "street", "outside")),
    (("warm", "cold", "freezing"), ("fire", "fireplace", "hearth", "kitchen", "stove")),
)  # fmt: skip


@cache
def _table() -> dict[str, frozenset[str]]:
    table: dict[str, set[str]] = {}
    for needs, places in NEEDS:
        for word in content_words(" ".join(needs)):
            table.setdefault(word, set()).update(content_words(" ".join(places)))
    return {word: frozenset(places) for word, places in table.items()}


def places_for(words: frozenset[str]) -> frozenset[str]:
    """The places (word stems) that meet the needs among ``words`` (stems, as
    :func:`taleweaver.intent.lexical.content_words` gives them)."""
    table = _table()
    return frozenset().union(*(table.get(word, frozenset()) for word in words))


_FED_UP = re.compile(r"\b(?:tired|sick|weary|bored) of\b", re.IGNORECASE)
"""Being fed up is no need: "I'm so tired of school" wants no bed."""


def places_needed(text: str) -> frozenset[str]:
    """The places that meet the needs ``text`` says ("I could do with a drink" → the bar, the pub…); being
    tired *of* something is no need for sleep."""
    return places_for(content_words(_FED_UP.sub(" fed up with ", text)))
