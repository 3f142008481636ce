"""Retry feedback as data: what exactly was wrong with an agent's output, where, and what was expected.

A :class:`Feedback` is logged, emitted as a progress event, asserted on in tests, and rendered into
the one message the offending agent sees on its retry. Nothing else is told about the failure.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ValidationError

from taleweaver.models import json_reply
from taleweaver.validation import location_text

ProblemKind = Literal[
    "malformed_json",
    "missing_field",
    "unknown_field",
    "wrong_type",
    "invalid_value",
    "count",
    "unknown_anchor",
    "unknown_reference",
    "duplicate",
    "out_of_range",
    "unreachable_ending",
    "continuity",
    "model_error",
]


class Problem(BaseModel):
    """One precise defect: the JSON path, what kind, and a sentence saying what to change."""

    path: str
    kind: ProblemKind
    message: str

    def line(self) -> str:
        where = self.path or "(whole reply)"
        return f"- {where}: {self.message} [{self.kind}]"


class Feedback(BaseModel):
    """Why attempt ``attempt`` of ``agent`` was refused; rendered into that agent's retry prompt."""

    agent: str
    anchor_id: str | None = None
    attempt: int
    problems: list[Problem]

    def kinds(self) -> set[str]:
        return {problem.kind for problem in self.problems}

    def as_prompt(self) -> str:
        lines = "\n".join(problem.line() for problem in self.problems)
        return (
            f"Your previous reply was refused ({len(self.problems)} problem(s)):\n{lines}\n"
            "Reply again with one JSON object that follows the schema and fixes exactly these problems. "
            "Keep everything else as it was."
        )

    def brief(self) -> str:
        first = self.problems[0].line().removeprefix("- ") if self.problems else "no details"
        more = f" (+{len(self.problems) - 1} more)" if len(self.problems) > 1 else ""
        return first + more


def out_of_range(path: str, got: float, low: float, high: float) -> Problem:
    """``got`` at ``path`` lies outside ``[low, high]``."""
    return Problem(path=path, kind="out_of_range", message=f"{got} is out of range [{low}, {high}]")


def not_in_bible(path: str, ref: str, known: Sequence[str], noun: str) -> Problem:
    """``ref`` at ``path`` names no ``noun`` of the bible (``unknown_anchor`` for anchors)."""
    kind: ProblemKind = "unknown_anchor" if noun == "anchor" else "unknown_reference"
    article = "an" if noun[0] in "aeiou" else "a"
    return Problem(
        path=path,
        kind=kind,
        message=f"'{ref}' is not {article} {noun} of the bible ({', '.join(known)})",
    )


_PYDANTIC_KINDS: dict[str, ProblemKind] = {
    "missing": "missing_field",
    "extra_forbidden": "unknown_field",
    "int_type": "wrong_type",
    "int_parsing": "wrong_type",
    "int_from_float": "wrong_type",
    "float_type": "wrong_type",
    "float_parsing": "wrong_type",
    "string_type": "wrong_type",
    "list_type": "wrong_type",
    "dict_type": "wrong_type",
    "model_type": "wrong_type",
    "model_attributes_type": "wrong_type",
    "bool_type": "wrong_type",
    "too_short": "count",
    "too_long": "count",
}


def problems_from_validation(error: ValidationError) -> list[Problem]:
    """One :class:`Problem` per pydantic error, with its JSON path and the allowed values."""
    problems: list[Problem] = []
    for item in error.errors(include_url=False):
        path = location_text(item["loc"], root="")
        kind = _PYDANTIC_KINDS.get(item["type"], "invalid_value")
        message = str(item["msg"])
        if kind == "missing_field":
            message = f"required field '{item['loc'][-1]}' is missing"
        elif kind == "unknown_field":
            message = f"unknown field '{item['loc'][-1]}' is not allowed; remove it"
        elif kind == "wrong_type":
            message = f"{message} (got {json.dumps(item.get('input'), default=str)[:60]})"
        problems.append(Problem(path=path, kind=kind, message=message))
    return problems


def parse_json_object(text: str) -> dict[str, object] | Problem:
    """The reply as one JSON object (:mod:`taleweaver.models.json_reply`), or the problem to feed back."""
    try:
        return json_reply.parse_json_object(text)
    except json_reply.JsonReplyError as exc:
        return Problem(path="", kind="malformed_json", message=str(exc))
