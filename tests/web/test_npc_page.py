"""The NPC page: the conversation follows its newest reply, is kept over a reload, and New game asks
before it wipes."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.browser


def say(page: Any, text: str, nth: int) -> None:
    page.get_by_label("Say something").fill(text)
    page.get_by_label("Say something").press("Enter")
    page.get_by_role("log", name="Conversation").locator(".line:not(.you)").nth(nth).wait_for()


def test_the_npc_conversation_follows_the_newest_reply(page: Any) -> None:
    page.set_viewport_size({"width": 800, "height": 600})
    page.goto("/#/npc")
    page.get_by_role("button", name="Fenn (townsfolk)").click()
    for i in range(8):
        say(page, f"Any work going? ({i})", i)
    assert page.evaluate(
        "(() => { const l = document.querySelector('.npc .log'); return l.scrollHeight > l.clientHeight; })()"
    )
    at_end = page.evaluate(
        "(() => { const l = document.querySelector('.npc .log');"
        " return l.scrollHeight - l.scrollTop - l.clientHeight; })()"
    )
    assert at_end <= 2, at_end


def test_the_conversation_is_kept_and_new_game_asks_first(page: Any) -> None:
    page.goto("/#/npc")
    page.get_by_role("button", name="Fenn (townsfolk)").click()
    say(page, "Any work going?", 0)
    log = page.get_by_role("log", name="Conversation")
    page.reload()
    log.get_by_text("Any work going?").wait_for()
    page.get_by_role("button", name="New game").click()
    page.get_by_role("dialog", name="Start a new game?").get_by_role("button", name="Keep playing").click()
    assert log.locator(".line").count() == 2
    assert "ledger" in page.locator(".quests").inner_text().lower()
    page.get_by_role("button", name="New game").click()
    page.get_by_role("dialog").get_by_role("button", name="New game").click()
    page.locator(".quests").get_by_text("No quests yet.").wait_for()
    assert log.locator(".line").count() == 0
