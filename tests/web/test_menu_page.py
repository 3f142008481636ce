"""The play page at the narrator's menu (#/narrator), options after a storyline's end, the start page
(``serve --start-page``) and ``GET /robots`` for the orb's robot picker."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from seed.fixture import write_fixtures  # tests/ is on the path: the seed suite's fixture writer
from taleweaver.apps.http_play.catalog import load_catalog
from taleweaver.cli.app import app as cli
from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.server.config import ServerConfig

from .conftest import axe_problems, shoot

NO_MODELS: dict[str, Any] = {"npc": None, "narrator": None, "pipeline": None}


@pytest.fixture(scope="module")
def seed_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The seed's fixture story (its storyline ends at friendly_response; the map stays open)."""
    root = write_fixtures(tmp_path_factory.mktemp("seed") / "content")
    config = ServerConfig(stories_dirs=(root,), start_page="orb")
    app = create_app(config, models=NO_MODELS, catalog=load_catalog(config.stories_dirs))
    with serve_in_background(app) as url:
        yield url


def say(page: Any, text: str) -> None:
    page.get_by_label("Say what you do").fill(text)
    page.get_by_role("button", name="Send").click()


def test_the_narrators_menu_describes_enters_and_exits(page: Any) -> None:
    """Talk to the narrator: the menu opens (POST /play/start with no story), a story is described without
    entering it, "let's play it" enters it (its title and speakers follow), exit comes back to the menu."""
    starts: list[str | None] = []
    page.on("request", lambda r: starts.append(r.post_data) if r.url.endswith("/play/start") else None)
    page.goto("/")
    page.get_by_role("link", name="Talk to the narrator").click()
    page.locator("[data-ready='narrator']").wait_for()
    assert starts == ["{}"]
    assert page.get_by_role("heading", level=1).inner_text() == "The narrator's menu"
    log = page.get_by_role("log", name="Story so far")
    log.get_by_text("Ask me about one").wait_for()
    assert (
        page.get_by_role("list", name="What do you do?")
        .get_by_role("button", name="The Drowned Lantern")
        .count()
        == 1
    )
    say(page, "tell me about the pirate story")
    log.get_by_text("Help Captain Sparrow steal back her ship").wait_for()
    assert (
        page.get_by_role("heading", level=1).inner_text() == "The narrator's menu"
    )  # described, not entered
    say(page, "let's play it")
    page.get_by_role("heading", name="The Drowned Lantern", level=1).wait_for()
    log.get_by_text("Captain Sparrow:").first.wait_for()
    assert page.locator(".current-speaker").inner_text().endswith("Captain Sparrow")
    assert axe_problems(page, "narrator's menu, in a story") == []
    say(page, "/exit")
    page.get_by_role("heading", name="The narrator's menu", level=1).wait_for()
    say(page, "bye")  # a goodbye at the menu is told how to stop here, with the button the page has
    log.get_by_text("To stop playing, close the page, or press Library").wait_for()
    assert page.get_by_role("group", name="Game").get_by_role("link", name="Library").count() == 1
    assert "/quit" not in log.inner_text()
    shoot(page, "narrator menu back")
    page.reload()  # a reload keeps the menu's session too
    page.get_by_role("heading", name="The narrator's menu", level=1).wait_for()
    page.get_by_text("Welcome back").wait_for()
    assert page.console_errors == []


def test_options_stay_after_a_storylines_end(browser: Any, seed_url: str) -> None:
    """A storyline end closes the storyline, not the map: "The end." and the moves the row still carries
    (the docks, opened by trust_sparrow) — and choosing one plays it."""
    context = browser.new_context(base_url=seed_url, viewport={"width": 1200, "height": 900})
    context.set_default_timeout(45_000)
    page = context.new_page()
    try:
        page.goto("/#/play/story_test")
        options = page.get_by_role("list", name="What do you do?")
        options.get_by_role("button", name="Show respect to the captain", exact=True).click()
        page.get_by_role("heading", name="The end.").wait_for()
        assert page.evaluate("document.activeElement.textContent") == "The end."
        docks = options.get_by_role("button", name="Sneak to the docks", exact=True)
        assert docks.get_attribute("aria-disabled") is None
        docks.click()
        page.get_by_text("(you are here)").filter(has_text="ocks").wait_for()
        assert axe_problems(page, "after a storyline's end") == []
    finally:
        context.close()


def test_the_start_page_can_be_the_orb(browser: Any, seed_url: str) -> None:
    """``serve --start-page orb``: "/" opens the orb; "#/" is still the library, which links the orb."""
    context = browser.new_context(base_url=seed_url, viewport={"width": 1200, "height": 900})
    context.set_default_timeout(45_000)
    page = context.new_page()
    try:
        page.goto("/")
        page.locator("[data-ready='orb']").wait_for()
        assert page.get_by_role("button", name="Start talking").is_visible()
        page.get_by_role("link", name="Library").first.click()
        page.locator("[data-ready='library']").wait_for()
        page.get_by_role("link", name="Tap the orb and talk").click()
        page.locator("[data-ready='orb']").wait_for()
    finally:
        context.close()


def test_start_page_and_robot_flags_are_checked(tmp_path: Path) -> None:
    runner = CliRunner()
    bad = runner.invoke(cli, ["serve", "--start-page", "lobby"])
    assert bad.exit_code != 0
    assert "--start-page 'lobby': choose one of library, orb" in bad.output
    wrong = runner.invoke(cli, ["serve", "--robot", "reachy:port"])
    assert wrong.exit_code != 0
    assert "write it as HOST:PORT" in wrong.output
    with pytest.raises(ValueError, match="start page"):
        create_app(
            ServerConfig(start_page="orb").model_copy(update={"start_page": "lobby"}), models=NO_MODELS
        )


def test_robots_lists_only_the_daemons_that_answer() -> None:
    """Nothing configured → an empty list; a configured daemon that does not answer is left out (the real
    daemon is listed by tests/playtest/test_orb_robot.py)."""
    plain = TestClient(create_app(ServerConfig(), models=NO_MODELS))
    assert plain.get("/robots").json() == {"robots": []}
    with TestClient(create_app(ServerConfig(robot_daemons=("127.0.0.1:9",)), models=NO_MODELS)) as client:
        assert client.get("/robots").json() == {"robots": []}
