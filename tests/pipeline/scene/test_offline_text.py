"""Offline `generate` (no model) writes text worth reading: questions from the choices' own variables, no line
repeated across anchors, character lines from the bible's characters and the intake's themes.

Measured on 20 varied intakes: the distinct-line ratio of every story is at least 0.9."""

from __future__ import annotations

import asyncio
from collections import Counter

import pytest

from taleweaver.pipeline.export import export_files
from taleweaver.pipeline.generate import GeneratedStory, generate_story
from taleweaver.pipeline.orchestrator import Pipeline
from taleweaver.pipeline.story.choice_words import choice_clause, decision_question

INTAKES = (
    "I feel lonely since my best friend moved away",
    "I'm anxious about my exams and I can't sleep",
    "I'm so angry at my brother, he lied to me again",
    "I lost my grandmother last month and I miss her",
    "I'm excited, I'm starting a new job on Monday!",
    "I feel stuck in my life and I don't know what to change",
    "I'm tired all the time and nobody seems to care",
    "I feel guilty about something I said to a friend",
    "I'm scared of moving to a new city alone",
    "I'm happy today, the sun is out and I want to share it",
    "I doubt myself at work, everyone seems smarter",
    "I'm confused about what I really want to study",
    "I'm worried about my dog, he is sick",
    "I feel hurt that I wasn't invited",
    "I'm frustrated, nothing I do seems to work",
    "I hope things get better with my parents",
    "I feel ashamed of failing my driving test",
    "I'm nervous about a date tonight",
    "I'm grieving a friendship that ended",
    "Just a normal day, I want a little adventure",
)


@pytest.fixture(scope="module")
def stories() -> list[GeneratedStory]:
    async def make() -> list[GeneratedStory]:
        return [await generate_story(Pipeline(None), intake) for intake in INTAKES]

    return asyncio.run(make())


def _lines_by_anchor(story: GeneratedStory) -> dict[str, list[str]]:
    files = export_files(story, "s")
    by_anchor: dict[str, list[str]] = {}
    for path, node in files.items():
        if path.startswith("storylines/"):
            by_anchor.setdefault(path.split("/")[1], []).append(node["text"])
    return by_anchor


def test_there_are_twenty_varied_intakes() -> None:
    assert len(set(INTAKES)) == 20


def test_the_distinct_line_ratio_is_at_least_nine_tenths(stories: list[GeneratedStory]) -> None:
    for story in stories:
        lines = [line for lines in _lines_by_anchor(story).values() for line in lines]
        assert len(set(lines)) / len(lines) >= 0.9, story.bible.title


def test_no_line_repeats_verbatim_across_anchors(stories: list[GeneratedStory]) -> None:
    for story in stories:
        seen: Counter[str] = Counter()
        for lines in _lines_by_anchor(story).values():
            seen.update(set(lines))
        assert [line for line, n in seen.items() if n > 1] == [], story.bible.title


def test_every_question_is_written_from_its_choices(stories: list[GeneratedStory]) -> None:
    for story in stories:
        for package in story.packages:
            if package.decision_id is None:
                continue
            assert package.question is not None
            effects = [choice.effects for choice in package.choices]
            assert package.question == decision_question(package.location, effects)
            for choice in package.choices:
                clause = choice_clause(choice.effects)
                assert clause in package.question
                assert choice.label.lower().startswith(clause.split(" and ")[0])
            # the player sees that question as the decision node's line
            assert package.panels[-1].text == package.question


def test_character_lines_use_the_characters_and_the_intakes_themes(stories: list[GeneratedStory]) -> None:
    for story in stories:
        bible = story.bible
        spoken = [p for s in story.packages for p in s.panels if p.kind == "dialogue"]
        assert spoken
        names = {c.id: c.name for c in bible.characters}
        goals = {c.id: c.goal[:1].lower() + c.goal[1:] for c in bible.characters}
        themes = story.emotional_map.themes
        assert any(goals[p.speaker] in p.text or names[p.speaker] in p.text for p in spoken)
        assert any(theme in p.text for p in spoken for theme in themes)
        assert len({p.text for p in spoken}) == len(spoken)
