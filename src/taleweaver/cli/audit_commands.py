"""``taleweaver audit FILE``: read what the model saw and did, turn by turn."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table

from taleweaver.cli.common import fail, make_console
from taleweaver.director.audit import AuditTurn, read_audit

app = typer.Typer()
"""This module's commands; ``taleweaver.cli.app`` adds them to the ``taleweaver`` command."""


@app.command("audit")
def audit(
    file: Annotated[Path, typer.Argument(help="An audit file written by `play --audit FILE`.")],
    json_output: Annotated[bool, typer.Option("--json", help="One JSON object per turn.")] = False,
    prompts: Annotated[bool, typer.Option(help="Show the full system prompt of every round.")] = False,
) -> None:
    """Render an audit: per turn the prompt, tools offered, model output, accepted and refused calls."""
    try:
        turns = read_audit(file.read_text(encoding="utf-8"))
    except OSError as exc:
        fail(f"cannot read {file}: {exc.strerror}")
    except ValueError as exc:
        fail(f"{file}: {exc}")
    if json_output:
        for turn in turns:
            typer.echo(json.dumps(turn.model_dump(mode="json")))
        return
    console = make_console()
    for turn in turns:
        console.print(_render(turn, prompts))
    accepted = sum(o["accepted"] for t in turns for o in t.outcomes)
    refused = sum(not o["accepted"] for t in turns for o in t.outcomes)
    fallbacks = sum(t.fallback is not None for t in turns)
    console.print(
        f"{len(turns)} turn(s): {accepted} tool call(s) accepted, {refused} refused, {fallbacks} fallback(s)"
    )


def _render(turn: AuditTurn, prompts: bool) -> Panel:
    table = Table.grid(padding=(0, 1))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    for i, r in enumerate(turn.rounds, start=1):
        table.add_row(
            f"round {i}", f"{r.latency_s * 1000:.0f} ms, {r.prompt_tokens}+{r.completion_tokens} tokens"
        )
        if prompts:
            table.add_row("system", escape(r.system))
        offered = "; ".join(f"{t['name']}({', '.join(t['ids'])})" if t["ids"] else t["name"] for t in r.tools)
        table.add_row("tools", escape(offered or "(none)"))
        if r.error:
            table.add_row("error", f"[red]{escape(r.error)}[/]")
        if r.output_text:
            table.add_row("said", escape(r.output_text))
        for call in r.tool_calls:
            table.add_row("called", escape(f"{call['name']} {call['arguments']}"))
    for o in turn.outcomes:
        verdict = "[green]accepted[/]" if o["accepted"] else f"[red]refused[/]: {escape(str(o['reason']))}"
        table.add_row("tool", f"{escape(o['name'])} {escape(json.dumps(o['args']))} → {verdict}")
    for h in turn.handoffs:
        table.add_row("handoff", escape(f"{h['from']} → {h['to']} ({h['voice']}): {h['summary']}"))
    if turn.fallback:
        table.add_row("fallback", f"[yellow]{escape(turn.fallback)}[/]")
    title = f"turn {turn.turn} · {escape(turn.speaker)} · {escape(turn.model)} · “{escape(turn.input)}”"
    return Panel(table, title=title, title_align="left")
