"""How a player's line is read into clauses before its options are weighed: what it sets aside ("rather
than X", "anything but X", "X? no…", "if I stay here I'll freeze"), hesitates over ("I'm not sure"), puts off
("maybe later") or hears from someone else ("the captain said…") is said as clauses of its own, so that
:mod:`taleweaver.intent.refusal` can tell what the player refuses from what they want. Pure text: no encoder.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from taleweaver.intent.answers import REFUSING_IDIOMS
from taleweaver.intent.cues import HANDING_VERBS, TITLES, only_calls_names
from taleweaver.intent.normalise import numbers_said
from taleweaver.intent.said_as_not import said_plainly

NEGATION = re.compile(
    # (not the end of a word cut by an apostrophe: "the guv'nor" says no "nor")
    r"(?<![a-z]')\b(?:not|never|no|nope|nah|nothing|none|nobody|noone|neither|nor|cannot|refuse[sd]?|declines?|declined"
    r"|dont|wont|cant|didnt|doesnt|shouldnt|wouldnt|couldnt|isnt|arent|aint|wasnt|werent|havent|hasnt|hadnt"
    r"|shant|mustnt|neednt|\w+n't)\b",
    re.IGNORECASE,
)
_VOUCHING_NO = re.compile(r"\bno (?:cap|lie|kidding)\b", re.IGNORECASE)
"""Slang that swears to what is said ("I'm your crew now, no cap"): it refuses nothing."""
_SOFTENER = re.compile(
    r"\b(?:i'?m|i am|im) (?:afraid|sorry to say)(?: that)?,?\s+(?=(?:no|not|nope|the|that|this|it|i|we)\b)",
    re.IGNORECASE,
)
""""I'm afraid" before what is said only softens it ("I'm afraid the case stays with me"): no fear."""
HESITATION = re.compile(
    # not knowing what to do is hesitation, whoever with: "I don't know what to do with her", "not sure what
    # to do with him tbh"
    r"\b(?:(?:i )?(?:don'?t know|dunno|have no idea|no idea|(?:i'?m )?not (?:sure|certain)) what (?:to do"
    r"|to say|i should do|i'?m doing)"
    r"(?: (?:with|about|for) (?:him|her|them|it|this|that|the \w+))?"
    r"|i'?m not (?:sure|certain)|not sure|don'?t know|dunno|no idea|unsure|not yet decided|no doubt"
    # stalling for time: "hang on, let me …", "give me a minute" ("let me think" may be a choice: "Think")
    r"|(?:give me|gimme) a (?:sec|second|minute|moment)|hang on(?: a (?:sec|second|minute|moment))?"
    # asking what to do is no choice: "uh what do I do", "what should we do now?"
    r"|what (?:do|should|shall) (?:i|we) do(?: now| here| next| about (?:it|this|that))?(?=\W*$)"
    # Resignation is not refusal: "it's no use, I quit" gives up rather than says no to something.
    r"|(?:it'?s |there'?s )?no (?:use|good|point)(?!,? (?:in |to )?\w+ing\b| (?:in|to) \w)|not worth it"
    # Nor is willingness: "I'm not afraid of hard graft" offers it.
    r"|not (?:afraid|scared|frightened) (?:of|to))\b",
    re.IGNORECASE,
)
REASSURANCE = re.compile(
    r"\b(?:don'?t (?:you )?(?:worry|fret|panic)"
    r"|no (?:worries|problem|prob|probs|sweat|bother|trouble|biggie|big deal)"
    r"|not a problem|not to worry|never fear|why not"
    r"|(?:you )?won'?t (?:regret it|be sorry|be disappointed)"
    r"|(?:won'?t|wouldn'?t|will not|would not|would never|never|not going to|not gonna) let (?:you|ya) down"
    r"|no (?:rush|hurry)|(?:it )?won'?t take (?:long|a minute|a moment))\b",
    re.IGNORECASE,
)
"""Reassurance is not refusal but agreement: "no worries, I'll catch your thief" says yes to the offer — it is
matched as "alright, …", so the agreement cue still hears it."""
_BARE_NO = re.compile(
    r"\b(?:no way|no chance|not a chance|no thanks|no thank you|no thx|no thnx|no thanx|hell no|not likely"
    r"|no can do|not happening|not on your life|no siree?|not in a million years|over my dead body|hard pass"
    rf"|{REFUSING_IDIOMS})\b"
    # "no way out", "no chance to run": a noun after it says what there is none of.
    r"(?!\s+(?:out|in|through|to|of|around|back|past|down|up|over|across|for|into|left)\b)",
    re.IGNORECASE,
)
"""A refusing idiom is a bare "no": its other word ("way", "chance", "thanks") names no option."""
_NO_THEN_REASON = re.compile(
    r"^(\W*(?:no|nah|nope|naw)),?\s+(?:(?!(?:one|body|more|longer|need|point|time|way|chance)\b)[a-z]+,?\s+)?"
    r"(?=(?:i'?m|i am|i'?ve|i have|i'?ll|i will|i'?d|i need|i want|i gotta|i must|i'?m off|me|let'?s|lets)\b"
    r"|(?:go|get|come|take|grab|run|tell|give|call|fetch|bring)\s+\w)",
    re.IGNORECASE,
)
"""A bare no, perhaps a name, then what the player is or will do ("nah gran i'm shattered", "nope i'll stay
here", "nah go get the captain first"): the no and its reason are two clauses — the reason is not what is
refused. ("no one go near it" is one clause: its no is the whole line's; so is "nah leave the cows": leaving,
waiting and staying are ways of saying no themselves.)"""
_PREFERENCE = re.compile(
    r"\b(?:i'?d |i would )?rather (.{1,80}?) than\b"
    r"|\b(?:i'?m|i am|im) (?:much |far |a lot )?better (?:with|at) (.{1,40}?) than\b"
    r"|\bi (?:value|love|like|prefer|need|want|care about) (.{1,60}?) (?:more|far more|much more) than\b",
    re.IGNORECASE,
)
"""A preference said as a comparison: "I'd rather chop than scrub" → "chop, not scrub"; "I value my life more
than your gold" → "my life, not your gold"."""
_KEPT = re.compile(
    r"\b(?:(?:the|my|this|that) )?[\w']+ (?:stays|remains|is staying) (?:with me|w/? me|mine|right here)\b"
    r"|\bi'?m (?:keeping|hanging on to|holding on to) (?:it|this|that|(?:the|my) \w+)\b",
    re.IGNORECASE,
)
"""Keeping a thing is not giving it: "the case stays with me" → "no, not give it" — said with the options'
own verb of giving ("not hand it" where one says "Hand the case to the guard")."""
_HANDING = re.compile(rf"\b(?:{HANDING_VERBS})\b", re.IGNORECASE)
"""The verb the options give a thing with: what keeping it says no to ("not hand it")."""
_BROKE = re.compile(
    r"\b(?:i'?m|i am|im) (?:(?:totally|completely|flat|stony|dead) )?"
    r"(?:skint|broke|penniless|strapped(?: for cash)?|out of (?:money|cash|coin))\b",
    re.IGNORECASE,
)
"""Having no money says no to paying: "I'm skint, but I'm handy with a broom" → "I can't pay, …"."""
_WARNED_OFF = re.compile(
    r"\bif (?:i|we) ([^,.;!?]{1,60}?),? (?:i'?ll|we'?ll|i will|we will|i'?d|we'?d|i'?m|we'?re|i am|we are)"
    r" (?:going to |gonna |sure to |bound to )?(?:freeze|die|drown|starve|be (?:killed|caught|dead|done for"
    r"|frozen|lost|sorry|late|ruined)|get (?:caught|killed|hurt|lost|sick|sacked|fired)"
    r"|catch (?:my|our) death|regret it|never (?:make it|get out))\b",
    re.IGNORECASE,
)
"""What the player warns themself off ("if I stay here I'll freeze" → "not stay here,"): a reason against."""
_LEFT_AS_IT_IS = re.compile(
    r"\bleave (it|them|that|those|this|everything|(?:the|my|your|his|her|their) [\w']+)"
    r" (?:(?:right |just )?where (?:it|they|he|she) (?:is|are|was|were|lies|lie|sits|sit|belongs?)"
    r"|(?:just )?as (?:it|they) (?:is|are|was|were)|in peace|untouched)\b",
    re.IGNORECASE,
)
"""Leaving a thing as it is does nothing to it: "leave the coals where they are" → "leave it, not touch the
coals,"."""
_CONTRAST = re.compile(
    r"\s*\b(?:rather than|instead of|anything but|everything but|except(?: for)?|other than"
    r"|without(?=\s+\w+ing\b))\s+",
    re.IGNORECASE,
)
"""What a line sets aside: "I'll work rather than pay", "anything but scrubbing", "without paying" — said as
a clause of its own, "…, not pay" ("without a sound" is a manner, not a thing set aside: left alone)."""
_RELUCTANCE = re.compile(
    # of a thing or a deed ("what are you scared of, Tom?" names none)
    r"\b(?:(?:i'?m|i am) )?(?:too |so )?(?:scared|afraid|frightened|nervous|reluctant) (?:to|of)\b(?=\s+\w)"
    # "I've seen enough" alone is done looking, not a no; someone else forgetting is no dismissal ("cash will
    # help him forget about my papers")
    r"|\b(?:(?<!him )(?<!her )(?<!them )(?<!you )forget(?: about)?|never ?mind"
    r"|(?:heard|had) enough(?: of| about)?|seen enough (?:of|about)"
    r"|sick of|fed up with)\b",
    re.IGNORECASE,
)
"""Reluctance and dismissal say no to what follows: "I'm too scared to peek", "forget the lamp" (read after
willingness — "I'm not afraid to" — is set aside, and after "don't forget", which is a reminder)."""
DEFERRAL = re.compile(
    r"\b(?:(?:maybe|perhaps) )?(?<!see you )(?<!catch you )(?<!talk to you )(?<!talk )(?<!a )(?<!the )later"
    r"\b(?!,? (?:it is|then)\b)"
    r"|\b(?:another|some other) time\b|\bsome ?day\b|(?<!for )\bone day\b"
    # in two minds: "maybe I'll take the lantern, maybe not", "I might pledge, I might not"
    r"|\b(?:maybe|perhaps|or|i might) not\W*$",
    re.IGNORECASE,
)
"""Putting it off is not doing it now: "maybe later I'll ring the bell", "I'll read it some other time" (a
goodbye — "see you later" — and a time agreed — "later, then" — are not deferrals)."""
COUNTERFACTUAL = re.compile(
    r"\b(?:i'?d|i would|i could|i might)\b(?=(.{1,80}?)\bif (?:i had|i could|i were|i was|i knew|only)\b)"
    r"|\b(?:if only|i wish) i (?:could|had|were|was)\b",
    re.IGNORECASE,
)
"""What a player would do but cannot is not done: "I'd pay if I had the money", "if only I could swim"."""
_REPORTED = re.compile(
    r"\b(?:(?i:he|she|they|the \w+)|[A-Z]\w+) (?:said|says|told (?:me|us)|tells (?:me|us)|warned (?:me|us)"
    r"|wants (?:me|us)|wanted (?:me|us))\b(?: (?:to|that|we should|i should|i must|we must))?"
    r"[^,;.!?]{0,80}",
)
"""Someone else's words are not the player's: "the captain said to stay out of the hold" asks for nothing
(the rest of the line — "…, so I'll stay" — is read as usual)."""
_TOLD_TO = re.compile(
    r"\b(?i:tell|ask|get)\s+(?:(?i:him|her|them|everyone|everybody|the \w+)|[A-Z]\w+)"
    r"\s+(?i:to)\s+[^,;.!?]{0,80}"
)
"""What the player tells someone to do ("tell the judges to come back later"): the "later" is theirs."""
_HOPED = re.compile(
    r"\b(?:(?:and|while) )?(?:pray|praying|hope|hoping|fingers crossed)(?: that)?"
    r" (?:he|she|they|it|nobody|no ?one|the \w+)\b[^,;.!?]{0,80}",
    re.IGNORECASE,
)
"""What the player hopes someone else does or does not do is no deed of theirs: "crouch behind the crates
and pray he doesn't see me" hides, and refuses nothing."""
_REMINDER = re.compile(r"\bdon'?t forget(?: to| about)?\b", re.IGNORECASE)
_ASKED_THEN_NO = re.compile(
    r"(?<![\w-])([^,;.!?\-–—]{1,80})(?:\?|\s[-–—])\s*(?:no|nope|nah)\b", re.IGNORECASE
)
"""Something named and then refused: "pay? no way", "the pirate one - no"."""
"""An option named as a question and answered no at once: "pay? no way, I'll work" — the no is its. (Both
spans are bounded: a line of thousands of characters is read in linear time.)"""
_CLAUSE_BREAK = re.compile(
    r"[,;.!?:]+|\s[-–—]\s"
    r"|\b(?:but|(?<!not )(?<!n't )(?<!never )(?<!to )(?<!gonna )just(?!\s+yet\b)|instead|rather|then|so)\b"
    # a run-on "put it down gary ur not spraying them": a new subject starts a clause of its own
    r"|(?<=[a-z] )(?=(?:you'?re|ur|you are|youre) (?:not|never)\b)"
    # a no said straight before what the player will do instead: "nah lemme check round the back"
    r"|(?:(?<=\bno )|(?<=\bnah )|(?<=\bnope ))(?=(?:lemme|let me|let'?s|lets|i'?ll|ill|i will|we'?ll|we will"
    r"|i'?m gonna|im gonna|i'?m going to|we'?re going to)\b)"
    # …or before what it says is so: "nah it's only a drip", "nah only messing"
    r"|(?:(?<=^nah )|(?<=^nope )|(?<=^naw ))(?=(?:it'?s|its|it is|that'?s|thats|only|just|mate)\b)",
    re.IGNORECASE,
)
"""Where a clause ends: punctuation, a dash, "you're not" after other words ("put it down gary ur not
spraying them"), a "nah" before what the player will do ("nah lemme check round the back") or an opening
"nah" before what it says is so or whom it is said to ("nah it's only a drip", "nah mate I got this"), "but",
"just"
("no, just wait" — not "I'm not just sitting here waiting" nor "I'm not going to just sit here", whose "not"
is the whole clause's, nor "just yet"), "instead", "rather", "then", "so"."""
_FILLER_WORDS = (
    "i i'm im i'll ill i'd id me my we us you it its it's that this the a an to do does did will would want "
    "wanna like need please really just be am is are so ok okay thanks sorry"
)
FILLER = frozenset(_FILLER_WORDS.split())


_TITLE_DOT = re.compile(r"\b(mr|mrs|ms|dr|prof|capt|sgt|st)\.(?=\s)", re.IGNORECASE)
"""The full stop of a title ("Mr. Fitch") ends no clause."""
_NAMED = re.compile(
    r"^\W*(?i:(?:mr|mrs|ms|miss|dr|doctor|doc|prof|professor|captain|capt|sir|lady|lord|madam|master|mister"
    r"|aunt|auntie|uncle|father|mother|sister|brother|old|dear|young|little)\s+)[A-Z][\w'-]*"
    r"(?:\s+[A-Z][\w'-]*)?\W*$"
)
"""A clause that is only a title (any case) and a capitalised name ("Mr Fitch", "Doctor Kettlewell"): said
to someone, about nothing."""


_NEGATIVE_QUESTION = re.compile(
    r"(?:^|(?<=[.!?] ))(?P<aux>do|did|does|is|are|was|were|wo|would|should|could|ca|have|has|must)n'?t"
    r"(?= (?:we|you|u|ya|i|he|she|they|it|there|(?-i:[A-Z]\w+)|the \w+|that \w+)\b[^.!?]*\?)",
    re.IGNORECASE,
)
"""A question put with a negated verb first asks or suggests, it refuses nothing: "didn't Walter always say
check the bottom loop first?", "shouldn't we go through the evidence first?", "can't we just wait?" — its
subject a pronoun, a capitalised name or "the …": "don't take the money?" is a no, unsure of itself."""
_POSITIVE = {"wo": "will", "ca": "can"}
_POLITE_ASK = re.compile(
    r"\b(?P<who>you|u|ya) (?P<aux>wo|would|do|did|could|ca)n'?t"
    r"(?= (?:(?:happen to|by any chance|possibly|just) )?"
    r"(?:have|know|mind|fancy|got|be able|lend|spare)\b[^.!?]*\?)"
    r"|\bi don'?t suppose(?= (?:you|u|ya|there)\b)",
    re.IGNORECASE,
)
"""A request put politely with a not asks, it refuses nothing: "Excuse me Mr Pargeter, you wouldn't happen to
have a spare rudder?", "I don't suppose you've got a torch?"."""


_NEGATIVE_TAG = re.compile(
    r"(?<=[\w,] )(?<!\bi )(?<!\bwe )(?<!\byou )(?<!\bthey )(?<!\bhe )(?<!\bshe )(?<!\bit )"
    r"(?P<aux>wo|would|do|did|is|are|ca|could|should|have|has|was|were)n'?t"
    r"(?= (?:you|ya|u|we|he|she|they|it)(?: \w+)?\W*$)",
    re.IGNORECASE,
)
"""A tag question with a not asks the line's yes, it refuses nothing: "Fly, you'll help me won't you
sweetheart?", "that's the one, isn't it?"."""


def _positive(match: re.Match[str]) -> str:
    """The negated verb of ``match`` (its ``aux`` group, "n't" dropped) said positively: "wo" is "will"."""
    return _POSITIVE.get(match["aux"].casefold(), match["aux"])


def _politely(match: re.Match[str]) -> str:
    if match["who"] is None:
        return "i suppose"
    return f"{match['who']} {_positive(match)}"


def normalise(utterance: str) -> str:
    """Curly quotes straightened and runs of white space made one (a run of thousands of spaces made the
    set-aside rules quadratic: 20,000 characters took 13 s); a title's full stop taken out ("Mr. Fitch"); a
    "no" that vouches ("no cap", "no lie": honestly) said as what it means; a question put with a negated
    verb first said without the not ("shouldn't we wait?" → "should we wait?"), and so is a polite request
    ("you wouldn't happen to have a torch?") and a tag question ("you'll help me, won't you?"); and a
    number said in words
    ("wind no 3" → "wind number three": no "no")."""
    text = " ".join(utterance.replace("’", "'").replace("‘", "'").split())
    text = _NEGATIVE_QUESTION.sub(_positive, text)
    text = _POLITE_ASK.sub(_politely, text)
    text = _NEGATIVE_TAG.sub(_positive, text)
    return numbers_said(_SOFTENER.sub("", _VOUCHING_NO.sub("honestly", _TITLE_DOT.sub(r"\1", text))))


def keeps_back(utterance: str) -> bool:
    """The line keeps a thing it is asked for ("the case stays with me", "I'm keeping it"): a no to handing
    it over."""
    return _KEPT.search(normalise(utterance)) is not None


def negates(utterance: str) -> bool:
    """True when the utterance holds a negation or refusal cue (hesitation aside)."""
    return NEGATION.search(without_filler(normalise(utterance))) is not None


def without_filler(text: str) -> str:
    """``text`` said plainly, with its hesitation and reassurance taken out: what may refuse something."""
    return HESITATION.sub(" ", REASSURANCE.sub(" ", said_plainly(text)))


_SARCASM = re.compile(
    r"\b(?:(?:yeah,? right|oh,? sure|sure),?\s+)?(?:like|as if)"
    r" (?:i'?d|i would|i'?ll|i will|i'?m (?:going to|gonna))(?: ever)?\b",
    re.IGNORECASE,
)
"""Scorn is a no: "yeah right, like I'd pay you for that", "as if I'd pay for a stowaway"."""


def set_aside(utterance: str, labels: Sequence[str] = ()) -> str:
    """The utterance with a refusing idiom said as a bare "no" and what it sets aside said as a negated
    clause of its own ("I'd rather chop than scrub" → "chop, not scrub"; "pay? no way" → "not pay,"; "if I
    stay here I'll freeze" → "not stay here,"); a thing kept refuses the options' (``labels``) verb of
    giving."""
    text = _NO_THEN_REASON.sub(r"\1, ", _BARE_NO.sub("no", _SARCASM.sub("not", normalise(utterance))))
    text = _PREFERENCE.sub(lambda m: f"{m.group(1) or m.group(2) or m.group(3)}, not", text)
    text = _WARNED_OFF.sub(lambda m: f"not {m.group(1)},", text)
    text = _LEFT_AS_IT_IS.sub(lambda m: f"leave it, not touch {m.group(1)},", text)
    text = _KEPT.sub(lambda _: f"no, not {giving_verb(labels)} it", text)
    text = _BROKE.sub("i can't pay", text)
    text = _CONTRAST.sub(", not ", text)
    return _ASKED_THEN_NO.sub(lambda m: f"not {m.group(1).strip()},", text)


def giving_verb(labels: Sequence[str]) -> str:
    """The verb the options give a thing with ("hand" for "Hand the case to the guard"), "give" by default."""
    return next((found.group(0).lower() for label in labels if (found := _HANDING.search(label))), "give")


_NAME_IN = re.compile(r"(?<!^)(?<![.!?] )\b([A-Z][a-z]+)\b")
_NOT_NAMES = frozenset(("i", "the", "he", "she", "they", "mr", "mrs", "ms", "dr"))
"""Capitalised words in someone else's words that name no one."""
_PRONOUN = re.compile(r"\b(him|her)\b(?!\s+(?:own|self))", re.IGNORECASE)


def _without_reported(text: str) -> str:
    """Someone else's words left out; a "him" or "her" after them that can only be the one person they name
    takes that name ("the head says be nice to Stan, so I'll go and find him" → ", so I'll go and find
    Stan")."""
    found = _REPORTED.search(text)
    if found is None:
        return text
    names = {n for n in _NAME_IN.findall(found.group(0)) if n.lower() not in _NOT_NAMES}
    rest = text[found.end() :]
    if len(names) == 1:
        rest = _PRONOUN.sub(next(iter(names)), rest, count=1)
    return _REPORTED.sub(" , ", text[: found.end()]) + _REPORTED.sub(" , ", rest)


_WHEN_IF = re.compile(
    r"\b(?:in case|if|when|whenever|before|after|till|until|unless|so that|once)\b[^,;.!?]*$", re.IGNORECASE
)


def _not_put_off(found: re.Match[str]) -> bool:
    """A "later" that puts nothing off: a comparison ("hang on later than eleven") or a time inside a
    condition ("keep the ice back in case somebody keels over later")."""
    if re.match(r"\s+than\b", found.string[found.end() :], re.IGNORECASE):
        return True
    return found.group(0).casefold().endswith("later") and bool(
        _WHEN_IF.search(found.string[: found.start()])
    )


def reluctant(text: str) -> str:
    """Reluctance, dismissal, putting it off and what the player cannot do said as a "not" ("too scared to
    peek" → "not peek", "maybe later I'll ring the bell" → "not I'll ring the bell"); a reminder is not one;
    what someone else said, and what the player hopes someone else does, is left out."""
    text = COUNTERFACTUAL.sub(" not ", _HOPED.sub(" , ", _without_reported(text)))
    told = [m.span() for m in _TOLD_TO.finditer(text)]  # spans of the text the deferrals are read in
    text = DEFERRAL.sub(
        lambda m: m.group(0) if any(a <= m.start() < b for a, b in told) or _not_put_off(m) else " not ", text
    )
    return _RELUCTANCE.sub(" not ", _REMINDER.sub(" remember ", text))


def split(text: str) -> list[str]:
    return [c.strip() for c in _CLAUSE_BREAK.split(text) if c and any(ch.isalnum() for ch in c)]


def clauses(utterance: str) -> list[str]:
    """The utterance's clauses, with what it sets aside said as clauses of their own ("…, not X")."""
    return split(reluctant(without_filler(set_aside(utterance))))


def affirmed(utterance: str) -> str:
    """What the utterance says yes to: its clauses without a negation ("not the pirate one, the other" →
    "the other"). For a caller that finds names in the words (the menu's story titles)."""
    return " ".join(c for c in clauses(utterance) if not NEGATION.search(c))


def refused(utterance: str) -> str:
    """What the utterance says no to: its negated clauses ("I don't want pirates, …" → "I don't want
    pirates")."""
    return " ".join(c for c in clauses(utterance) if NEGATION.search(c))


def content(clause: str, names: frozenset[str] = frozenset(), kept: frozenset[str] = frozenset()) -> str:
    """The words of a clause that say what it is about: negation cues and filler removed (but a filler word
    in ``kept``, the options' own words, is content: "I'm so sorry" where an option says "Sorry, Rudy!") —
    and a clause that only calls whoever is spoken to ("keep dreaming, lady", "Mr. Fitch" with ``names``
    the story's names, lower case) or calls them names ("stupid bird, forget it") is about nothing."""
    called = TITLES | names
    words = re.findall(r"[\w']+", clause.casefold())
    if all(w in called for w in words) or _NAMED.match(clause) or only_calls_names(clause):
        return ""
    filler = FILLER - kept
    return " ".join(w for w in re.findall(r"[\w']+", NEGATION.sub(" ", clause).casefold()) if w not in filler)


def only_hesitates(text: str) -> bool:
    """The line says only that the player is unsure ("I'm not sure", "hmm, dunno", "hang on"): no option."""
    rest = HESITATION.sub(" ", text)
    return rest != text and not content(rest)


_THAN = re.compile(
    r"\b(rather|sooner|better|safer|\w{3,}er|more|less)\b([^,.!?;]{0,40}?)\s+than\s+"
    r"(?!(?:ever|usual|before|expected|nothing|anyone|anybody|everyone|you|me|him|her|them|us|i|we|he|she"
    r"|they|it|that|this|any|anything|all|\d+|one|two|three|four|five|ten|a few|a couple)\b)",
    re.IGNORECASE,
)


_WHO_DOES_IT = re.compile(
    r"[^,.!?;]{1,40}?\b(?:does|do|did|is|are|was|were|can|could|would|will|has|have|had)\b\s*(?:$|[,.!?;])",
    re.IGNORECASE,
)
"""What a comparison sets beside another doer ("…than the film does") is no option put below."""


def than_as_not(text: str) -> str:
    """What a comparison puts below is not what the player asks for: "he's safer up there than dropping
    into the mud" reads "he's safer up there, not dropping into the mud" (no *Tell him to jump*). Not a
    comparison with a number, a person or anything at all ("more than three", "better than you think",
    "more to me than any money"), nor one that praises ("nothing better than a hot drink"). Session 43:
    one first-contact wrong action gone."""

    def put_below(m: re.Match[str]) -> str:
        before = m.string[max(0, m.start() - 12) : m.start()].casefold()
        if re.search(r"\b(?:nothing|no|none|never|nobody|no one)\s+$", before):
            return m.group(0)  # "nothing better than a hot drink" praises the drink
        if _WHO_DOES_IT.match(m.string, m.end()):
            return m.group(0)  # "he knows that ending better than the film does" praises him
        return f"{m.group(1)}{m.group(2)}, not "

    return _THAN.sub(put_below, text)


_SAME_KIND = (
    r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|first|second|third|fourth|fifth"
    r"|left|right|up|down|today|tonight|tomorrow|now|red|blue|green|yellow|black|white|big|small|front|back)"
)
_SET_AGAINST = re.compile(rf"\b({_SAME_KIND})\s+(?=not\s+(?:the\s+)?{_SAME_KIND}\b)", re.IGNORECASE)


def contrasted(text: str) -> str:
    """A thing set against another of its kind says no only to the other: "three not two" reads "three, not
    two" (the no is a clause of its own) — numbers, sides, days, colours and sizes only ("I'm not", "try
    not to" are no contrast)."""
    return _SET_AGAINST.sub(r"\1, ", text)


PROPOSAL = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|right|look|listen|well),? )?(?:i'?ll )?tell (?:you|ya) what\b[\s,.!:;-]*",
    re.IGNORECASE,
)
"""'Tell you what, …' only says a proposal follows: it asks nothing to be told ("tell you what, sign it back
into the register and we'll say no more about it" is no *Tell him you're reporting this*). Session 43: a
first-contact wrong action gone."""
