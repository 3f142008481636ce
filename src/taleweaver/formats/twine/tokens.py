"""Story-format syntax → a small token stream the builder turns into native content. Pure.

The tokens, and what the three tokenizers share (links, expressions, comments). Harlowe 3, SugarCube 2 and
Chapbook each get their own module (``harlowe``, ``sugarcube``, ``chapbook``); ``dialects`` picks one.
Anything a tokenizer does not translate becomes :class:`Untranslated`: its text is kept, and the macro is
reported by ``taleweaver check``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar


@dataclass(frozen=True, slots=True)
class Text:
    text: str


@dataclass(frozen=True, slots=True)
class Print:
    name: str


@dataclass(frozen=True, slots=True)
class Assign:
    """``name`` set to a bool (flag), set to an int, or changed by an int (``add``)."""

    name: str
    value: bool | int
    add: bool = False


@dataclass(frozen=True, slots=True)
class Link:
    label: str
    target: str
    setters: tuple[Assign, ...] = ()


@dataclass(frozen=True, slots=True)
class Back:
    """A link to the passage the reader came from: Chapbook's ``{back link}``, SugarCube's ``<<back>>``,
    ``<<return>>`` and ``[[…|previous()]]``, Harlowe's ``(link-goto: …, (history:)'s last)`` and
    ``(link-undo:)``. The builder turns it into one action per passage that links here (back_links.py)."""

    label: str
    macro: str
    """How ``check`` names it when it cannot be translated (nothing links to its passage)."""
    undo: bool = False
    """The format also undoes what was changed since (SugarCube ``<<back>>``, Harlowe's undo macros)."""
    at_once: bool = False
    """The format goes back as soon as the passage shows (``(go-to: (history:)'s last)``, ``(undo:)``)."""
    setters: tuple[Assign, ...] = ()


@dataclass(frozen=True, slots=True)
class If:
    cond: str | None
    """A native template condition (content/template.py), or None when it could not be translated."""
    source: str
    negate: bool = False
    """``(unless:)`` / ``[unless]``: the branch holds when ``cond`` does not."""


@dataclass(frozen=True, slots=True)
class ElseIf:
    cond: str | None
    source: str


@dataclass(frozen=True, slots=True)
class Else:
    pass


@dataclass(frozen=True, slots=True)
class End:
    pass


@dataclass(frozen=True, slots=True)
class Embed:
    passage: str


@dataclass(frozen=True, slots=True)
class Untranslated:
    macro: str
    """How the check names it, e.g. ``(link-reveal:)``, ``<<goto>>``, ``{back link}``."""
    text: str = ""
    """What is kept as text."""


Token = Text | Print | Assign | Link | Back | If | ElseIf | Else | End | Embed | Untranslated
_T = TypeVar("_T")

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


# ── shared: expressions ─────────────────────────────────────────────────────
def variable_name(raw: str) -> str | None:
    raw = raw.strip()
    if raw.startswith("$"):
        raw = raw[1:]
    elif raw.startswith("State.variables."):
        raw = raw[len("State.variables.") :]
    if raw in ("true", "false", "null", "undefined", "it"):
        return None
    return raw if re.fullmatch(IDENT, raw) else None


def parse_value(target: str, expr: str) -> Assign | None:
    """``true`` / ``5`` / ``$x + 1`` / ``it - 2`` → an :class:`Assign` of ``target``; None if not native."""
    expr = expr.strip()
    if expr in ("true", "false"):
        return Assign(target, expr == "true")
    if re.fullmatch(r"-?\d+", expr):
        return Assign(target, int(expr))
    m = re.fullmatch(r"(\$?[A-Za-z_][A-Za-z0-9_]*|it)\s*([+-])\s*(\d+)", expr)
    if m and (m.group(1) == "it" or variable_name(m.group(1)) == target):
        delta = int(m.group(3))
        return Assign(target, delta if m.group(2) == "+" else -delta, add=True)
    return None


def parse_assignment(text: str) -> Assign | None:
    """``$x to 5`` (Harlowe, SugarCube), ``$x = 5``, ``$x += 1``, ``$x -= 1``."""
    m = re.fullmatch(r"\s*(\$?[A-Za-z_][A-Za-z0-9_]*)\s*(to|=|\+=|-=)\s*(.+?)\s*", text, re.DOTALL)
    if m is None:
        return None
    target = variable_name(m.group(1))
    if target is None:
        return None
    op, expr = m.group(2), m.group(3)
    if op in ("+=", "-="):
        if not re.fullmatch(r"\d+", expr.strip()):
            return None
        delta = int(expr)
        return Assign(target, delta if op == "+=" else -delta, add=True)
    return parse_value(target, expr)


_OPS = [
    (r"!==|!=", r"is\s+not|isnot|neq|ne", "!="),
    (r">=", r"gte|is\s+at\s+least", ">="),
    (r"<=", r"lte|is\s+at\s+most", "<="),
    (r">", r"gt", ">"),
    (r"<", r"lt", "<"),
    (r"===|==", r"eq|is", "=="),
]
"""(symbol operators, word operators, native operator): a word operator stands apart from the names and
values around it (``$money is 2``, never the ``ne`` inside ``money``)."""
_OPERAND = r"(\$?[A-Za-z_][A-Za-z0-9_.]*)"


def parse_condition(text: str) -> str | None:
    """A story-format condition → a native template condition (``a and not b and n >= 2``), or None."""
    text = text.strip()
    if re.search(r"\bor\b|\|\|", text):
        return None
    clauses = re.split(r"\s+and\s+|\s*&&\s*", text)
    out: list[str] = []
    for clause in clauses:
        clause = clause.strip()
        while clause.startswith("(") and clause.endswith(")"):
            clause = clause[1:-1].strip()
        negated = False
        m = re.fullmatch(r"(?:not\s+|!\s*)(.+)", clause)
        if m:
            negated, clause = True, m.group(1).strip()
        name = variable_name(clause)
        if name is not None:
            out.append(f"not {name}" if negated else name)
            continue
        if negated:
            return None
        translated = None
        for symbols, words, op in _OPS:
            m = re.fullmatch(rf"{_OPERAND}\s*(?:{symbols})\s*(.+)", clause) or re.fullmatch(
                rf"{_OPERAND}\s+(?:{words})\s+(.+)", clause
            )
            if m is None:
                continue
            name = variable_name(m.group(1))
            value = m.group(2).strip()
            if name is None:
                return None
            if value in ("true", "false") and op in ("==", "!="):
                translated = name if (value == "true") == (op == "==") else f"not {name}"
            elif re.fullmatch(r"-?\d+", value) and op != "!=":
                translated = f"{name} {op} {value}"
            break
        if translated is None:
            return None
        out.append(translated)
    return " and ".join(out) if out else None


# ── shared: links ──────────────────────────────────────────────────────────
def parse_link(inner: str) -> tuple[str, str]:
    """The inside of ``[[…]]`` → (label, target)."""
    if "|" in inner:
        label, target = inner.rsplit("|", 1)
    elif "->" in inner:
        label, target = inner.rsplit("->", 1)
    elif "<-" in inner:
        target, label = inner.split("<-", 1)
    else:
        label = target = inner
    return label.strip(), target.strip()


def is_external(target: str) -> bool:
    return "://" in target or target.startswith("mailto:")


def link_token(inner: str, setter: str = "") -> Token:
    label, target = parse_link(inner)
    if is_external(target):
        return Text(label)
    setters: list[Assign] = []
    for part in re.split(r"[;,]", setter) if setter else []:
        if not part.strip():
            continue
        assign = parse_assignment(part)
        if assign is None:
            return Untranslated(f"[[…][{setter}]] setter", label)
        setters.append(assign)
    return Link(label, target, tuple(setters))


_POSSESSIVE = re.compile(r"[\w)\]]'s(?=\s|$)")


def matching(text: str, start: int, opening: str, closing: str) -> int:
    """Index just past the bracket that closes the one at ``start`` (quotes respected); -1 if none.

    Inside a Harlowe macro (``(`` … ``)``) an apostrophe right after a name or a bracket and before ``s``
    and a space is the possessive ``'s`` (``(history:)'s last``, ``$bag's length``), not a string."""
    depth = 0
    quote = ""
    i = start
    while i < len(text):
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 2
                continue
            if ch == quote:
                quote = ""
        elif ch in "\"'" and opening == "(":
            if not (ch == "'" and _POSSESSIVE.match(text, i - 1)):
                quote = ch
        elif ch == opening:
            depth += 1
        elif ch == closing:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return -1


def text_with(
    text: str,
    special: re.Pattern[str],
    handle: Callable[[re.Match[str], str], tuple[list[_T], int]],
) -> list[_T | Text]:
    """Split ``text`` at ``special`` matches; ``handle`` returns tokens and where to resume."""
    out: list[_T | Text] = []
    pos = 0
    while True:
        m = special.search(text, pos)
        if m is None:
            if pos < len(text):
                out.append(Text(text[pos:]))
            return out
        if m.start() > pos:
            out.append(Text(text[pos : m.start()]))
        tokens, pos = handle(m, text)
        out.extend(tokens)


# ── shared: comments and line continuations ────────────────────────────────
HTML_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
_SUGARCUBE_COMMENT = re.compile(r"/\*.*?\*/|/%.*?%/", re.DOTALL)
_CONTINUATION = re.compile(r"\\[ \t]*\n[ \t]*|\n[ \t]*\\")


def uncomment(text: str, *, sugarcube: bool = False) -> str:
    """Author comments leave the text (``<!-- -->``; SugarCube's ``/* */`` and ``/% %/`` too), and a
    backslash that ends or begins a line joins it to the next or the one before (Harlowe, SugarCube)."""
    text = HTML_COMMENT.sub("", text)
    if sugarcube:
        text = _SUGARCUBE_COMMENT.sub("", text)
    return _CONTINUATION.sub("", text)
