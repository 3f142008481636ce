"""Reading content from disk: the one place the content layer's inputs come from files."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from taleweaver.content.findings import ContentError, Finding, error
from taleweaver.content.loader import Files, load_library, load_persona
from taleweaver.content.models import Library, Persona


def bundled_root() -> Path:
    """The content root shipped inside the package (narrator + bundled stories)."""
    return Path(str(resources.files("taleweaver") / "bundled" / "stories"))


def read_tree(root: Path) -> dict[str, str | None]:
    """Every ``*.json`` under ``root`` as relative POSIX path → text (``None`` if not UTF-8).

    A symlink that leads out of ``root`` is skipped: a story folder can never read files beside it.
    """
    if not root.is_dir():
        raise ContentError(
            [error("missing_file", str(root), "", "not a folder", "give a story folder or a content root")]
        )
    out: dict[str, str | None] = {}
    inside = root.resolve()
    for path in sorted(root.rglob("*.json")):
        if not path.resolve().is_relative_to(inside):
            continue
        rel = path.relative_to(root).as_posix()
        try:
            out[rel] = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            out[rel] = None
    return out


def is_story_folder(path: Path) -> bool:
    return (path / "manifest.json").is_file()


def bundled_narrator() -> Persona:
    path = bundled_root() / "narrator" / "narrator.json"
    return load_persona("narrator/narrator.json", path.read_text(encoding="utf-8"))


def as_content_tree(path: Path) -> Files:
    """A content root tree for ``path``: a story folder is wrapped under its folder name."""
    if is_story_folder(path):
        return {f"{path.name}/{rel}": text for rel, text in read_tree(path).items()}
    return read_tree(path)


def load_library_from(path: Path | None = None) -> Library:
    """The library at ``path`` (content root or single story folder), or the bundled one."""
    root = path or bundled_root()
    narrator = None if (root / "narrator" / "narrator.json").is_file() else bundled_narrator()
    return load_library(as_content_tree(root), default_narrator=narrator)


class NothingToCheck(ValueError):
    """A folder that holds no story (``manifest.json``) and no NPC world (``npcs/``)."""


def check_path(path: Path) -> list[Finding]:
    """Every finding for a story folder or a content root: its stories, voices and NPC world.

    NPC files are checked laid over the bundled world, as ``taleweaver serve`` loads them. Raises
    :class:`NothingToCheck` for a folder with neither stories nor NPCs, and :class:`ContentError`
    when ``path`` is not a folder.
    """
    from taleweaver.content.check import ExtraCheck, check_content, check_story
    from taleweaver.npc.world import check_world_dir
    from taleweaver.voice.check import check_content_voices, check_story_voices

    tree = read_tree(path)
    if is_story_folder(path):
        return check_story(tree, folder=path.resolve().name) + check_story_voices(tree)
    world: dict[str, ExtraCheck] = {"npcs": lambda _tree: check_world_dir(path)}
    findings = check_content(tree, extra=world) + check_content_voices(tree)
    if not findings and not any(p.endswith("manifest.json") or p.startswith("npcs/") for p in tree):
        raise NothingToCheck(
            f"{path} holds no story (manifest.json) and no NPCs (npcs/); give a story folder or content root"
        )
    return findings
