"""A BERT encoder forward pass in numpy: what ``transformers.BertModel`` computes at inference time.

Only the parts a sentence encoder needs: embeddings, the encoder stack and the final hidden states (no pooler
head, no dropout). Weights come from a safetensors state dict with the usual ``BertModel`` key names.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

Array = NDArray[np.float32]

# Abramowitz & Stegun 7.1.26: |error| < 1.5e-7, below float32 resolution of the activations.
_ERF_P = np.float32(0.3275911)
_ERF_A = tuple(np.float32(a) for a in (0.254829592, -0.284496736, 1.421413741, -1.453152027, 1.061405429))


@dataclass(frozen=True)
class BertConfig:
    """The shape of the network, read from the model's ``config.json``."""

    hidden_size: int
    num_heads: int
    num_layers: int
    layer_norm_eps: float
    max_positions: int

    @property
    def head_size(self) -> int:
        return self.hidden_size // self.num_heads


@dataclass(frozen=True)
class _Layer:
    qkv_w: Array  # (hidden, 3 * hidden): query, key and value projections fused into one matmul
    qkv_b: Array
    attn_out_w: Array
    attn_out_b: Array
    attn_norm_w: Array
    attn_norm_b: Array
    ffn_in_w: Array
    ffn_in_b: Array
    ffn_out_w: Array
    ffn_out_b: Array
    ffn_norm_w: Array
    ffn_norm_b: Array


def _erf(x: Array) -> Array:
    sign = np.sign(x)
    ax = np.abs(x)
    t = np.float32(1.0) / (np.float32(1.0) + _ERF_P * ax)
    a1, a2, a3, a4, a5 = _ERF_A
    poly = t * (a1 + t * (a2 + t * (a3 + t * (a4 + t * a5))))
    result: Array = (sign * (np.float32(1.0) - poly * np.exp(-ax * ax))).astype(np.float32, copy=False)
    return result


def gelu(x: Array) -> Array:
    """The exact (erf) GELU that BERT's ``hidden_act: gelu`` means, not the tanh approximation."""
    result: Array = np.float32(0.5) * x * (np.float32(1.0) + _erf(x / np.float32(np.sqrt(2.0))))
    return result.astype(np.float32, copy=False)


def layer_norm(x: Array, weight: Array, bias: Array, eps: float) -> Array:
    mean = x.mean(axis=-1, keepdims=True)
    centred = x - mean
    var = (centred * centred).mean(axis=-1, keepdims=True)
    result: Array = (centred / np.sqrt(var + np.float32(eps)) * weight + bias).astype(np.float32, copy=False)
    return result


class BertEncoder:
    """Holds the weights (transposed once for ``x @ W``) and runs the encoder on padded token batches."""

    def __init__(self, config: BertConfig, tensors: Mapping[str, NDArray[np.generic]]) -> None:
        self.config = config

        def get(name: str) -> Array:
            return np.ascontiguousarray(tensors[name], dtype=np.float32)

        def linear(prefix: str) -> tuple[Array, Array]:
            return np.ascontiguousarray(get(f"{prefix}.weight").T), get(f"{prefix}.bias")

        self._word = get("embeddings.word_embeddings.weight")
        self._position = get("embeddings.position_embeddings.weight")
        self._token_type = get("embeddings.token_type_embeddings.weight")
        self._emb_norm = (get("embeddings.LayerNorm.weight"), get("embeddings.LayerNorm.bias"))
        layers = []
        for i in range(config.num_layers):
            p = f"encoder.layer.{i}"
            parts = [linear(f"{p}.attention.self.{name}") for name in ("query", "key", "value")]
            attn_out = linear(f"{p}.attention.output.dense")
            ffn_in = linear(f"{p}.intermediate.dense")
            ffn_out = linear(f"{p}.output.dense")
            layers.append(
                _Layer(
                    qkv_w=np.ascontiguousarray(np.concatenate([w for w, _ in parts], axis=1)),
                    qkv_b=np.concatenate([b for _, b in parts]),
                    attn_out_w=attn_out[0],
                    attn_out_b=attn_out[1],
                    attn_norm_w=get(f"{p}.attention.output.LayerNorm.weight"),
                    attn_norm_b=get(f"{p}.attention.output.LayerNorm.bias"),
                    ffn_in_w=ffn_in[0],
                    ffn_in_b=ffn_in[1],
                    ffn_out_w=ffn_out[0],
                    ffn_out_b=ffn_out[1],
                    ffn_norm_w=get(f"{p}.output.LayerNorm.weight"),
                    ffn_norm_b=get(f"{p}.output.LayerNorm.bias"),
                )
            )
        self._layers = tuple(layers)

    def __call__(self, input_ids: NDArray[np.int64], type_ids: NDArray[np.int64], mask: Array) -> Array:
        """Final hidden states ``(batch, seq, hidden)`` for token ids ``(batch, seq)`` and a 0/1 ``mask``."""
        cfg = self.config
        batch, seq = input_ids.shape
        x = self._word[input_ids] + self._position[np.arange(seq)][None, :, :] + self._token_type[type_ids]
        x = layer_norm(x, *self._emb_norm, cfg.layer_norm_eps)
        # Padding keys get the most negative float, as transformers does: exp() makes them exactly 0.
        key_bias = ((np.float32(1.0) - mask) * np.finfo(np.float32).min)[:, None, None, :]
        scale = np.float32(1.0 / np.sqrt(cfg.head_size))
        for layer in self._layers:
            x = self._layer(x, layer, key_bias, scale, batch, seq)
        return x

    def _layer(
        self, x: Array, layer: _Layer, key_bias: Array, scale: np.float32, batch: int, seq: int
    ) -> Array:
        cfg = self.config
        heads, size = cfg.num_heads, cfg.head_size
        qkv = x @ layer.qkv_w + layer.qkv_b  # (batch, seq, 3 * hidden)
        qkv = qkv.reshape(batch, seq, 3, heads, size).transpose(2, 0, 3, 1, 4)  # (3, batch, heads, seq, size)
        q, k, v = qkv[0], qkv[1], qkv[2]
        scores = (q @ k.transpose(0, 1, 3, 2)) * scale + key_bias
        scores = scores - scores.max(axis=-1, keepdims=True)
        weights = np.exp(scores)
        weights /= weights.sum(axis=-1, keepdims=True)
        context = (weights @ v).transpose(0, 2, 1, 3).reshape(batch, seq, cfg.hidden_size)
        attended = context @ layer.attn_out_w + layer.attn_out_b
        x = layer_norm(attended + x, layer.attn_norm_w, layer.attn_norm_b, cfg.layer_norm_eps)
        hidden = gelu(x @ layer.ffn_in_w + layer.ffn_in_b)
        out = hidden @ layer.ffn_out_w + layer.ffn_out_b
        return layer_norm(out + x, layer.ffn_norm_w, layer.ffn_norm_b, cfg.layer_norm_eps)
