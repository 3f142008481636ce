"""Which way a line goes and how a deed is done: a line that moves ("head to the docks") and an option that
goes somewhere; directions and their opposites ("go up to the bridge" is not "Climb down the ladder"),
getting aboard or staying ashore; switching a thing off or on; one at a time or all at once; and the deeds an
option says it does without ("Pocket it without unwrapping it"). Pure.
"""

from __future__ import annotations

import re

from taleweaver.intent.asides import last_sentence
from taleweaver.intent.lexical import stem

_MOTION = re.compile(
    r"^\W*(?:(?:ok|okay|right|now|then|so|alright|i'?ll|i will|let'?s|let us|we|i|just|quick(?:ly)?"
    r"|(?:can|could|shall|should) (?:we|i))\W+)*"
    # "go tell the captain", "go and get granny": an errand to someone, not a place to go
    r"(?:go(?!\s+(?:and\s+)?(?:tell|ask|warn|fetch|get|wake|call|find|thank)\b)"
    r"|head|walk|visit|run|stroll|wander|step|hurry|hop|nip|pop|dash|leg it|make (?:my|our) way"
    r"|get (?:back|over)"
    r"|back|return|off|onward|onwards|to the|into the"
    # "where can I leave my coat?" asks for a place to go
    r"|where (?:can|could|do|should|might|would|shall) (?:i|we))\b",
    re.IGNORECASE,
)
_MOTION_OPTION = re.compile(
    r"^\W*(?:\w+ly\s+)?(?:go|head|walk|run|stroll|wander|step|hurry|climb|cross|duck|slip|creep|follow|return"
    r"|leave|enter|descend|ascend|knock on|take the (?:path|road|stair|stairs|ladder|lane))\b"
    # a link that is only a way: "west", "Go north", "upstairs" (Twine rooms)
    r"|^\W*(?:north|south|east|west|north-?east|north-?west|south-?east|south-?west|upstairs|downstairs|inside"
    r"|outside)\W*$",
    re.IGNORECASE,
)


_TO_SOMEONES_PLACE = re.compile(
    r"^\W*(?:(?:ok|okay|right|now|then|so|alright|i'?ll|i will|let'?s|let us|we|i|just)\W+)*"
    r"(?:(?:go|head|run|walk|hurry|pop|nip|get|come|step)\s+)?(?:back\s+)?(?:over\s+|round\s+|down\s+|up\s+)?"
    r"(?:to|into|in to)\s+(?:the\s+|old\s+)?[a-z]+(?:\s[a-z]+)?'s\W*$",
    re.IGNORECASE,
)


def to_someones_place(text: str) -> bool:
    """A line that only goes to a place named by its owner ("to the captain's", "back to granny's"): a
    move, whoever else an option names."""
    return _TO_SOMEONES_PLACE.match(text.replace("’", "'")) is not None


def moves(text: str) -> bool:
    """A line that says where to go ("head to the docks", "let's go up to the bridge", "can we go there?")."""
    said = text.replace("’", "'")
    # …or its last sentence does: "cheers Reg, you're a star. off to the van to kit up", "is that light the
    # farmhouse? can we go there?" (session 64)
    return _MOTION.match(said) is not None or _MOTION.match(last_sentence(said)) is not None


_TAKES_SOMEONE = re.compile(
    r"^\W*(?:(?:let'?s|we'?ll|i'?ll|just|quick),? )?(?:get|take|bring|move|usher|herd|lead|hurry)"
    r" (?:the |my |our |your |those |these )?(?:kids|children|family|everyone|everybody|them|us|people|crowd"
    r"|group|lot)\b[^,.;!?]{0,12}\b(?:into|inside|in to|to|up to|down to|over to)\b"
    # "get everybody to their places": a stand taken where they are, no place to go
    r"(?!\s+(?:their|your|our|his|her)\s+(?:places?|seats?|positions?|posts?|marks?|feet|beds?)\b)",
    re.IGNORECASE,
)


def takes_someone_there(text: str) -> bool:
    """A line that takes people somewhere ("get the kids into the hay barn"): the player goes there too; not
    one that gets them to their places or on their feet."""
    return _TAKES_SOMEONE.match(text.replace("’", "'")) is not None


_PLACES_A_THING = re.compile(
    r"\b(?:put|bung|chuck|throw|stick|shove|load|toss|stuff|drop|stash|lob|pop)\s+"
    r"(?:it|this|that|these|those|(?:the|my|our|your|his|her|their|a|an|some)\s+[\w'-]+(?:\s[\w'-]+)?)"
    r"\s+(?:in|into|in to|on|onto|on to)\s+(?:the|my|our|his|her|their)\s+\w+",
    re.IGNORECASE,
)


def places_a_thing(text: str) -> bool:
    """A line that puts a thing somewhere ("bung it in the van as it is"): a deed done to the thing, which
    the player makes no move for — not a map move to that place."""
    return _PLACES_A_THING.search(text.replace("’", "'")) is not None


def motion_option(key: str, description: str) -> bool:
    """An option that goes somewhere: a map move (key ``go:…``) or one whose description starts walking."""
    return key.startswith("go:") or _MOTION_OPTION.match(description) is not None


