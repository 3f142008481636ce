"""Loading NPC world content from disk (the I/O edge around :mod:`taleweaver.content.check_npc`).

A world dir holds ``npcs/``, ``quests/``, ``topics/``, ``items/`` and ``start.json``. The bundled world
ships in ``taleweaver/bundled/world``; an operator's content dirs are loaded on top of it, later dirs
overriding by id. Content with errors is refused with every finding listed, never half-loaded.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path

from taleweaver.content.check_npc import read_world
from taleweaver.content.findings import Finding
from taleweaver.content.npc import WORLD_FOLDERS, World


class WorldInvalid(ValueError):
    """World content that cannot be loaded; ``findings`` lists every error found."""

    def __init__(self, message: str, findings: Sequence[Finding] = ()) -> None:
        lines = [f"  {f.file} {f.location}: {f.message} ({f.hint})" for f in findings]
        super().__init__("\n".join([message, *lines]))
        self.findings = list(findings)


def bundled_world_dir() -> Traversable:
    return resources.files("taleweaver.bundled") / "world"


def read_world_files(root: Path | Traversable) -> dict[str, str]:
    """Every world file under ``root`` as ``relative/path.json → text``."""
    if not root.is_dir():
        raise WorldInvalid(f"{root}: not a directory (expected a world dir with npcs/, quests/ …)")
    files: dict[str, str] = {}
    for folder in WORLD_FOLDERS:
        sub = root / folder
        if not sub.is_dir():
            continue
        for entry in sub.iterdir():
            if entry.name.endswith(".json") and entry.is_file():
                files[f"{folder}/{entry.name}"] = entry.read_text(encoding="utf-8")
    start = root / "start.json"
    if start.is_file():
        files["start.json"] = start.read_text(encoding="utf-8")
    return files


def is_world_dir(path: Path) -> bool:
    """Whether ``path`` holds NPC world content (an ``npcs/`` folder)."""
    return (path / "npcs").is_dir()


def check_world_dir(root: Path, *, over_bundled: bool = True) -> list[Finding]:
    """Every finding for the world dir ``root``: the hook for ``taleweaver check`` on a dir with ``npcs/``.

    With ``over_bundled`` (the default, matching how ``taleweaver serve`` loads it) the dir is checked
    laid over the bundled world, so references to bundled quests, topics and items resolve; only
    findings about ``root``'s own files are returned. Paths in findings are relative to ``root``.
    """
    own = read_world_files(root)
    files = {**read_world_files(bundled_world_dir()), **own} if over_bundled else own
    _, findings = read_world(files)
    return [finding for finding in findings if finding.file in own]


def load_world(content_dirs: Iterable[Path] = (), *, include_bundled: bool = True) -> World:
    """The bundled world (unless switched off) with each content dir laid over it, checked as one.

    A later dir's file replaces the earlier one with the same path (so the same id); references may
    cross dirs (an operator's NPC can offer a bundled quest). Raises :class:`WorldInvalid` on errors.
    """
    files = read_world_files(bundled_world_dir()) if include_bundled else {}
    sources = ["bundled world"] if include_bundled else []
    for directory in content_dirs:
        files.update(read_world_files(Path(directory)))
        sources.append(str(directory))
    world, findings = read_world(files)
    errors = [finding for finding in findings if finding.severity == "error"]
    if errors:
        raise WorldInvalid(f"{' + '.join(sources)}: {len(errors)} error(s) in NPC content", errors)
    return world
