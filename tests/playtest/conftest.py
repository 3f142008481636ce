"""Fixtures of the orb page's browser tests (the other parts are in ``orb_fixtures``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from .orb_fixtures import need_browser


@pytest.fixture(scope="module")
def playwright_driver() -> Iterator[Any]:
    sync_api = need_browser()
    with sync_api.sync_playwright() as playwright:
        yield playwright
