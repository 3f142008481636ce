"""Asides: lines said beside the story's deeds rather than asking for one — a remark on the world ("oddny
looks worried"), a question about it ("is the lantern heavy?", "what if I ram them?"), what someone else could
do or the player once did ("the dog could wake up", "I rowed at uni"), small talk to whoever listens ("have
you ever been to sea?"), a way left open ("somehow"), the player's own life outside the story ("brb", "my
phone's on 5%"), and a suggestion put as a question ("how about I take the first watch?"). The matcher reads
them so that a sentence model's closeness to an option's words does not turn talk into a deed. Pure.
"""

from __future__ import annotations

import re

_WONDERING = re.compile(
    # about the world: "is the lantern heavy?", "does the ferry stop at Hollin?" (not "would you…": an offer)
    r"^\W*(?:so |and |but |hmm,? )?(?:is|are|was|were|does|did|has|isn't|aren't|doesn't|wasn't)\s+"
    r"(?:the|this|that|these|those|it|they|he|she|there|[\w]+'s)\b"
    # about what would happen: "what if I ram them?", "is it safe to ram them", "would it be rude to knock?"
    r"|^\W*(?:so |and |but |hmm,? )?what (?:if|happens if|would happen if|will happen if|happens when)\b"
    # when or how long something happens: "when does the ferry leave?", "how long till dawn?"
    r"|^\W*(?:so |and |but |hmm,? )?(?:when|what time|how long|how soon)\s+(?:till|until|before|"
    r"(?:is|are|was|were|does|do|did|will|has|have)\s+(?:the|this|that|these|those|it|they|he|she|there|we"
    r"|[\w]+'s)\b)"
    r"|\bis it (?:safe|wise|smart|dangerous|risky|a good idea|a bad idea|worth it) to\b"
    # about someone's age, size or distance: "how old are you?", "how far is the village?"
    r"|^\W*(?:so |and |but |hmm,? )?how (?:old|tall|far|big|deep|high|heavy)\b"
    r"|\bwould it be (?:\w+ )?to\b"
    # what someone would do if…: "would you keep watch if you were me?", "what would he do if I told him?"
    r"|^\W*(?:so |and |but )?would (?:you|he|she|they|[\w]+) .{0,60}\bif\b"
    r"|\bwhat would (?:you|he|she|they|the \w+|\w+) (?:do|say|think) if\b"
    r"|^\W*if (?:i|we) .{1,60}?,? (?:will|would|can|could) (?:you|he|she|they)\b",
    re.IGNORECASE,
)


_REMARK = re.compile(
    r"^\W*(?!(?:i|we|you|u|just|let|lets|let's|so|what|who|where|when|why|how|which|that's|it's|here|now"
    r"|then|my)\b)(?!(?:the )?(?:honest )?truth\b)(?:the |your |his |her |their |this |that |these |those )?"
    r"(?:\w+'s )?[\w']+\s+(?:is|are|was|were|looks|seems|sounds|appears|smells|feels)\b"
    r"(?![^,;!?]*[,;!?]|.* and )"
    # "your fella's waiting in the orchard": the "'s" is an "is"
    r"|^\W*(?!(?:i|we|you|u|just|let|lets|let's|so|what|who|where|when|why|how|which|that's|it's|here|now"
    r"|then|there)\b)(?:the |my |your |his |her |their |this |that )?\w+'s (?!going\b)\w+ing\b"
    r"(?![^,;!?]*[,;!?]|.* and )",
    re.IGNORECASE,
)
"""A remark about someone or something, one clause: "oddny looks worried", "the lantern is on a hook", "the
tavern's beer is awful", "the dog's barking" — not about the player's own ("my eyes are so heavy", "my
pockets are empty but my hands work fine": what the player says of themselves leans to a deed), nor "the truth
is…", which tells it."""


