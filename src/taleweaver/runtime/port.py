"""The port: start, list the current choices, take one, show the state, save and restore. No I/O."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable


@dataclass(frozen=True, slots=True)
class RuntimeChoice:
    """One thing the player can choose now."""

    id: str
    label: str
    texts: tuple[str, ...] = ()
    """What the intent matcher compares free text with (the label first)."""
    follows: tuple[str, ...] = ()
    """What the story says right after the choice is taken (:class:`Peeks`), filled in only for matching."""


@dataclass
class Step:
    """What one move produced: spoken lines (speaker id, text) and events (row dicts)."""

    lines: list[tuple[str, str]] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)


@runtime_checkable
class Peeks(Protocol):
    """A runtime that can say what follows a choice without taking it (no state change, no side effect)."""

    def follows(self, choice_id: str) -> tuple[str, ...]: ...


class StoryRuntime(Protocol):
    """A playing story. ``choose`` with an id not in ``choices()`` returns a ``blocked`` event, no change."""

    story_id: str
    title: str

    def start(self) -> Step: ...

    def choices(self) -> list[RuntimeChoice]: ...

    def choose(self, choice_id: str) -> Step: ...

    @property
    def ended(self) -> bool: ...

    def public_state(self) -> dict[str, Any]:
        """mode, story_id, scene_id, node_id, speaker, flags, variables, ended — as rows show it."""
        ...

    def save(self) -> str: ...

    def restore(self, saved: str) -> None: ...

    def resumed(self) -> Step:
        """After ``restore``: what is said again so the player knows where they are (the line said last)."""
        ...
