"""The in-memory prepared-scene store: taken once, expiring, bounded; a scene survives the round trip."""

from __future__ import annotations

from taleweaver.pipeline import Pipeline, StoryFlow
from taleweaver.pipeline.prepared_store import (
    MemoryPreparedStore,
    PreparedScene,
    PreparedStore,
    open_store,
)
from taleweaver.testing import FakeModel

INTAKE = "I feel lonely and scared since my best friend moved away."


async def _scene() -> PreparedScene:
    flow = StoryFlow(Pipeline(FakeModel()))
    step = await flow.start(INTAKE)
    result = await flow.prepare(step.state, "A2")
    return PreparedScene.of(result, ["Writing A2"])


async def test_a_scene_is_taken_once() -> None:
    store = MemoryPreparedStore()
    scene = await _scene()
    await store.put("s:A2", scene)
    assert await store.take("s:A2") is scene
    assert await store.take("s:A2") is None
    assert isinstance(store, PreparedStore)


async def test_entries_expire() -> None:
    now = [100.0]
    store = MemoryPreparedStore(ttl_s=10, clock=lambda: now[0])
    scene = await _scene()
    await store.put("old:A2", scene)
    await store.put("fresh:A2", scene)
    now[0] = 109.0
    assert await store.take("fresh:A2") is scene
    now[0] = 111.0
    assert await store.take("old:A2") is None


async def test_the_oldest_goes_beyond_the_limit() -> None:
    store = MemoryPreparedStore(limit=2)
    scene = await _scene()
    for key in ("a", "b", "c"):
        await store.put(key, scene)
    assert len(store) == 2
    assert await store.take("a") is None
    assert await store.take("c") is scene


async def test_a_prepared_scene_round_trips_through_json() -> None:
    scene = await _scene()
    again = PreparedScene.model_validate_json(scene.model_dump_json())
    assert again == scene
    result = again.result()
    assert result.package == scene.package
    assert result.choice_set == scene.choice_set
    assert again.said == ["Writing A2"]


def test_without_a_url_the_store_is_memory() -> None:
    store = open_store(None, ttl_s=5)
    assert isinstance(store, MemoryPreparedStore)
    assert store.ttl_s == 5
