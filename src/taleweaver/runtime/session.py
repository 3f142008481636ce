"""A player session over the story-runtime port (an ink story, or any other runtime): input in, a row out.

The same input language as the native session: an option number, ``/do ID`` or free text (matched by the
offline intent matcher against this turn's choices; intent key ``choice:ID``), ``/options``, ``/save FILE``,
``/help``, ``/quit``. Rows have the same fields as the native player's (``input``, ``lines``, ``options``,
``events``, ``state``); options are ``{"number", "kind": "choice", "id", "label"}``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from taleweaver.content.models import NARRATOR_ID
from taleweaver.intent.candidate import IntentCandidate, IntentDecision
from taleweaver.intent.looks import Face, faces, said_by_look
from taleweaver.intent.matcher import IntentMatcher
from taleweaver.intent.normalise import as_player
from taleweaver.intent.people import as_the_options_name, option_words, people_in_text
from taleweaver.intent.refusal import match_respecting_refusal
from taleweaver.player.commands import Command, no_option, option_number, parse_command, said_number
from taleweaver.runtime.director import RuntimeDirector
from taleweaver.runtime.port import Peeks, RuntimeChoice, Step, StoryRuntime
from taleweaver.turn import ROW_ADAPTER, TurnRow

SAVE_FORMAT = "taleweaver-runtime-save/1"
SEALED_FORMAT = "taleweaver-sealed-save"
"""A server's sealed save (``GET /play/save``): only the server that sealed it opens it."""
RUNTIME_COMMANDS: dict[str, str] = {
    "/do CHOICE_ID": "take a choice by its id",
    "/options": "show the choices",
    "/save FILE": "save the game",
    "/quit": "stop playing",
    "/help": "this list",
}


@dataclass
class RuntimeTurn:
    """One turn of a runtime session (``input`` is None for the opening)."""

    input: str | None
    state: dict[str, Any]
    events: list[dict[str, Any]] = field(default_factory=list)
    lines: list[tuple[str, str]] = field(default_factory=list)
    options: list[dict[str, Any]] = field(default_factory=list)
    quit: bool = False

    def row(self, *, session: str | None = None) -> TurnRow:
        """The typed row (:class:`~taleweaver.turn.TurnRow`), checked: the runtime's values are untyped."""
        return ROW_ADAPTER.validate_python(
            {
                "input": self.input,
                "lines": [{"speaker": s, "text": t} for s, t in self.lines],
                "options": self.options,
                "events": self.events,
                "state": self.state,
                "session": session,
            }
        )

    def to_json(self) -> dict[str, Any]:
        """The ``play --json`` row as JSON data."""
        return self.row().to_json()

    def has(self, kind: str) -> bool:
        return any(e.get("type") == kind for e in self.events)


def option_rows(choices: list[RuntimeChoice]) -> list[dict[str, Any]]:
    return [
        {"number": i, "kind": "choice", "id": c.id, "label": c.label} for i, c in enumerate(choices, start=1)
    ]


@dataclass(frozen=True)
class SessionMark:
    """A runtime session's place (:meth:`RuntimeSession.mark`): the runtime's save and the people met (their
    roles, and what the story has said of them)."""

    saved: str
    people: dict[str, frozenset[str]]
    faces: dict[str, Face] = field(default_factory=dict)


_PEOPLE_KEPT = 200
"""How many people a session remembers the story introducing (a story that names people from variables
could introduce any number)."""


