"""Scale-out with real parts on loopback: redis-server, 3 ``taleweaver serve`` replicas, HAProxy round robin.

100 generated-story and 100 authored-play sessions of up to 10 turns go through the balancer with 20 %
model faults (``--model faulty:0.2:fake``: every role, the pipeline and the play director included).
While they play, one replica is killed (SIGKILL, requests in flight) and comes back sealing with a new
secret, then the other two are restarted the same way (a rolling deploy of ``TALEWEAVER_SECRETS=new,old``;
the cluster started with ``old,new``: the new secret staged by an earlier rollout, see docs/deploy.md).
Sessions (at most 100 at a time) wait before their 4th turn until that deploy is over, so those under
way carry tokens sealed with the old secret into the new. Clients must see 0 non-2xx answers and 0
lost turns, every session must reach its ending, and scenes prepared on one replica must be taken on
another.
"""

from __future__ import annotations

import asyncio
import json
import signal
from pathlib import Path

import pytest

from taleweaver.testing.cluster import APT_LINE, Cluster, missing_tools, running_cluster
from taleweaver.testing.scale_load import Players, drive

OLD, NEW = "scale-test-old-secret", "scale-test-new-secret"
HOLD_TURN = 4
pytestmark = [
    pytest.mark.skipif(bool(missing_tools()), reason=f"needs redis-server and haproxy: {APT_LINE}"),
    pytest.mark.timeout(900),
]


async def _deploy(cluster: Cluster, players: Players, events: list[tuple[str, int]]) -> None:
    """Kill replica 0 once 10 % of the requests are made, then roll the new secret over all three."""
    while players.report.done < 200:
        await asyncio.sleep(0.02)
    first, *rest = cluster.replicas
    await asyncio.to_thread(first.stop, signal.SIGKILL)
    events.append(("killed replica 0", players.report.done))
    await asyncio.to_thread(first.start, {"TALEWEAVER_SECRETS": f"{NEW},{OLD}"})
    events.append(("replica 0 back, sealing with the new secret", players.report.done))
    for replica in rest:
        await asyncio.to_thread(replica.stop)
        await asyncio.to_thread(replica.start, {"TALEWEAVER_SECRETS": f"{NEW},{OLD}"})
    events.append(("every replica seals with the new secret", players.report.done))
    players.holds[HOLD_TURN].set()


def test_three_replicas_behind_haproxy_lose_nothing(tmp_path: Path) -> None:
    with running_cluster(
        tmp_path,
        replicas=3,
        args=("--model", "faulty:0.2:fake"),
        env={"TALEWEAVER_SECRETS": f"{OLD},{NEW}"},
    ) as cluster:
        players = Players(turns=10, reading_s=0.2, seed=7)
        events: list[tuple[str, int]] = []

        async def run() -> None:
            players.holds[HOLD_TURN] = asyncio.Event()
            deploy = asyncio.create_task(_deploy(cluster, players, events))
            await drive(cluster.url, play_sessions=100, story_sessions=100, concurrency=100, players=players)
            await deploy

        asyncio.run(run())
        report = players.report
        prefetch = cluster.prefetch_stats()
        assert cluster.balancer is not None
        backend = cluster.balancer.stats()["replicas/BACKEND"]
        assert cluster.redis is not None
        figures = {
            **report.summary(),
            "events": events,
            "prefetch": prefetch,
            "balancer_retries": int(backend["wretr"] or 0),
            "balancer_redispatches": int(backend["wredis"] or 0),
            "redis_used_memory": cluster.redis.info()["used_memory_human"],
        }
        print(json.dumps(figures, indent=2))
    assert report.non_2xx == []
    assert report.lost_turns == []
    assert report.unfinished == []
    assert report.endings == {"play": 100, "story": 100}
    assert [name for name, _ in events] == [
        "killed replica 0",
        "replica 0 back, sealing with the new secret",
        "every replica seals with the new secret",
    ]
    assert events[-1][1] < report.done  # sessions went on after the deploy, with the old tokens
    assert prefetch["hits_shared"] > 0  # scenes prepared on one replica were used on another
