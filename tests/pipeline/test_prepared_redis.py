"""Prepared scenes in a real redis-server on loopback: shared by replicas, taken once, expiring; a lost
Redis degrades the prefetch to on-demand (said once in the log) and a wrong URL names the setting."""

from __future__ import annotations

import asyncio
import logging
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from taleweaver.pipeline import Pipeline, StoryFlow
from taleweaver.pipeline.prefetch import AnchorPrefetch
from taleweaver.pipeline.prepared_redis import RedisPreparedStore, redacted
from taleweaver.pipeline.prepared_store import PreparedScene, StoreUnavailable, ensure_reachable, open_store
from taleweaver.testing import FakeModel
from taleweaver.testing.cluster import RedisServer, free_port

INTAKE = "I feel lonely and scared since my best friend moved away."
pytestmark = pytest.mark.skipif(
    shutil.which("redis-server") is None, reason="needs redis-server: apt-get install -y redis-server"
)


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    server = RedisServer(tmp_path)
    server.start()
    yield server
    server.stop()


def _prefetch(model: FakeModel, store: RedisPreparedStore) -> AnchorPrefetch:
    return AnchorPrefetch(lambda listen: StoryFlow(Pipeline(model, on_event=listen)), store=store)


async def test_a_scene_prepared_on_one_replica_is_taken_on_another(redis_server: RedisServer) -> None:
    model = FakeModel()
    store_a, store_b = RedisPreparedStore(redis_server.url), RedisPreparedStore(redis_server.url)
    replica_a, replica_b = _prefetch(model, store_a), _prefetch(model, store_b)
    flow = StoryFlow(Pipeline(model))
    step = await flow.start(INTAKE)
    replica_a.start(step.state)
    while redis_server.info("keyspace").get("db0") is None:
        await asyncio.sleep(0.01)
    plan: list[str] = []
    prepared = await replica_b.take(step.state, plan)
    assert prepared is not None
    assert prepared.package.anchor_id == "A2"
    assert plan
    assert replica_b.stats.hits_shared == 1
    assert await store_b.take(f"{step.state.session_id}:A2") is None  # taken once
    await replica_a.close()
    await replica_b.close()


async def test_entries_expire(redis_server: RedisServer) -> None:
    flow = StoryFlow(Pipeline(FakeModel()))
    step = await flow.start(INTAKE)
    scene = PreparedScene.of(await flow.prepare(step.state, "A2"), [])
    store = RedisPreparedStore(redis_server.url, ttl_s=0.2)
    await store.put("s:A2", scene)
    await store.put("t:A2", scene)
    assert await store.take("s:A2") == scene
    await asyncio.sleep(0.4)
    assert await store.take("t:A2") is None
    await store.close()


async def test_a_lost_redis_degrades_to_on_demand_said_once(
    redis_server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    model = FakeModel()
    store = RedisPreparedStore(redis_server.url)
    await store.check()
    prefetch = _prefetch(model, store)
    flow = StoryFlow(Pipeline(model))
    states = [(await flow.start(INTAKE)).state for _ in range(3)]
    redis_server.stop()
    caplog.set_level(logging.WARNING, logger="taleweaver.pipeline.prefetch")
    for state in states:  # prepared here: still handed over from this process
        prefetch.start(state)
        assert await prefetch.take(state) is not None
    unreachable = [r for r in caplog.records if "store unreachable" in r.getMessage()]
    assert len(unreachable) == 1  # once per outage, not once per request
    other = _prefetch(model, RedisPreparedStore(redis_server.url))
    assert await other.take(states[0]) is None  # another replica: built on demand, no error
    assert "TALEWEAVER_REDIS_URL" in unreachable[0].getMessage()
    assert prefetch.stats.store_failures >= 1
    assert prefetch.stats.hits_local == 3
    await prefetch.close()
    await other.close()


def test_an_unreachable_redis_at_startup_names_the_setting() -> None:
    url = f"redis://:hunter2@127.0.0.1:{free_port()}/0"
    with pytest.raises(
        StoreUnavailable, match=re.escape("TALEWEAVER_REDIS_URL: Redis at redis://:***@127.0.0.1")
    ) as caught:
        ensure_reachable(url)
    assert "hunter2" not in str(caught.value)


def test_a_url_that_is_not_redis_names_the_setting() -> None:
    with pytest.raises(StoreUnavailable, match="TALEWEAVER_REDIS_URL: http://cache:6379 is not a Redis URL"):
        open_store("http://cache:6379")


def test_passwords_are_redacted() -> None:
    assert redacted("redis://user:pw@host:6380/1") == "redis://user:***@host:6380/1"
    assert redacted("redis://host:6379/0") == "redis://host:6379/0"


async def test_when_redis_is_back_scenes_are_shared_again(
    redis_server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    model = FakeModel()
    now = [0.0]
    replica_a = AnchorPrefetch(
        lambda listen: StoryFlow(Pipeline(model, on_event=listen)),
        store=RedisPreparedStore(redis_server.url),
        clock=lambda: now[0],
    )
    replica_b = _prefetch(model, RedisPreparedStore(redis_server.url))
    flow = StoryFlow(Pipeline(model))
    lost, later = (await flow.start(INTAKE)).state, (await flow.start(INTAKE)).state
    redis_server.stop()
    replica_a.start(lost)
    assert await replica_a.take(lost) is not None  # its own preparation, Redis or not
    redis_server.start()
    now[0] += 10  # past the pause after a failure
    caplog.set_level(logging.WARNING, logger="taleweaver.pipeline.prefetch")
    replica_a.start(later)
    while redis_server.info("keyspace").get("db0") is None:
        await asyncio.sleep(0.01)
    assert await replica_b.take(later) is not None  # shared again
    assert any("is back" in record.getMessage() for record in caplog.records)
    await replica_a.close()
    await replica_b.close()
