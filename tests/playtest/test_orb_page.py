"""Seed 000's voice page in real Chromium: the orb page (#/orb) played by a fake microphone on the offline
stack — the player's lines synthesized by ``ballad`` (a voice nothing was tuned on) and heard by the
page, sent to /voice/transcribe, decided by the real matcher through /play/turn and answered through
/voice/say in each speaker's voice. Each test names the checklist lines it walks (docs/playtest.md)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.server.config import ServerConfig
from taleweaver.server.voice_routes import voice_service

from .orb_fixtures import axe_problems, mic_browser, moves, need_voice, orb_log, orb_page, spoken_wav

WALK: list[str | float] = [
    7.0,  # the narrator greets and lists the stories first
    "Tell me about the pirate story.",
    9.0,
    "Let's play it.",
    12.0,
    "I'm bored, exit.",
    3.0,
]


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    need_voice()
    app = create_app(ServerConfig(), models={"npc": None, "narrator": None, "pipeline": None})
    voice_service(app).warm()  # as `serve` does before listening
    with serve_in_background(app) as url:
        yield url


@pytest.fixture(scope="module")
def walk_wav(tmp_path_factory: pytest.TempPathFactory) -> Path:
    need_voice()
    return spoken_wav(tmp_path_factory.mktemp("mic") / "walk.wav", WALK)


def _captions(page: Any) -> list[str]:
    return [entry["caption"] for entry in orb_log(page)]


def _states(page: Any) -> list[str]:
    return [entry["state"] for entry in orb_log(page)]


def test_the_orb_walks_the_menu_by_voice(playwright_driver: Any, base_url: str, walk_wav: Path) -> None:
    """Boot & menu: "Tap orb → narrator greets me, lists pirate story"; "Tell me about the pirate story →
    narrator describes it"; "Let's play it → swap to Sparrow's voice". Voice swap: the "Changing voice…"
    caption. Gameplay: "I'm bored, exit → returns to menu, narrator's voice resumes". The orb's states,
    its accessible name, captions, the tool toast, mute and stop."""
    browser = mic_browser(playwright_driver, walk_wav)
    try:
        page = orb_page(browser, base_url)
        page.goto("/#/orb")
        page.locator("[data-ready='orb']").wait_for()
        orb = page.get_by_role("button", name="Start talking")
        assert page.locator("#orb-caption").inner_text() == "Tap to start"
        assert page.locator("#orb-caption").get_attribute("aria-live") == "polite"
        assert axe_problems(page, "orb at rest") == []
        orb.click()
        page.locator(".orb-moves li", has_text="exit_story").wait_for(state="attached", timeout=180_000)
        made = moves(page)
        assert made[:3] == ["✓ describe_story(pirates)", "✓ select_story(pirates)", "✓ exit_story()"], made
        page.locator(
            ".orb-button[data-state='listening']"
        ).wait_for()  # the menu spoken again, then it listens
        states, captions = _states(page), _captions(page)
        assert states[:2] == ["idle", "connecting"], states
        assert "Connecting…" in captions
        for state in (
            "listening",
            "user-speaking",
            "processing",
            "ai-speaking",
            "swapping-story",
            "swapping-character",
        ):
            assert state in states, (state, states)
        assert states.index("swapping-story") < states.index("swapping-character")
        assert "Loading story…" in captions
        assert "Changing voice…" in captions
        assert any(c.startswith("You: “") and "pirate" in c.lower() for c in captions), captions
        assert any(c.startswith("Captain Sparrow: ") for c in captions), captions  # the line being spoken
        names = {entry["name"] for entry in orb_log(page)}
        assert {"Stop (listening)", "Stop (thinking)", "Stop (speaking)", "Stop (changing voice)"} <= names
        said = [r["body"] for r in page.sent if "/voice/say" in r["url"]]
        speakers = [body["speaker"] for body in said if body]
        assert speakers[0] == "narrator", speakers
        assert "sparrow" in speakers, speakers
        assert speakers[-1] == "narrator"  # back at the menu, the narrator's voice resumes
        heard = [r for r in page.sent if "/voice/transcribe" in r["url"]]
        assert len(heard) >= 3
        started = [r["body"] for r in page.sent if r["url"].endswith("/play/start")]
        assert started == [{}]  # no story named: the narrator's menu
        toast = page.locator(".tool-toast")
        assert toast.get_attribute("role") == "status"
        assert axe_problems(page, "orb talking") == []
        mute = page.get_by_role("button", name="Mute mic")
        mute.click()
        assert page.get_by_role("button", name="Unmute mic").get_attribute("aria-pressed") == "true"
        page.get_by_role("button", name="Stop", exact=True).click()
        page.get_by_role("button", name="Start talking").wait_for()
        assert page.locator("#orb-caption").inner_text() == "Tap to start"
        assert page.console_errors == []
    finally:
        browser.close()


def test_a_failed_start_says_why_and_the_offline_stack_still_works(
    playwright_driver: Any,
    base_url: str,
) -> None:
    """Bad input: a key typed but Realtime unreachable (or refused) → "Tap to retry" with the reason; the
    offline stack still plays ("Play offline instead"), and the orb page keeps its settings."""
    browser = mic_browser(playwright_driver, None)
    try:
        page = orb_page(browser, base_url, voice=False)
        page.goto("/#/orb")
        page.locator("[data-ready='orb']").wait_for()
        page.get_by_text("Voice settings").click()
        page.get_by_label("Realtime model").fill("gpt-realtime")
        page.get_by_label("OpenAI key (for speech to speech)").fill("sk-not-a-real-key")
        page.get_by_role("button", name="Save settings").click()
        assert page.evaluate("localStorage.getItem('tw.orb.key')") is None  # not remembered unless ticked
        assert "OpenAI Realtime" in page.locator(".orb-mode").inner_text()
        page.get_by_role("button", name="Start talking").click()
        page.get_by_role("button", name="Retry").wait_for()
        assert page.locator("#orb-caption").inner_text() == "Tap to retry"
        reason = page.locator(".orb-reason").inner_text()
        assert "Realtime" in reason or "key" in reason, reason
        assert axe_problems(page, "orb error") == []
        page.get_by_role("button", name="Play offline instead").click()
        page.locator(".orb-button[data-state='listening']").wait_for()
        started = [r for r in page.sent if r["url"].endswith("/play/start")]
        assert len(started) == 1
        assert (
            "Hello" in page.locator("#orb-caption").inner_text()
            or "stories" in page.locator("#orb-caption").inner_text()
        )
        page.get_by_role("button", name="Stop (listening)").click()
        page.get_by_role("button", name="Start talking").wait_for()
        page.reload()
        page.locator("[data-ready='orb']").wait_for()
        page.get_by_text("Voice settings").click()
        assert page.get_by_label("Realtime model").input_value() == "gpt-realtime"
        assert page.get_by_label("OpenAI key (for speech to speech)").input_value() == ""  # not remembered
    finally:
        browser.close()


@pytest.mark.parametrize("width", [360, 414])
def test_the_orb_page_fits_a_phone(playwright_driver: Any, base_url: str, width: int) -> None:
    browser = mic_browser(playwright_driver, None)
    try:
        page = orb_page(browser, base_url, width=width)
        page.goto("/#/orb")
        page.locator("[data-ready='orb']").wait_for()
        page.get_by_text("Voice settings").click()
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        assert page.get_by_role("button", name="Start talking").is_visible()
        assert axe_problems(page, f"orb at {width} px") == []
    finally:
        browser.close()
