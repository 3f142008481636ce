"""What the player can do right now, as numbered options and as intent candidates. Pure."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from itertools import islice
from typing import Any

from pydantic import Field

from taleweaver.content.conditions import describe_failure, first_failed
from taleweaver.content.models import Story
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.intent.candidate import IntentCandidate
from taleweaver.intent.looks import Face, faces
from taleweaver.intent.normalise import as_player
from taleweaver.intent.people import people_in_text, roles_of
from taleweaver.turn import OptionKind, OptionRow

_PREFIX: dict[OptionKind, str] = {
    "action": "do",
    "scene": "go",
    "scene_action": "act",
    "story": "select",
    "choice": "choice",
}


class Option(OptionRow):
    """A numbered option as a row shows it, plus what the intent matcher compares the player's words with."""

    texts: tuple[str, ...] = Field(default=(), exclude=True)
    """What the intent matcher compares the player's words with (never sent)."""
    context: tuple[str, ...] = Field(default=(), exclude=True)
    """What the matcher may find the player's words in, but not a way to say the option (a place's
    description; never sent)."""
    follows: tuple[str, ...] = Field(default=(), exclude=True)
    """What the story says right after the option is taken (a storyline action's next node's text, first
    sentence): what a terse label means (a Twine link "Run"). Never sent."""

    @property
    def key(self) -> str:
        return f"{_PREFIX[self.kind]}:{self.id}"

    def to_json(self) -> dict[str, Any]:
        return self.wire()

    def to_row(self) -> OptionRow:
        """The option as a row shows it: itself (a row serialises only the :class:`OptionRow` fields)."""
        return self


_Raw = tuple[OptionKind, str, str, bool, str | None, tuple[str, ...], tuple[str, ...], tuple[str, ...]]
"""An option before it is numbered: kind, id, label, available, reason, matcher texts, context, follows."""


def _raw_options(engine: StoryEngine, state: StoryState) -> Iterator[_Raw]:
    """The options in their numbered order, each worked out only when it is reached."""
    if state.mode == "menu":
        for s in engine.stories():
            yield ("story", s.id, s.title, True, None, (s.title, f"{s.title}: {s.description}"), (), ())
        return
    story = engine.story(state)
    for a in engine.available_actions(state):
        texts = action_texts(a.description, a.examples)
        yield ("action", a.id, a.description, True, None, texts, (), _follows(story, a.next))
    for r in engine.reachable_scenes(state):
        label = r.description or f"Go to {r.scene.name}"
        texts = (label, f"go to {r.scene.name}")
        yield ("scene", r.scene.id, label, r.available, r.reason, texts, (r.scene.description,), ())
    for sa in engine.scene_actions(state):
        yield ("scene_action", sa.id, sa.description, True, None, action_texts(sa.description), (), ())


_SENTENCE = re.compile(r"(?<=[.!?])\s+")


def _follows(story: Story | None, next_id: str | None) -> tuple[str, ...]:
    """What an action leads to: the first sentence of its next node (when that sentence is plain text — a
    template tag further on, "…palm. You have {{coins}} coins left.", does not hide it) and the node's name
    (:func:`node_name`). Used by the matcher for terse options only."""
    node = story.storylines.get(next_id) if story is not None and next_id else None
    if node is None or not node.text:
        return ()
    first = _first_sentence(node.text)
    said = first if first and "{" not in first[0] else ()
    name = node_name(node.id)
    return (*said, name) if name else said


def node_name(node_id: str) -> str:
    """A node's id said as words — a Twine passage's name after import ("Stranger's Table" →
    ``stranger_s_table`` → "stranger table"): what the author called where the action leads. A numbered
    id ("passage_12", "Untitled Passage 2") names nothing: ""."""
    if re.search(r"\d", node_id):
        return ""
    return " ".join(w for w in node_id.split("_") if len(w) > 1)


@lru_cache(maxsize=4096)  # a story's own text: options are listed on every turn
def _first_sentence(text: str) -> tuple[str, ...]:
    return tuple(_SENTENCE.split(text.strip())[:1])


@lru_cache(maxsize=4096)
def _option(number: int, raw: _Raw) -> Option:
    """The option numbered ``number``. Options are immutable values made of the story's words and what the
    state allows, so the same one is reused rather than validated again every turn."""
    kind, id_, label, ok, why, texts, ctx, after = raw
    return Option(
        number=number,
        kind=kind,
        id=id_,
        label=label,
        available=ok,
        reason=why,
        texts=texts,
        context=ctx,
        follows=after,
    )


def current_options(engine: StoryEngine, state: StoryState) -> list[Option]:
    """Menu: the stories. Story: storyline actions, reachable scenes (blocked ones marked), scene actions."""
    return [_option(i, raw) for i, raw in enumerate(_raw_options(engine, state), start=1)]


_MOST_OPTIONS = 10_000
"""More options than any node offers: a number past it names none."""


def numbered_option(engine: StoryEngine, state: StoryState, number: int) -> Option | None:
    """The option :func:`current_options` numbers ``number`` (``None``: there is none), built alone and
    without working out the options after it: a number typed or clicked does not list every option
    twice a turn."""
    if not 1 <= number <= _MOST_OPTIONS:  # thousands of digits typed: no option, not an islice error
        return None
    found = next(islice(_raw_options(engine, state), number - 1, None), None)
    return None if found is None else _option(number, found)


