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


def _pack_event(event: Event, facts: _StoryFacts | None) -> list[Any]:
    match event:
        case StoryEntered(story_id=story_id):
            return ["E", story_id]
        case StoryExited(story_id=story_id):
            return ["X", story_id]
        case StoryDescribed(story_id=story_id):
            return ["D", story_id]
        case SceneChanged(source=source, to=to):
            return ["S", source, to]
        case SpeakerChanged(source=source, to=to, character=c):
            card = (c.name, c.voice, c.voice_tone)
            if c.id == to and facts is not None and facts.cards.get(to) == card:
                return ["P", source, to]
            return ["P", source, to, c.id, *card]
        case FlagSet(name=name, value=value):
            return ["F", name, value]
        case VariableChanged(name=name, delta=delta, value=value):
            return ["V", name, delta, value]
        case SceneActionPerformed(action_id=action_id, text=text):
            if facts is not None and facts.texts.get(action_id) == text:
                return ["A", action_id]
            return ["A", action_id, text]
        case Blocked(reason=reason):
            return ["B", reason]
        case Ended(story_id=story_id, node_id=node_id):
            return ["N", story_id, node_id]
    raise TypeError(f"not an engine event: {event!r}")  # pragma: no cover - the union is closed


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


def _event(item: list[Any], facts: _StoryFacts | None) -> Event:
    """One packed event of the recent log, its shape and types checked; :class:`SaveError` otherwise."""
    match item:
        case ["E", str() as story_id]:
            return StoryEntered(story_id)
        case ["X", str() as story_id]:
            return StoryExited(story_id)
        case ["D", str() as story_id]:
            return StoryDescribed(story_id)
        case ["S", (str() | None) as source, str() as to]:
            return SceneChanged(source, to)
        case ["P", (str() | None) as source, str() as to]:
            card = facts.cards.get(to) if facts is not None else None
            if card is not None:
                return SpeakerChanged(source, to, SpeakerInfo(to, *card))
        case [
            "P",
            (str() | None) as source,
            str() as to,
            str() as cid,
            str() as name,
            str() as voice,
            str() as tone,
        ]:
            return SpeakerChanged(source, to, SpeakerInfo(cid, name, voice, tone))
        case ["F", str() as name, bool() as value]:
            return FlagSet(name, value)
        case ["V", str() as name, int() as delta, int() as value]:
            return VariableChanged(name, delta, value)
        case ["A", str() as action_id]:
            text = facts.texts.get(action_id) if facts is not None else None
            if text is not None:
                return SceneActionPerformed(action_id, text)
        case ["A", str() as action_id, str() as text]:
            return SceneActionPerformed(action_id, text)
        case ["B", str() as reason]:
            return Blocked(reason)
        case ["N", str() as story_id, str() as node_id]:
            return Ended(story_id, node_id)
    raise SaveError(f"save is damaged at state.recent: {item!r} is not an event of the story")


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
    return state.evolve(recent=tuple(_event(item, story_facts) for item in recent))
