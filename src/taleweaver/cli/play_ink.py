"""``taleweaver play STORY.ink.json`` (or ``.ink``, or a folder holding one): an ink story in the player."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from rich.console import Console
from rich.markup import escape

from taleweaver.cli.common import err_console, fail, make_console
from taleweaver.formats.ink.errors import InkError
from taleweaver.formats.ink.story import is_ink_path, load_ink_story
from taleweaver.intent import IntentMatcher
from taleweaver.models.port import ChatModel
from taleweaver.runtime.director import RuntimeDirector
from taleweaver.runtime.ink import InkStoryRuntime
from taleweaver.runtime.session import RuntimeSession, RuntimeTurn

__all__ = ["is_ink_target", "play_ink"]


def is_ink_target(story: str | None) -> bool:
    return story is not None and is_ink_path(Path(story))


def play_ink(
    story: str,
    *,
    script: list[str] | None,
    json_output: bool,
    load: Path | None,
    matcher: IntentMatcher | None,
    model: ChatModel | None = None,
    route: str = "matcher-first",
) -> None:
    try:
        loaded = load_ink_story(Path(story))
    except InkError as exc:
        fail(str(exc), 3)
    session = RuntimeSession(
        InkStoryRuntime(loaded),
        matcher=matcher,
        write_save=_write,
        director=RuntimeDirector(model, title=loaded.title) if model is not None else None,
        route=route,
    )
    console = make_console()
    try:
        if load is None:
            opening = session.opening()
        else:
            try:
                session.restore(load.read_text(encoding="utf-8"))
            except OSError as exc:
                fail(f"cannot read save {load}: {exc.strerror}")
            except (ValueError, InkError) as exc:
                fail(f"{load}: {exc}")
            opening = session.resume()
        _emit(opening, json_output, console)
        inputs: Iterable[str] = script if script is not None else _stdin(json_output)
        for line in inputs:
            out = asyncio.run(session.handle_async(line))
            _emit(out, json_output, console)
            if out.quit:
                return
    except InkError as exc:
        fail(str(exc), 3)


def _write(path: str, text: str) -> None:
    Path(path).write_text(text, encoding="utf-8")


def _stdin(json_output: bool) -> Iterator[str]:
    while True:
        if not json_output and sys.stdin.isatty():
            err_console.print("> ", end="")
        line = sys.stdin.readline()
        if not line:
            return
        if line.strip():
            yield line.rstrip("\n")


def _emit(out: RuntimeTurn, json_output: bool, console: Console) -> None:
    if json_output:
        sys.stdout.write(json.dumps(out.to_json()) + "\n")
        sys.stdout.flush()
        return
    for speaker, text in out.lines:
        prefix = "" if speaker == "narrator" else f"[bold]{escape(speaker)}:[/] "
        console.print(prefix + escape(text), soft_wrap=True)
    for event in out.events:
        if event["type"] in ("error", "blocked", "clarify"):
            console.print(f"[yellow]{escape(event.get('message') or event.get('reason') or 'which one?')}[/]")
    for option in out.options:
        console.print(f"  {option['number']}. {escape(option['label'])}")
