"""Which tokenizer reads a story: Twine's format name and version → a key, or a guess for Twee without
StoryData."""

from __future__ import annotations

import re
from collections.abc import Callable

from taleweaver.formats.twine.chapbook import chapbook
from taleweaver.formats.twine.harlowe import harlowe
from taleweaver.formats.twine.sugarcube import sugarcube
from taleweaver.formats.twine.tokens import Token

TOKENIZERS: dict[str, Callable[[str], list[Token]]] = {
    "harlowe-3": harlowe,
    "sugarcube-2": sugarcube,
    "chapbook-1": chapbook,
}


def format_key(name: str, version: str = "") -> str | None:
    """Twine's format name (and version) → a tokenizer key, or None when unsupported."""
    lowered = name.strip().lower()
    major = version.split(".", 1)[0] if version else ""
    if lowered == "harlowe" and major in ("", "3"):
        return "harlowe-3"
    if lowered == "sugarcube" and major in ("", "2"):
        return "sugarcube-2"
    if lowered == "chapbook" and major in ("", "1", "2"):
        return "chapbook-1"
    return None


def guess_format(texts: list[str]) -> str:
    """For Twee without StoryData: the format whose syntax the passages use (Harlowe when unsure)."""
    joined = "\n".join(texts)
    if re.search(r"<<\w|(?:\||->)\s*previous\(\)\s*\]", joined):
        return "sugarcube-2"
    if re.search(r"\((?:set|if|print|link-goto|link-undo|go-to|undo|unless|else-if|else):", joined):
        return "harlowe-3"
    if re.search(r"^--\s*$|^\[(?:if|unless|else|continue)\b", joined, re.MULTILINE) or re.search(
        r"\{[A-Za-z_]\w*\}|\{back link\b", joined
    ):
        return "chapbook-1"
    return "harlowe-3"
