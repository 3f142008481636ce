"""The rich console the printing front ends share (the terminal player, the voice player, NPC voice)."""

from __future__ import annotations

from rich.console import Console


def make_console(*, stderr: bool = False) -> Console:
    """A console that never reads text as emoji codes (``:speaker:``) and never highlights it. Markup is
    only for our own styling: every user or content text printed through it goes through ``escape``."""
    return Console(stderr=stderr, highlight=False, emoji=False)
