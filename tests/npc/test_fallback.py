from __future__ import annotations

import itertools
import random

from taleweaver.npc.fallback import GENERIC_LINES, FallbackLibrary


def test_every_line_is_used_before_any_repeats_and_never_twice_in_a_row() -> None:
    lines = ["a", "b", "c", "d"]
    library = FallbackLibrary({"fenn": lines}, rng=random.Random(7))

    dealt = [library.line("fenn") for _ in range(40)]

    for start in range(0, 40, 4):
        assert sorted(dealt[start : start + 4]) == lines
    assert all(first != second for first, second in itertools.pairwise(dealt))


def test_lines_are_per_npc_and_unknown_npcs_get_generic_lines() -> None:
    library = FallbackLibrary({"fenn": ["f1", "f2"], "odile": ["o1", "o2"]}, rng=random.Random(1))

    assert library.line("fenn") in {"f1", "f2"}
    assert library.line("odile") in {"o1", "o2"}
    assert library.line("nobody") in GENERIC_LINES


def test_a_single_line_npc_still_gets_its_line() -> None:
    library = FallbackLibrary({"fenn": ["only"]})

    assert [library.line("fenn") for _ in range(3)] == ["only"] * 3