@lru_cache(maxsize=4096)  # a pure function of a story's text: options are listed twice a turn
def first_person(description: str) -> str:
    """An option's description as a player says it: "Show Brann your ticket" → "I'll show Brann my ticket";
    "Tell Oddny you are sorry" → "I'll tell Oddny I am sorry"; "Ask Tam to help you" → "… help me"."""
    words = as_player(description).removeprefix("I ")
    return f"I'll {words[:1].lower()}{words[1:]}" if words else words


def story_people(story: Story) -> list[tuple[str, frozenset[str]]]:
    """The story's people and their roles (:mod:`taleweaver.intent.people`): its characters, by their name's
    title and description, and those its text introduces by an apposition (a Twine import has no character
    files)."""
    people = [(c.name, roles_of(c.name, c.description)) for c in story.characters.values()]
    return people + list(people_in_text(tuple(node.text for node in story.storylines.values())))


def story_faces(story: Story) -> tuple[tuple[str, Face], ...]:
    """What the story says of each of its people (:mod:`taleweaver.intent.looks`): its characters'
    descriptions, and every sentence of its nodes and scenes that names one of them (or a "Mr", "Mrs", "Dr" …
    of its text) alone."""
    texts = tuple(node.text for node in story.storylines.values())
    texts += tuple(scene.description for scene in story.scenes.values())
    return _faces_of(tuple((c.name, c.description) for c in story.characters.values()), texts)


_faces_of = lru_cache(maxsize=64)(faces)
""":func:`~taleweaver.intent.looks.faces` kept per story's text (the same on every turn; an ink session reads
its turns' lines uncached, so they never push a story out)."""


def action_texts(description: str, examples: tuple[str, ...] | list[str] = ()) -> tuple[str, ...]:
    """What the matcher compares with for an action: its description, said in the first person, examples."""
    return (description, first_person(description), *examples)


def out_of_reach(engine: StoryEngine, state: StoryState) -> list[Option]:
    """Actions the player may name but cannot take now, unnumbered, with the reason the engine would give.

    Storyline actions whose ``requires`` fail here (the author's ``condition_failed`` text) and ``once``
    scene actions already done — but not one described as an action on offer is (a deed written twice for
    two branches): the player names the one they can take. Free text matching one of them is answered with
    that reason, not a clarify.

    In an imported story a link whose condition fails and says no reason is a branch the story hides (a
    Twine ``[if]``/``[else]``: "hang your cloak here" or "pick up your cloak", never both), as ink hides a
    conditional choice: it is left out, so it cannot outscore the link on the page ("hang up my cloak").
    """
    node = engine.current_node(state)
    if node is None or state.ended:
        return []
    out: list[Option] = []
    failures = {a.id: first_failed(a.requires, state.flags, state.variables) for a in node.actions}
    # the same deed on another branch ("fetch the flour" whether or not the card is in your pocket): the
    # player names the one they can take, so its locked twin is no rival to it
    open_deeds = {a.description.casefold() for a in node.actions if failures[a.id] is None}
    for a in node.actions:
        failed = failures[a.id]
        if failed is None or a.description.casefold() in open_deeds:
            continue
        if not (node.imported is not None and not failed.condition_failed):
            out.append(
                Option(
                    number=0,
                    kind="action",
                    id=a.id,
                    label=a.description,
                    available=False,
                    reason=describe_failure(failed),
                    texts=action_texts(a.description, a.examples),
                )
            )
    scene = engine.current_scene(state)
    for sa in scene.actions if scene is not None else ():
        if sa.once and f"{scene.id}/{sa.id}" in state.scene_actions_done:  # type: ignore[union-attr]
            reason = f"You have already done that: {sa.description}."
            out.append(
                Option(
                    number=0,
                    kind="scene_action",
                    id=sa.id,
                    label=sa.description,
                    available=False,
                    reason=reason,
                    texts=action_texts(sa.description),
                )
            )
    return out


def intent_candidates(options: list[Option]) -> list[IntentCandidate]:
    return [
        IntentCandidate(
            key=o.key,
            label=o.label,
            texts=o.texts,
            context=o.context,
            follows=tuple(as_player(t) for t in o.follows),
        )
        for o in options
    ]


def _place_phrases(scene_id: str, name: str) -> set[str]:
    folded = name.casefold()
    for article in ("the ", "a ", "an "):
        folded = folded.removeprefix(article)
    return {scene_id.replace("_", " ").casefold(), folded}


def mentioned_scene(engine: StoryEngine, state: StoryState, text: str) -> str | None:
    """The id of a scene of the current story that ``text`` names (by id or name), if exactly one."""
    story = engine.story(state)
    if story is None:
        return None
    said = " ".join(re.findall(r"[\w']+", text.casefold()))
    found = {
        sid
        for sid, scene in story.scenes.items()
        if any(re.search(rf"\b{re.escape(p)}\b", said) for p in _place_phrases(sid, scene.name) if p)
    }
    return found.pop() if len(found) == 1 else None
