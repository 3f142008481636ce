"""The narrator-led menu (seed 000): what the player's words at the menu ask for, and what the narrator says.

At the menu the narrator greets the player and lists the stories. Asking about one ("tell me about the pirate
story", "what is the pirate one about?") *describes* it — the engine's ``describe`` remembers it as the story
talked about — and "let's play it" / "that one" enters that story; "the other one" is the one story neither
talked about nor turned down (:func:`the_other`, :func:`declined_story`), and "surprise me" one not turned
down (:func:`any_story`). Naming a story that does not exist gets the list of real ones; a story turned down
("not the pirate one") is remembered (``StoryState.declined``) and not offered again until the player names
it. Inside a story, "I'm bored, exit" goes back to the menu; at the menu "quit", "exit" or "bye" typed as
words gets how to stop in that front end (``/quit`` in the terminal: :func:`says_goodbye`), not a story.
Describing and entering are different intents: a cue decides which (:func:`menu_cue`), then the story is
found by name (:func:`named_story`), or by the intent matcher over the stories' titles and descriptions.
Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from typing import Literal

from taleweaver.content.models import Story
from taleweaver.engine.engine import StoryEngine
from taleweaver.intent.clauses import affirmed
from taleweaver.intent.normalise import expand_shorthand

MenuCue = Literal["describe", "enter"]

_DESCRIBE = re.compile(
    r"\b(?:tell me (?:a (?:bit|little) )?(?:more )?about|what(?:'s| is| are| was)\b.{0,60}\babout"
    r"|describe|more about|what happens in|what kind of (?:story|tale)|which (?:one|story) is"
    r"|curious about|(?:a )?feel for|(?:hear|know) (?:a (?:bit|little) )?(?:more )?about"
    r"|(?:the other|both) (?:options?|ones?|stories|tales) (?:too|as well)"
    r"|before (?:i )?(?:choos(?:e|ing)|decid(?:e|ing)|pick(?:ing)?|commit(?:ting)?)"
    r"|how does\b.{0,40}\bgo|what(?:'s| is)\b.{0,40}\blike|what(?:'s| is) the deal with|(?:the )?gist of"
    r"|summar(?:y|ise|ize)|sum up|synopsis|premise of|plot of|explain|what(?:'s| is) the story with"
    r"|^\W*(?:so |and |ok |okay )?what(?:'s| is) (?:the|that|this) [\w ]{1,30}?(?:one|story|tale)(?=\W*$)"
    r"|^\W*(?:and |so )?is (?:it|that one|this one|the \w+ (?:one|story|tale)|\w+ \w+)"
    r" (?:scary|spooky|good|fun|long|short|funny|sad|hard|easy|for kids))\b",
    re.IGNORECASE,
)
_ENTER = re.compile(
    r"\b(?:let(?:'?s| us) (?:play|do|try|start|begin|hear|go with|go for|have|pick|choose|take)"
    r"|(?:that|this) one"
    r"|play (?:it|that|this)|start (?:it|that|this)|begin (?:it|that|this)"
    r"|i'?ll (?:take|play|have|go with|try)"
    r"|i (?:choose|pick|want to play|wanna play|'d like to play|would like to play)"
    r"|sounds (?:good|great|fun|perfect)|go (?:with|for) (?:it|that)|yes|yeah|yep|sure|ok(?:ay)?"
    r"|go on then|let'?s go+|do it|count me in|i'?m in|commence"
    r"|(?:just |exactly )?my kind of (?:story|tale|thing|adventure)"
    r"|(?:can|could) (?:we|i|you) (?:play|do|try|start|have|hear|go with)"
    r"|^\W*(?:\w+\W+)?(?:let'?s )?(?:start|begin)(?: (?:now|please))?(?=\W*$))\b",
    re.IGNORECASE,
)
_EXIT = re.compile(
    # ("if I'm done here I'll walk up the high street", "once I'm done": a condition, not a goodbye)
    r"\b(?:(?<!\bif )(?<!\bwhen )(?<!\bonce )(?:i'?m|i am) (?:bored|done|tired of this)"
    # bored of or done with the story, not with something of the player's day or of the story's world ("i'm
    # bored of school", "I'm done with the rope")
    r"(?! (?:of|with) (?!(?:this|it|that|you|all (?:this|that)"
    r"|(?:the|this) (?:story|game|tale|adventure))\b))"
    r"|(?:back|return|go back|take me back) to the menu"
    # "exit the story" — not "exit onto the street", a way out of a room (a bare "exit": _BARE_EXIT)
    r"|exit (?:the|this) (?:story|game|tale|adventure)"
    r"|exit to the (?:main )?(?:menu|list|stories)"
    r"|(?:stop|quit|end|leave) (?:the|this) (?:story|game|tale|adventure)|stop playing|i want to stop"
    r"|(?:had|have had|i'?ve had) (?:my fill|enough) of (?:this|these|the|\w+)(?: \w+)?"
    r" for (?:today|now|tonight)|abandon (?:this|the) (?:story|tale|game|adventure)"
    r"|(?:get|go) out of (?:this|the) (?:story|tale|game|adventure)|return to the (?:selection|choices|start)"
    r"|main menu|(?:choose|pick|try|play|want|have) (?:another|a different|a new|some other)"
    r" (?:story|one|tale)|(?:back|return|go back|take me back) to the (?:(?:story |stories )?list(?=\W*$)"
    r"|(?:story |stories )list|stories|library|shelf|menu)"
    # "can we stop now", "let's stop here" — not "let's stop and help her", a deed in the story
    r"|(?:the )?list of stories|(?:(?:can|could) (?:we|i)|let'?s) stop(?=\W*$| (?:now|here|there|playing"
    r"|for (?:now|today|tonight))\b)|stop (?:now|here)"
    # "enough of this", "enough of this story" — not "enough of this wreck. get me back to the Magpie"
    r"|enough of this(?: (?:story|game|tale|adventure))?(?=\W*$)"
    r"|take me back(?=\W*$))\b",
    re.IGNORECASE,
)
_BARE_EXIT = re.compile(r"\bexit(?: now| please)?\W*$", re.IGNORECASE)
_A_DOOR = re.compile(
    r"\b(?:the|an?|emergency|fire|side|back|front|rear|nearest|closest|main|next|only|other|far|that|this"
    r"|your|his|her|our|their|its|my)\W+exit(?: now| please)?\W*$",
    re.IGNORECASE,
)
"""A bare "exit" ends the line ("I'm bored, exit", "can I exit", and "I'm board exit" as a transcriber
hears it) — unless a word before it makes it a thing: "read the notice on the emergency exit", "take the
exit" are doors."""
_STOPWORD_TEXT = (
    "the a an of and or in on at to for with from story stories tale tales one ones game adventure "
    "about it is this that"
)
_STOPWORDS = frozenset(_STOPWORD_TEXT.split())


