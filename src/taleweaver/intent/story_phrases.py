"""Phrases players use for the same deed, said in the story's own words.

Each group holds a word and the set phrases that mean it ("surrender", "give up", "give myself up", "throw
in the towel"…). Where an option says one of a group's phrases and the line says another, the line's is
replaced by the option's before the sentence model and the word overlap see it: "ok ok, I give up" at a
choice labelled "Surrender" is matched as "ok ok, I surrender". A one-word label has one short vector, and a
sentence model puts a phrase far from the word it means ("pay him off" and "Bribe", 0.37; "bribe him" and
"Bribe", 0.6), so the story's word is the better thing to compare. The slang table of
:mod:`taleweaver.intent.normalise` says a phrase one fixed way; here the way is the story's, and both
directions hold. Written for taleweaver from common English; a phrase that has another everyday sense
("get away from me", "take off" a coat) is left out. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

_HIM = r"(?:him|her|them|the \w+)"
_MY = r"(?:my|our)"
_HOW = r"(?:good|quick|proper|little|big|hard|gentle|swift|firm|sharp|almighty)"

GROUPS: tuple[tuple[str, ...], ...] = (
    ("alone", "on (?:my|our) own", "by myself", "by ourselves", "solo", "single-handed(?:ly)?"),
    (
        "surrender",
        "give (?:myself|ourselves) up",
        "give up",
        "give in",
        "throw in the towel",
        f"put {_MY} hands up",
        "come quietly",
        "you(?:'ve)? got me",
        "it'?s over",
        "the game'?s up",
        "fair cop",
        "you win",
        "yield",
        r"hands in the air",
        "sack it off",
        "jack it in",
        "pack it in",
        "call it quits",
    ),
    (
        "bribe",
        f"pay {_HIM} off",
        "pay off",
        "grease (?:his|her|their|the \\w+) palms?",
        "bung (?:him|her|them|the \\w+)",
        f"buy {_HIM} off",
        # "slide the copper a lil something", "slip him a tenner", "something for your trouble"
        rf"(?:slip|slide|bung|pass) {_HIM} (?:a )?(?:little |lil |few |bit of )?(?:something|sumn|summat"
        r"|sumthin|extra|cash|coins?|money|tenner|fiver|quid|notes?|banknotes?|bills?)",
        "sweeten the deal",
        rf"sort {_HIM} out with (?:some |a little |a bit of )?(?:cash|money|coin)",
        "(?:a little )?something for (?:your|his|her|their) trouble",
    ),
    (
        "stay put",
        "stay still",
        "keep still",
        "stand still",
        "hold still",
        "freeze",
        "stay where i am",
        "not budge",
        r"(?:stay|keep|remain) (?:perfectly )?motionless",
        r"remain (?:perfectly )?still",
    ),
    (
        "go on",
        "keep going",
        "carry on",
        "press on",
        "push on",
        "keep walking",
        "keep moving",
        "move on",
        "soldier on",
    ),
    (
        "sleep",
        "go to sleep",
        "get some sleep",
        "hit the (?:hay|sack)",
        "get some shut-?eye",
        "grab some shut-?eye",
        "get some kip",
        "call it a night",
        "retire for the night",
        "catch some z'?s",
        "lights out",
        f"get {_MY} head down",
    ),
    (
        "work",
        f"earn {_MY} keep",
        f"work for {_MY} (?:keep|board|bed|passage)",
        "pitch in",
        "muck in",
        f"pull {_MY} weight",
        "lend (?:you )?a hand",
        "(?:an )?(?:extra|spare) pair of hands",
    ),
    ("help", f"give (?:you|{_HIM}) a hand", "help (?:you |him |her |them )?out"),
    ("wait", "hold off", "hang fire", "sit tight", "(?:wait|ride) (?:it|this) out"),
    # a machine or a sound stopped: "kill the radio" at *Switch it off* (never a person killed)
    (
        "switch off",
        r"(?:switch|turn|shut) (?:it|that|this|them) off",
        "turn off",
        "shut off",
        r"kill (?:the |that |this )?(?:radio|engine|lights?|music|power|telly|tv|motor|generator|alarm|siren"
        r"|torch|lamp|stereo|sound|speaker|mic|microphone|fan|heater)",
    ),
    # phoning, in the slang for it: "bell the scout", "give him a bell" (not "ring the bell")
    (
        "phone",
        r"(?<!the )(?<!a )bell(?= (?:him|her|them|the|my|your|[a-z]+)\b)",
        f"give {_HIM} a (?:bell|buzz)",
    ),
    # following someone: "tail him" at *Go after him* (not a dog's tail: a person follows it)
    ("go after", f"tail(?= {_HIM})", "chase after", "run after"),
    ("abstain", "(?:stay|keep) out of (?:it|this)", "count me out", "sit (?:it|this one|this) out"),
    ("open and shut", "slam dunk", "clear[- ]cut", "cut and dried", "an easy call"),
    ("stick to it", "stick with it", "my mind'?s made up", "my mind is made up", "stand by it"),
    ("understood", "got it", "gotcha", "roger(?: that)?", "copy that", "loud and clear", "message received"),
    ("count", r"tot (?:(?:it|them|that|the \w+) )?up", r"add (?:(?:it|them|that|the \w+) )?up"),
    (
        "why",
        "on what grounds",
        "how come",
        "for what reason",
        "on whose (?:authority|orders|say)",
        "by what right",
    ),
    (
        "stall",
        "filibuster",
        r"drag (?:my|our) (?:feet|heels)",
        "play for time",
        r"buy (?:myself |me |us )?(?:some )?time",
        "stall for time",
        r"drag (?:it|this|things) out",
    ),
    (
        "sit",
        r"pull up a (?:chair|seat|stool)",
        r"(?:take|have|grab) (?:a|the|an) (?:empty |free |spare )?(?:seat|chair|pew)",
    ),
    ("cry", "crocodile tears", "burst into tears", "turn on the waterworks"),
    (
        "flirt",
        r"(?:you'?ve got|you have) (?:such )?(?:lovely|beautiful|pretty|gorgeous|nice)"
        r" (?:eyes|a smile|hair|a voice)",
        r"what'?s a (?:girl|guy|woman|man|lady) like you",
        r"you'?re (?:so |very |really )?(?:pretty|beautiful|gorgeous|cute|handsome|stunning)",
        r"chat (?:her|him) up",
    ),
    (
        "haggle",
        r"(?:talk|discuss) (?:about )?the (?:price|fee|terms|money)",
        r"(?:could|can) (?:the|your) (?:fee|price|pay) be (?:a (?:little|bit|touch) )?(?:higher|more)",
        "drive a hard bargain",
        f"make it worth {_MY} while",
        "hold out for more",
        "ask for more",
        "(?:i )?want more",
        "pay me more",
        "(?:that'?s|thats) peanuts",
        "(?:raise|up) (?:the|your) offer",
        # a counter-offer: "one token, take it or leave it", "how about two coins?", "meet me halfway"
        "take it or leave it",
        r"how about (?:just )?(?:one|two|three|four|five|ten|twenty|half|a few|a couple(?: of)?|\d+)\b",
        r"meet (?:me |you )?(?:halfway|in the middle)",
        r"(?:that'?s )?my (?:final|last|best) offer",
        r"(?:(?:that'?s|it'?s|thats) )?(?:way )?too (?:much|steep|pricey|expensive|dear)",
        r"knock (?:it|that|something|a bit|\w+ (?:tokens?|coins?|gold|silver)) off",
        "(?:a )?(?:lower|better|fairer) price",
    ),
    ("cargo bay", r"(?<=the )(?:cargo )?hold\b"),
    ("downstairs", "down the (?:stairs|steps|staircase)"),
    ("upstairs", "up the (?:stairs|steps|staircase)"),
    ("close", "pack (?:it in|up)", "shut up shop"),
    (
        r"turn (?:the \w+ |them |him |her )?away",
        r"send (?:the \w+ |them |him |her )?(?:away|packing)",
        r"(?:tell|ask) (?:the \w+|them|him|her) to (?:go away|come back later|leave)",
    ),
    (
        "stand firm",
        f"(?:hold|stand) {_MY} ground",
        f"dig {_MY} heels in",
        f"stick to {_MY} guns",
    ),
    ("bluff", "act innocent", "play dumb", "play it cool", f"talk {_MY} way out", "lie through my teeth"),
    ("hide", "duck out of sight", "get out of sight", "keep out of sight", "stay out of sight", "lie low"),
    ("run", "make a break for it", "make a run for it", "run for it", "floor it", "leg it", "scarper"),
    (
        "duck",
        r"(?:drop|go|lie) prone",
        "hit the boards",
        "hit the deck",
        "get down",
        "get low",
        "hit the floor",
        "drop flat",
        "throw (?:myself|ourselves) flat",
    ),
    (
        "keep watch",
        "stand guard",
        "keep guard",
        "keep an eye out",
        "keep a lookout",
        "keep an eye on (?:it|things)",
        "stand sentry",
        "stand watch",
        "keep vigil",
    ),
    (
        "hang",
        r"(?:put|stick|pop|place|leave|chuck|throw|sling|drape) (?:it|this|that|(?:my|me|the) \w+) (?:up )?"
        r"(?:on|onto|over) (?:the|a|this|that) (?:hook|peg|hanger)",
    ),
    (
        "aboard",
        "on board",
        "onboard",
        r"(?:get|climb|hop|jump|step) on (?:the )?(?:ship|boat|ferry|barge|vessel)",
    ),
    ("tell her", "fill her in", "bring her up to speed", "put her in the picture"),
    ("tell him", "fill him in", "bring him up to speed", "put him in the picture"),
    ("dance", "cut a rug", "bust a move", "hit the dance ?floor", "strut (?:my|our) stuff"),
    ("thank", "i owe you one", "much obliged", r"(?:i'?m )?(?:so |very |truly )?grateful"),
    ("knock", "open up", r"(?:is )?any(?:one|body) (?:home|in)", "hello in there"),
    ("scrub", r"do the (?:pans|pots|dishes|washing[- ]up)", "wash up", r"(?:the )?(?:dirty )?dishes"),
    (
        "joke",
        "(?:have you )?heard the one about",
        "funny story",
        "crack a joke",
        r"make (?:him|her|them|the \w+) laugh",
    ),
    ("threaten", r"warn (?:him|her|them|the \w+) off", "put the frighteners on"),
    ("jump", "bail out", "leap out", r"(?:throw|hurl|fling) (?:myself|ourselves) (?:out|off|from)"),
    (
        "pat",
        r"scratch (?:\w+ ){0,3}behind the ears",
        r"give (?:him|her|it|the \w+) a (?:pat|scratch|stroke|fuss)",
        "make a fuss of",
    ),
    (
        "pay",
        r"here'?s what i owe(?: you| her| him)?",
        "settle up",
        "square up",
        r"settle (?:my|the|our) (?:bill|tab|debt)",
    ),
    (
        "lie",
        r"make (?:something|it|stuff|a story) up",
        r"make up (?:some|a) \w+",
        r"tell (?:him|her|them) a lie",
        "spin a yarn",
        r"(?:invent|cook up|concoct|come up with) (?:a|some) (?:cover )?(?:story|tale|excuse)",
    ),
    (
        "deflect",
        r"steer the conversation (?:elsewhere|away)",
        "change the topic",
        "change the subject",
        "dodge the question",
        "sidestep the question",
    ),
    (
        "hand it over",
        r"(?:my|the) (?:passport|papers|ticket|documents)(?:'s| is| are) (?:right )?here",
        "hand over",
        r"here'?s (?:my|the) (?:passport|papers|ticket|documents|id|pass|licence|license|permit|card)",
        "here it is",
        "here you go",
        "here you are",
        "there you go",
    ),
    ("confess", "come clean", "own up", "fess up", "tell the truth"),
    # a blow given is a blow struck: "give it a good whack" at *Thump the dashboard* (not *Give up on it*)
    (
        "thump",
        "whack",
        "smack",
        "wallop",
        rf"give (?:it|that|this|{_HIM}) a (?:{_HOW} )?(?:whack|thump|smack|wallop|bash|belt|clout)",
    ),
    # keeping out of someone else's quarrel: "it's between the two of them, I'll keep out of it" at *Say
    # nothing and let them sort it out*
    (
        r"let (?:them|the two of them|them both) sort it out",
        r"(?:keep|stay) out of it",
        r"keep (?:my|our) nose out(?: of it)?",
        "butt out",
        "not get involved",
        "leave them to sort it out",
    ),
    # being in charge: "oi Stan, I'm the gaffer today" at *Tell him you're in charge today*
    (
        "in charge",
        r"(?:(?<=i'm )|(?<=im )|(?<=i am ))the (?:boss|gaffer|chief|head honcho|one in charge)",
        "calling the shots",
        r"running (?:the|this) show",
    ),
    ("push", "shove", rf"give (?:it|that|this|{_HIM}) a (?:{_HOW} )?(?:push|shove)"),
    (
        "quietly",
        "without a sound",
        "without a noise",
        "without making a sound",
        "without a peep",
        "tiptoe",
        "on tiptoe",
        "real quiet",
        "nice and quiet",
    ),
    ("refuse", r"turn (?:him|her|them|it|the \w+) down", "turn down"),
    (
        r"pull (?:yourself|himself|herself|themselves|yourselves) together",
        "get a grip",
        "snap out of it",
        "get it together",
        "pull it together",
    ),
    ("think about it", "sleep on it", "think it over", "mull it over", "think on it"),
    (
        "shoo",
        r"scare (?:it|her|him|them|the \w+) (?:away|off)",
        r"chase (?:it|her|him|them|the \w+) (?:away|off)",
    ),
    ("step aside", "stand back", "step back", "stand aside", "move aside", "out of the way"),
    ("laugh", "let them be", r"leave them (?:to it|be|alone|to (?:their|the) \w+)"),
    ("climb", r"get up (?:a|the|that) (?:\w+ )?tree", "shin up", "scramble up"),
    ("leave", "walk away", "be on my way", "head off", "clear off"),
    (
        "leave it",
        r"ignore (?:it|him|her|them|that|the \w+)",
        r"pay no (?:attention|mind|heed) to (?:it|him|her|them|that|the \w+)",
        r"leave (?:him|her|them|that|the \w+) (?:alone|be)",
    ),
)
"""Each group's phrases (regular expressions, whole words, lower case)."""


@cache
def _compiled() -> tuple[tuple[re.Pattern[str], ...], ...]:
    return tuple(
        tuple(
            re.compile(rf"(?<![\w'-]){phrase}(?![\w'-])") for phrase in sorted(group, key=len, reverse=True)
        )
        for group in GROUPS
    )


def in_the_story_words(line: str, texts: Sequence[str]) -> str:
    """``line`` (lower case) with each set phrase that the options say another way said as they say it; a
    line that already says an option's phrase, or a group no option uses, is left as it is."""
    said = " ".join(texts).casefold()
    for group in _compiled():
        theirs = next((m.group(0) for pattern in group if (m := pattern.search(said))), None)
        if theirs is None or re.search(rf"(?<![\w'-]){re.escape(theirs)}(?![\w'-])", line):
            continue
        for pattern in group:
            line = pattern.sub(theirs, line)
    return line
