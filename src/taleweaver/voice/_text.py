"""Splitting a line into sentences, so synthesis can stream the first one early."""

from __future__ import annotations

import re

_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"'”’)]*\s+")


def sentences(text: str) -> list[str]:
    """Non-empty sentences of ``text`` (a text without end punctuation is one sentence)."""
    return [part.strip() for part in _SENTENCE_END.split(text.strip()) if part.strip()]


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