def _words(text: str) -> list[str]:
    """The words, lower case, a letter said over and over said once ("goooo" → "go"; "goood" becomes "god"
    too — no word list here tells the two apart)."""
    return re.findall(r"[a-z0-9]+", re.sub(r"([a-z])\1{2,}", r"\1", text.replace("’", "'").casefold()))


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def menu_cue(text: str) -> MenuCue | None:
    """``describe`` when the player asks about a story (a question naming one too), ``enter`` when they
    choose one, else ``None``. Phone spelling is spelled out first ("wots it about")."""
    said = expand_shorthand(text.replace("’", "'"))
    if _DESCRIBE.search(said):
        return "describe"
    if _ENTER.search(said):
        return "enter"
    if said.rstrip().endswith("?") and names_a_story(said, cue=False):
        return "describe"  # "and the pirate one?" asks about it
    if asks_for_the_other(said):
        return "enter"  # "the other one", "something else": the one not talked about or turned down
    if asks_for_any(said):
        return "enter"  # "surprise me", "you pick": one not turned down
    return None


_SKIP = re.compile(r"\b(?:skip(?:ping)?|pass(?:ing)? on)\b", re.IGNORECASE)


def menu_words(text: str) -> str:
    """The line as the menu reads it: at the menu "skip the pirate one" and "I'll pass on the pirate one"
    turn a story down, so they are read as "not the pirate one" (else the matcher, seeing the story's name,
    entered it)."""
    return _SKIP.sub("not", text)


_OTHER = re.compile(
    r"\b(?:(?:the|that) other|other (?:one|story|tale)|another (?:one|story|tale)"
    r"|(?:a different|some other) (?:one|story|tale)|something (?:else|different))\b",
    re.IGNORECASE,
)


def asks_for_the_other(text: str) -> bool:
    """The player asks for a story other than the one talked about or turned down ("let us do the other
    one", "something else"); which one that is, :func:`the_other` says."""
    return _OTHER.search(text.replace("’", "'")) is not None


_ANY = re.compile(
    r"\b(?:surprise me|you (?:choose|pick|decide)|(?:choose|pick) (?:one |something )?for me"
    r"|any(?: ?one| story| of them)? (?:is fine|will do)|whichever(?: one)?"
    r"|(?:a )?random (?:one|story|tale))\b",
    re.IGNORECASE,
)


