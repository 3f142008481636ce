"""Splitting a line into sentences, so synthesis can stream the first one early."""

from __future__ import annotations

import re

_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"'”’)]*\s+")


MAX_PART = 200
"""Longest piece handed to a synthesizer at once: a long line without punctuation would otherwise
be one huge synthesis (seconds of CPU and hundreds of MB for one unbroken run)."""


def sentences(text: str, *, limit: int = MAX_PART) -> list[str]:
    """Non-empty sentences of ``text`` (a text without end punctuation is one sentence), none longer
    than ``limit`` characters: a longer one is cut after a clause, else between words, else anywhere."""
    parts = [part.strip() for part in _SENTENCE_END.split(text.strip()) if part.strip()]
    return [piece for part in parts for piece in bounded(part, limit)]


def bounded(text: str, limit: int = MAX_PART) -> list[str]:
    """``text`` in pieces of at most ``limit`` characters, cut at the last clause mark or space that fits."""
    pieces = []
    while len(text) > limit:
        window = text[:limit]
        cut = max(window.rfind(mark) for mark in ",;:—")
        if cut < limit // 3:
            cut = window.rfind(" ")
        if cut < limit // 3:
            cut = limit - 1
        pieces.append(text[: cut + 1].strip())
        text = text[cut + 1 :].strip()
    if text:
        pieces.append(text)
    return [piece for piece in pieces if piece]


_CLAUSE = re.compile(r"(?<=[,;:—])\s+")


def speakable_parts(text: str, *, min_words: int = 4) -> list[str]:
    """Sentences, with the first one split after its first clause (a comma…) of ``min_words`` or more.

    The first audio of a line then waits only for a short clause, not a long first sentence.
    """
    parts = sentences(text)
    if not parts:
        return parts
    clauses = _CLAUSE.split(parts[0], maxsplit=1)
    if len(clauses) == 2 and len(clauses[0].split()) >= min_words and len(clauses[1].split()) >= 2:
        return [clauses[0], clauses[1], *parts[1:]]
    return parts
