"""Offline intent matching: free text → one of the options available now, or a request to clarify."""

from taleweaver.intent.candidate import IntentCandidate, IntentDecision, RankedOption
from taleweaver.intent.clauses import negates
from taleweaver.intent.encoder import (
    Encoder,
    EncoderError,
    EncoderUnavailable,
    MiniLMEncoder,
    locate_model_dir,
)
from taleweaver.intent.matcher import (
    DEFAULT_MEAN_WEIGHT,
    DEFAULT_MIN_MARGIN,
    DEFAULT_MIN_SCORE,
    IntentMatcher,
)
from taleweaver.intent.refusal import is_refusing, match_respecting_refusal

__all__ = [
    "DEFAULT_MEAN_WEIGHT",
    "DEFAULT_MIN_MARGIN",
    "DEFAULT_MIN_SCORE",
    "Encoder",
    "EncoderError",
    "EncoderUnavailable",
    "IntentCandidate",
    "IntentDecision",
    "IntentMatcher",
    "MiniLMEncoder",
    "RankedOption",
    "is_refusing",
    "locate_model_dir",
    "match_respecting_refusal",
    "negates",
]
