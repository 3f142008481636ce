"""Dialogue-act cues: what kind of move a line is, and which options are that kind of move.

A question ("who do you think took them?") most likely means an option that asks or looks; an agreement
("deal", "fine, hand it over", "consider it done") most likely means the offer on the table — an option
that agrees, accepts, promises or takes what is held out; an insult ("screw you", "shut it, you fraud")
means an option that mocks, insults or threatens — it shares no word with one, and a sentence model reads
it as chat. The matcher adds a small bonus to those options
when the line carries the cue; it never decides alone (the bonus is below the matcher's margin). An option
whose description is itself negative ("Admit you have no ticket…") loses a little against a line with no
negation in it ("here's my ticket"): sentence embeddings barely see the "no". Pure.
"""

from __future__ import annotations

import re

_QUESTION_START = re.compile(
    r"^\W*(?:(?:so|and|but|hey|oh|um|uh|well)\b\W*)?(?:who|whom|whose|what|what's|whats|which|why|how|how's|where"
    r"|where's|when|is|are|was|were|do|does|did|can|could|would|will|have|has|had|should|shall|may)\b",
    re.IGNORECASE,
)
_ASKING_OPTION = re.compile(
    r"^\W*(?:i\s+)?(?:politely\s+|quietly\s+|first\s+)?(?:ask|question|enquire|inquire|wonder)\b"
    r"|^\W*(?:look|read|check|examine|inspect|count|study|search)\b",
    re.IGNORECASE,
)
_AGREEMENT = re.compile(
    r"\b(?:yes|yeah|yep|yup|sure|okay|ok|alright|all right|deal|agreed|fine|done|right then|very well"
    r"|count me in|leave it (?:to|with) me|consider it done|on it|you got it|got it|will do|of course"
    r"|^\W*course (?:i will|i can|i'?ll)|(?:i'?d|i would) be (?:glad|happy|delighted) (?:of|to)"
    # leave to go ahead: "be my guest, officer", "help yourself"
    r"|be my guest|help yourself|feel free|knock yourself out|by all means"
    r"|absolutely|certainly|i accept|i'm in|say less|bet"
    # idioms of agreeing (not one of them names an option)
    r"|sounds good|sounds like a plan|works for me|that works|fair enough|go on then|if you insist|why not"
    r"|i'?m game|i'?m (?:well |so |totally |definitely |really )?up for it"
    r"|you'?re on|your on|sure thing|with pleasure|gladly|happily|i'?d love to"
    r"|happy to|count on me|sign me up|done deal|let'?s do (?:it|this)|i'?ll do it|i'?ll be there"
    r"|righto|aye"
    # offering oneself, or taking the offer in other words: "I'm your man", "it's a deal", "you have my word"
    r"|i'?m your (?:man|woman|guy|girl|person)|it'?s a deal|we have (?:a deal|an agreement)"
    r"|you'?ve got (?:yourself )?an? (?:deal|guide|partner|helper|bargain|escort|crewmate|hand)"
    r"|i'?m down(?: for (?:it|that|this))?|you have my word|i'?m on the case|i'?ll sort it(?: out)?"
    r"|say no more|you can rely on me|at your service|hell (?:yes|yeah)|you bet|much obliged"
    # standing by someone: "I'm with you till the end", "I've got your back"
    r"|i'?m (?:with|behind) you|(?:i'?ve )?got your back|i stand (?:with|by) you|whatever you (?:need|say)"
    r"|lead the way|i'?m all in"
    # following someone anywhere: "where you sail, I sail", "I'll follow you anywhere"
    r"|where (?:you|ye) (?:go|sail|lead|ride|walk),? (?:i|we) (?:go|sail|follow|ride|walk)"
    r"|i'?ll follow (?:you|ya) (?:anywhere|to the ends? of the earth)"
    # warm yeses: "for you, gran, anything", "consider the orchard guarded", "you have my sword"
    r"|anything for you|for you,? (?:\w+,? )?anything|consider (?:it|that|this|the \w+|your \w+)"
    r" (?:done|guarded|watched|handled|sorted|safe|taken care of)"
    r"|you have my (?:sword|word|support|loyalty)|anything to help|glad to help|(?:i'?d|i would) be glad to"
    r"|(?:it would be|it'?d be|it'?s|it is) (?:my|an|a) (?:honour|honor|pleasure)"
    # a promise to keep something safe: "those apples are safe with me"
    r"|(?:is|are|'s|'re|will be|'ll be) safe with me"
    r"|you'?ve found (?:your|yourself a|a) (?:guide|man|woman|helper|partner)|sorted(?=\W*(?:$|,)))\b"
    # a time or a term named as the answer: "midnight it is", "tonight, then"
    r"|\w+ it is(?:,? then)?[.!]*\s*$|^\W*(?!(?:and|but|so|what|or|now)\b)\w+(?: \w+)?,? then[.!]*\s*$"
    r"|^\W*(?:at )?(?:midnight|dawn|dusk|tonight|tomorrow|noon|sunrise|sunset|first light|nightfall"
    r"|\w+ o'?clock)\b[\w ']{0,30}?,? then[.!]*\s*$",
    re.IGNORECASE,
)
_ACCEPTING_OPTION = re.compile(
    r"^\W*(?:agree|accept|shake|promise|say yes|take the|take it|thank|give \w+ your word|pledge|swear)\b"
    # an offer taken up aloud: '"Of course. Where do I start?"', '"Gladly."' (a bare "Yes, …" answers a
    # question: :mod:`taleweaver.intent.answers`)
    r"|^\W*[\"“'‘](?:of course|certainly|gladly|with pleasure|right away|sure)\b",
    re.IGNORECASE,
)


