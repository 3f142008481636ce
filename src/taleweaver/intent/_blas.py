"""Run numpy's BLAS single-threaded for the calling thread while encoding.

A sentence is a few dozen tokens: its matrix products are far too small to gain from BLAS threads, and
OpenBLAS threads spin-wait. On a busy machine (a game loop, an in-process LLM, a CI runner) that turned an
11 ms encode into 370–570 ms in our measurements. numpy's wheels bundle OpenBLAS, whose
``openblas_set_num_threads_local`` changes the count for the calling thread only and returns the old one,
so we set 1 around each encode and restore it after. Other BLAS builds (MKL, Accelerate) are left as is.
"""

from __future__ import annotations

import ctypes
import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np

_SETTER = "openblas_set_num_threads_local"


@functools.cache
def _thread_local_setter() -> Callable[[int], int] | None:
    numpy_dir = Path(np.__file__).resolve().parent
    # Linux wheels keep vendored libraries in numpy.libs/, macOS wheels in numpy/.dylibs/.
    candidates = [*numpy_dir.parent.glob("numpy.libs/*openblas*"), *numpy_dir.glob(".dylibs/*openblas*")]
    for path in candidates:
        try:
            # numpy already loaded this library, so dlopen hands back the same instance.
            library = ctypes.CDLL(str(path))
        except OSError:
            continue
        setter = getattr(library, _SETTER, None)
        if setter is not None:
            setter.argtypes = [ctypes.c_int]
            setter.restype = ctypes.c_int
            return setter  # type: ignore[no-any-return]
    return None


def blas_thread_control_available() -> bool:
    """Whether encodes can pin BLAS to one thread here (reported by the benchmark)."""
    return _thread_local_setter() is not None


@contextmanager
def single_threaded_blas() -> Iterator[None]:
    """Limit BLAS to one thread for the calling thread inside the block; a no-op where that is impossible."""
    setter = _thread_local_setter()
    if setter is None:
        yield
        return
    previous = setter(1)
    try:
        yield
    finally:
        setter(max(previous, 1))
