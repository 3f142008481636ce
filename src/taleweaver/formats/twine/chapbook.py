"""Chapbook passage text → tokens: the vars section, ``[if]``/``[else]`` modifiers, ``{inserts}``, links.

Pure.
"""

from __future__ import annotations

import re

from taleweaver.formats.twine.tokens import (
    HTML_COMMENT,
    IDENT,
    Back,
    Else,
    Embed,
    End,
    If,
    Link,
    Print,
    Token,
    Untranslated,
    link_token,
    parse_condition,
    parse_value,
    text_with,
)

_CHAPBOOK = re.compile(r"\[\[|\{(?P<insert>[^{}\n]+)\}")
_COMMENT_MODIFIERS = re.compile(r"^(note|n\.b\.|todo|fixme|note to myself)$", re.IGNORECASE)
_BACK_LINK = re.compile(r"back\s+link(?:\s*,\s*label\s*:\s*(['\"])(?P<label>.*?)\1)?\s*", re.IGNORECASE)
"""``{back link}`` and ``{back link, label: 'Go back'}``: a link to the previous passage."""
_CONTINUE = re.compile(r"^(continue|cont'?d|continued)$", re.IGNORECASE)
_EMPHASISED_LINK = re.compile(
    r"(\*\*|\*|__|_|~~)"
    r"(\[\[(?:(?!\]\]).)*\]\]|\{\s*(?:(?:back|restart|reveal|cycling) link|link to\b)[^{}]*\})\1"
)
"""Bold, italic or struck-through markers around nothing but a link (``**[[Begin->Outside]]**``)."""


def chapbook(text: str) -> list[Token]:
    tokens: list[Token] = []
    text = HTML_COMMENT.sub("", text)
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
                tokens.extend(_chapbook_text(_unwrap_links(line) + "\n"))
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


def _unwrap_links(line: str) -> str:
    """The line without emphasis markers around a link alone: the link becomes an action (its words leave
    the text, or stay as plain words in a sentence), so the markers would be left empty ("****")."""
    while (unwrapped := _EMPHASISED_LINK.sub(r"\2", line)) != line:
        line = unwrapped
    return line


def _chapbook_text(text: str) -> list[Token]:
    def handle(m: re.Match[str], s: str) -> tuple[list[Token], int]:
        if m.group(0) == "[[":
            end = s.find("]]", m.end())
            if end < 0:
                return [Untranslated("unclosed [[link", s[m.start() :])], len(s)
            return [link_token(s[m.end() : end])], end + 2
        insert = m.group("insert").strip()
        if re.fullmatch(IDENT, insert):
            return [Print(insert)], m.end()
        em = re.fullmatch(r"embed passage(?: named)?\s*:\s*(['\"])(.+)\1", insert)
        if em:
            return [Embed(em.group(2))], m.end()
        lm = re.fullmatch(r"link to\s*:\s*(['\"])(.+?)\1\s*,\s*label\s*:\s*(['\"])(.+?)\3", insert)
        if lm:
            return [Link(lm.group(4), lm.group(2))], m.end()
        bm = _BACK_LINK.fullmatch(insert)
        if bm:
            return [Back(bm.group("label") or "Back", "{back link}")], m.end()
        word = re.split(r"[\s:]", insert, maxsplit=1)[0]
        name = insert.split(":", 1)[0].strip()
        return [Untranslated("{" + (name if len(name) < 40 else word) + "}")], m.end()

    return text_with(text, _CHAPBOOK, handle)
