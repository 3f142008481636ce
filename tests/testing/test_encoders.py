"""HashingEncoder: the shipped fake satisfies the Encoder port and behaves like a (dumb) sentence encoder."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from taleweaver.intent import Encoder
from taleweaver.testing import HashingEncoder


def test_is_an_encoder_with_unit_rows() -> None:
    encoder = HashingEncoder(dim=64)
    assert isinstance(encoder, Encoder)
    vectors = encoder.encode(["Sneak past the guard", "", "!!!", "the", "a very long text " * 50])
    assert vectors.shape == (5, 64)
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-6)
    assert encoder.encode([]).shape == (0, 64)


def test_shared_words_score_high_and_unrelated_texts_low() -> None:
    go, go_again, sneak, unrelated = HashingEncoder().encode(
        ["go to the harbor", "Head down to the harbor", "sneaking past the guards", "sneak past the guard"]
    )
    assert float(go @ go_again) > 0.4
    assert float(sneak @ unrelated) > 0.5  # word pieces: "sneaking" / "sneak", "guards" / "guard"
    assert abs(float(go @ unrelated)) < 0.3


def test_is_deterministic_across_processes() -> None:
    code = (
        "from taleweaver.testing import HashingEncoder\n"
        "print(HashingEncoder(dim=16).encode(['go home'])[0].tolist())"
    )
    runs = {
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
        for _ in "ab"
    }
    assert len(runs) == 1
    assert runs.pop().strip() == str(HashingEncoder(dim=16).encode(["go home"])[0].tolist())


def test_records_calls_and_rejects_a_bare_string() -> None:
    encoder = HashingEncoder()
    encoder.encode(["one", "two"])
    assert encoder.calls == [["one", "two"]]
    with pytest.raises(TypeError, match="sequence of texts"):
        encoder.encode("one")
    with pytest.raises(ValueError, match="dim"):
        HashingEncoder(dim=4)
