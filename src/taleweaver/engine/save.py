"""Versioned saves: the full engine state as JSON, tied to the story content it was made with.

The save format is versioned separately from the content format. Loading checks the format, the
version, the story and the content hash, and that every id in the save exists — a save made for other
content (or edited by hand) is a clear :class:`SaveError`, never a crash.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any, Literal, get_args, get_origin, get_type_hints

import immutables
from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from taleweaver.content.models import NARRATOR_ID, Library, Story
from taleweaver.engine.events import event_from_json
from taleweaver.engine.per_story import PerStory
from taleweaver.engine.state import StoryState
from taleweaver.validation import describe

SAVE_FORMAT = "taleweaver-save"
SAVE_VERSION = 1
MIN_SUPPORTED_VERSION = 1


class SaveError(Exception):
    """A save that cannot be loaded; the message says what was seen and what was needed."""


def saved_type(hint: Any) -> Any:
    """The JSON-side type of one :class:`StoryState` field: maps become dicts, tuples lists, events dicts."""
    origin = get_origin(hint)
    if origin is immutables.Map:
        key, value = get_args(hint)
        return dict[key, value]  # type: ignore[valid-type]
    if origin is tuple:
        item = get_args(hint)[0]
        return list[item] if item is str else list[dict[str, Any]]  # type: ignore[valid-type]
    return hint


def _saved_default(value: Any) -> Any:
    if isinstance(value, immutables.Map):
        return Field(default_factory=dict)
    if isinstance(value, tuple):
        return Field(default_factory=list)
    return value


_STATE_FIELDS = dataclasses.fields(StoryState)
STATE_HINTS = get_type_hints(StoryState)
_STATE_HINTS = STATE_HINTS
_SAVED_FIELDS: dict[str, Any] = {
    f.name: (saved_type(_STATE_HINTS[f.name]), _saved_default(f.default)) for f in _STATE_FIELDS
}
SavedState: type[BaseModel] = create_model(
    "SavedState", __config__=ConfigDict(extra="forbid"), **_SAVED_FIELDS
)
"""The ``state`` of a save file: derived from :class:`StoryState` field by field, so the two cannot drift."""


def _to_saved(state: StoryState) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in _STATE_FIELDS:
        value = getattr(state, f.name)
        if isinstance(value, immutables.Map):
            value = dict(value)
        elif f.name == "recent":
            value = [event.to_json() for event in value]
        elif isinstance(value, tuple):
            value = list(value)
        out[f.name] = value
    return out


def _from_saved(saved: dict[str, Any]) -> StoryState:
    values: dict[str, Any] = {}
    for f in _STATE_FIELDS:
        value = saved[f.name]
        if isinstance(value, dict):
            value = immutables.Map(value)
        elif f.name == "recent":
            value = tuple(event_from_json(e) for e in value)
        elif isinstance(value, list):
            value = tuple(value)
        values[f.name] = value
    return StoryState(**values)


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["taleweaver-save"] = "taleweaver-save"
    version: int = SAVE_VERSION
    story_id: str | None
    content_hash: str | None
    state: SavedState  # built from StoryState above


def dump_save(state: StoryState, library: Library) -> str:
    """The state as save JSON (stable key order, so save → load → save is byte-identical)."""
    return json.dumps(save_data(state, library), indent=2, sort_keys=True) + "\n"


def save_data(state: StoryState, library: Library) -> dict[str, Any]:
    """The save as a JSON-ready dict (what :func:`dump_save` writes; servers seal it as it is).

    Built directly (the shape of :class:`SaveFile`): a stateless server makes one per request.
    """
    story = library.stories.get(state.story_id or "")
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "story_id": state.story_id,
        "content_hash": story.content_hash if story else None,
        "state": _to_saved(state),
    }


def load_save(text: str, library: Library) -> StoryState:
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"save is not JSON (line {exc.lineno}: {exc.msg})") from exc
    except RecursionError as exc:  # ``[[[[…`` nested deeper than the parser's stack
        raise SaveError("save is not a taleweaver save (JSON nested too deeply)") from exc
    return load_save_data(raw, library)


def load_save_data(raw: object, library: Library) -> StoryState:
    """Like :func:`load_save`, for save JSON already parsed (a dict)."""
    if not isinstance(raw, dict) or raw.get("format") != SAVE_FORMAT:
        raise SaveError(f'not a taleweaver save (expected "format": "{SAVE_FORMAT}")')
    version = raw.get("version")
    if not isinstance(version, int) or not MIN_SUPPORTED_VERSION <= version <= SAVE_VERSION:
        raise SaveError(
            f"save format version {version!r} is not supported; this taleweaver reads versions "
            f"{MIN_SUPPORTED_VERSION}–{SAVE_VERSION}"
        )
    try:
        save = SaveFile.model_validate(raw)
    except ValidationError as exc:
        raise SaveError(f"save is damaged at {describe(exc, most=1)}") from exc
    try:
        state = _from_saved(save.state.model_dump())
    except (ValueError, KeyError, TypeError) as exc:
        raise SaveError(f"save is damaged at state.recent: {exc}") from exc
    check_state(state, library, story_id=save.story_id, content_hash=save.content_hash)
    return state


def check_state(s: StoryState, library: Library, *, story_id: str | None, content_hash: str | None) -> None:
    """Raise :class:`SaveError` unless ``s`` fits the loaded story it names: its content hash and every
    id it holds (a save's header names ``story_id`` and ``content_hash``)."""
    if s.talked_about is not None and s.talked_about not in library.stories:
        known = ", ".join(sorted(library.stories)) or "none"
        raise SaveError(f"save is damaged at state.talked_about: {s.talked_about!r} is not loaded ({known})")
    if unknown := [sid for sid in s.declined if sid not in library.stories]:
        known = ", ".join(sorted(library.stories)) or "none"
        raise SaveError(f"save is damaged at state.declined: {unknown[0]!r} is not loaded ({known})")
    if s.mode == "menu":
        if s.story_id is not None:
            raise SaveError("save is inconsistent: menu mode with a story id")
        return
    if story_id is None or s.story_id != story_id:
        raise SaveError("save is inconsistent: story mode without a matching story id")
    story = library.stories.get(story_id)
    if story is None:
        known = ", ".join(sorted(library.stories)) or "none"
        raise SaveError(f"save is for story {story_id!r}, which is not loaded (loaded: {known})")
    if content_hash != story.content_hash:
        raise SaveError(
            f"save was made for a different version of story {story.id!r} "
            f"(content hash {str(content_hash)[:12]}…, loaded {story.content_hash[:12]}…); "
            "start the story again"
        )
    if s.node_id not in story.storylines or s.scene_id not in story.scenes:
        raise SaveError(f"save points at node {s.node_id!r} / scene {s.scene_id!r}, unknown in {story.id!r}")
    if s.speaker != NARRATOR_ID and s.speaker not in story.characters:
        raise SaveError(f"save names speaker {s.speaker!r}, unknown in {story.id!r}")
    _check_ids(s, story)


def _derive_known_names(story: Story) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """Flags and variables the story declares or its actions touch, and its scene-action keys.

    Computed once per story content (:data:`_KNOWN_NAMES`): loading a save — which a stateless server
    does on every request — must not cost time proportional to the story's size.
    """
    flags, variables = set(story.flags), set(story.variables)
    for node in story.storylines.values():
        for action in node.actions:
            flags.update(action.effects.set_flags)
            variables.update(action.effects.add_variables)
    scene_actions = {f"{sid}/{a.id}" for sid, scene in story.scenes.items() for a in scene.actions}
    return frozenset(flags), frozenset(variables), frozenset(scene_actions)


_KNOWN_NAMES = PerStory(_derive_known_names)


def _check_ids(s: StoryState, story: Story) -> None:
    flags, variables, scene_actions = _KNOWN_NAMES.get(story)
    scenes = story.scenes.keys()
    if (  # every id known (a stateless server checks a state per request): set operations, no lists
        flags.issuperset(s.flags)
        and variables.issuperset(s.variables)
        and story.storylines.keys() >= set(s.node_visits)
        and scenes >= set(s.scene_visits)
        and scenes >= set(s.discovered_scenes)
        and scene_actions.issuperset(s.scene_actions_done)
        and story.characters.keys() >= set(s.met_characters)
    ):
        return
    checks: list[tuple[str, list[str], frozenset[str] | dict[str, Any]]] = [
        ("flags", list(s.flags), flags),
        ("variables", list(s.variables), variables),
        ("node_visits", list(s.node_visits), story.storylines),
        ("scene_visits", list(s.scene_visits), story.scenes),
        ("discovered_scenes", list(s.discovered_scenes), story.scenes),
        ("scene_actions_done", list(s.scene_actions_done), scene_actions),
        ("met_characters", list(s.met_characters), story.characters),
    ]
    for field, ids, known in checks:
        unknown = [i for i in ids if i not in known]
        if unknown:
            raise SaveError(f"save is damaged at state.{field}: {unknown[0]!r} is not in story {story.id!r}")
