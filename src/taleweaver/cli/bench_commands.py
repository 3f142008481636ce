"""``taleweaver bench …``: benchmarks printed as a Rich table or, with ``--json``, one JSON object."""

from __future__ import annotations

import asyncio
import json
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from taleweaver.bench.director import DirectorBenchResult, run_director_bench
from taleweaver.bench.engine import DEFAULT_SIZES, EngineBenchResult, run_engine_bench
from taleweaver.bench.intent import IntentBenchResult, run_intent_bench, sets_table
from taleweaver.cli.common import EXIT_FAILURE, fail
from taleweaver.intent import EncoderError, MiniLMEncoder
from taleweaver.testing.encoders import HashingEncoder

if TYPE_CHECKING:
    from taleweaver.bench.server import ServerBenchResult

app = typer.Typer()
"""This module's commands; ``taleweaver.cli.app`` adds them to the ``taleweaver`` command."""

bench_app = typer.Typer(
    name="bench",
    help="Benchmarks: engine, intent matcher, director, pipeline, web, body, voice, server and scale.",
    no_args_is_help=True,
)
app.add_typer(bench_app, name="bench")

JsonOutput = Annotated[bool, typer.Option("--json", help="Print one JSON object instead of a table.")]
"""The ``--json`` flag every benchmark takes."""


def goal_table(title: str) -> Table:
    """A benchmark table with the columns every benchmark prints: measure, value, goal."""
    table = Table(title=title, show_header=True)
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_column("goal", justify="right")
    return table


def verdict(met: bool) -> str:
    """ "met" in green or "missed" in red, for a goal column."""
    return "[green]met[/]" if met else "[red]missed[/]"


def fail_if_missed(area: str, goals: list[tuple[str, bool]], check: bool) -> None:
    """With ``--check``, exit 1 naming every goal of ``area`` that was missed."""
    missed = [name for name, met in goals if not met]
    if check and missed:
        fail(f"{area} goal(s) missed: {', '.join(missed)}", EXIT_FAILURE)


class ServerRoute(StrEnum):
    speak = "speak"
    turn = "turn"
    choose = "choose"


class EncoderChoice(StrEnum):
    minilm = "minilm"
    hashing = "hashing"


@bench_app.command("intent")
def bench_intent(
    json_output: JsonOutput = False,
    rounds: Annotated[int, typer.Option(min=1, help="Times each utterance is matched.")] = 5,
    encoder: Annotated[
        EncoderChoice,
        typer.Option(help="minilm: the real model; hashing: the shipped fake (no model files)."),
    ] = EncoderChoice.minilm,
) -> None:
    """Intent matcher: load time, ms per utterance (candidate texts cached), the figures of the
    calibration set and of the negated/refusing set (0 wrong is the goal for both), and the evaluation
    sets story by story, tuning and held-out split (wrong-action rate first)."""
    chosen = MiniLMEncoder() if encoder is EncoderChoice.minilm else HashingEncoder()
    try:
        result = run_intent_bench(chosen, rounds=rounds)
    except EncoderError as exc:
        fail(str(exc), EXIT_FAILURE)
    if json_output:
        typer.echo(result.model_dump_json())
    else:
        Console().print(_intent_table(result))
        Console().print(sets_table(result))


def _intent_table(result: IntentBenchResult) -> Table:
    table = Table(title=f"Intent matcher — {result.encoder}", show_header=True)
    table.add_column("measure")
    table.add_column("value", justify="right")
    rows = [
        ("model load", f"{result.load_seconds * 1000:.0f} ms"),
        ("embed candidate texts (once)", f"{result.prime_ms:.1f} ms for {result.candidate_texts} texts"),
        ("utterances × rounds", f"{result.utterances} × {result.rounds}"),
        ("median per utterance", f"{result.median_ms:.2f} ms"),
        ("p95 per utterance", f"{result.p95_ms:.2f} ms"),
        ("max per utterance", f"{result.max_ms:.2f} ms"),
        ("right option picked", f"{result.correct} of {result.should_match} that name one"),
        ("wrong option picked", str(result.wrong)),
        ("asked to clarify", f"{result.clarified} ({result.clarified_off_topic} of them off-topic)"),
        ("BLAS pinned to 1 thread", "yes" if result.blas_single_threaded else "no"),
    ]
    if (c := result.calibration) is not None:
        rows += [
            ("calibration set: right", f"{c.correct} of {c.should_match}"),
            ("calibration set: wrong", str(c.wrong)),
            (
                "calibration set: clarified",
                f"{c.clarified}; off-topic clarified {c.off_topic_clarified} of {c.off_topic}",
            ),
        ]
    if (r := result.refusal) is not None:
        rows += [
            ("negated/refusing set", f"{r.cases} utterances in the bundled stories"),
            ("  taken the wrong way", str(r.wrong)),
            ("  took a refusing option", str(r.taken_right)),
            ("  asked to clarify", str(r.clarified)),
        ]
    for measure, value in rows:
        table.add_row(measure, value)
    return table


