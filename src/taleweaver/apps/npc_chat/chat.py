"""NPC chat (``taleweaver npc chat``): an NPC conversation over typed or spoken lines, each turn shown.

Lines come from a script, the terminal prompt, or speech (:class:`~taleweaver.apps.npc_chat.voice.NpcVoice`);
each turn is a rich panel (the reply, the moves kept and dropped, facts, disposition) or one JSON object,
and the client save is written after every turn that was not degraded.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape
from rich.panel import Panel

from taleweaver.content.npc import World
from taleweaver.npc.conversation import NpcConversation, TurnRecord
from taleweaver.npc.digest import standing
from taleweaver.npc.state import ClientSave

if TYPE_CHECKING:
    from taleweaver.apps.npc_chat.voice import NpcVoice


def write_save(path: Path, save: ClientSave) -> None:
    """``save`` to ``path`` atomically (a partial file is never left in its place)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".tmp")
    partial.write_text(save.to_json(), encoding="utf-8")
    os.replace(partial, path)


def prompt_lines(console: Console, world: World, npc_id: str) -> Iterator[str]:
    """The player's lines typed at the terminal prompt, until end of input or Ctrl-C."""
    name = world.npcs[npc_id].name if npc_id in world.npcs else npc_id
    console.print(f"[bold]You are talking to {escape(name)}.[/bold] [dim]/moves, /state, /quit[/dim]")
    while True:
        try:
            yield console.input("[bold cyan]You ›[/bold cyan] ")
        except (EOFError, KeyboardInterrupt):
            return


async def run_chat(
    conversation: NpcConversation,
    lines: Iterator[str],
    state: Path | None,
    console: Console,
    *,
    as_json: bool,
    voice: NpcVoice | None = None,
) -> None:
    """Talk until the lines end, ``/quit``, or the NPC ends it; ``/moves`` and ``/state`` show, not say."""
    card = await conversation.card()
    title = card.name if card else conversation.npc_id
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        if line == "/quit":
            break
        if line == "/moves" and not as_json:
            console.print(", ".join(await conversation.available_moves()), highlight=False)
            continue
        if line == "/state" and not as_json:
            console.print_json(json.dumps(conversation.save.model_dump(mode="json")))
            continue
        record = await conversation.turn(line)
        if state is not None and not record.degraded:
            write_save(state, conversation.save)
        extra = voice.extra(record.display_text) if voice is not None else {}
        if as_json:
            sys.stdout.write(json.dumps({**record.model_dump(mode="json"), **extra}) + "\n")
            sys.stdout.flush()
        else:
            show_turn(record, console, title)
        if record.ended:
            break


def show_turn(record: TurnRecord, console: Console, title: str) -> None:
    """One turn as a panel: the reply, the moves kept (✓) and dropped (✗), facts, disposition."""
    style = "yellow" if record.degraded else "white"
    console.print(Panel(escape(record.display_text or "…"), title=escape(title), border_style=style))
    for move in record.valid_moves:
        console.print(f"  [green]✓ {escape(move)}[/green]")
    for dropped in record.dropped_moves:
        console.print(f"  [red]✗ {escape(dropped.move)}[/red] [dim]({escape(dropped.reason)})[/dim]")
    for fact in record.facts:
        console.print(f"  [cyan]fact:[/cyan] {escape(fact)}")
    status = f"disposition {record.disposition} ({standing(record.disposition)})"
    if record.degraded:
        status += f" · degraded: {record.degraded_reason}"
    console.print(f"  [dim]{escape(status)}[/dim]")
    if record.ended:
        console.print("[bold]The conversation is over.[/bold]")
