"""Build a :class:`Story` and a :class:`Library` from file texts (path → text). No I/O here.

Every problem is collected as a :class:`Finding`; a story is only returned when it has no errors.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from difflib import get_close_matches
from pathlib import PurePosixPath
from typing import TypeVar

from pydantic import RootModel, ValidationError

from taleweaver.content.fields import unknown_field_findings
from taleweaver.content.findings import ContentError, Finding, error, has_errors, suggest, warning
from taleweaver.content.models import (
    NARRATOR_ID,
    Character,
    Library,
    Manifest,
    MapEdge,
    Persona,
    Scene,
    Story,
    StorylineNode,
)
from taleweaver.content.parse import location_of, message_and_hint, parse_json, validate_as

Files = Mapping[str, str | None]
"""Relative POSIX path → file text (``None`` when the file is not UTF-8)."""

_Flags = RootModel[list[str]]
_Variables = RootModel[dict[str, int]]
_Map = RootModel[list[MapEdge]]
R = TypeVar("R", bound=RootModel)  # type: ignore[type-arg]


@dataclass
class StoryParts:
    """What could be parsed from a story folder, even when parts of it are broken."""

    manifest: Manifest | None = None
    characters: dict[str, Character] = field(default_factory=dict)
    scenes: dict[str, Scene] = field(default_factory=dict)
    nodes: dict[str, StorylineNode] = field(default_factory=dict)
    node_files: dict[str, str] = field(default_factory=dict)
    edges: list[MapEdge] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    variables: dict[str, int] = field(default_factory=dict)
    entry_node: str | None = None
    broken: set[str] = field(default_factory=set)
    """Ids (file stems) of characters, scenes and nodes whose files failed to parse: references to
    them are not reported again as unknown."""
    broken_files: dict[str, list[str]] = field(default_factory=dict)
    """What → files that could not be read ("scenes": ["scenes/x.json"]): did-you-mean lists name them."""

    def suggest(self, value: str, allowed: Iterable[str], what: str) -> str:
        """:func:`suggest`, plus "(could not read X.json)" when a file of this kind failed."""
        hint = suggest(value, allowed, what)
        failed = self.broken_files.get(what)
        return f"{hint} (could not read {', '.join(failed)})" if failed else hint


def _stem(path: str) -> str:
    return PurePosixPath(path).stem


def _raw_name(text: str | None) -> str:
    """The display name in a character file that failed validation (casefolded), or ""."""
    try:
        data = json.loads(text or "")
    except json.JSONDecodeError:
        return ""
    name = data.get("name") if isinstance(data, dict) else None
    return name.casefold() if isinstance(name, str) else ""


def _root_file(files: Files, name: str, findings: list[Finding], *, required: bool) -> object:
    if name not in files:
        if required:
            findings.append(
                error("missing_file", name, "", f"{name} is missing", "every story folder needs one")
            )
        return None
    return parse_json(name, files[name], findings)


def parse_story_parts(files: Files) -> tuple[StoryParts, list[Finding]]:
    findings: list[Finding] = []
    parts = StoryParts()
    parts.manifest = validate_as(
        Manifest, "manifest.json", _root_file(files, "manifest.json", findings, required=True), findings
    )
    if "map.json" not in files:
        findings.append(warning("missing_file", "map.json", "", "map.json is missing", "add [] for no map"))
    if "flags.json" not in files:
        findings.append(
            warning("missing_file", "flags.json", "", "flags.json is missing", "add [] for no flags")
        )
    map_data = _root_file(files, "map.json", findings, required=False)
    for i, item in enumerate(map_data if isinstance(map_data, list) else []):
        findings.extend(unknown_field_findings(MapEdge, "map.json", item, f"[{i}]"))
    if (edges := _validate_root(_Map, "map.json", map_data, findings)) is not None:
        parts.edges = edges.root
    flag_data = _root_file(files, "flags.json", findings, required=False)
    if (flags := _validate_root(_Flags, "flags.json", flag_data, findings)) is not None:
        parts.flags = flags.root
    var_data = _root_file(files, "variables.json", findings, required=False)
    if (variables := _validate_root(_Variables, "variables.json", var_data, findings)) is not None:
        parts.variables = variables.root
    for path in sorted(files):
        top, _, rest = path.partition("/")
        if not rest or not path.endswith(".json"):
            continue
        if top == "characters":
            character = validate_as(
                Character, path, parse_json(path, files[path], findings), findings, id=_stem(path)
            )
            if character:
                parts.characters[character.id] = character
            else:
                parts.broken.add(_stem(path))
                parts.broken_files.setdefault("characters", []).append(path)
                if name := _raw_name(files[path]):
                    parts.broken.add(name)
        elif top == "scenes":
            scene = validate_as(
                Scene, path, parse_json(path, files[path], findings), findings, id=_stem(path)
            )
            if scene:
                parts.scenes[scene.id] = scene
            else:
                parts.broken.add(_stem(path))
                parts.broken_files.setdefault("scenes", []).append(path)
        elif top == "storylines":
            chapter = str(PurePosixPath(rest).parent)
            node = validate_as(
                StorylineNode,
                path,
                parse_json(path, files[path], findings),
                findings,
                chapter="" if chapter == "." else chapter,
            )
            if node is None:
                parts.broken.add(_stem(path))
                parts.broken_files.setdefault("storyline nodes", []).append(path)
                continue
            if node.id != _stem(path):
                findings.append(
                    warning(
                        "id_mismatch",
                        path,
                        "id",
                        f"storyline id {node.id!r} differs from its file name {_stem(path)!r}",
                        f"rename the file to {node.id}.json, or set id to {_stem(path)!r}",
                    )
                )
            if node.id in parts.nodes:
                findings.append(
                    error(
                        "duplicate_id",
                        path,
                        "id",
                        f"storyline id {node.id!r} is also used by {parts.node_files[node.id]}",
                        "give every storyline node its own id",
                    )
                )
                continue
            parts.nodes[node.id] = node
            parts.node_files[node.id] = path
    return parts, findings


def _validate_root(model: type[R], name: str, data: object, findings: list[Finding]) -> R | None:
    if data is None:
        return None
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        for err in exc.errors():
            message, hint = message_and_hint(err)
            findings.append(error("wrong_type", name, location_of(err["loc"]), message, hint))
        return None


def resolve_character(parts: StoryParts, ref: str) -> str | None:
    """A character id for ``ref`` (an id or a display name), ``narrator`` for "", or None if unknown."""
    if ref.strip().casefold() in ("", NARRATOR_ID):
        return NARRATOR_ID
    if parts.manifest is not None and ref.casefold() == parts.manifest.narrator.name.casefold():
        return NARRATOR_ID
    if ref in parts.characters or ref in parts.broken or ref.casefold() in parts.broken:
        return ref
    folded = ref.casefold()
    for character in parts.characters.values():
        if character.name.casefold() == folded or character.id.casefold() == folded:
            return character.id
    return None


def check_references(parts: StoryParts) -> list[Finding]:
    """Errors for every id that points nowhere (every dangling reference reported at once)."""
    out: list[Finding] = []
    people = [*parts.characters, NARRATOR_ID]
    for node_id, node in parts.nodes.items():
        file = parts.node_files[node_id]
        if node.scene not in parts.scenes and node.scene not in parts.broken:
            out.append(
                error(
                    "unknown_scene",
                    file,
                    "scene",
                    f"unknown scene {node.scene!r}",
                    _missing_scene(parts, node.scene),
                )
            )
        if resolve_character(parts, node.speaker) is None:
            out.append(
                error(
                    "unknown_character",
                    file,
                    "speaker",
                    f"unknown speaker {node.speaker!r}",
                    parts.suggest(node.speaker, people, "characters"),
                )
            )
        seen: set[str] = set()
        for i, action in enumerate(node.actions):
            if action.id in seen:
                out.append(
                    error(
                        "duplicate_id",
                        file,
                        f"actions[{i}].id",
                        f"action id {action.id!r} repeats",
                        "action ids must be unique within a node",
                    )
                )
            seen.add(action.id)
            if action.next is not None and action.next not in parts.nodes and action.next not in parts.broken:
                out.append(
                    error(
                        "unknown_node",
                        file,
                        f"actions[{i}].next",
                        f"unknown storyline node {action.next!r}",
                        parts.suggest(action.next, parts.nodes, "storyline nodes"),
                    )
                )
    for scene_id, scene in parts.scenes.items():
        for i, ref in enumerate(scene.characters_present):
            if resolve_character(parts, ref) is None:
                out.append(
                    error(
                        "unknown_character",
                        f"scenes/{scene_id}.json",
                        f"characters_present[{i}]",
                        f"unknown character {ref!r}",
                        parts.suggest(ref, people, "characters"),
                    )
                )
    for i, edge in enumerate(parts.edges):
        for end, value in (("from", edge.source), ("to", edge.to)):
            if value not in parts.scenes and value not in parts.broken:
                out.append(
                    error(
                        "unknown_scene",
                        "map.json",
                        f"[{i}].{end}",
                        f"map edge {end} unknown scene {value!r}",
                        _missing_scene(parts, value),
                    )
                )
    out.extend(_check_entry(parts))
    return out


def _missing_scene(parts: StoryParts, scene_id: str) -> str:
    """The fix for a reference to a scene that has no file: create it (or fix a typo)."""
    close = get_close_matches(scene_id, sorted(parts.scenes), n=1, cutoff=0.75)
    fix = f"create scenes/{scene_id}.json"
    if close:
        fix += f", or did you mean {close[0]!r}?"
    elif parts.scenes:
        fix += f" (known scenes: {', '.join(sorted(parts.scenes))})"
    failed = parts.broken_files.get("scenes")
    return f"{fix} (could not read {', '.join(failed)})" if failed else fix


def _check_entry(parts: StoryParts) -> list[Finding]:
    if parts.manifest is None:
        return []
    entry = parts.manifest.entry_point
    stem = _stem(entry)
    by_file = {path: node_id for node_id, path in parts.node_files.items()}
    node_id = by_file.get(entry.removeprefix("./")) or (stem if stem in parts.nodes else None)
    if node_id is None and stem in parts.broken:
        return []  # the entry node's own file is broken; that is reported already
    if node_id is None:
        return [
            error(
                "bad_entry_point",
                "manifest.json",
                "entry_point",
                f"entry point {entry!r} is not a storyline node",
                suggest(entry, parts.node_files.values(), "storyline files"),
            )
        ]
    parts.entry_node = node_id
    return []


def _normalise_node(parts: StoryParts, node: StorylineNode) -> StorylineNode:
    speaker = resolve_character(parts, node.speaker) or NARRATOR_ID
    return node if speaker == node.speaker else node.model_copy(update={"speaker": speaker})


def _normalise_scene(parts: StoryParts, scene: Scene) -> Scene:
    present = tuple(resolve_character(parts, ref) or ref for ref in scene.characters_present)
    return scene.model_copy(update={"characters_present": present})


def build_story(parts: StoryParts) -> Story:
    """Assemble a story from error-free parts, with speakers normalised to ids."""
    assert parts.manifest is not None
    assert parts.entry_node is not None
    m = parts.manifest
    body: dict[str, object] = {
        "id": m.id,
        "title": m.title,
        "description": m.description,
        "languages": m.languages,
        "entry_point": m.entry_point,
        "entry_node": parts.entry_node,
        "narrator": m.narrator,
        "characters": parts.characters,
        "scenes": {sid: _normalise_scene(parts, s) for sid, s in parts.scenes.items()},
        "storylines": {nid: _normalise_node(parts, n) for nid, n in parts.nodes.items()},
        "map": tuple(parts.edges),
        "flags": tuple(parts.flags),
        "variables": parts.variables,
    }
    story = Story.model_validate({**body, "content_hash": ""})
    digest_source = story.model_dump(mode="json", by_alias=True)
    digest = hashlib.sha256(json.dumps(digest_source, sort_keys=True).encode()).hexdigest()
    return story.model_copy(update={"content_hash": digest})


def load_story_parts(files: Files) -> tuple[StoryParts, Story | None, list[Finding]]:
    parts, findings = parse_story_parts(files)
    findings.extend(check_references(parts))
    story = None if has_errors(findings) or parts.manifest is None else build_story(parts)
    return parts, story, findings


def load_story(files: Files) -> Story:
    """The story in ``files``; raises :class:`ContentError` listing every error."""
    _, story, findings = load_story_parts(files)
    if story is None:
        raise ContentError(findings)
    return story


def load_persona(file: str, text: str | None) -> Persona:
    findings: list[Finding] = []
    persona = validate_as(Persona, file, parse_json(file, text, findings), findings)
    if persona is None:
        raise ContentError(findings)
    return persona


def split_tree(tree: Files) -> tuple[Files, dict[str, dict[str, str | None]]]:
    """Split a content root into the narrator files and one file mapping per story folder."""
    narrator: dict[str, str | None] = {}
    stories: dict[str, dict[str, str | None]] = {}
    for path, text in tree.items():
        top, _, rest = path.partition("/")
        if not rest:
            continue
        if top == "narrator":
            narrator[rest] = text
        else:
            stories.setdefault(top, {})[rest] = text
    return narrator, {name: files for name, files in stories.items() if "manifest.json" in files}


def load_library(tree: Files, *, default_narrator: Persona | None = None) -> Library:
    """A library from a content root (``narrator/narrator.json`` + story folders)."""
    narrator_files, story_trees = split_tree(tree)
    all_findings: list[Finding] = []
    narrator = default_narrator
    if "narrator.json" in narrator_files:
        narrator = load_persona("narrator/narrator.json", narrator_files["narrator.json"])
    if narrator is None:
        raise ContentError(
            [
                error(
                    "missing_file",
                    "narrator/narrator.json",
                    "",
                    "the menu narrator is missing",
                    "add narrator/narrator.json to the content root",
                )
            ]
        )
    stories: dict[str, Story] = {}
    for folder, files in sorted(story_trees.items()):
        _, story, findings = load_story_parts(files)
        all_findings.extend(f.model_copy(update={"file": f"{folder}/{f.file}"}) for f in findings)
        if story is not None:
            stories[story.id] = story
    if has_errors(all_findings):
        raise ContentError(all_findings)
    return Library(narrator=narrator, stories=stories)