_HOSTILE = re.compile(
    r"(?:^|[,.!;]\s*)do one\b(?!\s+(?:more|thing|of|for|last))"
    r"|\b(?:screw (?:you|u|off|this)|(?:f\*+|feck|frick|fuck|sod|piss|bugger|clear|buzz|shove|naff) off"
    r"|fuck(?:ing)? you|shut (?:up|it|your (?:mouth|trap|face))|get lost|go to hell|drop dead|up yours"
    r"|bite me|eat my|kiss my|(?:get|go) stuffed|who (?:asked|cares) you"
    r"|you'?re (?:a |an )?(?:joke|fraud|fake"
    r"|liar|clown|coward|nobody|idiot|fool|disgrace)|(?:you|ya) (?:idiot|fool|moron|clown|fraud|liar|coward"
    r"|loser|muppet|numpty|pillock|prat|twit|git|scoundrel|rat|worm|bilge rat|dog)|so-called"
    r"|(?:yeah|ya),? right|as if|pathetic|ha ?ha|lol no|l ?m ?a ?o"
    # A brush-off: what one says to drive someone (or something) away.
    r"|get (?:out|outta) (?:of )?here|scram|shoo|begone|be off with you|off with you|clear out|beat it"
    r"|sling (?:your|yer|ur) hook|hop it|on your bike|off you go|jog on|git(?=\W*$)"
    # a threat: "back off or you'll regret it"
    r"|back off|or else|you'?ll (?:regret (?:it|this)|be sorry)"
    r"|(?:you'?ll|you will|you'?re|you are|your) (?:gonna |going to )?(?:get(?:ting)?|be(?:ing)?) hurt)\b",
    re.IGNORECASE,
)
_HOSTILE_OPTION = re.compile(
    r"^\W*(?:\w+ly\s+)?(?:mock|insult|taunt|sneer|jeer|scoff|ridicule|laugh at|make fun of|curse|swear at"
    r"|threaten|spit|provoke|goad|heckle|scorn|snub|belittle"
    r"|tell (?:\w+ ){0,3}(?:off|to get lost|where to go)"
    r"|be rude|call (?:\w+ ){1,3}(?:a |an )?(?:liar|fraud|fool|coward)"
    r"|chase|shoo|scare|drive (?:\w+ ){0,3}(?:off|away|out)|throw (?:\w+ ){0,3}out|kick (?:\w+ ){0,3}out"
    r"|send (?:\w+ ){0,3}(?:away|packing))\b",
    re.IGNORECASE,
)


_SUGGESTION = re.compile(r"^\W*(?:so,? |well,? |then,? )?how about\b", re.IGNORECASE)
_QUOTED_QUESTION = re.compile(r"^\W*[\"“][^\"”]{1,200}\?[\"”]")
_TAG_QUESTION = re.compile(
    r",\s*(?:right|eh|huh|innit|yeah|isn'?t it|aren'?t you|don'?t you|won'?t you|wasn'?t it)\W*$",
    re.IGNORECASE,
)


