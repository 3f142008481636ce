"""``taleweaver bench …``: benchmarks printed as a Rich table or, with ``--json``, one JSON object."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from taleweaver.cli.app import app
from taleweaver.intent import EncoderError, MiniLMEncoder
from taleweaver.intent.bench import IntentBenchResult, run_intent_bench
from taleweaver.testing.encoders import HashingEncoder

bench_app = typer.Typer(
    name="bench", help="Measure the engine and the offline intent matcher.", no_args_is_help=True
)
app.add_typer(bench_app, name="bench")


class EncoderChoice(StrEnum):
    minilm = "minilm"
    hashing = "hashing"


@bench_app.command("intent")
def bench_intent(
    json_output: Annotated[
        bool, typer.Option("--json", help="Print one JSON object instead of a table.")
    ] = False,
    rounds: Annotated[int, typer.Option(min=1, help="Times each utterance is matched.")] = 5,
    encoder: Annotated[
        EncoderChoice,
        typer.Option(help="minilm: the real model; hashing: the shipped fake (no model files)."),
    ] = EncoderChoice.minilm,
) -> None:
    """Intent matcher: model load time and milliseconds per utterance (candidate texts cached)."""
    chosen = MiniLMEncoder() if encoder is EncoderChoice.minilm else HashingEncoder()
    try:
        result = run_intent_bench(chosen, rounds=rounds)
    except EncoderError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from None
    if json_output:
        typer.echo(result.model_dump_json())
    else:
        Console().print(_intent_table(result))


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
    for measure, value in rows:
        table.add_row(measure, value)
    return table
