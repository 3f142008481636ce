"""Harlowe 3 passage text → tokens: ``(set:)``, ``(if:)`` chains with their hooks, ``(print:)``, links.

Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from taleweaver.formats.twine.tokens import (
    Back,
    Else,
    ElseIf,
    End,
    If,
    Link,
    Print,
    Text,
    Token,
    Untranslated,
    link_token,
    matching,
    parse_assignment,
    parse_condition,
    text_with,
    uncomment,
    variable_name,
)

_HARLOWE = re.compile(r"\[\[|\((?P<macro>[A-Za-z][\w-]*):|\$(?P<var>[A-Za-z_]\w*)")
_STRING = r"(?:\"(?P<dq>(?:[^\"\\]|\\.)*)\"|'(?P<sq>(?:[^'\\]|\\.)*)')"
_HISTORY_LAST = r"\(\s*history\s*:\s*\)\s*'s\s+last"
"""``(history:)'s last``: the passage the reader came from."""
_LINK_GOTO_BACK = re.compile(rf"\s*{_STRING}\s*,\s*{_HISTORY_LAST}\s*", re.IGNORECASE)
_LABEL = re.compile(rf"\s*{_STRING}\s*(?:,\s*(?:\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*')\s*)?")
"""A link's label, and ``(link-undo:)``'s optional text for when there is nothing to undo."""


@dataclass(frozen=True, slots=True)
class _Hooked:
    """One ``(if:)``/``(else-if:)``/``(else:)``/``(unless:)`` with its hook, before the chain is joined."""

    head: If | ElseIf | Else
    body: list[Token]


def harlowe(text: str) -> list[Token]:
    return _harlowe(uncomment(text))


def _harlowe(text: str) -> list[Token]:
    def handle(m: re.Match[str], s: str) -> tuple[list[Token | _Hooked], int]:
        if m.group(0) == "[[":
            end = s.find("]]", m.end())
            if end < 0:
                return [Untranslated("unclosed [[link", s[m.start() :])], len(s)
            return [link_token(s[m.end() : end])], end + 2
        if m.group("var"):
            return [Print(m.group("var"))], m.end()
        name = m.group("macro").lower().replace("-", "").replace("_", "")
        close = matching(s, m.start(), "(", ")")
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
            hook_end = matching(s, close, "[", "]")
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
            var = variable_name(args)
            if var is not None:
                return [Print(var)], close
        back = _back(name, args, hook)
        if back is not None:
            return [back], hook_end
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

    return _chain(text_with(text, _HARLOWE, handle))


def _back(name: str, args: str, hook: str | None) -> Back | None:
    """The go-back macros: ``(link-goto: "Back", (history:)'s last)``, ``(link-undo: "Back")``, a
    ``(link: "Back")`` hook holding only a go-back, and the immediate ``(go-to: (history:)'s last)`` and
    ``(undo:)``; None for anything else."""
    if hook is None:
        if name == "linkgoto" and (m := _LINK_GOTO_BACK.fullmatch(args)):
            return Back(_label(m), "(link-goto: …, (history:)'s last)")
        if name == "linkundo" and (m := _LABEL.fullmatch(args)):
            return Back(_label(m), "(link-undo:)", undo=True)
        if name == "goto" and re.fullmatch(rf"\s*{_HISTORY_LAST}\s*", args, re.IGNORECASE):
            return Back("Back", "(go-to: (history:)'s last)", at_once=True)
        if name == "undo" and not args:
            return Back("Back", "(undo:)", undo=True, at_once=True)
        return None
    if name == "link" and (m := _LABEL.fullmatch(args)):
        inner = [t for t in _harlowe(hook) if not (isinstance(t, Text) and not t.text.strip())]
        if len(inner) == 1 and isinstance(inner[0], Back) and inner[0].at_once:
            return Back(_label(m), f"(link:) with {inner[0].macro}", undo=inner[0].undo)
    return None


def _label(m: re.Match[str]) -> str:
    return m.group("dq") if m.group("dq") is not None else m.group("sq")


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
