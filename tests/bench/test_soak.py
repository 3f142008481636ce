"""The short soak: every kind of session against the real server with 30% of model calls failing."""

from __future__ import annotations

from taleweaver.bench.soak import run_soak


def test_a_short_soak_loses_nothing_and_changes_nothing_illegally() -> None:
    report = run_soak(sessions=12, turns=8, rate=0.3, seed=7, concurrency=6)

    summary = report.summary()
    assert report.clean, summary
    assert min(report.turns[kind] for kind in ("play", "npc", "story")) >= 4, summary
    assert sum(report.faults.values()) >= 10, summary  # the faults were really there
    assert set(report.faults) >= {"timeout", "http_5xx", "connection_reset"}, summary
