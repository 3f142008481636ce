"""The second readings of a close call (``intent/close_calls.py``): each agrees only within its floors, asks
nothing of an encoder that lacks it, and encodes a text once while it is kept."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from taleweaver.intent.candidate import IntentCandidate, RankedOption
from taleweaver.intent.close_calls import (
    ALIGNED_MIN_MARGIN,
    SECOND_MIN_MARGIN,
    CloseCall,
    SecondReadings,
)
from taleweaver.intent.encoder import TokenVectors
from taleweaver.intent.offtopic import OFF_TOPIC
from taleweaver.testing import HashingEncoder

HOOK = IntentCandidate(
    key="do:hang", label="Hang the cloak on the hook", texts=("Hang the cloak on the hook",)
)
ROOM = IntentCandidate(key="do:west", label="Go west to the cloakroom", texts=("Go west to the cloakroom",))


class Counting(HashingEncoder):
    """A hashing encoder with word vectors (each word its own hashed vector) and a second model (the same
    hashing), counting every text each is asked to encode."""

    def __init__(self, *, second: bool = True) -> None:
        super().__init__()
        self.second = second
        self.pieces_asked: list[str] = []
        self.seconds_asked: list[str] = []

    def token_vectors(self, texts: Sequence[str]) -> list[TokenVectors]:
        self.pieces_asked.extend(texts)
        out = []
        for text in texts:
            words = tuple(text.casefold().replace(",", " ").split()) or ("",)
            out.append((words, self.encode(list(words))))
        return out

    def second_vectors(self, texts: Sequence[str]) -> NDArray[np.float32] | None:
        self.seconds_asked.extend(texts)
        return self.encode(texts) if self.second else None


def readings(encoder: object, **settings: float | None) -> SecondReadings:
    return SecondReadings(encoder, lambda line, texts: line, **settings)  # type: ignore[arg-type]


def call(line: str, margin: float, readings: SecondReadings, *, rival: bool = True) -> CloseCall:
    runner_up = RankedOption(key=ROOM.key, label=ROOM.label, score=0.3) if rival else None
    return CloseCall(line, HOOK, runner_up, margin, [HOOK, ROOM], readings.aligned)


def test_a_line_in_the_best_options_words_is_settled_by_both_readings() -> None:
    both = readings(Counting())
    both.prime([*HOOK.texts, *ROOM.texts])
    close = call("hang the cloak up on that hook there", 0.06, both)
    assert close.words[0] > close.words[1]
    assert both.aligns_ahead(close)
    assert both.second_model_agrees(close)


def test_neither_reading_settles_a_call_below_its_floor_or_without_a_rival() -> None:
    both = readings(Counting())
    assert not both.aligns_ahead(call("hang the cloak up on that hook", ALIGNED_MIN_MARGIN - 0.01, both))
    assert not both.second_model_agrees(
        call("hang the cloak up on that hook", SECOND_MIN_MARGIN - 0.01, both)
    )
    assert not both.aligns_ahead(call("hang the cloak up on that hook", 0.3, both, rival=False))
    assert not both.second_model_agrees(call("hang the cloak up on that hook", 0.3, both, rival=False))


def test_the_second_model_is_not_asked_about_a_no_nor_a_one_word_line() -> None:
    encoder = Counting()
    second = readings(encoder)
    assert not second.second_model_agrees(call("don't hang the cloak on the hook", 0.08, second))
    assert not second.second_model_agrees(call("hook", 0.08, second))
    assert encoder.seconds_asked == []


def test_a_reading_turned_off_or_missing_agrees_with_nothing() -> None:
    line = "hang the cloak up on that hook there"
    off = readings(Counting(), aligned_lead=None, second_lead=None)
    assert not off.aligns_ahead(call(line, 0.08, off))
    assert not off.second_model_agrees(call(line, 0.08, off))
    failing = readings(Counting(second=False))  # the second model failed: None, never an error
    assert not failing.second_model_agrees(call(line, 0.08, failing))
    plain = readings(HashingEncoder())  # neither word vectors nor a second model
    assert not plain.aligns_ahead(call(line, 0.08, plain))
    assert not plain.second_model_agrees(call(line, 0.08, plain))


def test_past_the_small_talk_gate_the_line_must_align_better_with_the_option_than_with_chat() -> None:
    both = readings(Counting())
    line = "hang the cloak up on that hook there"
    assert both.aligns_ahead(
        call(line, 0.06, both), past_a_bar=True, beyond_chat=["how is the weather today"]
    )
    assert not both.aligns_ahead(call(line, 0.06, both), past_a_bar=True, beyond_chat=[line])


def test_what_is_read_is_kept_and_encoded_once_up_to_the_cache_size() -> None:
    encoder = Counting()
    kept = readings(encoder, cache_size=len(OFF_TOPIC) + 4)
    kept.prime(HOOK.texts)
    assert encoder.seconds_asked == [*HOOK.texts, *OFF_TOPIC]
    close = call("hang the cloak up on that hook there", 0.08, kept)
    kept.second_model_agrees(close)
    kept.second_model_agrees(close)
    assert encoder.seconds_asked.count(close.utterance) == 1
    assert encoder.pieces_asked.count(close.utterance) == 1
    for n in range(10):  # older texts give way to newer ones
        kept.second_vectors([f"line {n}"])
    assert len(kept._seconds) == len(OFF_TOPIC) + 4
