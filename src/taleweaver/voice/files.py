"""The voice bank with each story's ``voices.json`` applied, read from disk (the edge, not pure)."""

from __future__ import annotations

import json
from pathlib import Path

from taleweaver.content.loader import split_tree
from taleweaver.content.models import Library
from taleweaver.files import as_content_tree, bundled_root
from taleweaver.voice.bank import VoiceBank, VoicesFile, parse_voices_file
from taleweaver.voice.check import VOICES_FILE
from taleweaver.voice.factory import bank_for


def load_bank(library: Library, path: Path | None = None, *, synthesizer: str = "offline") -> VoiceBank:
    """The bank for ``library`` (loaded from ``path``, default the bundled stories) with overrides.

    A broken ``voices.json`` raises :class:`VoiceError` naming the file and field.
    """
    root = path or bundled_root()
    overrides: dict[str, VoicesFile] = {}
    _narrator, stories = split_tree(as_content_tree(root))
    for folder, files in stories.items():
        if VOICES_FILE not in files:
            continue
        try:
            story_id = json.loads(files.get("manifest.json") or "{}").get("id", folder)
            data = json.loads(files[VOICES_FILE] or "")
        except (json.JSONDecodeError, AttributeError):
            data, story_id = None, folder
        overrides[str(story_id)] = parse_voices_file(data, f"{folder}/{VOICES_FILE}")
    bank = bank_for(synthesizer, menu_narrator=library.narrator)
    bank.overrides = overrides
    return bank
