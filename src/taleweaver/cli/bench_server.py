"""``taleweaver bench web``, ``bench server`` and ``bench scale``: the web app and the server under load."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from taleweaver.cli.bench_commands import JsonOutput, bench_app, fail_if_missed, goal_table, verdict
from taleweaver.cli.common import fail

if TYPE_CHECKING:
    from taleweaver.bench.server import ServerBenchResult

app = typer.Typer()
"""This module's commands (they join the ``bench`` group); ``taleweaver.cli.app`` adds them."""


class ServerRoute(StrEnum):
    speak = "speak"
    turn = "turn"
    choose = "choose"


@bench_app.command("web")
def bench_web(
    json_output: JsonOutput = False,
    turns: Annotated[int, typer.Option(min=5, help="Clicks per round and story.")] = 50,
    rounds: Annotated[int, typer.Option(min=1, help="Interleaved rounds.")] = 9,
    loads: Annotated[int, typer.Option(min=1, help="Cold page loads in Chromium.")] = 5,
    browser: Annotated[
        bool, typer.Option(help="Measure the page and the speech in Debian's chromium.")
    ] = True,
    loopback: Annotated[
        bool, typer.Option(help="Time turns over HTTP on loopback instead of in process (ASGI).")
    ] = False,
    check: Annotated[bool, typer.Option("--check", help="Exit 1 when a measured goal is missed.")] = False,
) -> None:
    """Web app: page weight and first option (Chromium), /play/turn vs a bare endpoint, 10 vs 10,000 nodes,
    and the silence between spoken lines (Chromium, real voices)."""
    from taleweaver.bench.web import run_web_bench

    result = run_web_bench(turns=turns, rounds=rounds, loads=loads, browser=browser, loopback=loopback)
    if json_output:
        typer.echo(result.model_dump_json())
    else:
        Console().print(_web_table(result))
    parts = [("turns", result.turns.meets_goal), ("story size", result.sizes.meets_goal)]
    if result.page is not None:
        parts.append(("page", result.page.meets_goal))
    if result.gap is not None:
        parts.append(("speech gap", result.gap.meets_goal))
    fail_if_missed("web", parts, check)


def _web_table(result: Any) -> Table:
    table = goal_table("Web app")
    page = result.page
    if page is None:
        table.add_row("page (Chromium)", f"skipped: {result.page_skipped}", "")
    else:
        table.add_row(
            "page weight before audio",
            f"{page.bytes / 1000:.1f} kB in {page.requests} requests",
            f"≤ {300} kB, no external requests ({len(page.external_requests)})",
        )
        table.add_row(
            "first option interactive (cold load, median)",
            f"{page.first_option_median_s:.3f} s",
            f"≤ 1 s: {verdict(page.meets_goal)}",
        )
    turns = result.turns
    table.add_row(f"/play/turn, {turns.transport}", f"{turns.play_turns_per_s:.1f} turns/s", "")
    table.add_row("bare FastAPI endpoint, same body", f"{turns.bare_turns_per_s:.1f} turns/s", "")
    table.add_row("/play/turn ÷ bare", f"{turns.ratio:.2f}", f"≥ 0.5: {verdict(turns.meets_goal)}")
    sizes = result.sizes
    for nodes, ms in sizes.median_ms.items():
        table.add_row(f"/play/turn, {nodes:,}-node story", f"{ms:.3f} ms", "")
    table.add_row("10,000 ÷ 10 nodes", f"{sizes.ratio:.2f}", f"≤ 1.3: {verdict(sizes.meets_goal)}")
    gap = result.gap
    if gap is None:
        table.add_row("silence between spoken lines", f"skipped: {result.gap_skipped}", "")
    else:
        table.add_row(
            f"silence between spoken lines ({len(gap.silence_ms)} in {gap.scenes} scenes, "
            f"{gap.speaker_changes} speaker changes)",
            f"median {gap.silence_median_ms:.1f} ms, max {gap.silence_max_ms:.1f} ms",
            f"≤ 50 ms: {verdict(gap.meets_goal)}",
        )
        table.add_row("  of which the page's own gap (max)", f"{gap.gap_max_ms:.1f} ms", "")
    table.caption = (
        f"{turns.turns} sequential clicks per round ({turns.transport}), {turns.rounds} interleaved "
        "rounds (median); each round walks from the story's opening."
    )
    return table


