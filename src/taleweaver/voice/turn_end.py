"""Is the player done? Judging a pause's transcript, so the endpointer need not wait a fixed hangover.

A fixed 300 ms of silence both cuts off players who pause mid-sentence ("take the … brass key") and
makes everyone wait 300 ms. The speculative listener (:mod:`taleweaver.voice.speculate`) transcribes at
the first pause; a :data:`TurnJudge` reads that transcript and says:

* ``True`` — it looks complete: end the turn now, however short the silence;
* ``False`` — it looks unfinished (it stops on "the", "and", "to", "um", "what", "read" …): wait
  900 ms;
* ``None`` — no opinion: wait as long (the listener's ``unsure_ms``).

:func:`looks_complete` judges by the words alone. :func:`matcher_judge` adds what the session knows:
a whole option's label read out is complete; the start of one ("Keep bluffing" of "Keep bluffing and
insist that the pass is genuine": the player is reading the option out) is waited for; a line that
matches one option confidently is complete; anything else gets no opinion. Three rules keep it from
ending a line on words that may not be all of what was said (issue 19, item 6; measured in docs/voice.md,
"False cut-offs"):

* an option read out but partly misheard ("Ride your own lamp for it" of "Trade your own lamp for it,
  as the old rule says …") is waited for like one read out word for word (:func:`begins_an_option`);
* a line that stops part way through a name the session knows ("Return to the Rusty" of "The Rusty
  Anchor", whisper writing the word as a name) is waited for (:func:`ends_inside_a_name`);
* a line of two or more words whisper was unsure of (confidence under
  :data:`~taleweaver.voice.confirm.CONFIRM_BELOW`, the level at which a match is confirmed rather than
  acted on) gets no opinion instead of complete: on a pause, prompted with the options, tiny.en often
  hears a half line as some other whole one ("read the | logbook" as "Great.", "check the | nets" as
  "Check the net.").
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from difflib import SequenceMatcher

from taleweaver.voice.confirm import CONFIRM_BELOW
from taleweaver.voice.ports import Transcript

TurnJudge = Callable[[Transcript], bool | None]
"""A pause's transcript → complete (True), unfinished (False) or no opinion (None)."""

UNFINISHED_WORDS = frozenset(
    (
        *("a", "an", "the", "my", "your", "his", "her", "their", "our", "its", "this", "that", "these"),
        *("those", "some", "any", "and", "or", "but", "nor", "so", "then", "because", "if", "when"),
        *("while", "than", "to", "of", "for", "with", "at", "in", "on", "into", "onto", "from", "about"),
        *("over", "under", "through", "towards", "toward", "by", "as", "um", "uh", "er", "erm", "hmm"),
        *("past", "between", "beside", "against", "without", "upon", "via"),
        *("like", "i", "i'll", "i'm", "we", "we'll", "let's", "you", "is", "are", "was", "were", "be"),
        *("will", "would", "could", "should", "can", "can't", "don't", "not", "go", "take", "give"),
        *("ask", "tell"),
        *("what", "who", "whom", "whose", "which", "where", "why", "how"),  # "ask Tam what …"
    )
)
"""Words a finished line rarely stops on: articles, conjunctions, prepositions, fillers, question words,
bare verbs."""
NEEDS_OBJECT = frozenset(
    (
        *("read", "order", "offer", "check", "show", "find", "buy", "pay", "open", "use", "pick", "put"),
        *("bring", "drive", "win", "make", "get", "let", "want", "need", "grab", "visit", "follow", "fetch"),
        *("carry", "hold", "join", "invite", "greet", "meet", "search", "steal", "burn", "bribe", "see"),
        *("watch", "trade", "light", "cut", "promise", "destroy", "smash", "wreck"),
    )
)
"""Verbs that need an object ("read …", "offer …"): unfinished at the end of a line unless a determiner
makes them a noun ("take a light", "keep your promise")."""
DONE_TO = frozenset(
    ("took", "gave", "stole", "brought", "bought", "found", "made", "showed", "grabbed", "fetched", "hid")
)
"""Such verbs done: unfinished right after who did it ("I know you took …") unless the line named the thing
first ("look what I found", "the one that you took")."""
_DOERS = frozenset(("i", "you", "he", "she", "we", "they", "someone", "somebody", "who", "u"))
_NAMED_FIRST = frozenset(("what", "which", "that", "whatever", "everything", "all", "whoever"))
PARTICLES = frozenset(("back", "up", "down", "out", "off", "away"))
"""A verb's particle: after a verb that needs an object (or "take", "give", "hand", "turn", "switch"),
the object is still to come ("give back …", "hand over …", "switch off …"); "climb up", "go back down"
need none and stay complete."""
_PARTICLE_VERBS = NEEDS_OBJECT | {"take", "give", "hand", "turn", "switch"}
_DETERMINERS = frozenset(
    ("a", "an", "the", "my", "your", "his", "her", "their", "our", "its", "this", "that")
)

