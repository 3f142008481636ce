"""The choice points a runtime story reaches: a breadth-first walk over its choices, each branch played from
a save of the state before it (``taleweaver check`` on an ink story). No I/O beyond the runtime's own.

A point is a set of choices on offer; one met again (the same choices, by id and label) is not walked again,
so a story that loops or counts is explored once per distinct menu. The walk stops after ``limit`` states
and says so.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from taleweaver.runtime.port import RuntimeChoice, StoryRuntime

WALK_LIMIT = 5_000
"""States played at most (each is one choice taken from a saved state); most stories' menus are all met
long before."""


@dataclass(frozen=True)
class ChoicePoint:
    """Where the story offers ``choices``: its ``node`` (the runtime's path there) and the choice numbers
    that reach it from the start (``"2.1"``; empty at the start)."""

    node: str
    path: tuple[int, ...]
    choices: list[RuntimeChoice]
    saved: str
    """The runtime's save at this point (restore it to look at the point again)."""

    @property
    def reached_by(self) -> str:
        return ".".join(map(str, self.path)) or "the start"


@dataclass
class Walk:
    points: list[ChoicePoint] = field(default_factory=list)
    states: int = 0
    complete: bool = True
    """False when the walk stopped at its limit with states left to play."""
    failures: list[tuple[tuple[int, ...], Exception]] = field(default_factory=list)
    """Where the story failed while played (the choice numbers that led there) and the error; the walk goes
    on down the other branches."""


def choice_points(
    runtime: StoryRuntime, *, limit: int = WALK_LIMIT, errors: tuple[type[Exception], ...] = ()
) -> Walk:
    """Every distinct menu ``runtime`` offers, from its start. One of ``errors`` raised while playing a
    branch is kept in :attr:`Walk.failures` and the branch left; any other propagates."""
    walk = Walk()
    try:
        runtime.start()
    except errors as exc:
        walk.failures.append(((), exc))
        return walk
    queue: deque[tuple[str, tuple[int, ...]]] = deque([(runtime.save(), ())])
    seen: set[frozenset[tuple[str, str]]] = set()
    while queue:
        if walk.states >= limit:
            walk.complete = False
            break
        saved, path = queue.popleft()
        walk.states += 1
        runtime.restore(saved)
        choices = runtime.choices()
        menu = frozenset((c.id, c.label) for c in choices)
        if not choices or menu in seen:
            continue
        seen.add(menu)
        walk.points.append(ChoicePoint(str(runtime.public_state().get("node_id", "")), path, choices, saved))
        for number, choice in enumerate(choices, 1):
            runtime.restore(saved)
            try:
                runtime.choose(choice.id)
                queue.append((runtime.save(), (*path, number)))
            except errors as exc:
                walk.failures.append(((*path, number), exc))
    return walk
