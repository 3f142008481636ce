"""The matcher's vetoes: when the best-scoring option must still not be acted on, how a terse option is
named, and how well a question fits an option that asks. Each takes the line (or its words) and the
candidates. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import cache

from taleweaver.intent.asides import steps_away
from taleweaver.intent.candidate import (
    IntentCandidate,
    RankedOption,
    names_in,
    said_aloud,
    story_names,
    terse,
)
from taleweaver.intent.cues import (
    accepting_option,
    asking_option,
    checked_on,
    declining_option,
    only_looks,
    only_says_goodbye,
    parting_option,
    question_words,
    without_agreement,
)
from taleweaver.intent.lexical import content_words, first_content_word, stem, synonym_mates
from taleweaver.intent.ways import motion_option

CLEAR_LEAD = 0.2
"""An option this far ahead of every option that shares a word with the line is a clear pick, wordless or
not ("touch the water": "dip your fingers in the pool" 0.68, the reef whose place has water 0.41)."""
NAME_WORDS = 3
"""A terse option's follow-on of at most this many content words is a name (a passage's, a short line)."""
RIVAL_SHARE = 0.34
"""How much of what a line says (its content words, weighted as :mod:`~taleweaver.intent.lexical` weighs them)
another option must share to outword a best option that shares none of it: more than a third. Below it the
shared word is one of several ("back", "door", "heat" in a line of four), and the sentence model, which read
them all, is trusted (session 64: tuning +3, first contact +6, no wrong action more)."""


def small_talk_goodbye(utterance: str, candidates: Sequence[IntentCandidate]) -> bool:
    """A bare goodbye ("bye captain", "see you later, Brann") where no option takes leave or says the
    goodbye's words: small talk — the name in it is whom it is said to, not an option's word ("bye captain"
    took "Let the captain decide" by its "captain")."""
    goodbye = only_says_goodbye(utterance)
    if goodbye is None:
        return False
    words = content_words(goodbye)
    return not any(
        parting_option(c.texts[0]) or words & content_words(" ".join(c.texts + c.follows)) for c in candidates
    )


def may_answer_a_question(key: str, candidates: Sequence[IntentCandidate]) -> bool:
    """The option asks or looks (or is itself a question): what a question about the world or about what
    would happen may take; never a deed it names ("is the lantern heavy?" is not "Take the lantern", "what if
    I ram them?" not "Ram"). A terse choice asks when what follows it does ("Deflect", then "I ask whether
    the dining car is still open")."""
    best = next(c for c in candidates if c.key == key)
    return (
        asking_option(best.texts[0])
        or _CHECKING_OPTION.search(best.texts[0]) is not None
        or any(asking_option(text) for text in best.follows[:1])
    )


_CHECKING_OPTION = re.compile(
    # finding out by trying: "does the radio still work?" is answered by "Try the radio", "has it any battery
    # left?" by "Test a transceiver's battery" ("try to climb" is a deed, not a check)
    r"^\W*(?:test|try (?:the|that|this|his|her|its|their|a|an|out)|compare|peek|peer)\b"
    # a look after a deed: "lift the tea towel and peek at the cake"
    r"|\band (?:peek|peer|look|check|see)\b"
    # a question said aloud: 'Say "Monty?" into the dark'
    r"|^\W*(?:say|call|call out|whisper|shout|yell|murmur|mutter)\b[^\"“]{0,20}[\"“][^\"”]{1,200}\?[\"”]",
    re.IGNORECASE,
)


_PERSON_PLACE_TIME = frozenset(("who", "where", "when"))


def question_fit(asked: str | None, description: str) -> float:
    """How much of the question bonus a question earns an option that asks (``asked``: the line's first
    question word): half again when the option asks with the same word ("who do you think it is?" and "Ask
    her who she thinks is stealing the apples"); none when the option asks who, where or when and the line
    asks another thing ("how old are you?"); else the bonus."""
    its = question_words(description)
    if asked is not None and asked in its:
        return 1.5
    if asked is None or not its & _PERSON_PLACE_TIME or asked in _PERSON_PLACE_TIME:
        return 1.0
    return 0.0


def outworded(
    key: str,
    shared: dict[str, float],
    options: Sequence[RankedOption],
    floor: float,
    *,
    placed: Mapping[str, float] | None = None,
) -> bool:
    """The best option shares no word with the line while another does, and that other is itself a likely
    pick (it scores ``floor`` or more: "back to the captain's": the sentence model puts "captain's" by the
    galley, but only the wheelhouse, "the captain's stool", has the word). The sentence model alone is not
    trusted against the line's own words: ask. A word shared by an option far below (a synonym's echo:
    "look at those birds" and "check the tide board") does not outweigh a clear pick. ``placed``: how much
    of the line each option's own texts or context have (a word of its context counted whole); another option
    that has the word only in what follows it (an ink choice's next lines: "hand Mags her wages" and *Unload*,
    "I and Mags carry the crates…") is no rival in words (session 48). Nor is one that has only a word of a
    longer line (under :data:`RIVAL_SHARE` of what it says, by weight): "search the gap back by the trailer"
    is *Look behind the lorry*, not *Back up Stair A*; "this heat can go without her" is no *read the heat
    cards* (session 64)."""
    if not shared or shared.get(key, 0.0) > 0.0:
        return False
    reach = shared if placed is None else placed
    worded = {k for k, share in shared.items() if share > 0.0 and reach.get(k, 0.0) >= RIVAL_SHARE}
    best = next((o.score for o in options if o.key == key), 0.0)
    return any(o.key in worded and o.score >= floor and best - o.score < CLEAR_LEAD for o in options)


def names_where_it_leads(words: frozenset[str], follows: Sequence[str], label: frozenset[str]) -> bool:
    """The line says every content word of a short follow-on (a passage's name, a one- to three-word line)
    that says more than the label does (the link "cloak" to the passage "Cloak" is named by its label)."""
    for text in follows:
        named = content_words(without_agreement(text))  # "Fine, fine." is a yes said, not a name
        if named and len(named) <= NAME_WORDS and named <= words and not named <= label:
            return True
    return False


_LOOK_WORDS = frozenset(
    ("look", "see", "read", "watch", "admire", "eye", "regard", "describe", "what", "show", "investigate",
     "tell")
)  # fmt: skip
"""Ways of looking at (or asking about) a thing; their synonyms count too (examine, inspect, scrutinise…)."""


@cache
def _with_mates(words: frozenset[str]) -> frozenset[str]:
    """The words, stemmed, and every synonym of each (:mod:`taleweaver.intent.synonyms`)."""
    mates = synonym_mates()
    return frozenset(stem(w) for w in words).union(*(mates.get(stem(w), frozenset()) for w in words))


_ARTICLES = frozenset(("the", "a", "an"))


def bare_noun(label: str) -> bool:
    """A label that is one word, an article aside ("cloak", "The Park"; not "On to Timbuktu", "Why east?")."""
    return len([w for w in re.findall(r"[\w']+", label.lower()) if w not in _ARTICLES]) == 1


def does_something_else_to(
    said: frozenset[str], opener: str | None, candidate: IntentCandidate, *, going: bool = False
) -> bool:
    """The option is a bare noun that only describes its thing (a Twine link "cloak", whose passage reads "A
    handsome cloak, of velvet…": looking at it), and the line does something else to that thing ("stash me
    cloak somewhere", "this wet cloak is weighing me down"): it opens with another word than the thing's
    and has no way of looking in it. Such a line does not mean the look. ``going``: the line goes somewhere
    ("walk in through the park gates"), which a link to a place means."""
    label = content_words(candidate.texts[0])
    if len(label) != 1 or not terse(candidate) or not candidate.follows or not label <= said:
        return False
    if going or not bare_noun(candidate.texts[0]):
        return False
    first = candidate.follows[0].lstrip(" \"'“‘")
    if first[:2] in {"I ", "I'"} or not label <= content_words(first):
        return False  # a deed told in the first person ("I hang my cloak…"), or a passage about other things
    if any(stem(name) in label for name in names_in(first)):
        return False  # a person ("The man in the England shirt is Gary Stubbs…"): "sort Gary out" sees to him
    return opener is not None and opener not in label and not said & _with_mates(_LOOK_WORDS)


_THE_PLAYERS_TOWN = re.compile(
    r"\b(?:[Hh]ere in|[Ww]here I live,? in|[Ii]n my (?:flat|house|town|street|village) in|[Bb]ack home in)"
    r" ([A-Z][a-z]+)"
)


def speaks_from_the_players_town(utterance: str, candidates: Sequence[IntentCandidate]) -> bool:
    """The line places the player in a town the story never names ("the roads here in Leeds are just as bad
    today", "it's baking in my flat in Croydon"): the player's own world — chat. "here in Knighton", where
    an option names Knighton, is the story's."""
    found = _THE_PLAYERS_TOWN.search(utterance)
    return found is not None and found.group(1).casefold() not in story_names(candidates)


def steps_away_from_the_story(utterance: str, candidates: Sequence[IntentCandidate]) -> bool:
    """The line ends with the player stepping away (:func:`taleweaver.intent.asides.steps_away`: "just
    realised I left the oven on, brb") and names no one of the story: the keyboard is left, not the scene.
    "gran's gotta see this, brb" fetches Granny."""
    if not steps_away(utterance):
        return False
    names = frozenset(stem(name) for name in story_names(candidates))
    return not _with_mates(content_words(utterance)) & names


def looks_instead_of_checking_on(utterance: str, chosen: IntentCandidate) -> bool:
    """The line checks on people ("go and check on the others") and the option only looks at a thing that
    is not theirs (*look along the luggage racks*); looking at the one checked on is checking on them ("check
    on Zarqa" — *Look at Zarqa's leg*)."""
    person = checked_on(utterance)
    if person is None or not only_looks(chosen.texts[0]):
        return False
    return not content_words(person) <= content_words(" ".join(chosen.texts))


def does_what_another_says(
    said: frozenset[str], opener: str | None, chosen: IntentCandidate, candidates: Sequence[IntentCandidate]
) -> bool:
    """The best option is a thing said aloud (``"Sorry. I'm only looking for my bag."``) that the line does
    not say, and the line opens with the deed another option opens with, on that option's thing ("nab the
    bag" — *Grab the green holdall*): the line does the deed, it does not say the words. Not acted on."""
    if opener is None or not said_aloud(chosen):
        return False
    deed = _with_mates(frozenset((opener,)))
    if deed & content_words(" ".join(chosen.texts)):
        return False
    things = said - deed
    return any(
        c.key != chosen.key
        and not said_aloud(c)
        and first_content_word(c.texts[0]) in deed
        and things & _with_mates(content_words(c.texts[0]))
        for c in candidates
    )


_CALLED = re.compile(r"^\W*([A-Z][a-z']+)(?=,)|, ([A-Z][a-z']+)\s*(?:[.?!,]|\W*$)")
"""A word said to call someone in a thing said aloud: first and followed by a comma ("Nell, …"), or after a
comma at a sentence's or the label's end ("…, Len. Please.", "Can you do it, Nell?"), or between two
("Sorry, Doreen, I've got to dash.": the first word's comma is left for the name after it)."""


def called_by_name_alone(
    said: frozenset[str], chosen: IntentCandidate, names: frozenset[str]
) -> frozenset[str]:
    """The names (lower case) by which the best option, a thing said aloud, calls someone (``"Come out
    tonight, Len. Please."``) when the line says one of them and shares nothing else with the option
    ("Don't worry about it, Len, Moorline will handle it"); empty otherwise. Such a line may be there for
    the name alone: the matcher asks whether it still picks the option without it. ``names`` are the
    story's (:func:`~taleweaver.intent.candidate.story_names`), so "Fine, let's vote" calls no one."""
    if not said_aloud(chosen):
        return frozenset()
    called = frozenset(
        name.casefold() for match in _CALLED.finditer(chosen.texts[0]) for name in match.groups() if name
    )
    said_stems = frozenset(stem(word) for word in said)
    called = frozenset(name for name in called if name in names and stem(name) in said_stems)
    return called if called and _shares_only_the_names(said, chosen, called) else frozenset()


def _shares_only_the_names(said: frozenset[str], chosen: IntentCandidate, names: frozenset[str]) -> bool:
    """The line's words (and their synonyms) meet the option's only in ``names``."""
    stems = frozenset(stem(name) for name in names)
    return not (_with_mates(said) - stems) & (_with_mates(content_words(" ".join(chosen.texts))) - stems)


def _word_runs(text: str, words: int, *, whoever: bool = False) -> set[tuple[str, ...]]:
    """Every run of ``words`` words of ``text`` (lower case); ``whoever``: each possessive ("my", "your",
    "his"…) read as one word."""
    said = re.findall(r"[\w']+", text.casefold().replace("’", "'"))
    if whoever:
        said = ["·" if word in _WHOSE else word for word in said]
    return {tuple(said[i : i + words]) for i in range(len(said) - words + 1)}


def shares_a_phrase(line: str, label: str, words: int = 3) -> bool:
    """The line says a run of ``words`` words of the label as it says them ("there you go Custard, nice and
    toasty now" and *"There you go, Custard. Snug as a bug."*): it says the option, whatever a name
    pulls."""
    return bool(_word_runs(line, words) & _word_runs(label, words))


_WHOSE = frozenset(("my", "your", "his", "her", "their", "our", "its", "ur", "yer"))


def says_a_phrase_of(line: str, label: str, words: int = 3) -> bool:
    """The line says a run of ``words`` words of the label, one of them a word of content, whoever's it says
    the thing is ("Samson was YOUR ram" and *Stick up for Megan: it was his ram*): a remark that says the
    option's own remark."""
    shared = _word_runs(line, words, whoever=True) & _word_runs(label, words, whoever=True)
    return any(content_words(" ".join(run)) for run in shared)


def addressed_by_name_alone(
    utterance: str, said: frozenset[str], chosen: IntentCandidate, names: frozenset[str]
) -> frozenset[str]:
    """The name (lower case) the line opens by calling ("oi ewan, get this thing shifting pronto") when the
    best option, a deed done to that person (*Ask Ewan what happened*), shares nothing else with the line;
    empty otherwise. As with :func:`called_by_name_alone`, the matcher asks whether it still picks the
    option without the name. A name called last ("…at least ferdie pls") or whose thing is named ("open
    Hilary's GIFT AID box") was measured too (session 63): "phone Clive", "try Dev's mobile" are the
    deed done to them, and 20 right lines went for 3 wrong ones."""
    if said_aloud(chosen):
        return frozenset()
    line = utterance.casefold().replace("’", "'")
    called = _CALLS_FIRST.match(line)
    if called is None or (person := called.group(1)) not in names & names_in(chosen.texts[0]):
        return frozenset()
    return frozenset({person}) if _shares_only_the_names(said, chosen, frozenset({person})) else frozenset()


_CALLS_FIRST = re.compile(
    r"^\W*(?:(?:go on|come on|oi|hey|right|ok(?:ay)?|listen|now),?\s+)?([a-z][a-z']*)\s*[,!]"
)
_FIRST_PERSON = re.compile(
    r"\b(?:i|i'?m|i'?ll|i'?d|i'?ve|im|ill|me|my|we|we'?ll|we'?re|us|our|let'?s|lets)\b"
)


def orders_someone_else(
    utterance: str, chosen: IntentCandidate, candidates: Sequence[IntentCandidate]
) -> bool:
    """The line opens by calling someone of the story ("go on Kyle, just leg it out to the van with it"),
    says nothing of the player (no I, me, we, let's), and the best option is the player's own move (*Go out
    to the van*) while another names the one called (*Let Kyle carry it as it is*): the line tells them what
    to do, not where the player goes. Asked about."""
    line = utterance.casefold().replace("’", "'")
    called = _CALLS_FIRST.match(line)
    if called is None or _FIRST_PERSON.search(line):
        return False
    person = called.group(1)
    if person not in story_names(candidates) or not motion_option(chosen.key, chosen.texts[0]):
        return False
    return any(person in names_in(" ".join(c.texts)) for c in candidates if c.key != chosen.key)


_COME_HERE = re.compile(
    r"^\W*(?:(?:oi|hey|please|just|now|quick),?\s+)?(?:[a-z][a-z']*\s*,\s*)?come\b"
    r"(?!\s+(?:on|along|with|w|off|clean|to think|in handy)\b)"
)
"""An opening "come …" said to someone ("come up to the ring and knock him out for us", "Len, come over
here"): not "come on", "come with me", "come clean"."""


def calls_someone_over(utterance: str, chosen: IntentCandidate) -> bool:
    """The line opens by telling someone to come ("come up to the ring and knock him out for us would ya")
    and the best option is the player's own move (*Walk back up the track to the show ring*): the one spoken
    to is to come, the player stays. Asked about."""
    line = utterance.casefold().replace("’", "'")
    return _COME_HERE.match(line) is not None and motion_option(chosen.key, chosen.texts[0])


_OWNED = re.compile(
    r"\b([a-z]+)'s (?!(?:got|gone|been|not|no|just|still|here|there|back|out|in|on|off|over|up|down|all|so"
    r"|too|very|really|always|never|already|a|an|the|my|your|his|her|our|their|right|fine|ok|okay|sure|well)\b)"
    r"([a-z]+)\b"
)
"""A person's thing ("Jackie's cellar"); not "Sandra's shouting", "Dennis's gone", "Kyle's got it"."""


def _said_as_a_verb(word: str) -> bool:
    """ "shouting", "locked": a word after "Sandra's" that says what she is doing or has done."""
    return word.endswith("ing") or (word.endswith("ed") and len(word) > 4)


def owner_for_the_thing(
    utterance: str, chosen: IntentCandidate, candidates: Sequence[IntentCandidate]
) -> bool:
    """The line names someone of the story only as the owner of a thing ("have a poke around Jackie's
    cellar"), the best option names that person but not the thing (*Ask Jackie if she's seen the sheet*),
    and another option names the thing (*Go down to the cellar*): the thing is what the line is about. Asked
    about — unless the line says another word of the best option ("go and borrow Cobley's spare" by *Ask
    Upper Cobley to lend you one*, borrowing being lending)."""
    names = story_names(candidates)
    label = _with_mates(content_words(chosen.texts[0]))
    for owner, thing in _OWNED.findall(utterance.casefold().replace("’", "'")):
        if owner not in names or stem(owner) not in label or _said_as_a_verb(thing):
            continue
        things = _with_mates(frozenset((thing,)))
        if things & label or (_with_mates(content_words(utterance)) - things - {stem(owner)}) & label:
            continue  # …or the line says the option's deed too ("go and borrow Cobley's spare": *lend*)
        if any(c.key != chosen.key and things & _with_mates(content_words(c.texts[0])) for c in candidates):
            return True
    return False


def words_naming_passages(
    words: frozenset[str], candidates: Sequence[IntentCandidate]
) -> list[frozenset[str]]:
    """For each option, the line's words that may name where it leads, with their synonyms ("walk through to
    the taproom" names the passage "bar") — less a word that is, or is a synonym of, another option's label:
    that word names the other option ("bargain for a bigger fee" haggles, though Agree leads to a passage
    called "bargain")."""
    mates = synonym_mates()
    kin = {w: mates.get(w, frozenset()) | {w} for w in words}
    labels = [content_words(c.texts[0]) for c in candidates]
    named = []
    for i in range(len(candidates)):
        others = frozenset().union(*(label for j, label in enumerate(labels) if j != i))
        own = [w for w in words if not kin[w] & others]
        named.append(frozenset().union(*(kin[w] for w in own)))
    return named


def check_unique_keys(candidates: Sequence[IntentCandidate]) -> None:
    seen: set[str] = set()
    for candidate in candidates:
        if candidate.key in seen:
            raise ValueError(
                f"duplicate intent candidate key {candidate.key!r}: keys must be unique per match"
            )
        seen.add(candidate.key)


_VAGUE_DEED = re.compile(
    r"^\W*(?:(?:ok|okay|right|just|then|so|well|alright|fine|fine then)\W+)*"
    r"(?:(?:i'?ll|i will|let me|lemme|let'?s|i'?m gonna|gonna|i'?m going to)\s+)?"
    r"(?P<verb>deal with|handle|sort(?= \w+ out\b)|sort out|take care of|tackle|manage)\s+"
    r"(?:him|her|them|it|this|that|things|the situation|the problem|this mess)(?:\s+out)?"
    r"(?:\s+(?:then|now|please|pls|already|for me))?\W*$",
    re.IGNORECASE,
)


def vague_deed(utterance: str, chosen: IntentCandidate) -> bool:
    """The line asks only that something be dealt with, and names nothing ("deal with him", "sort it out",
    "handle it"): no option is meant — unless the option itself says that deed ("Handle it yourself")."""
    found = _VAGUE_DEED.match(utterance.strip())
    if found is None:
        return False
    verb = content_words(found.group("verb"))
    return not verb & content_words(" ".join(chosen.texts))


_SPEAKING = frozenset(
    ("talk", "speak", "chat", "ask", "tell", "say", "call", "shout", "question", "interview")
)
_SEARCHING = frozenset(("look", "search", "check", "examine", "inspect", "peer", "peek", "read", "watch"))


_WHAT_IT_SAYS = re.compile(
    r"\b(?:does|do|did|will|would) (?:it|that|this|they|the \w+(?: \w+)?) say\b|\b(?:it|that|this) says\b",
    re.IGNORECASE,
)
"""A thing that says something is read: "what does it say on the colostrum tub?"."""


def talks_to_a_thing_looked_at(said_opener: str | None, chosen: IntentCandidate, utterance: str = "") -> bool:
    """The line talks to someone ("talk 2 the lorry guy") and the option only looks at or searches the
    thing they share ("Look behind the lorry"): talking is not looking — ask. What a thing says is read
    ("what does it say on the tub?" is *read the label on the tub*)."""
    if said_opener is None or stem(said_opener) not in _with_mates(_SPEAKING):
        return False
    if _WHAT_IT_SAYS.search(utterance):
        return False
    opener = first_content_word(chosen.texts[0])
    if opener is None or stem(opener) not in _with_mates(_SEARCHING):
        return False
    return not content_words(" ".join(chosen.texts)) & _with_mates(_SPEAKING)


def _words_said(utterance: str) -> set[str]:
    """The line's words in lower case, a possessive 's dropped ("Stan's" → "stan"): to meet names with."""
    return {w.removesuffix("'s") for w in re.findall(r"[\w']+", utterance.casefold())}


_SOMEONE = re.compile(
    r"(?<!\bthan )(?<!\blike )\b(?:someone|somebody|anyone|anybody|some ?one|any ?one)\b", re.IGNORECASE
)


_ASKED_IF_ANYONE = re.compile(
    r"\bask (?!(?:if|whether|around|about)\b)[\w' ]{2,30}? (?:if|whether) "
    r"(?:anyone|anybody|someone|somebody)\b",
    re.IGNORECASE,
)
"""Whom the line asks, named before the question, and "anyone" inside it: "ask the old dears if anyone can
spare their tights" leaves open who spares them, not whom to ask."""


def leaves_the_person_open(utterance: str, chosen: IntentCandidate) -> bool:
    """The line says "someone" and names no one ("should I tell someone?") while the option names its
    person ("Tell Theo what it means"): whom is not chosen — ask. Not where the option itself leaves it
    open ("…and ask if anyone's seen him"), nor where "anyone" only compares ("you know her better than
    anyone") or is asked about ("ask the old dears if anyone can spare their tights": session 64)."""
    if _SOMEONE.search(utterance) is None or _SOMEONE.search(chosen.texts[0]) is not None:
        return False
    if _ASKED_IF_ANYONE.search(utterance):
        return False
    people = names_in(chosen.texts[0])
    said = _words_said(utterance)
    return bool(people) and not people & said


_ERRAND = re.compile(
    r"\band (?:go and )?(?:get|fetch|bring|wake|tell|ask|grab|call) (?:old |the |dear )?([\w']+)",
    re.IGNORECASE,
)


def goes_on_an_errand(utterance: str, chosen: IntentCandidate, candidates: Sequence[IntentCandidate]) -> bool:
    """The line goes somewhere to fetch, wake or tell someone the options name ("run back to the house and
    get Granny") and the option only goes there (a map move to *Granny Ash's Cottage*): the errand may be
    the deed (*Go and fetch Granny Ash*) — ask."""
    if not chosen.key.startswith("go:"):
        return False
    names = story_names(candidates)  # only for a move: the one case it is asked about
    return any(m.group(1).casefold().removesuffix("'s") in names for m in _ERRAND.finditer(utterance))


def the_offer_taken_up(candidates: Sequence[IntentCandidate]) -> int | None:
    """Where no option says it accepts, the one that does: of the story's own choices (not a move, not a
    look), one turns the offer down ("Refuse") and one other is neither that nor a question — "Sit", beside
    "Refuse" and "Who are you?", when the woman says "Sit down. You look like a man who needs a drink." —
    so "one drink, then" takes it up. ``None`` when an option accepts in its own words, or it is not so."""
    labels = [c.texts[0] for c in candidates]
    if any(accepting_option(label) for label in labels):
        return None
    choices = [i for i, c in enumerate(candidates) if c.key.split(":", 1)[0] in ("do", "choice")]
    if sum(declining_option(labels[i]) for i in choices) != 1:
        return None
    rest = [i for i in choices if not declining_option(labels[i]) and not asking_option(labels[i])]
    return rest[0] if len(rest) == 1 else None


_LET_BE = re.compile(
    r"^\W*(?:(?:leave|let) [\w' ]{1,30}? (?:to it|be|alone|in peace)\b|ignore (?:it|him|her|them|the \w+)\W*$"
    r"|let (?:him|her|them) (?:go|leave)\W*$"
    r"|do nothing\b)",
    re.IGNORECASE,
)
_HANDS_ON = re.compile(
    r"^\W*(?:(?:ok|okay|right|quick|quickly|just|now|oi|come on|go on|someone|somebody|you)\W+)*"
    r"(?:get|grab|pull|drag|chase|shoo|lift|push|pick|catch|scoop|yank|haul|snatch|throw|kick|stop)\b",
    re.IGNORECASE,
)
_GOES_TO_THEM = re.compile(
    r"\b(?:go|get|run|hurry|head|nip|pop|dash)(?: over| back| in| up| down)?"
    r" (?:to|and see(?: to)?|and check on|and sit with|and talk to) (?:him|her|them)\b"
    r"|\b(?:see to|check on|sit with|comfort) (?:him|her|them)\b",
    re.IGNORECASE,
)
_LETTING = re.compile(r"\b(?:leave|let|lets|ignore|alone|nothing|be)\b", re.IGNORECASE)


def handles_what_is_let_be(utterance: str, chosen: IntentCandidate) -> bool:
    """The option lets a thing be ("Leave the cat to it", "Do nothing and let it play out", "Let her go") and
    the line opens laying hands on it ("get that cat off the fish", "grab him", "stop her!") or goes to them
    ("he sounds upset, I'd better go to him" by *Leave him be; he'll settle on his own*) and says no
    letting: the line does something, the very opposite — ask."""
    return (
        _LET_BE.match(chosen.texts[0]) is not None
        and (_HANDS_ON.match(utterance) is not None or _GOES_TO_THEM.search(utterance) is not None)
        and _LETTING.search(utterance) is None
    )


_LETS_SOMEONE = re.compile(r"^\W*(?:just |then |ok,? |fine,? )?let (?:him|her|them)\b", re.IGNORECASE)
_LETS_NAMED = re.compile(r"^\W*[Ll]et [A-Z]")


def lets_another_than_said(utterance: str, chosen: IntentCandidate) -> bool:
    """The line lets "him" or "her" do a thing ("let him dig his own hole") and the option lets someone it
    names loose ("Let Aunt Rosalind loose on him"), whom the line does not name: who is let is not chosen —
    ask."""
    label = chosen.texts[0]
    if _LETS_NAMED.match(label) is None or _LETS_SOMEONE.match(utterance) is None:
        return False
    said = _words_said(utterance)
    return not names_in(label) & said


_TELLS = re.compile(
    r"^\W*(?:(?:ok|okay|right|so|just|well)\W+)*(?:i'?ll |let me |i should |i'd better )?"
    r"(?:tell|inform|update|report to|fill in|let) (?!me\b|us\b)(?:\w+ )?(?:know )?(?:how|what|about|that)\b",
    re.IGNORECASE,
)
_ASKS = re.compile(r"\bask(?:s)? \w+(?: \w+)? (?:how|what|whether|if|about|why|where|when)\b", re.IGNORECASE)
_TELLING_WORDS = re.compile(
    r"\b(?:tell|report|say|explain|admit|own up|insist|inform|update)\b", re.IGNORECASE
)


def tells_where_the_option_asks(utterance: str, chosen: IntentCandidate) -> bool:
    """The line tells someone how it went ("tell bernie how it all went") and the option asks them ("…and
    ask Bernie how her end of the beach went"): telling is not asking — ask which. "tell me how it went"
    asks, and is left alone."""
    label = chosen.texts[0]
    return (
        _TELLS.match(utterance) is not None
        and _ASKS.search(label) is not None
        and _TELLING_WORDS.search(label) is None
    )


_IGNORES = re.compile(
    r"^\W*(?:(?:just|oh|nah|no|ok|okay|right)\W+)*(?:ignore|blank|leave) (?:him|her|them|it)"
    r"(?: (?:alone|be))?(?: (?:then|now|for now|lol))?\W*$",
    re.IGNORECASE,
)
_NOT_HANDLING = re.compile(
    r"\b(?:ignore|pretend|leave|let|nothing|alone|wait|carry on|keep (?:going|driving|walking)"
    r"|walk (?:on|away)"
    r"|drive on|not hear|didn'?t hear|say nothing)\b",
    re.IGNORECASE,
)


def lets_be_what_the_option_handles(utterance: str, chosen: IntentCandidate) -> bool:
    """The whole line lets someone be ("ignore her", "just leave him") and the option does something with
    them ("Ask her where she should have got off"): the very opposite — ask. An option that lets be, walks on
    or says nothing is left to the matcher."""
    return _IGNORES.match(utterance) is not None and _NOT_HANDLING.search(chosen.texts[0]) is None
