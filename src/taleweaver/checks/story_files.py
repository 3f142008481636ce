"""``taleweaver check`` on a story file: an ink story (``.ink``, ``.ink.json``) or a Twine story (``.twee``,
``.tw``, a Twine 2 ``.html``), or a folder holding one, with what a player of it would meet.

- **ink**: the story loads (a ``.ink`` source is compiled), then every distinct menu is reached by a walk
  over its choices (:mod:`taleweaver.runtime.points`); the ink failing on a branch is an error naming the
  choices that lead there.
- **Twine**: the story is imported as ``taleweaver import`` would (into a scratch folder, nothing written
  beside it), and the imported story checked like a story folder; each finding names the source file and
  the passage it came from, and what a sidecar (``taleweaver.json``) sets names the sidecar.

With ``intents``, the choices a player's words may confuse (:mod:`taleweaver.intent.confusion`) at every
point; these formats take no example lines, so the hints say to reword a choice.
"""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

from taleweaver.checks.folders import check_path
from taleweaver.content.findings import ContentError, Finding, error, warning
from taleweaver.formats.ink.errors import InkError
from taleweaver.formats.ink.story import is_ink_path, load_ink_story
from taleweaver.formats.sidecar import SIDECAR, SidecarPerson
from taleweaver.formats.twine.build import slug
from taleweaver.formats.twine.importer import TWINE_SUFFIXES, import_twine, sidecar_folder
from taleweaver.formats.twine.source import read_source
from taleweaver.intent.confusion import StoryPoint, findings
from taleweaver.intent.encoder import EncoderError, MiniLMEncoder
from taleweaver.intent.matcher import IntentMatcher
from taleweaver.player.intent_eval import intent_findings
from taleweaver.runtime.ink import InkStoryRuntime
from taleweaver.runtime.points import WALK_LIMIT, choice_points
from taleweaver.runtime.session import choice_candidates

__all__ = ["check_ink_or_twine", "is_ink_or_twine"]

_PERSONA_FIELDS = frozenset(SidecarPerson.model_fields) - {"place"}
"""The fields of a person a sidecar sets that a story's narrator or character has (``taleweaver.json``:
``narrator``, ``characters.ID``; ``place`` is ink staging)."""


def is_ink_or_twine(path: Path) -> bool:
    """An ink story (a file, or a folder holding one and no native manifest, as ``play`` takes it) or a
    Twine story (a file, or a folder of ``.twee`` files and no native manifest, as ``import`` takes it)."""
    if is_ink_path(path):
        return True
    if path.is_file():
        return path.suffix.lower() in TWINE_SUFFIXES
    return (
        path.is_dir()
        and not (path / "manifest.json").exists()
        and any(p.suffix.lower() in (".twee", ".tw") for p in path.iterdir())
    )


def check_ink_or_twine(
    path: Path, *, intents: bool = False, matcher: IntentMatcher | None = None, limit: int = WALK_LIMIT
) -> list[Finding]:
    """Every finding for the ink or Twine story at ``path``; with ``intents``, the choices likely to be
    confused too (by ``matcher``, the real sentence model by default)."""
    if is_ink_path(path):
        return _check_ink(path, intents, matcher, limit)
    return _check_twine(path, intents, matcher)


def _check_ink(path: Path, intents: bool, matcher: IntentMatcher | None, limit: int) -> list[Finding]:
    try:
        story = load_ink_story(path)
    except InkError as exc:
        return [error("ink_story", exc.file, "", exc.message, exc.fix or "fix the story so it compiles")]
    file = story.file  # (in a folder: the story file found there)
    runtime = InkStoryRuntime(story)
    walk = choice_points(runtime, limit=limit, errors=(InkError,))
    found: list[Finding] = []
    for at, failure in walk.failures:
        reached = ".".join(map(str, at)) or "the start"
        fix = failure.fix if isinstance(failure, InkError) and failure.fix else "fix the ink there"
        message = failure.message if isinstance(failure, InkError) else str(failure)
        found.append(
            error("ink_runtime", file, f"choices {reached}", f"the story fails there: {message}", fix)
        )
    if not walk.complete:
        found.append(
            warning(
                "walk_incomplete",
                file,
                "",
                f"the check played {walk.states:,} states and stopped with more to play; choices after "
                f"that were not checked ({len(walk.points)} menus were)",
                "nothing to fix in the story: this is the check's own limit",
            )
        )
    if intents and not any(f.severity == "error" for f in found):
        points: list[StoryPoint] = []
        for point in walk.points:
            runtime.restore(point.saved)
            where = f"{point.node or 'start'}, reached by choices {point.reached_by}"
            points.append((file, where, choice_candidates(runtime, point.choices)))
        found += _confusions(points, matcher, file)
    return found


def _confusions(points: list[StoryPoint], matcher: IntentMatcher | None, file: str) -> list[Finding]:
    try:
        return findings(points, matcher or IntentMatcher(MiniLMEncoder()), examples=False)
    except EncoderError as exc:
        return [warning("intent_model_missing", file, "", str(exc), "install the sentence model")]


def _check_twine(path: Path, intents: bool, matcher: IntentMatcher | None) -> list[Finding]:
    with tempfile.TemporaryDirectory(prefix="taleweaver-check-") as scratch:
        out = Path(scratch) / (slug(path.name.split(".", 1)[0]) or "story")  # its name is the story id
        result = import_twine(path, out)
        places = _passage_places(path)
        imported = [_at_its_passage(f, places) for f in result.findings]
        if not result.written:
            return imported
        try:
            native = check_path(out)
        except ContentError as exc:
            native = list(exc.findings)
        if intents and not any(f.severity == "error" for f in native):
            native += intent_findings(out, matcher, examples=False)
        return imported + _as_twine(native, path, out, places)


