"""Spoken lines in a real Chromium that, like a desktop browser, plays sound only after the player has
touched the page (``--autoplay-policy=document-user-activation-required``; Playwright's headless
``--mute-audio`` is dropped, because muted media may always autoplay).

- The lines of a scene follow each other with no audible gap: line N+1 is synthesized while line N
  plays and starts the moment N ends, and each clip is cut to its speech (the synthesizer pads lines
  with up to half a second of silence); ``window.__tw_speech_log`` holds per-line times (filled by the
  bench's ``speech_probe.js``, which these tests inject: the page itself ships no test hook).
- Acting mid-speech cancels the lines requested ahead: none of them plays.
- Before any touch the browser refuses to play: nothing is synthesized, a "Play voice" button appears,
  and pressing it speaks the held-back line.

Playwright runs its queries in the page as user gestures, which unlock sound: the refusal test waits
for the opening by its network response, not by a query.
"""

from __future__ import annotations

import itertools
import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

from taleweaver.bench.web import CHROMIUM_ARGS, GESTURE_AUTOPLAY, SPEECH_PROBE, speech_gaps

from .conftest import ARTIFACTS, CHROMIUM, shoot, sync_api

pytestmark = pytest.mark.browser
GAP_BOUND_MS = 250.0
"""The silence between two lines this test holds on a loaded 2-core machine. Measured here: the page's
own gap 0.3-6 ms, the silence heard (with the clips' 20 ms edges) 40-46 ms; ``taleweaver bench web``
reports it against the 50 ms goal."""
AVATAR = '[role="img"][aria-label="Storyteller avatar"]'


@pytest.fixture(scope="module")
def gesture_browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=str(CHROMIUM),
            args=[*CHROMIUM_ARGS, GESTURE_AUTOPLAY],
            ignore_default_args=["--mute-audio"],
        )
        yield launched
        launched.close()


@pytest.fixture
def page(gesture_browser: Any, base_url: str) -> Iterator[Any]:
    context = gesture_browser.new_context(base_url=base_url, viewport={"width": 1200, "height": 900})
    context.add_init_script(path=str(SPEECH_PROBE))
    context.set_default_timeout(60_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    voice_requests: list[str] = []
    page.on("request", lambda r: voice_requests.append(r.url) if "/voice/say" in r.url else None)
    page.console_errors = errors  # type: ignore[attr-defined]
    page.voice_requests = voice_requests  # type: ignore[attr-defined]
    yield page
    context.close()


def speech_log(page: Any) -> list[dict[str, Any]]:
    return list(page.evaluate("window.__tw_speech_log"))


def first_scene(page: Any) -> None:
    """Generate with the fake pipeline model up to its first scene (a click: the page may play sound)."""
    page.goto("/#/generate")
    page.get_by_label("How are you feeling?").fill("I feel lonely since my best friend moved away")
    page.get_by_role("button", name="Make my story").click()
    for _ in range(4):
        page.locator(".stage .option, .stage form").first.wait_for()
        if not page.get_by_label("Your answer").count():
            return
        page.get_by_label("Your answer").fill("I miss talking every day")
        page.get_by_role("button", name="Answer").click()
        page.get_by_label("Your answer").wait_for(state="detached")
    raise AssertionError("no scene after four answers")


def wait_for_run(page: Any, done: Any, timeout_s: float = 120.0) -> list[dict[str, Any]]:
    """The speech log once ``done(the newest run's entries)`` holds (polled: the CSP forbids eval'd waits)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        log = speech_log(page)
        newest = [e for e in log if log and e["run"] == log[-1]["run"]]
        if newest and done(newest):
            return log
        time.sleep(0.25)
    raise AssertionError(f"speech did not get there in {timeout_s} s: {speech_log(page)}")


def test_the_lines_of_a_scene_follow_each_other_without_a_gap(page: Any) -> None:
    first_scene(page)
    panels = page.locator(".stage .line").count()
    log = wait_for_run(page, lambda run: len(run) >= 3 and all(e["ended"] for e in run))
    run = [e for e in log if e["run"] == log[-1]["run"]]
    assert len(run) == panels, (panels, run)
    # Pipelined: every next line had arrived before the line before it ended.
    for before, after in itertools.pairwise(run):
        assert after["received"] < before["ended"], (before, after)
    # Each clip is cut to its speech: at most 20 ms of the synthesizer's silence left at either end.
    assert all(0 <= e["lead_ms"] <= 20.1 and 0 <= e["trail_ms"] <= 20.1 for e in run), run
    gaps = speech_gaps(run)
    changes = [g for g in gaps if g["from"] != g["to"]]
    assert changes, gaps  # the narrator hands over to a character and back
    assert all(g["silence_ms"] <= GAP_BOUND_MS for g in gaps), gaps
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "speech_gaps.json").write_text(json.dumps(gaps, indent=1), encoding="utf-8")
    print("between lines (ms):", [(g["from"], g["to"], g["gap_ms"], g["silence_ms"]) for g in gaps])
    page.locator('[data-orb][data-state="idle"]').wait_for()
    assert not page.console_errors


def test_acting_mid_speech_cancels_the_lines_ahead(page: Any) -> None:
    first_scene(page)
    log = wait_for_run(page, lambda run: run[0]["started"] is not None)
    cut = log[-1]["run"]
    page.locator(".stage .option").first.click()  # the next scene, while the first line still plays
    later = wait_for_run(page, lambda run: run[0]["run"] != cut and run[0]["started"] is not None)
    cut_off = [e for e in later if e["run"] == cut]
    assert cut_off[0]["stopped"], cut_off[0]
    assert cut_off[0]["ended"] is None, cut_off[0]
    assert all(e["started"] is None for e in cut_off[1:]), cut_off  # none of the lines ahead played
    assert len(cut_off) <= 3, cut_off  # at most two lines ahead of the one playing were requested
    assert not page.console_errors


def test_a_browser_that_refuses_to_play_gets_a_play_voice_button(page: Any) -> None:
    # Every Playwright query runs in the page as a user gesture (CDP userGesture), which would unlock
    # sound: wait for the opening by its network response instead, and give the page time to try.
    with page.expect_response(lambda r: r.url.endswith("/play/start")):
        page.goto("/#/play/pirates")
    time.sleep(2.0)
    play = page.get_by_role("button", name="Play voice")
    assert play.is_visible()
    page.get_by_role("log", name="Story so far").get_by_text("Captain Sparrow").first.wait_for()
    assert page.voice_requests == []  # nothing synthesized in vain
    assert speech_log(page) == []
    assert page.locator(AVATAR).get_attribute("data-state") == "idle"
    shoot(page, "play_voice_button")

    play.focus()
    page.keyboard.press("Enter")  # reachable and usable by keyboard
    log = wait_for_run(page, lambda run: run[0]["started"] is not None)
    assert [e["speaker"] for e in log] == ["sparrow"]  # the held-back opening line
    assert len(page.voice_requests) == 1
    assert play.is_hidden()
    page.locator(f'{AVATAR}[data-state="speaking"][data-speaker="sparrow"]').wait_for()
    page.locator('[data-orb][data-state="speaking"]').wait_for()
    assert not page.console_errors
