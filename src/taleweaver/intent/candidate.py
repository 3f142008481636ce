"""What the matcher is given and what it answers: an option the player may mean, and the decision.

Plain data (pydantic models) and the few facts about one option that the matcher's levers ask: is it terse,
does it say only its label. Pure; no encoder.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from taleweaver.intent.lexical import content_words


def plain_words(text: str) -> frozenset[str]:
    """The words of ``text``, lower-cased, a plural or third-person ``s`` dropped ("waves" → "wave")."""
    words = re.findall(r"[a-z]+", text.casefold())
    return frozenset(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words)


TERSE_WORDS = 2


_NAME = re.compile(r"(?<=[\w,;] )([A-Z][a-z']+)")


def names_in(text: str) -> frozenset[str]:
    """The names a text uses (a capitalised word inside a sentence: "Tell Theo what it means" → theo), lower
    case."""
    return frozenset(name.casefold().removesuffix("'s") for name in _NAME.findall(text))


def story_names(candidates: Sequence[IntentCandidate]) -> frozenset[str]:
    """The names the options use (a capitalised word inside a sentence: "Granny", "Ash", "Brann"), lower
    case."""
    return frozenset().union(*(names_in(t) for c in candidates for t in c.texts + c.follows))


def said_aloud(candidate: IntentCandidate) -> bool:
    """The option is a thing said, in quotation marks (an ink choice like ``"He drinks on the job."``): a
    statement about someone else may be that choice."""
    return candidate.texts[0].lstrip()[:1] in {'"', "\u201c", "\u201e", "\u00ab", "'", "\u2018"}


def terse(candidate: IntentCandidate) -> bool:
    """An option whose own words say little: a label of at most :data:`TERSE_WORDS` content words and no
    example lines (its texts are the label, and perhaps that label said in the first person)."""
    return len(candidate.texts) <= 2 and len(content_words(candidate.texts[0])) <= TERSE_WORDS


def says_only_its_label(candidate: IntentCandidate) -> bool:
    """Every text of the option says its label's words and no others: the label alone (an ink choice), or
    the label and the same said in the first person ("hang" and "I'll hang", a storyline action imported
    from a Twine link). Examples or a map move's "go to <place>" add words, and so another vector."""
    own = content_words(candidate.texts[0])
    return all(content_words(text) <= own for text in candidate.texts[1:])


ClarifyReason = Literal["empty_input", "no_candidates", "low_score", "ambiguous", "negated", "off_topic"]
"""Why a line was not acted on; ``off_topic``: it sits closer to small talk than to any option."""


class IntentCandidate(BaseModel):
    """One option the player may mean: a stable ``key`` for the caller, a ``label`` to show, texts to match.

    Texts are stripped; blank ones are dropped.
    """

    model_config = ConfigDict(frozen=True)

    key: str = Field(min_length=1)
    label: str
    texts: tuple[str, ...] = Field(min_length=1)
    context: tuple[str, ...] = ()
    """Words about the option that are not ways to say it (a place's description): word overlap only."""
    follows: tuple[str, ...] = ()
    """What the story says right after the option is taken (an ink choice's output): what a terse label
    means. Blended into the option's cosine and its word overlap (:data:`DEFAULT_FOLLOW_WEIGHT`)."""

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

    def asked(self) -> IntentDecision:
        """The same scores, but asked rather than acted on (``clarify``, reason ``ambiguous``): what a rule
        that finds the line pulled two ways makes of a match."""
        return self.model_copy(update={"outcome": "clarify", "key": None, "reason": "ambiguous"})
