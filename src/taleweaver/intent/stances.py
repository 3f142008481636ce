"""Stances: what a line does with a question put to the player — and which options take the same stance.

Questioned or accused, a player answers with a stance more often than with the option's words: "none of your
business" or "no comment" withholds the answer (``"I'd rather not say."``), "your secret's safe with me" keeps
one ("Promise to keep Pip secret"), "keep quiet" or "I don't answer" keeps silent (``[Say nothing.]``), "I'm
innocent" or "it wasn't me" denies (``"I didn't take it."``, "Deny everything"), "fine, it was me" confesses
("Confess", ``"I took it."``), "it's your call" defers ("Let the captain decide"), "hold on, lemme find it"
stalls ("Stall", "Play for time"); and, question or not, "nah, im out" or "not worth the hassle" gives the
whole business up ("Give up", "Shrug and walk away", "Turn around and go home"), and "I'm not going anywhere"
stays ("Stay with her", "Refuse to leave"); "we're not waiting" does it now ("Call it now", "Call them
anyway"); "not my problem, get someone else" turns down what is asked ("Refuse", "Not my job. Walk away.");
"my bad, chef" apologises ("Apologise to Teo"), "cheers" thanks ("Thank Silas"), "that marrow is absolutely
massive" admires ("admire the prize-winning marrow"), "who's there?" answers a knock ("Answer"), "ok no more
qs" ends the questions ("Nothing further."), "I'll let you work" leaves someone be ("Leave him to it"),
"what's the catch?" asks what an offer asks in return ("ask Sparrow what the job is"), "be my guest" lets
someone do what they ask ("Let her finish", "Open a crate" to a customs man who wants to look). A sentence
model reads such lines as chat, and they share no word with the option. The matcher gives an option that takes
the line's stance a small bonus (:data:`taleweaver.intent.matcher.DEFAULT_STANCE_BONUS`) and treats the shared
stance as evidence, as it does a shared word. A line that is only a stance ("that's private", "I'm innocent,
officer") takes the one option that takes it (:func:`stance_answer`), as a bare yes takes the option that says
yes — and the refusal rules do not read the "not" of "I'm not telling you" as refusing the option that says
so. Keeping a secret, withholding and keeping silent are kin: where no option keeps silent, a line that does
may mean the one that withholds, and so on. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from taleweaver.intent.candidate import IntentCandidate, IntentDecision, RankedOption, story_names
from taleweaver.intent.cues import without_address
from taleweaver.intent.lexical import content_words

Stance = Literal[
    "secret",
    "withhold",
    "silent",
    "deny",
    "confess",
    "defer",
    "stall",
    "persist",
    "quit",
    "stay",
    "decline",
    "apologise",
    "thank",
    "praise",
    "door",
    "done",
    "leave_be",
    "terms",
    "permit",
    "fuss",
    "hurry",
]

_SECRET = re.compile(
    r"\b(?:secret'?s safe|secret is safe|mum'?s the word|cross my heart|promise not to tell"
    r"|(?:won'?t|will not|never|not going to|not gonna) (?:tell|breathe a word to|say a word to"
    r"|rat (?:\w+ )?out to|grass (?:\w+ )?up to)"
    r" (?:anyone|anybody|a soul|no ?one|nobody|the \w+|him|her|them|your \w+)"
    r"|(?:let'?s not|don'?t|do not|we won'?t|we will not) (?:go )?"
    r"(?:tell|telling|say a word to|breathe a word to)"
    r" (?:anyone|anybody|a soul)"
    # "I won't breathe a word of it", "not a word for now, Tom"
    r"|(?:won'?t|will not|never|not going to|not gonna) (?:breathe|say) a word (?:of|about) (?:it|this|that)"
    r"|^\W*not a (?:word|whisper)(?: (?:for now|to anyone|to anybody|to a soul|yet|mind|ok|okay))?\W*$"
    r"|(?:i'?ll|i will|we'?ll) keep (?:it|this|that|you|your secret|quiet|mum|schtum|shtum)"
    r"(?: (?:a )?secret)?)\b"
    # a secret kept by saying what someone is to believe: "as far as the captain knows, this hold is empty"
    r"|\bas far as (?:the \w+|any ?one|any ?body|every ?one|he|she|they|[A-Z]\w+) (?:knows|is concerned)\b"
    r"|\b(?:no ?one|nobody) (?:needs|has|ever needs|ever has) to know\b|\b(?:our|a) little secret\b"
    r"|\bwhat (?:he|she|they|the \w+) (?:doesn'?t|don'?t) know\b|\byou (?:were|was) never here\b"
    # asked of the one who knows: "could you not mention this to anyone?", "keep this between ourselves"
    r"|\b(?:not|never|don'?t|do not) (?:mention|tell|say) (?:this |that |it |a word |anything )?(?:to|about)"
    r" (?:anyone|anybody|a soul|no ?one)\b"
    r"|\bkeep(?:ing)? (?:this|it|that)"
    r" (?:between (?:us|ourselves|you and me)|to (?:yourself|himself|herself))\b",
    re.IGNORECASE,
)

_WITHHOLDS = re.compile(
    r"\b(?:none of (?:your|yer|ur|their|his|her) (?:business|concern|affair)|mind (?:your|yer|ur) own"
    r"|(?:that'?s|that is|it'?s|it is) (?:my (?:own )?(?:business|affair|concern)|private|personal|classified"
    r"|confidential|between me and)"
    r"|no comment|not telling|my lips are sealed|nothing to (?:share|tell|report|declare|add|say)"
    r"|(?:plead|take) the fifth|not at liberty to"
    r"|wouldn'?t you like to know|keep (?:it|that|this) to myself|none of (?:that|this) concerns you"
    r"|keep (?:it|that|this) (?:on the (?:dl|down ?low|q\.?t\.?)|under wraps)"
    r"|(?:that'?s|thats) for me to know|keep (?:it|that|this|my \w+(?: \w+)?) private"
    r"|(?:i'?m|i am) not (?:telling|saying|answering|discussing|going to (?:tell|say|answer|discuss)"
    r"|gonna (?:tell|say|answer))"
    r"|i (?:won'?t|will not|refuse to|decline to|can'?t|cannot) (?:tell|say|answer|discuss|talk about)"
    r"\b(?! (?:a word|anything|a thing)\b)"
    r"|i (?:don'?t|do not) (?:have|need) to (?:tell|answer|explain|say|justify)"
    r"|i'?d (?:rather|prefer) not(?: to)? (?:say|tell|answer|talk|discuss|get into|share)"
    r"|i (?:would rather|would prefer) not(?: to)? (?:say|tell|answer|talk|discuss|share))\b",
    re.IGNORECASE,
)
_SILENT = re.compile(
    r"\b(?:say nothing|(?:not|don'?t|do not|won'?t|will not|never) (?:say|utter|speak) (?:a (?:thing|word)"
    r"|anything)|(?:stay|keep|remain|go|am|stays|keeps|remains) (?:silent|quiet|mum|mute|schtum|shtum)"
    r"|keep (?:my|your|his|her) (?:mouth|trap) shut|zip (?:it|my lips)|button (?:it|my lip)"
    r"|(?:hold|bite) my tongue|(?:i )?(?:don'?t|do not|won'?t|will not|refuse to) (?:answer|reply|respond)"
    r"(?! (?:to )?(?:him|her|them|that|the door|the phone))"
    r"|ignore (?:the|her|his|their) question|(?:give|make) no (?:answer|reply)|silence|clam up"
    r"|say no more about (?:it|this|that))\b",
    re.IGNORECASE,
)
_DENIES = re.compile(
    r"\b(?:(?:i'?m|i am|i was) (?:innocent|not guilty|being framed|framed)|not guilty"
    r"|(?:it )?(?:wasn'?t|was not|weren'?t) me|not me"
    r"|i (?:didn'?t|did not|never) (?:do|did|take|took|steal|stole|touch|touched|nick|nicked|pinch|pinched"
    r"|have anything to do)\b|(?:had|have) nothing to do with|i had no (?:part|hand) in"
    r"|you(?:'ve)? (?:got|have) the wrong (?:man|woman|person|guy|girl|one)|deny (?:it|everything))\b",
    re.IGNORECASE,
)
_CONFESSES = re.compile(
    r"\b(?:i (?:did it|took it|stole it|confess|admit it|admit (?:that )?i|own up)|it was me"
    r"|guilty as charged|you (?:got|caught) me|(?:it'?s )?a fair cop"
    r"|(?:fine|alright|ok|okay|yes),? i (?:took|stole|did) it)\b",
    re.IGNORECASE,
)
_DEFERS = re.compile(
    r"\b(?:(?:it'?s|that'?s) (?:all )?up to you|(?:it'?s )?your (?:call|decision)"
    r"|it'?s your (?:ship|show|boat|choice)"
    r"|your (?:ship|show|boat|house|game|town|shop|inn),? your (?:rules|call)"
    r"|you (?:decide|choose|pick|know best|make the call)|whatever you (?:think|say|decide|want|reckon)"
    r"|(?:i'?ll )?leave (?:it|that|this|the decision) (?:up )?to you|as you (?:wish|like|see fit|think best)"
    r"|you'?re the (?:captain|boss|skipper|chief|expert)|i'?ll (?:go along with|do) whatever you"
    r"|you do you"
    r"|(?:it'?s |that'?s )?not (?:my (?:call|decision|place to (?:say|decide))|for me to (?:say|decide))"
    r"|take it up with (?:your|the) \w+"
    r"|let (?!me\b|us\b)(?:the )?[\w']+ (?:make the call|decide|choose|call it|have the (?:final )?say))\b",
    re.IGNORECASE,
)
_STALLS = re.compile(
    r"\b(?:hold on|hang on|bear with me"
    r"|(?:one|just a|wait a|give me a|gimme a) (?:sec|second|moment|minute|mo)"
    r"|(?:let me|lemme) (?:find|look for|dig out) (?:it|them|my \w+)|where did i put (?:it|them|my \w+))\b",
    re.IGNORECASE,
)
_FOUND_IT = re.compile(
    r"\b(?:here (?:it|they|you)(?:'s| is| are| go)|found (?:it|them)|got (?:it|them))\b", re.IGNORECASE
)
"""A stall that ends in the thing found ("hold on, here it is") stalls no more."""
_END = r"(?=\W*$|\s*[,.!;])"
"""The clause ends here: "im out" and "I'm not going anywhere", not "I'm out of breath"."""
_PERSISTS = re.compile(
    r"\b(?:(?:i'?m|im|i am|we'?re|we are) not (?:giving up|quitting|stopping now)"
    r"|(?:i|we) (?:won'?t|will not|never) (?:give up|quit)|never give up"
    r"|not (?:giving up|quitting) (?:now|yet)"
    r"|keep (?:trying|at it)|(?:one more|another) (?:go|try|shot)|give it another (?:go|try|shot)"
    r"|try (?:it )?again|(?:i can|i'?ll|i will|let me) do better(?: this time| next time)?)\b",
    re.IGNORECASE,
)
"""The player will not give up: tries again ("I'm not giving up on this generator", "one more go")."""
_NOT_AGAIN = re.compile(
    r"(?<!\bwhy )\b(?:not|never|won'?t|wont|will not|don'?t|dont|can'?t|cant|ain'?t)\b[^,.;!?]*?"
    r"\b(?:(?:one more|another) (?:go|try|shot)|try (?:it )?again|keep (?:trying|at it))\b",
    re.IGNORECASE,
)
"""Trying again refused ("I won't have another go at the dog", "I'm not trying again"): no persisting — the
no is said of the option that tries again."""
_QUITS = re.compile(
    rf"\b(?:(?:i'?m|im|i am) (?:out{_END}|outta here|out of here|done with (?:this|it))"
    r"|i quit|quitting|i give up|not worth (?:it|the (?:hassle|bother|trouble|risk|grief|aggro))"
    r"|forget (?:it|this)|forget (?:i|we) (?:said|asked|mentioned)(?: (?:anything|it|that))?"
    r"|keep your (?:little )?secrets?|(?:way )?(?:above|beyond) my pay ?grade"
    r"|(?:better|let'?s|i'?ll|i will|i should|we should|gonna) (?:just )?drop it"
    r"|(?:screw|sod|stuff|blow) (?:this|it)|(?:i'?m|im) going home|call it a (?:day|night))\b"
    r"|\bnever ?mind\W*$",
    re.IGNORECASE,
)
"""The player gives up on the whole business ("nah this place is creepy, im out", "whatever dude, not worth
the hassle", "stupid bird, forget it"; since session 47 "fine, keep your secrets" and "forget I said
anything": tuning +1, nothing else moved)."""
_STAYS = re.compile(
    rf"\b(?:(?:i'?m|im|i am|we'?re|we are) (?:not|never) (?:going|leaving|budging|moving)"
    rf"(?: (?:anywhere|from here|from this spot|an inch))?{_END}"
    rf"|(?:(?:i'?m|im|i am|we'?re|we are) staying|(?:i'?ll|we'?ll|i will|we will) stay)"
    rf"(?: (?:put|here|right here|with (?:you|her|him|them)))?{_END}"
    r"|(?:not|ain'?t|aint) (?:budging|shifting|going anywhere)|staying put)",
    re.IGNORECASE,
)
"""The player stays where they are ("I've got you, Ingrid. I'm not going anywhere.", "we're staying put")."""
_DECLINES = re.compile(
    r"\b(?:(?:(?:that'?s|thats|that is|it'?s|its|it is) )?not my (?:problem|job|concern|responsibility"
    r"|department|circus|fight|place)"
    r"|(?:get|find|ask|try) (?:someone|somebody) else|(?:that'?s|thats|it'?s|its) (?:your|his|her|their)"
    r" (?:job|problem|lookout)|count me out|not interested)\b",
    re.IGNORECASE,
)
"""The player turns down what is asked of them ("nah sorry, not my problem, get someone else"). Session 43:
first contact +1, nothing else moved."""
_APOLOGISES = re.compile(
    # "I'm not sorry, I'd make that call again" stands by it
    r"\b(?<!not )(?<!never )(?<!n't )(?<!nt )"
    r"(?:(?:i'?m|i am|im) (?:so |really |very |truly |awfully )?sorry|sorry|soz|my bad|my apologies"
    r"|i apologi[sz]e|(?:that|it) was (?:out of (?:line|order)|uncalled for|wrong of me)|i shouldn'?t have)\b"
    # sympathy ("sorry for your loss", "sorry to hear it") and an excuse ("sorry, I can't") are no apology
    r"(?! (?:for|about) (?:your|the|her|his|their) loss| to hear| to wake"
    r"|,? (?:but )?(?:i|we) (?:can'?t|cannot|have to|need to|must|won'?t))",
    re.IGNORECASE,
)
"""The player apologises ("my bad, chef", "that was out of line", "soz 12 didnt mean 2 get u in trouble").
Session 47: tuning +1 and one wrong action fewer, first contact +4, nothing else moved."""
_THANKS = re.compile(
    r"(?<!no )(?<!no, )\b(?:thank you|thanks|thank u|thx|ty|cheers|much obliged|i owe you"
    r"|couldn'?t have (?:done|managed) (?:it|this|that )?without you)\b(?!,? (?:but|anyway|though)\b)",
    re.IGNORECASE,
)
"""The player thanks someone ("Thank you. I couldn't have managed without you.") — not "no thanks", nor
"thanks, but…". Session 47: tuning +1, nothing else moved."""
_PRAISES = re.compile(
    r"\b(?:(?:is|are|looks?|'s|'re) (?:absolutely |so |really |truly |just )?"
    r"(?:massive|huge|gorgeous|beautiful|lovely|stunning|fantastic|amazing|impressive|magnificent|incredible|wonderful|brilliant|enormous"
    r"|gigantic|superb)|what an? (?:beauty|whopper|stunner|beaut))\b",
    re.IGNORECASE,
)
"""The player admires something ("that marrow is absolutely massive tho", "what a whopper"). Session 47:
first contact +1, nothing else moved."""
_ANSWERS_THE_DOOR = re.compile(
    r"^\W*(?:(?:just |hang on,? |hold on,? )?(?:a|one) (?:moment|minute|sec(?:ond)?)\W+(?:[\w']+\W+)?)?"
    r"(?:i'?m |im )?coming\W*$|^\W*who'?s (?:there|that|knocking)\W*$",
    re.IGNORECASE,
)
"""The player answers a knock ("coming!", "just a moment, gentlemen, I'm coming", "who's there?") — read
before stalling, which "just a moment" alone is. Session 47: tuning +3, nothing else moved."""
_DONE = re.compile(
    r"\b(?:(?:that|this) covers it|(?:i'?ve|i have) (?:got )?(?:everything|all) (?:i need|i needed|i wanted)"
    r"|(?:i'?ve|i have) (?:asked|heard) (?:\w+ )?enough|no more (?:questions|qs)"
    r"|(?:that'?s|thats) (?:all|everything)(?: for now)?\W*$|nothing (?:further|else|more)(?: for now)?\W*$"
    r"|(?:i )?(?:don'?t|do not) need anything (?:else|more))\b",
    re.IGNORECASE,
)
"""The player has asked all they want ("I think that covers it", "ok no more qs", "no, I don't need anything
else, Len"). Session 47: tuning +5, nothing else moved."""
_ASKS_THE_TERMS = re.compile(
    r"\bwhat'?s the (?:catch|job|gig|deal)\b|\bwhat'?s in it for (?:you|ya|u)\b"
    r"|\bwhat (?:do|d'?) (?:you|ya|u) (?:want|need) (?:from|with|of) me\b"
    r"|\bwhat (?:do|d'?) (?:you|ya|u) (?:want|need) me for\b|\bwhat do (?:you|ya|u) want in return\b",
    re.IGNORECASE,
)
"""The player asks what an offer asks of them ("what's the catch?", "what do you need me for?", "what's in it
for you"). Session 48."""
_LEAVES_BE = re.compile(
    r"\b(?:let (?:you|him|her|them) (?:work|get on(?: with it)?|crack on|be|carry on)"
    r"|leave (?:you|him|her|them) (?:to it|be|alone|in peace|to (?:your|his|her|their) \w+))\b",
    re.IGNORECASE,
)
"""The player leaves someone be ("I'll let you work", "right, thanks, I'll let you get on", "okay... I'm
sorry. I'll leave you alone for a bit") — read first, before the apology or thanks said with it. Session 47:
tuning +2, first contact +1, nothing else moved."""
_PERMITS = re.compile(
    # "go ahead" said to someone, not "I'll go ahead (of you)"
    r"\b(?:(?<!i'll )(?<!i will )(?<!we'll )(?<!let me )go ahead(?! of\b)|be my guest|help yourself"
    r"|(?:see|look|check) for yourself|if you must|by all means|knock yourself out|feel free"
    r"|(?:it'?s|they'?re) all yours|you can have a go"
    r"|take (?:all )?the time you need)\b",
    re.IGNORECASE,
)
"""The player lets someone do what they ask to ("be my guest, officer", "fine, look for yourself", "ok fine,
you can have a go"). Session 48."""
_FUSSES = re.compile(
    r"\bwho'?s a (?:good|lovely|clever|pretty|sweet|beautiful|gorgeous|handsome) (?:boy|girl|lad|lass)\b"
    r"|\bgood (?:boy|girl|doggy?|kitty|puppy)\W*$",
    re.IGNORECASE,
)
"""The player makes a fuss of an animal ("hello Duchess, who's a lovely girl then"). Session 48."""
_HURRIES = re.compile(
    r"\b(?:(?:i'?m|im|i am|we'?re|we are) not"
    r" (?:waiting|hanging (?:about|around|on)|sitting (?:about|around))"
    r"|(?:i|we|she|he|they|it|this|that) (?:can'?t|cannot|won'?t|will not) wait\b(?! to\b)"
    r"|no time to (?:wait|lose|waste)|no (?:more )?waiting|(?:can'?t|cannot) afford to wait"
    r"|not waiting (?:around|about|any longer|any more|anymore))\b",
    re.IGNORECASE,
)
"""The player will not wait ("No. We're not waiting ten minutes.", "she can't wait for the paperwork") — not
"I can't wait to see it", which is eager."""
_ASKED_OR_SUPPOSED = re.compile(r"\?\W*$|\b(?:if|whether|unless|suppose|supposing)\b", re.IGNORECASE)
"""A question or a supposition: giving up or staying weighed, not done."""
_LINE_STANCES: tuple[tuple[Stance, re.Pattern[str]], ...] = (
    ("door", _ANSWERS_THE_DOOR),
    ("leave_be", _LEAVES_BE),
    ("secret", _SECRET),
    ("silent", _SILENT),
    ("withhold", _WITHHOLDS),
    ("deny", _DENIES),
    ("confess", _CONFESSES),
    ("defer", _DEFERS),
    ("stall", _STALLS),
    ("persist", _PERSISTS),
    ("quit", _QUITS),
    ("stay", _STAYS),
    ("decline", _DECLINES),
    ("apologise", _APOLOGISES),
    ("thank", _THANKS),
    ("praise", _PRAISES),
    ("done", _DONE),
    ("terms", _ASKS_THE_TERMS),
    ("permit", _PERMITS),
    ("fuss", _FUSSES),
    ("hurry", _HURRIES),
)

_WITHHOLDING_OPTION = re.compile(
    r"^\W*(?:i'?d rather not|i would rather not|i'?d prefer not|no comment|none of your business|not telling"
    r"|i'?m not (?:telling|saying)|i won'?t (?:tell|say)|that'?s (?:private|personal|my business)"
    r"|refuse to (?:answer|say|tell|talk)|decline to (?:answer|say|comment)|mind your own|(?:politely )?dodge"
    r"|evade)\b",
    re.IGNORECASE,
)
_SILENT_OPTION = re.compile(
    r"^\W*(?:\w+ly\s+)?(?:(?:offer|promise|agree|swear) to )?"
    r"(?:say nothing|stay (?:silent|quiet)|keep (?:silent|quiet|mum|your mouth shut)"
    r"|keep (?:it|this|that|things) (?:quiet|hushed|hush-hush|mum|schtum|shtum)"
    r"|remain silent|(?:don'?t|do not) (?:answer|reply|say anything)|ignore (?:the|her|his|their) question"
    r"|(?:say|answer|reply) (?:nothing|not a word)|hold your tongue|silence)\b"
    # a deed done and nothing said: "Keep your side of the bargain and say nothing"
    r"|\band (?:say nothing|keep (?:quiet|silent|mum|schtum|shtum)|stay (?:quiet|silent))\W*$",
    re.IGNORECASE,
)
_DENYING_OPTION = re.compile(
    r"\b(?:deny|denies|innocent|not guilty|wasn'?t me|was not me|(?:didn'?t|did not|never) (?:do|take|took"
    r"|steal|stole|touch|touched)|nothing to do with|framed|the wrong (?:man|woman|person))\b",
    re.IGNORECASE,
)
_CONFESSING_OPTION = re.compile(
    r"^\W*(?:confess|admit (?:it|everything|the truth|that you|you)|own up|come clean|it was me|i did it"
    r"|i took it|i stole it|plead guilty)\b",
    re.IGNORECASE,
)
_SECRET_OPTION = re.compile(
    r"\b(?:keep (?:\w+ ){0,2}(?:a )?secret|keep (?:the|his|her|their|your|my) secret|keep quiet about"
    r"|promise not to tell|swear (?:\w+ )?to secrecy"
    r"|keep (?:it|this|that|them) to (?:yourself|myself|himself|herself|themselves)"
    r"|not a word (?:to|about)"
    r"|keep (?:it|this|that) between (?:us|ourselves|you and me)"
    r"|(?:won'?t|will not|not to) tell (?:anyone|a soul|the \w+))\b",
    re.IGNORECASE,
)
_DEFERRING_OPTION = re.compile(
    r"\blet (?:the |old )?[\w']+ (?:[\w']+ )?(?:decide|choose|handle|deal with it|sort it|make the call)\b"
    r"|\bleave (?:it|this|that|the decision) (?:up )?to\b|\bdefer to\b"
    r"|\bbetween you and (?:your|the) \w+\b",
    re.IGNORECASE,
)
_STALLING_OPTION = re.compile(
    r"^\W*(?:\w+ly\s+)?(?:stall|play for time|buy (?:some )?time|pretend to (?:look|search|hunt) for)\b",
    re.IGNORECASE,
)
_QUITTING_OPTION = re.compile(
    r"\b(?:give up|quit|call it a (?:day|night)|throw in the towel|walk away|(?:turn (?:\w+ )?(?:around|back)"
    r" and |just )?go home|head home|forget (?:it|about it)|not (?:paid|worth) enough|not worth it)\b"
    r"|^\W*(?:\w+ly\s+)?(?:leave it|let it go|drop it)\W*$|^\W*(?:\w+ly\s+)?back down(?:\W*$|,|\s+and\b)",
    re.IGNORECASE,
)
"""An option that gives the business up: "Give up", "Shrug and walk away", "Turn around and go home", "Leave
it", "I'm not paid enough for this", "Back down"."""
_PERSISTING_OPTION = re.compile(
    r"^\W*again\W*$|\btry (?:\w+ ){0,3}again\b"
    r"|\b(?:keep (?:trying|at it)|one more (?:go|try)|another (?:go|try))\b",
    re.IGNORECASE,
)
"""An option that tries again: "Again.", "Read the card on the lid and try again properly"."""
_STAYING_OPTION = re.compile(
    r"^\W*(?:\w+ly\s+)?(?:stay|remain)\b"
    r"(?! (?:away|out|off|on the|clear|back|behind|silent|quiet|mum|calm|still|hidden|low)\b)"
    r"|\b(?:refuse to leave|you'?re staying|stay put|hold (?:firm|your ground)|not going anywhere"
    r"|not budging)\b",
    re.IGNORECASE,
)
"""An option that stays: "Stay with her until the shaking stops", "Refuse to leave", "Hold firm"."""
_REVEALING_OPTION = re.compile(
    r"^\W*(?:\w+ly\s+)?(?:tell|report|inform|warn|alert|betray|expose|reveal|give (?:\w+ )?away"
    r"|(?:hand|turn|give) (?:\w+ )?(?:over|in|up)|take (?:\w+ ){1,2}(?:up |back |down )?to)\b",
    re.IGNORECASE,
)
"""An option that gives a secret away: telling, reporting, handing someone over ("Take Pip up to the
captain") — what a line that keeps the secret does not mean."""
_TURNING_DOWN_OPTION = re.compile(
    r"^\W*(?:\w+ly\s+)?(?:refuse|decline|turn (?:[\w']+ ){0,4}down|say no)\W*$"
    r"|\bnot my (?:job|problem|business|concern)\b|\b(?:that'?s|it'?s) (?:your|his|her|their) job\b",
    re.IGNORECASE,
)
"""An option that turns down what is asked and says nothing else: "Refuse", "Not my job. Walk away.",
"That's your job, not mine." """
_APOLOGISING_OPTION = re.compile(
    r"^\W*(?:\w+ly\s+)?(?:(?:back down and |go after \w+ and |find \w+ and )?(?:apologi[sz]e|say sorry)"
    r"|tell \w+ (?:you'?re|you are) sorry(?! for (?:her|his|their|your) loss))\b"
    # an apology said aloud — not a polite "Sorry, is there a dog in there?" before a question
    r"|^\W*[\"“]?(?:i'?m (?:so |very )?sorry|sorry)\b"
    r"(?! to wake| for (?:your|her|his|their) loss)(?![^?]*\?)",
    re.IGNORECASE,
)
"""An option that apologises: "Apologise to Teo", "Back down and apologise", "Go after him and say sorry",
``"I'm sorry, Kofi. I should have listened to you."`` — not "Tell her the whole sorry story", nor sympathy
("Tell Oddny you are sorry for her loss")."""
_THANKING_OPTION = re.compile(r"^\W*(?:\w+ly\s+)?thank\b|^\W*[\"“]?(?:thank you|thanks)\b", re.IGNORECASE)
"""An option that thanks someone: "Thank Silas", "Thank her and go", ``"Thank you, Father."``."""
_PRAISING_OPTION = re.compile(r"^\W*(?:\w+ly\s+)?(?:admire|praise|compliment)\b", re.IGNORECASE)
"""An option that admires something: "admire the prize-winning marrow", "Praise the mural"."""
_DOOR_OPTION = re.compile(
    r"^\W*(?:\w+ly\s+)?(?:answer(?: the (?:door|knock))?|open (?:the|your) door|get the door)\W*$",
    re.IGNORECASE,
)
"""An option that answers a knock, and says nothing else: "Answer", "Open the door"."""
_DONE_OPTION = re.compile(
    r"^\W*[\"“]?(?:nothing (?:further|else|more)|that'?s (?:all|everything)|no more questions"
    r"|no,? i'?m (?:fine|good|ok))\b",
    re.IGNORECASE,
)
"""An option that ends the questions: "Nothing further.", ``"That's everything, Judge."``, ``"No, I'm fine,
thank you."``."""
_TERMS_OPTION = re.compile(
    r"\bwhat (?:the (?:job|catch|deal) is|(?:do|does) (?:you|he|she|they) want (?:for|in return|from)"
    r"|(?:he|she|they) wants? (?:for|in return))\b|\bwhat'?s (?:the catch|in it for)\b",
    re.IGNORECASE,
)
"""An option that asks what an offer asks in return: "ask Sparrow what the job is", ``"And what do you want
for that?"``."""
_PERMITTING_OPTION = re.compile(
    r"^\W*(?:let (?:him|her|them|(?-i:[A-Z])\w+)\b(?! (?:go|be|down|in|out|off)\b)|allow\b"
    r"|open (?:a|the|one|your|my) (?:crate|case|box|bag|trunk|chest|suitcase|hatch|lid|hold)s?\b"
    r"|show (?:him|her|them) (?:the|your|my|inside)\b)",
    re.IGNORECASE,
)
"""An option that lets someone do what they ask, or opens a thing to their look: "Let her finish", "Let Tomas
take over", "Open a crate" (to a customs man who wants to look)."""
_FUSSING_OPTION = re.compile(
    r"^\W*(?:\w+ly\s+)?(?:pat|stroke|pet|scratch|cuddle|fuss over|make a fuss of)\b", re.IGNORECASE
)
"""An option that makes a fuss of an animal: "Pat the goat", "Stroke the cat"."""
_LEAVING_BE_OPTION = re.compile(
    r"\bleave (?:him|her|them|(?-i:[A-Z])\w+) (?:to (?:it|(?:his|her|their) \w+|stew)|be|alone|in peace)\b",
    re.IGNORECASE,
)
"""An option that leaves someone be: "Leave him to it and go back up", "Leave Priya to it", "Tell him you're
sorry and leave him be" — not "Leave it alone" (a thing, not a person)."""
_HURRYING_OPTION = re.compile(
    # not a question, nor a deed put off ("Leave it for now", "Not now", "I can't talk now")
    r"^(?!.*\?)(?!\W*(?:ask|what|where|when|why|how)\b)"
    r"(?!.*\b(?:wait|later|a bit much|can'?t|cannot|not now)\b)"
    r".*(?:\b(?:right now|right away|straight away|immediately|this minute|without waiting)\b"
    r"|(?<=\w )(?<!is )(?<!are )(?<!for )(?<!just )(?<!from )now\b|(?<=\w[,.!] )now\W*$"
    r"|\banyway\b(?=\W*$|\W*(?:and|but)\b|\s*[;,])|\bregardless\b)",
    re.IGNORECASE,
)
"""An option that does it now, or whatever the reason to wait: "Call it now, Niamh. Please.", "Give Ivy her
dose now and get the signature afterwards", "Call Mountain Rescue anyway" — not "Now stay here by the stove"
or "Leave it for now"."""
_LINE_PATTERNS = dict(_LINE_STANCES)
_OPTION_STANCES: tuple[tuple[Stance, re.Pattern[str]], ...] = (
    ("secret", _SECRET_OPTION),
    ("silent", _SILENT_OPTION),
    ("withhold", _WITHHOLDING_OPTION),
    ("deny", _DENYING_OPTION),
    ("confess", _CONFESSING_OPTION),
    ("defer", _DEFERRING_OPTION),
    ("stall", _STALLING_OPTION),
    ("persist", _PERSISTING_OPTION),
    ("quit", _QUITTING_OPTION),
    ("stay", _STAYING_OPTION),
    ("decline", _TURNING_DOWN_OPTION),
    ("apologise", _APOLOGISING_OPTION),
    ("thank", _THANKING_OPTION),
    ("praise", _PRAISING_OPTION),
    ("door", _DOOR_OPTION),
    ("done", _DONE_OPTION),
    ("leave_be", _LEAVING_BE_OPTION),
    ("terms", _TERMS_OPTION),
    ("permit", _PERMITTING_OPTION),
    ("fuss", _FUSSING_OPTION),
    ("hurry", _HURRYING_OPTION),
)
_KIN: dict[Stance, tuple[Stance, ...]] = {
    "silent": ("withhold", "secret"),
    "withhold": ("silent", "secret"),
    "secret": ("withhold", "silent"),
    # "I think I've heard enough from him" where no option ends the questions: leave him be
    "done": ("leave_be",),
}
"""Stances that stand in for one another, nearest first, where no option takes the line's own."""


def _plain(text: str) -> str:
    return " ".join(text.replace("’", "'").replace("‘", "'").split())


_WORDLESS = re.compile(r"^\W*(?:\.{2,}|…+)\W*$")
"""A line of dots ("...") to a question: saying nothing."""
_PASS = re.compile(r"^\W*(?:i'?ll )?pass(?: on that)?\W*$", re.IGNORECASE)
"""A bare "pass" to a question: not answering it."""


def line_stance(text: str) -> Stance | None:
    """The stance a line takes to a question put to the player, if it takes one ("no comment" →
    ``withhold``; "I'm innocent" → ``deny``; "..." keeps silent, a bare "pass" withholds); the first that
    fits, silence before withholding."""
    if _WORDLESS.match(text):
        return "silent"
    if _PASS.match(text):
        return "withhold"
    said = _plain(text)
    stance = next((stance for stance, pattern in _LINE_STANCES if pattern.search(said)), None)
    if stance in ("persist", "quit", "stay") and _ASKED_OR_SUPPOSED.search(said):
        return None  # "what happens if I give up?" weighs giving up; it does not give up
    if stance == "persist" and _NOT_AGAIN.search(said):
        return None
    return None if stance == "stall" and _FOUND_IT.search(said) else stance


def option_stances(label: str) -> frozenset[Stance]:
    """Every stance an option takes ("Say nothing and let the captain decide" keeps silent and defers)."""
    said = _plain(label)
    return frozenset(stance for stance, pattern in _OPTION_STANCES if pattern.search(said))


def taking_stance(stance: Stance | None, labels: Sequence[str]) -> frozenset[int]:
    """Which of the options (by their labels, in order) take ``stance``: those that take it exactly, or —
    for keeping a secret, withholding and keeping silent, where none does — those that take its nearest kin
    ("I won't tell anyone" to an interrogator withholds; "I won't say a word" to a stowaway keeps his
    secret)."""
    if stance is None:
        return frozenset()
    stances = [option_stances(label) for label in labels]
    for kind in (stance, *_KIN.get(stance, ())):
        taking = frozenset(i for i, s in enumerate(stances) if kind in s)
        if taking:
            return taking
    return frozenset()


_ASIDE = frozenset(
    ("officer", "inspector", "detective", "sir", "madam", "ma'am", "mate", "look", "listen", "sorry", "ok",
     "okay", "fine", "alright", "honest", "honestly", "swear", "told", "tell", "said", "say", "already",
     "again", "thing", "anything", "whatever", "more", "time", "still", "ever", "really", "truth", "nah",
     "nope", "dude", "man", "lol", "eh", "then", "fair", "enough")
)  # fmt: skip
"""Words that may stand beside a stance without saying anything of their own ("I'm innocent, I swear")."""


def _rest(text: str, stance: Stance) -> frozenset[str]:
    """The content words of ``text`` once the stance is taken out of it."""
    return content_words(_LINE_PATTERNS[stance].sub(" ", _plain(text))) - _ASIDE


def stance_answer(text: str, candidates: Sequence[IntentCandidate]) -> IntentDecision | None:
    """The one option that takes the stance a line takes, when the line says nothing else that points at an
    option ("that's private" → ``"I'd rather not say."``, "I'm innocent, I swear" → ``"I didn't take it."``);
    ``None`` otherwise — two such options, none, or a word of another option in the line ("I didn't do it,
    ask Hooper"), and the line is matched as usual."""
    stance = line_stance(text)
    taking = taking_stance(stance, [c.texts[0] for c in candidates])
    if stance is None or len(taking) != 1:
        return None
    (index,) = taking
    others = content_words(" ".join(t for i, c in enumerate(candidates) if i != index for t in c.texts))
    # whom the line is said to names no option: "I'll leave you in peace, Ferdie" beside *Look in Ferdie's
    # rucksack*
    rest = _rest(without_address(text, story_names(candidates)), stance)
    if rest & others or len(rest) > 2:
        return None
    option = candidates[index]
    ranked = (RankedOption(key=option.key, label=option.label, score=1.0),)
    return IntentDecision(outcome="matched", key=option.key, score=1.0, margin=1.0, options=ranked)


def gives_away(label: str) -> bool:
    """An option that gives a secret away ("Tell the captain about the stowaway", "Hand Pip over") and does
    not itself promise to keep one."""
    said = _plain(label)
    return _REVEALING_OPTION.search(said) is not None and _SECRET_OPTION.search(said) is None
