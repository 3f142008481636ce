"""SugarCube 2 passage text → tokens: ``<<set>>``, ``<<if>>`` chains, ``<<print>>``, links with setters.

Pure.
"""

from __future__ import annotations

import re

from taleweaver.formats.twine.tokens import (
    Back,
    Else,
    ElseIf,
    End,
    If,
    Link,
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
_BACK_LABELS = {"back": "Back", "return": "Return"}
"""SugarCube's go-back link macros and the label each shows when given none."""
_LABEL = re.compile(r"\s*(?:\"(?P<dq>(?:[^\"\\]|\\.)*)\"|'(?P<sq>(?:[^'\\]|\\.)*)')?\s*")


def sugarcube(text: str) -> list[Token]:
    def handle(m: re.Match[str], s: str) -> tuple[list[Token], int]:
        if m.group(0) == "[[":
            end = s.find("]]", m.end())
            if end < 0:
                return [Untranslated("unclosed [[link", s[m.start() :])], len(s)
            inner = s[m.end() : end]
            link, _, setter = inner.partition("][")
            return [_previous(link_token(link, setter))], end + 2
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
        if name in _BACK_LABELS and (label := _LABEL.fullmatch(args)):
            text = label.group("dq") if label.group("dq") is not None else label.group("sq")
            return [Back(text or _BACK_LABELS[name], f"<<{name}>>", undo=name == "back")], after
        return [Untranslated(f"<<{name}>>", s[m.start() : after])], after

    return text_with(uncomment(text, sugarcube=True), _SUGARCUBE, handle)


def _previous(token: Token) -> Token:
    """``[[Back|previous()]]``: a link to the passage the reader came from."""
    if isinstance(token, Link) and token.target.replace(" ", "") == "previous()":
        return Back(token.label, "[[…|previous()]]", setters=token.setters)
    return token
