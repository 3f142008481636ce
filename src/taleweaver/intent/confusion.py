"""``taleweaver check --intents``: options a player's words are likely to confuse, with example lines to add.

At every storyline node a player can reach, the options on offer (storyline actions, map moves, scene
actions, and actions out of reach) are tested with the matcher the player uses:

- *leave one out*: each example line of an option, matched against the options with that line removed,
  should still pick its own option; a line that picks another, or cannot tell the two apart, means a player
  saying much the same will not be understood either;
- *twins*: two options whose descriptions mean nearly the same (cosine ≥ ``TWIN_COSINE``) will split a
  player's words between them.

Each finding is a warning (``intent_confusable``) at the node's file, naming both options, with a hint: the
words that set the option apart and example lines to add. Nothing here changes what ``check`` exits with.
The walk over a story's points, with the player's own options, is ``player.intent_eval.intent_findings``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from taleweaver.content.findings import Finding, warning
from taleweaver.intent.candidate import IntentCandidate
from taleweaver.intent.lexical import content_words
from taleweaver.intent.matcher import IntentMatcher

TWIN_COSINE = 0.75
"""Descriptions at least this close are reported as twins (all-MiniLM-L6-v2 cosine)."""


@dataclass(frozen=True)
class Confusion:
    """``option`` may be taken for ``other``; ``evidence`` is the line that showed it (or a description)."""

    node: str
    option: IntentCandidate
    other: IntentCandidate
    evidence: str
    kind: str  # "example" or "twin"


def confusions(matcher: IntentMatcher, node: str, candidates: list[IntentCandidate]) -> list[Confusion]:
    """The confusable pairs among the options offered at one point of a story."""
    found: list[Confusion] = []
    by_key = {c.key: c for c in candidates}
    for option in candidates:
        for text in option.texts[2:]:  # examples: the description and its first-person form come first
            rest = tuple(t for t in option.texts if t != text)
            trial = [c.model_copy(update={"texts": rest}) if c.key == option.key else c for c in candidates]
            decision = matcher.match(text, trial)
            if decision.matched and decision.key == option.key:
                continue
            ranked = [o for o in decision.options if o.key != option.key]
            if ranked:
                found.append(Confusion(node, option, by_key[ranked[0].key], text, "example"))
    descriptions = matcher.encoder.encode([c.texts[0] for c in candidates])
    cosines = descriptions @ descriptions.T
    for i, j in zip(*np.triu_indices(len(candidates), k=1), strict=True):
        if cosines[i, j] >= TWIN_COSINE:
            found.append(Confusion(node, candidates[i], candidates[j], candidates[i].texts[0], "twin"))
    return found


_DANGLING = frozenset((
    "to", "the", "a", "an", "and", "of", "from", "by", "with", "for", "at", "in", "on", "that", "his",
    "her", "its", "their", "your", "my"
))  # fmt: skip


def suggested_lines(option: IntentCandidate) -> tuple[str, str]:
    """Two short example lines for an option, from its description: its first clause, and "let's …"."""
    first = re.split(
        r"[,;:]| and (?:then |run|go|give|tell|ask)| so | to (?:drive|see|help)", option.texts[0]
    )[0]
    words = first.split()[:7]
    while len(words) > 2 and words[-1].casefold() in _DANGLING:
        words.pop()
    short = " ".join(words)
    short = short[:1].lower() + short[1:]
    return short, f"let's {short}"


def _own_words(option: IntentCandidate, other: IntentCandidate) -> str:
    """Up to four words (as the option spells them) that ``option`` has and ``other`` lacks."""
    own = content_words(" ".join(option.texts)) - content_words(" ".join(other.texts))
    spelled: dict[str, str] = {}
    for word in re.findall(r"[a-z]+", " ".join(option.texts).casefold()):
        if content_words(word) & own:
            spelled.setdefault(next(iter(content_words(word))), word)
    return ", ".join(sorted(spelled.values())[:4])


def _hint(option: IntentCandidate, other: IntentCandidate) -> str:
    words = _own_words(option, other)
    apart = f" using the words only it has ({words})" if words else ""
    short, lets = suggested_lines(option)
    return f'add example lines to "{option.label}"{apart}, e.g. "{short}", "{lets}"'


def _reword_hint(option: IntentCandidate, other: IntentCandidate) -> str:
    """For choices that take no example lines (ink, Twine): the words are all the matcher has."""
    words = _own_words(option, other) or _own_words(other, option)
    apart = f" (now only one of them has: {words})" if words else ""
    return (
        f'reword "{option.label}" or "{other.label}" so each names what sets it apart{apart}: a player '
        "saying one may be taken for the other"
    )


StoryPoint = tuple[str, str, list[IntentCandidate]]
"""(file of the node, node id, the options offered there as intent candidates)."""


def findings(points: Iterable[StoryPoint], matcher: IntentMatcher, *, examples: bool = True) -> list[Finding]:
    """Warnings for the options likely to be confused at the given points of a story (``check --intents``);
    without ``examples`` (a format whose choices take no example lines: ink, Twine) the fix is a reword."""
    found: list[Finding] = []
    reported: set[tuple[str, str, str]] = set()
    for file, node, candidates in points:
        for c in confusions(matcher, node, candidates):
            first, second = sorted((c.option.key, c.other.key))
            pair = (file.split("/")[0], first, second)
            if c.kind == "twin" and pair in reported:
                continue
            reported.add(pair)
            why = (
                f'the example "{c.evidence}" is not matched to its own option "{c.option.label}" but '
                f'comes closest to "{c.other.label}"'
                if c.kind == "example"
                else f'"{c.option.label}" and "{c.other.label}" mean nearly the same to the matcher'
            )
            hint = _hint(c.option, c.other) if examples else _reword_hint(c.option, c.other)
            found.append(warning("intent_confusable", file, f"node {node}", why, hint))
    return found
