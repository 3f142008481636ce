"""BLAS is pinned to one thread inside an encode and restored after."""

from __future__ import annotations

from taleweaver.intent._blas import _thread_local_setter, blas_thread_control_available, single_threaded_blas


def test_limits_to_one_thread_inside_and_restores_after() -> None:
    # numpy's Linux and macOS wheels bundle OpenBLAS, which is what the project installs.
    assert blas_thread_control_available()
    setter = _thread_local_setter()
    assert setter is not None
    original = setter(2)  # the setter answers with the count it replaces
    try:
        with single_threaded_blas():
            assert setter(1) == 1
        assert setter(2) == 2
    finally:
        setter(original)
