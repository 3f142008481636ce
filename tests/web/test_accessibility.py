"""axe-core on every page and state: 0 serious or critical violations (the speakers' colours included:
axe checks the contrast of every name shown)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import axe_problems

pytestmark = pytest.mark.browser


def idle(page: Any) -> None:
    page.locator('[data-orb][data-state="idle"]').wait_for()


def test_library_settings_and_play_states_have_no_serious_axe_violations(page: Any) -> None:
    problems: list[str] = []
    page.goto("/")
    page.get_by_role("link", name="The Drowned Lantern").wait_for()
    problems += axe_problems(page, "library")
    page.get_by_role("button", name="Settings").click()
    page.locator("#setting-models").get_by_text("authored stories").wait_for()
    problems += axe_problems(page, "settings")
    page.keyboard.press("Escape")
    page.goto("/#/play/pirates")
    log = page.get_by_role("log", name="Story so far")
    log.get_by_text("Captain Sparrow").first.wait_for()  # "Captain Sparrow:" in its colour
    problems += axe_problems(page, "play opening")
    page.get_by_label("Say what you do").fill("hmm")
    page.get_by_label("Say what you do").press("Enter")
    log.locator(".line.reply").first.wait_for()
    page.get_by_role("list", name="What do you do?").get_by_role(
        "button", name="Stroll down the hill to the harbour", exact=True
    ).click()
    page.locator(".options .blocked").first.wait_for()
    problems += axe_problems(page, "play: a reply and a blocked option")
    page.get_by_role("button", name="Restart").click()
    page.get_by_role("dialog").wait_for()
    problems += axe_problems(page, "play: the restart dialog")
    page.get_by_role("dialog").get_by_role("button", name="Keep playing").click()
    page.evaluate(
        "() => { const d = JSON.parse(localStorage.getItem('tw.play.pirates')); d.session = 'v1.x';"
        " localStorage.setItem('tw.play.pirates', JSON.stringify(d)); }"
    )
    page.reload()
    page.get_by_role("list", name="What do you do?").get_by_role("button").first.click()
    page.get_by_role("alert").wait_for()
    problems += axe_problems(page, "play: an error")
    assert problems == [], "\n".join(problems)


def test_generate_and_npc_states_have_no_serious_axe_violations(page: Any) -> None:
    problems: list[str] = []
    page.goto("/#/generate")
    page.get_by_label("How are you feeling?").wait_for()
    problems += axe_problems(page, "generate intake")
    page.get_by_label("How are you feeling?").fill("I feel lonely since my best friend moved away")
    page.get_by_role("button", name="Make my story").click()
    for _ in range(12):
        idle(page)
        page.locator(".stage button, .stage form").first.wait_for()
        if page.get_by_role("button", name="Export story (zip)").count():
            break
        if page.get_by_label("Your answer").count():
            problems += axe_problems(page, "generate: the question")
            page.get_by_label("Your answer").fill("I miss talking every day")
            page.get_by_role("button", name="Answer").click()
            page.get_by_label("Your answer").wait_for(state="detached")
            continue
        problems += axe_problems(page, "generate: a scene")
        page.locator(".stage .option").first.click()
    problems += axe_problems(page, "generate: the ending")
    page.goto("/#/npc")
    page.get_by_role("button", name="Fenn (townsfolk)").click()
    problems += axe_problems(page, "npc")
    page.get_by_label("Say something").fill("Any work going?")
    page.get_by_role("button", name="Send").click()
    page.get_by_role("list", name="Moves this turn").get_by_text("offer_quest(find_the_ledger)").wait_for()
    problems += axe_problems(page, "npc: after a turn")
    assert problems == [], "\n".join(problems)