_OPPOSITE_WAYS = (
    (frozenset({"up", "upstairs", "upward", "upwards", "above", "aloft", "climb up"}),
     frozenset({"down", "downstairs", "downward", "downwards", "below", "beneath", "underneath"})),
    (frozenset({"north", "northward"}), frozenset({"south", "southward"})),
    (frozenset({"east", "eastward"}), frozenset({"west", "westward"})),
    (frozenset({"left"}), frozenset({"right"})),
    (frozenset({"inside", "indoors"}), frozenset({"outside", "outdoors"})),
    (frozenset({"aboard"}), frozenset({"ashore"})),
)  # fmt: skip
_WAY_WORD = re.compile(r"[a-z]+")
_ABOARD = re.compile(r"\b(?:(?:get|hop|climb|jump|step|go) on(?:to)?\b|onto\b|board(?:ing)?\b|embark)")
_ASHORE = re.compile(r"\b(?:stay(?:ing)? behind|get off|disembark|go ashore|stay ashore)\b")
_ONE_AT_A_TIME = re.compile(
    r"\b(?:one (?:at a time|by one|after (?:the )?other)|each in turn|each one|separately|singly)\b"
)
_ALL_AT_ONCE = re.compile(
    # "pull yourself together" calms down, all at once or not
    r"\b(?:(?:all )?at once|all together|in one go|at the same time|(?<!self )(?<!selves )together"
    r"|simultaneously)\b"
)


_THING = r"(?:(?:it|them|that|this|everything|the\s+\w+(?:\s+\w+)?)\s+)?"
_SWITCHED_OFF = re.compile(
    rf"\b(?:switch|turn|shut|power|cut|knock|flick)(?:ed|s|ing)?\s+{_THING}off\b"
    r"|\bkill(?:ed|s|ing)?\s+(?:it|that|this|the\s+(?:\w+\s+)?(?:radio|lights?|engines?|music|power|tv|telly|lamps?"
    r"|motor|alarm|siren|generator|torch|fan|heater|stove|gas|tap|wireless|set|signal|feed|camera|beacon))\b"
)
_SWITCHED_ON = re.compile(
    rf"\b(?:switch|turn|power|flick)(?:ed|s|ing)?\s+{_THING}on\b"
    r"|\b(?:leave|keep|left|kept)\s+(?:it|them|that|this|the\s+\w+(?:\s+\w+)?)\s+on\b"
)


def switched(text: str) -> str | None:
    """Whether a text switches something off ("kill the radio", "turn it off") or on, or leaves it on
    ("Leave it on Radio Orran"); ``None`` when it says neither."""
    said = text.casefold()
    off, on = _SWITCHED_OFF.search(said) is not None, _SWITCHED_ON.search(said) is not None
    return "off" if off and not on else "on" if on and not off else None


def ways(text: str) -> frozenset[str]:
    """The directions a text names ("go up to the bridge" → up); getting on a boat is "aboard" and staying
    behind "ashore" ("get on the boat" vs "Stay behind on the quay and let the ferry go")."""
    said = text.casefold()
    found = set(_WAY_WORD.findall(said))
    if _ABOARD.search(said):
        found.add("aboard")
    if _ASHORE.search(said):
        found.add("ashore")
    return frozenset(found)


def pace(text: str) -> str | None:
    """How many at a time a text does something: "one at a time" ("one by one", "each in turn") or "all at
    once" ("all together", "in one go"); ``None`` when it says neither."""
    said = text.casefold()
    if _ONE_AT_A_TIME.search(said):
        return "one at a time"
    if _ALL_AT_ONCE.search(said):
        return "all at once"
    return None


_TOGETHER = re.compile(
    r"\b(?:(?:come|coming|go|going|ride|riding|goes|comes) with (?:us|me)|(?:take|bring|taking|bringing)"
    r" (?:her|him|them) (?:along|with (?:us|me))|she'?s with us|he'?s with us|(?<!self )(?<!selves )together"
    r"|along with us)\b"
)
_ALONE = re.compile(
    r"\b(?:alone|on (?:my|our) own|by myself|without (?:her|him|them|you)|(?:leave|leaving) (?:her|him|them)"
    r" (?:here|behind))\b"
    r"|\bmyself\W*$"  # "i'll just shove the thing out myself"
)


def company(text: str) -> str | None:
    """Whether a text goes with someone or without them: "she's coming with us" (``together``) or "Leave her
    here and go alone" (``alone``); ``None`` when it says neither or both. A line and an option that differ
    are no match, however near their words sit ("coming with us" and "Leave her here and go alone" share
    her and the going)."""
    said = text.casefold().replace("’", "'")
    together, alone = _TOGETHER.search(said) is not None, _ALONE.search(said) is not None
    return "together" if together and not alone else "alone" if alone and not together else None


def opposite_way(said: frozenset[str], description: str) -> bool:
    """The option heads the opposite way to the line: "go up to the bridge" vs "Climb down the ladder"."""
    theirs = ways(description)
    return any(
        (said & a and not said & b and theirs & b and not theirs & a)
        or (said & b and not said & a and theirs & a and not theirs & b)
        for a, b in _OPPOSITE_WAYS
    )


_WITHOUT = re.compile(r"\bwithout (\w+ing)\b")
_LIGHT_VERBS = frozenset(
    {"being", "having", "getting", "making", "doing", "anything", "nothing", "something"}
)


def done_without(description: str) -> frozenset[str]:
    """The deeds an option says it does without ("Pocket it without unwrapping it" → unwrap): a line that
    asks for one of them asks for something else. Light verbs ("without being seen") say no deed."""
    return frozenset(
        stem(verb) for verb in _WITHOUT.findall(description.casefold()) if verb not in _LIGHT_VERBS
    )
