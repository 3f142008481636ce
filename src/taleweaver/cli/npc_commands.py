"""``taleweaver npc chat|list|narrate``: talk to one NPC in the terminal (flags over
``taleweaver.apps.npc_chat``), or ask the narrator for a line (``taleweaver.npc.dm``).

Without ``--server`` the conversation runs against an in-process server (same routes, no socket)
with the model from ``--model``; with no model at all every turn degrades to the NPC's authored
fallback lines, so the harness works on any laptop. ``--state FILE`` keeps the client game state.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.markup import escape

from taleweaver.apps.npc_chat import prompt_lines, run_chat, write_save
from taleweaver.cli.common import err_console, fail, make_console, settings
from taleweaver.content.npc import World
from taleweaver.models.port import ModelError
from taleweaver.npc.applier import MoveApplier
from taleweaver.npc.conversation import NpcConversation
from taleweaver.npc.dm import DmService
from taleweaver.npc.service import NpcService
from taleweaver.npc.state import ClientSave, SaveInvalid, parse_save
from taleweaver.npc.transport import HttpTransport, NpcTransport, in_process
from taleweaver.npc.world import WorldInvalid, load_world
from taleweaver.voice.errors import VoiceError

if TYPE_CHECKING:
    from taleweaver.apps.npc_chat.voice import NpcVoice

app = typer.Typer()
"""This module's commands; ``taleweaver.cli.app`` adds them to the ``taleweaver`` command."""

npc_app = typer.Typer(help="Talk to NPCs: bounded dialogue, moves validated against your game state.")
app.add_typer(npc_app, name="npc")

ModelOption = Annotated[
    str | None, typer.Option("--model", help="Model spec (openai:M, ollama:M, local, auto, offline).")
]
ContentOption = Annotated[
    list[Path] | None,
    typer.Option("--content", help="Extra world content dir (npcs/, quests/ …); repeatable."),
]


def _world(content: list[Path] | None) -> World:
    try:
        return load_world(content or [])
    except WorldInvalid as exc:
        fail(str(exc))


@npc_app.command("list")
def list_command(content: ContentOption = None) -> None:
    """List the NPCs you can talk to."""
    for npc in sorted(_world(content).npcs.values(), key=lambda npc: npc.id):
        typer.echo(f"{npc.id}\t{npc.name}\t{npc.role}")


@npc_app.command("chat")
def chat_command(
    npc_id: Annotated[str, typer.Argument(help="The NPC to talk to (see `taleweaver npc list`).")],
    model: ModelOption = None,
    server: Annotated[
        str | None, typer.Option("--server", help="URL of a running `taleweaver serve`.")
    ] = None,
    state: Annotated[
        Path | None, typer.Option("--state", help="Client state file, kept between runs.")
    ] = None,
    content: ContentOption = None,
    script: Annotated[Path | None, typer.Option("--script", help="Read player lines from FILE.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per processed line.")] = False,
    call_log: Annotated[
        Path | None, typer.Option("--call-log", help="JSONL log of every model call.")
    ] = None,
    voice: Annotated[
        bool, typer.Option("--voice", help="Speak the NPC's replies in its voice (the `voice` in its file).")
    ] = False,
    audio_in: Annotated[
        Path | None, typer.Option("--audio-in", help="With --voice: your lines as speech, FILE.wav or DIR.")
    ] = None,
    audio_out: Annotated[
        Path | None, typer.Option("--audio-out", help="With --voice: one wav per reply into DIR.")
    ] = None,
) -> None:
    """Talk to NPC_ID until it ends the conversation (or you type /quit)."""
    world = _world(content)
    if npc_id not in world.npcs and server is None:
        fail(f"no NPC {npc_id!r}; known: {', '.join(sorted(world.npcs))}")
    save = _load_save(state, world)
    console = make_console(stderr=as_json)
    transport = HttpTransport(server) if server else _local_transport(world, model, call_log, console)
    conversation = NpcConversation(
        npc_id, NpcService.for_world(world, transport), MoveApplier.for_world(world), save
    )
    spoken = _npc_voice(world, npc_id, voice, audio_in, audio_out)
    if spoken is not None and audio_in is not None:
        lines = spoken.lines(audio_in)
    else:
        lines = _script_lines(script) if script else prompt_lines(console, world, npc_id)
    try:
        asyncio.run(run_chat(conversation, lines, state, console, as_json=as_json, voice=spoken))
    except VoiceError as exc:
        fail(str(exc))
    finally:
        if spoken is not None:
            spoken.close()


