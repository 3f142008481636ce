"""Match a player's free text to one of the options available now, or ask them to clarify — never guess.

Each candidate carries the texts an author wrote for it (an action's description and examples, a map edge's
description and the scene name, a scene action's description). A candidate's score mixes the best cosine over
its texts with their mean; the matcher acts only when the best candidate is both good enough (``min_score``)
and clearly ahead of the runner-up (``min_margin``). Otherwise it returns a ``clarify`` decision with the
ranked options, for the caller to show. Pure apart from the encoder passed in; candidate texts are embedded
once and cached.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from typing import Literal

import numpy as np
from numpy.typing import NDArray
from pydantic import BaseModel, ConfigDict, Field, field_validator

from taleweaver.intent.encoder import Encoder

# Calibrated with all-MiniLM-L6-v2 on tests/intent/eval_story.py (40 should-match, 16 should-not-match
# utterances; tests/intent/test_calibration.py) and checked on the held-out set in bench.py. Where two options
# both fit, the leader is at most 0.095 ahead; right answers that win clearly lead by >= 0.11. Off-topic chat
# scores <= 0.28; the weakest right answers 0.35 (held out) and 0.40 (calibration set).
DEFAULT_MIN_SCORE = 0.32
DEFAULT_MIN_MARGIN = 0.10
DEFAULT_MEAN_WEIGHT = 0.5

ClarifyReason = Literal["empty_input", "no_candidates", "low_score", "ambiguous", "negated"]


class IntentCandidate(BaseModel):
    """One option the player may mean: a stable ``key`` for the caller, a ``label`` to show, texts to match.

    Texts are stripped; blank ones are dropped.
    """

    model_config = ConfigDict(frozen=True)

    key: str = Field(min_length=1)
    label: str
    texts: tuple[str, ...] = Field(min_length=1)

    @field_validator("texts")
    @classmethod
    def _no_blank_texts(cls, texts: tuple[str, ...]) -> tuple[str, ...]:
        kept = tuple(text.strip() for text in texts if text.strip())
        if not kept:
            raise ValueError("needs at least one non-blank text (a description or an example)")
        return kept


class RankedOption(BaseModel):
    model_config = ConfigDict(frozen=True)

    key: str
    label: str
    score: float


class IntentDecision(BaseModel):
    """``matched``: act on ``key``. ``clarify``: take no action, show ``options`` (best first), ask again."""

    model_config = ConfigDict(frozen=True)

    outcome: Literal["matched", "clarify"]
    key: str | None = None
    score: float = 0.0
    margin: float = 0.0
    reason: ClarifyReason | None = None
    options: tuple[RankedOption, ...] = ()

    @property
    def matched(self) -> bool:
        return self.outcome == "matched"


class IntentMatcher:
    """Scores an utterance against candidates with a sentence :class:`Encoder`; decides match or clarify."""

    def __init__(
        self,
        encoder: Encoder,
        *,
        min_score: float = DEFAULT_MIN_SCORE,
        min_margin: float = DEFAULT_MIN_MARGIN,
        mean_weight: float = DEFAULT_MEAN_WEIGHT,
        cache_size: int = 8192,
    ) -> None:
        if not 0.0 <= mean_weight <= 1.0:
            raise ValueError(f"mean_weight must be within [0, 1], got {mean_weight}")
        if min_margin < 0.0:
            raise ValueError(f"min_margin must be >= 0, got {min_margin}")
        self.encoder = encoder
        self.min_score = min_score
        self.min_margin = min_margin
        self.mean_weight = mean_weight
        self._cache_size = cache_size
        self._cache: OrderedDict[str, NDArray[np.float32]] = OrderedDict()

    def prime(self, candidates: Sequence[IntentCandidate]) -> None:
        """Embed the candidates' texts now, so the next ``match`` only encodes the utterance."""
        self._text_vectors([text for c in candidates for text in c.texts], utterance=None)

    def rank(self, utterance: str, candidates: Sequence[IntentCandidate]) -> tuple[RankedOption, ...]:
        """Every candidate with its score for ``utterance``, best first (ties keep the given order)."""
        _check_unique_keys(candidates)
        if not candidates:
            return ()
        texts = [text for c in candidates for text in c.texts]
        query, vectors = self._text_vectors(texts, utterance=utterance.strip())
        assert query is not None
        cosines = vectors @ query
        scores: list[float] = []
        start = 0
        for candidate in candidates:
            own = cosines[start : start + len(candidate.texts)]
            start += len(candidate.texts)
            scores.append(float((1.0 - self.mean_weight) * own.max() + self.mean_weight * own.mean()))
        order = sorted(range(len(candidates)), key=lambda i: -scores[i])
        return tuple(
            RankedOption(key=candidates[i].key, label=candidates[i].label, score=round(scores[i], 4))
            for i in order
        )

    def match(self, utterance: str, candidates: Sequence[IntentCandidate]) -> IntentDecision:
        """``matched`` only when the best candidate reaches ``min_score`` and leads by ``min_margin``."""
        _check_unique_keys(candidates)
        if not any(ch.isalnum() for ch in utterance):
            unscored = tuple(RankedOption(key=c.key, label=c.label, score=0.0) for c in candidates)
            return IntentDecision(outcome="clarify", reason="empty_input", options=unscored)
        if not candidates:
            return IntentDecision(outcome="clarify", reason="no_candidates")
        options = self.rank(utterance, candidates)
        best = options[0]
        margin = best.score - (options[1].score if len(options) > 1 else 0.0)
        margin = round(margin, 4)
        if best.score < self.min_score:
            reason: ClarifyReason | None = "low_score"
        elif margin < self.min_margin:
            reason = "ambiguous"
        else:
            return IntentDecision(
                outcome="matched", key=best.key, score=best.score, margin=margin, options=options
            )
        return IntentDecision(
            outcome="clarify", score=best.score, margin=margin, reason=reason, options=options
        )

    def _text_vectors(
        self, texts: Sequence[str], *, utterance: str | None
    ) -> tuple[NDArray[np.float32] | None, NDArray[np.float32]]:
        """The utterance's vector (if any) and the vectors of ``texts``, encoding only what is not cached."""
        missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
        batch = ([utterance] if utterance is not None else []) + missing
        encoded = self.encoder.encode(batch) if batch else np.empty((0, 0), dtype=np.float32)
        query = encoded[0] if utterance is not None else None
        for text, vector in zip(missing, encoded[len(batch) - len(missing) :], strict=True):
            self._cache[text] = vector
        vectors = np.stack([self._cache[t] for t in texts]) if texts else np.empty((0, 0), dtype=np.float32)
        for text in texts:
            self._cache.move_to_end(text)
        while len(self._cache) > max(self._cache_size, len(texts)):
            self._cache.popitem(last=False)
        return query, vectors


def _check_unique_keys(candidates: Sequence[IntentCandidate]) -> None:
    seen: set[str] = set()
    for candidate in candidates:
        if candidate.key in seen:
            raise ValueError(
                f"duplicate intent candidate key {candidate.key!r}: keys must be unique per match"
            )
        seen.add(candidate.key)
