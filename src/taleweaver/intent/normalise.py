"""Player text made easier to match: phone spelling spelled out, typos mended toward the options' own words.

Both steps run before the sentence encoder and the lexical score see the line:

- ``expand_shorthand`` spells out chat and phone spelling ("ur" → "your", "thx" → "thanks", "2" → "to" between
  words, "wots" → "what's"). The table holds only forms that are not ordinary English words, so a line
  already in plain English passes through unchanged.
- ``mend_typos`` replaces a word the encoder's vocabulary does not know ("tciket", "chrat") with a word of
  the options' texts at most one edit away (two for long words), when exactly one such word exists, and
  puts back a dropped g ("doin" → "doing") where the vocabulary knows the word with it. Known words are
  never touched, so "score" does not become "shore".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable

from taleweaver.intent.lexical import content_words

_SHORTHAND: dict[str, str] = {
    "u": "you",
    "ur": "your",
    "ya": "you",
    "yu": "you",
    "r": "are",
    "y": "why",
    "n": "and",
    "w": "with",
    "wit": "with",
    "c": "see",
    "b4": "before",
    "2": "to",
    "4": "for",
    "2nite": "tonight",
    "tonite": "tonight",
    "thx": "thanks",
    "thnx": "thanks",
    "ty": "thank you",
    "pls": "please",
    "plz": "please",
    "im": "i'm",
    "ill": "i'll",
    "ive": "i've",
    "id": "i'd",
    "dont": "don't",
    "wont": "won't",
    "cant": "can't",
    "didnt": "didn't",
    "isnt": "isn't",
    "whats": "what's",
    "wots": "what's",
    "wuts": "what's",
    "rite": "right",
    "teh": "the",
    "wot": "what",
    "wat": "what",
    "wut": "what",
    "cn": "can",
    "abt": "about",
    "bout": "about",
    "wud": "would",
    "shud": "should",
    "cud": "could",
    "hav": "have",
    "m8": "mate",
    "gr8": "great",
    "2moro": "tomorrow",
    "2morrow": "tomorrow",
    "tmrw": "tomorrow",
    "2day": "today",
    "idk": "i don't know",
    "dunno": "don't know",
    "nvm": "never mind",
    "np": "no problem",
    "ofc": "of course",
    "tbh": "to be honest",
    "ngl": "not going to lie",
    "dw": "don't worry",
    "nw": "no worries",
    "idm": "i don't mind",
    "yh": "yes",
    "tryna": "trying to",
    "finna": "going to",
    "aight": "alright",
    "ight": "alright",
    "dat": "that",
    "dis": "this",
    "da": "the",
    "wiv": "with",
    "summat": "something",
    "nuffin": "nothing",
    "nothin": "nothing",
    "somethin": "something",
    "doin": "doing",
    "goin": "going",
    "innit": "right",
    "imma": "i'm going to",
    "ima": "i'm going to",
    "omw": "on my way",
    "otw": "on the way",
    "brb": "be right back",
    "gtg": "got to go",
    "g2g": "got to go",
    "idc": "i don't care",
    "bc": "because",
    "l8r": "later",
    "tmr": "tomorrow",
    "prolly": "probably",
    "def": "definitely",
    "obv": "obviously",
    "obvi": "obviously",
    "srsly": "seriously",
    "rly": "really",
    "plox": "please",
    "fr": "for real",
    "frfr": "for real",
    "ong": "honestly",
    "deadass": "seriously",
    "fam": "friend",
    "bruh": "bro",
    "lmk": "let me know",
    "btw": "by the way",
    "asap": "as soon as possible",
    "yw": "you're welcome",
    "ikr": "i know right",
    "imo": "in my opinion",
    "wyd": "what are you doing",
    "hbu": "how about you",
    "luv": "love",
    "yeet": "throw",
    "gimme": "give me",
    "lemme": "let me",
    "gonna": "going to",
    "wanna": "want to",
    "gotta": "got to",
    "outta": "out of",
    "kinda": "kind of",
    "cuz": "because",
    "coz": "because",
    "tho": "though",
    "rn": "right now",
    "ppl": "people",
    "sry": "sorry",
    "soz": "sorry",
    "srry": "sorry",
    "any1": "anyone",
    "some1": "someone",
    "no1": "no one",
    "cya": "see you",
    "ok": "okay",
    "k": "okay",
    "kk": "okay",
    "yep": "yes",
    "yup": "yes",
    "yeah": "yes",
    "ya'll": "you all",
    "cap'n": "captain",
    "em": "them",
    "tf": "the",
    "istg": "honestly",
    "smh": "",
    # more phone spelling, slurs of speech and chat short forms (none an ordinary word)
    "yea": "yes",
    "yas": "yes",
    "yass": "yes",
    "yus": "yes",
    "naw": "no",
    "gud": "good",
    "gd": "good",
    "nite": "night",
    "thru": "through",
    "cos": "because",
    "bcuz": "because",
    "bcoz": "because",
    "becuz": "because",
    "becos": "because",
    "yer": "your",
    "kno": "know",
    "knw": "know",
    "wer": "where",
    "hows": "how's",
    "wats": "what's",
    "wheres": "where's",
    "whos": "who's",
    "thats": "that's",
    "theres": "there's",
    "gona": "going to",
    "wana": "want to",
    "gunna": "going to",
    "shoulda": "should have",
    "coulda": "could have",
    "woulda": "would have",
    "musta": "must have",
    "hafta": "have to",
    "oughta": "ought to",
    "lotta": "lot of",
    "lotsa": "lots of",
    "sorta": "sort of",
    "whatcha": "what are you",
    "watcha": "what are you",
    "gotcha": "got it",
    "betcha": "i bet",
    "tbf": "to be fair",
    "fyi": "for your information",
    "jk": "just kidding",
    "gn": "good night",
    "wbu": "what about you",
    "tysm": "thank you so much",
    "thanku": "thank you",
    "okie": "okay",
    "okey": "okay",
    "oki": "okay",
    "alr": "alright",
    "msg": "message",
    "bday": "birthday",
    "peeps": "people",
    "sup": "what's up",
    "wassup": "what's up",
    "wazzup": "what's up",
    "yall": "you all",
    "h8": "hate",
    "str8": "straight",
    "w8": "wait",
    "plis": "please",
    "pliz": "please",
    "pleez": "please",
    "plez": "please",
    "thanx": "thanks",
    "thanz": "thanks",
    "thnks": "thanks",
    "thks": "thanks",
    "tnx": "thanks",
    "defo": "definitely",
    "deffo": "definitely",
    "defs": "definitely",
    "totes": "totally",
    "obvs": "obviously",
    "whatevs": "whatever",
    "perf": "perfect",
    "smth": "something",
    "sth": "something",
    "smthng": "something",
    "nuthin": "nothing",
    "nuttin": "nothing",
    "sumthin": "something",
    "sumfin": "something",
    "somefin": "something",
    "anythin": "anything",
    "everythin": "everything",
    "tht": "that",
    "hv": "have",
    "dnt": "don't",
    "cnt": "can't",
    "shld": "should",
    "cld": "could",
    "wld": "would",
    "rlly": "really",
    "realy": "really",
    "nvr": "never",
    "evr": "ever",
    "ne1": "anyone",
    "every1": "everyone",
    "sum1": "someone",
    "firies": "firefighters",
    "moi": "me",
    "oi": "hey",
    "yo": "hey",
}
_SLANG: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(rf"\b{pattern}\b"), plain)
    for pattern, plain in (
        # "smash right into them": "right" before a preposition only says how much, not which way
        (r"right (?=(?:into|through|up to|over to|back to|past|behind|onto|out of)\b)", ""),
        (r"spill (?:the )?(?:tea|beans)", "tell me"),
        (r"let'?s (?:roll|bounce|dip|ride|motor|get moving)", "let's go"),
        (r"say less", "okay"),
        (r"my bad", "sorry"),
        # leaving: "whatever, I'm outta here", "I'm out" (as the whole of what is said)
        (r"i'?m (?:out of|outta) here", "i'll leave"),
        (r"(?:^|(?<=[,.!] ))i'?m out(?=\W*$)", "i'll leave"),
        (r"no cap", "honestly"),
        (r"hit me with", "tell me"),
        (r"what'?s the gig", "what's the job"),
        (r"(?:gonna|going to) bounce", "going to leave"),
        (r"i'?m (?:so )?(?:knackered|shattered|wiped|beat)", "i'm too tired"),
        (r"(?:leg it|peg it|hightail it)", "run"),
        (r"sob story", "sad story"),
        (r"(?:come clean|own up|fess up)", "confess"),
        (r"(?:get|keep|stay) out of sight", "hide"),
        (r"i (?:quit|surrender|yield|give in)", "i give up"),
        (r"give (?:myself|ourselves) up", "surrender"),
        (r"(?:keep going|carry on|press on|push on|keep moving)", "go on"),
        (r"(?:i'?m )?(?:dead on my feet|dog tired|done in|worn out|zonked|pooped|bushed)", "i'm too tired"),
        (r"(?:i'?m|i am) turning in|(?:i'?ll|time to|gonna|going to) turn in(?=\W*$)", "going to bed"),
        (r"(?:hit the (?:hay|sack)|call it a night|get some kip|grab some shut-?eye)", "go to sleep"),
        (r"(?:grab|get) a bite(?: to eat)?", "eat something"),
        (r"(?:take|have) a (?:gander|butcher'?s|squiz|dekko|look-?see)", "look"),
        (r"(?:do a runner|make a run for it|make a break for it|scarper|skedaddle)", "run"),
        (r"(?:cough up|fork out|shell out|stump up)", "pay"),
        (r"(?:hit the road|make tracks)", "leave"),
        (r"(?:sit tight|hang tight)", "wait"),
        (r"(?:get down|(?:keep|get) (?:your|my) heads? down|hit the deck|take cover)", "duck"),
        (r"turn on the waterworks", "cry"),
        (r"(?:lie|lay|keep) low", "hide"),
        (r"(?:snoop|nose|poke) (?:around|about)", "search around"),
        (r"i'?ll pass(?=\s*[,.!]|\s*$)", "no thanks"),
        (r"(?:^\W*so what(?=\W*$)|what difference does (?:it|that|this) make)", "why does it matter"),
        # single words of slang an encoder's vocabulary rarely holds (British and American, everyday)
        (r"(?:grub|scran|nosh|chow)", "food"),
        (r"(?:brekkie|brekky)", "breakfast"),
        (r"cuppa", "cup of tea"),
        (r"(?:bevvy|bevvies)", "drink"),
        (r"boozer", "pub"),
        (r"(?:quid|dosh|moolah|wonga)", "money"),
        (r"(?:i'?m|im) skint", "i have no money"),
        (r"skint", "broke"),
        (r"hustle (?=for\b)", "work "),
        (r"crash(?: out)?(?=\W*$| for the night\b| here\b)", "sleep"),
        (r"(?:yapping|nattering|jabbering|blabbing)", "talking"),
        (r"(?:bs|bull|baloney|codswallop)(?=\W*$)", "nonsense"),
        (r"kip", "sleep"),
        (r"(?:i'?m |i am )?cream crackered", "i'm too tired"),
        (r"(?:grass|snitch|squeal) to", "tell"),
        (r"stopping (?=here\b|behind\b|put\b|where i am\b)", "staying "),
        (r"stop (?=here\b|behind\b|put\b|where i am\b)", "stay "),
        (r"(?:have|take) a (?:nosey|nose|shufti|squint|butchers)", "peek"),
        (r"(?:the fuzz|the cops|cops|the old bill|five-?o)", "the police"),
        (r"(?:gaff|crib)", "home"),
        # "was at mine, spark out": at my place, fast asleep
        (r"(?<=\bwas )at mine|(?<=\bwere )at mine|(?<=\bstayed )at mine", "at home"),
        (r"spark out|out like a light|dead to the world", "fast asleep"),
        (r"z{3,}", "sleep"),
        (r"in hock(?= to\b)", "in debt"),
        (r"(?:nada|zilch|zip)(?=\W*$|\*)", "nothing"),
        (r"(?:my )?(?:bed|pillow)(?:'s| is) callin(?:g|')?(?: me)?", "i'm so tired"),
        (r"coat ?check", "cloakroom"),
        (r"gg(?: ?wp)?", "i give up"),
        (r"ta(?: muchly| very much)?(?=\W*$|,|\s+\w+\W*$)", "thanks"),
        (
            r"('s|is) (?:a )?(?:diamond|saint|gem|good egg|top bloke|good sort|decent sort|sound bloke)",
            r"\1 a good man",
        ),
        (
            r"(?:i )?fail to see the relevance|how is (?:that|this) relevant"
            r"|what'?s (?:that|this|it) got to do with (?:anything|it|the price of fish)",
            "why does it matter",
        ),
        # at the helm: "bear to port", "hard to starboard"
        (r"(bear|turn|hard|steer|veer|swing|head|go) (?:a )?to port", r"\1 to the left"),
        (r"(bear|turn|hard|steer|veer|swing|head|go) (?:a )?to starboard", r"\1 to the right"),
        (r"(north|south|east|west)wards?", r"\1"),
        (r"(?:pickled|sloshed|hammered|plastered|legless|sozzled|tipsy)", "drunk"),
        (
            r"(?:can|could) (?:barely|hardly) keep my eyes open|my eyes are (?:so |really )?heavy",
            "i'm so tired",
        ),
        (r"parched", "thirsty"),
        (r"(?:geezer|fella)", "man"),
        (r"(?:dodgy|sus|shady|sketchy)", "suspicious"),
        (r"(?:gutted)", "sad"),
        (r"(?:chuffed|stoked)", "pleased"),
        (r"(?:bonkers|barmy)", "crazy"),
        (r"suss (?:it |this |that |him |her |them )?out", "figure out"),
        (r"(?:grass|rat|snitch) (?:on|up|out)", "tell on"),
        (r"knock (?:it|that) off", "stop"),
        (r"peace out", "goodbye"),
        # a bare "bet" agrees ("bet, ur on"); "dip" or "bounce" alone leaves ("dip, quietly"; "scram!" is said
        # to someone else: not here)
        (r"^\W*bet(?=\W*$|\s*,)", "okay"),
        (r"^\W*(?:dip|bounce)(?=\W*$|\s*,)", "leave"),
        (r"low-?key(?=\W*$)", "quietly"),
        (r"run it back", "again"),
        # a shrug before a deed ("sod it, just ring the firies", "screw it, I'm in") says nothing; alone it
        # dismisses ("screw it" → "forget it"); "screw the ladder" sets the ladder aside
        (r"(?:screw|sod|bugger|stuff) (?:it|this|that)(?=\s*[,.!]+\s*\w)\W*", ""),
        (r"(?:screw|sod|bugger) (?:it|this|that)(?=\W*$)", "forget it"),
        (r"(?:screw|sod) (?=the\b)", "forget "),
        (r"peep(?: at)? (?=the\b|that\b|this\b|those\b|these\b|it\b|his\b|her\b)", "look at "),
        (r"swear down", "honestly"),
        (r"hard pass", "no thanks"),
        (r"in (?:your|ur|yer) dreams|dream on", "no way"),
        (r"(\w+) af", r"very \1"),
        (
            r"(?:stay|keep|remain) (?:silent|schtum|shtum|mum)|keep (?:my|your|our) mouths? shut"
            r"|zip (?:it|my lips?)",
            "say nothing",
        ),
    )
)
"""Set phrases of slang, said plainly (word by word, none would be understood) — except where the options
use a word of the phrase themselves ("i surrender" at a choice labelled "Surrender")."""

_WORD = re.compile(r"[a-z0-9']+|[^a-z0-9'\s]+|\s+")


def expand_shorthand(text: str, keep: Collection[str] = ()) -> str:
    """``text`` with chat and phone spelling spelled out, and set slang phrases said plainly; everything else
    kept as written. A phrase with a content word in ``keep`` (the options' own, as
    :func:`lexical.content_words` gives them) is kept as said: the story uses that word, so the player's
    word is the story's."""
    pieces = _WORD.findall(text.casefold())
    out = []
    for piece in pieces:
        if piece.startswith("'") and len(piece) > 1:
            out.append(piece)
            continue
        out.append(_SHORTHAND.get(piece, piece))
    said = "".join(out)
    for pattern, plain in _SLANG:
        said = pattern.sub(_plainly(plain, keep), said)
    return said


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
