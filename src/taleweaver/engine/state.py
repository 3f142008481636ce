"""The engine's state: one immutable value. Every transition returns a new one."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Literal, NamedTuple

import immutables

from taleweaver.content.models import NARRATOR_ID
from taleweaver.engine.events import Event

Mode = Literal["menu", "story"]
RECENT_TRANSITIONS_LIMIT = 20

_NO_FLAGS: immutables.Map[str, bool] = immutables.Map()
_NO_INTS: immutables.Map[str, int] = immutables.Map()


@dataclass(frozen=True, slots=True)
class StoryState:
    mode: Mode = "menu"
    story_id: str | None = None
    scene_id: str | None = None
    node_id: str | None = None
    speaker: str = NARRATOR_ID
    """The current speaker's character id, or ``narrator``."""
    flags: immutables.Map[str, bool] = _NO_FLAGS
    variables: immutables.Map[str, int] = _NO_INTS
    node_visits: immutables.Map[str, int] = _NO_INTS
    scene_visits: immutables.Map[str, int] = _NO_INTS
    scene_actions_done: immutables.Map[str, int] = _NO_INTS
    """Performed scene actions, keyed ``scene_id/action_id`` (for ``once`` actions)."""
    met_characters: tuple[str, ...] = ()
    discovered_scenes: tuple[str, ...] = ()
    """Scenes visited so far, in the order they were first visited."""
    recent: tuple[Event, ...] = field(default=())
    """The last :data:`RECENT_TRANSITIONS_LIMIT` events, oldest first (for summaries)."""
    ended: bool = False
    talked_about: str | None = None
    """At the menu: the story the narrator last described, which "let's play it" enters."""
    pending_clarify: tuple[str, ...] = ()
    """Option keys a clarify question just named ("Do you mean X, or Y?"), best first, for the player's
    short answer ("the first", "yes") to pick from; empty otherwise. Kept by the session, never shown."""
    declined: tuple[str, ...] = ()
    """At the menu: the stories the player turned down ("not the pirate one"), in the order they were, until
    the player names one again; "the other one", "something else" and "surprise me" never offer them.
    Entering or leaving a story forgets them. Kept by the session, never shown."""

    def evolve(self, **changes: Any) -> StoryState:
        """A copy with ``changes`` applied: a fast ``dataclasses.replace`` for the engine's hot path."""
        new = object.__new__(StoryState)
        get = changes.get
        _set(new, "mode", get("mode", self.mode))
        _set(new, "story_id", get("story_id", self.story_id))
        _set(new, "scene_id", get("scene_id", self.scene_id))
        _set(new, "node_id", get("node_id", self.node_id))
        _set(new, "speaker", get("speaker", self.speaker))
        _set(new, "flags", get("flags", self.flags))
        _set(new, "variables", get("variables", self.variables))
        _set(new, "node_visits", get("node_visits", self.node_visits))
        _set(new, "scene_visits", get("scene_visits", self.scene_visits))
        _set(new, "scene_actions_done", get("scene_actions_done", self.scene_actions_done))
        _set(new, "met_characters", get("met_characters", self.met_characters))
        _set(new, "discovered_scenes", get("discovered_scenes", self.discovered_scenes))
        _set(new, "recent", get("recent", self.recent))
        _set(new, "ended", get("ended", self.ended))
        _set(new, "talked_about", get("talked_about", self.talked_about))
        _set(new, "pending_clarify", get("pending_clarify", self.pending_clarify))
        _set(new, "declined", get("declined", self.declined))
        if not _FIELD_SET.issuperset(changes):
            raise TypeError(f"unknown StoryState field(s): {sorted(set(changes) - set(_FIELDS))}")
        return new

    def public_view(self) -> dict[str, object]:
        """The state as the player's ``--json`` output shows it."""
        return {
            "mode": self.mode,
            "story_id": self.story_id,
            "scene_id": self.scene_id,
            "node_id": self.node_id,
            "speaker": self.speaker,
            "flags": dict(sorted(self.flags.items())),
            "variables": dict(sorted(self.variables.items())),
            "ended": self.ended,
        }


_FIELDS = tuple(f.name for f in fields(StoryState))
_FIELD_SET = frozenset(_FIELDS)
_set = object.__setattr__


class Transition(NamedTuple):
    state: StoryState
    events: tuple[Event, ...]

    @property
    def blocked(self) -> bool:
        return any(e.type == "blocked" for e in self.events)


def with_recent(recent: tuple[Event, ...], events: tuple[Event, ...]) -> tuple[Event, ...]:
    combined = recent + events
    return combined[-RECENT_TRANSITIONS_LIMIT:] if len(combined) > RECENT_TRANSITIONS_LIMIT else combined


def bump(counts: immutables.Map[str, int], key: str) -> immutables.Map[str, int]:
    return counts.set(key, counts.get(key, 0) + 1)
