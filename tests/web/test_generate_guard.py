"""The generate page: a double-clicked choice stores its scene once, New story asks first, progress
speaks to players, and the page is honest about the model (none, or a slow demo one, with Cancel)."""

from __future__ import annotations

import json
from typing import Any

import pytest

pytestmark = pytest.mark.browser


def idle(page: Any) -> None:
    page.locator('[data-orb][data-state="idle"]').wait_for()


def begin(page: Any) -> None:
    page.goto("/#/generate")
    page.get_by_label("How are you feeling?").fill("I feel lonely since my best friend moved away")
    page.get_by_role("button", name="Make my story").click()


def next_scene(page: Any) -> None:
    for _ in range(4):
        idle(page)
        page.locator(".stage .option, .stage form").first.wait_for()
        if not page.get_by_label("Your answer").count():
            return
        page.get_by_label("Your answer").fill("I miss talking every day")
        page.get_by_role("button", name="Answer").click()
        page.get_by_label("Your answer").wait_for(state="detached")
    raise AssertionError("no scene after four answers")


def test_a_double_clicked_choice_stores_its_scene_once_and_the_path_is_in_words(page: Any) -> None:
    streams: list[str] = []
    page.on("request", lambda r: streams.append(r.url) if "/story/choose/stream" in r.url else None)
    begin(page)
    next_scene(page)
    for _ in range(8):
        if page.get_by_role("button", name="Export story (zip)").count():
            break
        before = len(streams)
        page.locator(".stage .option").first.dblclick()
        idle(page)
        page.locator(".stage .option, .stage .ending").first.wait_for()
        assert len(streams) == before + 1  # the second click found the choices locked
    page.get_by_role("button", name="Export story (zip)").wait_for()
    kept = page.evaluate("JSON.parse(localStorage.getItem('tw.generate'))")
    ids = [scene["anchor_id"] for scene in kept["scenes"]]
    assert len(ids) == len(set(ids)), ids
    ending = page.locator(".ending").inner_text()
    assert "Your path:" in ending
    assert "_up" not in ending
    with page.expect_download() as download:
        page.get_by_role("button", name="Export story (zip)").click()
    assert download.value.suggested_filename.endswith(".zip")
    assert page.get_by_role("alert").is_hidden()


def test_new_story_asks_before_it_wipes(page: Any) -> None:
    begin(page)
    next_scene(page)
    page.get_by_role("button", name="New story").click()
    page.get_by_role("dialog", name="Start a new story?").get_by_role(
        "button", name="Keep this story"
    ).click()
    assert page.locator(".stage .option").count()
    page.get_by_role("button", name="New story").click()
    page.get_by_role("dialog").get_by_role("button", name="New story").click()
    page.get_by_label("How are you feeling?").wait_for()
    assert page.evaluate("localStorage.getItem('tw.generate')") is None


def health(models: dict[str, Any]) -> Any:
    def answer(route: Any) -> None:
        route.fulfill(
            status=200, content_type="application/json", body=json.dumps({"status": "ok", "models": models})
        )

    return answer


def test_with_no_model_the_page_says_how_to_plug_one_in(page: Any) -> None:
    page.route(
        "**/healthz", health({"pipeline": None, "npc": None, "narrator": None})
    )  # an older server's form
    page.goto("/#/generate")
    note = page.get_by_role("note")
    note.get_by_text("offline writer").wait_for()
    note.get_by_text("How to plug in a real model").click()
    text = note.inner_text()
    assert "openai:" in text
    assert "ollama:" in text
    assert ".gguf" in text
    page.goto("/#/npc")
    page.get_by_role("note").get_by_text("stock lines").wait_for()


def test_a_demo_model_is_named_with_an_estimate_and_a_step_can_be_cancelled(page: Any) -> None:
    page.route("**/healthz", health({"pipeline": {"name": "SmolLM2-135M-Instruct", "demo": True}}))
    held: list[Any] = []
    page.route("**/story/start/stream", lambda route: held.append(route))  # the tiny model is still writing
    page.goto("/#/generate")
    note = page.get_by_role("note")
    note.get_by_text("about 25 minutes").wait_for()
    assert "SmolLM2" in note.inner_text()
    page.get_by_label("How are you feeling?").fill("a story about the sea")
    page.get_by_role("button", name="Make my story").click()
    cancel = page.get_by_role("button", name="Cancel")
    cancel.wait_for()
    assert page.get_by_role("button", name="Make my story").is_disabled()
    cancel.click()
    page.get_by_role("log", name="Progress").get_by_text("Cancelled.").wait_for()
    assert page.get_by_role("button", name="Make my story").is_enabled()
    assert page.get_by_role("alert").is_hidden()
