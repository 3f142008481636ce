"""Is the player done? Judging a pause's transcript, so the endpointer need not wait a fixed hangover.

A fixed 300 ms of silence both cuts off players who pause mid-sentence ("take the … brass key") and
makes everyone wait 300 ms. The speculative listener (:mod:`taleweaver.voice.speculate`) transcribes at
the first pause; a :data:`TurnJudge` reads that transcript and says:

* ``True`` — it looks complete: end the turn now, however short the silence;
* ``False`` — it looks unfinished (it stops on "the", "and", "to", "um" …): wait longer;
* ``None`` — no opinion: wait the ordinary hangover.

:func:`looks_complete` judges by the words alone. :func:`matcher_judge` adds what the intent matcher
knows: a line that matches one option confidently is complete; one that does not is waited for.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from taleweaver.voice.ports import Transcript

TurnJudge = Callable[[Transcript], bool | None]
"""A pause's transcript → complete (True), unfinished (False) or no opinion (None)."""

UNFINISHED_WORDS = frozenset(
    (
        *("a", "an", "the", "my", "your", "his", "her", "their", "our", "its", "this", "that", "these"),
        *("those", "some", "any", "and", "or", "but", "nor", "so", "then", "because", "if", "when"),
        *("while", "than", "to", "of", "for", "with", "at", "in", "on", "into", "onto", "from", "about"),
        *("over", "under", "through", "towards", "toward", "by", "as", "um", "uh", "er", "erm", "hmm"),
        *("like", "i", "i'll", "i'm", "we", "we'll", "let's", "you", "is", "are", "was", "were", "be"),
        *("will", "would", "could", "should", "can", "can't", "don't", "not", "go", "take", "give"),
        *("ask", "tell"),
    )
)
"""Words a finished line rarely stops on: articles, conjunctions, prepositions, fillers, bare verbs."""

_WORDS = re.compile(r"[a-z']+")


def looks_complete(transcript: Transcript) -> bool | None:
    """Unfinished (False) when the words stop on a function word, a filler or a trailing "…" or ","; else
    complete (True) when they end a sentence; None for nothing heard."""
    text = transcript.text.strip()
    words = _WORDS.findall(text.lower())
    if not words:
        return None
    return not (text.endswith(("...", "…", ",", "-")) or words[-1] in UNFINISHED_WORDS)


def matcher_judge(confident: Callable[[str], bool], words: TurnJudge = looks_complete) -> TurnJudge:
    """Words first (an unfinished-looking line is waited for), then the matcher: a line that matches an
    option confidently is complete, anything else gets the ordinary hangover (no opinion).

    ``confident(text)`` is the session's matcher-first test (``PlaySession._confident(text) is not
    None``): the loop passes it so the listener ends early exactly on the lines that will act at once.
    """

    def judge(transcript: Transcript) -> bool | None:
        verdict = words(transcript)
        if verdict is not True:
            return verdict
        return True if confident(transcript.text.strip().rstrip(".!?")) else None

    return judge
