"""What the matcher is given: an option's texts, and whether it says little."""

import pytest
from pydantic import ValidationError

from taleweaver.intent.candidate import IntentCandidate, plain_words, says_only_its_label, terse


def test_blank_texts_are_dropped_and_an_option_needs_one() -> None:
    option = IntentCandidate(key="k", label="Wave", texts=("  Wave ", "", "  "))
    assert option.texts == ("Wave",)
    with pytest.raises(ValidationError, match="non-blank"):
        IntentCandidate(key="k", label="Wave", texts=(" ",))


def test_a_terse_option_is_a_short_label_without_examples() -> None:
    assert terse(IntentCandidate(key="b", label="Bribe", texts=("Bribe", "I'll bribe")))
    assert not terse(
        IntentCandidate(key="b", label="Bribe", texts=("Bribe", "pay him off", "slip him a coin"))
    )
    assert not terse(IntentCandidate(key="s", label="s", texts=("Show Captain Brann your ticket",)))


def test_an_option_says_only_its_label_when_no_text_adds_a_word() -> None:
    assert says_only_its_label(IntentCandidate(key="h", label="hang", texts=("hang", "I'll hang")))
    assert not says_only_its_label(
        IntentCandidate(key="g", label="west", texts=("west", "go to the Cloakroom"))
    )


def test_plain_words_drop_a_plural_s_but_not_a_double_s() -> None:
    assert plain_words("Waves, the Glass!") == frozenset({"wave", "the", "glass"})
