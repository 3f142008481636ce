"""Word overlap, weighted by how rare a word is among the options."""

from __future__ import annotations

import pytest

from taleweaver.intent.lexical import content_words, overlap_scores, stem


def test_stems_and_stop_words() -> None:
    assert stem("sneaking") == stem("sneaks") == stem("sneaked") == "sneak"
    assert content_words("Go back to Granny's cottage") == {"back", "granny", "cottage"}


def test_a_word_only_one_option_has_counts_most() -> None:
    texts = [("Take the lamp",), ("Leave the lamp on the hook",), ("Ring the bell",)]
    hook, lamp, chat = (overlap_scores(u, texts) for u in ("the hook", "the lamp", "I like turtles"))
    assert hook == pytest.approx([0.0, 1.0, 0.0])
    assert lamp[0] == lamp[1] > 0.0 == lamp[2]
    assert chat == [0.0, 0.0, 0.0]
