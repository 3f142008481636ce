"""The ink runtime behind a small interface: load compiled ink JSON, continue, choose, save, restore.

The one place that imports the pinned runtime (inkpython, chosen by measurement: docs/import.md). Everything
else in taleweaver sees :class:`InkRuntime`, so the runtime can be replaced without touching the player.
Runtime warnings are collected, never raised; runtime errors become :class:`InkError` with the file.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from inkpython import InkList, Story
from inkpython.engine.error import ErrorType
from inkpython.engine.ink_list import InkListItem

from taleweaver.formats.ink.errors import InkError

INK_VERSION_MIN = 18
"""The oldest ink JSON format version the runtime loads."""
INK_VERSION_MAX = int(Story.inkVersionCurrent)
"""The newest ink JSON format version the runtime loads (inkjs 2.4 and inklecate 1.1+ write 21)."""

VarValue = bool | int | float | str
SAID_KEY = ',"taleweaver_said":'
"""Appended to ink's save JSON: the path of the line said last (ink restores the line, not its container)."""
_SAID_MARK = object()


@dataclass(frozen=True, slots=True)
class InkLine:
    """One line of output: its text (no trailing newline) and the tags ink attached to it."""

    text: str
    tags: tuple[str, ...] = ()
    raw: str = ""
    """Exactly what the runtime output (with its newline, or empty)."""


@dataclass(frozen=True, slots=True)
class InkChoice:
    """A current choice: its position, its path (stable id) and its text."""

    index: int
    path: str
    text: str
    tags: tuple[str, ...] = ()


def external_names(story_json: Mapping[str, Any]) -> set[str]:
    """The names of the ``EXTERNAL`` functions a compiled story calls (``{"x()": name}`` in ink JSON)."""
    found: set[str] = set()
    stack: list[Any] = [story_json.get("root")]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            name = node.get("x()")
            if isinstance(name, str):
                found.add(name)
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return found


_COMPILE_IT = "compile it with inklecate or `taleweaver play STORY.ink` (inkjs)."


def parse_story_json(text: str, file: str) -> dict[str, Any]:
    """Parse and version-check compiled ink JSON; an :class:`InkError` says what is wrong and the fix."""
    try:
        data = json.loads(text.lstrip("\ufeff"))
    except json.JSONDecodeError as err:
        raise InkError(
            file,
            f"not valid JSON (line {err.lineno}, column {err.colno}: {err.msg}).",
            "pass the compiled story (.ink.json) or the .ink source.",
        ) from None
    except RecursionError:
        raise InkError(
            file, "not a compiled ink story: its JSON is nested too deeply to read.", _COMPILE_IT
        ) from None
    if not isinstance(data, dict) or "inkVersion" not in data or "root" not in data:
        raise InkError(
            file,
            "not a compiled ink story (no inkVersion/root).",
            _COMPILE_IT,
        )
    version = data["inkVersion"]
    if not isinstance(version, int) or not INK_VERSION_MIN <= version <= INK_VERSION_MAX:
        raise InkError(
            file,
            f"ink JSON version {version!r} is not supported (this runtime plays "
            f"{INK_VERSION_MIN}..{INK_VERSION_MAX}).",
            "recompile the .ink source with a current compiler (inklecate 1.1+ or inkjs 2.2+).",
        )
    return data


def python_value(value: Any) -> VarValue:
    """A runtime value as a row shows it: numbers, strings and booleans as they are; a list as ink prints
    it (its item names, comma-separated, in value order); a divert target as its path."""
    if isinstance(value, InkList):
        items = sorted(
            ((InkListItem.fromSerializedKey(key), order) for key, order in value.items()), key=lambda p: p[1]
        )
        return ", ".join(str(item.itemName) for item, _ in items)
    if isinstance(value, bool | int | float | str):
        return value
    return "" if value is None else str(value)