class RuntimeSession:
    def __init__(
        self,
        runtime: StoryRuntime,
        *,
        matcher: IntentMatcher | None = None,
        write_save: Callable[[str, str], None] | None = None,
        director: RuntimeDirector | None = None,
        route: str = "matcher-first",
    ) -> None:
        self.runtime = runtime
        self.matcher = matcher
        self._write_save = write_save
        self.director = director
        self.route = route
        self._people: dict[str, frozenset[str]] = {}
        """The people the story has introduced by apposition this session ("Dougie, the mate"), with their
        roles: read once from each turn's lines as they are said."""
        self._faces: dict[str, Face] = {}
        """What the story has said of its people this session (:mod:`taleweaver.intent.looks`): the words of
        each sentence of its lines that names someone it introduced or a "Mr", "Mrs", "Dr" …"""

    def _turn(self, raw: str | None, step: Step) -> RuntimeTurn:
        texts = tuple(text for _, text in step.lines)
        for name, roles in people_in_text(texts):
            if name in self._people or len(self._people) < _PEOPLE_KEPT:
                self._people[name] = self._people.get(name, frozenset()) | roles
        for name, face in faces(tuple((name, "") for name in self._people), texts):
            if name in self._faces or len(self._faces) < _PEOPLE_KEPT:
                self._faces[name] = self._faces.get(name, Face()) | face
        return RuntimeTurn(
            raw,
            self.runtime.public_state(),
            list(step.events),
            list(step.lines),
            option_rows(self.runtime.choices()),
        )

    def opening(self) -> RuntimeTurn:
        out = self._turn(None, self.runtime.start())
        if self.director is not None:
            self.director.heard(out.lines)
        return out

    def restore(self, saved: str) -> None:
        """Resume from a ``/save`` file's text; ValueError saying why when it is not one of this story's."""
        try:
            data = json.loads(saved)
        except json.JSONDecodeError as err:
            raise ValueError(f"not a save (line {err.lineno}: {err.msg})") from None
        if isinstance(data, dict) and data.get("format") == SEALED_FORMAT:
            raise ValueError(
                "a sealed save downloaded from a taleweaver server: only that server opens it "
                "(POST /play/load there); the terminal player resumes saves made with /save FILE"
            )
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError(f'not a taleweaver runtime save (expected "format": "{SAVE_FORMAT}")')
        if data.get("story_id") != self.runtime.story_id:
            raise ValueError(f"a save of {data.get('story_id')!r}, not of {self.runtime.story_id!r}")
        self.runtime.restore(str(data.get("state", "")))

    def resume(self) -> RuntimeTurn:
        """The opening row after :meth:`restore` (as a native save's): the line said last and the choices."""
        out = self._turn(None, self.runtime.resumed())
        if self.director is not None:
            self.director.heard(out.lines)
        return out

    def mark(self) -> SessionMark:
        """Where the session is now, to come back to with :meth:`rewind` (trying several lines at one point
        of a story without playing it again from its start)."""
        return SessionMark(self.runtime.save(), dict(self._people), dict(self._faces))

    def rewind(self, mark: SessionMark) -> None:
        """Back to ``mark`` (of this session): the story's state and the people it had introduced."""
        self.runtime.restore(mark.saved)
        self._people = dict(mark.people)
        self._faces = dict(mark.faces)

    def save_text(self) -> str:
        return json.dumps(
            {"format": SAVE_FORMAT, "story_id": self.runtime.story_id, "state": self.runtime.save()}
        )

    async def handle_async(self, raw: str) -> RuntimeTurn:
        """Like :meth:`handle`; free text may go to the model (the choice tool's enum is this turn's
        choices). Matcher-first: a confident offline match is taken without asking the model."""
        command = parse_command(raw)
        choices = self.runtime.choices()
        if self.director is None or command.verb != "text" or not command.arg or not choices:
            out = self.handle(raw)
        elif self.route == "matcher-first" and (matched := self._confident(command.arg, choices)) is not None:
            out = self._matched(raw, matched[0], matched[1], choices)
        else:
            decision = await self.director.decide(command.arg, choices)
            if decision.failed is not None:
                out = self.handle(raw)
                out.events[:0] = [*decision.events, {"type": "fallback", "reason": decision.failed}]
            elif decision.choice is not None:
                out = self._take(raw, decision.choice, "model")
                out.events[:0] = decision.events
            else:
                out = self._note(raw, {"type": "options", "options": option_rows(choices)})
                out.events[:0] = decision.events
                out.lines = [(NARRATOR_ID, decision.reply)]
        if self.director is not None:
            self.director.heard(out.lines)
        return out

    def _confident(self, text: str, choices: list[RuntimeChoice]) -> tuple[str, float] | None:
        if self.matcher is None:
            return None
        decision = self._match(text, choices)
        return (decision.key, decision.score) if decision.matched and decision.key else None

    def _match(self, text: str, choices: list[RuntimeChoice]) -> IntentDecision:
        """The matcher's decision, a refusal respected; a person said by role ("let the mate make the
        call") is said by the name the story gave them ("Dougie, the mate") where the choices name them, and
        so is a person said by how they look ("the bloke in the camel coat": the one the story dressed so)."""
        assert self.matcher is not None
        candidates = choice_candidates(self.runtime, choices)
        text = said_by_look(text, self._faces.items(), candidates)
        text = as_the_options_name(text, self._people.items(), option_words(candidates))
        return match_respecting_refusal(self.matcher, text, candidates)

    def _matched(self, raw: str, key: str, score: float, choices: list[RuntimeChoice]) -> RuntimeTurn:
        picked = next(c for c in choices if f"choice:{c.id}" == key)
        out = self._take(raw, picked, "text", score)
        out.events.insert(0, {"type": "intent", "key": key, "label": picked.label, "score": round(score, 3)})
        return out

    def handle(self, raw: str) -> RuntimeTurn:
        command = parse_command(raw)
        if command.verb == "text" and (number := said_number(command.arg)) is not None:
            command = Command("number", str(number))  # "Two.", "option 3": the number, said
        choices = self.runtime.choices()
        match command.verb:
            case "number":
                number = option_number(command.arg)
                if 1 <= number <= len(choices):
                    return self._take(raw, choices[number - 1], "number")
                return self._note(raw, {"type": "error", "message": no_option(number, len(choices))})
            case "do":
                picked = next((c for c in choices if c.id == command.arg), None)
                if picked is None:
                    return self._turn(raw, self.runtime.choose(command.arg))
                return self._take(raw, picked, "command")
            case "text":
                return self._free_text(raw, command.arg, choices)
            case "options":
                return self._note(raw, {"type": "options", "options": option_rows(choices)})
            case "help":
                return self._note(raw, {"type": "help", "commands": RUNTIME_COMMANDS})
            case "quit":
                out = self._note(raw, {"type": "quit"})
                out.quit = True
                return out
            case "save":
                return self._save(raw, command.arg)
            case "bad":
                return self._note(raw, {"type": "error", "message": command.arg})
            case _:
                message = f"/{command.verb} is not available in this story; commands: " + ", ".join(
                    c.split()[0] for c in RUNTIME_COMMANDS
                )
                return self._note(raw, {"type": "error", "message": message})

    def _take(self, raw: str, choice: RuntimeChoice, via: str, score: float | None = None) -> RuntimeTurn:
        step = self.runtime.choose(choice.id)
        out = self._turn(raw, step)
        if not any(e.get("type") == "blocked" for e in step.events):
            chosen: dict[str, Any] = {"type": "chosen", "kind": "choice", "id": choice.id, "via": via}
            if score is not None:
                chosen["score"] = round(score, 3)
            out.events.insert(0, chosen)
        return out

    def _free_text(self, raw: str, text: str, choices: list[RuntimeChoice]) -> RuntimeTurn:
        if not text or self.matcher is None or not choices:
            return self._note(raw, {"type": "clarify", "options": option_rows(choices)})
        decision = self._match(text, choices)
        if not decision.matched:
            ranked = [r.key for r in decision.options[:3]]
            closest = [o for o in option_rows(choices) if f"choice:{o['id']}" in ranked] or option_rows(
                choices
            )
            event: dict[str, Any] = {"type": "clarify", "options": closest}
            if decision.reason is not None:
                event["reason"] = decision.reason
            return self._note(raw, event)
        assert decision.key is not None
        return self._matched(raw, decision.key, decision.score, choices)

    def _save(self, raw: str, path: str) -> RuntimeTurn:
        if self._write_save is None:
            return self._note(raw, {"type": "error", "message": "saving is not available here"})
        try:
            self._write_save(path, self.save_text())
        except OSError as exc:
            return self._note(raw, {"type": "error", "message": f"could not save to {path}: {exc.strerror}"})
        return self._note(raw, {"type": "saved", "file": path})

    def _note(self, raw: str, event: dict[str, Any]) -> RuntimeTurn:
        return RuntimeTurn(raw, self.runtime.public_state(), [event], [], option_rows(self.runtime.choices()))


def choice_candidates(runtime: StoryRuntime, choices: list[RuntimeChoice]) -> list[IntentCandidate]:
    """The matcher's candidates for ``choices`` (key ``choice:ID``); with a runtime that :class:`Peeks`,
    each carries what follows it."""
    peeks = runtime if isinstance(runtime, Peeks) else None
    return [
        IntentCandidate(
            key=f"choice:{c.id}",
            label=c.label,
            texts=c.texts or (c.label,),
            follows=tuple(
                as_player(t) for t in c.follows or (peeks.follows(c.id) if peeks is not None else ())
            ),
        )
        for c in choices
    ]
