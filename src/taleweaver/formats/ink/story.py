"""An ink story as taleweaver plays it: the compiled JSON, its sidecar, and lines with resolved speakers.

Speakers follow a convention (both configurable in ``taleweaver.json``): a ``Name: text`` prefix at the
start of a line (``Ferryman: Cross?`` → speaker ``ferryman``, text ``Cross?``), or a ``# speaker: id`` tag,
which wins. Lines with neither are the narrator's.
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from taleweaver.content.models import NARRATOR_ID, Character, Persona, Story
from taleweaver.formats.ink.compiler import compile_source
from taleweaver.formats.ink.errors import InkError
from taleweaver.formats.ink.externals import SAFE_BUILTINS
from taleweaver.formats.ink.runtime import InkLine, InkRuntime, parse_story_json
from taleweaver.formats.sidecar import (
    Sidecar,
    SidecarError,
    assign_voices,
    character_id,
    load_sidecar,
    persona,
)

PLAYER = "player"
"""The speaker of a line that echoes the choice the player took."""


def is_ink_path(path: Path) -> bool:
    """A compiled ink story, an ink source, or a folder holding one (and no native manifest)."""
    name = path.name.lower()
    if path.is_file():
        return (
            name.endswith(".ink.json")
            or name.endswith(".ink")
            or (name.endswith(".json") and _looks_compiled(path))
        )
    if path.is_dir() and not (path / "manifest.json").exists():
        return any(path.glob("*.ink.json")) or any(path.glob("*.ink"))
    return False


def _looks_compiled(path: Path) -> bool:
    try:
        with path.open(encoding="utf-8-sig") as f:
            head = f.read(200)
    except (OSError, UnicodeDecodeError):
        return False
    return '"inkVersion"' in head


@dataclass
class InkStory:
    """A loaded ink story, ready to make :class:`InkRuntime` playthroughs."""

    id: str
    title: str
    description: str
    file: str
    data: dict[str, Any]
    sidecar: Sidecar
    content_hash: str = ""
    """sha256 of the compiled JSON and the sidecar: a saved session is tied to it."""
    characters: dict[str, dict[str, str]] = field(default_factory=dict)
    narrator: dict[str, str] = field(default_factory=dict)
    written: dict[str, str] = field(default_factory=dict)
    """Speaker id → the name as the story wrote it (``Ship's Boy``), for the display name."""

    _free: list[InkRuntime] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def new_runtime(self) -> InkRuntime:
        externals = {name: SAFE_BUILTINS[builtin] for name, builtin in self.sidecar.externals.items()}
        return InkRuntime(self.data, file=self.file, externals=externals)

    @contextmanager
    def borrow(self) -> Iterator[InkRuntime]:
        """A runtime from this story's pool, reset to the start (building one from the JSON takes
        ~0.1 s for *The Intercept*; a stateless server restores a save into a pooled one instead)."""
        with self._lock:
            runtime = self._free.pop() if self._free else None
        if runtime is None:
            runtime = self.new_runtime()
        else:
            runtime.reset()
        try:
            yield runtime
        finally:
            with self._lock:
                self._free.append(runtime)

    def persona(self, speaker_id: str) -> dict[str, str]:
        """The name and voice of a speaker: the narrator, a sidecar character, or one a line named (its
        voice drawn from the bank by a hash of its id, so it is the same every time)."""
        if speaker_id == NARRATOR_ID:
            return self.narrator
        if speaker_id not in self.characters:
            known = sorted({*self.characters, speaker_id})
            voice = assign_voices(known, self.sidecar)[speaker_id]
            self.characters[speaker_id] = persona(
                speaker_id, self.sidecar, voice, self.written.get(speaker_id, "")
            )
        return self.characters[speaker_id]

    def cast(self) -> Story:
        """The story's people as the content model sees them (title, narrator, characters with their voices),
        for what reads a cast rather than a graph: the voice bank, the body's staging, the transcriber's
        bias. No scenes or storylines: the ink runtime owns the story's flow."""
        characters = {
            cid: Character(
                id=cid,
                name=who["name"],
                description=who["description"],
                voice=who["voice"],
                voice_tone=who.get("voice_tone", ""),
                introduction=who.get("introduction", ""),
                background=who.get("background", ""),
                goal=who.get("goal", ""),
            )
            for cid, who in sorted(self.characters.items())
        }
        return Story.model_construct(
            id=self.id,
            title=self.title,
            description=self.description,
            languages=("en",),
            entry_point="",
            entry_node="",
            narrator=Persona(**self.narrator),
            characters=characters,
            scenes={},
            storylines={},
            map=(),
            flags=(),
            variables={},
            content_hash=self.content_hash,
        )

    def speaker(self, line: InkLine) -> tuple[str, str]:
        """(speaker id, text without the prefix) for one output line."""
        tag_name = self.sidecar.speaker_tag.lower()
        for tag in line.tags if line.tags else ():
            key, sep, value = tag.partition(":")
            if sep and key.strip().lower() == tag_name and value.strip():
                self.written.setdefault(character_id(value), value.strip())
                return character_id(value), _strip_prefix(line.text, self.sidecar)[1]
        if ":" not in line.text:
            return NARRATOR_ID, line.text
        name, text = _strip_prefix(line.text, self.sidecar)
        if name:
            self.written.setdefault(character_id(name), name.strip())
        return (character_id(name) if name else NARRATOR_ID), text


def _strip_prefix(text: str, sidecar: Sidecar) -> tuple[str, str]:
    if sidecar.speaker_prefix is None:
        return "", text
    m = re.match(sidecar.speaker_prefix, text)
    if m is None or "name" not in m.groupdict():
        return "", text
    return m.group("name"), m.groupdict().get("text") or text[m.end("name") + 1 :].strip()


def named_speakers(story_json: dict[str, Any], sidecar: Sidecar) -> dict[str, str]:
    """Every speaker the story's text names (``Name:`` prefixes, ``# speaker: id`` tags), found in the
    compiled JSON before play, so each gets its voice and place once, the same every run, whatever order
    they speak in. A name built from pieces at run time is met when it is said (:meth:`InkStory.persona`)."""
    tag = re.compile(rf"^\s*{re.escape(sidecar.speaker_tag)}\s*:\s*(\S.*)$", re.IGNORECASE)
    found: dict[str, str] = {}
    """id → the name as first written."""
    stack: list[Any] = [story_json.get("root")]
    while stack:
        node = stack.pop()
        if isinstance(node, str):
            if node.startswith("^") and ":" in node:
                text = node[1:].strip()
                if (said := tag.match(text)) is not None:
                    found.setdefault(character_id(said.group(1)), said.group(1).strip())
                elif (
                    name := _strip_prefix(text, sidecar)[0]
                ) and name.lower() != sidecar.speaker_tag.lower():
                    found.setdefault(character_id(name), name.strip())
        elif isinstance(node, dict):
            if isinstance(old := node.get("#"), str) and (said := tag.match(old)) is not None:
                # the tag form before ink 21
                found.setdefault(character_id(said.group(1)), said.group(1).strip())
            stack.extend(reversed(list(node.values())))
        elif isinstance(node, list):
            stack.extend(reversed(node))
    return {cid: name for cid, name in found.items() if cid and cid not in (NARRATOR_ID, PLAYER)}


def find_source(path: Path) -> Path:
    """The story file: ``path`` itself, or the one ``.ink.json`` (else ``.ink``) in a folder."""
    if path.is_file():
        return path
    for pattern in ("*.ink.json", "*.ink"):
        found = sorted(path.glob(pattern))
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            names = ", ".join(p.name for p in found)
            raise InkError(str(path), f"holds more than one ink story ({names}).", "pass the file to play.")
    raise InkError(str(path), "holds no .ink.json or .ink file.", "pass the compiled story or its source.")


def global_tags(data: dict[str, Any]) -> list[str]:
    """The tags above the story's first line (``# title: The Ferry``), as the compiled JSON holds them:
    ``"#", "^text", "/#"`` (ink 1.1+) or ``{"#": "text"}`` (older compilers)."""
    root = data.get("root")
    first = root[0] if isinstance(root, list) and root and isinstance(root[0], list) else []
    tags: list[str] = []
    open_tag: list[str] | None = None
    for item in first:
        if item == "#":
            open_tag = []
        elif item == "/#" and open_tag is not None:
            tags.append("".join(open_tag).strip())
            open_tag = None
        elif open_tag is not None and isinstance(item, str) and item.startswith("^"):
            open_tag.append(item[1:])
        elif isinstance(item, dict) and isinstance(item.get("#"), str):
            tags.append(item["#"].strip())
        else:
            break
    return tags


def declared_title(data: dict[str, Any]) -> str:
    """The title a global ``# title: …`` tag gives (Inky's convention), or ``""``."""
    for tag in global_tags(data):
        name, colon, value = tag.partition(":")
        if colon and name.strip().lower() == "title" and value.strip():
            return value.strip()
    return ""


def load_ink_story(path: Path) -> InkStory:
    """Load (compiling a ``.ink`` source), validate externals and the sidecar; :class:`InkError` if not."""
    source = find_source(path)
    file = str(source)
    if source.suffix == ".ink":
        text = compile_source(source)
    else:
        try:
            text = source.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as err:
            raise InkError(file, f"cannot read it: {err}") from None
    data = parse_story_json(text, file)
    try:
        sidecar = load_sidecar(source.parent)
    except SidecarError as err:
        raise InkError(file, str(err), "fix taleweaver.json next to the story.") from None
    unknown = sorted(b for b in sidecar.externals.values() if b not in SAFE_BUILTINS)
    if unknown:
        raise InkError(
            file,
            f"taleweaver.json binds externals to unknown built-ins: {', '.join(unknown)}.",
            f"use one of {', '.join(SAFE_BUILTINS)}.",
        )
    stem = source.name.removesuffix(".json").removesuffix(".ink")
    story_id = character_id(re.sub(r"[^\w ]+", " ", stem)) or "ink_story"
    title = sidecar.title or declared_title(data) or stem
    written = named_speakers(data, sidecar)
    ids = sorted(set(sidecar.characters) | set(written))
    voices = assign_voices(ids, sidecar)
    digest = hashlib.sha256(text.encode())
    digest.update(sidecar.model_dump_json().encode())
    story = InkStory(
        content_hash=digest.hexdigest(),
        id=story_id,
        title=title,
        description=sidecar.description or f"{title} (an ink story).",
        file=file,
        data=data,
        sidecar=sidecar,
        characters={cid: persona(cid, sidecar, voices[cid], written.get(cid, "")) for cid in ids},
        narrator={
            "name": sidecar.narrator.name or "Narrator",
            "description": sidecar.narrator.description or "The voice telling the story.",
            "voice": sidecar.narrator.voice or "cedar",
        }
        | {
            key: value
            for key in ("voice_tone", "introduction", "background", "goal")
            if (value := getattr(sidecar.narrator, key))
        },
        written=dict(written),
    )
    story.new_runtime()  # externals and version are checked now, not at the first turn
    return story
