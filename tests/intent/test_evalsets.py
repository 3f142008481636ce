"""The evaluation sets are well formed: enough lines and stories, and every label names a real option."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from taleweaver.intent.evalsets import (
    HELD_OUT,
    LINES_DIR,
    TUNING,
    EvalLine,
    load_lines,
    split_of,
    story_folder,
)
from taleweaver.player.intent_eval import engine_for, outcome_of
from taleweaver.player.options import current_options, out_of_reach
from taleweaver.player.refusal_eval import state_at

STORIES = TUNING + HELD_OUT


def test_the_sets_are_big_varied_and_split_by_story() -> None:
    lines = [line for story in STORIES for line in load_lines(story)]
    assert len(STORIES) >= 5
    assert len(lines) >= 300
    assert not set(TUNING) & set(HELD_OUT)
    assert {split_of(s) for s in TUNING} == {"tuning"}
    assert {split_of(s) for s in HELD_OUT} == {"held_out"}
    styles = Counter(line.style for line in lines)
    for style in (
        "slang",
        "phone",
        "typo",
        "question",
        "indirect",
        "warm",
        "synonym",
        "possessive",
        "negation",
    ):
        assert styles[style] >= 4, style
    assert styles["off"] >= 35
    with pytest.raises(ValueError, match="no evaluation split"):
        split_of("nowhere")


def test_two_stories_have_no_authored_examples_at_all() -> None:
    bare = []
    for story in STORIES:
        folder = story_folder(story)
        if folder is None:
            continue
        examples = [
            a.get("examples")
            for path in folder.glob("storylines/*/*.json")
            for a in json.loads(path.read_text(encoding="utf-8"))["actions"]
        ]
        if not any(examples):
            bare.append(story)
    assert len(bare) >= 2
    assert set(bare) & set(HELD_OUT)
    assert set(bare) & set(TUNING)


@pytest.mark.parametrize("story", STORIES)
def test_every_label_is_an_option_at_its_story_point(story: str) -> None:
    engine = engine_for(story)
    for line in load_lines(story):
        state = state_at(engine, story, line.node)
        keys = {o.key for o in current_options(engine, state) + out_of_reach(engine, state)}
        if line.names_option:
            assert line.expect in keys, (story, line.node, line.text)
        assert set(line.also) <= keys, (story, line.node, line.text)


def test_a_malformed_line_names_its_file_and_line(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "broken.jsonl").write_text(
        '{"node": "n", "text": "hi", "expect": "off_topic", "style": "off"}\n{"node": "n", "text": "x"}\n'
    )
    monkeypatch.setattr("taleweaver.intent.evalsets.LINES_DIR", tmp_path)
    load_lines.cache_clear()
    try:
        with pytest.raises(ValueError, match=r"broken.jsonl:2"):
            load_lines("broken")
    finally:
        load_lines.cache_clear()
    assert LINES_DIR.is_dir()


def test_labels_are_checked() -> None:
    with pytest.raises(ValueError, match="expect"):
        EvalLine(node="n", text="t", expect="jump:up", style="plain")


def test_outcomes_are_read_from_the_turn_events() -> None:
    chosen = [
        {"type": "intent", "key": "do:x"},
        {"type": "chosen", "kind": "action", "id": "x", "via": "text"},
    ]
    assert outcome_of(chosen) == ("acted", "do:x")
    assert outcome_of([{"type": "intent", "key": "go:yard"}, {"type": "blocked", "reason": "no"}]) == (
        "blocked",
        "go:yard",
    )
    assert outcome_of([{"type": "clarify", "options": []}]) == ("clarify", None)
