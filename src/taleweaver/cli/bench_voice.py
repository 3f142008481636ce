"""``taleweaver bench voice``: the offline voice stack's figures against their goals."""

from __future__ import annotations

import statistics
from typing import Annotated

import typer
from rich.console import Console

from taleweaver.cli.bench_commands import JsonOutput, bench_app, goal_table, verdict
from taleweaver.cli.common import fail
from taleweaver.voice.errors import VoiceError

app = typer.Typer()
"""This module's commands (``bench voice`` joins the ``bench`` group); ``taleweaver.cli.app`` adds them."""


def _mark(value: float, goal: float | None) -> str:
    if goal is None:
        return ""
    return verdict(value <= goal)


@bench_app.command("voice")
def bench_voice(
    json_output: JsonOutput = False,
    only: Annotated[
        str | None,
        typer.Option(
            "--only",
            help="Comma-separated sections: synthesis, wer, turn, cutoff, spoken (default: all).",
        ),
    ] = None,
) -> None:
    """Voice: synthesis and transcription speed, word error rate with/without the options prompt,
    voice-turn latency at real-time pace (median/p95, every stage) under each end-of-turn policy, false
    cut-offs on lines with a mid-sentence pause (judged complete at the pause, and acted on the half: those
    resume could not undo), spoken vs typed accuracy (clean and noisy) and the voice swap gap. Takes
    minutes (tens of minutes on a busy machine)."""
    from taleweaver.bench.voice import PARTS, run_voice_bench

    parts = PARTS if only is None else tuple(p.strip() for p in only.split(",") if p.strip())
    unknown = sorted(set(parts) - set(PARTS))
    if unknown or not parts:
        fail(
            f"--only {only}: unknown section(s) {', '.join(unknown) or '(none given)'};"
            f" choose from {', '.join(PARTS)}"
        )
    try:
        result = run_voice_bench(parts)
    except VoiceError as exc:
        fail(str(exc))
    if json_output:
        typer.echo(result.model_dump_json())
        return
    goals = result.goals
    table = goal_table("Voice — offline stack")
    table.add_column("")
    for s in result.synthesis:
        table.add_row(
            f"synthesis RTF {s.engine}:{s.voice}",
            f"{s.rtf:.3f}",
            "" if s.goal_rtf is None else f"≤ {s.goal_rtf}",
            _mark(s.rtf, s.goal_rtf),
        )
    for s in result.synthesis:
        goal = goals["first_chunk_ms_piper"] if s.engine == "piper" else None
        table.add_row(
            f"first chunk, 20 words, {s.engine}",
            f"{s.first_chunk_ms:.0f} ms",
            "" if goal is None else f"≤ {goal:.0f} ms",
            _mark(s.first_chunk_ms, goal),
        )
    table.add_row("whisper tiny.en load", f"{result.whisper_load_s:.2f} s", "", "")
    if result.whisper_rtf is not None:
        table.add_row(
            "transcription RTF tiny.en",
            f"{result.whisper_rtf:.3f}",
            f"≤ {goals['rtf_whisper']}",
            _mark(result.whisper_rtf, goals["rtf_whisper"]),
        )
    if result.whisper_rtf_full_window is not None:
        table.add_row("  (whisper's own 30 s window)", f"{result.whisper_rtf_full_window:.3f}", "", "")
    for w in result.wer:
        goal = goals["wer_natural"] if w.natural else None
        table.add_row(
            f"WER {w.voice} ({w.engine}), {w.utterances} utterances, no prompt", f"{w.wer_plain:.1%}", "", ""
        )
        table.add_row(
            f"WER {w.voice} ({w.engine}), options prompt",
            f"{w.wer_prompted:.1%}",
            "" if goal is None else f"≤ {goal:.0%}",
            _mark(w.wer_prompted, goal),
        )
        if w.wer_prompted_full_window is not None:
            table.add_row(
                f"  (options prompt, whisper's own 30 s window: {w.voice})",
                f"{w.wer_prompted_full_window:.1%}",
                "",
                "",
            )
    for t in result.turns_by_judge:
        table.add_row(
            f"voice turn ({t.judge} end of turn), end of speech → first audio, median ({t.turns} turns)",
            f"{t.median_ms:.0f} ms",
            f"≤ {goals['turn_median_ms']:.0f} ms",
            _mark(t.median_ms, goals["turn_median_ms"]),
        )
        table.add_row(f"  p95 ({t.judge} end of turn)", f"{t.p95_ms:.0f} ms", "", "")
        for stage, value in t.stages_median_ms.items():
            table.add_row(f"  stage median {stage}", f"{value:.0f} ms", "", "")
        table.add_row(
            "  transcript started at a pause (speculative)", f"{t.speculative} of {t.turns}", "", ""
        )
        table.add_row(
            "  reply decided ahead / first chunk made ahead (prepared)",
            f"{t.prepared_replies} / {t.prepared_first_chunks} of {t.turns}",
            "",
            "",
        )
        table.add_row(
            "  wrong actions / needed the model / not heard",
            f"{t.wrong_actions} / {t.needed_model} / {t.not_heard}",
            "",
            "",
        )
    for c in result.cutoffs:
        table.add_row(
            f"false cut-offs ({c.judge} end of turn), {c.utterances} {c.set} lines with a 300–700 ms pause:"
            " judged complete at the pause",
            f"{c.false_cutoffs} ({c.rate:.0%})",
            f"≤ {goals['false_cutoff_rate']:.0%}",
            _mark(c.rate, goals["false_cutoff_rate"]),
        )
        stood = c.acted_on_half / c.utterances if c.utterances else 0.0
        table.add_row(
            f"  ({c.judge}, {c.set}) acted on the half: cut-offs resume did not undo",
            f"{c.acted_on_half} ({stood:.0%})",
            f"≤ {goals['false_cutoff_rate']:.0%}",
            _mark(stood, goals["false_cutoff_rate"]),
        )
        table.add_row(
            f"  ({c.judge}, {c.set}) on another option than the whole line's: cut off / acted on the half",
            f"{c.cut_other_option} / {c.acted_other_option}",
            "",
            "",
        )
        if c.undone_reply_ms:
            table.add_row(
                f"  ({c.judge}, {c.set}) reply that could have played before the second half, median / max",
                f"{statistics.median(c.undone_reply_ms):.0f} / {max(c.undone_reply_ms):.0f} ms",
                "",
                "",
            )
        if c.fast_machine_cutoffs is not None:
            table.add_row(
                f"  ({c.judge}, {c.set}) cut-offs if the pause's transcript came in time"
                " (first half judged complete)",
                f"{c.fast_machine_cutoffs}",
                "",
                "",
            )
        if c.end_ms_median is not None:
            table.add_row(
                f"  voice stopped → end of turn ({c.judge} end of turn, {c.set}), median",
                f"{c.end_ms_median:.0f} ms",
                "",
                "",
            )
    for ans in result.answers:
        table.add_row(
            f"short answers to a clarify ({ans.judge} end of turn): complete / unfinished / no opinion"
            f" of {ans.answers}",
            f"{ans.complete} / {ans.unfinished} / {ans.no_opinion}",
            "",
            "",
        )
        if ans.end_ms_median is not None:
            table.add_row(
                f"  voice stopped → end of turn ({ans.judge} end of turn, short answers), median / max",
                f"{ans.end_ms_median:.0f} / {ans.end_ms_max:.0f} ms",
                "",
                "",
            )
    for a in result.spoken:
        table.add_row(
            f"{a.input}: resolved / wrong / clarified of {a.lines} ({a.should_act} should act)",
            f"{a.resolved} / {a.wrong} / {a.clarified}",
            "",
            "",
        )
        table.add_row(
            f"  {a.input}: off-topic acted; confirmed; wrong left after confirming",
            f"{a.off_topic_acted}; {a.confirmed}; {a.wrong_unconfirmed}",
            "",
            "",
        )
    if result.swap_gap_ms_max is not None:
        table.add_row(
            f"voice swap gap, max of {result.swaps}",
            f"{result.swap_gap_ms_max:.0f} ms",
            f"≤ {goals['swap_gap_ms']:.0f} ms",
            _mark(result.swap_gap_ms_max, goals["swap_gap_ms"]),
        )
    one, five, fifteen = result.load_average
    table.add_row(
        "load average 1/5/15 min (goals are for an idle machine)",
        f"{one:.1f} / {five:.1f} / {fifteen:.1f}",
        "",
        "",
    )
    Console().print(table)
