"""Findings: what the loader and checker tell an author, all at once, each with a place and a fix."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from difflib import get_close_matches
from typing import Literal

from pydantic import BaseModel, ConfigDict

Severity = Literal["error", "warning"]


class Finding(BaseModel):
    model_config = ConfigDict(frozen=True)

    severity: Severity
    code: str
    file: str
    location: str = ""
    message: str
    hint: str = ""
    line: int | None = None
    """1-based line in ``file`` (``check --json`` fills it in from the file's text)."""
    column: int | None = None

    def render(self) -> str:
        where = f"{self.file}:{self.location}" if self.location else self.file
        text = f"{where}: {self.severity}: {self.message}"
        return f"{text} — {self.hint}" if self.hint else text


def error(code: str, file: str, location: str, message: str, hint: str = "") -> Finding:
    return Finding(severity="error", code=code, file=file, location=location, message=message, hint=hint)


def warning(code: str, file: str, location: str, message: str, hint: str = "") -> Finding:
    return Finding(severity="warning", code=code, file=file, location=location, message=message, hint=hint)


def has_errors(findings: Iterable[Finding]) -> bool:
    return any(f.severity == "error" for f in findings)


def suggest(value: str, allowed: Iterable[str], what: str) -> str:
    """A fix hint: the closest allowed value when there is one, else the allowed values."""
    options = sorted(set(allowed))
    close = get_close_matches(value, options, n=1, cutoff=0.6)
    if close:
        return f"did you mean {close[0]!r}?"
    if not options:
        return f"there are no {what} yet"
    shown = ", ".join(options[:12]) + (", …" if len(options) > 12 else "")
    return f"known {what}: {shown}"


class ContentError(Exception):
    """Content that cannot be played; carries every finding, errors first."""

    def __init__(self, findings: Sequence[Finding]) -> None:
        self.findings = sorted(findings, key=lambda f: f.severity != "error")
        errors = [f for f in self.findings if f.severity == "error"]
        head = errors[0].render() if errors else "content has errors"
        more = f" (and {len(errors) - 1} more errors; run `taleweaver check`)" if len(errors) > 1 else ""
        super().__init__(head + more)
