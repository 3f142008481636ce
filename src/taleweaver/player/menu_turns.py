"""A line of free text at the narrator's menu → what the session does with it: describe a story, enter one,
or ask which (the narrator lists the stories, or says it does not have the one named).

:mod:`taleweaver.player.menu` reads the words (cues, story names, "the other one"); this module decides the
move from them and the state (the story talked about), and :class:`~taleweaver.player.session.PlaySession`
carries it out. Pure apart from the matcher's encoder.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from taleweaver.content.models import NARRATOR_ID
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.intent.clauses import affirmed, refused
from taleweaver.intent.cues import is_question
from taleweaver.intent.matcher import IntentMatcher
from taleweaver.player.menu import (
    QUIT_HINT,
    any_story,
    asks_for_any,
    asks_for_the_other,
    declined_story,
    listing_line,
    menu_cue,
    name_words,
    named_story,
    names_a_story,
    quit_hint_line,
    says_goodbye,
    the_other,
    unknown_story_line,
)
from taleweaver.player.options import current_options, intent_candidates
from taleweaver.player.output import Line


class MenuMove(NamedTuple):
    """What a line at the menu does: ``describe`` or ``enter`` ``story_id``, or ``ask`` which story — a
    clarify (``reason``) with the narrator's line ``said``. ``declined``: the stories turned down once the
    line is heard (``StoryState.declined``: those before it, one it turns down, less one it names)."""

    kind: Literal["describe", "enter", "ask"]
    story_id: str = ""
    reason: str = ""
    said: str = ""
    declined: tuple[str, ...] = ()


def greeting_lines(engine: StoryEngine) -> list[Line]:
    """The narrator's greeting (when it has one) and the list of stories."""
    greeting = engine.library.narrator.introduction.strip()
    listing = Line(NARRATOR_ID, listing_line(engine))
    return [Line(NARRATOR_ID, greeting), listing] if greeting else [listing]


def cued_move(
    engine: StoryEngine,
    state: StoryState,
    text: str,
    matcher: IntentMatcher | None,
    quit_hint: str = QUIT_HINT,
) -> MenuMove | None:
    """Free text with a menu cue (:func:`~taleweaver.player.menu.menu_cue`): describe a story, enter one, or
    ask which; ``None`` without a cue, which leaves the line to the matcher (see :func:`unclear_move`).

    A story turned down, in this line or before it (``state.declined``), is not offered again — not as
    "the other one", "surprise me" or "let's play it" — until the player names it. A goodbye ("quit",
    "bye": :func:`~taleweaver.player.menu.says_goodbye`) is answered with how to stop in this front end
    (``quit_hint``; reason ``how_to_quit``)."""
    if says_goodbye(text):
        said = quit_hint_line(engine, quit_hint)
        return MenuMove("ask", reason="how_to_quit", said=said, declined=state.declined)
    cue = menu_cue(text)
    if cue is None:
        return None
    # A story turned down ("I don't want pirates, let's do the other one", "not that one") is never the
    # one chosen: names are read from what the line says yes to.
    said = _mended(engine, matcher, affirmed(text))
    refusal = _said_no(text, said)
    declined = _declined(engine, state, matcher, refusal)
    turned_down = _remember(state.declined, declined)
    # "I don't want pirates, let's play" chooses the other; "no, let's play it" says no and yes to one story
    turned_down_by_name = declined is not None and named_story(engine, refusal) == declined
    which = MenuMove(
        "ask", reason="which_story", said=listing_line(engine, turned_down), declined=turned_down
    )
    story_id = named = named_story(engine, said)
    if story_id is None and (asks_for_the_other(said) or (turned_down_by_name and menu_cue(said))):
        # "the other one": the one story neither turned down nor (else) just talked about
        reference = declined or state.talked_about
        if reference is None and not turned_down:
            return which  # nothing to be the other of
        story_id = the_other(engine, *turned_down, *([reference] if reference else []))
        if story_id is None:
            return which
    elif story_id is None and asks_for_any(said):
        story_id = any_story(engine, turned_down, state.talked_about)  # "surprise me"
        if story_id is None:
            return which
    if story_id is None and names_a_story(said, cue=True):
        story_id = named = matched_story(engine, state, matcher, said, asked_about=cue == "describe")
    if story_id is None:
        if names_a_story(said, cue=True):
            return MenuMove(
                "ask", reason="unknown_story", said=unknown_story_line(engine), declined=turned_down
            )
        # "let's play it", "tell me about that one", "yes" to "Then how about …?"
        story_id = in_view(engine, state)
        if story_id is not None and story_id != state.talked_about:
            named = story_id  # put forward by the narrator: as good as named
    if story_id is None or story_id == declined or (story_id in turned_down and story_id != named):
        return which
    return MenuMove(cue, story_id, declined=tuple(sid for sid in turned_down if sid != story_id))