_ABOUT_OTHERS = re.compile(
    # what someone else could or already does: "the dog could wake up", "the pell boys keep watch" (what
    # should happen is an indirect ask: "some things should stay where they are"; nor what something does
    # with or for the player: "those apples will be safe with me", "that pine would keep the wind off me")
    r"^\W*(?!(?:i|we|you|u|just|let|lets|let's|so|what|who|where|when|why|how|which|that's|it's|it|here|now"
    r"|then|ill|im|ive|imma|ima|better|best|gotta|must|should|maybe|probably)\b)(?!.*\b(?:with|off|for) me\b)"
    r"(?:the |my |your |his |her |their |this |that )?(?:\w+'s )?[\w']+"
    # a subject's second word is no article ("examine the keep" does not tell what "examine the" keeps)
    r"(?: (?!(?:the|a|an|my|your|his|her|their|this|that|its|our)\b)[\w']+)?\s+"
    # …and a modal before "you" asks ("tessa can u google that lock")
    r"(?:could|would|might|can|will|already|never|always|knows|wants|keeps?)\b(?! (?:you|u|ya|i|we)\b)"
    # …and what someone would love is a deed proposed: "the runners would love getting sprayed"
    r"(?! (?:love|like|enjoy|appreciate)\b)"
    # …and who would know is who to ask: "Kieran will know who's got the key"
    r"(?! know (?:who|what|where|when|how|which|if|whether)\b)"
    # …what the player gives away or lets be: "the buyers can have it", "people can sit wherever"
    r"(?! have (?:it|them|that|this|those|these|the lot|'em|em)\b)"
    r"(?! [\w']+ (?:wherever|whatever|whenever|however|where (?:they|he|she) (?:like|likes|want|wants))\b)"
    r"(?![^,;!?]*[,;!?]|.* (?:and|while|so|then) )"
    # what the player did before: "I already bought a chart last week" (not what they have for the deed they
    # go on to say: "I've already got a key on me, I'll go and fix it myself")
    r"|^\W*(?:i|we)(?:'ve| have)? (?:already|once|used to)\b"
    r"(?!.*\b(?:i'll|i will|ill|i'm going to|i'm gonna|let me)\b)"
    # what the one spoken to knows or is, one clause: "you know this broth better than you think"
    r"|^\W*(?:you|u) (?:know|knew|always|never|were always|'?ve always|have always)\b(?! what\b)"
    r"(?![^,;!?]*[,;!?]|.* and )",
    re.IGNORECASE,
)


def tells_of_others(text: str) -> bool:
    """The line tells what someone else could or already does, or what the player did before ("the dog could
    wake up any minute", "the Pell boys keep watch for their dad", "I already bought a chart"), or what the
    one spoken to knows ("you know this broth better than you think"): no deed asked for — unless the
    choices are themselves things said ("He drinks on the job.")."""
    return _ABOUT_OTHERS.search(_OPENER.sub("", text.replace("’", "'"))) is not None


_JUDGES = re.compile(
    r"\b(?:she|he|they|it|\w+)(?:'s| is| are|'re|'d be| would be|'ll be| will be) (?:much |far |a lot )?"
    r"(?:better off|safer|happier)\b",
    re.IGNORECASE,
)


def judges_their_lot(text: str) -> bool:
    """The line judges where someone is best off ("she's better off up there as a scarecrow", "he's safer
    up there"): an opinion given, which looks at nothing."""
    return _JUDGES.search(text.replace("’", "'")) is not None


_OPENER = re.compile(
    r"^\W*(?:(?:ok|okay|alright|all right|right|well|oh|look|listen|hey|don'?t (?:you )?worry"
    r"|no worries)\W+)+",
    re.IGNORECASE,
)


