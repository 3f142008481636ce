"""The engine state packed small, for a token a client carries on every request (``/play/*``).

A save file spells everything out; a play token must stay small (docs/server.md: ≤ 1,536 characters
after any walk of 20 turns). Packed, the state is a list of its fields in :class:`StoryState` order (the
stories turned down at the menu, ``declined``, only when there are any), and
each event of the recent log a short list that names ids instead of copying what the story already
says: a ``speakerChanged`` event carries its character card, a ``sceneActionPerformed`` the action's
text — both are left out when the story says exactly that, and read back from it. Anything that differs
(an edited story, an event of a story since left) is kept whole, so unpacking is exact.

:func:`unpack_state` checks a packed state as a save file is checked (shape and types, the story and
its content hash, every id) and gives the state back. Pure: no I/O.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Literal

import immutables
from pydantic import TypeAdapter, ValidationError

from taleweaver.content.models import NARRATOR_ID, Library, Story
from taleweaver.engine.events import (
    Blocked,
    Ended,
    Event,
    FlagSet,
    SceneActionPerformed,
    SceneChanged,
    SpeakerChanged,
    SpeakerInfo,
    StoryDescribed,
    StoryEntered,
    StoryExited,
    VariableChanged,
)
from taleweaver.engine.per_story import PerStory
from taleweaver.engine.save import STATE_HINTS, SaveError, check_state, saved_type
from taleweaver.engine.state import StoryState
from taleweaver.validation import describe

PACK_VERSION = 1
_FIELDS = tuple(f.name for f in dataclasses.fields(StoryState))
_DEFAULTS: dict[str, Any] = {f.name: f.default for f in dataclasses.fields(StoryState)}
_Card = tuple[str, str, str]
"""A speaker's name, voice and tone as a ``speakerChanged`` event carries them."""


class _StoryFacts:
    """What packing leaves out because the story says it: speaker cards, and scene-action texts by id."""

    def __init__(self, story: Story) -> None:
        cards = {cid: (c.name, c.voice, c.voice_tone) for cid, c in story.characters.items()}
        cards[NARRATOR_ID] = (story.narrator.name, story.narrator.voice, story.narrator.voice_tone)
        self.cards = cards
        texts: dict[str, str | None] = {}
        for scene in story.scenes.values():
            for action in scene.actions:
                # An id two scenes share with different texts cannot be read back from the id alone.
                text = action.effects or action.description  # what the engine narrates
                seen = texts.get(action.id, text)
                texts[action.id] = text if seen == text else None
        self.texts = texts


_FACTS = PerStory(_StoryFacts)


def _facts(story: Story | None) -> _StoryFacts | None:
    return None if story is None else _FACTS.get(story)


def _pack_event(event: Event, facts: _StoryFacts | None) -> list[Any]:
    """One event of the recent log packed (one function, the commonest kinds first)."""
    if isinstance(event, SceneChanged):
        return ["S", event.source, event.to]
    if isinstance(event, SpeakerChanged):
        c, to = event.character, event.to
        card = (c.name, c.voice, c.voice_tone)
        if c.id == to and facts is not None and facts.cards.get(to) == card:
            return ["P", event.source, to]
        return ["P", event.source, to, c.id, *card]
    if isinstance(event, FlagSet):
        return ["F", event.name, event.value]
    if isinstance(event, SceneActionPerformed):
        if facts is not None and facts.texts.get(event.action_id) == event.text:
            return ["A", event.action_id]
        return ["A", event.action_id, event.text]
    if isinstance(event, VariableChanged):
        return ["V", event.name, event.delta, event.value]
    if isinstance(event, Ended):
        return ["N", event.story_id, event.node_id]
    if isinstance(event, Blocked):
        return ["B", event.reason]
    return [_ONE_ID_TAGS[type(event)], event.story_id]


_PACKED_FIELDS = (
    "mode", "story_id", "scene_id", "node_id", "speaker", "flags", "variables", "node_visits", "scene_visits",
    "scene_actions_done", "met_characters", "discovered_scenes", "recent", "ended", "talked_about",
    "pending_clarify", "declined",
)  # fmt: skip
if _FIELDS != _PACKED_FIELDS:  # pragma: no cover - caught by any test the moment StoryState changes
    raise RuntimeError(f"pack_state packs {_PACKED_FIELDS}; StoryState now has {_FIELDS}")


_TAIL = ("declined",)
"""Fields added to :class:`StoryState` after packs of this version were first made: packed only when they
are set, so a token that never needed one is as long as before, and a token made before them unpacks."""


def _set_tail(s: StoryState) -> list[Any]:
    return [s.declined] if s.declined else []


