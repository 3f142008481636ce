"""``taleweaver play STORY.ink.json`` (or ``.ink``, or a folder holding one): an ink story in the player."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape

from taleweaver.cli.common import err_console, fail, make_console
from taleweaver.director.audit import AuditLog
from taleweaver.formats.ink.errors import InkError
from taleweaver.formats.ink.story import is_ink_path, load_ink_story
from taleweaver.intent import IntentMatcher
from taleweaver.models.port import ChatModel
from taleweaver.runtime.director import RuntimeDirector
from taleweaver.runtime.ink import InkStoryRuntime
from taleweaver.runtime.play import RuntimePlaySession
from taleweaver.runtime.session import RuntimeSession

if TYPE_CHECKING:
    from taleweaver.apps.turn_shower import TurnShower
    from taleweaver.player.output import TurnOutput

__all__ = ["VoiceOptions", "is_ink_target", "play_ink"]


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
    voice: VoiceOptions | None = None,
    body: str | None = None,
    audit: Path | None = None,
) -> None:
    """Play an ink story: typed (or scripted) in the terminal, or with ``voice`` by speech, each line in its
    speaker's voice; ``body`` moves a body with it (gaze on the speaker, emotions from ``emotion:`` tags)."""
    try:
        loaded = load_ink_story(Path(story))
    except InkError as exc:
        fail(str(exc), 3)
    inner = RuntimeSession(
        InkStoryRuntime(loaded),
        matcher=matcher,
        write_save=_write,
        director=None if model is None else RuntimeDirector(model, title=loaded.title, audit=_audit(audit)),
        route=route,
    )
    if load is not None:
        try:
            inner.restore(load.read_text(encoding="utf-8"))
        except OSError as exc:
            fail(f"cannot read save {load}: {exc.strerror}")
        except (ValueError, InkError) as exc:
            fail(f"{load}: {exc}")
    session = RuntimePlaySession(inner, loaded, resumed=load is not None)
    shower = _open_body(body, session) if body is not None else None
    try:
        if voice is not None:
            _play_by_voice(session, voice, script, json_output, shower)
        else:
            _play_typed(session, script, json_output, shower)
    except InkError as exc:
        fail(str(exc), 3)
    finally:
        if shower is not None:
            shower.motion.close()


@dataclass(frozen=True)
class VoiceOptions:
    """``play --voice``'s flags, as the voice player takes them."""

    audio_in: Path | None
    audio_out: Path | None
    realtime: bool
    synthesizer: str
    transcriber: str


def _play_typed(
    session: RuntimePlaySession, script: list[str] | None, json_output: bool, shower: TurnShower | None
) -> None:
    console = make_console()
    _emit(session.opening(), json_output, console, shower)
    inputs: Iterable[str] = script if script is not None else _stdin(json_output)
    for line in inputs:
        if shower is not None:
            shower.motion.listen()
        out = asyncio.run(session.handle_async(line))
        _emit(out, json_output, console, shower)
        if out.quit:
            return


def _play_by_voice(
    session: RuntimePlaySession,
    voice: VoiceOptions,
    script: list[str] | None,
    json_output: bool,
    shower: TurnShower | None,
) -> None:
    from taleweaver.apps.voice_player import run_voice
    from taleweaver.voice.errors import VoiceError

    try:
        run_voice(
            session,
            None,
            content=None,  # the bank's voices; the story's own come from its cast (sidecar, or drawn)
            audio_in=voice.audio_in,
            audio_out=voice.audio_out,
            script=script,
            realtime=voice.realtime,
            json_output=json_output,
            synthesizer=voice.synthesizer,
            transcriber=voice.transcriber,
            body=shower,
            notes=err_console,
        )
    except VoiceError as exc:
        fail(str(exc))


def _open_body(spec: str, session: RuntimePlaySession) -> TurnShower:
    from taleweaver.apps.turn_shower import open_shower
    from taleweaver.body.port import BodyError

    def lost(why: str) -> None:
        err_console.print(f"[yellow]the body is gone ({escape(why)}); the story goes on without motion[/]")

    try:
        return open_shower(spec, session.engine, on_lost=lost)
    except BodyError as exc:
        fail(str(exc))


def _audit(path: Path | None) -> AuditLog | None:
    return AuditLog(path) if path is not None else None


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


def _emit(out: TurnOutput, json_output: bool, console: Console, shower: TurnShower | None) -> None:
    if shower is not None:
        shower.show(out)
    if json_output:
        sys.stdout.write(json.dumps(out.to_json()) + "\n")
        sys.stdout.flush()
        return
    for line in out.lines:
        prefix = "" if line.speaker == "narrator" else f"[bold]{escape(line.speaker)}:[/] "
        console.print(prefix + escape(line.text), soft_wrap=True)
    for event in out.events:
        said = getattr(event, "message", None) or getattr(event, "reason", None)
        if event.type in ("error", "blocked", "clarify"):
            console.print(f"[yellow]{escape(said or 'which one?')}[/]")
    for option in out.options:
        console.print(f"  {option.number}. {escape(option.label)}")