_RECALLS = re.compile(
    r"\b(?:i|we) (?:went|was|were|did|saw|had|used to|once|\w+ed)\b[^.?!]*"
    r"\b(?:once|years ago|as a (?:kid|child|boy|girl|teenager|student)|when i was|on holiday|on vacation"
    r"|last (?:year|summer|winter|spring|week|month|time)|at (?:uni|university|college)"
    r"|in (?:my (?:twenties|teens|youth|day)|(?:uni|college)))\b"
    r"|\bi remember (?:when|once|the time)\b",
    re.IGNORECASE,
)


def recalls(text: str) -> bool:
    """The line tells of the player's own past ("caves are so creepy, i went in one on holiday once", "lol I
    rowed at uni, hated every minute"): a story told, not a deed asked for now."""
    return _RECALLS.search(text.replace("’", "'")) is not None


_ABOUT_THE_LISTENER = re.compile(
    r"^\W*(?:so |and |but |hey,? )?(?:do|did|have|would|are|were) (?:you|ya|u) ever\b", re.IGNORECASE
)


_THEIR_TASTE = re.compile(
    r"^\W*(?:so |and |but |hey,? )?(?:do|did) (?:you|ya|u) (?:like|love|enjoy|follow|support)\b",
    re.IGNORECASE,
)
_OF_THE_PLAYER = re.compile(r"^\W*(?:I\b|I'(?:ve|m|d)\b|me\b|not me\b)", re.IGNORECASE)


def asks_after_the_listener(text: str) -> bool:
    """The line's last sentence asks whoever hears it about their own life ("do you ever get hungry reading
    this stuff?", "have you ever been to sea?"), or the line asks their taste ("do you like horse racing? I've
    never been": what the player says after it is of themselves): small talk, answered only by an option
    that asks someone — never by a look ("count the meal tokens", *Watch the racing*) or a deed."""
    said = text.replace("’", "'")
    if _ABOUT_THE_LISTENER.search(last_sentence(said)) is not None:
        return True
    taste = _THEIR_TASTE.search(said)
    if taste is None:
        return False
    ends = _sentence_ends(said)
    return not ends or _OF_THE_PLAYER.search(said[ends[0] :]) is not None


_TO_THE_LISTENER = re.compile(
    r"^\W*(?:so |and |but |hey,? |ok,? )?(?:who|what|where|why|how|when)(?:'re| are| were| do| did| have| can"
    r"| will| would) (?:you|ya|u)\b",
    re.IGNORECASE,
)


def asks_the_listener(text: str) -> bool:
    """The line's last sentence asks whoever hears it about themselves ("who are you here to see?", "what
    do you want from me?"): a look ("look out of the window at the snow") never answers it."""
    return _TO_THE_LISTENER.search(last_sentence(text.replace("’", "'"))) is not None


_WAY_LEFT_OPEN = re.compile(
    r"\b(?:somehow|some way or (?:another|other)|one way or (?:another|the other)"
    r"|by any means|by hook or by crook|no matter how"
    # whom left open: "hand it over to one of them", "either of you"
    r"|(?:to|with|for) (?:one|either|any) of (?:them|you|those|these|us)|whichever (?:one|of them))\b",
    re.IGNORECASE,
)


def leaves_the_way_open(text: str) -> bool:
    """The line wants a result and leaves the way to it open ("let's get this back to Suri somehow",
    "one way or another we're getting in", "hand it over to one of them"): it chooses no one of the ways on
    offer."""
    return _WAY_LEFT_OPEN.search(text) is not None


_ASKS_HOW = re.compile(
    r"\b(?:(?:you|u)(?:'d| would| will|'ll)? (?:know|tell me|show me) how"
    r"|how (?:do|does|can|could|should|would) (?:i|we|he|she|they|you|u)\b)",
    re.IGNORECASE,
)
_ASKING_HOW = re.compile(r"^\W*(?:ask|question)\b.*\bhow\b", re.IGNORECASE)


def asks_the_way(text: str, option: str) -> bool:
    """The line asks how, of one who would know ("…and you'd know how", "how do we get it down?"), and the
    option asks someone how ("Ask her how Josh can bring it down"): the way left open is the question."""
    return _ASKS_HOW.search(text.replace("’", "'")) is not None and _ASKING_HOW.search(option) is not None


