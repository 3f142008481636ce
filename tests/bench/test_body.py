"""``taleweaver bench body``: the motion loop's figures (timing goals only under ``-m bench``)."""

from __future__ import annotations

import threading

import pytest

from taleweaver.bench.body import GOAL_OFFSET_MS, GOAL_P99_MS, run_body_bench, virtual_offset_ms
from taleweaver.body.port import AvatarBody


def test_the_layers_add_at_most_one_tick_between_audio_and_wobble() -> None:
    assert virtual_offset_ms() == pytest.approx(20.0)
    assert virtual_offset_ms() <= GOAL_OFFSET_MS


def test_a_short_run_reports_every_figure() -> None:
    ran = threading.Event()

    def load(stop: threading.Event) -> str:
        ran.set()
        stop.wait()
        return "idle"

    result = run_body_bench(AvatarBody(), seconds=2.0, load=load)
    assert ran.is_set()
    assert result.load == "idle"
    assert result.body == "avatar"
    assert result.ticks > 20
    assert result.period_mean_ms > 0
    assert result.period_p99_ms >= result.period_mean_ms * 0.5
    assert 0 <= result.loop_cpu_percent < 100


@pytest.mark.bench
def test_loop_period_p99_goal() -> None:
    result = run_body_bench(AvatarBody(), seconds=5.0)
    assert result.period_p99_ms <= GOAL_P99_MS
