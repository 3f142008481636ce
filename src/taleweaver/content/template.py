"""Node text templates (extension): print flags and variables, show text only while conditions hold. Pure.

``{{name}}`` prints a variable (or a flag: true/false). ``{{if COND}}…{{elif COND}}…{{else}}…{{end}}``
keeps the first branch whose condition holds. COND is clauses joined by ``and``: ``flag``, ``not flag``,
``var >= N``, ``var > N``, ``var <= N``, ``var < N``, ``var == N`` — each one of the native conditions, so a
template says nothing a map gate or a ``requires`` could not. Text without ``{{`` is returned unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from taleweaver.content.conditions import first_failed
from taleweaver.content.models import (
    AtLeastCondition,
    AtMostCondition,
    Condition,
    FlagCondition,
    NotFlagCondition,
)

_TAG = re.compile(r"\{\{(.*?)\}\}", re.DOTALL)
_NAME = r"[A-Za-z_][A-Za-z0-9_]*"
_CLAUSE = re.compile(rf"^(?:(not)\s+({_NAME})|({_NAME})\s*(>=|<=|==|>|<)\s*(-?\d+)|({_NAME}))$")


class TemplateError(ValueError):
    """A malformed template: ``offset`` is where in the text it went wrong."""

    def __init__(self, message: str, offset: int) -> None:
        super().__init__(message)
        self.message = message
        self.offset = offset


@dataclass(frozen=True, slots=True)
class Var:
    name: str


@dataclass(frozen=True, slots=True)
class Branch:
    conditions: tuple[Condition, ...] | None
    """None for ``else``."""
    parts: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class If:
    branches: tuple[Branch, ...]


Part = str | Var | If


def parse_condition(text: str, offset: int = 0) -> tuple[Condition, ...]:
    """``a and not b and c >= 2`` → native conditions (all must hold)."""
    out: list[Condition] = []
    for clause in re.split(r"\s+and\s+", text.strip()):
        m = _CLAUSE.match(clause.strip())
        if m is None:
            raise TemplateError(
                f"cannot read the condition {clause.strip()!r} (write flag, not flag, or var >= N)", offset
            )
        if m.group(1):
            out.append(NotFlagCondition(type="requires_not_flag", flag=m.group(2)))
        elif m.group(6):
            out.append(FlagCondition(type="requires_flag", flag=m.group(6)))
        else:
            name, op, value = m.group(3), m.group(4), int(m.group(5))
            if op in (">=", ">", "=="):
                bound = value + 1 if op == ">" else value
                out.append(AtLeastCondition(type="requires_at_least", variable=name, value=bound))
            if op in ("<=", "<", "=="):
                bound = value - 1 if op == "<" else value
                out.append(AtMostCondition(type="requires_at_most", variable=name, value=bound))
    return tuple(out)


def condition_source(conditions: tuple[Condition, ...]) -> str:
    """The template spelling of native conditions (inverse of :func:`parse_condition`)."""
    clauses: list[str] = []
    for c in conditions:
        if isinstance(c, FlagCondition):
            clauses.append(c.flag)
        elif isinstance(c, NotFlagCondition):
            clauses.append(f"not {c.flag}")
        elif isinstance(c, AtLeastCondition):
            clauses.append(f"{c.variable} >= {c.value}")
        else:
            clauses.append(f"{c.variable} <= {c.value}")
    return " and ".join(clauses)


def parse(text: str) -> tuple[Part, ...]:
    """The template's parts; :class:`TemplateError` on an unknown tag or unbalanced if/end."""
    if "{{" not in text:
        return (text,) if text else ()
    # stack of (branches so far, current branch conditions, current parts, offset of the if)
    root: list[Part] = []
    stack: list[tuple[list[Branch], tuple[Condition, ...] | None, list[Part], int]] = []
    current = root
    pos = 0
    for m in _TAG.finditer(text):
        if m.start() > pos:
            current.append(text[pos : m.start()])
        pos = m.end()
        body = m.group(1).strip()
        word, _, rest = body.partition(" ")
        if word == "if":
            stack.append(([], parse_condition(rest, m.start()), [], m.start()))
            current = stack[-1][2]
        elif word in ("elif", "else", "end"):
            if not stack:
                raise TemplateError(f"{{{{{word}}}}} without an {{{{if}}}} before it", m.start())
            branches, conds, parts, start = stack.pop()
            if conds is None and word != "end":
                raise TemplateError(f"{{{{{word}}}}} after {{{{else}}}}", m.start())
            branches.append(Branch(conds, tuple(parts)))
            if word == "end":
                current = stack[-1][2] if stack else root
                current.append(If(tuple(branches)))
            else:
                new_conds = parse_condition(rest, m.start()) if word == "elif" else None
                if word == "else" and rest.strip():
                    raise TemplateError("{{else}} takes no condition (use {{elif …}})", m.start())
                stack.append((branches, new_conds, [], start))
                current = stack[-1][2]
        elif re.fullmatch(_NAME, body):
            current.append(Var(body))
        else:
            raise TemplateError(
                f"{{{{{body}}}}} is not a template tag (use {{{{name}}}}, {{{{if …}}}}, {{{{elif …}}}}, "
                "{{else}}, {{end}})",
                m.start(),
            )
    if stack:
        raise TemplateError("{{if}} without a matching {{end}}", stack[-1][3])
    if pos < len(text):
        current.append(text[pos:])
    return tuple(root)


def render_parts(parts: tuple[Part, ...], flags: Mapping[str, bool], variables: Mapping[str, int]) -> str:
    out: list[str] = []
    for part in parts:
        if isinstance(part, str):
            out.append(part)
        elif isinstance(part, Var):
            if part.name in variables:
                out.append(str(variables[part.name]))
            else:
                out.append("true" if flags.get(part.name, False) else "false")
        else:
            for branch in part.branches:
                if branch.conditions is None or first_failed(branch.conditions, flags, variables) is None:
                    out.append(render_parts(branch.parts, flags, variables))
                    break
    return "".join(out)


def render(text: str, flags: Mapping[str, bool], variables: Mapping[str, int]) -> str:
    """The text as the player reads it now; text that fails to parse is returned as written."""
    if "{{" not in text:
        return text
    try:
        parts = parse(text)
    except TemplateError:
        return text
    return _tidy(render_parts(parts, flags, variables))


def _tidy(text: str) -> str:
    """Blank lines left by hidden branches collapse; spaces around them too."""
    text = re.sub(r"[ \t]+\n", "\n", text)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return re.sub(r"  +", " ", text).strip()


def names(parts: tuple[Part, ...]) -> Iterator[tuple[str, Condition | None]]:
    """Every (name, condition) a template reads: ``(name, None)`` for a printed name."""
    for part in parts:
        if isinstance(part, Var):
            yield part.name, None
        elif isinstance(part, If):
            for branch in part.branches:
                for cond in branch.conditions or ():
                    name = cond.flag if isinstance(cond, FlagCondition | NotFlagCondition) else cond.variable
                    yield name, cond
                yield from names(branch.parts)
