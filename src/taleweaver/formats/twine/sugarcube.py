"""SugarCube 2 passage text → tokens: ``<<set>>``, ``<<if>>`` chains, ``<<print>>``, links with setters.

Pure.
"""

from __future__ import annotations

import re

from taleweaver.formats.twine.tokens import (
    Else,
    ElseIf,
    End,
    If,
    Print,
    Token,
    Untranslated,
    link_token,
    parse_assignment,
    parse_condition,
    text_with,
    uncomment,
    variable_name,
)

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
                return [link_token(link, setter)], end + 2
            return [link_token(inner)], end + 2
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
        if name in ("print", "=") and (var := variable_name(args)) is not None:
            return [Print(var)], after
        return [Untranslated(f"<<{name}>>", s[m.start() : after])], after

    return text_with(uncomment(text, sugarcube=True), _SUGARCUBE, handle)
