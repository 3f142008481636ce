"""Reading content from disk: the one place the content layer's inputs come from files."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from importlib import resources
from pathlib import Path

from taleweaver.content.check import ExtraCheck, check_content, check_story
from taleweaver.content.findings import ContentError, Finding, error
from taleweaver.content.loader import Files, load_library, load_persona
from taleweaver.content.models import Library, Persona


def bundled_root() -> Path:
    """The content root shipped inside the package (narrator + bundled stories)."""
    return Path(str(resources.files("taleweaver") / "bundled" / "stories"))


def read_tree(root: Path) -> dict[str, str | None]:
    """Every ``*.json`` under ``root`` as relative POSIX path → text (``None`` if not UTF-8)."""
    if not root.is_dir():
        raise ContentError(
            [error("missing_file", str(root), "", "not a folder", "give a story folder or a content root")]
        )
    out: dict[str, str | None] = {}
    for path in sorted(root.rglob("*.json")):
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
    """A folder that holds no story (``manifest.json``) and none of the folders checked (``npcs/``)."""


FolderCheck = Callable[[Path], list[Finding]]
"""A checker for one more folder of a content root (e.g. ``npcs/``), given the content root's path."""


def check_path(
    path: Path,
    *,
    story_checks: Sequence[ExtraCheck] = (),
    content_checks: Sequence[ExtraCheck] = (),
    folders: Mapping[str, FolderCheck] | None = None,
) -> list[Finding]:
    """The content layer's findings for a story folder or a content root, plus the caller's checks.

    ``story_checks`` run on a story folder's files, ``content_checks`` on a content root's, and
    ``folders`` check the root's other folders by name (this module sits below the voice and NPC
    layers, so their checks come in from above: :func:`taleweaver.checks.check_path` passes them all,
    as ``taleweaver check`` does). Raises :class:`NothingToCheck` for a folder with neither stories nor
    any of ``folders``, and :class:`ContentError` when ``path`` is not a folder.
    """
    tree = read_tree(path)
    if is_story_folder(path):
        findings = check_story(tree, folder=path.resolve().name)
        return findings + [f for check in story_checks for f in check(tree)]
    extra: dict[str, ExtraCheck] = {
        name: functools.partial(_folder, check, path) for name, check in (folders or {}).items()
    }
    findings = check_content(tree, extra=extra) + [f for check in content_checks for f in check(tree)]
    if not findings and not any(p.endswith("manifest.json") or p.split("/", 1)[0] in extra for p in tree):
        wanted = "".join(f" and no {name}/" for name in extra)
        raise NothingToCheck(
            f"{path} holds no story (manifest.json){wanted}; give a story folder or content root"
        )
    return findings


def _folder(check: FolderCheck, root: Path, _tree: Files) -> list[Finding]:
    return check(root)
