"""The intent evaluation sets run through the player itself: each line typed into a :class:`PlaySession` at
its story point, and what the session did with it — acted on an option, was blocked, or asked.

*Resolved* means the line acted on the option it means; a ``blocked`` answer or a clarify is not resolved.
*Wrong* means the session acted on an option the line does not mean (an off-topic or clarify line acted on
at all, unless the option is one of its ``also`` keys). ``taleweaver bench intent`` prints the tally.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel

from taleweaver.content.findings import ContentError, Finding, warning
from taleweaver.content.loader import parse_story_parts, split_tree
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.files import as_content_tree, is_story_folder, load_library_from
from taleweaver.intent.confusion import StoryPoint, findings
from taleweaver.intent.encoder import EncoderError, MiniLMEncoder
from taleweaver.intent.evalsets import (
    INK,
    MENU,
    SETS,
    TWINE,
    EvalLine,
    Split,
    load_lines,
    split_of,
    story_folder,
)
from taleweaver.intent.matcher import IntentMatcher
from taleweaver.player.options import current_options, intent_candidates, out_of_reach
from taleweaver.player.refusal_eval import state_at, state_offering
from taleweaver.player.session import PlaySession

Outcome = Literal["acted", "blocked", "clarify"]
_PREFIX = {"action": "do", "scene": "go", "scene_action": "act"}


class LineResult(BaseModel):
    text: str
    node: str
    expect: str
    style: str
    outcome: Outcome
    key: str | None = None
    """The option acted on (``acted``) or named (``blocked``)."""
    right: bool
    wrong: bool


class StoryTally(BaseModel):
    story: str
    split: Split
    lines: int
    on_topic: int
    """Lines that mean one option."""
    resolved: int
    wrong: int
    blocked: int
    clarified: int
    off_topic: int
    """Off-topic and clarify lines: never to be acted on."""
    off_topic_kept: int
    """Of those, the ones not acted on (or acted on an acceptable ``also`` option)."""
    misses: list[LineResult]

    @property
    def wrong_rate(self) -> float:
        return self.wrong / self.lines if self.lines else 0.0

    @property
    def resolution(self) -> float:
        return self.resolved / self.on_topic if self.on_topic else 1.0


@cache
def engine_for(story: str, folder: Path | None = None) -> StoryEngine:
    """The engine of an evaluation story: its own folder, or ``folder`` (a Twine story's import)."""
    return StoryEngine(load_library_from(folder or story_folder(story)))


_MENU_MOVES = {"storyDescribed": "describe", "storyEntered": "enter"}


def outcome_of(events: Iterable[dict[str, Any]]) -> tuple[Outcome, str | None]:
    """What a turn did: the ``chosen`` option, a ``blocked`` answer (with the intent's key), or a clarify.
    At the menu, describing or entering a story (``describe:<story>``, ``enter:<story>``) and leaving one
    (``exit``) are acting too."""
    events = list(events)
    for event in events:
        if event["type"] == "chosen":
            return "acted", f"{_PREFIX[event['kind']]}:{event['id']}"
    for event in events:
        if event["type"] in _MENU_MOVES:
            return "acted", f"{_MENU_MOVES[event['type']]}:{event['story_id']}"
        if event["type"] == "storyExited":
            return "acted", "exit"
    if any(e["type"] == "blocked" for e in events):
        key = next((e["key"] for e in events if e["type"] == "intent"), None)
        return "blocked", key
    return "clarify", None


def _menu_state(engine: StoryEngine, node: str) -> StoryState:
    """``menu``: the narrator's menu; ``menu@<story>``: the menu once that story was described;
    ``<story>/<node>``: inside a story."""
    if node == "menu":
        return engine.initial_state()
    if node.startswith("menu@"):
        return engine.describe(engine.initial_state(), node.removeprefix("menu@")).state
    story, _, at = node.partition("/")
    return state_at(engine, story, at)


def said_at(
    engine: StoryEngine, state: StoryState, text: str, matcher: IntentMatcher
) -> tuple[Outcome, str | None]:
    """What a fresh play session at ``state`` does with ``text`` (see :func:`outcome_of`)."""
    session = PlaySession(engine, matcher=matcher, state=state)
    return outcome_of(e.model_dump(mode="json") for e in session.handle(text).events)


def run_line(engine: StoryEngine, story: str, line: EvalLine, matcher: IntentMatcher) -> LineResult:
    if story == MENU:
        state = _menu_state(engine, line.node)
    else:
        keys = (line.expect, *line.also) if line.names_option else ()
        state = state_offering(engine, story, line.node, keys)
    return line_result(line, *said_at(engine, state, line.text, matcher))


def line_result(line: EvalLine, outcome: Outcome, key: str | None) -> LineResult:
    acted = outcome == "acted"
    if line.names_option:
        right = acted and (key == line.expect or key in line.also)
        wrong = acted and not right
    else:
        wrong = acted and key not in line.also
        right = not wrong
    return LineResult(
        text=line.text,
        node=line.node,
        expect=line.expect,
        style=line.style,
        outcome=outcome,
        key=key,
        right=right,
        wrong=wrong,
    )


InkRunner = Callable[[str, IntentMatcher], list[LineResult] | None]
"""Plays an ink story's lines (the runtime sits above the player: the bench passes one in); ``None`` when the
story's corpus is not here."""


TwineImport = Callable[[str], Path | None]
"""The native story folder of a Twine evaluation story, imported as ``taleweaver import`` does (the importer
sits above the player: the bench passes one in); ``None`` when the story (one of the shared corpus) is not
beside the checkout."""


def evaluate_story(story: str, matcher: IntentMatcher, folder: Path | None = None) -> StoryTally:
    """The tally of one native story's lines (or the menu's); ``folder``: where a Twine story was imported."""
    engine = engine_for(story, folder)
    return tally(story, [run_line(engine, story, line, matcher) for line in load_lines(story)])


def tally(story: str, results: list[LineResult]) -> StoryTally:
    """What a story's line results add up to."""
    on_topic = [r for r in results if r.expect not in ("off_topic", "clarify")]
    off = [r for r in results if r.expect in ("off_topic", "clarify")]
    return StoryTally(
        story=story,
        split=split_of(story),
        lines=len(results),
        on_topic=len(on_topic),
        resolved=sum(r.right for r in on_topic),
        wrong=sum(r.wrong for r in results),
        blocked=sum(r.outcome == "blocked" for r in on_topic),
        clarified=sum(r.outcome == "clarify" for r in on_topic),
        off_topic=len(off),
        off_topic_kept=sum(r.right for r in off),
        misses=[r for r in results if not r.right],
    )


def story_points(path: Path) -> Iterator[StoryPoint]:
    """(file, node id, candidates) for every storyline node reachable in the stories at ``path``, with the
    options the player is offered there (and the actions out of reach)."""
    engine = StoryEngine(load_library_from(path))
    _, stories = split_tree(as_content_tree(path))
    for folder, files in sorted(stories.items()):
        parts, _ = parse_story_parts(files)
        if parts.manifest is None:
            continue
        prefix = "" if is_story_folder(path) else f"{folder}/"
        start = engine.enter(engine.initial_state(), parts.manifest.id).state
        queue, seen = deque([start]), {start.node_id}
        while queue:
            state = queue.popleft()
            options = current_options(engine, state) + out_of_reach(engine, state)
            node = state.node_id or ""
            if len(options) > 1:
                yield f"{prefix}{parts.node_files.get(node, folder)}", node, intent_candidates(options)
            for action in engine.available_actions(state):
                nxt = engine.advance(state, action.id).state
                if nxt.node_id not in seen:
                    seen.add(nxt.node_id)
                    queue.append(nxt)


def intent_findings(
    path: Path, matcher: IntentMatcher | None = None, *, examples: bool = True
) -> list[Finding]:
    """``taleweaver check --intents``: warnings for options likely to be confused in the stories at ``path``
    (see :mod:`taleweaver.intent.confusion`); ``examples=False`` for a story imported from a format whose
    choices take no example lines (the hints say to reword instead).

    Content that does not load gets no intent findings (``check`` already reports why); a missing sentence
    model is one warning saying how to install it.
    """
    try:
        return findings(story_points(path), matcher or IntentMatcher(MiniLMEncoder()), examples=examples)
    except ContentError:
        return []
    except EncoderError as exc:
        return [warning("intent_model_missing", str(path), "", str(exc), "install the sentence model")]


def evaluate_sets(
    matcher: IntentMatcher,
    stories: Iterable[str] = SETS,
    *,
    ink: InkRunner | None = None,
    twine: TwineImport | None = None,
) -> list[StoryTally]:
    """The tallies of ``stories``; an ink story is played by ``ink``, and left out without one (or when its
    corpus is absent); a Twine story is imported by ``twine``, and left out without one (or when its corpus
    is absent)."""
    out = []
    for story in stories:
        if story in TWINE:
            if twine is not None and (folder := twine(story)) is not None:
                out.append(evaluate_story(story, matcher, folder))
        elif story not in INK:
            out.append(evaluate_story(story, matcher))
        elif ink is not None and (results := ink(story, matcher)) is not None:
            out.append(tally(story, results))
    return out