def asks_for_any(text: str) -> bool:
    """The player leaves the choice to the narrator ("surprise me", "you pick"); :func:`any_story` says
    which story that is."""
    return _ANY.search(text.replace("’", "'")) is not None


def any_story(engine: StoryEngine, declined: Collection[str], talked_about: str | None) -> str | None:
    """The story "surprise me" enters: the first on the shelf not turned down, and not the one just talked
    about while another is left (the player heard of that one and did not take it); ``None`` when every
    story was turned down."""
    left = [sid for sid in engine.library.stories if sid not in declined]
    fresh = [sid for sid in left if sid != talked_about]
    return next(iter(fresh or left), None)


_GIVING_UP = re.compile(
    r"\b(?:give up|gives up|giving up|quit|surrender|call it a (?:day|night)|throw in the towel|abandon"
    r"|walk (?:away|off)|walks (?:away|off)|walking (?:away|off))\b",
    re.IGNORECASE,
)
_NAMES_THE_MENU = re.compile(
    r"\b(?:menu|story|stories|game|tale|adventure|exit|playing|list)\b", re.IGNORECASE
)


def gives_up(label: str) -> bool:
    """An option of the story that gives up, quits, walks away or calls it a day ("Sit on a bench and give
    up", "Not my job. Walk away.")."""
    return _GIVING_UP.search(label) is not None


def names_the_menu(text: str) -> bool:
    """The line says it is the story or the game it leaves ("exit", "back to the menu", "stop playing"),
    not only that the player is done ("I'm done", "sod this, I'm done")."""
    return _NAMES_THE_MENU.search(text) is not None


_RETURNS_TO = re.compile(
    r"\b(?:back|return|go back|take me back) to the (?!(?:story|stories|menu|library|shelf|main)\b)(\w+)\b"
    r"(?! of (?:the )?(?:stories|tales|games))",
    re.IGNORECASE,
)


def returns_to(text: str) -> str | None:
    """What the line goes back to, when it is no word of the menu's ("back to the list" → "list"; "back to
    the list of stories", "back to the menu" → ``None``), lower case."""
    found = _RETURNS_TO.search(text)
    return found.group(1).casefold() if found is not None else None


def wants_to_exit(text: str) -> bool:
    """Inside a story: the player wants to stop and go back to the menu ("I'm bored, exit") — not in a
    clause that says no ("don't exit", "I don't want to stop playing")."""
    said = affirmed(text)
    bare = _BARE_EXIT.search(said) is not None and _A_DOOR.search(said) is None
    return _EXIT.search(said) is not None or bare


def _name_words(story: Story) -> set[str]:
    words = _words(story.id.replace("_", " ")) + _words(story.title)
    return {_stem(w) for w in words if w not in _STOPWORDS and len(w) > 2}


def named_story(engine: StoryEngine, text: str) -> str | None:
    """The story whose id or title the player named ("the pirate one" → ``pirates``), if exactly one."""
    said = {_stem(w) for w in _words(text) if w not in _STOPWORDS}
    hits = {s.id: len(said & _name_words(s)) for s in engine.library.stories.values()}
    best = max(hits.values(), default=0)
    if best == 0:
        return None
    top = [sid for sid, n in hits.items() if n == best]
    return top[0] if len(top) == 1 else None


def name_words(engine: StoryEngine) -> list[str]:
    """Every word that names a story on the shelf (from ids and titles, singular), for mending a typo in
    one ("the pirat one" → "the pirate one")."""
    return sorted({w for s in engine.library.stories.values() for w in _name_words(s)})


def the_other(engine: StoryEngine, *excluded: str) -> str | None:
    """The one story on the shelf not among ``excluded`` (the one talked about, those turned down: "not
    that one, the other"), if exactly one is left."""
    others = [sid for sid in engine.library.stories if sid not in excluded]
    return others[0] if len(others) == 1 else None


_NOT = re.compile(r"\b(?:not|no|nope|nah|never|neither|nor|dont|wont|cant|\w+n't)\b", re.IGNORECASE)


