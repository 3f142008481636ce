"""Splitting a line into sentences, so synthesis can stream the first one early."""

from __future__ import annotations

import re

_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"'”’)]*\s+")


def sentences(text: str) -> list[str]:
    """Non-empty sentences of ``text`` (a text without end punctuation is one sentence)."""
    return [part.strip() for part in _SENTENCE_END.split(text.strip()) if part.strip()]
