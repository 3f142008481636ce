"""The play page keeps the player's progress: one turn at a time, the sealed save kept and used when the
token has expired, Back, confirmations before wiping, player-facing words, focus on the new turn."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from taleweaver.signing import SessionSigner

from .conftest import shoot

pytestmark = pytest.mark.browser
OPTIONS = "What do you do?"
SKIP = "Skip the backstory and ask Sparrow what the job is"
AGREE = "Agree to go and win Aria the chartmaker over"
KEY = "tw.play.pirates"


def opened(page: Any) -> None:
    page.goto("/#/play/pirates")
    page.get_by_role("log", name="Story so far").get_by_text("Captain Sparrow").first.wait_for()


def option(page: Any, label: str) -> Any:
    return page.get_by_role("list", name=OPTIONS).get_by_role("button", name=label, exact=True)


def stored(page: Any) -> dict[str, Any]:
    return dict(page.evaluate(f"JSON.parse(localStorage.getItem('{KEY}'))"))


def stored_save(page: Any, timeout_s: float = 30.0) -> dict[str, Any]:
    """The save the page keeps, once the background request has brought it (polled: CSP)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        save = stored(page).get("save")
        if save:
            return dict(save)
        time.sleep(0.1)
    raise AssertionError(f"no save kept: {stored(page)}")


def turns_sent(page: Any) -> list[str]:
    return [r for r in page.turn_requests]  # type: ignore[attr-defined]


@pytest.fixture
def counted(page: Any) -> Any:
    page.turn_requests = []  # type: ignore[attr-defined]
    page.on("request", lambda r: page.turn_requests.append(r.url) if r.url.endswith("/play/turn") else None)
    return page


def test_a_double_click_or_two_options_at_once_send_one_turn(counted: Any) -> None:
    page = counted
    opened(page)
    option(page, SKIP).dblclick()
    option(page, AGREE).wait_for()
    assert len(turns_sent(page)) == 1
    log = page.get_by_role("log", name="Story so far")
    assert log.locator(".line.you").count() == 1
    # Two different options clicked in the same moment: the second finds the input locked.
    page.evaluate(
        "() => { const b = document.querySelectorAll('.options button'); b[0].click(); b[1].click(); }"
    )
    page.locator('[data-orb][data-state="idle"]').wait_for()
    page.locator(".options button").first.wait_for()
    assert len(turns_sent(page)) == 2
    assert log.locator(".line.you").count() == 2
    # Focus moved to the new turn's first option (not <body>).
    assert page.evaluate("document.activeElement.classList.contains('option')")


def test_an_expired_token_resumes_from_the_kept_save(page: Any) -> None:
    opened(page)
    option(page, SKIP).click()
    option(page, AGREE).wait_for()
    assert stored_save(page)  # whatever GET /play/save answered (sealed by the server), kept as is
    # The token ages past its six hours (sealed again, by the same secret, seven hours ago).
    token = stored(page)["session"]
    sealed = SessionSigner(None).open("play", token)
    old = SessionSigner(None, clock=lambda: time.time() - 7 * 3600).seal(
        "play", sealed.payload, story_id=sealed.story_id, content_hash=sealed.content_hash
    )
    page.evaluate(
        f"() => {{ const d = JSON.parse(localStorage.getItem('{KEY}')); d.session = {json.dumps(old)};"
        f" localStorage.setItem('{KEY}', JSON.stringify(d)); }}"
    )
    page.reload()
    loads: list[str] = []
    page.on("request", lambda r: loads.append(r.url) if r.url.endswith("/play/load") else None)
    option(page, AGREE).click()
    page.get_by_role("log", name="Story so far").locator(".line.you").nth(1).wait_for()
    assert loads, "the page did not resume through /play/load"
    assert page.get_by_role("alert").is_hidden()
    assert "goes on from where you left it" in page.locator(".note").inner_text()
    assert stored(page)["session"] != old


def test_back_undoes_the_last_turn(page: Any) -> None:
    opened(page)
    back = page.get_by_role("button", name="Back", exact=True)
    assert back.is_disabled()
    option(page, SKIP).click()
    option(page, AGREE).wait_for()
    log = page.get_by_role("log", name="Story so far")
    assert "Here's the shape of it" in log.inner_text()
    back.click()
    option(page, SKIP).wait_for()
    assert "Here's the shape of it" not in log.inner_text()
    assert back.is_disabled()
    page.reload()  # Back is kept too
    option(page, SKIP).click()
    option(page, AGREE).wait_for()
    assert log.locator(".line.you").count() == 1


def test_restart_asks_first_and_keeps_the_story_when_told_to(page: Any) -> None:
    opened(page)
    option(page, SKIP).click()
    option(page, AGREE).wait_for()
    page.get_by_role("button", name="Restart").click()
    dialog = page.get_by_role("dialog", name="Start this story again?")
    dialog.wait_for()
    shoot(page, "play_restart_confirm")
    dialog.get_by_role("button", name="Keep playing").click()
    option(page, AGREE).wait_for()
    assert page.get_by_role("log", name="Story so far").locator(".line.you").count() == 1
    page.get_by_role("button", name="Restart").click()
    page.get_by_role("dialog").get_by_role("button", name="Start again").click()
    option(page, SKIP).wait_for()
    assert page.get_by_role("log", name="Story so far").locator(".line.you").count() == 0


def test_clarifications_stay_in_the_log_and_help_names_only_what_the_page_does(page: Any) -> None:
    opened(page)
    box = page.get_by_label("Say what you do")
    box.fill("hmm")
    box.press("Enter")
    log = page.get_by_role("log", name="Story so far")
    log.locator(".line.reply").filter(has_text="I'm not sure which you mean").wait_for()
    box.fill("/help")
    box.press("Enter")
    page.get_by_role("status").filter(has_text="Pick an option").wait_for()
    box.fill("/frobnicate")  # the terminal's answer lists /save and /quit, which the page refuses
    box.press("Enter")
    log.locator(".line.reply").filter(has_text="That command is not available here").wait_for()
    assert "/save" not in page.locator("body").inner_text()
    option(page, SKIP).click()
    option(page, AGREE).wait_for()
    assert log.locator(".line.reply").filter(has_text="I'm not sure which you mean").count() == 1
    # The reply is said by the current speaker, with their name.
    assert "Captain Sparrow:" in log.locator(".line.reply").first.inner_text()


def test_a_demo_model_is_named_and_a_slow_turn_can_be_cancelled(page: Any) -> None:
    models = {"narrator": {"name": "SmolLM2-135M-Instruct", "demo": True}}
    page.route(
        "**/healthz",
        lambda route: route.fulfill(
            status=200, content_type="application/json", body=json.dumps({"status": "ok", "models": models})
        ),
    )
    opened(page)
    page.get_by_role("note").get_by_text("tiny demo model").wait_for()
    held: list[Any] = []
    page.route("**/play/turn", lambda route: held.append(route))  # the model is still thinking
    option(page, SKIP).click()
    cancel = page.get_by_role("button", name="Cancel")
    cancel.wait_for()
    assert option(page, SKIP).is_disabled()
    cancel.click()
    page.get_by_role("status").filter(has_text="Cancelled").wait_for()
    assert option(page, SKIP).is_enabled()
    assert page.get_by_role("alert").is_hidden()
    assert page.get_by_role("log", name="Story so far").locator(".line.you").count() == 0
