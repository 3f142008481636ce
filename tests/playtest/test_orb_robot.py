"""Boot & menu: "Robot picker shows my robot" — the orb page lists the real ``reachy-mini-daemon``
(mockup simulation, loopback) that ``serve --robot HOST:PORT`` names, through ``GET /robots``; and the
robot chosen there moves with every line the orb speaks (``POST /robots/{id}/track``)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from taleweaver.body.reachy import ReachyBody
from taleweaver.body.sim import MockupDaemon, free_port
from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.server.config import ServerConfig
from taleweaver.server.voice_routes import voice_service

from .orb_fixtures import axe_problems, mic_browser, need_voice, orb_page, spoken_wav


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
def daemon() -> Iterator[MockupDaemon]:
    with MockupDaemon() as running:
        yield running


@pytest.fixture(scope="module")
def served(daemon: MockupDaemon) -> Iterator[tuple[str, str]]:
    robot = f"127.0.0.1:{daemon.port}"
    gone = f"127.0.0.1:{free_port()}"  # configured, but no daemon there: left out
    app = create_app(
        ServerConfig(robot_daemons=(robot, gone)),
        models={"npc": None, "narrator": None, "pipeline": None},
    )
    voice_service(app).warm()  # as `serve` does before listening
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


def test_the_chosen_robot_moves_with_the_lines_the_orb_speaks(
    playwright_driver: Any, served: tuple[str, str], daemon: MockupDaemon, tmp_path: Path
) -> None:
    """The narrator's greeting, spoken by the page, is played on the robot as it is heard: each line's
    motion track goes to ``POST /robots/{id}/track`` when the line starts, the daemon's head follows
    the speech wobble, and Stop sends ``/stop``."""
    need_voice()
    url, robot = served
    browser = mic_browser(playwright_driver, spoken_wav(tmp_path / "quiet.wav", [30.0]))
    watcher = ReachyBody(port=daemon.port)
    try:
        page = orb_page(browser, url)
        page.goto("/#/orb")
        page.get_by_role("region", name="Choose a Reachy").get_by_label(
            f"Reachy Mini at {robot} (running)"
        ).check()
        page.get_by_role("button", name="Start talking").click()
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not [r for r in page.sent if r["url"].endswith("/track")]:
            page.wait_for_timeout(200)
        tracks = [r for r in page.sent if r["url"].endswith(f"/robots/{robot.replace(':', '%3A')}/track")]
        assert tracks, [r["url"] for r in page.sent]
        assert tracks[0]["body"]["hz"] == 50
        assert len(tracks[0]["body"]["rows"]) > 50
        pitches = []
        for _ in range(25):  # the greeting is several seconds long: sample the head while it is spoken
            pitches.append(watcher.read_back().pitch)
            time.sleep(0.08)
        assert max(pitches) - min(pitches) > 0.005, pitches  # the head nods with the speech
        page.get_by_role("button", name="Stop", exact=True).click()
        page.get_by_role("button", name="Start talking").wait_for()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not [r for r in page.sent if r["url"].endswith("/stop")]:
            page.wait_for_timeout(100)
        assert [r for r in page.sent if r["url"].endswith("/stop")]
        assert page.console_errors == []
    finally:
        watcher.close()
        browser.close()
