"""Browser tests: the real server on a loopback port, Debian's chromium driven by Playwright.

One server and one browser per module; a fresh browser context (empty localStorage) per test.
Screenshots go to ``test-artifacts/web/`` (``TALEWEAVER_TEST_ARTIFACTS`` moves them).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from taleweaver.apps.http_play.catalog import load_catalog
from taleweaver.bench.web import CHROMIUM, CHROMIUM_ARGS
from taleweaver.models.port import ChatRequest
from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.server.config import ServerConfig
from taleweaver.testing import FakeModel, FunctionModel

APT_LINE = "apt-get install -y --no-install-recommends chromium"
ARTIFACTS = Path(os.environ.get("TALEWEAVER_TEST_ARTIFACTS", "test-artifacts")) / "web"
ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
"""axe-core, pinned in the root package.json (``npm ci``): injected into the page by the tests only."""

if not CHROMIUM.exists():
    pytest.skip(f"needs Debian's chromium: {APT_LINE}", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="needs playwright (the dev group)")


def npc_reply(request: ChatRequest) -> str:
    """Fenn offers the ledger quest (a legal move) and tries to give an item it does not have (dropped)."""
    return (
        "Aye, there's work if you want it. Find my ledger. "
        "[MOVE: offer_quest(find_the_ledger)] [MOVE: give_item(silver_mark)]"
    )


def broken_story(root: Path) -> Path:
    folder = root / "broken_tale"
    folder.mkdir(parents=True)
    (folder / "manifest.json").write_text('{"id": "broken_tale", "title": "Broken"}', encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    broken = broken_story(tmp_path_factory.mktemp("stories"))
    config = ServerConfig(stories_dirs=(broken,))
    models: dict[str, Any] = {
        "npc": FunctionModel(npc_reply, name="fake-npc"),
        "narrator": None,
        "pipeline": FakeModel(),
    }
    app = create_app(config, models=models, catalog=load_catalog(config.stories_dirs))
    with serve_in_background(app) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield launched
        launched.close()


def _shed(msg: Any) -> bool:
    """Chromium's own log line for a ``503 voice_busy`` from ``/voice/say``: the server sheds synthesis
    under load (a documented answer, docs/server.md) and the page keeps the line as text — not a page error.
    """
    url = (msg.location or {}).get("url", "")
    return "status of 503" in msg.text and "/voice/say" in url


@pytest.fixture
def page(browser: Any, base_url: str) -> Iterator[Any]:
    context = browser.new_context(
        base_url=base_url, viewport={"width": 1200, "height": 900}, accept_downloads=True
    )
    context.set_default_timeout(45_000)  # generous: CI machines are slow and shared
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on(
        "console", lambda msg: errors.append(msg.text) if msg.type == "error" and not _shed(msg) else None
    )
    page.console_errors = errors  # type: ignore[attr-defined]
    yield page
    context.close()


def axe_problems(page: Any, state: str) -> list[str]:
    """axe-core's serious and critical violations on the page as it stands (injected by the test: the
    page ships no test code; Playwright's evaluate is not bound by the page's CSP)."""
    if not AXE.exists():
        pytest.skip("needs axe-core: npm ci (the root package.json)")
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [
        f"{state}: {v['id']} ({v['impact']}) {v['help']} — {[n['target'] for n in v['nodes']][:3]}"
        for v in result["violations"]
        if v["impact"] in ("serious", "critical")
    ]


def shoot(page: Any, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{re.sub(r'[^a-z0-9_]+', '_', name.lower())}.png"
    page.screenshot(path=str(path), full_page=True)
    return path
