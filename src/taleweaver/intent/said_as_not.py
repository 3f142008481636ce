"""Lines said with a "not" that refuse nothing, said plainly before the negation rules read them.

A yes ("why don't we ask her?", "I wouldn't mind a look", "not a bad idea"), insisting ("I'm not leaving
without the book" → "I want the book"), a promise, comfort ("don't be scared" → "it's alright"), a plea, a
polite question, a manner ("don't make a sound" → "without a sound") or someone else's doubt ("granny won't
believe this") — and a no said without one ("the last thing we need is a panic" → "no panic"): each is a
phrase table entry (pattern, plain words), read by :mod:`taleweaver.intent.refusal`
and, through it, the menu. Hand-written for taleweaver from common English. Pure.
"""

from __future__ import annotations

import re

SAID_AS_NOT: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), plain)
    for pattern, plain in (
        (r"\bwhy (?:don'?t|do not|dont) (?:we|i|you|us)\b", "let's"),
        # determination: "I'm going up there whether he likes it or not"
        (
            r"\bwhether (?:or not )?(?:\w+ )?(?:likes?|wants?|like|want) (?:it|that|this)(?: or not)?\b",
            "anyway",
        ),
        # the threat after a demand: "fifty-fifty or no deal", "half or forget it"
        (r"\bor (?:no deal|forget (?:it|the whole thing)|nothing)\W*$", "or else"),
        # a question tag asks, it refuses nothing: "u swapped it didnt u" → "you swapped it, right?"
        (
            r"(?<=\w)\W*\s(?:didn'?t|don'?t|doesn'?t|isn'?t|aren'?t|wasn'?t|weren'?t|haven'?t|hasn'?t|won'?t"
            r"|wouldn'?t|can'?t|couldn'?t|shouldn'?t) (?:you|u|ya|he|she|it|they|we|there)(?=\W*$|\s*\?)",
            ", right",
        ),
        (r"\b(?:i )?(?:don'?t|do not) mind if i do\b", "yes please"),
        # asking leave: "you don't mind if I look around?"
        (r"\b(?:you )?(?:don'?t|do not|wouldn'?t|would not) mind if (?:i|we)\b", "may I"),
        (r"\b(?:i )?(?:wouldn'?t|would not|don'?t|do not) mind\b", "sure, I'm happy"),
        # a suggestion asked with a not: "shouldn't we ask her?", "wouldn't it be better to wait?"
        (r"\b(?:shouldn'?t|couldn'?t|can'?t|oughtn'?t|mightn'?t) (?:we|i)\b", "let's"),
        # and to the one listening: "can't you jump on a hire bike?", "cud u not just walk from there"
        (r"\b(?:can'?t|cant|couldn'?t|couldnt) (?:you|u|ya)\b(?!\W*$)", "could you"),
        (r"\b(?:could|cud|can) (?:you|u|ya) not just\b", "could you just"),
        (r"\bwouldn'?t it be (?:better|nicer|nice|lovely|good|great|best|wiser|fun|easier) to\b", "let's"),
        (r"\bisn'?t it (?:about )?time (?:we|i|to)\b", "let's"),
        # someone else's work named as a question: "isn't this a job for the coastguard?"
        (r"\b(?:isn'?t|is not) (?:this|that|it) (?:a )?job for\b", "this is a job for"),
        (r"\b(?:don'?t|do not) you think (?:we|i) (?:should|could|ought to|might)\b", "let's"),
        (
            r"\b(?:i )?(?:wouldn'?t|would not|won'?t|will not|(?:i'?d |i would |i'?ll |i will )?never"
            r") say no to\b|\bwho (?:says|would say) no to\b",
            "sure, I'd like",
        ),
        (r"\b(?:i )?(?:can'?t|cannot|can not) wait to\b", "I want to"),
        # what can wait and what can't: "the press can wait, the bees can't" puts the press off and the
        # bees first; "those kids can't wait on some lock-keeper" is the kids first — urgency, no refusal
        (
            r"(\bcan wait\b[^.!?]{0,80}?[,;]\s*(?:but |and )?)"
            r"((?:the |those |these |this |that |my |our )?[a-z']+)"
            r" (?:can'?t|cannot|can not)(?: wait)?\W*$",
            r"\1\2 first",
        ),
        (
            r"\b((?:the|this|that|these|those|your|his|her|their|my|our) [a-z']+(?: [a-z']+)?) can wait\b"
            r"(?=\s*(?:[,.;!?]|$|but\b|and\b))",
            r"not \1 now,",
        ),
        (
            r"\b(?!i\b)([a-z']+) (?:can'?t|cannot|can not) wait\b(?! to\b)(?:,? (?:for|on) [^,.!?]*)?",
            r"\1 first",
        ),
        (r"\b(?:it )?(?:can'?t|cannot|couldn'?t|wouldn'?t|won'?t) hurt to\b", "let's"),
        # a little more time that harms no one is time to give: "another minute won't hurt her"
        (
            r"\b((?:a|another|one more|a few more|a couple more|two more|five more|ten more)"
            r" (?:minute|min|moment|second|sec|tick|hour)s?)"
            r" (?:can'?t|cannot|couldn'?t|wouldn'?t|won'?t|will not) (?:hurt|harm|kill)"
            r"(?: (?:her|him|them|anyone|anybody|us|you|it))?\b",
            r"\1 is fine",
        ),
        (
            r"\b(?:there'?s )?no harm in\b|\b(?:i )?(?:don'?t|do not|can'?t) see (?:any|the) harm in\b",
            "let's try",
        ),
        (r"\b(?:that'?s |it'?s )?not (?:a )?bad (?:idea|plan|shout)\b", "good idea"),
        (r"\b(?:that'?s |it'?s )?not (?:too |half |so )?bad\b", "good"),
        (
            r"\b(?:i )?(?:wouldn'?t|would not|i'?d not|i would not|not going to|not gonna) miss"
            r" (?:it|this|that)(?: for the world)?\b|\bno way (?:i'?m|i am|am i) missing (?:it|this|that)\b",
            "count me in",
        ),
        (r"\b(?:i )?(?:don'?t|do not) see why not\b", "alright"),
        (r"\bwhy (?:wouldn'?t|would not) i\b", "yes"),
        (r"\b(?:i )?(?:have|got) no (?:objection|problem)s?(?: with (?:that|it))?\b", "alright"),
        (
            r"\b(?:(?:you )?(?:don'?t|do not) (?:have|need)|no need) to ask (?:me )?twice\b",
            "count me in",
        ),
        (r"\bno time like the present\b", "let's do it now"),
        # insisting: "I'm not saying anything without my lawyer", "I'm not leaving without the book"
        (
            r"\b(?:i'?m not|i am not|i won'?t|i will not|i'?m never|i never|not"
            r"|i (?:can'?t|cannot|couldn'?t)(?: possibly)?)\s+"
            r"(?:going (?:anywhere|to \w+)|\w+)"
            r"(?: (?:anything|anywhere|a word|a thing|another word|another step|one more (?:word|step)"
            r"|more))?"
            r"(?: (?:else|again|here|now|home|back|out|in))?\s+without\s+(?!\w+ing\b)",
            "I want ",
        ),
        # insisting on a deed first: "I'm not leaving until I've seen the cellar", "not leaving empty-handed"
        (
            r"\b(?:i'?m not|i am not|i won'?t|i will not|not)\s+(?:leaving|leave|going(?: anywhere)?"
            r"|go(?: anywhere)?|budging|budge|moving|move)\s+(?:until|till|before|unless)\s+"
            r"i(?:'ve| have| do| get)?\s+",
            "I want to ",
        ),
        (
            r"\b(?:i'?m not|i am not|i won'?t|not) (?:leaving|going home|leave|go home) empty-?handed\b",
            "I want to buy",
        ),
        (r"\b(?:i )?(?:won'?t|will not) take no for an answer\b", "I insist"),
        # a promise to stand by someone: "I won't let anything happen to you", "I'd never leave you"
        (
            r"\b(?:i )?(?:won'?t|will not|wouldn'?t|would not|(?:i'?d |i would |i'?ll |i will )?never"
            r"|can'?t|cannot|i'?m not going to|i'?m not gonna)"
            r" let (?:anything|anyone|anybody|them|him|her|it) (?:bad )?"
            r"(?:happen to|hurt|harm|touch|take) (?:you|her|him|them|it)\b",
            "I'll protect",
        ),
        (
            r"\b(?:i )?(?:can'?t|cannot|won'?t|will not|i'?m not going to|i'?m not gonna|i'?m not)"
            r" let(?:ting)? you (?:\w+ )?(?:\w+ )?(?:alone|on your own|by yourself)\b"
            r"|\byou (?:won'?t|will not) be alone\b"
            r"|\byou (?:don'?t|do not) have to (?:do|face|carry) (?:this|that|it) alone\b",
            "I'll come and help",
        ),
        (
            r"\b(?:i'?d|i would|i'?ll|i will) never (?:leave|abandon|desert) (?:you|her|him|them)\b",
            "I'll stay with",
        ),
        (r"\bnot on my watch\b", "I'll stop it"),
        # wanting it, said with a not: "I couldn't leave it behind", "can't go wrong with a classic"
        (
            r"\b(?:i )?(?:couldn'?t|can'?t|cannot|won'?t) leave (?:it|that|them|this|him|her) behind\b",
            "I'll take",
        ),
        (r"\b(?:i )?(?:don'?t|do not) (?:want|wanna) (?:to )?miss (?:out|it|this|that)\b", "count me in"),
        (r"\b(?:i'?d|i would) hate to miss (?:out|it|this|that)\b", "count me in"),
        (r"\b(?:you )?(?:can'?t|cannot) go wrong with\b", "I'll take"),
        (r"\b(?:don'?t|do not) let (?:it|that|them|this) go to waste\b", "I'll take it"),
        (r"\b(?:nobody|no ?one) else is (?:getting|having|taking)\b", "I'll take"),
        (r"\b(?:i )?(?:wouldn'?t|would not) have it any other way\b", "sure"),
        (r"\b(?:there'?s )?nothing (?:would|could) (?:please me more|make me happier)\b", "I'd love to"),
        (r"\b(?:there'?s )?nothing i'?d (?:like|love) more\b", "I'd love to"),
        (r"\b(?:it )?would be rude not to\b", "sure, I will"),
        (r"\b(?:i'?d|i would) be (?:a fool|silly|mad|crazy|daft|an idiot) not to\b", "sure, I will"),
        (r"\b(?:i )?(?:couldn'?t|could not) agree more\b", "I agree"),
        (r"\b(?:i )?(?:can'?t|cannot) argue with that\b", "fair enough"),
        (r"\b(?:who wouldn'?t|why ever not|how could i (?:not|say no|refuse))\b", "sure"),
        (r"\bi'?m not one to (?:say no|refuse|turn (?:that|it|this) down)\b", "sure"),
        (r"\b(?:you )?(?:don'?t|do not) (?:even )?(?:need|have) to ask\b", "sure"),
        (r"\b(?:(?:we|i)(?:'ve| have) )?(?:got )?nothing to lose\b", "let's try"),
        (
            r"\bno time to (?:lose|waste)\b|\bnot a (?:moment|second|minute) to (?:lose|waste)\b",
            "let's go now",
        ),
        # "milo, don't move!": keep still, no no to a move ("don't move the body" is left as it is)
        (
            r"\b(?:don'?t|do not) (?:you )?(?:move|budge)(?: (?:a muscle|an inch))?(?=\s*(?:[,.!;]|$))",
            "keep still",
        ),
        # "no time, just run": hurry, no no to anything ("no time for tea" still refuses the tea)
        (r"\b(?:there'?s )?no time(?: left)?(?=\s*(?:[,.!;\u2013\u2014-]|$))", "quick"),
        # "no time to chat, the coat it is": hurry, the talk put aside (alone, it asks for nothing)
        (
            r"\b(?:there'?s )?no time(?: left)? (?:to|for) (?:chat|chatting|talk|talking|natter|nattering"
            r"|explain|explaining|argue|arguing|dawdle|dawdling|hang about|mess about|faff(?:ing)? about)"
            r"(?=\s*(?:[,.!;\u2013\u2014-]|$))",
            "",
        ),
        # the player asking for a moment says nothing of the story: "sorry, doorbell, give me a sec" ("ring
        # the doorbell" keeps its bell: only a doorbell at a clause's start is the player's own; a "brb" said
        # last steps out of the story, asides.speaks_out_of_the_story)
        (
            r"\b(?:give me|gimme) (?:a|one) (?:sec|second|min|minute|mo|moment|tick)"
            r"(?=\s*(?:[,.!;\u2013\u2014-]|$))"
            r"|(?:^|(?<=[,.!;?]))\s*(?:sorry,?\s*)?(?:the |my )?doorbell(?:'s| is)?"
            r"(?: (?:going|ringing|just went|went))?(?=\s*(?:[,.!;\u2013\u2014-]|$))",
            "",
        ),
        # unseen is a manner, no refusal: "nip through the gap while no one's looking"
        (
            r"\b(?:while|whilst|when|once|before|as long as) (?:no ?one|no-one|nobody)(?:'s| is| are)?"
            r" (?:looking|watching)\b",
            "unseen",
        ),
        # a no said without one: "the last thing we need is a panic" is "no panic"
        (
            r"\b(?:the )?last thing (?:we|i|you|they|he|she|anyone|anybody|everyone) (?:need|want)s?"
            r"(?: (?:right )?now| today| tonight| here)? is(?: (?:a|an|some|more|any))?\b",
            "no",
        ),
        # agreement and thanks said with a not: "no question", "I wouldn't dream of refusing"
        (
            r"\b(?:no question(?: about it)?|no two ways about it|without (?:a|any) doubt|no kidding"
            r"|(?:i'?d|i would) be lying if i said no)\b",
            "certainly",
        ),
        (
            r"\b(?:i )?(?:wouldn'?t|would not) dream of (?:refusing|saying no)\b|\b(?:i'?d|i would) hate to"
            r" say no\b|\b(?:it'?d|it would) be a (?:shame|pity|crime|sin) not to\b"
            r"|\b(?:it'?s )?not like i(?:'ve| have)? (?:got )?anything better to do\b",
            "sure, I will",
        ),
        (r"\bnothing (?:will|can|could|would|is going to|'s going to) stop me\b", "I will"),
        (
            r"\b(?:i'?ll|i will) not rest (?:till|until)\b|\b(?:i )?won'?t rest (?:till|until)\b",
            "I'll keep at it until",
        ),
        (
            r"\b(?:no ?one|nobody|nothing|no \w+)(?:'s| is| will|'ll| shall| can)?"
            r" (?:getting|gets|get|going to get|gonna get)"
            r" (?:past|by) me\b",
            "I'll stand guard",
        ),
        (r"\b(?:i'?m|i am) not (?:scared|afraid|frightened)\b(?! (?:of|to)\b)", "I'm brave"),
        (r"\b(?<!\bno )(?<!\bno, )(?:no,? )+i insist\b", "I insist"),  # from the run's first no: linear
        (r"\bnot (?:going to|gonna) lie\b", "honestly"),
        (
            r"\b(?:no need to thank me|(?:please )?don'?t mention it|you shouldn'?t have"
            r"|(?:i )?(?:can'?t|cannot) thank you enough|(?:i )?(?:couldn'?t|could not) be happier"
            r"|never better"
            r"|(?:i )?(?:couldn'?t|could not) have (?:done|managed)(?: (?:it|this|that))? without you)\b",
            "thank you",
        ),
        (r"\bnothing (?:beats|better than)\b", "I love"),
        # all is well: "no no, nothing's wrong at all" (not "nothing's wrong with the engine": a finding)
        (
            r"\b(?:there'?s nothing|nothing(?:'s| is)) (?:wrong|the matter|amiss)"
            r"(?: (?:at all|here|really))?\W*$",
            "everything's fine",
        ),
        (
            r"\byou (?:won'?t|will not|wouldn'?t|would not) believe (?:what|this|who|how|where|the)\b",
            "let me tell you",
        ),
        (r"\bno better time than (?:now|the present)\b", "let's do it now"),
        # comfort or a plea to someone else: "don't be shy" (it's alright), "don't be hard on him"
        (
            r"\b(?:please )?(?:don'?t|do not) (?:be (?:so )?(?:scared|afraid|frightened|shy|sad)"
            r"(?: of (?:me|us))?|cry|fret|be upset)\b|\b(?:it'?s|that'?s|it was|that was) not your fault\b"
            r"|\bnone of (?:this|it|that) (?:is|was) (?:your fault|on you)\b",
            "it's alright",
        ),
        (
            r"\b(?:please )?(?:don'?t|do not) be (?:so )?(?:hard on|angry (?:with|at)|cross with|mad at|harsh"
            r" (?:on|with)|rough (?:on|with)|mean to|silly|daft|like that)"
            r"(?: (?:him|her|them|the \w+|me|us|it))?\b",
            "please",
        ),
        # keeping a secret said with a not: "mum's the word, I won't grass", "I won't tell a soul"
        (
            r"\b(?:i )?(?:won'?t|will not|ain'?t gonna|(?:'m|am) not gonna|(?:'m|am) not going to)"
            r" (?:grass|snitch|rat|squeal|tell (?:a soul|anyone|anybody|nobody))"
            r"(?: on (?:you|him|her|them))?\b",
            "I'll keep your secret",
        ),
        # keeping still or quiet is a deed, not a refusal: "keep still and say nothing", "I won't budge"
        (r"\b(?:still|quiet|put|low|down) and (?:say|do) nothing\b", "still and quiet"),
        (
            r"\b(?:i )?(?:don'?t|do not|won'?t|will not|not) (?:budge|flinch|move a muscle|move an inch)\b",
            "stay still",
        ),
        # standing firm is a deed: "I'm not backing down", "I won't back down"
        (
            r"\b(?:i'?m not|i am not|i won'?t|i will not|not) (?:backing|back) (?:down|off)\b",
            "I'll stand firm",
        ),
        # the price is too low: "that's not enough gold" (haggling, not a no)
        (r"\b(?:that'?s|it'?s|this is|that is|it is) not (?:enough|much)\b", "I want more"),
        # comfort: "it's ok, I won't hurt you"
        (
            r"\b(?:i )?(?:won'?t|will not|(?:'m|am) not (?:going to|gonna)|ain'?t gonna|not gonna)"
            r" (?:hurt|harm) (?:you|ya)\b",
            "it's alright, I'm a friend",
        ),
        # a polite question: "I don't suppose you know…", "don't you have any idea…?"
        (r"(?:\bi |^\W*)(?:don'?t|do not|dont) suppose\b", ""),
        (r"\b(?:don'?t|do not) you (know|have|think|remember|see)\b", r"do you \1"),
        (r"\bwouldn'?t you (?:say|agree)\b", ""),
        # a manner: "don't make a sound", "not a peep", "without making a noise" — quietly
        (
            r"\b(?:(?:don'?t|do not) make|without making|not making) (?:a |any )?(?:sound|noise|peep)\b"
            r"|\bnot a (?:sound|peep)\b",
            "without a sound",
        ),
        (
            r"\b(?:don'?t|do not) let (?:it|him|her|them|anyone|anybody)"
            r" (?:see|spot|notice|hear) (?:me|us)\b",
            "hide",
        ),
        # someone else's doubt or feelings, not the player's no: "granny won't believe this"
        (
            r"\b(?!(?:i|we|you)\b)(?:the |old )?[a-z]+ (?:won'?t|wouldn'?t|will not|would not|doesn'?t"
            r"|does not|didn'?t|did not) (?:believe|care|notice|mind)(?: (?:this|that|it|me|us))?\b",
            "",
        ),
    )
)
"""A yes said with a "not" in it — a suggestion ("why don't we ask her?"), a wish ("I wouldn't mind a look",
"I can't wait to see it"), agreement ("not a bad idea", "I wouldn't miss it") — is said plainly before the
negation rules read the line: it refuses nothing."""


def said_plainly(text: str) -> str:
    """``text`` with each yes said with a "not" in it said plainly ("why don't we ask her" → "let's ask
    her")."""
    for pattern, plain in SAID_AS_NOT:
        text = pattern.sub(plain, text)
    return text
