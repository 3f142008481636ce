"""The engine state packed small, for a token a client carries on every request (``/play/*``).

A save file spells everything out; a play token must stay small (docs/server.md: ≤ 1,536 characters
after any walk of 20 turns). Packed, the state is a list of its fields in :class:`StoryState` order, and
each event of the recent log a short list that names ids instead of copying what the story already
says: a ``speakerChanged`` event carries its character card, a ``sceneActionPerformed`` the action's
text — both are left out when the story says exactly that, and read back from it. Anything that differs
(an edited story, an event of a story since left) is kept whole, so unpacking is exact.

:func:`unpack_save` gives the save JSON :func:`~taleweaver.engine.save.load_save_data` checks, so a
packed state passes every check a save file does. Pure: no I/O.
"""

from __future__ import annotations

import dataclasses
from collections import OrderedDict
from typing import Any

import immutables

from taleweaver.content.models import NARRATOR_ID, Library, Story
from taleweaver.engine.events import (
    Blocked,
    Ended,
    Event,
    FlagSet,
    SceneActionPerformed,
    SceneChanged,
    SpeakerChanged,
    StoryEntered,
    StoryExited,
    VariableChanged,
)
from taleweaver.engine.save import SAVE_FORMAT, SAVE_VERSION, SaveError
from taleweaver.engine.state import StoryState

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


def _event_json(item: Any, facts: _StoryFacts | None) -> dict[str, Any]:
    """One packed event as its save JSON; a malformed item raises ValueError (the save check reports it)."""
    if not isinstance(item, list) or not item or not isinstance(item[0], str):
        raise ValueError(f"not a packed event: {item!r}")
    code, args = item[0], item[1:]
    match code, len(args):
        case "E", 1:
            return {"type": "storyEntered", "story_id": args[0]}
        case "X", 1:
            return {"type": "storyExited", "story_id": args[0]}
        case "S", 2:
            return {"type": "sceneChanged", "from": args[0], "to": args[1]}
        case "P", 2:
            card = facts.cards.get(args[1]) if facts is not None and isinstance(args[1], str) else None
            if card is None:
                raise ValueError(f"speaker {args[1]!r} is not in the story")
            return _speaker_json(args[0], args[1], args[1], *card)
        case "P", 6:
            return _speaker_json(*args)
        case "F", 2:
            return {"type": "flagSet", "name": args[0], "value": args[1]}
        case "V", 3:
            return {"type": "variableChanged", "name": args[0], "delta": args[1], "value": args[2]}
        case "A", 1:
            text = facts.texts.get(args[0]) if facts is not None and isinstance(args[0], str) else None
            if text is None:
                raise ValueError(f"scene action {args[0]!r} is not in the story")
            return {"type": "sceneActionPerformed", "action_id": args[0], "text": text}
        case "A", 2:
            return {"type": "sceneActionPerformed", "action_id": args[0], "text": args[1]}
        case "B", 1:
            return {"type": "blocked", "reason": args[0]}
        case "N", 2:
            return {"type": "ended", "story_id": args[0], "node_id": args[1]}
    raise ValueError(f"not a packed event: {item!r}")


def _speaker_json(source: Any, to: Any, cid: Any, name: Any, voice: Any, tone: Any) -> dict[str, Any]:
    character = {"id": cid, "name": name, "voice": voice, "voice_tone": tone}
    return {"type": "speakerChanged", "from": source, "to": to, "character": character}


def unpack_save(
    packed: object, library: Library, *, story_id: str | None, content_hash: str | None
) -> dict[str, Any]:
    """The save JSON of a packed state (for :func:`~taleweaver.engine.save.load_save_data` to check).

    ``story_id`` and ``content_hash`` are what the token was bound to. Raises :class:`SaveError` when
    ``packed`` is not a packed state of this version.
    """
    if not isinstance(packed, list) or len(packed) != len(_FIELDS) + 1 or packed[0] != PACK_VERSION:
        raise SaveError(f"not a packed state of version {PACK_VERSION}")
    state = dict(zip(_FIELDS, packed[1:], strict=True))
    facts = (
        _facts(library.stories.get(state["story_id"] or "")) if isinstance(state["story_id"], str) else None
    )
    recent = state["recent"]
    if not isinstance(recent, list):
        raise SaveError("save is damaged at state.recent: not a list")
    try:
        state["recent"] = [_event_json(item, facts) for item in recent]
    except ValueError as exc:
        raise SaveError(f"save is damaged at state.recent: {exc}") from exc
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "story_id": story_id,
        "content_hash": content_hash,
        "state": state,
    }
