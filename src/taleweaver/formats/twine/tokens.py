"""Story-format syntax → a small token stream the builder turns into native content. Pure.

Harlowe 3, SugarCube 2 and Chapbook each get a tokenizer; what they share (links, expressions) is here too.
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


Token = Text | Print | Assign | Link | If | ElseIf | Else | End | Embed | Untranslated
_T = TypeVar("_T")

_IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


# ── shared: expressions ─────────────────────────────────────────────────────
def _name(raw: str) -> str | None:
    raw = raw.strip()
    if raw.startswith("$"):
        raw = raw[1:]
    elif raw.startswith("State.variables."):
        raw = raw[len("State.variables.") :]
    if raw in ("true", "false", "null", "undefined", "it"):
        return None
    return raw if re.fullmatch(_IDENT, raw) else None


def parse_value(target: str, expr: str) -> Assign | None:
    """``true`` / ``5`` / ``$x + 1`` / ``it - 2`` → an :class:`Assign` of ``target``; None if not native."""
    expr = expr.strip()
    if expr in ("true", "false"):
        return Assign(target, expr == "true")
    if re.fullmatch(r"-?\d+", expr):
        return Assign(target, int(expr))
    m = re.fullmatch(r"(\$?[A-Za-z_][A-Za-z0-9_]*|it)\s*([+-])\s*(\d+)", expr)
    if m and (m.group(1) == "it" or _name(m.group(1)) == target):
        delta = int(m.group(3))
        return Assign(target, delta if m.group(2) == "+" else -delta, add=True)
    return None


def parse_assignment(text: str) -> Assign | None:
    """``$x to 5`` (Harlowe, SugarCube), ``$x = 5``, ``$x += 1``, ``$x -= 1``."""
    m = re.fullmatch(r"\s*(\$?[A-Za-z_][A-Za-z0-9_]*)\s*(to|=|\+=|-=)\s*(.+?)\s*", text, re.DOTALL)
    if m is None:
        return None
    target = _name(m.group(1))
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
        name = _name(clause)
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
            name = _name(m.group(1))
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


def _link_token(inner: str, setter: str = "") -> Token:
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


def _matching(text: str, start: int, opening: str, closing: str) -> int:
    """Index just past the bracket that closes the one at ``start`` (quotes respected); -1 if none."""
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
            quote = ch
        elif ch == opening:
            depth += 1
        elif ch == closing:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return -1


def _text_with(
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
_HTML_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
_SUGARCUBE_COMMENT = re.compile(r"/\*.*?\*/|/%.*?%/", re.DOTALL)
_CONTINUATION = re.compile(r"\\[ \t]*\n[ \t]*|\n[ \t]*\\")


def _uncomment(text: str, *, sugarcube: bool = False) -> str:
    """Author comments leave the text (``<!-- -->``; SugarCube's ``/* */`` and ``/% %/`` too), and a
    backslash that ends or begins a line joins it to the next or the one before (Harlowe, SugarCube)."""
    text = _HTML_COMMENT.sub("", text)
    if sugarcube:
        text = _SUGARCUBE_COMMENT.sub("", text)
    return _CONTINUATION.sub("", text)


# ── Harlowe 3 ──────────────────────────────────────────────────────────────
_HARLOWE = re.compile(r"\[\[|\((?P<macro>[A-Za-z][\w-]*):|\$(?P<var>[A-Za-z_]\w*)")


@dataclass(frozen=True, slots=True)
class _Hooked:
    """One ``(if:)``/``(else-if:)``/``(else:)``/``(unless:)`` with its hook, before the chain is joined."""

    head: If | ElseIf | Else
    body: list[Token]


def harlowe(text: str) -> list[Token]:
    return _harlowe(_uncomment(text))


def _harlowe(text: str) -> list[Token]:
    def handle(m: re.Match[str], s: str) -> tuple[list[Token | _Hooked], int]:
        if m.group(0) == "[[":
            end = s.find("]]", m.end())
            if end < 0:
                return [Untranslated("unclosed [[link", s[m.start() :])], len(s)
            return [_link_token(s[m.end() : end])], end + 2
        if m.group("var"):
            return [Print(m.group("var"))], m.end()
        name = m.group("macro").lower().replace("-", "").replace("_", "")
        close = _matching(s, m.start(), "(", ")")
        if close < 0:
            return [Untranslated(f"({m.group('macro')}:)", s[m.start() :])], len(s)
        args = s[m.end() : close - 1].strip()
        hook_end = close
        hook: str | None = None
        if (
            close < len(s)
            and s[close] == "["
            and (not s.startswith("[[", close) or s.startswith("[[[", close))
        ):
            # a hook; ``(if: $x)[[[a link]]]`` is a hook holding a link, ``(if: $x)[[a link]]`` is not
            hook_end = _matching(s, close, "[", "]")
            if hook_end < 0:
                return [Untranslated(f"({m.group('macro')}:)", s[m.start() :])], len(s)
            hook = s[close + 1 : hook_end - 1]
        macro = f"({m.group('macro')}:)"
        if name == "set":
            tokens: list[Token | _Hooked] = []
            for part in _split_args(args):
                assign = parse_assignment(part)
                tokens.append(assign if assign is not None else Untranslated(f"(set: {part.strip()})"))
            return tokens + (_harlowe(hook) if hook is not None else []), hook_end
        if name in ("if", "unless", "elseif", "else") and hook is not None:
            cond = parse_condition(args) if name != "else" else None
            head: If | ElseIf | Else
            if name == "if":
                head = If(cond, args)
            elif name == "unless":
                head = If(cond, args, negate=True)
            elif name == "elseif":
                head = ElseIf(cond, args)
            else:
                head = Else()
            return [_Hooked(head, _harlowe(hook))], hook_end
        if name == "print" and hook is None:
            var = _name(args)
            if var is not None:
                return [Print(var)], close
        if name == "linkgoto" and hook is None:
            strings = re.findall(r"\"((?:[^\"\\]|\\.)*)\"|'((?:[^'\\]|\\.)*)'", args)
            values = [a or b for a, b in strings]
            if len(values) in (1, 2):
                return [Link(values[0], values[-1])], close
        kept = s[m.start() : close]
        tokens = [Untranslated(macro, kept if hook is None else "")]
        if hook is not None:
            tokens += _harlowe(hook)
        return tokens, hook_end

    return _chain(_text_with(text, _HARLOWE, handle))


def _split_args(args: str) -> list[str]:
    parts: list[str] = []
    depth = 0
    quote = ""
    current = ""
    for ch in args:
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(current)
            current = ""
            continue
        current += ch
    parts.append(current)
    return [p for p in parts if p.strip()]


def _chain(items: list[Token | _Hooked]) -> list[Token]:
    """Join one level's hooks into chains: ``(if:)[a] (else-if:)[b] (else:)[c]`` → ``If a ElseIf b Else c
    End`` (only whitespace may stand between the branches). Hooks nested inside were joined on their own
    level already. An ``(else:)`` with no ``(if:)`` before it keeps its hook's text and is reported."""
    out: list[Token] = []
    open_chain = False
    gap: list[Token] = []  # whitespace after a branch: dropped when the chain goes on
    for item in items:
        if isinstance(item, _Hooked):
            if isinstance(item.head, If) or not open_chain:
                if open_chain:
                    out.append(End())
                out.extend(gap)
                gap = []
                if isinstance(item.head, If):
                    out += [item.head, *item.body]
                    open_chain = True
                else:
                    out += [Untranslated("(else:) without (if:) before it"), *item.body]
                    open_chain = False
                continue
            gap = []
            out += [item.head, *item.body]
            if isinstance(item.head, Else):
                out.append(End())
                open_chain = False
            continue
        if open_chain and isinstance(item, Text) and not item.text.strip():
            gap.append(item)
            continue
        if open_chain:
            out.append(End())
            open_chain = False
        out.extend(gap)
        gap = []
        out.append(item)
    if open_chain:
        out.append(End())
    out.extend(gap)
    return out


# ── SugarCube 2 ────────────────────────────────────────────────────────────
_SUGARCUBE = re.compile(r"\[\[|<<(?P<close>/)?(?P<macro>[A-Za-z=][\w-]*)|\$(?P<var>[A-Za-z_]\w*)")


def sugarcube(text: str) -> list[Token]:
    def handle(m: re.Match[str], s: str) -> tuple[list[Token], int]:
        if m.group(0) == "[[":
            end = s.find("]]", m.end())
            if end < 0:
                return [Untranslated("unclosed [[link", s[m.start() :])], len(s)
            inner = s[m.end() : end]
            if "][" in inner:
                link, setter = inner.split("][", 1)
                return [_link_token(link, setter)], end + 2
            return [_link_token(inner)], end + 2
        if m.group("var"):
            return [Print(m.group("var"))], m.end()
        end = s.find(">>", m.end())
        if end < 0:
            return [Untranslated(f"<<{m.group('macro')}>>", s[m.start() :])], len(s)
        name = m.group("macro")
        args = s[m.end() : end].strip()
        after = end + 2
        if m.group("close"):
            if name == "if":
                return [End()], after
            return [Untranslated(f"<</{name}>>")], after
        if name == "set":
            tokens: list[Token] = []
            for part in re.split(r"[;,](?=(?:[^\"']*[\"'][^\"']*[\"'])*[^\"']*$)", args):
                if not part.strip():
                    continue
                assign = parse_assignment(part)
                tokens.append(assign if assign is not None else Untranslated(f"<<set {part.strip()}>>"))
            return tokens, after
        if name == "if":
            return [If(parse_condition(args), args)], after
        if name == "elseif" or (name == "else" and re.match(r"if\b", args)):
            args = re.sub(r"^if\b\s*", "", args) if name == "else" else args  # <<else if>> (older form)
            return [ElseIf(parse_condition(args), args)], after
        if name == "else":
            return [Else()], after
        if name in ("print", "=") and (var := _name(args)) is not None:
            return [Print(var)], after
        return [Untranslated(f"<<{name}>>", s[m.start() : after])], after

    return _text_with(_uncomment(text, sugarcube=True), _SUGARCUBE, handle)


# ── Chapbook ───────────────────────────────────────────────────────────────
_CHAPBOOK = re.compile(r"\[\[|\{(?P<insert>[^{}\n]+)\}")
_COMMENT_MODIFIERS = re.compile(r"^(note|n\.b\.|todo|fixme|note to myself)$", re.IGNORECASE)
_CONTINUE = re.compile(r"^(continue|cont'?d|continued)$", re.IGNORECASE)


def chapbook(text: str) -> list[Token]:
    tokens: list[Token] = []
    text = _HTML_COMMENT.sub("", text)
    body = text
    lines = text.split("\n")
    if "--" in (line.strip() for line in lines):
        cut = next(i for i, line in enumerate(lines) if line.strip() == "--")
        head = lines[:cut]
        if all(re.fullmatch(r"\s*[\w.]+\s*(\([^)]*\))?\s*:.*", line) or not line.strip() for line in head):
            for line in head:
                if line.strip():
                    tokens.append(_chapbook_var(line))
            body = "\n".join(lines[cut + 1 :])
    open_block = False
    comment = False
    for line in body.split("\n"):
        m = re.fullmatch(r"\s*\[([^\[\]]+)\]\s*", line)
        if m is None:
            if not comment:
                tokens.extend(_chapbook_text(line + "\n"))
            continue
        modifier = m.group(1).split(";")[0].strip()
        comment = False
        word, _, rest = modifier.partition(" ")
        if word in ("if", "unless"):
            if open_block:
                tokens.append(End())
            tokens.append(If(parse_condition(rest), rest, negate=word == "unless"))
            open_block = True
        elif word == "else" and not rest:
            if open_block:
                tokens.append(Else())
            else:
                tokens.append(Untranslated("[else] without [if] before it"))
        elif _CONTINUE.match(modifier):
            if open_block:
                tokens.append(End())
                open_block = False
        elif _COMMENT_MODIFIERS.match(modifier):
            if open_block:
                tokens.append(End())
                open_block = False
            comment = True
        elif word == "align":
            continue
        else:
            if open_block:
                tokens.append(End())
                open_block = False
            tokens.append(Untranslated(f"[{word}]"))
    if open_block:
        tokens.append(End())
    return tokens


def _chapbook_var(line: str) -> Token:
    m = re.fullmatch(r"\s*([\w.]+)\s*(\([^)]*\))?\s*:\s*(.*?)\s*", line)
    assert m is not None
    name, cond, expr = m.group(1), m.group(2), m.group(3)
    if cond or "." in name:
        return Untranslated(f"{name}{' ' + cond if cond else ''}: (vars section)")
    value = parse_value(name, expr)
    return value if value is not None else Untranslated(f"{name}: {expr} (vars section)")


def _chapbook_text(text: str) -> list[Token]:
    def handle(m: re.Match[str], s: str) -> tuple[list[Token], int]:
        if m.group(0) == "[[":
            end = s.find("]]", m.end())
            if end < 0:
                return [Untranslated("unclosed [[link", s[m.start() :])], len(s)
            return [_link_token(s[m.end() : end])], end + 2
        insert = m.group("insert").strip()
        if re.fullmatch(_IDENT, insert):
            return [Print(insert)], m.end()
        em = re.fullmatch(r"embed passage(?: named)?\s*:\s*(['\"])(.+)\1", insert)
        if em:
            return [Embed(em.group(2))], m.end()
        lm = re.fullmatch(r"link to\s*:\s*(['\"])(.+?)\1\s*,\s*label\s*:\s*(['\"])(.+?)\3", insert)
        if lm:
            return [Link(lm.group(4), lm.group(2))], m.end()
        word = re.split(r"[\s:]", insert, maxsplit=1)[0]
        name = insert.split(":", 1)[0].strip()
        return [Untranslated("{" + (name if len(name) < 40 else word) + "}")], m.end()

    return _text_with(text, _CHAPBOOK, handle)


TOKENIZERS: dict[str, Callable[[str], list[Token]]] = {
    "harlowe-3": harlowe,
    "sugarcube-2": sugarcube,
    "chapbook-1": chapbook,
}


def format_key(name: str, version: str = "") -> str | None:
    """Twine's format name (and version) → a tokenizer key, or None when unsupported."""
    lowered = name.strip().lower()
    major = version.split(".", 1)[0] if version else ""
    if lowered == "harlowe" and major in ("", "3"):
        return "harlowe-3"
    if lowered == "sugarcube" and major in ("", "2"):
        return "sugarcube-2"
    if lowered == "chapbook" and major in ("", "1", "2"):
        return "chapbook-1"
    return None


def guess_format(texts: list[str]) -> str:
    """For Twee without StoryData: the format whose syntax the passages use (Harlowe when unsure)."""
    joined = "\n".join(texts)
    if re.search(r"<<\w", joined):
        return "sugarcube-2"
    if re.search(r"\((?:set|if|print|link-goto|unless|else-if|else):", joined):
        return "harlowe-3"
    if re.search(r"^--\s*$|^\[(?:if|unless|else|continue)\b", joined, re.MULTILINE) or re.search(
        r"\{[A-Za-z_]\w*\}", joined
    ):
        return "chapbook-1"
    return "harlowe-3"
