"""``taleweaver bench scale`` measures a real cluster: one replica, a few players, every figure filled."""

from __future__ import annotations

import pytest

from taleweaver.bench.scale import run_scale_bench
from taleweaver.testing.cluster import APT_LINE, missing_tools

pytestmark = pytest.mark.skipif(bool(missing_tools()), reason=f"needs redis-server and haproxy: {APT_LINE}")


def test_one_replica_with_redis_and_two_without() -> None:
    result = run_scale_bench(replica_counts=(1, 2), sessions=3, turns=10, reading_s=0.05, image=None)
    assert [(row.replicas, row.shared_store) for row in result.rows] == [
        (1, "redis"),
        (2, "redis"),
        (2, "memory"),
    ]
    for row in result.rows:
        assert row.requests > 0
        assert row.cpu_ms_per_request > 0
        assert row.non_2xx == row.lost_turns == row.unfinished == 0
        assert row.prefetch_hits_local + row.prefetch_hits_shared + row.prefetch_misses > 0
    assert result.rows[0].meets_goal is not None
    assert result.rows[-1].meets_goal is None  # no goal without the shared store
    assert result.image.note == "not measured (--image '')"
