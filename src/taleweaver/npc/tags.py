"""Inline tags in NPC prose: ``[MOVE: name(args)]``, the ``[ADJUST_DISPOSITION: n]`` alias, ``[FACT: …]``.

Parsing is the *parse the proposal* step of the bounded turn. It is tolerant of spacing and case,
never raises, and always keeps the prose: tags are cut out of the text the player sees, nothing else is.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict

_TAG = re.compile(
    r"\[\s*(?P<kind>move|fact|adjust[ _]?disposition)\s*:?\s*(?P<body>[^\[\]]{0,400}?)\s*\]",
    re.IGNORECASE,
)
_STRAY = re.compile(r"\[\s*[A-Z][A-Z0-9_]{2,}(?:\s*\([^()\[\]]{0,200}\))?\s*\]")
"""A tag-like bracket that is no tag: ``[REFUSE]``, ``[END_CONVERSATION]``, ``[GIVE_ITEM(key)]``."""
_CUT = re.compile(
    r"\[\s*(?:(?:(?i:move|fact|adjust[ _]?disposition)|[A-Z][A-Z0-9_]{2,})\b[^\[\]]*"
    r"|(?i:m(?:o(?:ve?)?)?|f(?:a(?:ct?)?)?|a(?:d(?:j(?:u(?:st?)?)?)?)?)|[A-Z][A-Z0-9_]*)?\s*$"
)
"""A tag cut off at the end of the reply (the model hit its token cap): ``[MOVE: give_item(cellar_k``."""
_MOVE = re.compile(r"^(?P<name>[A-Za-z_][A-Za-z0-9_ ]*?)\s*(?:\((?P<args>[^()]*)\))?\s*$")
_DELTA = re.compile(r"^[+-]?\s*\d{1,6}$")
_QUOTES = "\"'`“”‘’"


class Move(BaseModel):
    """One move proposal, normalised: lower-case snake_case name, stripped string arguments."""

    model_config = ConfigDict(frozen=True)

    name: str
    args: tuple[str, ...] = ()

    @property
    def signature(self) -> str:
        """``name(arg, …)``, or the bare name when there are no arguments."""
        return f"{self.name}({', '.join(self.args)})" if self.args else self.name

    def __str__(self) -> str:
        return self.signature


class ExtractedTags(BaseModel):
    """What :func:`extract_tags` found.

    ``moves`` lists every move proposal in the order written, the disposition alias included as
    ``adjust_disposition(n)``; ``dispositions`` lists the alias values alone; ``malformed`` keeps the
    raw text of move tags that could not be read, of stray tag-like brackets (``[REFUSE]``) and of a
    tag cut off at the end of the reply (they are dropped and reported, never applied or shown).
    """

    model_config = ConfigDict(frozen=True)

    clean_text: str
    facts: tuple[str, ...] = ()
    dispositions: tuple[int, ...] = ()
    moves: tuple[Move, ...] = ()
    malformed: tuple[str, ...] = ()


def extract_tags(prose: str) -> ExtractedTags:
    """Cut every tag out of ``prose`` and sort it into facts, disposition changes and moves."""
    facts: list[str] = []
    dispositions: list[int] = []
    moves: list[Move] = []
    malformed: list[str] = []
    prose, dropped = _drop_stray(prose)
    for match in _TAG.finditer(prose):
        kind = re.sub(r"[ _]", "", match["kind"].lower())
        body = match["body"].strip()
        if kind == "fact":
            fact = " ".join(body.strip(_QUOTES).split())
            if fact and fact not in facts:
                facts.append(fact)
        elif kind == "adjustdisposition":
            delta = parse_delta(body)
            if delta is None:
                malformed.append(match.group(0))
            else:
                dispositions.append(delta)
                moves.append(Move(name="adjust_disposition", args=(str(delta),)))
        else:
            move = parse_move(body)
            if move is None:
                malformed.append(match.group(0))
            else:
                moves.append(move)
    return ExtractedTags(
        clean_text=_tidy(_strip_tags(prose)),
        facts=tuple(facts),
        dispositions=tuple(dispositions),
        moves=tuple(moves),
        malformed=(*malformed, *dropped),
    )


def neutralise_tags(text: str) -> str:
    """Client-written text with its square brackets turned round, so it can never read as a tag.

    Player words and the client's canon-log text go into prompts; ``[MOVE: adjust_disposition(15)]``
    typed by a player becomes ``(MOVE: adjust_disposition(15))`` there.
    """
    return text.replace("[", "(").replace("]", ")")


def echoed(tags: ExtractedTags, player_text: str) -> tuple[set[str], set[str]]:
    """The move signatures and facts in ``tags`` that the player wrote themselves (an echo, not a move)."""
    typed = extract_tags(player_text)
    return {move.signature for move in typed.moves}, set(typed.facts)


def parse_move(text: str) -> Move | None:
    """``offer_quest( find_the_ledger )`` → ``Move``; ``None`` when the text is not a move call."""
    match = _MOVE.match(text.strip())
    if match is None:
        return None
    name = "_".join(match["name"].lower().split())
    raw_args = match["args"]
    args: tuple[str, ...] = ()
    if raw_args is not None and raw_args.strip():
        args = tuple(_normalise_arg(arg) for arg in raw_args.split(","))
        if any(not arg for arg in args):
            return None
    return Move(name=name, args=args)


def parse_delta(text: str) -> int | None:
    """``+5``, ``-10``, ``7`` → int; anything else → ``None``."""
    cleaned = text.strip().strip(_QUOTES)
    if not _DELTA.match(cleaned):
        return None
    return int(cleaned.replace(" ", ""))


def _normalise_arg(arg: str) -> str:
    value = arg.strip().strip(_QUOTES).strip()
    if "=" in value:  # tolerate keyword style: offer_quest(quest=find_the_ledger)
        value = value.split("=", 1)[1].strip().strip(_QUOTES).strip()
    return value.lower() if not _DELTA.match(value) else value.replace(" ", "")


def _drop_stray(prose: str) -> tuple[str, list[str]]:
    """Cut stray and cut-off tags (reported as malformed) so none reaches the display text."""
    dropped = [match.group(0) for match in _STRAY.finditer(prose)]
    prose = _STRAY.sub(" ", prose)
    cuts: list[str] = []
    while (cut := _CUT.search(prose.rstrip())) is not None:  # ``[MOVE: [MOVE: give_item(ce`` cuts twice
        cuts.insert(0, cut.group(0).strip())
        prose = prose[: cut.start()]
    return prose, dropped + cuts


def _strip_tags(text: str) -> str:
    """Cut every tag, again until none is left: nested brackets can rebuild one once the inner is cut."""
    stripped = _TAG.sub(" ", text)
    while stripped != text:
        text, stripped = stripped, _TAG.sub(" ", stripped)
    return stripped


def _tidy(text: str) -> str:
    """Collapse the gaps left by removed tags without flattening paragraph breaks."""
    paragraphs = [" ".join(part.split()) for part in re.split(r"\n\s*\n", text)]
    lines = [re.sub(r"\s+([,.;:!?])", r"\1", part) for part in paragraphs if part]
    return "\n\n".join(lines)
