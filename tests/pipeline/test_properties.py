"""Property: with no model at all, every intake yields a story that the author's checker passes with
zero findings, that plays without ever stranding the player, and that reaches all four endings."""

from __future__ import annotations

import asyncio
import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from taleweaver.content.check import check_story
from taleweaver.pipeline.export import export_files, write_story
from taleweaver.pipeline.generate import generate_story
from taleweaver.pipeline.orchestrator import Pipeline
from taleweaver.pipeline.story.fallbacks import _LEXICON
from taleweaver.pipeline.story.semantics import validate_bible

from .conftest import walk_every_path

intakes = st.builds(
    lambda words, noise: " ".join([*words, noise]),
    st.lists(st.sampled_from(sorted(_LEXICON)), max_size=4),
    st.text(max_size=80),
)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(intakes)
def test_offline_stories_are_always_valid_and_complete(intake: str) -> None:
    story = asyncio.run(generate_story(Pipeline(None), intake))
    assert validate_bible(story.bible) == []
    texts = {path: json.dumps(value) for path, value in export_files(story, "generated").items()}
    assert check_story(texts) == []  # zero errors, zero warnings: every node and ending reachable
    with tempfile.TemporaryDirectory() as folder:
        reached = walk_every_path(write_story(story, Path(folder) / "generated"))
    assert set(reached) == {"ending_e1", "ending_e2", "ending_e3", "ending_e4"}