def declined_story(
    engine: StoryEngine,
    refusal: str,
    talked_about: str | None,
    described: Callable[[str], str | None] | None = None,
) -> str | None:
    """The story a refusal (the clauses that say no, :func:`taleweaver.intent.refusal.refused`) turns down:
    the one it names ("I don't want pirates"), or — naming no story ("not that one", "no, I don't want to
    play it") — the one just talked about. Naming a story in other words ("not the ghost story"), it is the
    one ``described`` finds those words describe (the matcher, by title and description), if any; a story
    the shelf lacks ("not the dragon one") is none."""
    if not refusal.strip():
        return None
    named = named_story(engine, refusal)
    if named is not None:
        return named
    words = _NOT.sub(" ", refusal.replace("’", "'"))
    if not names_a_story(words, cue=True):
        return talked_about
    return described(words) if described is not None else None


_STORYISH = re.compile(r"\b(?:story|stories|tale|tales|one|game|adventure|book|about)\b", re.IGNORECASE)


def names_something(text: str) -> bool:
    """Whether the words name anything beyond the cue and "it"/"that one"."""
    return any(w not in _STOPWORDS and w not in _FILLER for w in _words(text))


def names_a_story(text: str, *, cue: bool) -> bool:
    """Whether the player named a story (real or not): words beyond the cue, and — without a cue — a word
    like "story" or "one" ("the dragon story"), so "hello there" is not taken for a story."""
    return names_something(text) and (cue or _STORYISH.search(text) is not None)


_FILLER_TEXT = (
    "i i'm im me my we us you your please can could would will let's lets let s what whats which how "
    "now then so ok okay yes yeah yep sure just really do does did want wanna like hear more some "
    "something tell describe play start begin try take have choose pick go sounds good great fun perfect "
    "happens kind bit little like ll d are there any available got show list all offer options either too "
    "also again thanks thank cool alright right fine awesome nice brilliant lovely excellent amazing "
    "wonderful cheers ahead count in sick dope epic rad ace commence exactly ooh oh wow"
)
_FILLER = frozenset(_FILLER_TEXT.split())


def spoken_list(items: list[str], joiner: str = "and") -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {joiner} {items[-1]}"


def listing_line(engine: StoryEngine, turned_down: Collection[str] = ()) -> str:
    """The narrator lists the stories — after one was turned down, offers those left instead ("not the
    pirate one": "Then how about The Quiet Guest of Bramble Books?"); all of them when none is left."""
    stories = engine.stories()
    if not stories:
        return "I have no stories on the shelf yet."
    left = [s.title for s in stories if s.id not in turned_down]
    if turned_down and len(left) == 1:
        return f"Then how about {left[0]}? Say yes to play it, or ask me about it."
    if turned_down and left:
        offer = spoken_list(left, "or")
        return f"Then how about {offer}? Ask me about one, or tell me which you'd like to play."
    titles = [s.title for s in stories]
    count = "one story" if len(titles) == 1 else f"{len(titles)} stories"
    return (
        f"I have {count} for you: {spoken_list(titles)}. "
        "Ask me about one, or tell me which you'd like to play."
    )


def description_line(story: Story) -> str:
    """The narrator describes a story (its manifest ``description``) and offers to play it."""
    return f"{story.title}: {story.description} Shall we play it?"


def unknown_story_line(engine: StoryEngine) -> str:
    return f"I don't have that story. {listing_line(engine)}"


_GOODBYE = re.compile(
    r"^\W*(?:(?:i (?:want to|wanna|'d like to|would like to) |let me |time to )?(?:quit|exit|leave|stop)"
    r"(?: (?:the|this) (?:game|menu|app))?|(?:good ?)?bye(?: ?bye)?|see (?:you|ya)(?: later)?|i'?m off"
    r"|i'?m leaving)(?: now| then| please| thanks)?\W*$",
    re.IGNORECASE,
)


def says_goodbye(text: str) -> bool:
    """At the menu, the whole line asks to stop playing ("quit", "exit", "bye", "I want to quit"): not a
    story asked for, but the player who does not know the command (:func:`quit_hint_line`)."""
    return _GOODBYE.match(text.replace("’", "'").strip()) is not None


QUIT_HINT = "To stop playing, type /quit."
"""How a player stops at a keyboard (the terminal; the default). A front end where ``/quit`` is not how to
stop passes its own words (``PlaySession(quit_hint=...)``): the browser, voice (:data:`SPOKEN_QUIT_HINT`)."""
SPOKEN_QUIT_HINT = 'To stop playing, say "stop playing".'
"""How a player stops by voice, in the voice player and on the robot
(:func:`~taleweaver.player.commands.said_stop`)."""


def quit_hint_line(engine: StoryEngine, hint: str = QUIT_HINT) -> str:
    """The narrator's answer to a goodbye typed at the menu: how to stop in this front end (``hint``), then
    the stories."""
    return f"{hint} {listing_line(engine)}"
