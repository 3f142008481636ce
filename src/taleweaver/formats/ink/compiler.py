"""Compile ``.ink`` sources with the compiler inside npm's inkjs (pinned in tools/inkjs, run by Node).

The compiler is optional: compiled ``.ink.json`` plays without it. When it is missing, :class:`InkError`
says exactly what to install.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from taleweaver.formats.ink.errors import InkError

INSTALL_HINT = (
    "install Node.js 18+ and run `npm ci --prefix tools/inkjs` in the taleweaver checkout "
    "(or set TALEWEAVER_INKJS to a folder holding node_modules/inkjs), or compile the story with "
    "inklecate and play the .ink.json"
)


@dataclass(frozen=True, slots=True)
class Compiled:
    source: Path
    output: Path
    ok: bool
    errors: tuple[str, ...]
    warnings: tuple[str, ...]


def _candidates() -> list[Path]:
    found: list[Path] = []
    if env := os.environ.get("TALEWEAVER_INKJS"):
        found.append(Path(env))
    here = Path(__file__).resolve()
    for parent in [Path.cwd(), *here.parents]:
        found.append(parent / "tools" / "inkjs")
    return found


def compiler_dir() -> Path | None:
    """The folder holding ``compile.js`` and an installed ``node_modules/inkjs``, if any."""
    if shutil.which("node") is None:
        return None
    for folder in _candidates():
        if (folder / "compile.js").is_file() and (folder / "node_modules" / "inkjs").is_dir():
            return folder
    return None


def compile_many(pairs: Sequence[tuple[Path, Path]], *, timeout: float = 300) -> list[Compiled]:
    """Compile each (source, output) pair in one Node process; raises :class:`InkError` if no compiler."""
    folder = compiler_dir()
    if folder is None:
        source = str(pairs[0][0]) if pairs else ".ink"
        raise InkError(source, "an .ink source needs the ink compiler, which is not installed.", INSTALL_HINT)
    args: list[str] = []
    for src, out in pairs:
        args += [str(src), str(out)]
    done = subprocess.run(
        ["node", str(folder / "compile.js"), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    results: list[Compiled] = []
    for line in done.stdout.splitlines():
        row = json.loads(line)
        results.append(
            Compiled(
                Path(row["in"]),
                Path(row["out"]),
                bool(row["ok"]),
                tuple(row["errors"]),
                tuple(row["warnings"]),
            )
        )
    if len(results) != len(pairs):
        raise InkError(str(pairs[0][0]), f"the ink compiler stopped: {done.stderr.strip()[-500:]}")
    return results


def compile_source(source: Path) -> str:
    """Compile one ``.ink`` file and return its ink JSON; a compile error is an :class:`InkError`."""
    with tempfile.TemporaryDirectory(prefix="taleweaver-ink-") as tmp:
        out = Path(tmp) / "story.ink.json"
        (result,) = compile_many([(source, out)])
        if not result.ok:
            raise InkError(
                str(source),
                "the ink compiler reported: " + "; ".join(result.errors[:5]),
                "fix the ink source at the lines named.",
            )
        return out.read_text(encoding="utf-8-sig")