_OUT_OF_THE_STORY = re.compile(
    r"\b(?:irl|in real life|afk|away from (?:the |my )?keyboard"
    r"|(?:this|that|it|he|she|they) reminds? me of (?:my|when|the time)"
    r"|(?:i )?(?:need|have|gotta|got) (?:to )?(?:pee|wee|poop)|(?:bathroom|toilet|loo|pee) break"
    r"|(?:need|gotta|got to|have to|off to) (?:go )?(?:for )?(?:a|the) (?:pee|wee|poo|loo|toilet)\b"
    r"|(?:turn|put) (?:the )?(?:sound|volume) (?:up|down)"
    # the app itself: "how do I save my progress", "how many levels are there", "is there a sequel"
    r"|save my progress|how many (?:levels|chapters|endings)|what does this button do"
    r"|(?:is|are) there (?:a |any )?(?:sequel|(?:other|more) stor(?:y|ies)|way to (?:pause|save|quit))"
    r"|(?:do|have) (?:you|u) (?:have|got) (?:any )?(?:other|more) stories"
    # the screen: "can you make the writing bigger", "make the text smaller"
    r"|make the (?:writing|text|font|words|letters) (?:bigger|smaller|larger)"
    r"|(?:does|will|would) (?:this|it) (?:work|run) on my (?:phone|tablet|laptop|computer)"
    r"|charge my (?:phone|laptop|tablet)"
    # the app saving: "hope this thing saves" (the battery: _BATTERY)
    r"|\b(?:hope|hoping) (?:this|the|it)(?: thing| app| game| story)? (?:saves|autosaves|remembers)"
    # a character likened to the player's own people: "is Gethin meant to sound like my uncle Dai", "she
    # looks just like my nan" (said of them, not to them)
    r"|\b(?:he|she|they|\w+ (?:is|are) meant to|(?:is|are) \w+ meant to)"
    r" (?:sounds?|looks?|talks?) (?:just |exactly )?"
    r"like my (?:uncle|auntie|aunt|nan|nana|gran|granny|grandma|grandad|grandpa|mum|mom|dad|brother|sister"
    r"|cousin|boss|teacher|neighbour|ex|husband|wife|mate)\b"
    r"|my (?:baby|toddler|little one|kids?) (?:has |have |is |are |just )*"
    r"(?:woken|woke|awake|crying|up from (?:a|their|her|his) nap)"
    r"|(?:feed|walk) my (?:cat|dog|fish|hamster|rabbit|pets?)|(?:my|brb,?) (?:mum|mom|dad)'?s calling(?: me)?"
    # the chores of a home: "gotta take the bins out" (not "take the bin out to the yard"), "let my dog out",
    # "finish my homework"
    r"|(?:take|put) (?:the )?(?:bins|rubbish|trash|recycling) out(?! to)|let my (?:cat|dog)s? (?:out|in)\b"
    r"|(?:do|finish) my homework"
    # the player's own door, as the whole line: "hang on, someone's at the door", "brb doorbell", "the
    # doorbell just went" (a remark in a story would ask nothing either)
    r"|(?:^\W*|(?:hang on|hold on|one sec|1 sec|brb|wait)\W+)"
    r"(?:someone|somebody|there'?s (?:someone|somebody))"
    r"(?:'s| is)? (?:at|knocking at|banging on) (?:the|my) (?:front )?door(?=\W*$)"
    r"|\bdoor ?bell(?:'s| is| has| just)* (?:gone|went|rang|ringing)"
    r"|brb,? (?:door|doorbell|delivery)"
    # sums: "what's two plus two"
    r"|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) (?:plus|minus|times|divided by|multiplied by)"
    r" (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
    # what the player is eating now: "eating salt and vinegar crisps rn", "having my lunch atm"
    r"|(?:^\W*|\bi'?m |\bim |\bi am )(?:just |currently )?"
    r"(?:eating|munching|snacking on|having (?:my |a |some )?(?:lunch|dinner|breakfast|tea|supper|snack))"
    r"\b[^.!?]{0,40}?\b(?:rn|right now|atm|at the moment)"
    # the weather or the hour where the player is: "it's tipping it down where I am too" (not "I'll stay the
    # night where I am": the weather or the hour is said of "it")
    r"|\b(?:it'?s|it is|its)(?: \w+){0,2}? (?:rain\w*|pouring|tipping it down|chucking it down|sunny|snow\w*"
    r"|boiling|freezing|roasting|late|dark|night|morning|afternoon|evening)\b[^.!?]{0,30}?"
    r"\b(?:where i (?:am|live)|where i'?m (?:at|sat|sitting)|(?:over )?here (?=too\b|as well\b))"
    r"(?=\s*(?:too|as well|now|rn|atm|lol|haha|ugh|tbh)?\s*(?:actually|lol|haha|ugh|tbh)?\s*(?:[,.!?]|$))"
    r"|dinner'?s ready|my (?:cat|dog|kitten|puppy|kid|son|daughter)(?: is|'s)?"
    r" (?:just )?(?:walking|walked|walks|sitting|sat|lying|standing|asleep|jumping|jumped|stepped|stepping)"
    r" (?:on|across|over|onto) (?:the|my) (?:keyboard|laptop|phone))\b",
    re.IGNORECASE,
)


