"""taleweaver bench server: a short run of every route at one concurrency level (needs wrk)."""

from __future__ import annotations

import shutil

import pytest

from taleweaver.bench.server import WRK_APT, run_server_bench

needs_wrk = pytest.mark.skipif(shutil.which("wrk") is None, reason=f"wrk is not installed: {WRK_APT}")


@needs_wrk
def test_every_route_is_measured_beside_the_bare_endpoint(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TALEWEAVER_SECRET", "bench-test-secret")

    result = run_server_bench(duration_s=1, levels=(2,), runs=1)

    routes = [cell.route for cell in result.cells]
    assert routes == [
        "bare",
        "/story/choose (no prefetch)",
        "/npc/speak",
        "/play/turn",
        "/story/choose (prefetch)",
    ]
    for cell in result.cells:
        assert cell.requests_per_s > 0, cell
        assert cell.errors == 0, cell
        assert cell.non_2xx == 0, cell
        assert cell.cpu_ms_per_request is not None, cell
        assert cell.p99_ms >= cell.p50_ms > 0, cell
    assert all(cell.vs_bare is not None for cell in result.cells[1:])
    goals = {cell.route: cell.goal for cell in result.cells}
    assert goals["/npc/speak"] == 0.8
    assert goals["/play/turn"] == 0.5
    assert goals["bare"] is None
    assert result.load_average is not None


@needs_wrk
def test_a_chosen_route_alone_is_measured(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TALEWEAVER_SECRET", "bench-test-secret")

    result = run_server_bench(duration_s=1, levels=(1,), routes=("speak",), runs=3)

    assert [cell.route for cell in result.cells] == ["bare", "/npc/speak"]
    assert result.runs == 3
    speak = result.cells[1]
    assert len(speak.vs_bare_runs) == 3
    assert speak.vs_bare == sorted(speak.vs_bare_runs)[1]  # the median round
    assert speak.meets_goal == (speak.vs_bare >= 0.8)


def test_an_unknown_route_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match=r"unknown route.*nope.*choose from speak, turn, choose"):
        run_server_bench(routes=("speak", "nope"))
    with pytest.raises(ValueError, match="runs must be at least 1"):
        run_server_bench(runs=0)
