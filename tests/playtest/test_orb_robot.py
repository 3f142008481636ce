"""Boot & menu: "Robot picker shows my robot" — the orb page lists the real ``reachy-mini-daemon``
(mockup simulation, loopback) that ``serve --robot HOST:PORT`` names, through ``GET /robots``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from taleweaver.body.sim import MockupDaemon, free_port
from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.server.config import ServerConfig

from .orb_fixtures import axe_problems, mic_browser, orb_page


def _daemon_ready() -> bool:
    try:
        import gi
        import reachy_mini  # noqa: F401

        gi.require_version("Gst", "1.0")
        from gi.repository import Gst  # noqa: F401
    except (ImportError, ValueError):
        return False
    return True


pytestmark = [
    pytest.mark.reachy,
    pytest.mark.skipif(
        not _daemon_ready(), reason="needs the reachy extra and its apt packages (docs/body.md)"
    ),
]


@pytest.fixture(scope="module")
def served() -> Iterator[tuple[str, str]]:
    with MockupDaemon() as daemon:
        robot = f"127.0.0.1:{daemon.port}"
        gone = f"127.0.0.1:{free_port()}"  # configured, but no daemon there: left out
        app = create_app(
            ServerConfig(robot_daemons=(robot, gone)),
            models={"npc": None, "narrator": None, "pipeline": None},
        )
        with serve_in_background(app) as url:
            yield url, robot


def test_the_robot_picker_shows_my_robot(playwright_driver: Any, served: tuple[str, str]) -> None:
    url, robot = served
    browser = mic_browser(playwright_driver, None)
    try:
        page = orb_page(browser, url)
        listed = page.request.get(f"{url}/robots").json()
        assert [r["id"] for r in listed["robots"]] == [robot]
        assert listed["robots"][0]["state"] == "running"
        page.goto("/#/orb")
        picker = page.get_by_role("region", name="Choose a Reachy")
        choice = picker.get_by_label(f"Reachy Mini at {robot} (running)")
        choice.wait_for()
        assert page.locator("#orb-caption").inner_text() == "Choose a Reachy"
        assert axe_problems(page, "robot picker") == []
        choice.check()
        assert page.locator("#orb-caption").inner_text() == "Tap to start"
        stored = page.evaluate("JSON.parse(localStorage.getItem('tw.orb.settings'))")
        assert stored["robot"] == robot
        page.reload()
        page.get_by_role("region", name="Choose a Reachy").get_by_label(
            f"Reachy Mini at {robot} (running)"
        ).wait_for()
        assert page.get_by_label(f"Reachy Mini at {robot} (running)").is_checked()
        assert page.locator("#orb-caption").inner_text() == "Tap to start"  # chosen before: nothing to choose
    finally:
        browser.close()
