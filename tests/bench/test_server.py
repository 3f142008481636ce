"""taleweaver bench server: a short run of every route at one concurrency level (needs wrk)."""

from __future__ import annotations

import shutil

import pytest

from taleweaver.bench.server import WRK_APT, run_server_bench

pytestmark = pytest.mark.skipif(shutil.which("wrk") is None, reason=f"wrk is not installed: {WRK_APT}")


def test_every_route_is_measured_beside_the_bare_endpoint(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TALEWEAVER_SECRET", "bench-test-secret")

    result = run_server_bench(duration_s=1, levels=(2,))

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
