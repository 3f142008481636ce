"""The stories ``taleweaver serve`` plays over HTTP: the bundled ones plus every ``--stories DIR``.

Each story folder is loaded on its own, so one broken folder does not hide the others: it is listed
with its first errors (for the library page) and refused by ``/play/start`` with the same message.
A later directory's story replaces an earlier one with the same id. The intent matcher is one per
story: sessions of the same story share its embedding cache, and option texts are embedded only
when free text arrives (never eagerly after a click).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from taleweaver.apps.http_play.match_offload import OffloadedEncoder
from taleweaver.content.findings import ContentError, Finding
from taleweaver.content.loader import load_story_parts
from taleweaver.content.models import Library, Story
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import bundled_narrator, bundled_root, is_story_folder, read_tree
from taleweaver.formats.ink.errors import InkError
from taleweaver.formats.ink.story import InkStory, is_ink_path, load_ink_story
from taleweaver.intent.encoder import Encoder, EncoderError, MiniLMEncoder
from taleweaver.intent.matcher import IntentMatcher

MAX_FINDINGS_SHOWN = 3


@dataclass(frozen=True)
class BrokenStory:
    """A story folder that cannot be played, with what is wrong (first errors, rendered)."""

    folder: str
    errors: tuple[str, ...]

    def message(self) -> str:
        return f"{self.folder} cannot be played: " + "; ".join(self.errors)


@dataclass
class StoryCatalog:
    """Playable stories (one engine over all of them) and the folders that failed to load."""

    library: Library
    broken: list[BrokenStory] = field(default_factory=list)
    encoder: Encoder | None = None
    """The sentence encoder for free text; ``None`` loads MiniLM lazily on the first free text."""
    free_text: bool = True

    ink: dict[str, InkStory] = field(default_factory=dict)
    """ink stories by id (docs/import.md): same routes and rows, played by the ink runtime."""

    def __post_init__(self) -> None:
        self.engine = StoryEngine(self.library)
        self._matchers: dict[str, IntentMatcher] = {}
        self._lock = threading.Lock()
        self.free_text_note: str | None = None

    def story(self, story_id: str) -> Story | None:
        return self.library.stories.get(story_id)

    def matcher(self, story_id: str | None) -> IntentMatcher | None:
        """The story's matcher (shared by all its sessions), or ``None`` when free text is off."""
        if not self.free_text:
            return None
        key = story_id or ""
        with self._lock:
            if key not in self._matchers:
                encoder = self._encoder()
                if encoder is None:
                    return None
                self._matchers[key] = IntentMatcher(OffloadedEncoder(encoder))  # free text off the loop
            return self._matchers[key]

    def _encoder(self) -> Encoder | None:
        if self.encoder is None:
            try:
                encoder = MiniLMEncoder()
                encoder.load()
            except EncoderError as exc:
                self.free_text = False
                self.free_text_note = f"free text is off: {exc}"
                return None
            self.encoder = encoder
        return self.encoder


def _folder_errors(findings: Iterable[Finding]) -> tuple[str, ...]:
    errors = [f for f in findings if f.severity == "error"]
    shown = tuple(f.render() for f in errors[:MAX_FINDINGS_SHOWN])
    more = len(errors) - len(shown)
    return (*shown, f"… and {more} more (run `taleweaver check`)") if more > 0 else shown


def _story_folders(path: Path) -> list[Path]:
    if is_story_folder(path):
        return [path]
    if not path.is_dir():
        return []
    return sorted(p for p in path.iterdir() if p.is_dir() and is_story_folder(p))


def _shown(root: Path, folder: Path) -> str:
    """A story folder as clients see it: relative to its content root's parent, never absolute."""
    return root.name if folder == root else f"{root.name}/{folder.name}"


def load_catalog(
    dirs: Iterable[Path] = (), *, include_bundled: bool = True, encoder: Encoder | None = None
) -> StoryCatalog:
    """Load the bundled stories and each of ``dirs`` (a story folder or a content root)."""
    roots = ([bundled_root()] if include_bundled else []) + list(dirs)
    stories: dict[str, Story] = {}
    broken: list[BrokenStory] = []
    ink: dict[str, InkStory] = {}
    for root in roots:
        folders = _story_folders(root)
        inks = _ink_sources(root)
        for source in inks:
            try:
                loaded = load_ink_story(source)
            except InkError as exc:
                broken.append(BrokenStory(str(source), (str(exc),)))
                continue
            ink[loaded.id] = loaded
        if not folders and not inks:
            broken.append(
                BrokenStory(
                    root.name,
                    ("not a story folder (no manifest.json) and no story folders inside",),
                )
            )
        for folder in folders:
            try:
                _, story, findings = load_story_parts(read_tree(folder))
            except ContentError as exc:
                broken.append(BrokenStory(_shown(root, folder), _folder_errors(exc.findings)))
                continue
            if story is None:
                broken.append(BrokenStory(_shown(root, folder), _folder_errors(findings)))
                continue
            stories[story.id] = story
    library = Library(narrator=bundled_narrator(), stories=stories)
    return StoryCatalog(library=library, broken=broken, encoder=encoder, ink=ink)


def _ink_sources(path: Path) -> list[Path]:
    """ink stories at ``path``: a compiled story or source itself, else the ``.ink.json`` files (and the
    ``.ink`` sources without one) and the ink folders inside it."""
    if path.is_file():
        return [path] if is_ink_path(path) else []
    if not path.is_dir() or is_story_folder(path):
        return []
    found = [p for p in path.iterdir() if p.is_dir() and is_ink_path(p)]
    found += [p for p in path.glob("*.ink.json")]
    found += [p for p in path.glob("*.ink") if not p.with_name(p.name + ".json").exists()]
    return sorted(found)