def _parse_sizes(text: str) -> list[int]:
    try:
        sizes = [int(part.replace("_", "")) for part in text.split(",") if part.strip()]
    except ValueError:
        raise typer.BadParameter(
            f"{text!r}: give node counts separated by commas, e.g. 10,100,1000"
        ) from None
    if not sizes or min(sizes) < 2:
        raise typer.BadParameter(f"{text!r}: every size must be at least 2 nodes")
    return sizes


@bench_app.command("engine")
def bench_engine(
    json_output: JsonOutput = False,
    sizes: Annotated[str, typer.Option(help="Story sizes in storyline nodes, comma-separated.")] = ",".join(
        str(n) for n in DEFAULT_SIZES
    ),
    steps: Annotated[int, typer.Option(min=100, help="Timed advances and navigations per size.")] = 20_000,
    rounds: Annotated[
        int, typer.Option(min=1, help="Interleave the sizes in this many rounds (evens out a busy machine).")
    ] = 5,
    memory: Annotated[bool, typer.Option(help="Also measure peak memory (tracemalloc).")] = True,
    check: Annotated[
        bool, typer.Option("--check", help="Exit 1 when the goal (≤ 15 µs per step, flat) is missed.")
    ] = False,
) -> None:
    """Engine: median µs per advance and per navigate on synthetic stories, and peak memory."""
    result = run_engine_bench(_parse_sizes(sizes), steps=steps, rounds=rounds, memory=memory)
    if json_output:
        typer.echo(result.model_dump_json())
    else:
        Console().print(_engine_table(result))
    if check and not result.meets_goal:
        fail(
            f"engine goal missed: ≤ {result.goal_us:g} µs per step at every size and a "
            f"largest/smallest ratio ≤ {result.goal_ratio:g} (advance {result.advance_ratio:.2f}, "
            f"navigate {result.navigate_ratio:.2f})",
            EXIT_FAILURE,
        )


def _engine_table(result: EngineBenchResult) -> Table:
    table = Table(title="Story engine — synthetic stories", show_header=True)
    for column in (
        "nodes",
        "scenes",
        "load",
        "advance median",
        "advance p95",
        "navigate median",
        "navigate p95",
        "advance, opening replayed",
        "peak memory",
    ):
        table.add_column(column, justify="right")
    for r in result.sizes:
        table.add_row(
            f"{r.nodes:,}",
            f"{r.scenes:,}",
            f"{r.load_ms:,.0f} ms",
            f"{r.advance_median_us:.2f} µs",
            f"{r.advance_p95_us:.2f} µs",
            f"{r.navigate_median_us:.2f} µs",
            f"{r.navigate_p95_us:.2f} µs",
            f"{r.opening_median_us:.2f} µs",
            f"{r.peak_kib / 1024:,.1f} MiB" if r.peak_kib else "—",
        )
    table.caption = (
        f"{result.sizes[-1].nodes:,}-node / {result.sizes[0].nodes:,}-node time per step: advance "
        f"{result.advance_ratio:.2f}, navigate {result.navigate_ratio:.2f} (opening replayed "
        f"{result.opening_ratio:.2f}). Goal ≤ {result.goal_us:g} µs "
        f"per step, ratio ≤ {result.goal_ratio:g}: {verdict(result.meets_goal)}. "
        f"{result.sizes[0].steps:,} steps per size in {result.rounds} interleaved rounds."
    )
    return table


@bench_app.command("director")
def bench_director(
    json_output: JsonOutput = False,
    local: Annotated[
        bool,
        typer.Option(help="Time prefix reuse with the in-process model (llama.cpp; SmolLM2 unless --gguf)."),
    ] = True,
    gguf: Annotated[str | None, typer.Option(help="A .gguf model file instead of SmolLM2.")] = None,
    turns: Annotated[int, typer.Option(min=2, help="Chat turns for the prefix-reuse measurement.")] = 4,
    overhead_turns: Annotated[int, typer.Option(min=10, help="Turns timed for the overhead.")] = 2_000,
    check: Annotated[bool, typer.Option("--check", help="Exit 1 when a measured goal is missed.")] = False,
) -> None:
    """Director: first-token time of turns 2+ vs turn 1, prompt size vs story size, overhead per turn."""
    result = run_director_bench(local=local, path=gguf, turns=turns, overhead_turns=overhead_turns)
    if json_output:
        typer.echo(result.model_dump_json())
    else:
        Console().print(_director_table(result))
    parts = (
        ("prefix reuse", result.prefix_reuse),
        ("prompt size", result.prompt_size),
        ("overhead", result.overhead),
    )
    fail_if_missed("director", [(name, p.meets_goal) for name, p in parts if p is not None], check)


