"""Second readings of a close call: where the sentence lead alone is too small to act on, the line is read
again — word by word against the best option and its rival (:mod:`taleweaver.intent.alignment`), and by a
second sentence model trained apart from the first (:mod:`taleweaver.intent.e5`). The matcher
(:class:`~taleweaver.intent.matcher.IntentMatcher`) asks them only about close calls and only once nothing
else objects; they never pick an option of their own, they agree with the lead or not. Pure apart from the
encoder, which gives the word vectors (:class:`TokenEncoder`) and the second model (:class:`SecondOpinion`)
where it has them; what they compute is kept for the last ``cache_size`` texts.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TypeVar

import numpy as np
from numpy.typing import NDArray

from taleweaver.intent.alignment import alignment, best_alignment
from taleweaver.intent.candidate import IntentCandidate, RankedOption
from taleweaver.intent.clauses import NEGATION
from taleweaver.intent.encoder import Encoder, SecondOpinion, TokenEncoder, TokenVectors, unquoted
from taleweaver.intent.lexical import content_words
from taleweaver.intent.offtopic import OFF_TOPIC

DEFAULT_ALIGNED_LEAD = 0.15
ALIGNED_MIN_MARGIN = 0.05
"""A best option that leads by less than ``min_margin`` but at least :data:`ALIGNED_MIN_MARGIN` is acted on
when, word by word (intent/alignment.py), the line aligns with it this much better than with the option it
leads, and nothing else objects: "abandon the camel here at the salt pits" (*Leave her at the salt mine*,
0.09 ahead of *Splint the leg*), "retire for the night" (*Go to bed*). Session 44: tuning +12 with one more
wrong action, first contact +7, held-out unchanged; each reading alone is right about three times in four
where the other is close (session 40 measured the alignment alone as a tie-break)."""
ALIGNED_MIN_SCORE = 0.22
"""…and so is a best option scoring below ``min_score`` but at least this much: "jettison the cargo" is *Cut
the salt loose* (0.24). Opened without the word reading, the same floor acted on four off-hand lines
wrongly ("lovely shawl, did you knit it yourself?")."""
ALIGNED_MIN_WORDS = 2
"""A line of fewer content words gives the word reading too little to overrule the bar or the small-talk
gate with: "sup", read "what's up", aligns with *Yes, chef*'s "what do you need"."""
CHAT_ALIGNED_LEAD = 0.05
CHAT_LINES_READ = 5
"""A line the small-talk gate holds is let past it where it aligns as :data:`DEFAULT_ALIGNED_LEAD` says with
the best option and, word by word, better by this much with that option than with any of the five chat lines
its vector is nearest ("kid, you're an absolute legend" is *Wren, you're a hero*, not chat). Session 44, the
two together: tuning +9, first contact +1, no wrong action; the gate opened without the word reading: +10
and 20 more wrong ("what's 12 times 7" took a throw)."""
DEFAULT_SECOND_LEAD = 0.025
SECOND_MIN_MARGIN = 0.015
"""A best option that leads by less than ``min_margin`` but at least :data:`SECOND_MIN_MARGIN` is also acted
on when a second sentence model (multilingual-e5-small, :mod:`taleweaver.intent.e5`: other data, other
training) puts it this much ahead of the option it leads too — its mean similarity over the option's texts —
and word by word the line aligns no worse with it, and nothing else objects: "i'll stay up and guard the
trees" (*Agree to keep watch*, 0.09 ahead of the orchard), "rush back to the collie", "yeet the badger outta
here" (*Chase it off*, 0.017 ahead). Not for a line with a negation (e5 reads none: "I'm not making him any
promises" took another option), nor of fewer than :data:`ALIGNED_MIN_WORDS` content words, nor one e5 finds
nearer a chat line than the option. Session 45 kept a margin of 0.05 and a lead of 0.03 (tuning +11, first
contact +6, held-out +1, one more wrong action). Session 46, with the guards above in place, swept both on
the tuning and first-contact lines: the margin down to 0.015 and the lead down to 0.025 together, tuning +12,
first contact +4, no wrong action and no small-talk try acted on; a lead of 0.02 acted wrongly four times
("hooper wants a lawyer too" took *I want a lawyer*), a margin of 0 once ("if it drops the river a foot then
I'm in" took a look at the flood map). e5's similarities for short lines sit in a narrow band (≈ 0.75–0.95):
0.025 is a wide lead for it; under a margin of 0.015 the first model has no opinion left."""

