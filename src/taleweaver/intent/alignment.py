"""Word-by-word alignment: a second reading of a close call, from the sentence model's own word vectors.

A sentence vector is the mean of the vectors of the sentence's word pieces, each read in its sentence.
Two options a line scores almost alike by sentence (*Leave her at the salt mine* and *Splint the leg*, for
"abandon the camel here at the salt pits") can still differ plainly word by word: every piece of the line
finds its nearest piece in the option ("abandon" ~ "leave", "pits" ~ "mine"), every piece of the option its
nearest in the line, and the two averages make an F1 (as BERTScore does, without its IDF weights). The
matcher reads it only where the sentence vectors leave a small lead and nothing else objects (see
``close_calls.SecondReadings``); on its own it is right about three times in four, too rarely to act on.
"""

from __future__ import annotations

import numpy as np

from taleweaver.intent.encoder import TokenVectors

FUNCTION_WORDS = frozenset(
    [
        "the",
        "a",
        "an",
        "to",
        "of",
        "and",
        "or",
        "i",
        "ll",
        "you",
        "your",
        "my",
        "me",
        "it",
        "is",
        "be",
        "at",
        "in",
        "on",
        "for",
        "with",
        "this",
        "that",
    ]
)
"""Pieces that align with anything and say nothing of the deed."""


def content_pieces(tokens: TokenVectors) -> np.ndarray:
    """The vectors of a text's pieces that carry meaning: words and the rest of split words, not
    punctuation nor :data:`FUNCTION_WORDS` (all of them when none is left)."""
    pieces, vectors = tokens
    keep = [
        i
        for i, piece in enumerate(pieces)
        if piece.startswith("##") or (piece.isalnum() and piece not in FUNCTION_WORDS)
    ]
    return vectors[keep] if keep else vectors


def alignment(line: TokenVectors, text: TokenVectors) -> float:
    """The F1 of the greedy word alignment between ``line`` and ``text``: 0 when either has no piece."""
    a, b = content_pieces(line), content_pieces(text)
    if not len(a) or not len(b):
        return 0.0
    similarity = a @ b.T
    precision = float(similarity.max(axis=1).mean())
    recall = float(similarity.max(axis=0).mean())
    if precision + recall <= 0.0:
        return 0.0
    return 2 * precision * recall / (precision + recall)


def best_alignment(line: TokenVectors, texts: list[TokenVectors]) -> float:
    """How well ``line`` aligns with the best of an option's ``texts``."""
    return max((alignment(line, text) for text in texts), default=0.0)
