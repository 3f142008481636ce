"""The small-talk sweep: off-topic lines (``intent/evalsets/small_talk.txt``, and apart the held-out
``small_talk_held_out.txt`` no lever was fitted on) typed into a
:class:`PlaySession` at two points of every native and Twine evaluation story — the first and the last
point its own lines are said at. None of them should be acted on: the sets check that at the lines' own
points, the sweep at many more (a line about the player's day can share a word with any story: "sorry,
the baby woke up" by *Wake Idris*). ``taleweaver bench intent`` prints what it acted on.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pydantic import BaseModel

from taleweaver.intent.evalsets import INK, MENU, TWINE, load_lines, small_talk_lines
from taleweaver.intent.matcher import IntentMatcher
from taleweaver.player.intent_eval import TwineImport, engine_for, said_at
from taleweaver.player.refusal_eval import state_at


class SmallTalkActed(BaseModel):
    """A small-talk line the session acted on: where, and what it took."""

    story: str
    node: str
    text: str
    key: str


class SmallTalkSweep(BaseModel):
    """What the sweep found: ``tries`` lines said in all, ``acted`` on (the goal is none)."""

    lines: int
    points: int
    tries: int
    acted: list[SmallTalkActed] = []

    @property
    def acted_rate(self) -> float:
        return len(self.acted) / self.tries if self.tries else 0.0


def sweep_points(story: str) -> tuple[str, ...]:
    """The first and the last story point ``story``'s own lines are said at, in the order the lines first
    say them (one when the story's lines are all said at one point)."""
    nodes = list(dict.fromkeys(line.node for line in load_lines(story)))
    return tuple(dict.fromkeys((nodes[0], nodes[-1]))) if nodes else ()


def small_talk_sweep(
    matcher: IntentMatcher,
    stories: Iterable[str],
    *,
    twine: TwineImport | None = None,
    lines: Sequence[str] | None = None,
) -> SmallTalkSweep:
    """Say every small-talk line (``lines``, by default :func:`small_talk_lines`; the held-out set is
    :func:`small_talk_held_out_lines`) at the sweep points of ``stories`` (ink stories and the menu are left
    out; a Twine story only with ``twine``, and only when its corpus is here)."""
    lines = small_talk_lines() if lines is None else tuple(lines)
    points = tries = 0
    acted: list[SmallTalkActed] = []
    for story in stories:
        if story in INK or story == MENU:
            continue
        folder = None
        if story in TWINE and (twine is None or (folder := twine(story)) is None):
            continue
        engine = engine_for(story, folder)
        for node in sweep_points(story):
            state = state_at(engine, story, node)
            points += 1
            for text in lines:
                outcome, key = said_at(engine, state, text, matcher)
                tries += 1
                if outcome == "acted" and key is not None:
                    acted.append(SmallTalkActed(story=story, node=node, text=text, key=key))
    return SmallTalkSweep(lines=len(lines), points=points, tries=tries, acted=acted)