def is_question(text: str) -> bool:
    """A line that asks: it ends with a question mark, opens like a question or ends with a tag ("you're
    joking, right")."""
    stripped = text.strip()
    if _SUGGESTION.match(stripped):
        return False  # "how about a little something for your trouble?" offers, it does not ask
    return (
        stripped.endswith("?")
        or _QUESTION_START.match(stripped) is not None
        or _TAG_QUESTION.search(stripped) is not None
    )


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
    # …and who would know is who to ask: "Kieran will know who's got the key"
    r"(?! know (?:who|what|where|when|how|which|if|whether)\b)"
    # …what the player gives away or lets be: "the buyers can have it", "people can sit wherever"
    r"(?! have (?:it|them|that|this|those|these|the lot|'em|em)\b)"
    r"(?! [\w']+ (?:wherever|whatever|whenever|however|where (?:they|he|she) (?:like|likes|want|wants))\b)"
    r"(?![^,;!?]*[,;!?]|.* (?:and|while|so|then) )"
    # what the player did before: "I already bought a chart last week"
    r"|^\W*(?:i|we)(?:'ve| have)? (?:already|once|used to)\b"
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


def asks_after_the_listener(text: str) -> bool:
    """The line's last sentence asks whoever hears it about their own life ("do you ever get hungry reading
    this stuff?", "have you ever been to sea?"): small talk, answered only by an option that asks someone —
    never by a look ("count the meal tokens") or a deed."""
    return _ABOUT_THE_LISTENER.search(_last_sentence(text.replace("’", "'"))) is not None


_TO_THE_LISTENER = re.compile(
    r"^\W*(?:so |and |but |hey,? |ok,? )?(?:who|what|where|why|how|when)(?:'re| are| were| do| did| have| can"
    r"| will| would) (?:you|ya|u)\b",
    re.IGNORECASE,
)


def asks_the_listener(text: str) -> bool:
    """The line's last sentence asks whoever hears it about themselves ("who are you here to see?", "what
    do you want from me?"): a look ("look out of the window at the snow") never answers it."""
    return _TO_THE_LISTENER.search(_last_sentence(text.replace("’", "'"))) is not None


def asks_someone(description: str) -> bool:
    """An option that asks someone something (or is itself a question said aloud) — not one that looks."""
    return _LOOKING_OPTION.match(description) is None and asking_option(description)


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