def _director_table(result: DirectorBenchResult) -> Table:
    table = goal_table("LLM director")
    prefix = result.prefix_reuse
    if prefix is None:
        table.add_row("prefix reuse (local model)", f"skipped: {result.prefix_reuse_skipped}", "")
    else:
        for t in prefix.turns:
            table.add_row(f"{prefix.model}: turn {t.turn} first token", f"{t.first_token_s:.3f} s", "")
            table.add_row(f"{prefix.model}: turn {t.turn} prompt", f"{t.prompt_tokens} tokens", "")
        table.add_row(
            "turns 2+ / turn 1 (first token)",
            f"{prefix.ratio:.3f}",
            f"≤ {prefix.goal:g}: {verdict(prefix.meets_goal)}",
        )
    size = result.prompt_size
    for nodes, tokens in size.tokens.items():
        table.add_row(f"prompt at {size.node}, {nodes:,}-node story", f"{tokens} {size.counter} tokens", "")
    table.add_row(
        "prompt size spread", f"{size.spread:.1%}", f"≤ {size.goal:.0%}: {verdict(size.meets_goal)}"
    )
    cost = result.overhead
    table.add_row(f"overhead per turn (median of {cost.turns:,})", f"{cost.median_ms:.3f} ms", "")
    table.add_row(
        "overhead per turn (p95)",
        f"{cost.p95_ms:.3f} ms",
        f"median ≤ {cost.goal_ms:g} ms: {verdict(cost.meets_goal)}",
    )
    table.caption = (
        f"Overhead: prompt + tools + dispatch, {cost.rounds_per_turn} rounds a turn, a model that answers "
        "at once. Prompt tokens: the request the director sends (messages and tool definitions)."
    )
    return table


@bench_app.command("pipeline")
def bench_pipeline(
    latency: Annotated[float, typer.Option(min=0.0, help="Fake model latency per call, seconds.")] = 0.2,
    reading: Annotated[
        float | None, typer.Option(min=0.0, help="Seconds a player reads a scene (default: 4 × latency).")
    ] = None,
    json_output: JsonOutput = False,
) -> None:
    """Story pipeline with a fixed-latency fake model: first scene, later scenes, the ending, media
    concurrency."""
    from taleweaver.bench.pipeline import run_pipeline_bench

    result = asyncio.run(run_pipeline_bench(latency, reading))
    if json_output:
        data = result.model_dump() | {"media_ratio": result.media_ratio, "anchor_ratio": result.anchor_ratio}
        typer.echo(json.dumps(data))
        return
    table = Table(title=f"Story pipeline — fake model, {latency * 1000:.0f} ms per call")
    table.add_column("measure")
    table.add_column("value", justify="right")
    rows = [
        ("time to first scene", f"{result.first_scene_s:.3f} s ({result.first_scene_calls} calls)"),
        ("later scene, built on demand (median)", f"{result.later_scene_s:.3f} s"),
        (
            f"later scene, prepared while reading {result.reading_s:.1f} s",
            f"{result.later_scene_prepared_s:.4f} s",
        ),
        ("ending's scene, built on demand", f"{result.ending_s:.3f} s ({result.ending_calls} calls)"),
        (
            f"ending's scene, prepared while reading {result.reading_s:.1f} s",
            f"{result.ending_prepared_s:.4f} s",
        ),
        (
            "media stages concurrent / sequential",
            f"{result.media_concurrent_s:.3f} / {result.media_sequential_s:.3f} s",
        ),
        ("media ratio (goal ≤ 0.5; 2 stages floor 0.5)", f"{result.media_ratio:.3f}"),
        (
            "whole anchor concurrent / sequential",
            f"{result.anchor_concurrent_s:.3f} / {result.anchor_sequential_s:.3f} s",
        ),
        ("anchor ratio", f"{result.anchor_ratio:.3f}"),
    ]
    for measure, value in rows:
        table.add_row(measure, value)
    Console().print(table)


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