MERGED_ALIKE = 0.65
"""How alike (difflib's ratio) a word heard must be to two words of a label in a row for whisper to have
heard them as one: "Escold" of "Ask Old" is 0.67."""

_WORDS = re.compile(r"[a-z']+")
_CASED_WORDS = re.compile(r"[A-Za-z0-9']+")
_ARTICLES = frozenset(("the", "a", "an"))


def looks_complete(transcript: Transcript) -> bool | None:
    """Unfinished (False) when the words stop on a function word, a question word, a filler, a verb that
    needs an object ("destroy", "I know you took"), such a verb's particle with the object still to come
    ("give back") or a trailing "…" or ","; else complete (True); None for nothing heard."""
    text = transcript.text.strip()
    words = _WORDS.findall(text.lower())
    if not words:
        return None
    if text.endswith(("...", "…", ",", "-")) or words[-1] in UNFINISHED_WORDS:
        return False
    if len(words) > 1 and words[-1] in PARTICLES and words[-2] in _PARTICLE_VERBS:
        return False
    if (
        len(words) > 1
        and words[-1] in DONE_TO
        and words[-2] in _DOERS
        and not _NAMED_FIRST.intersection(words[:-2])
    ):
        return False
    return not (words[-1] in NEEDS_OBJECT and (len(words) == 1 or words[-2] not in _DETERMINERS))


def starts_an_option(text: str, labels: Sequence[str]) -> bool:
    """True when ``text``'s words are the first words of one of ``labels`` but not all of them: the
    player is reading that option out and has more of it to say (a compound written apart on one side
    and whole on the other counts as one word: :func:`compounds_joined`)."""
    heard = _WORDS.findall(text.lower())
    if not heard:
        return False
    for label in labels:
        said, words = _against(heard, label)
        if len(said) < len(words) and words[: len(said)] == said:
            return True
    return False


def _read_out(heard: list[str], label: str) -> bool:
    said, words = _against(heard, label)
    return said == words


def _against(heard: list[str], label: str) -> tuple[list[str], list[str]]:
    """The words heard and ``label``'s words, ready to compare (:func:`compounds_joined`)."""
    return compounds_joined(heard, _WORDS.findall(label.lower()))


def compounds_joined(said: list[str], words: list[str]) -> tuple[list[str], list[str]]:
    """``said`` and a label's ``words`` with a compound written apart on one side joined where the other
    side writes it as one word: whisper writes "back story" for the label's "backstory", "lighthouse"
    for "light house"."""
    return _joined(said, set(words)), _joined(words, set(said))


def _joined(words: list[str], one_word: set[str]) -> list[str]:
    out: list[str] = []
    index = 0
    while index < len(words):
        if index + 1 < len(words) and words[index] + words[index + 1] in one_word:
            out.append(words[index] + words[index + 1])
            index += 2
        else:
            out.append(words[index])
            index += 1
    return out


def names_in(labels: Sequence[str]) -> list[str]:
    """The names of two or more words written in ``labels``: runs of capitalised words after a label's
    first word ("Ask about the Drowned Lantern" → "Drowned Lantern")."""
    found: list[str] = []
    for label in labels:
        run: list[str] = []
        for word in [*_CASED_WORDS.findall(label)[1:], ""]:
            if word[:1].isupper():
                run.append(word)
                continue
            if len(run) > 1:
                found.append(" ".join(run))
            run = []
    return found


def ends_inside_a_name(text: str, names: Sequence[str]) -> bool:
    """True when ``text`` stops on the first words of one of ``names`` (a leading "the" aside) but not
    all of them, and whisper wrote its last word capitalised, as a name ("Return to the Rusty." of "The
    Rusty Anchor"; "visit the market" is not "Market Square" begun)."""
    said = _CASED_WORDS.findall(text)
    if len(said) < 2 or not said[-1][:1].isupper():
        return False
    plain = [w.lower() for w in said]
    known = [_name_words(name) for name in names]
    if any(words and plain[-len(words) :] == words for words in known):
        return False  # it ends a name ("… the Drowned Lantern", though "The Lantern Grotto" starts so)
    return any(
        plain[-size:] == words[:size] and len(plain) > size
        for words in known
        for size in range(1, len(words))
    )


def _name_words(name: str) -> list[str]:
    words = [w.lower() for w in _CASED_WORDS.findall(name)]
    while words and words[0] in _ARTICLES:
        words = words[1:]
    return words


