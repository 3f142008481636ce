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
_LOOKS = r"(?:look|read|check|examine|inspect|count|study|search)\b"
"""The verbs of an option that looks at something. Not "listen" nor "watch" (session 64: "are the wires still
humming?" took *listen to the power lines*, +3 at first contact, but small talk put to the narrator took such
options too — "can you speak french" *listen to the fiddler*, "do you dream" *watch the racing*: 22 more
sweep tries acted on)."""
_ASKING_OPTION = re.compile(
    r"^\W*(?:i\s+)?(?:politely\s+|quietly\s+|first\s+)?(?:ask|question|enquire|inquire|wonder)\b"
    r"|^\W*" + _LOOKS,
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


def asks_someone(description: str) -> bool:
    """An option that asks someone something (or is itself a question said aloud) — not one that looks."""
    return _LOOKING_OPTION.match(description) is None and asking_option(description)


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


_LOOKING_OPTION = re.compile(r"^\W*(?:i\s+)?" + _LOOKS, re.I)


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


_ASKS_TO = re.compile(
    r"^\W*ask\s+(?:(?!(?:who|what|where|when|why|how|which|whether|if)\b)[\w']+\s+){1,3}?to\s+\w", re.I
)


def asks_someone_to(description: str) -> bool:
    """An option that asks someone to do a deed ("Ask Dylan to play back what it recorded"): its "what" is
    the deed's, not a question put."""
    return _ASKS_TO.match(description) is not None


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
