"""Splitting lines for synthesis: sentences, and no piece over the synthesis limit."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from taleweaver.voice._text import MAX_PART, bounded, sentences, speakable_parts


def test_sentences_split_at_end_punctuation() -> None:
    assert sentences("One. Two! Three?") == ["One.", "Two!", "Three?"]


def test_a_long_line_without_punctuation_is_cut_between_words() -> None:
    line = " ".join(["word"] * 300)  # 1,499 characters, no sentence end

    parts = sentences(line)

    assert len(parts) > 7
    assert all(len(part) <= MAX_PART for part in parts)
    assert " ".join(parts) == line


def test_a_long_clause_list_is_cut_after_a_clause() -> None:
    line = ", ".join(["a little further along the quay"] * 20)

    parts = bounded(line, 100)

    assert all(part.endswith(",") for part in parts[:-1])
    assert all(len(part) <= 100 for part in parts)


def test_one_unbroken_word_is_cut_anyway() -> None:
    parts = bounded("x" * 450, 200)

    assert [len(part) for part in parts] == [200, 200, 50]


def test_the_engines_parts_are_bounded_too() -> None:
    assert all(len(part) <= MAX_PART for part in speakable_parts("y" * 1000 + ". Then, at last, the end."))


@given(st.text(max_size=2000))
def test_no_piece_is_ever_longer_than_the_limit_and_no_text_is_lost(text: str) -> None:
    parts = sentences(text)

    assert all(0 < len(part) <= MAX_PART for part in parts)
    assert "".join("".join(parts).split()) == "".join(text.split())