class InkRuntime:
    """A playing ink story. Not thread-safe; one per playthrough (cheap to make from a parsed story)."""

    def __init__(
        self,
        story_json: Mapping[str, Any],
        *,
        file: str = "story.ink.json",
        externals: Mapping[str, Callable[..., Any]] | None = None,
    ) -> None:
        self.file = file
        self.warnings: list[str] = []
        self._errors: list[str] = []
        bound = dict(externals or {})
        missing = sorted(external_names(story_json) - set(bound))
        if missing:
            names = ", ".join(missing)
            raise InkError(
                file,
                f"the story calls EXTERNAL function(s) {names}, which taleweaver cannot run.",
                "bind each to a safe built-in in taleweaver.json next to the story, e.g. "
                f'{{"externals": {{"{missing[0]}": "identity"}}}} (built-ins: '
                "identity, lower, upper, capitalize, length, abs, min, max, round, zero, true, false, "
                "empty).",
            )
        try:
            self._story = Story(dict(story_json))
        except Exception as err:  # the runtime raises bare exceptions on malformed containers
            raise InkError(
                file, f"the runtime could not load it: {err}", "recompile the .ink source."
            ) from None
        self._story.onError = self._on_error
        self._said: Any = None
        self._path_of: tuple[Any, str] = (None, "")
        for name, function in bound.items():
            self._story.BindExternalFunction(name, function, True)

    def _on_error(self, message: str, kind: Any) -> None:
        if kind == ErrorType.Warning:
            self.warnings.append(message)
        else:
            self._errors.append(message)

    def _raise_errors(self) -> None:
        if self._errors:
            errors, self._errors = self._errors, []
            raise InkError(self.file, "ink runtime error: " + "; ".join(errors), "fix the ink at that point.")

    # ── play ───────────────────────────────────────────────────────────────
    @property
    def can_continue(self) -> bool:
        return bool(self._story.canContinue)

    def continue_line(self) -> InkLine:
        """Run to the next line; its text without the newline, with its tags."""
        try:
            text = self._story.Continue()
        except InkError:
            raise
        except Exception as err:
            raise InkError(self.file, f"ink runtime error: {err}", "fix the ink at that point.") from None
        self._raise_errors()
        self._note_said()
        return InkLine(text.strip(), tuple(self._story.currentTags or ()), text)

    def _note_said(self) -> None:
        """Remember the container of the content said last (the row's ``node_id``)."""
        for obj in reversed(self._story.state.outputStream):
            if obj.parent is not None:
                self._said = obj.parent
                break

    def continue_maximally(self) -> list[InkLine]:
        """Every line up to the next choice or the end, blank lines dropped."""
        lines: list[InkLine] = []
        while self._story.canContinue:
            line = self.continue_line()
            if line.text.strip() or line.tags:
                lines.append(line)
        return lines

    @property
    def choices(self) -> list[InkChoice]:
        return [
            InkChoice(c.index, c.pathStringOnChoice, c.text, tuple(c.tags or ()))
            for c in self._story.currentChoices
        ]

    def choose(self, index: int) -> None:
        try:
            self._story.ChooseChoiceIndex(index)
        except Exception as err:
            raise InkError(self.file, f"choice {index} cannot be taken: {err}") from None

    @property
    def ended(self) -> bool:
        return not self._story.canContinue and not self._story.currentChoices

    # ── state ──────────────────────────────────────────────────────────────
    @property
    def path(self) -> str:
        """The path of the container whose content was said last, e.g. ``knot.stitch.0`` (ink's own pointer is
        past the line: it looks ahead for glue)."""
        said = self._said
        if said is not None:
            if said is not self._path_of[0]:
                self._path_of = (said, str(said.path))
            return self._path_of[1]
        state = self._story.state
        return str(state.currentPathString or state.previousPathString or "")

    @property
    def knot(self) -> str:
        head = self.path.split(".", 1)[0]
        return "" if head.isdigit() else head

    def variables(self) -> dict[str, VarValue]:
        """ink's global variables, as plain Python values (lists as their item names)."""
        values = self._story.variablesState._globalVariables
        return {name: python_value(values[name].valueObject) for name in sorted(values)}

    def variable_objects(self) -> dict[str, Any]:
        """The runtime's variable objects by name: cheap to copy, compared by identity to find changes."""
        return dict(self._story.variablesState._globalVariables)

    def save(self) -> str:
        """ink's own save JSON (the whole state: call stack, visit counts, variables, choices), plus the path
        of the line said last (``"taleweaver_said"``: ink's save keeps what was said, not where from)."""
        saved = str(self._story.state.ToJson())
        if self._said is None or not saved.endswith("}"):
            return saved
        return saved[:-1] + SAID_KEY + json.dumps(self.path) + "}"

    def reset(self) -> None:
        """Back to the start of the story (a pooled runtime between playthroughs)."""
        self._story.ResetState()
        self._story.onError = self._on_error
        self._said = None
        self.warnings.clear()
        self._errors.clear()

    def restore(self, saved: str) -> None:
        said = ""
        at = saved.rfind(SAID_KEY)
        if at >= 0:
            try:
                said = str(json.loads(saved[at + len(SAID_KEY) : -1]))
            except ValueError:
                said = ""
            saved = saved[:at] + "}"
        try:
            self._story.state.LoadJson(saved)
        except Exception as err:
            raise InkError(self.file, f"the saved ink state does not fit this story: {err}") from None
        self._said = None
        if said:
            self._said = _SAID_MARK
            self._path_of = (_SAID_MARK, said)

    @property
    def last_line(self) -> InkLine:
        """The line said last (kept in ink's save: a restored story repeats it), empty at the start."""
        try:
            text = str(self._story.currentText or "")
            tags = tuple(self._story.currentTags or ())
        except Exception:  # the runtime computes these from its output stream; nothing said yet
            return InkLine("")
        return InkLine(text.strip(), tags, text)

    @property
    def global_tags(self) -> tuple[str, ...]:
        try:
            return tuple(self._story.globalTags or ())
        except Exception:
            return ()
