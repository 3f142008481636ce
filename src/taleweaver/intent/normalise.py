"""Player text made easier to match: phone spelling spelled out, typos mended toward the options' own words.

Each runs before the sentence encoder and the lexical score see the line:

- ``expand_shorthand`` spells out chat and phone spelling ("ur" → "your", "thx" → "thanks", "2" → "to" between
  words, "wots" → "what's") and says set slang phrases plainly, from the tables of
  :mod:`taleweaver.intent.chat_words` (only forms that are not ordinary English words, so a line already in
  plain English passes through unchanged).
- ``without_hold_on`` drops an opening "wait," or "hang on," that asks for a moment before the rest of
  the line ("wait, nobody's radioed it yet?"): it is no wish to wait.
- ``mend_typos`` replaces a word the encoder's vocabulary does not know ("tciket", "chrat") with a word of
  the options' texts at most one edit away (two for long words), when exactly one such word exists, and
  puts back a dropped g ("doin" → "doing") where the vocabulary knows the word with it. Known words are
  never touched, so "score" does not become "shore".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable

from taleweaver.intent.chat_words import SHORTHAND, SLANG
from taleweaver.intent.lexical import content_words

_WORD = re.compile(r"[a-z0-9']+|[^a-z0-9'\s]+|\s+")


def expand_shorthand(text: str, keep: Collection[str] = ()) -> str:
    """``text`` with chat and phone spelling spelled out, and set slang phrases said plainly; everything else
    kept as written. A phrase with a content word in ``keep`` (the options' own, as
    :func:`lexical.content_words` gives them) is kept as said: the story uses that word, so the player's
    word is the story's. A code or a year in digits is spelled digit by digit where the options spell it so
    ("punch in 1958" by *Key in one-nine-five-eight*)."""
    text = _CODE.sub(_spelled_where_kept(keep), text.casefold())
    pieces = _WORD.findall(numbers_said(text))
    out = []
    for piece in pieces:
        if piece.startswith("'") and len(piece) > 1:
            out.append(piece)
            continue
        out.append(SHORTHAND.get(piece, piece))
    said = "".join(out)
    for pattern, plain in SLANG:
        said = pattern.sub(_plainly(plain, keep), said)
    return said


_CODE = re.compile(r"(?<![\w.,:/-])\d{3,6}(?![\w.,:/-])")


def _spelled_where_kept(keep: Collection[str]) -> Callable[[re.Match[str]], str]:
    def spelled(match: re.Match[str]) -> str:
        words = " ".join(_NUMBER_WORDS[int(digit)] for digit in match.group())
        said = content_words(words)
        return words if said and all(word in keep for word in said) else match.group()

    return spelled


_NUMBER_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
)  # fmt: skip
_NUMBERED_THINGS = (
    "gate|door|room|platform|lot|bay|cabin|table|bed|trench|plot|track|lane|floor|level|deck|stall|box|locker"
    "|carriage|coach|seat|row|hut|cell|ward|bus|pier|berth|dock|lock|sluice|valve|hatch|line|channel|juror"
    "|exhibit|cage|kennel|pen|tent|tank|pump|engine|window|shelf|case|drawer|number"
)
_NUMBER = re.compile(
    # "no 3", "no. 3", "#3": the number three ("no" here says no to nothing)
    r"(?:\bno\.? ?|\bnum\.? ?|#)(?P<numbered>\d{1,2})\b(?=\s*(?:$|[,.!?;)]|please\b|pls\b|plz\b))"
    # a numbered thing: "gate 2" is gate two ("2" alone may be phone spelling for "to")
    # ("room 4 me", "key 2 the tower": a 2 or 4 before a word is phone spelling)
    rf"|\b(?P<thing>{_NUMBERED_THINGS}) (?P<its>[24](?![ \t]+[a-z'])|[0135-9]|\d\d)\b"
    # a number that is no phone spelling: "wind 3" ("1", "2" and "4" stay: "some1", "talk 2 me", "4 u")
    r"|(?<![\w.,:/-])(?P<alone>[3579]|1[0-9]|[68]|20)(?![\w.,:/-])"
)


def numbers_said(text: str) -> str:
    """Numbers said in words where a story says them so ("wind no 3" → "wind number three", "gate 2" → "gate
    two"); "2" and "4" alone stay for phone spelling to read ("talk 2 him")."""

    def word(digits: str) -> str:
        value = int(digits)
        return _NUMBER_WORDS[value] if value < len(_NUMBER_WORDS) else digits

    def said(match: re.Match[str]) -> str:
        if match.group("numbered"):
            return f"number {word(match.group('numbered'))}"
        if match.group("thing"):
            return f"{match.group('thing')} {word(match.group('its'))}"
        return word(match.group("alone"))

    return _NUMBER.sub(said, text)


def _plainly(plain: str, keep: Collection[str]) -> Callable[[re.Match[str]], str]:
    """A set phrase's replacement: ``plain`` (``\\1`` is the phrase's first group), unless the phrase says a
    word of ``keep``."""

    def replace(match: re.Match[str]) -> str:
        return match.group(0) if _uses(match.group(0), keep) else match.expand(plain)

    return replace


def _uses(phrase: str, words: Collection[str]) -> bool:
    return not content_words(phrase).isdisjoint(words)


def edit_distance(a: str, b: str, limit: int = 2) -> int:
    """Optimal string alignment distance (a swap of neighbours counts once), capped at ``limit + 1``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, start=1):
            cost = 0 if ca == cb else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        previous2, previous = previous, current
    return min(previous[-1], limit + 1)


def mend_typos(text: str, vocabulary: Iterable[str], is_known: Callable[[str], bool]) -> str:
    """Replace each unknown word of ``text`` with the one word of ``vocabulary`` close to it, if exactly one.

    ``is_known`` says whether a word is an ordinary word (the encoder's vocabulary): those are kept as typed.
    Words of 3–6 letters may be one edit away, longer words two.
    """
    words = sorted({w for w in vocabulary if len(w) >= 3 and w.isalpha()})
    if not words:
        return text

    def mend(match: re.Match[str]) -> str:
        word = match.group(0)
        if len(word) < 3 or not word.isalpha() or is_known(word):
            return word
        if word.endswith("in") and is_known(f"{word}g"):
            return f"{word}g"  # a dropped g: "doin", "goin", "somethin"
        limit = 2 if len(word) >= 7 else 1
        near = [w for w in words if edit_distance(word, w, limit) <= limit]
        return near[0] if len(near) == 1 else word

    return re.sub(r"[a-z]+", mend, text)


_PLAYER_PERSON = {
    "you": "I",
    "your": "my",
    "yours": "mine",
    "yourself": "myself",
    "you're": "I'm",
    "you've": "I've",
    "you'll": "I'll",
    "you'd": "I'd",
    "you are": "I am",
    "you were": "I was",
}


_HOLD_ON = re.compile(
    r"^\W*(?:wait|hang on)(?: a (?:sec|second|minute|moment|mo|tick))?\s*,\s*(?=\S+\s+\S+\s+\S)",
    re.IGNORECASE,
)


def without_hold_on(text: str) -> str:
    """``text`` without an opening "wait," or "hang on a sec," that only asks for a moment before the rest
    ("wait, nobody's radioed it yet? could you do that now?"): it says nothing of waiting, and the word
    alone took a *Keep waiting* option. Kept when little follows ("wait, not yet"), when it is no
    interjection ("wait here", "hang on to the rope"), and when it trails off ("wait... I can't just
    abandon her": a change of mind, which the refusal rules read) or says "hold up," (measured: both lost
    a line read right)."""
    return _HOLD_ON.sub("", text, count=1)


def as_player(text: str) -> str:
    """A narrator's second person said as the player says it: "You crouch behind your crates" → "I crouch
    behind my crates" (what follows a choice, compared with "I'll hide behind my crates"); "you're glad" →
    "I'm glad"."""
    return re.sub(
        r"\b(?:you(?:'re|'ve|'ll|'d| are| were)|you|your|yours|yourself)\b",
        lambda m: _person(m, text),
        text,
        flags=re.IGNORECASE,
    )


_OBJECT_BEFORE = re.compile(
    r"\b(?:at|to|for|with|from|by|of|on|about|behind|beside|past|towards?|into|onto|like|than|takes?|gives?"
    r"|tells?|asks?|hands?|shows?|sees?|hears?|lets?|makes?|wakes?|follows?|grabs?|pulls?|pushes?|leads?"
    r"|helps?|thanks?|watches?|calls?|stops?|finds?|meets?|greets?|pays?)\s+$",
    re.IGNORECASE,
)


def _person(m: re.Match[str], text: str) -> str:
    """A second-person word as the player's: "you" after a preposition or a verb that takes an object is
    "me" ("peers out at you" → "at me", "the cold takes you" → "takes me"), otherwise "I"."""
    word = m.group(0).casefold().replace("’", "'")
    if word == "you" and _OBJECT_BEFORE.search(text[max(0, m.start() - 16) : m.start()]):
        return "me"
    return _PLAYER_PERSON[word]


_SIGNED_NUMBER = re.compile(r"[-+\u2212\u2013\u2014]\s*[0-9]|[0-9][.,][0-9]")


def says_signed_number(text: str) -> bool:
    """A sign before a digit ("-1", "option +2", "−3"), or a point or comma inside a number ("1.5", "1,000"):
    no way to say an option's number — at a menu, in a story, or answering a clarify question."""
    return _SIGNED_NUMBER.search(text) is not None
