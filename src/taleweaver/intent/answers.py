"""A bare yes or no, to a choice that is itself a yes or a no.

ink stories (and Twine ones) often offer the player's answers as the choices: "Yes, the north path." /
"No, by boat." after "You came by the north path, didn't you?". A player answers as they would a person —
"yeah", "nope" — and a sentence model finds such a line near nothing ("yes" is small talk to it). So a line
that is only a yes (or only a no), perhaps with a word of politeness ("yes please", "no, sir", "yeah I did"),
takes the one option whose label opens with a yes (or a no); where no label opens with either, the one
option that agrees to the offer (or turns it down: "Agree to guide her" / "Refuse"). A line that is only an
agreeing idiom ("you're on", "sounds good", "midnight it is": :func:`cues.agrees`) agrees to the offer the
same way — but answers no yes/no question ("ok" to "You came by the north path, didn't you?"). Two such
options, or none, and the line is matched as usual. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from taleweaver.intent.candidate import IntentCandidate, IntentDecision, RankedOption
from taleweaver.intent.cues import agrees, declining_option, says_no, without_agreement
from taleweaver.intent.lexical import content_words

Polarity = Literal["yes", "no"]

_YES = frozenset(
    (
        *("yes", "yeah", "yep", "yup", "yea", "yeh", "ya", "yah", "aye", "sure", "certainly", "definitely"),
        *("absolutely", "indeed", "correct", "affirmative"),
    )
)
_NO = frozenset(("no", "nope", "nah", "naw", "nay", "negative", "nobody", "noone", "none", "never"))
REFUSING_IDIOMS = (
    r"in (?:your|ur|yer) dreams|dream on|keep dreaming|fat chance|no dice|yeah,? nah"
    r"|(?:i )?can'?t help(?: you)?(?= *(?:,|$|\.|!| sorry))"
    r"|keep (?:your|ur|yer|ya|thy) (?:money|cash|coins?|gold|silver|pennies|change|bribe)"
    # what is offered handed back: "keep it, pet" (not "I'll keep it", "keep it up", "keep it quiet")
    r"|(?<!i'll )(?<!ill )(?<!i will )(?<!we'll )(?<!to )(?<!and )keep (?:it|them)(?= *(?:,|$|\.|!))"
    # "thanks, but we'll pass" (not "I'll pass the salt")
    r"|(?:i|we)(?:'?ll| will) (?:have to |just )?pass(?: on (?:this|that|it)(?: one)?)?(?=\s*(?:[,.!?]|$))"
)
"""Idioms that say no and name nothing ("in your dreams"): a bare no here and in the refusal rules."""
_NO_PHRASE = re.compile(
    r"\b(?:no one|not really|not at all|not once|no way|not a chance|no chance|not likely|not on your life"
    r"|not in a million years|absolutely not|certainly not|hell no|over my dead body"
    rf"|{REFUSING_IDIOMS}|hard pass)\b"
)
"""A no said in more words ("no one" to "Can anyone vouch for you?", "not really")."""
_YES_PHRASE = re.compile(
    r"\b(?:that'?s|that is|thats) (?:right|correct|true|so)\b|\b(?:right you are|quite right|too right)\b"
)
"""A yes said in more words ("that's right" to "You brought the receipt, didn't you?")."""
_POLITE = frozenset(
    (
        *(
            "please",
            "thanks",
            "thank",
            "ta",
            "cheers",
            "you",
            "sir",
            "madam",
            "ma'am",
            "maam",
            "mate",
            "miss",
            "friend",
        ),
        *("i", "did", "do", "am", "was", "have", "will", "would", "it", "is", "that's", "thats", "right"),
        *("of", "course", "really", "indeed", "so", "well", "oh", "um", "uh", "er", "hmm", "ok", "okay"),
        *(
            "a",
            "it's",
            "that",
            "that's",
            "me",
            "then",
            "captain",
            "boss",
            "chief",
            "kid",
            "lad",
            "lass",
            "love",
        ),
        *("dear", "pal", "buddy", "granny", "officer", "inspector", "skipper", "judge", "your", "honour"),
        *("doctor", "doc", "father"),
        # what a player calls whoever they answer ("hard pass, babe", "keep dreaming, lady")
        *("lady", "babe", "hun", "hon", "sweetie", "sweetheart", "darling", "luv", "bro", "bruv", "dude"),
        *("fam", "guv", "sarge", "missus", "mister", "stranger", "lol", "lmao", "haha", "ha", "heh", "pfft"),
    )
)
"""Words that may stand beside the yes or no without saying anything of their own."""
_WORDS = re.compile(r"[a-z']+")


def polarity(text: str) -> Polarity | None:
    """``yes`` or ``no`` when ``text`` says only that (and words of politeness); else ``None``."""
    words = _WORDS.findall(_YES_PHRASE.sub("yes", _NO_PHRASE.sub("no", text.replace("’", "'").casefold())))
    said = {w for w in words if w not in _POLITE}
    if said and said <= _YES:
        return "yes"
    if said and said <= _NO:
        return "no"
    return None


def only_agrees(text: str) -> bool:
    """``text`` is an agreeing idiom and nothing else ("you're on", "sounds good, sir", "midnight it is")."""
    rest = _WORDS.findall(without_agreement(text).casefold())
    return agrees(text) and all(w in _POLITE for w in rest)


def opens_with(label: str) -> Polarity | None:
    """The answer an option's label opens with ("Yes, the north path." → yes; "No." or "Not for twenty." →
    no)."""
    words = _WORDS.findall(_NO_PHRASE.sub("no", label.replace("’", "'").casefold()))
    if not words:
        return None
    if words[0] in _YES - {"sure", "certainly", "definitely", "absolutely", "indeed", "correct"}:
        return "yes"
    if words[0] in _NO or words[0] == "not":
        return "no"  # "No.", "Never!", "Not for twenty, not for two hundred."
    return None


_AGREEING = re.compile(
    r"^\W*(?:\w+ly\s+)?(?:agree|accept|say yes|nod|shake (?:on it|hands)|promise|pledge"
    r"|give (?:\w+ )?your word)\b"
    r"|^\W*take (?:the|it|what)\b.*\b(?:holds? out|offers|is offering|offered|hands? you)\b",
    re.IGNORECASE,
)
"""An option that agrees to the offer on the table: "Agree to guide her", "Shake on it and come aboard",
"Promise Oddny you will go and look in the hold", "Take the lantern the captain holds out"."""


def _agrees_or_declines(said: Polarity, candidate: IntentCandidate) -> bool:
    """The option agrees ("Agree to guide her", "Accept the offer") to a yes, or turns the offer down
    ("Refuse", "Decline") to a no."""
    text = candidate.texts[0]
    return _AGREEING.match(text) is not None if said == "yes" else declining_option(text)


def agreed(utterance: str, candidates: Sequence[IntentCandidate]) -> IntentDecision | None:
    """The one option that agrees to the offer on the table ("Agree to guide her", "Accept…"), taken for a
    line that agrees in so many words ("I can't refuse that"); ``None`` when there is not exactly one."""
    fitting = [c for c in candidates if _agrees_or_declines("yes", c)]
    return _taken(fitting[0]) if len(fitting) == 1 else None


OPENING_WORDS = 3
"""How far into a line an agreeing word opens it ("go on then, …", "say less, …", "bet, ur on")."""
HELD_FOR = frozenset(("ambiguous", "off_topic", "low_score"))


def opened_agreeing(
    said: str, candidates: Sequence[IntentCandidate], held: IntentDecision
) -> IntentDecision | None:
    """A line that opens agreeing ("go on then, i'll take you", "say less, we leave at dawn", "bet, ur on" to
    *Agree* / *Refuse* / *Haggle*) and says no no, held (``held``, a clarify) with the one option that agrees
    to the offer on the table first: that option. The agreement must open the line — "double it and we have
    a deal" names a price, not a yes — and the option must agree in so many words (:data:`_AGREEING`; "Take
    the torch" is no offer taken up). ``said``: the line, normalised. Session 47: tuning +3, held-out +1,
    no wrong action, no small-talk try."""
    if held.outcome != "clarify" or held.reason not in HELD_FOR or not held.options:
        return None
    if not agrees(" ".join(_WORDS.findall(said.casefold())[:OPENING_WORDS])) or says_no(said):
        return None
    fitting = [c for c in candidates if _AGREEING.match(c.texts[0])]
    if len(fitting) != 1 or held.options[0].key != fitting[0].key:
        return None
    return held.model_copy(update={"outcome": "matched", "key": fitting[0].key, "reason": None})


def _taken(option: IntentCandidate) -> IntentDecision:
    ranked = (RankedOption(key=option.key, label=option.label, score=1.0),)
    return IntentDecision(outcome="matched", key=option.key, score=1.0, margin=1.0, options=ranked)


_LEADING = re.compile(r"^\W*(yes|yeah|yep|yup|aye|no|nope|nah)\b[\s,.!;:-]+(\S.*)$", re.IGNORECASE)


def _opened_answer(
    utterance: str,
    candidates: Sequence[IntentCandidate],
    opening: Sequence[Polarity | None],
    *,
    declines: bool = False,
) -> IntentDecision | None:
    """A yes or a no and then a reason ("no, I'm on my own" to "Can anyone vouch for you?" with the choices
    "My landlady saw me come in." / "No. I live alone."): the one option that opens with that answer
    (``opening``, one per option), unless the reason names a word of another option ("no, but my landlady
    saw me"). ``declines``: ``opening`` marks the options that decline; a reason that says a no of its own
    ("no, I'm not haggling with you") refuses one thing, not the offer."""
    found = _LEADING.match(utterance.replace("’", "'"))
    if found is None:
        return None
    said = polarity(found.group(1))
    fitting = _opening_with(said, candidates, opening) if said is not None else []
    if len(fitting) != 1:
        return None
    others = content_words(" ".join(t for c in candidates if c is not fitting[0] for t in c.texts))
    if content_words(found.group(2)) & others or (declines and says_no(found.group(2))):
        return None
    return _taken(fitting[0])


def _opening_with(
    said: Polarity, candidates: Sequence[IntentCandidate], opening: Sequence[Polarity | None]
) -> list[IntentCandidate]:
    """The options whose label (or examples, ``opening``) opens with the answer ``said``; for a no where
    none does but one opens with yes, the one other option that says no anywhere in it (``"Yes, let's hear
    her."`` / ``"I've never seen this woman before. I'd rather not."``). Session 48."""
    fitting = [c for c, opens in zip(candidates, opening, strict=True) if opens == said]
    if fitting or said != "no" or sum(opens == "yes" for opens in opening) != 1:
        return fitting
    return [c for c, opens in zip(candidates, opening, strict=True) if opens is None and says_no(c.texts[0])]


def examples_open_with(candidate: IntentCandidate) -> Polarity | None:
    """The answer the option's example lines open with, where those that open with one agree ("yes, come
    get us" and "we need you, Rosa" → yes): the author's word on what a yes or a no takes."""
    said = {opens_with(text) for text in candidate.texts[1:]} - {None}
    return said.pop() if len(said) == 1 else None


def answered(utterance: str, candidates: Sequence[IntentCandidate]) -> IntentDecision | None:
    """The option a bare yes or no answers — the only one whose label opens with it; when no label opens
    with a yes or a no, the only one that agrees (to a yes) or declines (to a no), else the only one whose
    examples open with it (:func:`examples_open_with`) — or ``None``. A yes or a no with a reason takes the
    one option whose label (or else, examples) opens with it (:func:`_opened_answer`); where none opens with
    one, a no with a reason takes the one option that declines ("no ta, we'll sort ourselves out" — *Thank
    her, but tell her you'll manage*), unless the reason names another option's word."""
    said = polarity(utterance)
    opening = [opens_with(c.label) for c in candidates]
    if said is None and only_agrees(utterance) and not any(opening):
        said = "yes"  # agreement to the offer on the table, not an answer to a yes/no question
    by_example = opening if any(opening) else [examples_open_with(c) for c in candidates]
    if said is None:
        if any(by_example):
            return _opened_answer(utterance, candidates, by_example)
        declining: list[Polarity | None] = [
            "no" if declining_option(c.texts[0]) else None for c in candidates
        ]
        if not any(declining):
            return None
        return _opened_answer(utterance, candidates, declining, declines=True)
    if any(opening):
        fitting = _opening_with(said, candidates, opening)
    else:
        fitting = [c for c in candidates if _agrees_or_declines(said, c)] or [
            c for c, opens in zip(candidates, by_example, strict=True) if opens == said
        ]
    if len(fitting) != 1:
        return None
    return _taken(fitting[0])
