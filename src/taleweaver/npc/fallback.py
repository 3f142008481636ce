"""Authored in-voice lines for degraded turns, varied so a failing backend never reads as a stuck loop.

Each NPC's lines are dealt like a shuffled deck: every line is used once before any repeats, and a
new deck never starts with the line that ended the last one. The random source is passed in.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

GENERIC_LINES = (
    "They open their mouth, think better of it, and shake their head.",
    "They frown, distracted by something over your shoulder, and say nothing useful.",
    'They glance away. "Not now. Ask me again in a moment."',
)
"""Used for an NPC that has no authored fallback lines (the checker warns about it)."""


class FallbackLibrary:
    """Hands out fallback lines per NPC without repeating one twice in a row."""

    def __init__(self, lines: Mapping[str, Sequence[str]], *, rng: random.Random | None = None) -> None:
        self._lines = {npc_id: tuple(dict.fromkeys(found)) for npc_id, found in lines.items() if found}
        self._rng = rng or random.Random()
        self._decks: dict[str, list[str]] = {}
        self._last: dict[str, str] = {}

    def lines_for(self, npc_id: str) -> tuple[str, ...]:
        return self._lines.get(npc_id, GENERIC_LINES)

    def line(self, npc_id: str) -> str:
        """The next fallback line for ``npc_id``."""
        deck = self._decks.get(npc_id)
        if not deck:
            deck = list(self.lines_for(npc_id))
            self._rng.shuffle(deck)
            if len(deck) > 1 and deck[-1] == self._last.get(npc_id):
                deck[0], deck[-1] = deck[-1], deck[0]
            self._decks[npc_id] = deck
        chosen = deck.pop()
        self._last[npc_id] = chosen
        return chosen
