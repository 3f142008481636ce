"""``taleweaver bench ink``: ink per-turn time (bare runtime, taleweaver's ink path, inkjs) and ink-proof."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from taleweaver.cli.bench_commands import JsonOutput, bench_app, goal_table, verdict
from taleweaver.cli.common import fail

app = typer.Typer()
"""This module's commands (``bench ink`` joins the ``bench`` group); ``taleweaver.cli.app`` adds them."""

_CORPUS = Path("..") / "shared" / "corpus"


@bench_app.command("ink")
def bench_ink(
    json_output: JsonOutput = False,
    story: Annotated[Path, typer.Option(help="A compiled ink story to walk.")] = _CORPUS
    / "the-intercept"
    / "TheIntercept.ink.json",
    proof: Annotated[Path, typer.Option(help="An ink-proof checkout (skipped when absent).")] = _CORPUS
    / "ink-proof",
    walks: Annotated[int, typer.Option(min=1, help="Random walks to an ending (fixed seed).")] = 20,
) -> None:
    """ink: per-turn time on The Intercept (bare runtime, taleweaver's ink path, inkjs in Node when
    installed) and the ink-proof wall time. Goal: the ink path adds at most 1 ms per turn."""
    from taleweaver.bench.ink import run_ink_bench
    from taleweaver.formats.ink.errors import InkError

    if not story.is_file():
        fail(f"{story}: no such story (pass --story PATH.ink.json)")
    try:
        result = run_ink_bench(story, proof, walks=walks)
    except InkError as exc:
        fail(str(exc))
    if json_output:
        typer.echo(result.model_dump_json())
        return
    table = goal_table(f"ink — {story.name}: {result.walks} walks, {result.turns} turns")
    table.add_column("")
    table.add_row("load", f"{result.load_s * 1000:.0f} ms", "", "")
    table.add_row("bare runtime (inkpython) per turn", f"{result.bare_ms_per_turn:.2f} ms", "", "")
    table.add_row("taleweaver ink path per turn", f"{result.port_ms_per_turn:.2f} ms", "", "")
    met = result.overhead_ms_per_turn <= result.goal_overhead_ms
    table.add_row(
        "added by the ink path",
        f"{result.overhead_ms_per_turn:.3f} ms",
        f"≤ {result.goal_overhead_ms:.0f} ms",
        verdict(met),
    )
    inkjs = "not installed" if result.inkjs_ms_per_turn is None else f"{result.inkjs_ms_per_turn:.3f} ms"
    table.add_row("inkjs 2.4 (Node) per turn", inkjs, "", "")
    if result.proof_cases is not None:
        table.add_row(
            "ink-proof: passed / wall time",
            f"{result.proof_passed}/{result.proof_cases} in {result.proof_wall_s:.1f} s",
            "",
            "",
        )
    Console(highlight=False).print(table)