_AT_A_PASSAGE = re.compile(r"""^passage (?P<quote>['"])(?P<name>.*?)(?P=quote)""")
"""How an import finding names its passage (``repr``: "Stranger's Table" is in double quotes)."""


def _at_its_passage(f: Finding, places: dict[str, tuple[str, int]]) -> Finding:
    """An import finding at ``passage 'Name'``, given the file that holds the passage (a folder of Twee
    files) and its line, for editors (``check --json``)."""
    said = _AT_A_PASSAGE.match(f.location)
    if said is None or said["name"] not in places:
        return f
    file, line = places[said["name"]]
    return f.model_copy(update={"file": file, "line": line or None, "column": 1 if line else None})


def _passage_places(source: Path) -> dict[str, tuple[str, int]]:
    """Passage name → (the Twine file holding it, its line there; 0 in a Twine 2 HTML file)."""
    twee = (".twee", ".tw")
    files = sorted(p for p in source.iterdir() if p.suffix.lower() in twee) if source.is_dir() else [source]
    places: dict[str, tuple[str, int]] = {}
    for file in files:
        try:
            stories, _ = read_source(file.read_text(encoding="utf-8-sig"), str(file))
        except (OSError, UnicodeDecodeError):
            continue  # (the import read it a moment ago; without it, passages are still named)
        for passage in (p for story in stories for p in story.passages):
            places.setdefault(passage.name, (str(file), passage.line))
    return places


def _as_twine(
    native: list[Finding], source: Path, out: Path, places: dict[str, tuple[str, int]]
) -> list[Finding]:
    """Findings on the imported folder's files, said of the Twine file: a node's are its passage's (with its
    line in a Twee file), a person's missing fields one finding per person at the sidecar, the rest the
    story's."""
    passages = _passages(out, source, places)
    named: list[Finding] = []
    missing: dict[str, list[str]] = {}
    for f in native:
        persona = _persona_field(f)
        if persona is not None and f.code == "missing_persona_field":
            person, field = persona.rsplit(".", 1)
            missing.setdefault(person, []).append(field)
        elif persona is not None:
            named.append(
                f.model_copy(update={"file": str(sidecar_folder(source) / SIDECAR), "location": persona})
            )
        elif f.file in passages:
            file, passage, line = passages[f.file]
            at = {"file": file, "line": line or None, "column": 1 if line else None}
            if f.code == "untranslated_macro":
                named.append(f.model_copy(update={**at, "location": passage, "hint": _KEPT}))
            else:
                location = passage + (f", {f.location}" if f.location else "")
                named.append(f.model_copy(update={**at, "location": location}))
        else:
            imported = "" if f.file in ("", str(out)) else f"imported {f.file}"
            location = ", ".join(part for part in (imported, f.location) if part)
            named.append(f.model_copy(update={"file": str(source), "location": location}))
    return named + [_missing_persona(source, person, fields) for person, fields in missing.items()]


def _missing_persona(source: Path, person: str, fields: list[str]) -> Finding:
    """One warning for the persona fields a person lacks (a native story gets one per field)."""
    said = ", ".join(fields[:-1]) + f" or {fields[-1]}" if len(fields) > 1 else fields[0]
    who = "the narrator" if person == "narrator" else person.removeprefix("characters.")
    example = json.dumps({name: "…" for name in fields}, ensure_ascii=False)
    where = person.replace(".", '": {"')
    return warning(
        "missing_persona_field",
        str(sidecar_folder(source) / SIDECAR),
        person,
        f"{who} has no {said}; the model's prompts use them to voice {who} (a story read as written "
        "does without)",
        f'write them in {SIDECAR} next to the story: {{"{where}": {example}}}'
        + ("}" if "." in person else ""),
    )


_KEPT = (
    "it does nothing in the spoken story: write it with what the import translates (docs/import.md lists "
    "it), or `taleweaver import` the story and rewrite it in the folder"
)


def _persona_field(f: Finding) -> str | None:
    """``narrator.voice_tone`` / ``characters.ID.goal`` when ``f`` is about a field a sidecar sets."""
    field = f.location.rsplit(".", 1)[-1]
    if field not in _PERSONA_FIELDS:
        return None
    if f.file == "manifest.json" and f.location.startswith("narrator."):
        return f.location
    if f.file.startswith("characters/") and f.file.endswith(".json") and "." not in f.location:
        return f"characters.{f.file.removeprefix('characters/').removesuffix('.json')}.{f.location}"
    return None


def _passages(out: Path, source: Path, places: dict[str, tuple[str, int]]) -> dict[str, tuple[str, str, int]]:
    """Imported node file (relative to ``out``) → (the Twine file holding its passage, ``passage 'Name'
    (line N)``, N); N is 0 where not known."""
    passages: dict[str, tuple[str, str, int]] = {}
    for node_file in sorted(out.glob("storylines/**/*.json")):
        try:
            name = json.loads(node_file.read_text(encoding="utf-8"))["imported"]["passage"]
        except (OSError, ValueError, KeyError, TypeError):
            continue
        file, line = places.get(name, (str(source), 0))
        said = f"passage {name!r}" + (f" (line {line})" if line else "")
        passages[node_file.relative_to(out).as_posix()] = (file, said, line)
    return passages
