"""What one Twine passage translates to (:class:`Translated`): its text template, effects and actions
(:class:`Action`), and what was kept as text. Made by :func:`taleweaver.formats.twine.build.translate`, given
back-link targets by :mod:`taleweaver.formats.twine.back_links`. Pure.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from taleweaver.formats.twine import tokens as tk
from taleweaver.formats.twine.source import Passage


@dataclass
class Action:
    label: str
    target: str
    """The passage it leads to; empty for a back link until :func:`.back_links.go_back` gives it one per
    source."""
    requires: list[str]
    setters: tuple[tk.Assign, ...]
    back: tk.Back | None = None
    """The back link it was made from: it leads back, so it does not count as a link into its target."""
    id: str = ""
    """The action id when it is not the label's slug."""


@dataclass
class Translated:
    passage: Passage
    text: str = ""
    on_enter: list[tk.Assign] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)
    untranslated: list[str] = field(default_factory=list)
    printed: set[str] = field(default_factory=set)
    embeds: list[str] = field(default_factory=list)
    pieces: list[str] = field(default_factory=list)
