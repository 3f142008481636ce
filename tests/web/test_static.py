"""The page's files: every module is preloaded from index.html (the browser fetches them at once instead
of discovering them import by import), and the generated types and the audio worklet are not preloaded."""

from __future__ import annotations

import re

from taleweaver.server.web import static_dir

TYPES_ONLY = {"js/types.js"}
"""JSDoc types for tsc: referenced in comments only, never imported at run time."""
WORKLETS = {"js/voice/capture.worklet.js"}
"""Run on the browser's audio thread (``audioWorklet.addModule``), never imported by the page."""


def test_every_module_is_preloaded_and_the_types_are_not() -> None:
    root = static_dir()
    modules = {p.relative_to(root).as_posix() for p in root.rglob("*.js")}
    html = (root / "index.html").read_text(encoding="utf-8")
    preloaded = set(re.findall(r'<link rel="modulepreload" href="/static/([^"]+)">', html))
    assert preloaded == modules - TYPES_ONLY - WORKLETS - {"js/app.js"}
    for module in modules:
        text = (root / module).read_text(encoding="utf-8")
        assert not re.search(r"^import .*types\.js", text, re.MULTILINE), module