def pack_state(state: StoryState, library: Library) -> list[Any]:
    """``state`` as a compact JSON-ready list (see the module docstring)."""
    facts = _facts(library.stories.get(state.story_id or ""))
    s = state
    return [
        PACK_VERSION,
        s.mode,
        s.story_id,
        s.scene_id,
        s.node_id,
        s.speaker,
        dict(s.flags),
        dict(s.variables),
        dict(s.node_visits),
        dict(s.scene_visits),
        dict(s.scene_actions_done),
        s.met_characters,  # tuples are JSON arrays as they are
        s.discovered_scenes,
        [_pack_event(event, facts) for event in s.recent],
        s.ended,
        s.talked_about,
        s.pending_clarify,
        *_set_tail(s),
    ]


def _packed_types() -> tuple[Any, ...]:
    types: list[Any] = [Literal[PACK_VERSION]]
    for name in _FIELDS:
        # The recent log's items are checked by _event's patterns (a union of tuple types costs ~10 µs
        # an item in pydantic-core; the patterns a fraction of that).
        types.append(list[list[Any]] if name == "recent" else saved_type(STATE_HINTS[name]))
    return tuple(types)


_PACKED: TypeAdapter[tuple[Any, ...]] = TypeAdapter(tuple[_packed_types()])  # type: ignore[misc,arg-type]
"""Checks a packed state's shape and types (pydantic-core, one pass) before any id is looked up."""


def _event(item: list[Any], facts: _StoryFacts | None) -> Event:
    """One packed event of the recent log, its shape and types checked; :class:`SaveError` otherwise.

    One function, the commonest tags first: a token carries twenty of these, read on every request.
    """
    n = len(item)
    tag = item[0] if n else None
    if tag == "S":
        if n == 3 and (item[1] is None or isinstance(item[1], str)) and isinstance(item[2], str):
            return SceneChanged(item[1], item[2])
    elif tag == "P":
        if n == 3 and (item[1] is None or isinstance(item[1], str)) and isinstance(item[2], str):
            card = facts.cards.get(item[2]) if facts is not None else None
            if card is not None:
                return SpeakerChanged(item[1], item[2], SpeakerInfo(item[2], *card))
        elif (
            n == 7
            and (item[1] is None or isinstance(item[1], str))
            and all(isinstance(part, str) for part in item[2:])
        ):
            return SpeakerChanged(item[1], item[2], SpeakerInfo(item[3], item[4], item[5], item[6]))
    elif tag == "F":
        if n == 3 and isinstance(item[1], str) and isinstance(item[2], bool):
            return FlagSet(item[1], item[2])
    elif tag == "A":
        if n == 2 and isinstance(item[1], str):
            text = facts.texts.get(item[1]) if facts is not None else None
            if text is not None:
                return SceneActionPerformed(item[1], text)
        elif n == 3 and isinstance(item[1], str) and isinstance(item[2], str):
            return SceneActionPerformed(item[1], item[2])
    elif tag == "V":
        if n == 4 and isinstance(item[1], str) and isinstance(item[2], int) and isinstance(item[3], int):
            return VariableChanged(item[1], item[2], item[3])
    elif isinstance(tag, str) and tag in _ONE_ID:
        if n == 2 and isinstance(item[1], str):
            return _ONE_ID[tag](item[1])
    elif tag == "N" and n == 3 and isinstance(item[1], str) and isinstance(item[2], str):
        return Ended(item[1], item[2])
    raise SaveError(f"save is damaged at state.recent: {item!r} is not an event of the story")


_ONE_ID: dict[str, Callable[[str], Event]] = {
    "E": StoryEntered,
    "X": StoryExited,
    "D": StoryDescribed,
    "B": Blocked,
}
_ONE_ID_TAGS: dict[type, str] = {StoryEntered: "E", StoryExited: "X", StoryDescribed: "D"}


def unpack_state(
    packed: object, library: Library, *, story_id: str | None, content_hash: str | None
) -> StoryState:
    """The state a packed list holds, checked as a save file is (shape, types, the story and its content
    hash, every id). ``story_id`` and ``content_hash`` are what the token was bound to. Raises
    :class:`SaveError` naming what does not fit."""
    if isinstance(packed, list) and len(packed) == 1 + len(_FIELDS) - len(_TAIL):
        packed = [*packed, *(_DEFAULTS[name] for name in _TAIL)]  # made before the tail, or without it
    try:
        values = _PACKED.validate_python(packed)
    except ValidationError as exc:
        raise SaveError(f"not a packed state of version {PACK_VERSION}: {describe(exc, most=1)}") from exc
    fields: dict[str, Any] = {}
    for name, value in zip(_FIELDS, values[1:], strict=True):
        if isinstance(value, dict):
            value = immutables.Map(value)
        elif isinstance(value, list):
            value = tuple(value)
        fields[name] = value
    recent = fields.pop("recent")
    state = StoryState(**fields)
    check_state(state, library, story_id=story_id, content_hash=content_hash)
    story_facts = _facts(library.stories.get(state.story_id or ""))
    return state.evolve(recent=tuple([_event(item, story_facts) for item in recent]))