_BATTERY = re.compile(
    r"\b(?:phone|battery|laptop|tablet)(?:'s| is)? (?:on |at |down to )?\d{1,2} ?%", re.IGNORECASE
)
"""The player's battery: "my phone's on 5% lol"."""


_STEPS_AWAY = re.compile(
    r"(?:\bbrb|(?:^\W*|[,.!;]\s*)back in (?:a|one|two|five|ten|\d+)"
    r" (?:sec|secs|second|seconds|min|mins|minute|minutes|mo|moment|tick|jiffy|bit))\W*$",
    re.IGNORECASE,
)


def steps_away(text: str) -> bool:
    """The line ends with the player stepping away ("gonna make a cup of tea brb", "left the oven on, back
    in a sec"): most often from the keyboard; "brb" first is not ("brb nippin back outside"), nor "I'll be
    right back" (going somewhere in the story)."""
    return _STEPS_AWAY.search(text) is not None


def speaks_out_of_the_story(text: str) -> bool:
    """The line steps out of the story to the player's own life ("lol what time is it irl", "afk", "this
    reminds me of my nan's house", "I need to pee", "need a wee brb", "gotta feed my cat", "brb mum's
    calling", "my toddler just woke up", "eating salt and vinegar crisps rn", "let me charge my phone",
    "turn the sound up", "what's two plus two", "it's tipping it down where I am too", "my phone's on 5%",
    "is Gethin meant to sound like my uncle Dai"; "brb" alone is not:
    "brb nippin back outside"; nor "I'll stay where I am"): chat, whatever story word it holds."""
    said = text.replace("’", "'")
    return _OUT_OF_THE_STORY.search(said) is not None or _BATTERY.search(said) is not None


_HANDS_IT_ON = re.compile(
    # "this sounds like a job for the dog", "ok, this is a job for Wren": someone is to do it; "fluids are
    # next": do it next
    r"\b(?:a )?job for\b|\b(?:is|are|'s|'re) (?:up )?next\W*$",
    re.IGNORECASE,
)


def remarks(text: str) -> bool:
    """The line only remarks on the world ("oddny looks worried", "brann is in the wheelhouse", "don't you
    worry, those apples are safe with me"): it states, it does not ask for a deed — nor for the talk an
    option would start with the one it names. A remark that hands the deed on ("this is a job for Wren",
    "fluids are next") asks for it."""
    said = _OPENER.sub("", text.replace("’", "'"))
    return _REMARK.search(said) is not None and _HANDS_IT_ON.search(said) is None


