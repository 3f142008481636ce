"""``taleweaver bench body``: the motion loop's timing while the voice engines work."""

from __future__ import annotations

import importlib.util
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from taleweaver.bench.body import GOAL_CPU_PERCENT, GOAL_OFFSET_MS, GOAL_P99_MS, BodyBenchResult
from taleweaver.body.port import AvatarBody, Body, BodyError
from taleweaver.cli.bench_commands import JsonOutput, bench_app, goal_table
from taleweaver.cli.common import EXIT_FAILURE, fail

app = typer.Typer()
"""This module's top-level commands (none: it adds ``bench body`` to the bench group)."""


@bench_app.command("body")
def bench_body(
    json_output: JsonOutput = False,
    seconds: Annotated[float, typer.Option(min=2.0, help="How long the loop runs.")] = 10.0,
    body: Annotated[
        str,
        typer.Option(
            help="sim: the reachy-mini-daemon in mockup simulation (reachy extra); avatar: no robot."
        ),
    ] = "sim",
    voice: Annotated[bool, typer.Option(help="Run synthesis + transcription beside the loop.")] = True,
    realtime: Annotated[
        bool,
        typer.Option(
            help="Let the loop thread ask for real-time scheduling (SCHED_FIFO), as it does in play."
        ),
    ] = True,
) -> None:
    """Motion loop at 50 Hz: period p99 (goal ≤ 25 ms) and CPU (≤ 10 % of a core) while speech is
    synthesised and transcribed, and the audio-to-wobble offset (≤ 60 ms)."""
    from taleweaver.bench.body import run_body_bench, voice_load
    from taleweaver.body.loop import RT_PRIORITY

    daemon = None
    target: Body
    if body == "auto":
        body = "sim" if importlib.util.find_spec("reachy_mini") is not None else "avatar"
    if body == "sim":
        from taleweaver.body.reachy import ReachyBody
        from taleweaver.body.sim import MockupDaemon

        try:
            daemon = MockupDaemon().start()
            target = ReachyBody(port=daemon.port)
        except (BodyError, RuntimeError) as exc:
            if daemon is not None:
                daemon.stop()
            fail(f"{exc}; use --body avatar to bench without the simulator", EXIT_FAILURE)
    elif body == "avatar":
        target = AvatarBody()
    else:
        fail(f"unknown body {body!r}; use sim or avatar")
    load = voice_load() if voice else None
    if voice and load is None:
        typer.echo("note: the voice engines are not installed; the loop runs without speech load", err=True)
    try:
        result = run_body_bench(
            target, seconds=seconds, load=load, rt_priority=RT_PRIORITY if realtime else None
        )
    finally:
        if daemon is not None:
            daemon.stop()
    if json_output:
        typer.echo(result.model_dump_json())
    else:
        Console().print(_table(result))


def _table(r: BodyBenchResult) -> Table:
    table = goal_table(f"Motion loop — body {r.body}, load: {r.load}")
    table.add_row("ticks / seconds", f"{r.ticks} / {r.seconds:.1f} s", "50 Hz")
    table.add_row("period mean", f"{r.period_mean_ms:.2f} ms", "20 ms")
    table.add_row("period p99", f"{r.period_p99_ms:.2f} ms", f"≤ {GOAL_P99_MS:.0f} ms")
    table.add_row("period max", f"{r.period_max_ms:.2f} ms", "")
    table.add_row("loop thread scheduling", r.scheduling, "")
    table.add_row("loop CPU", f"{r.loop_cpu_percent:.1f} % of a core", f"≤ {GOAL_CPU_PERCENT:.0f} %")
    table.add_row("audio → wobble (layers)", f"{r.offset_virtual_ms:.0f} ms", f"≤ {GOAL_OFFSET_MS:.0f} ms")
    table.add_row(
        "audio → wobble (real time)", f"{r.offset_realtime_ms:.0f} ms", f"≤ {GOAL_OFFSET_MS:.0f} ms"
    )
    table.add_row("goals met", "yes" if r.goals_met else "no", "")
    return table
