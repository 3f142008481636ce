"""The engine state packed small, for a token a client carries on every request (``/play/*``).

A save file spells everything out; a play token must stay small (docs/server.md: ≤ 1,536 characters
after any walk of 20 turns). Packed, the state is a list of its fields in :class:`StoryState` order, and
each event of the recent log a short list that names ids instead of copying what the story already
says: a ``speakerChanged`` event carries its character card, a ``sceneActionPerformed`` the action's
text — both are left out when the story says exactly that, and read back from it. Anything that differs
(an edited story, an event of a story since left) is kept whole, so unpacking is exact.

:func:`unpack_state` checks a packed state as a save file is checked (shape and types, the story and
its content hash, every id) and gives the state back. Pure: no I/O.
"""

from __future__ import annotations

import dataclasses
from collections import OrderedDict
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
from taleweaver.engine.save import STATE_HINTS, SaveError, check_state, saved_type
from taleweaver.engine.state import StoryState
from taleweaver.validation import describe

PACK_VERSION = 1
_FIELDS = tuple(f.name for f in dataclasses.fields(StoryState))
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


_FACTS: OrderedDict[str, _StoryFacts] = OrderedDict()
_FACTS_SIZE = 64


def _facts(story: Story | None) -> _StoryFacts | None:
    if story is None:
        return None
    facts = _FACTS.get(story.content_hash)
    if facts is None:
        facts = _FACTS[story.content_hash] = _StoryFacts(story)
        while len(_FACTS) > _FACTS_SIZE:
            _FACTS.popitem(last=False)
    return facts


def _pack_speaker(event: SpeakerChanged, facts: _StoryFacts | None) -> list[Any]:
    c, to = event.character, event.to
    card = (c.name, c.voice, c.voice_tone)
    if c.id == to and facts is not None and facts.cards.get(to) == card:
        return ["P", event.source, to]
    return ["P", event.source, to, c.id, *card]


def _pack_action(event: SceneActionPerformed, facts: _StoryFacts | None) -> list[Any]:
    if facts is not None and facts.texts.get(event.action_id) == event.text:
        return ["A", event.action_id]
    return ["A", event.action_id, event.text]


_PACKERS: dict[type, Callable[[Any, _StoryFacts | None], list[Any]]] = {
    StoryEntered: lambda e, _: ["E", e.story_id],
    StoryExited: lambda e, _: ["X", e.story_id],
    StoryDescribed: lambda e, _: ["D", e.story_id],
    SceneChanged: lambda e, _: ["S", e.source, e.to],
    SpeakerChanged: _pack_speaker,
    FlagSet: lambda e, _: ["F", e.name, e.value],
    VariableChanged: lambda e, _: ["V", e.name, e.delta, e.value],
    SceneActionPerformed: _pack_action,
    Blocked: lambda e, _: ["B", e.reason],
    Ended: lambda e, _: ["N", e.story_id, e.node_id],
}
"""Each engine event's packed form, by its class (one dict lookup, not a pattern per class)."""


def _pack_event(event: Event, facts: _StoryFacts | None) -> list[Any]:
    return _PACKERS[type(event)](event, facts)


def pack_state(state: StoryState, library: Library) -> list[Any]:
    """``state`` as a compact JSON-ready list (see the module docstring)."""
    facts = _facts(library.stories.get(state.story_id or ""))
    packed: list[Any] = [PACK_VERSION]
    for name in _FIELDS:
        value = getattr(state, name)
        if name == "recent":
            value = [_pack_event(event, facts) for event in value]
        elif isinstance(value, immutables.Map):
            value = dict(value)
        elif isinstance(value, tuple):
            value = list(value)
        packed.append(value)
    return packed


def _packed_types() -> tuple[Any, ...]:
    types: list[Any] = [Literal[PACK_VERSION]]
    for name in _FIELDS:
        # The recent log's items are checked by _event's patterns (a union of tuple types costs ~10 µs
        # an item in pydantic-core; the patterns a fraction of that).
        types.append(list[list[Any]] if name == "recent" else saved_type(STATE_HINTS[name]))
    return tuple(types)


_PACKED: TypeAdapter[tuple[Any, ...]] = TypeAdapter(tuple[_packed_types()])  # type: ignore[misc,arg-type]
"""Checks a packed state's shape and types (pydantic-core, one pass) before any id is looked up."""


def _text(value: object) -> bool:
    return isinstance(value, str)


def _maybe_text(value: object) -> bool:
    return value is None or isinstance(value, str)


def _speaker(item: list[Any], facts: _StoryFacts | None) -> Event | None:
    if len(item) == 3 and _maybe_text(item[1]) and _text(item[2]):
        card = facts.cards.get(item[2]) if facts is not None else None
        return None if card is None else SpeakerChanged(item[1], item[2], SpeakerInfo(item[2], *card))
    if len(item) == 7 and _maybe_text(item[1]) and all(isinstance(part, str) for part in item[2:]):
        return SpeakerChanged(item[1], item[2], SpeakerInfo(item[3], item[4], item[5], item[6]))
    return None


def _action(item: list[Any], facts: _StoryFacts | None) -> Event | None:
    if len(item) == 2 and _text(item[1]):
        text = facts.texts.get(item[1]) if facts is not None else None
        return None if text is None else SceneActionPerformed(item[1], text)
    if len(item) == 3 and _text(item[1]) and _text(item[2]):
        return SceneActionPerformed(item[1], item[2])
    return None


def _one_id(make: Callable[[str], Event]) -> Callable[[list[Any], _StoryFacts | None], Event | None]:
    return lambda item, _: make(item[1]) if len(item) == 2 and _text(item[1]) else None


_UNPACKERS: dict[str, Callable[[list[Any], _StoryFacts | None], Event | None]] = {
    "E": _one_id(StoryEntered),
    "X": _one_id(StoryExited),
    "D": _one_id(StoryDescribed),
    "B": _one_id(Blocked),
    "S": lambda item, _: (
        SceneChanged(item[1], item[2]) if len(item) == 3 and _maybe_text(item[1]) and _text(item[2]) else None
    ),
    "P": _speaker,
    "F": lambda item, _: (
        FlagSet(item[1], item[2]) if len(item) == 3 and _text(item[1]) and isinstance(item[2], bool) else None
    ),
    "V": lambda item, _: (
        VariableChanged(item[1], item[2], item[3])
        if len(item) == 4 and _text(item[1]) and isinstance(item[2], int) and isinstance(item[3], int)
        else None
    ),
    "A": _action,
    "N": lambda item, _: (
        Ended(item[1], item[2]) if len(item) == 3 and _text(item[1]) and _text(item[2]) else None
    ),
}
"""Each packed event read back by its tag, its shape and types checked (``None``: not an event)."""


def _event(item: list[Any], facts: _StoryFacts | None) -> Event:
    """One packed event of the recent log, its shape and types checked; :class:`SaveError` otherwise."""
    tag = item[0] if item else None
    unpack = _UNPACKERS.get(tag) if isinstance(tag, str) else None
    event = unpack(item, facts) if unpack is not None else None
    if event is None:
        raise SaveError(f"save is damaged at state.recent: {item!r} is not an event of the story")
    return event


def unpack_state(
    packed: object, library: Library, *, story_id: str | None, content_hash: str | None
) -> StoryState:
    """The state a packed list holds, checked as a save file is (shape, types, the story and its content
    hash, every id). ``story_id`` and ``content_hash`` are what the token was bound to. Raises
    :class:`SaveError` naming what does not fit."""
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