def unclear_move(
    engine: StoryEngine, text: str, matcher: IntentMatcher | None = None, state: StoryState | None = None
) -> MenuMove:
    """The matcher could not tell what the line at the menu meant: a story named by its id or title is
    entered ("smugglers cove"; not in a question, which chooses nothing), else the narrator says which
    stories there are — saying it does not have
    the one named only for a story named, not turned down ("not the pirate one" gets the list, and is
    remembered as turned down: ``declined``)."""
    state = state or engine.initial_state()
    said = _mended(engine, matcher, affirmed(text))
    declined = _declined(engine, state, matcher, _said_no(text, said))
    turned_down = _remember(state.declined, declined)
    story_id = named_story(engine, said)
    if story_id is not None and story_id != declined and not is_question(text):
        return MenuMove("enter", story_id, declined=tuple(sid for sid in turned_down if sid != story_id))
    if story_id is None and names_a_story(said, cue=False):
        return MenuMove("ask", reason="unknown_story", said=unknown_story_line(engine), declined=turned_down)
    return MenuMove("ask", reason="which_story", said=listing_line(engine, turned_down), declined=turned_down)


def declined_after(
    engine: StoryEngine,
    before: StoryState,
    after: StoryState,
    text: str,
    matcher: IntentMatcher | None = None,
) -> tuple[str, ...]:
    """The stories turned down once ``text`` was answered at the menu by someone other than the offline
    menu (the model director took ``before`` to ``after``): read from the words the way :func:`cued_move`
    reads them, less a story the answer talked about (it was asked about: offered again), plus the one the
    line turns down; ``()`` once the answer entered a story (entering forgets them)."""
    if after.mode != "menu":
        return ()
    said = _mended(engine, matcher, affirmed(text))
    declined = _declined(engine, before, matcher, _said_no(text, said))
    talked = after.talked_about if after.talked_about != before.talked_about else None
    kept = tuple(sid for sid in before.declined if sid != talked)
    return _remember(kept, declined)


def _said_no(text: str, said: str) -> str:
    """The clauses of ``text`` that say no (``said``: what it says yes to, mended); "" when it says none."""
    return refused(text) if said != text else ""


def _declined(
    engine: StoryEngine, state: StoryState, matcher: IntentMatcher | None, refusal: str
) -> str | None:
    """The story ``refusal`` turns down: by name, as "that one", or by what it is about ("not the ghost
    one")."""
    return declined_story(
        engine, refusal, in_view(engine, state), lambda words: matched_story(engine, state, matcher, words)
    )


def in_view(engine: StoryEngine, state: StoryState) -> str | None:
    """The story the narrator last put forward — the one talked about, or else the one left once the others
    were turned down ("Then how about …?") — which "it", "that one" and a bare "yes" are about."""
    if state.talked_about is not None and state.talked_about not in state.declined:
        return state.talked_about
    return the_other(engine, *state.declined) if state.declined else None


def _remember(before: tuple[str, ...], declined: str | None) -> tuple[str, ...]:
    """The stories turned down, with ``declined`` (this line's) added last."""
    return before if declined is None or declined in before else (*before, declined)


def matched_story(
    engine: StoryEngine,
    state: StoryState,
    matcher: IntentMatcher | None,
    text: str,
    *,
    asked_about: bool = False,
) -> str | None:
    """The story the matcher is confident the words are about (by title and description); ``asked_about``:
    the line asks about a story ("is the bookshop one scary?"), so its question names the story."""
    options = current_options(engine, state)
    if matcher is None or not options:
        return None
    decision = matcher.match(text, intent_candidates(options), asked_about=asked_about)
    chosen = next((o for o in options if decision.matched and o.key == decision.key), None)
    return chosen.id if chosen is not None else None


def _mended(engine: StoryEngine, matcher: IntentMatcher | None, said: str) -> str:
    """``said`` with a mistyped story name mended ("the pirat one" → "the pirate one"): a word the matcher's
    encoder does not know, one or two letters from exactly one word that names a story
    (:meth:`~taleweaver.intent.matcher.IntentMatcher.prepare`); as said without a matcher."""
    if matcher is None or not said:
        return said
    return matcher.prepare(said.casefold(), [" ".join(name_words(engine))])
