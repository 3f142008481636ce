"""Word overlap between a player's line and each option's texts, weighted by how rare a word is among them.

The sentence encoder sees meaning but blurs names and rare nouns ("the Barnacle", "Hesper's", "tarpaulin");
a word the player shares with exactly one option is strong evidence for it. Each option's score is the share
of the line's content words (stemmed, stop words dropped) found in its texts, each word weighted by its
inverse frequency among the options of the turn: a word every option has counts for little, a word only one
option has counts most. A line sharing no words scores 0, so off-topic chat gains nothing. Pure.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import cache, lru_cache

from taleweaver.intent.synonyms import GROUPS

_STOP = frozenset((
    "a", "an", "the", "to", "of", "and", "or", "but", "if", "so", "at", "on", "in", "into", "onto", "out",
    "off", "over", "for", "from", "with", "by", "as", "is", "are", "was", "were", "be",
    "been", "am", "do", "does", "did", "doing", "done", "have", "has", "had", "i", "i'm", "i'll", "i'd",
    "i've", "me", "my", "mine", "we", "we'll", "us", "our", "you", "you're", "your", "yours",
    "he", "him", "his", "she", "her", "it", "it's", "its", "they", "them", "their", "this", "that", "these",
    "those", "there", "here", "what", "what's", "which", "who", "whom", "whose", "when", "where", "why",
    "how", "not", "no", "yes", "all", "any", "some", "just", "now", "then", "too", "very", "can", "could",
    "would", "should", "will", "shall", "may", "might", "must", "let", "let's", "go", "going", "get", "got",
    "please", "okay", "oh", "well", "like", "want", "really", "one", "about", "need", "think", "know",
    "mean", "maybe", "thing", "before", "until", "till"
))  # fmt: skip
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


@lru_cache(maxsize=16384)
def stem(word: str) -> str:
    """A crude suffix stripper: enough to make "sneaking", "sneaks" and "sneaked" meet at "sneak"."""
    for suffix, replacement in (("ies", "y"), ("ing", ""), ("ly", ""), ("ed", ""), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)] + replacement
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        word = word[:-1]  # "stopp(ing)" → "stop"
    return word


def first_content_word(text: str) -> str | None:
    """The stem of the first word of ``text`` that carries content ("I'll hang up my cloak" → "hang")."""
    for word in _WORD.findall(text.casefold().replace("’", "'")):
        word = word.removesuffix("'s")
        if word not in _STOP and len(word) > 1:
            return stem(word)
    return None


_AS_ONE_WORD = re.compile(r"\bwithout (?:making )?(?:a |any )?(?:sound|noise|peep)\b|\bon tiptoe\b")
"""A manner said in a phrase is the word it means: "Climb down without a sound" says "quietly" as surely
as "Call down softly" says it, so "sneak down real quiet" finds it in both, not in the softly one only."""


def content_words(text: str) -> frozenset[str]:
    """The stems of the words of ``text`` that carry content (possessive 's dropped; a manner said in a
    phrase, "without a sound", as its word, "quietly")."""
    text = _AS_ONE_WORD.sub("quietly", text.casefold().replace("’", "'"))
    words = (w.removesuffix("'s") for w in _WORD.findall(text))
    return frozenset(stem(w) for w in words if w not in _STOP and len(w) > 1)


@cache
def synonym_mates() -> dict[str, frozenset[str]]:
    """Each stemmed word of the synonym table (:mod:`taleweaver.intent.synonyms`) to its group-mates."""
    index: dict[str, set[str]] = {}
    for group in GROUPS:
        stems = {stem(w) for w in group}
        for s in stems:
            index.setdefault(s, set()).update(stems - {s})
    return {word: frozenset(mates) for word, mates in index.items()}


def overlap_scores(
    utterance: str, option_texts: Sequence[Sequence[str]], *, synonym_share: float = 0.0
) -> list[float]:
    """For each option (its texts), the idf-weighted share of the utterance's content words it contains; a
    word it lacks but has a synonym of (:mod:`taleweaver.intent.synonyms`) counts ``synonym_share``."""
    said = content_words(utterance)
    bags = [frozenset().union(*(content_words(t) for t in texts)) for texts in option_texts]
    if not said or not bags:
        return [0.0] * len(bags)
    n = len(bags)
    mates = synonym_mates() if synonym_share else {}

    def idf(word: str) -> float:
        df = sum(word in bag for bag in bags)
        return math.log(1.0 + n / df) if df else math.log(1.0 + n)

    def found(word: str, bag: frozenset[str]) -> float:
        if word in bag:
            return 1.0
        return synonym_share if mates.get(word, frozenset()) & bag else 0.0

    weights = {w: idf(w) for w in said}
    total = sum(weights.values())
    return [sum(weights[w] * found(w, bag) for w in said) / total for bag in bags]
