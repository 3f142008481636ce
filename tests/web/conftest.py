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

from taleweaver.bench.web import CHROMIUM, CHROMIUM_ARGS
from taleweaver.models.port import ChatRequest
from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.server.config import ServerConfig
from taleweaver.server.play_catalog import load_catalog
from taleweaver.testing import FakeModel, FunctionModel

APT_LINE = "apt-get install -y --no-install-recommends chromium"
ARTIFACTS = Path(os.environ.get("TALEWEAVER_TEST_ARTIFACTS", "test-artifacts")) / "web"

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


@pytest.fixture
def page(browser: Any, base_url: str) -> Iterator[Any]:
    context = browser.new_context(
        base_url=base_url, viewport={"width": 1200, "height": 900}, accept_downloads=True
    )
    context.set_default_timeout(45_000)  # generous: CI machines are slow and shared
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.console_errors = errors  # type: ignore[attr-defined]
    yield page
    context.close()


def shoot(page: Any, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{re.sub(r'[^a-z0-9_]+', '_', name.lower())}.png"
    page.screenshot(path=str(path), full_page=True)
    return path
