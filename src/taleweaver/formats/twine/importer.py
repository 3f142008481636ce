"""``taleweaver import``: read a Twine file, build the native story, write it whole or not at all."""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from taleweaver.content.findings import Finding, error, has_errors
from taleweaver.formats.sidecar import SIDECAR, SidecarError, load_sidecar
from taleweaver.formats.twine.build import build_story
from taleweaver.formats.twine.dialects import TOKENIZERS, format_key, guess_format
from taleweaver.formats.twine.source import TwineStory, read_source
from taleweaver.formats.twine.voices import build_cast

TWINE_SUFFIXES = (".twee", ".tw", ".html", ".htm")


@dataclass
class ImportResult:
    out: Path
    written: bool
    format: str
    """The tokenizer that read it (``harlowe-3``, ``sugarcube-2``, ``chapbook-1``)."""
    passages: int
    untranslated: int
    """Passages with a macro kept as text."""
    findings: list[Finding]
    source_format: str = ""
    """What the story calls its format (``Chapbook 2.0.0``); empty when it names none (then guessed)."""


def _merge(parts: list[TwineStory], file: str, findings: list[Finding]) -> TwineStory:
    """The files of one Twee story (a folder) as one story; a passage defined twice is an error."""
    merged = TwineStory(title=next((p.title for p in parts if p.title), ""))
    merged.format = next((p.format for p in parts if p.format), "")
    merged.format_version = next((p.format_version for p in parts if p.format_version), "")
    merged.start = next((p.start for p in parts if p.start), "")
    seen: set[str] = set()
    for part in parts:
        for passage in part.passages:
            if passage.name in seen:
                findings.append(
                    error(
                        "twine_duplicate_passage",
                        file,
                        f"passage {passage.name!r}",
                        f"passage {passage.name!r} is defined in more than one file",
                        "rename one of them",
                    )
                )
            seen.add(passage.name)
            merged.passages.append(passage)
    return merged


def _pick(stories: list[TwineStory], name: str | None, file: str) -> tuple[TwineStory | None, list[Finding]]:
    if name is not None:
        chosen = [s for s in stories if s.title == name]
        if not chosen:
            titles = ", ".join(repr(s.title) for s in stories)
            return None, [
                error("twine_no_story", file, "", f"no story named {name!r} here", f"one of {titles}")
            ]
        return chosen[0], []
    if len(stories) > 1:
        titles = ", ".join(repr(s.title) for s in stories)
        return None, [
            error(
                "twine_archive",
                file,
                "",
                f"this archive holds {len(stories)} stories",
                f"pick one with --story NAME: {titles}",
            )
        ]
    return stories[0], []


def sidecar_folder(source: Path) -> Path:
    """Where a Twine story's ``taleweaver.json`` is read from: beside a file; inside a folder of Twee files
    (as beside an ink story in its folder), else beside the folder."""
    if source.is_dir() and (source / SIDECAR).is_file():
        return source
    return source.parent


def import_twine(
    source: Path,
    out: Path,
    *,
    force: bool = False,
    story_format: str | None = None,
    story: str | None = None,
    drop_broken_links: bool = False,
) -> ImportResult:
    """Import ``source`` into the story folder ``out`` (its name is the story id)."""
    file = str(source)
    result = ImportResult(out, False, "", 0, 0, [])
    sources = (
        sorted(p for p in source.iterdir() if p.suffix.lower() in (".twee", ".tw"))
        if source.is_dir()
        else [source]
    )
    if not sources or any(p.suffix.lower() not in TWINE_SUFFIXES for p in sources):
        result.findings.append(
            error(
                "twine_unknown_file",
                file,
                "",
                "not a Twine file (or a folder without .twee files)",
                "pass a .twee/.tw file, a folder of them (one story, as tweego reads it) or a Twine 2 .html",
            )
        )
        return result
    if out.exists() and not force:
        result.findings.append(
            error("exists", str(out), "", "the output folder already exists", "pass --force to replace it")
        )
        return result
    stories: list[TwineStory] = []
    for path in sources:
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as err:
            result.findings.append(
                error("unreadable", str(path), "", f"cannot read it: {err}", "save it as UTF-8")
            )
            return result
        found, findings = read_source(text, str(path))
        result.findings += findings
        stories += found
    if source.is_dir() and stories:
        stories = [_merge(stories, file, result.findings)]
    if not stories or has_errors(findings):
        return result
    chosen, findings = _pick(stories, story, file)
    result.findings += findings
    if chosen is None:
        return result
    if story_format in TOKENIZERS:
        fmt: str | None = story_format
    else:
        fmt = format_key(story_format or chosen.format, "" if story_format else chosen.format_version)
    if fmt is None and not (story_format or chosen.format):
        fmt = guess_format([p.text for p in chosen.passages])
    if fmt is None:
        wanted = story_format or f"{chosen.format} {chosen.format_version}".strip()
        result.findings.append(
            error(
                "twine_format",
                file,
                "StoryData.format",
                f"story format {wanted!r} is not supported",
                f"supported: {', '.join(TOKENIZERS)} (pass --format to override)",
            )
        )
        return result
    result.format = fmt
    result.source_format = f"{chosen.format} {chosen.format_version}".strip()
    try:
        sidecar = load_sidecar(sidecar_folder(source))
    except SidecarError as err:
        result.findings.append(error("sidecar", file, "taleweaver.json", str(err), "fix taleweaver.json"))
        return result
    if sidecar.title:
        chosen.title = sidecar.title
    built = build_story(
        chosen, fmt, out.name, file, build_cast(chosen, sidecar), drop_broken_links=drop_broken_links
    )
    result.findings += built.findings
    result.passages = len(chosen.passages)
    result.untranslated = built.untranslated
    if has_errors(result.findings):
        return result
    _write_whole(out, built.files)
    result.written = True
    return result


def _write_whole(out: Path, files: dict[str, str]) -> None:
    """Write into a temporary sibling folder, then swap it in: never a half-written story."""
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}-", dir=out.parent))
    try:
        for rel, text in files.items():
            path = tmp / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        if out.exists():
            shutil.rmtree(out)
        tmp.rename(out)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
