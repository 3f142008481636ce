"""End to end with the real local model (SmolLM2-135M through llama.cpp, grammar-constrained).

Content quality is not the point — the machinery is: whatever the small model writes, the pipeline
completes, every refusal is a typed retry or a marked fallback, and the exported story passes the
same checker as hand-written stories.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from taleweaver.content.check import check_story
from taleweaver.files import read_tree
from taleweaver.models.guard import allow_model_requests
from taleweaver.models.local import llama_cpp_available
from taleweaver.models.spec import choose_model
from taleweaver.pipeline.events import EventLog
from taleweaver.pipeline.export import write_story
from taleweaver.pipeline.generate import generate_story
from taleweaver.pipeline.orchestrator import Pipeline, PipelineConfig

from .conftest import INTAKE, walk_every_path

pytestmark = [
    pytest.mark.live,
    pytest.mark.skipif(not llama_cpp_available(), reason="llama-cpp-python is not installed (extra: local)"),
]


@pytest.mark.timeout(3600)
async def test_local_model_generates_a_story_that_checks_and_plays(tmp_path: Path) -> None:
    choice = choose_model("local", retries=0)
    assert choice.model is not None
    events = EventLog()
    # No retries here: the retry machinery is covered with fake models; this test proves the real
    # local path end to end and must stay cheap enough for every CI run.
    pipeline = Pipeline(choice.model, PipelineConfig(concurrent=False, max_retries=0), on_event=events)
    # The endings are not told as scenes (each is exported as one node, its title and summary): a told ending
    # is one more scene of model calls (~80 s of a ~540 s test on a slow two-core machine), and telling one
    # is covered with fake models (tests/pipeline/test_export.py). CI has 45 minutes; this is its slowest
    # (171 s here on two threads, 232 s on the one llama-cpp-python gave a two-core machine by default).
    with allow_model_requests():
        story = await generate_story(pipeline, INTAKE, tell_endings=set())
    assert [p.anchor_id for p in story.packages] == ["A1", "A2", "A3", "A4", "A5"]
    assert story.endings == []
    model_calls = [r for r in story.records if r.source == "model" or r.retries or r.feedback]
    assert model_calls, "the local model was never asked"
    for record in story.records:
        assert record.retries <= 2
        assert all(f.problems for f in record.feedback)  # every refusal names its problems
    folder = write_story(story, tmp_path / "local_story")
    findings = check_story(read_tree(folder))
    assert [f.render() for f in findings if f.severity == "error"] == []
    reached = walk_every_path(folder)
    assert set(reached) == {"ending_e1", "ending_e2", "ending_e3", "ending_e4"}
    report = json.loads((folder / "generation.json").read_text())
    assert report["retry_counts"] == story.retry_counts()