@npc_app.command("narrate")
def narrate_command(
    model: ModelOption = None,
    server: Annotated[
        str | None, typer.Option("--server", help="URL of a running `taleweaver serve`.")
    ] = None,
    state: Annotated[
        Path | None, typer.Option("--state", help="Client state file: its canon log is narrated.")
    ] = None,
    content: ContentOption = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as one JSON object.")] = False,
    call_log: Annotated[
        Path | None, typer.Option("--call-log", help="JSONL log of every model call.")
    ] = None,
) -> None:
    """Ask the narrator to set the scene from your canon log (POST /dm/narrate).

    When the server cannot narrate, an authored line from the world stands in (never an error).
    """
    world = _world(content)
    save = _load_save(state, world)
    console = make_console(stderr=as_json)
    transport = (
        HttpTransport(server)
        if server
        else _local_transport(world, model, call_log, console, offline="an authored line stands in")
    )
    result = asyncio.run(DmService.for_world(world, transport).narrate(save.canon_log))
    if state is not None and result.facts:  # a degraded narration has no facts: state never changes
        save = save.model_copy(update={"canon_log": save.canon_log.with_facts(result.facts)})
        write_save(state, save)
    if as_json:
        typer.echo(result.model_dump_json())
        return
    console.print(escape(result.display_text), highlight=False)
    if result.degraded:
        console.print(
            f"[dim](the narrator could not answer: {escape(result.degraded_reason or '')}; "
            "an authored line stands in)[/dim]",
            highlight=False,
        )


def _npc_voice(
    world: World, npc_id: str, voice: bool, audio_in: Path | None, audio_out: Path | None
) -> NpcVoice | None:
    if not voice:
        if audio_in is not None or audio_out is not None:
            fail("--audio-in and --audio-out need --voice")
        return None
    from taleweaver.apps.npc_chat.voice import NpcVoice

    try:
        return NpcVoice(world, npc_id, audio_in, audio_out, notes=err_console)
    except VoiceError as exc:
        fail(str(exc))


def _local_transport(
    world: World,
    spec: str | None,
    call_log: Path | None,
    console: Console,
    *,
    offline: str = "NPCs answer with their authored fallback lines",
) -> NpcTransport:
    from taleweaver.models.spec import choose_model
    from taleweaver.server.app import create_app
    from taleweaver.server.config import ServerConfig

    try:
        choice = choose_model(spec, settings=settings(), default="auto", retries=0)
    except ModelError as exc:
        fail(str(exc))
    said = f"No model ({choice.reason}): {offline}." if choice.model is None else choice.describe()
    console.print(f"[dim]{escape(said)}[/dim]", highlight=False)
    config = ServerConfig(call_log=call_log)
    return in_process(create_app(config, models={"npc": choice.model, "narrator": choice.model}, world=world))


def _load_save(path: Path | None, world: World) -> ClientSave:
    if path is None or not path.exists():
        return ClientSave.new(world.start)
    try:
        return parse_save(path.read_text(encoding="utf-8"), source=str(path))
    except (SaveInvalid, OSError) as exc:
        fail(str(exc))


def _script_lines(path: Path) -> Iterator[str]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        fail(f"{path}: cannot read the script ({exc.strerror})")
    yield from text.splitlines()