_ASKS_A_NAME = re.compile(
    r"^\W*(?:so |and |but |hmm,? )?what(?:'s| is| was)\s+(?:the|this|that|his|her|their|your|its)\s+"
    r"(?:[\w]+'s\s+|[\w]+\s+)?name\b",
    re.IGNORECASE,
)
"""A line that only asks someone's name ("what's the fiddler's name?"): about the world, as wondering is."""
_SENTENCE_END = re.compile(r"[?!.]+\s+")
_ADDRESS_FIRST = re.compile(r"^\W*[\w']+(?: [\w']+)?,\s*")
"""A word or two of address before a comma: "Granny, how old are you?"."""


def last_sentence(said: str) -> str:
    """The last sentence of a line ("is that damson? could I have a taste?" → "could I have a taste?")."""
    ends = _sentence_ends(said)
    return said[ends[-1] :] if ends else said


def _sentence_ends(said: str) -> list[int]:
    """Where each sentence of a line but the last ends (the start of the next)."""
    return [m.end() for m in _SENTENCE_END.finditer(said) if m.end() < len(said.rstrip())]


def wonders(text: str) -> bool:
    """A question that asks about the world or about what would happen, rather than asking for a deed: "is
    the lantern heavy?", "what if I ram them?", "when does the ferry leave?" — answered by an option that
    asks or looks, never by the deed it names."""
    said = text.replace("’", "'")
    last = last_sentence(said)  # "is that damson? could I have a taste?" asks for the taste
    return any(
        pattern.search(line) is not None
        for pattern, line in (
            (_WONDERING, last),
            (_WONDERING, _ADDRESS_FIRST.sub("", last)),
            (_ASKS_A_NAME, said),
        )
    )


_PUTS_FORWARD = re.compile(
    r"^\W*(?:(?:so|and|but|ok|okay|hmm|well),? )?"
    r"(?:what if (?:i|we)\b(?! (?:don'?t|didn'?t|never|can'?t|couldn'?t))"
    r"|is it too late to\b|how about (?:i|we)\b)",
    re.IGNORECASE,
)


def suggests(text: str) -> bool:
    """A question that puts forward a deed of the player's own: "what if I give the seat a whirl?", "is it
    too late to turn back?", "how about I take the first watch?"."""
    return _PUTS_FORWARD.search(text.replace("’", "'")) is not None


_PUTS_ANYTHING_FORWARD = re.compile(
    r"^\W*(?:(?:so|and|but|ok|okay|hmm|well),? )?"
    r"(?:what if|how about|what about|why don'?t (?:we|you|i|they|he|she)"
    r"|could(?:n'?t)? (?:we|you|they|he|she))\b",
    re.IGNORECASE,
)
_SUGGESTING_OPTION = re.compile(r"^\W*(?:suggest|propose|recommend)\b", re.IGNORECASE)


def suggested_at_a_suggestion(text: str, description: str) -> bool:
    """A line that puts anything forward ("what if forty-seven mothered it on?", "how about he talks to
    them?") said at an option that is itself a suggestion (*Suggest fostering his lamb onto forty-seven*):
    the question is that suggestion, not a question about the world."""
    return (
        _SUGGESTING_OPTION.search(description) is not None
        and _PUTS_ANYTHING_FORWARD.search(text.replace("’", "'")) is not None
    )


_CONSEQUENCE = re.compile(r"\b(?:would|wouldn'?t|happens?|happened)\b", re.IGNORECASE)


def asks_what_would_happen(text: str) -> bool:
    """A line that weighs a consequence ("what happens if I threaten her?", "would you keep watch if you
    were me?") rather than suggesting the deed it names ("what if I give the seat a whirl?")."""
    return _CONSEQUENCE.search(text.replace("’", "'")) is not None