_OUT_OF_THE_STORY = re.compile(
    r"\b(?:irl|in real life|afk|away from (?:the |my )?keyboard"
    r"|(?:this|that|it|he|she|they) reminds? me of (?:my|when|the time)"
    r"|(?:i )?(?:need|have|gotta|got) (?:to )?(?:pee|wee|poop)|(?:bathroom|toilet|loo|pee) break"
    r"|(?:need|gotta|got to|have to|off to) (?:go )?(?:for )?(?:a|the) (?:pee|wee|poo|loo|toilet)\b"
    r"|(?:turn|put) (?:the )?(?:sound|volume) (?:up|down)"
    # the app itself: "how do I save my progress", "how many levels are there", "is there a sequel"
    r"|save my progress|how many (?:levels|chapters|endings)|what does this button do"
    r"|(?:is|are) there (?:a |any )?(?:sequel|(?:other|more) stor(?:y|ies)|way to (?:pause|save|quit))"
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
    r"(?:'s| is)? (?:at|knocking at|banging on) the (?:front )?door(?=\W*$)"
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


def _last_sentence(said: str) -> str:
    """The last sentence of a line ("is that damson? could I have a taste?" → "could I have a taste?")."""
    ends = [m.end() for m in _SENTENCE_END.finditer(said) if m.end() < len(said.rstrip())]
    return said[ends[-1] :] if ends else said


def wonders(text: str) -> bool:
    """A question that asks about the world or about what would happen, rather than asking for a deed: "is
    the lantern heavy?", "what if I ram them?", "when does the ferry leave?" — answered by an option that
    asks or looks, never by the deed it names."""
    said = text.replace("’", "'")
    last = _last_sentence(said)  # "is that damson? could I have a taste?" asks for the taste
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


def agrees(text: str) -> bool:
    """A line that agrees or accepts ("deal", "fine", "leave it to me"); comfort is no yes ("hey, it's
    alright, just give me the hawk" reassures, it does not take the deal)."""
    return _AGREEMENT.search(_COMFORT.sub(" ", text.replace("’", "'"))) is not None


def without_agreement(text: str) -> str:
    """``text`` with its agreeing words and idioms taken out ("sounds good, captain" → ", captain")."""
    return _AGREEMENT.sub(" ", text.replace("’", "'"))


_CALLED = (
    r"(?:(?:little|old|stupid|dirty|filthy|rotten|thieving|cheeky|silly|great|big|bloody|damn|wretched|mangy"
    r"|lazy|fat|ugly|nasty|miserable|sneaky|lousy|useless|greedy|mean|cowardly|lying|pesky|horrible|dumb"
    r"|daft)\s+)+[a-z'-]+"
)
"""What a line calls someone: words of scorn and a noun ("stupid bird", "you little thief")."""
_NAME_CALLING = re.compile(rf"(?:^|[,;!]|\s)\s*(?:you|ya|yer)\s+{_CALLED}\W*$", re.IGNORECASE)
_ONLY_NAME_CALLING = re.compile(rf"^\W*(?:(?:you|ya|yer)\s+)?{_CALLED}\W*$", re.IGNORECASE)


def only_calls_names(clause: str) -> bool:
    """The clause only calls someone names ("stupid bird", "you lazy oaf!"): it asks for no deed."""
    return _ONLY_NAME_CALLING.match(clause.replace("’", "'")) is not None


def without_name_calling(text: str) -> str:
    """``text`` without what it calls whoever it speaks to at its end, after a comma or a brush-off ("get out
    of here you little thief" → "get out of here"): a word said as a name names no thing to act on (the
    thief Granny Ash is to see is not the badger being shooed)."""
    text = text.replace("’", "'")
    called = _NAME_CALLING.search(text)
    if called is None or not (called.group(0)[0] in ",;!" or _HOSTILE.search(text[: called.start()])):
        return text  # "I'll catch you little thief": the thief is who is caught
    return text[: called.start()]


TITLES = frozenset(
    ("officer", "sir", "madam", "ma'am", "maam", "captain", "cap", "capn", "cap'n", "skipper", "granny",
     "gran",
     "grandma", "nan", "mate", "lad", "lass", "love", "luv", "dear", "darling", "friend", "boss", "miss",
     "missus", "mister", "mr", "mrs", "doc", "kid", "pal", "buddy", "bro", "sis", "constable", "inspector",
     "detective", "guv", "guvnor", "sarge", "dude", "fam", "mum", "mom", "dad", "son", "old", "man", "woman",
     "girl", "boy", "guys", "folks", "everyone", "lady", "gentlemen", "ladies", "stranger", "sweetheart",
     "babe", "hun", "hon", "sweetie", "chief", "bruv", "vicar", "reverend", "father", "nurse", "coach",
     "ref", "chef", "professor", "sister")
)  # fmt: skip
"""Words a player calls whoever they speak to ("be my guest, officer", "cheers, mate")."""
_ADDRESSED_FIRST = re.compile(r"^\W*([\w']+(?: [\w']+)?)\s*,\s*")
_ADDRESSED_LAST = re.compile(r"\s*,\s*([\w']+(?: [\w']+)?)\W*$")
_ADDRESSED_BETWEEN = re.compile(r"\s*,\s*([\w']+(?: [\w']+)?)\s*,\s*")


def without_address(text: str, names: frozenset[str] = frozenset()) -> str:
    """``text`` without the words it calls whoever it speaks to, set off by commas — a title ("be my
    guest, officer") or a name of the story's (``names``, lower case: "Granny, how old are you?"). Whom a
    line is said to names no option: Granny Ash's name in "Ask Granny Ash who…" is no answer to a question
    put to her. A line that is only an address is kept as it is."""
    called = TITLES | names
    kept = text
    for pattern in (_ADDRESSED_FIRST, _ADDRESSED_LAST, _ADDRESSED_BETWEEN):
        found = pattern.search(kept)
        if found is not None and all(w in called for w in found.group(1).casefold().split()):
            kept = kept[: found.start()] + " " + kept[found.end() :]
    return kept if any(ch.isalnum() for ch in kept) else text


def is_hostile(text: str) -> bool:
    """A line that insults or brushes off whoever is speaking ("screw you", "shut up, you fraud")."""
    return _HOSTILE.search(text.replace("’", "'")) is not None


def hostile_option(description: str) -> bool:
    """An option that mocks, insults, taunts or threatens someone, or drives them off ("Chase the badger
    out of the orchard")."""
    return _HOSTILE_OPTION.match(description) is not None


def only_looks(description: str) -> bool:
    """An option that looks at something ("Read the wanted posters by the door"), asking no one anything."""
    return _LOOKING_OPTION.match(description) is not None


_CHECKS_ON_SOMEONE = re.compile(
    r"\b(?:check|checking|checks|look|looking|see) (?:in |up )?on ((?:the )?"
    r"(?:others|other \w+|rest(?: of \w+)?|everyone|everybody|him|her|them|people|kids|children|passengers"
    r"|old \w+|(?-i:[A-Z][a-z]+)\b(?!')))",
    re.IGNORECASE,
)


def checked_on(text: str) -> str | None:
    """Whom the line checks on ("go and check on the others" → "the others", "look in on Cyril" → "Cyril"):
    how they are doing is asked of them — not a look along a rack (*look along the luggage racks*); a thing
    of theirs ("check on Bryn's bull") is no one. ``None`` when it checks on no one."""
    found = _CHECKS_ON_SOMEONE.search(text.replace("’", "'"))
    return found.group(1) if found else None


_LOOKING_OPTION = re.compile(r"^\W*(?:i\s+)?(?:look|read|check|examine|inspect|count|study|search)\b", re.I)


_QUESTION_WORD = re.compile(r"\b(who|where|what|why|how|when|which)\b", re.IGNORECASE)


_ASKS_SOMEONE = re.compile(
    r"^\W*(?:(?:ok|okay|so|right|then|now|first|just|i'?ll|i will|let me|lemme|let'?s|gonna|go|go and)\W+)*"
    r"(?:ask|enquire|inquire|question)\s+(?!(?:for|if i|whether i)\b)\w",
    re.IGNORECASE,
)


def puts_a_question(text: str) -> bool:
    """A line that has the player ask someone ("ask Toby what he saw up here", "I'll ask her about the key"):
    a question put through the player, which an option that asks answers as it answers the question itself
    ("ask for a light" requests a thing; "ask if I can stay" asks leave)."""
    return _ASKS_SOMEONE.match(text.replace("’", "'")) is not None


def question_word(text: str) -> str | None:
    """The first question word of a line ("any idea who's behind it?" → ``who``), if it has one."""
    found = _QUESTION_WORD.search(text)
    return found.group(1).casefold() if found else None


def question_words(description: str) -> frozenset[str]:
    """The question words an option's text asks with ("Ask Granny Ash who she thinks…" → ``who``)."""
    return frozenset(w.casefold() for w in _QUESTION_WORD.findall(description))


_REQUEST = re.compile(
    r"^\W*(?:(?:so|and|but|hey|um|well|oh),?\s+)?(?:(?:can|could|may|might|shall|should) (?:i|we)"
    r"|(?:do you |would you )?"
    r"mind if (?:i|we))\s+(?:please\s+|just\s+|maybe\s+|quickly\s+)?(?:be\s+)?([\w']+)",
    re.IGNORECASE,
)
_ASKING_VERBS = frozenset(
    ("ask", "enquire", "inquire", "look", "see", "have", "check", "read", "know", "hear", "get", "take",
     "peek", "talk", "speak", "chat", "question", "find", "learn")
)  # fmt: skip


def requests_a_deed(text: str) -> bool:
    """A polite request to do something oneself, not a question put to anyone: "could I steal a spoonful of
    your jam?", "mind if I sit?" — it asks leave for the deed, so an option that asks someone something
    gets no question bonus from it, nor is such an option what it asks for ("can I ask who…", "could I have
    a look…", "can I talk to her about…" still ask or look)."""
    deed = requested_deed(text)
    return deed is not None and deed not in _ASKING_VERBS


def requested_deed(text: str) -> str | None:
    """The verb of a polite request (:func:`requests_a_deed`): "could I borrow your key?" → ``borrow``,
    "should we be calling the lifeboat?" → ``calling``."""
    found = _REQUEST.search(text.replace("’", "'"))
    return found.group(1).casefold() if found else None


def asking_option(description: str) -> bool:
    """An option that asks someone something, or looks at something (or is itself a question said aloud:
    an ink choice like "What's going on?")."""
    return (
        _ASKING_OPTION.match(description) is not None
        or description.rstrip(" \"'”’").endswith("?")
        or _QUOTED_QUESTION.search(description) is not None  # '"What's going on?" I ask.'
    )


def accepting_option(description: str) -> bool:
    """An option that agrees to, accepts, promises or takes what is offered."""
    return _ACCEPTING_OPTION.match(description) is not None


_DECLINING_OPTION = re.compile(
    r"^\W*(?:\w+ly\s+)?(?:refuse|decline|reject|turn (?:[\w']+ ){0,4}down|say no|shake (?:your|my) head"
    r"|tell (?:\w+ ){0,3}no"
    # an excuse or a preference given instead: "Tell her you would rather sleep", "Make an excuse"
    r"|(?:tell|say to) (?:\w+ ){0,3}(?:you|i)(?: would|'d) rather|say (?:you'?re|you are) (?:too|not)"
    r"|make (?:an|some|your) excuses?|beg off|bow out"
    # thanks for the offer and a no to it: "Thank her, but tell her you'll manage"
    r"|thank (?:\w+,? ){0,2}but\b|(?:tell|say to) (?:\w+ ){0,3}(?:you|we)(?:'ll| will| can) (?:manage|cope"
    r"|be (?:fine|alright|all right|ok|okay)|sort (?:it|things|ourselves|yourselves|yourself) out)"
    # an excuse said as the option: "Sorry, I've got to get to work"
    r"|sorry,? (?:but )?(?:i'?ve got to|i have to|i must|i can'?t)"
    # a thank-you and a no said aloud: '"That's kind, Maureen, but no."', '"Thanks, but no thanks."'
    r"|(?:(?:that'?s|that is|it'?s|you'?re) (?:very |really |so )?kind(?: of you)?|thanks|thank you),?"
    r" (?:\w+,? )?but no\b|no,? thank(?:s| you)\b)\b",
    re.IGNORECASE,
)


_EXCUSE = re.compile(
    r"\b(?:too (?:tired|sleepy|busy|old|scared|late|knackered|cold)|(?:i'?m|i am|im) (?:exhausted|knackered"
    r"|shattered|beat|worn out|busy|bushed|wiped out|dead tired|falling asleep)|not tonight"
    r"|(?:sorry|afraid),? (?:but )?i (?:can'?t|cannot|have to|need to|must)|i'?ve got (?:to|other)"
    r"|got better things|find someone else|ask someone else|count me out|not for me"
    r"|can'?t be (?:arsed|bothered|asked)"
    r"|too (?:dangerous|risky)"
    # "i'd be mad to go up there in this": only a fool would, so the player will not
    r"|(?:i'?d|i would|you'?d|you would) (?:have to )?be"
    r" (?:mad|crazy|insane|nuts|mental|daft|out of (?:my|your) (?:mind|head)) to)\b",
    re.IGNORECASE,
)


_COMFORT = re.compile(
    r"\b(?:it'?s (?:all ?right|alright|ok(?:ay)?|fine|safe)|(?:you'?re|you are) safe|you can come out"
    r"|(?:i|we) (?:won'?t|will not|wouldn'?t|would never|mean no|don'?t want to) (?:hurt|harm)"
    r"|(?:no ?one|nobody)(?:'s| is) going to hurt|there,? there|i'?m here for you|it'?s not your fault"
    r"|i'?m (?:so |very )?sorry (?:for|about) (?:your|the|her|his|their) loss"
    # sympathy for a loss: "I'm sorry. He sounds like a good man.", "my condolences", "rest his soul"
    r"|(?:he|she|they) (?:sounds?|sounded) like (?:a|such a) (?:good|fine|kind|brave|lovely|decent) \w+"
    r"|(?:he|she) must have been (?:a|such a) (?:good|fine|kind|brave|lovely|decent|wonderful|great) \w+"
    r"|my (?:deepest |sincere )?condolences|(?:so |very )?sorry to hear (?:that|it|about)"
    r"|(?:may )?(?:god )?rest (?:his|her|their) souls?|(?:may (?:he|she|they) )?rest in peace"
    r"|that must have been (?:so )?(?:hard|awful|terrible|painful|difficult)"
    r"|(?:everything|it)(?:'s| is| will be|'ll be| is going to be|'s going to be)"
    r" (?:all ?right|alright|ok(?:ay)?|fine)|calm down|take a deep breath"
    r"|(?:don'?t|do not) (?:be )?(?:afraid|scared|frightened|cry)|i come in peace|it'?s (?:chill|cool)"
    r"|(?:i'?m|i am|we'?re|we are) (?:a )?friend(?:ly|s)?)\b",
    re.IGNORECASE,
)
_COMFORTING_OPTION = re.compile(
    r"\b(?:comfort|console|soothe|reassure|calm|hug|sorry for|(?:mean|means) no harm"
    r"|(?:speak|call|talk|whisper|say \w+) (?:\w+ )?(?:softly|gently|kindly))\b",
    re.IGNORECASE,
)


_PROMISE = re.compile(
    r"\b(?:i promise|promise(?: you| her| him| them)?\W*$|you have my word|(?:i )?give you my word|i swear"
    r"|swear (?:it|to you|on)|cross my heart|that'?s a promise|i won'?t let you down)\b",
    re.IGNORECASE,
)
_NO_PROMISE = re.compile(
    r"\b(?:can'?t|cannot|won'?t|not|no) (?:make (?:you |her |him |them )?(?:any )?)?promise", re.IGNORECASE
)
_PROMISING_OPTION = re.compile(
    r"\b(?:promise|promises|swear|vow|(?:you have|give \w+) my word)\b", re.IGNORECASE
)


def promises(text: str) -> bool:
    """A line that gives the player's word ("I'll find him, I promise", "by noon, you have my word",
    "cross my heart"); not one that will not ("I can't promise that")."""
    said = text.replace("’", "'")
    return _PROMISE.search(said) is not None and _NO_PROMISE.search(said) is None


def promising_option(description: str) -> bool:
    """An option that gives a promise ("Promise Ellie that Biscuit is next", "I'll find him! I promise!")."""
    return _PROMISING_OPTION.search(description) is not None


def comforts(text: str) -> bool:
    """A line that comforts or reassures whoever it is said to ("it's alright, you can come out", "I won't
    hurt you", "I'm so sorry for your loss")."""
    return _COMFORT.search(text.replace("’", "'")) is not None


def comforting_option(description: str) -> bool:
    """An option that comforts, soothes or speaks softly to someone ("Call down softly that you mean no
    harm", "Tell Oddny you are sorry for her loss")."""
    return _COMFORTING_OPTION.search(description) is not None


def excuses(text: str) -> bool:
    """A line that begs off with an excuse ("I'm too tired, sorry", "nah, I'm knackered", "sorry, I have to
    go"): it turns down the offer on the table, as a "no" does, without saying one."""
    return _EXCUSE.search(text.replace("’", "'")) is not None


def declining_option(description: str) -> bool:
    """An option that turns down what is offered ("Refuse", "Decline the offer", "Turn her down") — the
    opposite of an agreement. Leaving is not declining: "fine, let's go" may well mean "Leave"."""
    return _DECLINING_OPTION.match(description) is not None


_NEGATIVE = re.compile(
    r"\b(?:no|not|never|without|nothing|none|nobody|cannot|\w+n't|dont|wont|cant|didnt|havent|aint)\b",
    re.IGNORECASE,
)


_MANNER = re.compile(
    r"\bwithout (?:a |any |making (?:a |any )?)?(?:sound|noise|word|trace|fuss|delay|hesitation|hesitating"
    r"|being (?:seen|heard|noticed|spotted))\b|\b(?:mean|means|meant) no harm\b",
    re.IGNORECASE,
)
"""How a deed is done, said with a "no" that refuses nothing: "Climb down into the hold without a sound",
"Call down softly that you mean no harm" are as positive as "Climb down quietly"."""


_SUGGESTED = re.compile(
    r"\bwhy (?:don'?t|do not|dont) (?:we|i|you|us)\b|\b(?:don'?t|do not) you think\b", re.IGNORECASE
)
"""A suggestion asked with a "not" ("Why don't we just take the scallops off the menu?"): it says yes."""


def says_no(text: str) -> bool:
    """A text with a negation in it ("Admit you have no ticket", "I won't tell"); a manner said with one
    ("without a sound") is not, nor a suggestion ("Why don't we ask her?")."""
    return _NEGATIVE.search(_SUGGESTED.sub(" ", _MANNER.sub(" ", text.replace("’", "'")))) is not None


_A_NAME_SAID = r"(?:(?:mr|mrs|ms|miss|old|the|dear|my)\.?\s+)"
"""What may come before the name a greeting or a goodbye is said to ("bye, old Brann", "hi Mrs Hale")."""
_GOODBYE = re.compile(
    r"^\W*(bye|goodbye|bye-bye|good night|farewell|see (?:you|ya)(?: later| around| soon)?|so long|take care)"
    r"\b[\s,!.]*"
    rf"{_A_NAME_SAID}?(?:[\w']+[\s,!.]*)?$",
    re.IGNORECASE,
)
_HELLO_ITS_ME = re.compile(
    r"^\W*(?:(?:um+|uh+|er+m?|erm)\W+)*(hi|hello|hey|hiya|good (?:morning|evening|afternoon))\b[\s,!.]*"
    rf"{_A_NAME_SAID}?(?:[\w']+[\s,!.]+)?"
    r"(?:it'?s|this is|i'?m|i am|my name'?s|my name is) (?:just )?(?:me|(?:the|your) [\w' -]+|[\w']+)\W*$",
    re.IGNORECASE,
)
"""A hello that only says who is speaking: "um... hi Mara, it's the new guard", "hello, it's me"."""
_PARTING_OPTION = re.compile(
    r"\b(?:hello|hi|greet|greets|greeting|wave|waves|bye|goodbye|farewell|introduce|leave|leaves|part)\b",
    re.IGNORECASE,
)


def only_says_goodbye(text: str) -> str | None:
    """The goodbye of a line that is only that and at most a name ("bye captain" → "bye", "see you later"),
    or the hello of one that only says who is speaking ("hi Mara, it's the new guard" → "hi"); ``None`` for
    any other line. (A bare hello is not one: at a choice point it often opens a choice's words.)"""
    said = text.replace("’", "'")
    found = _GOODBYE.match(said) or _HELLO_ITS_ME.match(said)
    return found.group(1) if found else None


def parting_option(description: str) -> bool:
    """The option greets, waves or takes leave: a social gesture, which a bare goodbye may mean. A goodbye
    said at "Wave to the ferryman" or "Greet the captain" is left to the matcher's scores; only where no
    option is such a gesture is it small talk (:func:`taleweaver.intent.decide.small_talk_goodbye`)."""
    return _PARTING_OPTION.search(description) is not None


_PAYING_OPTION = re.compile(
    r"^\W*(?:\w+ly\s+)?(?:bribe|pay|buy|purchase"
    r"|(?:offer|slip|give) (?:\w+ )?(?:a |some )?(?:money|cash|bribe|coins?|banknotes?|notes?|payment))\b",
    re.IGNORECASE,
)
_MONEY = re.compile(
    r"\b(?:money|cash|coins?|(?:bank)?notes?|bills?|francs?|pounds?|quid|dollars?|bucks|euros?|shillings?|pennies"
    r"|penny|pence|silver|gold|tokens?|fees?|price|pay|paid|paying|bribes?|bribing|tips?|wages?|cut|share|fare"
    r"|reward|payment|purse|wallet|fiver|tenner|grand|crowns?|marks?|sovereigns?|guineas?|\d+|ten|twenty"
    r"|fifty|hundred|thousand|grease|palm|sweeten|backhander|sweetener|worth (?:his|her|your|their) while"
    r"|buy|afford|charge|cost|costs|owe|debt|treat|spend|how much)\b",
    re.IGNORECASE,
)


def paying_option(description: str) -> bool:
    """An option that pays or bribes ("Bribe", "Pay the fare", "Offer him money")."""
    return _PAYING_OPTION.match(description) is not None


def speaks_of_money(text: str) -> bool:
    """A line that names money, a sum or paying ("slip a note in with the passport", "twenty francs")."""
    return _MONEY.search(text.replace("’", "'")) is not None


HANDING_VERBS = r"give|hand|pass|surrender|turn in"
"""The verbs a thing is handed over with: a line's, and the options' own ("not hand it" where one says
"Hand the case to the guard")."""
_HANDS_OVER = re.compile(rf"\b(?:{HANDING_VERBS}|gives|giving|hands)\b", re.IGNORECASE)


def hands_over_unpaid(text: str) -> bool:
    """A line that gives or hands a thing over and names no money ("give him the passport", "surrender my
    passport"): a hand-over, not a bribe. Only such a line marks a paying option down — "the guard", where
    *Sneak past* and *Bribe the guard* are both on offer, stays a question."""
    return _HANDS_OVER.search(text) is not None and not speaks_of_money(text)
