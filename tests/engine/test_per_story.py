"""PerStory: derived once per story content, the latest few kept."""

from __future__ import annotations

from taleweaver.content.models import Library, Story
from taleweaver.engine.per_story import PerStory


def test_derived_once_per_content_and_again_after_an_edit(library: Library) -> None:
    story = next(iter(library.stories.values()))
    seen: list[str] = []

    def story_id(s: Story) -> str:
        seen.append(s.content_hash)
        return s.id

    names = PerStory(story_id)
    assert names.get(story) == names.get(story) == story.id
    assert seen == [story.content_hash]
    edited = story.model_copy(update={"content_hash": "0" * 64})
    names.get(edited)
    assert seen == [story.content_hash, "0" * 64]


def test_only_the_latest_are_kept(library: Library) -> None:
    story = next(iter(library.stories.values()))
    versions: list[Story] = [story.model_copy(update={"content_hash": f"{i:064d}"}) for i in range(3)]
    calls: list[str] = []

    def content(s: Story) -> str:
        calls.append(s.content_hash)
        return s.content_hash

    kept = PerStory(content, size=2)
    for version in versions:
        kept.get(version)
    kept.get(versions[2])  # still kept
    kept.get(versions[0])  # dropped as the oldest: derived again
    assert calls == [v.content_hash for v in versions] + [versions[0].content_hash]
