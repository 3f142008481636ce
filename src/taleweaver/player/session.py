"""One player at the keyboard: a line of input in, state + events + spoken lines out.

The session owns the current :class:`StoryState` and turns commands, option numbers and free text
into engine calls. Free text goes through the offline intent matcher; when no option is clearly
ahead it asks the player to clarify instead of guessing. A rejected command leaves the state as it was.

At the menu the narrator leads (seed 000): it greets the player and lists the stories; asking about one
describes it (``storyDescribed``) without entering, "let's play it" enters the story last talked about,
and inside a story "I'm bored, exit" returns to the menu (:mod:`taleweaver.player.menu` reads the words,
:mod:`taleweaver.player.menu_turns` decides the move). What a transition speaks and shows is
:mod:`taleweaver.player.transitions`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, NamedTuple

from taleweaver.content.models import NARRATOR_ID
from taleweaver.director.director import Director
from taleweaver.engine.engine import NOT_PLAYING, StoryEngine
from taleweaver.engine.save import dump_save
from taleweaver.engine.state import StoryState, Transition
from taleweaver.intent import clarify as ask
from taleweaver.intent.candidate import IntentDecision
from taleweaver.intent.cues import is_question
from taleweaver.intent.language import not_english
from taleweaver.intent.looks import said_by_look, the_owners
from taleweaver.intent.matcher import IntentMatcher
from taleweaver.intent.people import as_the_options_name, option_words
from taleweaver.intent.refusal import match_respecting_refusal
from taleweaver.player.clarifying import clarify_event, closest
from taleweaver.player.commands import COMMANDS, Command, no_option, option_number, parse_command, said_number
from taleweaver.player.menu import (
    QUIT_HINT,
    gives_up,
    menu_cue,
    menu_words,
    names_the_menu,
    returns_to,
    says_goodbye,
    wants_to_exit,
)
from taleweaver.player.menu_turns import MenuMove, cued_move, declined_after, greeting_lines, unclear_move
from taleweaver.player.options import (
    Option,
    current_options,
    intent_candidates,
    mentioned_scene,
    numbered_option,
    out_of_reach,
    story_faces,
    story_people,
)
from taleweaver.player.output import Line, TurnOutput
from taleweaver.player.same_place import the_storys_way_there
from taleweaver.player.transitions import reached_node, transition_lines, with_chosen
from taleweaver.turn import (
    BlockedEvent,
    ChosenVia,
    ClarifyEvent,
    ErrorEvent,
    FallbackEvent,
    HelpEvent,
    IntentEvent,
    OptionsEvent,
    PlayerEvent,
    QuitEvent,
    SavedEvent,
    chosen_event,
    from_engine,
)

Route = Literal["matcher-first", "model-first"]
ROUTES: tuple[Route, ...] = ("matcher-first", "model-first")

SaveWriter = Callable[[str, str], None]
"""Writes save text to a path; raises OSError on failure (the CLI passes a real file writer)."""


class _Matched(NamedTuple):
    """A confident matcher decision and the options (numbered, then out of reach) it chose among."""

    decision: IntentDecision
    options: list[Option]
    everything: list[Option]


class Checkpoint(NamedTuple):
    """A session as it was (:meth:`PlaySession.checkpoint`): its state, and what else a session keeps
    (``extra``: a runtime session's saved runtime and pending question)."""

    state: StoryState
    extra: object = None


class PlaySession:
    def __init__(
        self,
        engine: StoryEngine,
        *,
        matcher: IntentMatcher | None = None,
        state: StoryState | None = None,
        write_save: SaveWriter | None = None,
        director: Director | None = None,
        route: Route = "matcher-first",
        quit_hint: str = QUIT_HINT,
    ) -> None:
        self.engine = engine
        self.matcher = matcher
        self.state = state or engine.initial_state()
        self._write_save = write_save
        self.director = director
        self.route = route
        self.quit_hint = quit_hint
        """How a player stops in this front end, said to a goodbye typed at the menu (``how_to_quit``)."""

    def options(self) -> list[Option]:
        return current_options(self.engine, self.state)

    def opening_lines(self) -> list[Line]:
        """What is said when the session starts: the current node's line, or at the menu the narrator's
        greeting and the list of stories."""
        node = self.engine.current_node(self.state)
        if node is not None:
            return [Line(self.state.speaker, self.engine.node_text(self.state))]
        return greeting_lines(self.engine)

    def opening(self, story_id: str | None = None) -> TurnOutput:
        """The opening row (``input`` is ``None``): enter ``story_id`` if given, else what is said now."""
        if story_id is not None:
            out = self.start_story(story_id)
            out.input = None
            return out
        out = TurnOutput(None, self.state, [], self.opening_lines())
        out.options = self.options()
        return out

    def start_story(self, story_id: str) -> TurnOutput:
        out = self._apply(f"/select {story_id}", self.engine.enter(self.state, story_id))
        out.options = self.options()
        return out

    def handle(self, raw: str, command: Command | None = None) -> TurnOutput:
        """One line of input (``command``: ``raw`` already parsed, so a caller that looked at it first
        does not parse it twice)."""
        # Option texts are embedded on demand, when free text arrives (the matcher caches them):
        # a click or a number never pays for embedding the next options.
        asked = self.state.pending_clarify
        out = self._dispatch(raw, command or parse_command(raw))
        self._drop_question(out, asked)
        out.options = self.options()
        return out

    async def handle_async(self, raw: str, command: Command | None = None) -> TurnOutput:
        """Like :meth:`handle`, but free text may go to the LLM director when there is one.

        Matcher-first (the default): the offline intent matcher judges the words first; a confident
        match goes straight to the engine (no model round trip) and only unclear input reaches the
        model. Model-first: every free text goes to the model. ``TurnOutput.route`` says which decided.
        """
        command = command or parse_command(raw)
        if self.director is None or command.verb != "text" or not command.arg:
            return self.handle(raw, command)
        matcher_first = self.route == "matcher-first"
        cued = matcher_first and self._cued(command.arg)
        confident = self._confident(command.arg) if matcher_first and not cued else None
        if cued or confident is not None:
            before, asked = self.state, self.state.pending_clarify
            out = self._free_text(raw, command.arg, confident)
            out.options = self.options()
            handoff = await self.director.observe(
                before, out.state, command.arg, [ln.text for ln in out.lines]
            )
            out.route = "matcher"
            self._drop_question(out, asked)
            if handoff is not None:
                out.events.append(handoff.to_event())
            return out
        out = await self._model_turn(raw, command.arg)
        out.route = "model"
        return out

    def _cued(self, text: str) -> bool:
        """The words carry a menu cue (ask about / choose a story) or, in a story, ask to leave it: the
        offline path decides them (describe and enter are different intents the matcher alone mixes up), and
        a goodbye at the menu too (it gets how to stop)."""
        if self.state.mode == "menu":
            return menu_cue(text) is not None or says_goodbye(text)
        return self._wants_to_exit(text)

    def _wants_to_exit(self, text: str) -> bool:
        """ "I'm bored, exit" — unless an option of the story itself is about leaving that way or names what
        the line goes back to ("back to the list" and "Back to the checklist"), or the line only says the
        player is done ("I'm done", "enough of this") where the story offers a way to give up ("Sit on a bench
        and give up"): that way, not the menu."""
        if not wants_to_exit(text):
            return False
        labels = [o.label for o in self.options()]
        if any(wants_to_exit(label) for label in labels):
            return False
        if (place := returns_to(text)) is not None and any(
            word.startswith(place) or word.endswith(place)
            for label in labels
            for word in label.casefold().split()
        ):
            return False  # "back to the list" where the story offers "Back to the checklist": the story's own
        return names_the_menu(text) or not any(gives_up(label) for label in labels)

    def checkpoint(self) -> Checkpoint | None:
        """What :meth:`rewind` needs to put the session back as it is now, or ``None`` when a turn may change
        what it cannot put back. The state is an immutable value, so keeping it costs nothing; a session
        with a model director is not rewound (a turn adds to the model's conversation and its audit log).
        The voice player keeps one before each spoken turn, for the player who goes on speaking
        (docs/voice.md, "Resume: the turn that continues")."""
        return None if self.director is not None else Checkpoint(self.state)

    def rewind(self, checkpoint: Checkpoint) -> None:
        """Back to ``checkpoint`` (from :meth:`checkpoint` on this session): every turn since is undone."""
        self.state = checkpoint.state

    def confident(self, text: str) -> bool:
        """True when the session answers ``text`` at once in this state: the offline matcher acts on it, or
        it turns down the question pending ("no", "neither" to "Do you mean X, or Y?"). A voice front end
        uses it to judge that a line is complete (:func:`taleweaver.voice.turn_end.matcher_judge`)."""
        if self.state.pending_clarify and self._answer(text, self.options()) is False:
            return True  # (an answer naming an option is one acts_on takes, below)
        return self.acts_on(text) is not None

    def acts_on(self, text: str) -> str | None:
        """The key of the option the session acts on at once for ``text`` in this state; None when it would
        not act at once (it would ask, clarify or leave the line to the model). ``bench voice`` uses it to
        tell a cut-off that takes the option the whole line means from one that does something else."""
        matched = self._confident(text)
        return matched.decision.key if matched is not None else None

    def confirm(self, raw: str, text: str) -> TurnOutput | None:
        """Ask before acting: "Do you mean to X?" for the option ``text`` confidently matches (a voice front
        end asks when the transcriber was unsure of the words). The question is kept in the state, so
        "yes" takes the option; ``None`` when nothing matches confidently (handle the line as usual)."""
        matched = self._confident(text)
        if matched is None:
            return None
        option = next((o for o in matched.options if o.key == matched.decision.key), None)
        if option is None:  # a locked or used-up option: handling it says why, no question needed
            return None
        self.state = self.state.evolve(pending_clarify=(option.key,))
        event = ClarifyEvent(options=[option.to_row()], reason="confirm")
        out = TurnOutput(
            raw,
            self.state,
            [event],
            [Line(self._speaker(), ask.question([ask.Named(option.key, option.label)]))],
        )
        out.options = self.options()
        return out

    def _confident(self, text: str) -> _Matched | None:
        """The matcher's decision (with the options it was made among) when it is confident."""
        text = self._read(text)
        options = self.options()
        if self.matcher is None or not options:
            return None
        everything = options + out_of_reach(self.engine, self.state)
        answer = self._answer(text, everything)
        if isinstance(answer, str):
            decision = IntentDecision(outcome="matched", key=answer, score=1.0)
        else:
            decision = self._match(text, everything)
        return _Matched(decision, options, everything) if decision.matched else None

    def _match(self, text: str, options: list[Option]) -> IntentDecision:
        """The matcher's decision among ``options``, a refusal respected; at the menu "not the pirate one"
        is answered with the story left, offered, not entered (no "other of two"); a line held between a
        storyline action and the move to the place it leads to, naming that place, is the action
        (:mod:`taleweaver.player.same_place`); a person said by how they look is said by name, and a line held
        between two options that says a place by its owner is the one the owner's description says
        (:mod:`taleweaver.intent.looks`)."""
        assert self.matcher is not None
        candidates = intent_candidates(options)
        story = self.engine.story(self.state) if self.state.mode != "menu" else None
        people = story_faces(story) if story is not None else ()
        if story is not None:  # "sort out the reporter": the one reporter the options name
            text = said_by_look(text, people, candidates)  # "the bloke in the camel coat"
            text = as_the_options_name(text, story_people(story), option_words(candidates))
        decision = match_respecting_refusal(
            self.matcher, text, candidates, choose_the_other=self.state.mode != "menu"
        )
        if story is not None and (
            way := the_storys_way_there(self.engine, self.state, story, text, decision, options)
        ):
            return way  # "run down to Booth & Roper's": the story's way to the place named, not the bare move
        if story is not None and (theirs := the_owners(text, decision, people, candidates)):
            return theirs  # "back to Baz's truck": the chase car, which Baz's description says he drives
        return decision

    async def _model_turn(self, raw: str, text: str) -> TurnOutput:
        assert self.director is not None
        turn = await self.director.turn(self.state, text)
        if turn.fallback is not None:
            return self._fallback(raw, text, turn.events, turn.fallback)
        before, self.state = self.state, turn.state
        if before.mode == "menu":  # a story the player turned down is remembered as the offline menu does
            declined = declined_after(self.engine, before, turn.state, menu_words(text), self.matcher)
            if declined != self.state.declined:
                self.state = self.state.evolve(declined=declined)
        out = TurnOutput(raw, self.state, with_chosen(turn.events), [Line(s, t) for s, t in turn.lines])
        node = self.engine.current_node(self.state)
        if node is not None and reached_node(before, self.state) and not out.lines:
            out.lines.append(Line(self.state.speaker, self.engine.node_text(self.state)))
        out.options = self.options()
        return out

    def _fallback(self, raw: str, text: str, events: list[PlayerEvent], why: str) -> TurnOutput:
        """The model failed or said nothing: the offline director answers; the scripted line is spoken."""
        out = self.handle(text)
        out.input = raw
        # The model's turn was rolled back: keep its tool calls (what it tried), not their effects.
        tried = [e for e in events if e.type == "tool_call"]
        out.events[:0] = [*tried, FallbackEvent(reason=why)]
        node = self.engine.current_node(self.state)
        # The scripted line is spoken; a clarify's own line (its question or nudge) comes after it.
        if node is not None and (not out.lines or out.has("clarify")):
            out.lines.insert(0, Line(self.state.speaker, self.engine.node_text(self.state)))
        elif node is None and not out.lines:  # at the menu a clarify already lists the stories
            out.lines.insert(0, Line(NARRATOR_ID, self.engine.library.narrator.introduction))
        if not (out.has("clarify") or out.has("options")):
            out.events.append(OptionsEvent(options=[o.to_row() for o in out.options]))
        return out

    def _dispatch(self, raw: str, command: Command) -> TurnOutput:
        engine, state = self.engine, self.state
        match command.verb:
            case "do":
                return self._taken(self._apply(raw, engine.advance(state, command.arg)), "action", command)
            case "go":
                return self._taken(self._apply(raw, engine.navigate(state, command.arg)), "scene", command)
            case "act":
                out = self._apply(raw, engine.perform(state, command.arg))
                return self._taken(out, "scene_action", command)
            case "select":
                return self._apply(raw, engine.enter(state, command.arg))
            case "exit":
                if state.mode != "story":  # the engine changes nothing; the player is told why
                    return self._say(raw, BlockedEvent(reason=NOT_PLAYING), NOT_PLAYING)
                return self._apply(raw, engine.exit(state))
            case "options":
                return self._note(raw, OptionsEvent(options=[o.to_row() for o in self.options()]))
            case "help":
                return self._note(raw, HelpEvent(commands=COMMANDS))
            case "save":
                return self._save(raw, command.arg)
            case "quit":
                out = TurnOutput(raw, state, [QuitEvent()])
                out.quit = True
                return out
            case "number":
                return self._choose_number(raw, option_number(command.arg))
            case "text":
                return self._free_text(raw, command.arg)
            case _:
                return self._note(raw, ErrorEvent(message=command.arg))

    def _taken(self, out: TurnOutput, kind: str, command: Command) -> TurnOutput:
        if not out.has("blocked"):
            out.events.insert(0, chosen_event(kind, command.arg, "command"))  # type: ignore[arg-type]
        return out

    def _choose(self, raw: str, option: Option, via: ChosenVia, score: float | None = None) -> TurnOutput:
        act = {
            "action": self.engine.advance,
            "scene": self.engine.navigate,
            "scene_action": self.engine.perform,
            "story": self.engine.enter,
        }[option.kind]
        out = self._apply(raw, act(self.state, option.id))
        if option.kind != "story" and not out.has("blocked"):
            out.events.insert(0, chosen_event(option.kind, option.id, via, score))
        return out

    def _choose_number(self, raw: str, number: int) -> TurnOutput:
        option = numbered_option(self.engine, self.state, number)
        if option is not None:
            return self._choose(raw, option, "number")
        return self._note(raw, ErrorEvent(message=no_option(number, len(self.options()))))

    def _free_text(self, raw: str, text: str, matched: _Matched | None = None) -> TurnOutput:
        """Free text to an option; ``matched`` is a decision already made in this state (not redone)."""
        text = self._read(text)
        if matched is None and text:
            if self.state.mode == "menu" and (menu := self._menu_text(raw, text)) is not None:
                return menu
            if self.state.mode == "story" and self._wants_to_exit(text):
                return self._apply(raw, self.engine.exit(self.state))
        if matched is not None:
            decision, options, everything = matched
        else:
            options = self.options()
            if not text or self.matcher is None or not options:
                return self._unclear(raw, text, ClarifyEvent(options=[o.to_row() for o in options]))
            # Gated and used-up actions are matched too: naming one gets the author's reason, not a clarify.
            everything = options + out_of_reach(self.engine, self.state)
            answer = self._answer(text, everything)
            if answer is False:
                return self._say(raw, ClarifyEvent(options=[], reason="declined"), _DECLINED)
            if isinstance(answer, str):
                decision = IntentDecision(outcome="matched", key=answer, score=1.0)
            elif (number := said_number(text)) is not None:
                return self._choose_number(raw, number)  # "Two.", "option 3": the number, said
            elif not_english(text) is not None:
                return self._say(raw, ClarifyEvent(options=[], reason="not_english"), ONLY_ENGLISH)
            else:
                decision = self._match(text, everything)
            if self.state.mode == "menu" and decision.matched and is_question(text):
                # a question with no cue to describe or enter ("do you think real pirates buried treasure?")
                # chooses no story, however near one it sits
                unsure = {"outcome": "clarify", "key": None, "reason": "ambiguous"}
                decision = decision.model_copy(update=unsure)
        if not decision.matched:
            if self.state.mode == "menu":
                return self._unclear(raw, text, clarify_event(decision, options))
            return self._ask(raw, text, decision, options)
        chosen = next(o for o in everything if o.key == decision.key)
        named = mentioned_scene(self.engine, self.state, text) if chosen.kind == "scene" else None
        if named is not None and named != chosen.id:
            # The player named a different place than the closest way out: let the engine
            # judge the place they named (it moves there or says why not) instead of guessing.
            chosen = Option(number=0, kind="scene", id=named, label=named)
        intent = IntentEvent(key=chosen.key, label=chosen.label, score=round(decision.score, 3))
        if not chosen.available and chosen.number == 0 and chosen.reason:
            blocked = BlockedEvent(reason=chosen.reason)
            out = TurnOutput(raw, self.state, [intent, blocked], [Line(NARRATOR_ID, chosen.reason)])
            return out
        out = self._choose(raw, chosen, "text", decision.score)
        out.events.insert(0, intent)
        return out

    def _read(self, text: str) -> str:
        """The words as this state reads them: at the menu, "skip X" is "not X" (:func:`menu_words`)."""
        return menu_words(text) if self.state.mode == "menu" else text

    def _answer(self, text: str, everything: list[Option]) -> str | bool | None:
        """What a short answer to the pending clarify question picks (see ``intent.clarify.resolve``)."""
        pending = self.state.pending_clarify
        if not pending:
            return None
        by_key = {o.key: o for o in everything}
        return ask.resolve(text, [ask.Named(key, by_key[key].label) for key in pending if key in by_key])

    def _ask(self, raw: str, text: str, decision: IntentDecision, options: list[Option]) -> TurnOutput:
        """A clarify said like a person: a nudge for chat, else one question naming the closest options,
        kept in the state for the player's short answer."""
        if decision.reason == "off_topic":
            return self._say(raw, ClarifyEvent(options=[], reason="off_topic"), ask.nudge(text))
        near = closest(decision, options)
        named = [ask.Named(o.key, o.label) for o in near[: ask.MAX_NAMED]]
        self.state = self.state.evolve(pending_clarify=tuple(n.key for n in named))
        event = clarify_event(decision, options)
        return TurnOutput(raw, self.state, [event], [Line(self._speaker(), ask.question(named))])

    def _say(self, raw: str, event: ClarifyEvent | BlockedEvent, text: str) -> TurnOutput:
        """A turn that does not act: one clarify (or blocked) event and one line said by the current
        speaker."""
        if self.state.pending_clarify:
            self.state = self.state.evolve(pending_clarify=())
        return TurnOutput(raw, self.state, [event], [Line(self._speaker(), text)])

    def _speaker(self) -> str:
        return self.state.speaker if self.state.mode == "story" else NARRATOR_ID

    def _drop_question(self, out: TurnOutput, asked: tuple[str, ...]) -> None:
        """A turn that did not ask the pending question again drops it (a stale "yes" must not act)."""
        if asked and self.state.pending_clarify is asked:
            self.state = self.state.evolve(pending_clarify=())
            out.state = self.state

    def _menu_text(self, raw: str, text: str) -> TurnOutput | None:
        """Free text at the menu: describe a story, enter one, or list the real ones; ``None`` leaves it
        to the matcher (no cue: see _unclear)."""
        move = cued_move(self.engine, self.state, text, self.matcher, self.quit_hint)
        return None if move is None else self._menu_move(raw, move)

    def _menu_move(self, raw: str, move: MenuMove) -> TurnOutput:
        """Carry out a move at the menu, remembering the stories turned down (entering forgets them)."""
        self._remember_declined(move)
        if move.kind == "describe":
            return self._apply(raw, self.engine.describe(self.state, move.story_id))
        if move.kind == "enter":
            return self._apply(raw, self.engine.enter(self.state, move.story_id))
        event = ClarifyEvent(options=[o.to_row() for o in self.options()], reason=move.reason)
        return TurnOutput(raw, self.state, [event], [Line(NARRATOR_ID, move.said)])

    def _remember_declined(self, move: MenuMove) -> None:
        if move.declined != self.state.declined:
            self.state = self.state.evolve(declined=move.declined)

    def _unclear(self, raw: str, text: str, clarify: ClarifyEvent) -> TurnOutput:
        """The matcher could not tell: a clarify. At the menu a story named is entered, else the narrator
        says which stories there are (:func:`~taleweaver.player.menu_turns.unclear_move`)."""
        if self.state.mode != "menu":
            return self._note(raw, clarify)
        move = unclear_move(self.engine, text, self.matcher, self.state)
        if move.kind == "enter":
            return self._menu_move(raw, move)
        self._remember_declined(move)
        out = self._note(raw, clarify)
        out.lines.append(Line(NARRATOR_ID, move.said))
        return out

    def _save(self, raw: str, path: str) -> TurnOutput:
        if self._write_save is None:
            return self._note(raw, ErrorEvent(message="saving is not available here"))
        try:
            self._write_save(path, dump_save(self.state, self.engine.library))
        except OSError as exc:
            return self._note(raw, ErrorEvent(message=f"could not save to {path}: {exc.strerror}"))
        return self._note(raw, SavedEvent(file=path))

    def _note(self, raw: str, event: PlayerEvent) -> TurnOutput:
        return TurnOutput(raw, self.state, [event])

    def _apply(self, raw: str, transition: Transition) -> TurnOutput:
        before, self.state = self.state, transition.state
        out = TurnOutput(raw, transition.state, [from_engine(e) for e in transition.events])
        out.lines = transition_lines(self.engine, before, transition)
        return out


ONLY_ENGLISH = "I only understand English for now. Could you say that in English?"
_DECLINED = "Then what will you do?"
