"""The terminal player: a play session fed typed lines (a script or stdin), each turn shown as it ends.

Each turn is rendered by :class:`~taleweaver.apps.terminal.view.PlayView`, or written as one JSON row
(``play --json``: the opening row with ``input: null``, then one per input line). With a body, every turn
is shown on it too, and the body listens while the player types.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TextIO

from taleweaver.apps.terminal.view import PlayView
from taleweaver.apps.turn_shower import TurnShower
from taleweaver.intent import EncoderError, IntentMatcher, MiniLMEncoder
from taleweaver.player.output import TurnOutput
from taleweaver.player.session import PlaySession


def load_matcher(on_off: Callable[[str], None] | None = None) -> IntentMatcher | None:
    """The offline matcher for free text, or None (``on_off`` is told why) when its model cannot load."""
    try:
        encoder = MiniLMEncoder()
        encoder.load()
    except EncoderError as exc:
        if on_off is not None:
            on_off(str(exc))
        return None
    return IntentMatcher(encoder)


def write_save(path: str, text: str) -> None:
    """Where ``/save FILE`` goes: the file, as UTF-8."""
    Path(path).write_text(text, encoding="utf-8")


def play_in_terminal(
    session: PlaySession,
    story_id: str | None,
    *,
    script: list[str] | None,
    json_output: bool,
    shower: TurnShower | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> None:
    """Play until the inputs end or the player quits; ``story_id`` None opens at the menu (or the save).

    ``script`` (lines) replaces ``stdin``; without ``json_output`` the view prompts when stdin is a
    terminal. The body, if any, is the caller's to close.
    """
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    interactive = script is None and stdin.isatty()
    view = None if json_output else PlayView(session.engine, interactive=interactive)
    if json_output:
        _emit(session.opening(story_id), view, stdout, shower)
    elif story_id is not None:
        _emit(session.start_story(story_id), view, stdout, shower)
    elif view is not None:
        view.opening(session)
    asyncio.run(_loop(session, _inputs(script, stdin, view), view, stdout, shower))


def _inputs(script: list[str] | None, stream: TextIO, view: PlayView | None) -> Iterator[str]:
    if script is not None:
        yield from script
        return
    while True:
        if view is not None:
            view.prompt()
        line = stream.readline()
        if not line:
            return
        if line.strip():
            yield line.rstrip("\n")


async def _loop(
    session: PlaySession,
    inputs: Iterator[str],
    view: PlayView | None,
    stdout: TextIO,
    shower: TurnShower | None,
) -> None:
    while True:
        if shower is not None:
            shower.motion.listen()
        line = await asyncio.to_thread(next, inputs, None)
        if line is None:
            return
        out = await session.handle_async(line)
        _emit(out, view, stdout, shower)
        if out.quit:
            return


def _emit(out: TurnOutput, view: PlayView | None, stdout: TextIO, shower: TurnShower | None) -> None:
    if shower is not None:
        shower.show(out)
    if view is None:
        stdout.write(json.dumps(out.to_json()) + "\n")
        stdout.flush()
        return
    view.show(out)
