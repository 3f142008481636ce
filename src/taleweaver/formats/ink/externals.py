"""The safe built-ins an ink ``EXTERNAL`` function may be bound to in ``taleweaver.json``.

Pure functions of their arguments: no I/O, no state, nothing a story could use to reach outside itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def _num(x: Any) -> float:
    return float(x) if isinstance(x, int | float) else 0.0


SAFE_BUILTINS: dict[str, Callable[..., Any]] = {
    "identity": lambda x=None, *_: x,
    "lower": lambda s="", *_: str(s).lower(),
    "upper": lambda s="", *_: str(s).upper(),
    "capitalize": lambda s="", *_: str(s).capitalize(),
    "length": lambda s="", *_: len(str(s)),
    "abs": lambda x=0, *_: abs(x) if isinstance(x, int | float) else 0,
    "min": lambda *xs: min((x for x in xs if isinstance(x, int | float)), default=0),
    "max": lambda *xs: max((x for x in xs if isinstance(x, int | float)), default=0),
    "round": lambda x=0, *_: round(_num(x)),
    "zero": lambda *_: 0,
    "true": lambda *_: True,
    "false": lambda *_: False,
    "empty": lambda *_: "",
}