_T = TypeVar("_T")


@dataclass(frozen=True)
class CloseCall:
    """A decision the sentence lead alone may be too close to make: the line, the best option, the option it
    must lead (``None``: none may rival it) and by how much; the second readings look at it again, and read
    the line word by word against the two options once (``aligned``: :meth:`SecondReadings.aligned`)."""

    utterance: str
    chosen: IntentCandidate
    rival: RankedOption | None
    margin: float
    candidates: Sequence[IntentCandidate]
    aligned: Callable[[str, IntentCandidate], float]

    @cached_property
    def other(self) -> IntentCandidate | None:
        """The rival's candidate (``None`` with no rival)."""
        if self.rival is None:
            return None
        return next(c for c in self.candidates if c.key == self.rival.key)

    @cached_property
    def words(self) -> tuple[float, float]:
        """How well, word by word, the line aligns with the best option and with its rival (which must be
        there)."""
        assert self.other is not None
        return self.aligned(self.utterance, self.chosen), self.aligned(self.utterance, self.other)


class SecondReadings:
    """The two second readings of a close call, with the vectors they keep.

    ``prepare`` gives the line as matched against an option's texts (the matcher's phone spelling and typo
    mending), so the word reading reads what the sentence model read. ``aligned_lead`` / ``second_lead``:
    ``None`` turns that reading off (as does an encoder without word vectors or a second model)."""

    def __init__(
        self,
        encoder: Encoder,
        prepare: Callable[[str, Sequence[str]], str],
        *,
        aligned_lead: float | None = DEFAULT_ALIGNED_LEAD,
        second_lead: float | None = DEFAULT_SECOND_LEAD,
        cache_size: int = 8192,
    ) -> None:
        self.encoder = encoder
        self.prepare = prepare
        self.aligned_lead = aligned_lead
        self.second_lead = second_lead
        self._cache_size = cache_size
        self._pieces: OrderedDict[str, TokenVectors] = OrderedDict()
        self._seconds: OrderedDict[str, NDArray[np.float32]] = OrderedDict()

    def prime(self, texts: Sequence[str]) -> None:
        """Put ``texts`` and the chat lines to the second model now (~4 ms a text), so a close call later
        encodes only the line."""
        if self.second_lead is not None and isinstance(self.encoder, SecondOpinion):
            self.second_vectors([*texts, *OFF_TOPIC])

    def aligns_ahead(
        self, close: CloseCall, *, past_a_bar: bool = False, beyond_chat: Sequence[str] | None = None
    ) -> bool:
        """The best option leads its rival by at least :data:`ALIGNED_MIN_MARGIN`, and word by word the line
        aligns with it :attr:`aligned_lead` better than with the rival (see :data:`DEFAULT_ALIGNED_LEAD`).
        ``past_a_bar``: to let the line past the score bar or the small-talk gate, which also needs a line of
        :data:`ALIGNED_MIN_WORDS` content words or more. ``beyond_chat`` (the chat lines the line's vector is
        nearest, :data:`CHAT_LINES_READ` of them): past the small-talk gate, which also needs the line to
        align :data:`CHAT_ALIGNED_LEAD` better with the best option than with any of them."""
        if (
            self.aligned_lead is None
            or close.other is None
            or close.margin < ALIGNED_MIN_MARGIN
            or not isinstance(self.encoder, TokenEncoder)
            or (past_a_bar and len(content_words(close.utterance)) < ALIGNED_MIN_WORDS)
        ):
            return False
        ours, theirs = close.words
        if ours - theirs < self.aligned_lead:
            return False
        if beyond_chat is None:
            return True
        line = self.text_pieces([close.utterance])[0]
        chat = max(alignment(line, piece) for piece in self.text_pieces(beyond_chat))
        return ours - chat >= CHAT_ALIGNED_LEAD

    def second_model_agrees(self, close: CloseCall) -> bool:
        """The best option leads its rival by at least :data:`SECOND_MIN_MARGIN`, the second model puts it
        :attr:`second_lead` ahead of the rival too, and word by word the line aligns no worse with it (see
        :data:`DEFAULT_SECOND_LEAD`)."""
        utterance, chosen, other = close.utterance, close.chosen, close.other
        if (
            self.second_lead is None
            or other is None
            or close.margin < SECOND_MIN_MARGIN
            or len(content_words(utterance)) < ALIGNED_MIN_WORDS
            or NEGATION.search(utterance) is not None
            or not isinstance(self.encoder, SecondOpinion)
            or not isinstance(self.encoder, TokenEncoder)
        ):
            return False
        ours_in_words, theirs_in_words = close.words
        if ours_in_words < theirs_in_words:
            return False
        vectors = self.second_vectors([utterance, *chosen.texts, *other.texts])
        if vectors is None:
            return False
        line, ours, theirs = vectors[0], vectors[1 : 1 + len(chosen.texts)], vectors[1 + len(chosen.texts) :]
        if float((ours @ line).mean() - (theirs @ line).mean()) < self.second_lead:
            return False
        chat = self.second_vectors(list(OFF_TOPIC))  # primed; None only if the model failed since
        return chat is not None and float((ours @ line).max()) > float((chat @ line).max())

    def aligned(self, utterance: str, candidate: IntentCandidate) -> float:
        """How well, word by word, the line aligns with the best of ``candidate``'s texts."""
        line = self.text_pieces([self.prepare(utterance, candidate.texts)])[0]
        return best_alignment(line, self.text_pieces(candidate.texts))

    def text_pieces(self, texts: Sequence[str]) -> list[TokenVectors]:
        """The word vectors of ``texts``, encoding only what is not kept (the last ``cache_size``)."""
        assert isinstance(self.encoder, TokenEncoder)
        missing = list(dict.fromkeys(t for t in texts if t not in self._pieces))
        if missing:
            fresh = self.encoder.token_vectors([unquoted(text) for text in missing])
            self._pieces.update(zip(missing, fresh, strict=True))
        return _kept(self._pieces, texts, self._cache_size)

    def second_vectors(self, texts: Sequence[str]) -> NDArray[np.float32] | None:
        """The second model's vectors of ``texts`` (``None`` where the encoder has no second model), encoding
        only what is not kept (the last ``cache_size``)."""
        assert isinstance(self.encoder, SecondOpinion)
        missing = list(dict.fromkeys(t for t in texts if t not in self._seconds))
        if missing:
            fresh = self.encoder.second_vectors([unquoted(text) for text in missing])
            if fresh is None:
                return None
            self._seconds.update(zip(missing, fresh, strict=True))
        kept: list[NDArray[np.float32]] = _kept(self._seconds, texts, self._cache_size)
        return np.stack(kept)


def _kept(store: OrderedDict[str, _T], texts: Sequence[str], size: int) -> list[_T]:
    """What ``store`` keeps for ``texts`` (each must be in it), marked most recent; then the oldest entries
    beyond ``size`` (or beyond ``texts``, when they are more) are dropped."""
    for text in texts:
        store.move_to_end(text)
    while len(store) > max(size, len(texts)):
        store.popitem(last=False)
    return [store[text] for text in texts]