@bench_app.command("server")
def bench_server(
    json_output: JsonOutput = False,
    workers: Annotated[int, typer.Option(min=1, help="uvicorn worker processes per server.")] = 1,
    duration: Annotated[
        float, typer.Option(min=1, help="Seconds per route and concurrency level (whole seconds).")
    ] = 5.0,
    concurrency: Annotated[
        list[int] | None, typer.Option("--concurrency", "-c", help="Concurrency levels (default 1, 50, 200).")
    ] = None,
    route: Annotated[
        list[ServerRoute] | None,
        typer.Option(
            help="Routes to measure (default all): speak, turn, choose (with and without prefetch)."
        ),
    ] = None,
    runs: Annotated[
        int,
        typer.Option(min=1, help="Rounds per concurrency level (bare, then each route); the median ratio."),
    ] = 3,
    check: Annotated[bool, typer.Option("--check", help="Exit 1 when a measured goal is missed.")] = False,
) -> None:
    """Server load: requests/s, p50/p99 and server CPU ms per request of /npc/speak, /play/turn and
    /story/choose (with and without prefetch) beside a bare FastAPI endpoint taking the same body,
    each at concurrency 1/50/200, instant fake models, load from wrk (apt install wrk); 3 rounds, each
    measuring bare then every route, and the median ratio to bare. Goals: /npc/speak ≥ 0.8× bare,
    /play/turn ≥ 0.5× bare."""
    from taleweaver.bench.server import CONCURRENCY, ROUTES, BenchUnavailable, run_server_bench

    try:
        result = run_server_bench(
            workers=workers,
            duration_s=duration,
            levels=tuple(concurrency or CONCURRENCY),
            routes=tuple(r.value for r in route) if route else ROUTES,
            runs=runs,
        )
    except BenchUnavailable as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from None
    if json_output:
        typer.echo(result.model_dump_json())
        fail_if_missed("server", _server_goals(result), check)
        return
    table = Table(
        title=f"Server — {result.workers} worker(s), {result.duration_s:g} s per run, median of "
        f"{result.runs} run(s), load from wrk"
    )
    columns = (
        "route",
        "conc.",
        "req/s",
        "× bare",
        "runs",
        "goal",
        "p50 ms",
        "p99 ms",
        "CPU ms/req",
        "errors",
    )
    for column in columns:
        table.add_column(column, justify="left" if column == "route" else "right", no_wrap=column == "route")
    for cell in result.cells:
        table.add_row(
            cell.route,
            str(cell.concurrency),
            f"{cell.requests_per_s:,.0f}",
            f"{cell.vs_bare:.2f}" if cell.vs_bare is not None else "",
            " ".join(f"{r:.2f}" for r in cell.vs_bare_runs),
            f"≥ {cell.goal:g}: {verdict(cell.meets_goal)}" if cell.meets_goal is not None else "",
            f"{cell.p50_ms:.1f}",
            f"{cell.p99_ms:.1f}",
            f"{cell.cpu_ms_per_request:.2f}" if cell.cpu_ms_per_request is not None else "",
            str(cell.errors + cell.non_2xx),
        )
    if result.load_average is not None:
        table.caption = "load average (1/5/15 min) at the end: " + " ".join(
            f"{v:.2f}" for v in result.load_average
        )
    Console(width=max(Console().width, 125)).print(table)  # the route names stay whole when piped
    fail_if_missed("server", _server_goals(result), check)


def _server_goals(result: ServerBenchResult) -> list[tuple[str, bool]]:
    """Each cell that has a goal, named ``route c=N``, with whether it was met."""
    return [(f"{c.route} c={c.concurrency}", met) for c in result.cells if (met := c.meets_goal) is not None]


@bench_app.command("scale")
def bench_scale(
    json_output: JsonOutput = False,
    replicas: Annotated[
        list[int] | None, typer.Option("--replicas", "-r", min=1, help="Replica counts (default 1, 2, 3).")
    ] = None,
    sessions: Annotated[int, typer.Option(min=1, help="Play sessions, and as many story sessions.")] = 40,
    reading: Annotated[float, typer.Option(min=0, help="Seconds a player reads between turns.")] = 0.3,
    image: Annotated[str, typer.Option(help="Image whose size and cold start are measured ('' skips).")] = (
        "taleweaver:ci"
    ),
    check: Annotated[bool, typer.Option("--check", help="Exit 1 when a measured goal is missed.")] = False,
) -> None:
    """Replicas behind HAProxy sharing Redis (apt install redis-server haproxy): requests/s, CPU ms per
    request and requests/s per core, prefetch hit rate across replicas (goal ≥ 90 %; without Redis for
    comparison); the image's size and cold start to /healthz when Docker and the image are there."""
    from taleweaver.bench.scale import HIT_RATE_GOAL, ScaleUnavailable, run_scale_bench

    try:
        result = run_scale_bench(
            replica_counts=tuple(replicas or (1, 2, 3)),
            sessions=sessions,
            reading_s=reading,
            image=image or None,
        )
    except ScaleUnavailable as exc:
        fail(str(exc))
    goals = [
        (f"{row.replicas} replicas hit rate", met)
        for row in result.rows
        if (met := row.meets_goal) is not None
    ]
    if json_output:
        typer.echo(result.model_dump_json())
        fail_if_missed("scale", goals, check)
        return
    played = f"{2 * result.sessions} sessions × ≤ {result.turns} turns"
    table = Table(title=f"Scale — {played}, {result.reading_s:g} s reading between turns")
    for column in (
        "replicas",
        "store",
        "req/s",
        "CPU ms/req",
        "req/s/core",
        "hits (local+shared)/takes",
        "goal",
        "non-2xx",
    ):
        table.add_column(column, justify="right")
    for row in result.rows:
        takes = row.prefetch_hits_local + row.prefetch_hits_shared + row.prefetch_misses
        table.add_row(
            str(row.replicas),
            row.shared_store,
            f"{row.requests_per_s:,.1f}",
            f"{row.cpu_ms_per_request:.2f}",
            f"{row.requests_per_core_s:,.0f}",
            f"{row.hit_rate:.0%} ({row.prefetch_hits_local}+{row.prefetch_hits_shared}/{takes})",
            f"≥ {HIT_RATE_GOAL:.0%}: {verdict(met)}" if (met := row.meets_goal) is not None else "",
            str(row.non_2xx + row.lost_turns + row.unfinished),
        )
    shown = result.image
    table.caption = (
        f"image {shown.image}: {shown.size_mb} MB, cold start to /healthz {shown.cold_start_s} s"
        if shown.size_mb is not None
        else f"image: {shown.note}"
    )
    Console(width=max(Console().width, 125)).print(table)
    fail_if_missed("scale", goals, check)
