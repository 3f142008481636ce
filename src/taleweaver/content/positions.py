"""Source positions for findings: a JSON path (``actions[0].requires``) → line and column in the file. Pure.

``check --json`` gives every finding a ``line`` and ``column`` so an editor can underline it: the position of
the member's key (or of the array item), or of the nearest enclosing one that exists in the file (a missing
field points at its object).
"""

from __future__ import annotations

import contextlib
import json
import re
from bisect import bisect_right
from collections.abc import Mapping, Sequence

from taleweaver.content.findings import Finding

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_SCALAR = re.compile(r"-?(?:\d+)(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null")
_WS = re.compile(r"\s*")
_LINE_COLUMN = re.compile(r"^line (\d+) column (\d+)$")
_SEGMENT = re.compile(r"(\.[^.\[]+|\[\d+\])$")


class _Scanner:
    def __init__(self, text: str) -> None:
        self.text = text
        self.offsets: dict[str, int] = {}

    def ws(self, i: int) -> int:
        match = _WS.match(self.text, i)
        return match.end() if match else i

    def value(self, i: int, loc: str) -> int:
        i = self.ws(i)
        self.offsets.setdefault(loc, i)
        char = self.text[i]
        if char == "{":
            return self.members(i + 1, loc)
        if char == "[":
            return self.items(i + 1, loc)
        if char == '"':
            return self.string(i)[1]
        match = _SCALAR.match(self.text, i)
        if match is None:
            raise ValueError(f"unexpected {char!r} at {i}")
        return match.end()

    def string(self, i: int) -> tuple[str, int]:
        match = _STRING.match(self.text, i)
        if match is None:
            raise ValueError(f"expected a string at {i}")
        value = json.loads(match.group())
        return (value if isinstance(value, str) else ""), match.end()

    def members(self, i: int, loc: str) -> int:
        i = self.ws(i)
        if self.text[i] == "}":
            return i + 1
        while True:
            i = self.ws(i)
            start = i
            key, i = self.string(i)
            member = f"{loc}.{key}" if loc else key
            self.offsets.setdefault(member, start)
            i = self.ws(i)
            if self.text[i] != ":":
                raise ValueError(f"expected ':' at {i}")
            i = self.ws(self.value(i + 1, member))
            if self.text[i] == "}":
                return i + 1
            if self.text[i] != ",":
                raise ValueError(f"expected ',' at {i}")
            i += 1

    def items(self, i: int, loc: str) -> int:
        i = self.ws(i)
        if self.text[i] == "]":
            return i + 1
        n = 0
        while True:
            i = self.ws(self.value(i, f"{loc}[{n}]"))
            n += 1
            if self.text[i] == "]":
                return i + 1
            if self.text[i] != ",":
                raise ValueError(f"expected ',' at {i}")
            i += 1


class Positions:
    """Line/column (both 1-based) of every JSON path in one file's text."""

    def __init__(self, text: str) -> None:
        scanner = _Scanner(text)
        # malformed, or nested deeper than the scanner recurses: keep what was found before the problem
        with contextlib.suppress(ValueError, IndexError, RecursionError):
            scanner.value(0, "")
        self._offsets = scanner.offsets
        self._line_starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def find(self, location: str) -> tuple[int, int] | None:
        """The position of ``location``, or of its nearest enclosing path that exists in the text."""
        if (match := _LINE_COLUMN.match(location)) is not None:
            return int(match.group(1)), int(match.group(2))
        loc = location
        while True:
            if loc in self._offsets:
                return self._line_column(self._offsets[loc])
            if not loc:
                return None
            cut = _SEGMENT.search(loc)
            loc = loc[: cut.start()] if cut else ""
            loc = loc.removeprefix(".") if loc.startswith(".") else loc

    def _line_column(self, offset: int) -> tuple[int, int]:
        line = bisect_right(self._line_starts, offset)
        return line, offset - self._line_starts[line - 1] + 1


def with_positions(findings: Sequence[Finding], texts: Mapping[str, str | None]) -> list[Finding]:
    """The findings with ``line`` and ``column`` filled in where the file's text is known."""
    cache: dict[str, Positions] = {}
    out: list[Finding] = []
    for finding in findings:
        text = texts.get(finding.file)
        if text is None:
            out.append(finding)
            continue
        positions = cache.setdefault(finding.file, Positions(text))
        found = positions.find(finding.location)
        if found is None:
            out.append(finding)
        else:
            out.append(finding.model_copy(update={"line": found[0], "column": found[1]}))
    return out
