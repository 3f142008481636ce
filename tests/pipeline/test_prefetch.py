"""The next anchor is prepared while the player reads, used once, and bounded in number."""

from __future__ import annotations

import asyncio

from taleweaver.pipeline import Pipeline, StoryFlow
from taleweaver.pipeline.prefetch import AnchorPrefetch
from taleweaver.pipeline.prepared_store import MemoryPreparedStore
from taleweaver.pipeline.scene.contracts import CONTINUE
from taleweaver.testing import FakeModel

INTAKE = "I feel lonely and scared since my best friend moved away."


async def test_the_prepared_anchor_is_handed_over_once() -> None:
    model = FakeModel()
    flow = StoryFlow(Pipeline(model))
    prefetch = AnchorPrefetch(lambda _listen: flow)
    step = await flow.start(INTAKE)
    assert step.state.next_anchor() == "A2"
    prefetch.start(step.state)
    prefetch.start(step.state)  # asked twice: prepared once
    prepared = await prefetch.take(step.state)
    assert prepared is not None
    assert prepared.package.anchor_id == "A2"
    assert await prefetch.take(step.state) is None  # handed over already
    assert len(model.calls("scene_director")) == 2  # A1 and A2, nothing twice


async def test_only_the_most_recent_sessions_are_kept() -> None:
    flow = StoryFlow(Pipeline(FakeModel()))
    prefetch = AnchorPrefetch(lambda _listen: flow, limit=1)
    first = (await flow.start(INTAKE)).state
    second = (await flow.start("I am excited about the sea.")).state
    prefetch.start(first)
    prefetch.start(second)
    assert await prefetch.take(first) is None  # dropped for the newer one
    assert await prefetch.take(second) is not None


async def test_at_the_last_anchor_the_ending_is_prepared() -> None:
    model = FakeModel()
    flow = StoryFlow(Pipeline(model))
    prefetch = AnchorPrefetch(lambda listen: StoryFlow(Pipeline(model, on_event=listen)))
    step = await flow.start(INTAKE)
    while step.state.current_anchor != "A5":
        assert step.scene is not None
        choice = step.scene.choices[0].id if step.scene.choices else CONTINUE
        step = await flow.choose(step.state, choice)
    ending_id = step.state.next_scene()
    assert ending_id in {"E1", "E2", "E3", "E4"}
    prefetch.start(step.state)
    plan: list[str] = []
    prepared = await prefetch.take(step.state, plan)
    assert prepared is not None
    assert (prepared.package.kind, prepared.package.anchor_id) == ("ending", ending_id)
    assert any(f"Writing the ending {ending_id}" in line for line in plan)
    calls = len(model.requests)
    end = await flow.choose(step.state, CONTINUE, prepared=prepared)
    assert len(model.requests) == calls  # the ending came ready
    assert end.ending is not None
    assert end.ending.scene is prepared.package


async def test_a_scene_prepared_by_one_replica_is_taken_by_another() -> None:
    model = FakeModel()
    flow = StoryFlow(Pipeline(model))
    store = MemoryPreparedStore()  # shared, as Redis is between replicas
    replica_a = AnchorPrefetch(lambda listen: StoryFlow(Pipeline(model, on_event=listen)), store=store)
    replica_b = AnchorPrefetch(lambda listen: StoryFlow(Pipeline(model, on_event=listen)), store=store)
    step = await flow.start(INTAKE)
    replica_a.start(step.state)
    await asyncio.sleep(0)  # the preparation runs while the player reads
    while len(store) == 0:
        await asyncio.sleep(0.01)
    plan: list[str] = []
    prepared = await replica_b.take(step.state, plan)
    assert prepared is not None
    assert prepared.package.anchor_id == "A2"
    assert any("A2" in line for line in plan)
    assert replica_b.stats.as_dict() == {"hits_local": 0, "hits_shared": 1, "misses": 0, "store_failures": 0}
    assert await replica_a.take(step.state) is not None  # replica A still holds its own preparation
    assert replica_a.stats.hits_local == 1
    calls = len(model.calls("scene_director"))
    end = await flow.choose(step.state, CONTINUE if not step.scene or not step.scene.choices
                            else step.scene.choices[0].id, prepared=prepared)  # fmt: skip
    assert end.scene is not None
    assert end.scene.anchor_id == "A2"
    assert len(model.calls("scene_director")) == calls  # built once, by replica A


async def test_nothing_prepared_is_a_counted_miss() -> None:
    flow = StoryFlow(Pipeline(FakeModel()))
    prefetch = AnchorPrefetch(lambda _listen: flow)
    step = await flow.start(INTAKE)
    assert await prefetch.take(step.state) is None
    assert prefetch.stats.misses == 1
    await prefetch.close()
