"""The numpy BERT building blocks against their textbook definitions."""

from __future__ import annotations

import math

import numpy as np

from taleweaver.intent._bert import gelu, layer_norm


def test_gelu_is_the_exact_erf_form() -> None:
    x = np.linspace(-8.0, 8.0, 4001, dtype=np.float32)
    expected = np.array([0.5 * v * (1.0 + math.erf(v / math.sqrt(2.0))) for v in x.astype(np.float64)])
    np.testing.assert_allclose(gelu(x), expected, atol=2e-6)
    # The tanh approximation differs by up to ~5e-4 here; the exact form must not be confused with it.
    tanh_form = 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x**3)))
    assert np.abs(tanh_form - expected).max() > 1e-4


def test_layer_norm_centres_and_scales_each_row() -> None:
    rng = np.random.default_rng(7)
    x = rng.normal(3.0, 5.0, size=(4, 6, 384)).astype(np.float32)
    out = layer_norm(x, np.ones(384, np.float32), np.zeros(384, np.float32), 1e-12)
    np.testing.assert_allclose(out.mean(axis=-1), 0.0, atol=1e-5)
    np.testing.assert_allclose(out.std(axis=-1), 1.0, atol=1e-4)
    weight, bias = np.full(384, 2.0, np.float32), np.full(384, 0.5, np.float32)
    np.testing.assert_allclose(layer_norm(x, weight, bias, 1e-12), out * 2.0 + 0.5, atol=1e-5)
