"""``taleweaver check`` for voices: the ``voices.json`` overrides and every persona's voice name. Pure."""

from __future__ import annotations

import json
from collections.abc import Mapping

from taleweaver.content.findings import Finding, error, suggest, warning
from taleweaver.content.loader import Files, split_tree
from taleweaver.voice.bank import DEFAULT_VOICES, VoicesFile, parse_voices_file
from taleweaver.voice.errors import VoiceError

VOICES_FILE = "voices.json"


def check_story_voices(files: Files, known: Mapping[str, object] = DEFAULT_VOICES) -> list[Finding]:
    """Findings for one story folder's voices (paths relative to the folder)."""
    findings: list[Finding] = []
    names = set(known)
    override = _voices_file(files, findings)
    if override is not None:
        names |= set(override.voices)
        if override.fallback and override.fallback not in names:
            findings.append(
                error("unknown_voice", VOICES_FILE, "fallback", f"fallback voice {override.fallback!r} is "
                      "not in the bank", suggest(override.fallback, names, "voices"))
            )  # fmt: skip
    for path in sorted(files):
        if path == "manifest.json":
            findings.extend(_persona_voice(path, "narrator.voice", _get(files[path], "narrator"), names))
        elif path.startswith("characters/") and path.endswith(".json"):
            findings.extend(_persona_voice(path, "voice", _get(files[path]), names))
    return findings


def check_content_voices(tree: Files) -> list[Finding]:
    """Findings for a content root: the menu narrator and every story folder."""
    narrator_files, stories = split_tree(tree)
    findings = _persona_voice("narrator/narrator.json", "voice", _get(narrator_files.get("narrator.json")),
                              set(DEFAULT_VOICES))  # fmt: skip
    for folder, files in sorted(stories.items()):
        findings.extend(
            f.model_copy(update={"file": f"{folder}/{f.file}"}) for f in check_story_voices(files)
        )
    for path in sorted(tree):
        if path.startswith("npcs/") and path.endswith(".json"):
            findings.extend(_persona_voice(path, "voice", _get(tree[path]), set(DEFAULT_VOICES)))
    return findings


def _voices_file(files: Files, findings: list[Finding]) -> VoicesFile | None:
    if VOICES_FILE not in files:
        return None
    text = files[VOICES_FILE]
    try:
        data = json.loads(text or "")
    except json.JSONDecodeError as exc:
        findings.append(
            error("invalid_json", VOICES_FILE, f"line {exc.lineno}", f"not valid JSON: {exc.msg}")
        )
        return None
    try:
        return parse_voices_file(data, VOICES_FILE)
    except VoiceError as exc:
        _where, _, message = str(exc).partition(": ")
        field, _, detail = message.partition(": ")
        findings.append(
            error("invalid_voice", VOICES_FILE, field, detail or message,
                  'each voice is {"engine": "piper|hibari|espeak|openai", "voice": "...", "speed": 1.0, '
                  '"pitch": 1.0}; run `taleweaver voices` for the bank')
        )  # fmt: skip
        return None


def _get(text: str | None, key: str | None = None) -> object:
    try:
        data = json.loads(text or "")
    except json.JSONDecodeError:
        return None  # the story checker reports broken JSON
    if key is not None:
        data = data.get(key) if isinstance(data, dict) else None
    return data.get("voice") if isinstance(data, dict) else None


def _persona_voice(path: str, location: str, voice: object, names: set[str]) -> list[Finding]:
    if not isinstance(voice, str) or not voice or voice in names:
        return []
    return [
        warning(
            "unknown_voice", path, location,
            f"voice {voice!r} is not in the voice bank; the story's fallback (narrator's) voice is used",
            suggest(voice, names, "voices") + f" — or define it in {VOICES_FILE}",
        )
    ]  # fmt: skip