def unsure(transcript: Transcript, below: float = CONFIRM_BELOW) -> bool:
    """True for a line of two or more words whisper was unsure of (its confidence under ``below``).
    One word is spared: a short answer ("Yes.", "Three.") often scores low and is what a clarify asks
    for. Two-word answers whisper is unsure of ("The first", 0.35) do wait: ``bench voice`` measures it
    (short answers to a clarify)."""
    confidence = transcript.confidence
    return confidence is not None and confidence < below and len(_WORDS.findall(transcript.text.lower())) > 1


def begins_an_option(text: str, labels: Sequence[str], share: float = 0.8) -> bool:
    """:func:`starts_an_option` for a line read out and partly misheard ("Ride your own lamp for it" of
    "Trade your own lamp for it, as the old rule says …"): a line of four words or more, at least
    ``share`` of them in order words of one label, from its first two words on, and the label goes on
    past the last of them; two of the label's words whisper heard as one count as that one
    (:func:`_heard_as_one`). (At 0.75 and three words, "Light the lamp." and "Dipto past the guard." —
    whole lines that say an option in other words — waited too.)"""
    heard = _WORDS.findall(text.lower())
    for label in labels:
        said, words = _against(heard, label)
        if len(said) < 4:
            continue
        need = math.ceil(share * len(said))
        merged = _heard_as_one(said, words)
        for read in (words, merged) if merged != words else (words,):  # align a merge only if there is one
            pairs = _aligned(said, read)
            if len(pairs) >= need and pairs[0][1] <= 1 and pairs[-1][1] < len(read) - 1:
                return True
    return False


def _heard_as_one(said: list[str], words: list[str]) -> list[str]:
    """A label's ``words`` with two in a row that whisper heard as one word of ``said`` ("Escold Tam the
    Lighthouse" of "Ask Old Tam the lighthouse keeper …") written as that word: a word of five letters or
    more that the label lacks, :data:`MERGED_ALIKE` like the pair run together."""
    out = list(words)
    for heard in said:
        if len(heard) < 5 or heard in out:
            continue
        for at in range(len(out) - 1):
            if SequenceMatcher(None, heard, out[at] + out[at + 1]).ratio() >= MERGED_ALIKE:
                out[at : at + 2] = [heard]
                break
    return out


def _aligned(said: list[str], words: list[str]) -> list[tuple[int, int]]:
    """A longest common subsequence of ``said`` and ``words`` as (index in said, index in words) pairs,
    in order; of the longest, the one that ends earliest in ``words``."""
    rows, cols = len(said), len(words)
    best = [[0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(rows - 1, -1, -1):
        for j in range(cols - 1, -1, -1):
            best[i][j] = (
                best[i + 1][j + 1] + 1 if said[i] == words[j] else max(best[i + 1][j], best[i][j + 1])
            )
    pairs: list[tuple[int, int]] = []
    i = j = 0
    while i < rows and j < cols:
        if said[i] == words[j]:
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif best[i + 1][j] >= best[i][j + 1]:
            i += 1
        else:
            j += 1
    return pairs


def matcher_judge(
    confident: Callable[[str], bool],
    words: TurnJudge = looks_complete,
    labels: Callable[[], Sequence[str]] | None = None,
    names: Callable[[], Sequence[str]] | None = None,
    unsure_below: float | None = CONFIRM_BELOW,
) -> TurnJudge:
    """A whole option's label read out is complete; otherwise words first (an unfinished-looking line is
    waited for), then the options: the start of an option's label is waited for too, a line that
    matches an option confidently is complete, anything else gets no opinion (the listener then waits
    :data:`~taleweaver.voice.speculate.UNSURE_MS`).

    ``confident(text)`` is the session's matcher-first test (``PlaySession.confident``): the loop passes
    it so the listener ends early exactly on the lines that will act at once. ``labels()`` gives the
    labels of the options on offer now (the ones the recap reads out); ``names()`` the story's names
    (the transcription bias's hotwords) — with the names written in the labels, a line that stops inside
    one is waited for (:func:`ends_inside_a_name`). A line whisper was unsure of (:func:`unsure` under
    ``unsure_below``; None: never) gets no opinion rather than complete: the voice player confirms such a
    line before acting on it anyway, so the longer wait lands on a turn that is already a detour.
    """

    def judge(transcript: Transcript) -> bool | None:
        text = transcript.text.strip().rstrip(".!?")
        on_offer = labels() if labels is not None else ()
        said = _WORDS.findall(text.lower())
        if said and any(_read_out(said, label) for label in on_offer):
            return True  # a whole option read out ("… pledge your loyalty to her") is complete
        verdict = words(transcript)
        if verdict is not True:
            return verdict
        if starts_an_option(text, on_offer) or begins_an_option(text, on_offer):
            return False
        known = [*(names() if names is not None else ()), *names_in(on_offer)]
        if ends_inside_a_name(text, known):
            return False
        if unsure_below is not None and unsure(transcript, unsure_below):
            return None
        return True if confident(text) else None

    return judge
