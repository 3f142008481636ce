"""Word-by-word alignment (intent/alignment.py) and what the matcher settles with it: close calls, a best
option just under the bar, and lines the small-talk gate held that are the option word by word."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from taleweaver.intent import IntentMatcher, MiniLMEncoder, match_respecting_refusal
from taleweaver.intent.alignment import alignment, best_alignment, content_pieces
from taleweaver.intent.candidate import IntentDecision
from taleweaver.intent.close_calls import ALIGNED_MIN_MARGIN, ALIGNED_MIN_SCORE
from taleweaver.intent.encoder import TokenEncoder, TokenVectors
from taleweaver.testing import HashingEncoder

from .choices import story_options
from .test_matcher import PLAIN, TableEncoder, cands, vec


def pieces(*words: tuple[str, Sequence[float]]) -> TokenVectors:
    vectors = np.array([v for _, v in words], dtype=np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    return tuple(w for w, _ in words), vectors


def test_a_text_aligns_fully_with_itself_and_not_with_an_unrelated_one() -> None:
    line = pieces(("abandon", [1, 0, 0]), ("camel", [0, 1, 0]))
    assert alignment(line, line) == pytest.approx(1.0)
    assert alignment(line, pieces(("splint", [0, 0, 1]))) == pytest.approx(0.0)


def test_function_words_and_punctuation_do_not_align() -> None:
    line = pieces(("the", [0, 0, 1]), ("camel", [1, 0, 0]), (",", [0, 0, 1]))
    assert [len(content_pieces(line))] == [1]
    # "the" and "," would align perfectly with the other text; only "camel" is compared
    assert alignment(line, pieces(("the", [0, 0, 1]), ("leg", [0, 1, 0]))) == pytest.approx(0.0)
    only_function_words = pieces(("the", [0, 0, 1]))
    assert len(content_pieces(only_function_words)) == 1  # nothing else to go by: all of it


def test_split_words_keep_their_pieces_and_the_best_text_counts() -> None:
    line = pieces(("bis", [1, 0, 0]), ("##cuit", [0, 1, 0]))
    assert len(content_pieces(line)) == 2
    texts = [pieces(("leg", [0, 0, 1])), line]
    assert best_alignment(line, texts) == pytest.approx(1.0)
    assert best_alignment(line, []) == 0.0
    empty: TokenVectors = ((), np.empty((0, 3), dtype=np.float32))
    assert alignment(empty, line) == 0.0


def test_minilm_gives_unit_vectors_for_each_word_piece(minilm: MiniLMEncoder) -> None:
    assert isinstance(minilm, TokenEncoder)
    [(words, vectors)] = minilm.token_vectors(["Abandon the camel!"])
    assert words == ("abandon", "the", "camel", "!")  # [CLS] and [SEP] left out
    assert vectors.shape == (4, minilm.dim)
    assert np.linalg.norm(vectors, axis=1) == pytest.approx(np.ones(4), abs=1e-5)
    with pytest.raises(TypeError):
        minilm.token_vectors("abandon the camel")  # type: ignore[arg-type]


class AligningTable(TableEncoder):
    """A :class:`TableEncoder` that also gives word vectors, from a table of its own."""

    def __init__(self, table: dict[str, Sequence[float]], words: dict[str, TokenVectors]) -> None:
        super().__init__(table)
        self.words = words
        self.token_calls: list[list[str]] = []

    def token_vectors(self, texts: Sequence[str]) -> list[TokenVectors]:
        self.token_calls.append(list(texts))
        return [self.words[t] for t in texts]


LEAVE = pieces(("leave", [1, 0, 0, 0]), ("camel", [0, 1, 0, 0]))
SPLINT = pieces(("splint", [0, 0, 1, 0]), ("leg", [0, 0, 0, 1]))


def aligning(lead: float) -> AligningTable:
    table = {"u": [1, 0, 0], "leave": vec(0.80), "splint": vec(0.80 - lead)}
    return AligningTable(table, {"u": LEAVE, "leave": LEAVE, "splint": SPLINT})


OPTIONS = cands(("leave", ("leave",)), ("splint", ("splint",)))


def test_a_close_call_the_words_settle_is_acted_on() -> None:
    encoder = aligning(0.07)
    decision = IntentMatcher(encoder, **PLAIN, min_margin=0.1).match("u", OPTIONS)
    assert decision.key == "leave", decision
    assert decision.margin == pytest.approx(0.07, abs=1e-4)
    again = IntentMatcher(encoder, **PLAIN, min_margin=0.1)
    again.match("u", OPTIONS)
    again.match("u", OPTIONS)
    assert [t for call in encoder.token_calls for t in call].count("leave") == 2  # once per matcher: kept


def test_the_words_settle_no_call_closer_than_the_floor_nor_when_turned_off() -> None:
    too_close = IntentMatcher(aligning(ALIGNED_MIN_MARGIN - 0.01), **PLAIN, min_margin=0.1).match(
        "u", OPTIONS
    )
    assert not too_close.matched
    assert too_close.reason == "ambiguous"
    off = IntentMatcher(aligning(0.07), **PLAIN, min_margin=0.1, aligned_lead=None).match("u", OPTIONS)
    assert not off.matched
    assert off.reason == "ambiguous"


def test_words_that_fit_both_options_settle_nothing() -> None:
    encoder = aligning(0.07)
    encoder.words["splint"] = LEAVE
    decision = IntentMatcher(encoder, **PLAIN, min_margin=0.1).match("u", OPTIONS)
    assert not decision.matched
    assert decision.reason == "ambiguous"


def test_an_encoder_without_word_vectors_leaves_close_calls_asked() -> None:
    table = TableEncoder({"u": [1, 0, 0], "leave": vec(0.80), "splint": vec(0.73)})
    assert not isinstance(table, TokenEncoder)
    assert not isinstance(HashingEncoder(), TokenEncoder)
    decision = IntentMatcher(table, **PLAIN, min_margin=0.1).match("u", OPTIONS)
    assert not decision.matched
    assert decision.reason == "ambiguous"


@pytest.mark.parametrize(
    ("story", "node", "line", "key", "without"),
    [
        # Twine's "Get up and go on" leads "Lie down and sleep" by 0.05 only; word by word it is plain
        ("snow_inn", "pine_hollow", "get up and press on", "do:go_on", "ambiguous"),
        # *Go to the allotments* (where Mr Pike is) just ahead of a thank-you reply
        ("lost_dog", "posted", "better go and find Mr Pike", "do:go_to_the_allotments", "ambiguous"),
        # nearer small talk than *Wren, you're a hero* by sentence; word by word it is the option
        ("lake_sub", "wren_reaches", "you're a total legend, kid", "do:wren_you_re_a_hero", "off_topic"),
        ("kitchen_rush", "rush_begins", "ok, I'm listening, what do you need", "do:yes_chef", "off_topic"),
    ],
)
def test_lines_in_the_evaluation_stories_the_words_settle(
    minilm: MiniLMEncoder, story: str, node: str, line: str, key: str, without: str
) -> None:
    """Acted on with the word reading; without it (nor the second model, which needs it), asked for the
    reason ``without``."""
    options = story_options(story, node)
    said = match_respecting_refusal(IntentMatcher(minilm), line, options)
    assert said.key == key, said
    asked = match_respecting_refusal(
        IntentMatcher(minilm, aligned_lead=None, second_lead=None), line, options
    )
    assert asked.reason == without, asked


def test_a_best_option_just_under_the_bar_acts_only_when_the_words_settle_it() -> None:
    leave, splint = "leave her at the mine", "splint her leg"  # no bare labels: those have a bar of their own
    options = cands(("leave", (leave,)), ("splint", (splint,)))

    def scored(best: float, words: TokenVectors) -> IntentDecision:
        encoder = AligningTable(
            {"abandon camel": [1, 0, 0], leave: vec(best), splint: vec(best - 0.07)},
            {"abandon camel": LEAVE, leave: LEAVE, splint: words},
        )
        return IntentMatcher(encoder, **PLAIN, min_score=0.27, min_margin=0.1).match("abandon camel", options)

    assert scored(0.25, SPLINT).key == "leave"  # under 0.27, over ALIGNED_MIN_SCORE, plain word by word
    assert scored(0.25, LEAVE).reason == "low_score"  # the words fit both
    assert scored(ALIGNED_MIN_SCORE - 0.01, SPLINT).reason == "low_score"  # too far under


@pytest.mark.parametrize("line", ["what's 12 times 7", "lol my cat just knocked my tea over", "sup"])
def test_small_talk_stays_small_talk(minilm: MiniLMEncoder, line: str) -> None:
    options = story_options("kitchen_rush", "rush_begins")
    assert not match_respecting_refusal(IntentMatcher(minilm), line, options).matched
