"""A fake sentence encoder: deterministic, instant, no model files — for tests of anything matching intents.

``HashingEncoder`` embeds a text as a hashed bag of its words and character trigrams, so texts that share
words (or word pieces: "sneak" / "sneaking") score high and unrelated texts near 0. It understands no
meaning — "buy a drink" and "order an ale" look unrelated to it — so write test utterances that share words
with the option they should pick. It satisfies :class:`taleweaver.intent.Encoder`; give it to the matcher::

    from taleweaver.intent import IntentMatcher
    from taleweaver.testing import HashingEncoder

    matcher = IntentMatcher(HashingEncoder())

``calls`` records every batch it was asked to encode, so tests can check what was (not) re-encoded.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

_WORD = re.compile(r"[a-z0-9]+")
# A few words carry no intent; dropping them keeps "go to the harbor" close to "the harbor".
_STOP_WORDS = frozenset(
    {"a", "an", "the", "to", "of", "and", "i", "my", "me", "you", "it", "is", "at", "on", "in"}
)
_EMPTY_FEATURE = "\x00empty"


class HashingEncoder:
    """Hashed bag of words + character trigrams, L2-normalised. Same text → same vector, in every process."""

    def __init__(self, dim: int = 512, *, trigram_weight: float = 0.5) -> None:
        if dim < 8:
            raise ValueError(f"dim must be at least 8, got {dim}")
        self.dim = dim
        self.trigram_weight = trigram_weight
        self.calls: list[list[str]] = []

    def encode(self, texts: Sequence[str]) -> NDArray[np.float32]:
        if isinstance(texts, str):
            raise TypeError("encode() takes a sequence of texts, not a single string")
        self.calls.append(list(texts))
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for feature, weight in self._features(text):
                index, sign = self._slot(feature)
                out[row, index] += sign * weight
            norm = float(np.linalg.norm(out[row]))
            if norm == 0.0:  # only when every feature cancelled out: fall back to the empty-text slot
                index, sign = self._slot(_EMPTY_FEATURE)
                out[row, index] = sign
                norm = 1.0
            out[row] /= norm
        return out

    def _features(self, text: str) -> list[tuple[str, float]]:
        words = _WORD.findall(text.lower())
        kept = [w for w in words if w not in _STOP_WORDS] or words
        if not kept:
            return [(_EMPTY_FEATURE, 1.0)]
        features = [(f"w:{word}", 1.0) for word in kept]
        for word in kept:
            padded = f"^{word}$"
            features += [(f"c:{padded[i : i + 3]}", self.trigram_weight) for i in range(len(padded) - 2)]
        return features

    def _slot(self, feature: str) -> tuple[int, float]:
        digest = hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest()
        value = int.from_bytes(digest, "little")
        return (value >> 1) % self.dim, (1.0 if value & 1 else -1.0)
