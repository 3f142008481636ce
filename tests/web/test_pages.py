"""The web app in a real Chromium: play by clicks and by keyboard, free text, blocked moves, reload,
a tampered session, the library's broken folder, generate → export → check, and NPC chat."""

from __future__ import annotations

import io
import json
import zipfile
from collections import deque
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app as cli
from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.state import StoryState
from taleweaver.files import load_library_from
from taleweaver.player.session import PlaySession

from .conftest import shoot

pytestmark = pytest.mark.browser
OPTIONS = "What do you do?"


def path_to_ending(story_id: str) -> list[str]:
    """The shortest list of option labels from the start to an ending (breadth-first, by the engine)."""
    engine = StoryEngine(load_library_from(None))
    start = PlaySession(engine)
    start.start_story(story_id)
    queue: deque[tuple[StoryState, list[str]]] = deque([(start.state, [])])
    seen = {
        start.state.node_id,
    }
    seen_keys: set[tuple[Any, ...]] = set()
    while queue:
        state, labels = queue.popleft()
        for option in PlaySession(engine, state=state).options():
            if not option.available or option.kind == "scene_action":
                continue
            session = PlaySession(engine, state=state)
            out = session.handle(str(option.number))
            key = (out.state.node_id, out.state.scene_id, tuple(sorted(out.state.flags.items())))
            if key in seen_keys:
                continue
            seen_keys.add(key)
            if out.state.ended:
                return [*labels, option.label]
            queue.append((out.state, [*labels, option.label]))
    del seen
    raise AssertionError(f"{story_id} has no reachable ending")


def idle(page: Any) -> None:
    """Wait until the turn is over: the orb is back to idle (the page's CSP forbids eval'd waits)."""
    page.locator('[data-orb][data-state="idle"]').wait_for()


def options_list(page: Any) -> Any:
    return page.get_by_role("list", name=OPTIONS)


def test_library_lists_stories_and_the_broken_folder(page: Any) -> None:
    page.goto("/")
    page.get_by_role("link", name="The Drowned Lantern").wait_for()
    broken = page.get_by_role("region", name="Stories that cannot be played")
    assert "broken_tale" in broken.inner_text()
    shoot(page, "library")
    page.get_by_role("button", name="Settings").click()
    models = page.locator("#setting-models")
    models.get_by_text("authored stories: offline player").wait_for()
    assert "npc: fake-npc" in models.inner_text()
    shoot(page, "settings")
    page.keyboard.press("Escape")
    assert page.get_by_role("button", name="Settings").get_attribute("aria-expanded") == "false"
    page.goto("/#/play/no_such_story")
    alert = page.get_by_role("alert")
    alert.wait_for()
    assert "This story is not in the library." in alert.inner_text()
    assert "GET /play/stories" not in alert.inner_text()  # the server's hint is for developers: in details
    alert.get_by_text("Details").click()
    assert "no story 'no_such_story'" in alert.inner_text()
    assert not [e for e in page.console_errors if "404" not in e]


def test_pirates_to_an_ending_by_clicks(page: Any) -> None:
    labels = path_to_ending("pirates")
    page.goto("/#/play/pirates")
    log = page.get_by_role("log", name="Story so far")
    log.get_by_text("Captain Sparrow", exact=False).first.wait_for()
    orb = page.locator("[data-orb]")
    assert orb.get_attribute("data-state") == "idle"
    for label in labels:
        options_list(page).get_by_role("button", name=label, exact=True).click()
        idle(page)
    page.get_by_text("The end.").wait_for()
    assert page.get_by_role("button", name="Play again").is_visible()
    shoot(page, "play_pirates_ending")
    assert not page.console_errors


def test_pirates_to_an_ending_by_keyboard_only(page: Any) -> None:
    labels = path_to_ending("pirates")
    page.goto("/#/play/pirates")
    page.get_by_role("log", name="Story so far").get_by_text("Captain Sparrow").first.wait_for()
    for label in labels:
        button = options_list(page).get_by_role("button", name=label, exact=True)
        number = button.get_attribute("data-number")
        assert number is not None
        page.keyboard.press(number)
        idle(page)
    page.get_by_text("The end.").wait_for()
    # Every control is reachable with Tab: the play-again button is among the focus stops.
    reached = set()
    for _ in range(40):
        page.keyboard.press("Tab")
        reached.add(page.evaluate("document.activeElement && document.activeElement.textContent.trim()"))
    assert {"Play again", "Save", "Restart", "Settings"} <= reached


def test_free_text_clarifies_and_a_blocked_move_shows_its_reason(page: Any) -> None:
    page.goto("/#/play/pirates")
    page.get_by_role("log", name="Story so far").get_by_text("Captain Sparrow").first.wait_for()
    page.get_by_label("Say what you do").fill("hmm")
    page.get_by_role("button", name="Send").click()
    page.get_by_text("I'm not sure which you mean").wait_for()
    # No microphone here (or permission denied): a note, and typing still works.
    page.get_by_role("button", name="Hold to talk").click()
    page.get_by_role("status").filter(has_text="type instead").wait_for()
    # Walk to the harbour, where the lighthouse path is padlocked until Tam invites you.
    options_list(page).get_by_role("button", name="Stroll down the hill to the harbour", exact=True).click()
    blocked = options_list(page).get_by_role(
        "button", name="Take the cliff path up to Gannet Point", exact=True
    )
    blocked.wait_for()
    assert blocked.get_attribute("aria-disabled") == "true"
    reason = page.locator("#" + str(blocked.get_attribute("aria-describedby")))
    assert "padlocked" in reason.inner_text()
    assert reason.inner_text().startswith("Blocked:")  # said in words, not only by colour
    blocked.focus()
    page.keyboard.press("Enter")  # aria-disabled stays focusable: the engine says why not
    # The refusal stays in the log, said by whoever speaks.
    page.get_by_role("log", name="Story so far").locator(".line.reply").filter(
        has_text="Blocked: The gate"
    ).wait_for()
    map_region = page.get_by_role("region", name="Scene map")
    assert "blocked" in map_region.inner_text()
    shoot(page, "play_blocked_and_clarify")


def test_reload_keeps_the_session_and_a_tampered_token_is_explained(page: Any) -> None:
    page.goto("/#/play/pirates")
    page.get_by_role("log", name="Story so far").get_by_text("Captain Sparrow").first.wait_for()
    options_list(page).get_by_role(
        "button", name="Skip the backstory and ask Sparrow what the job is"
    ).click()
    page.get_by_role("button", name="Agree to go and win Aria the chartmaker over").wait_for()
    page.reload()
    page.get_by_role("button", name="Agree to go and win Aria the chartmaker over").wait_for()
    assert "Here's the shape of it" in page.get_by_role("log", name="Story so far").inner_text()
    assert "Welcome back" in page.get_by_role("status").filter(has_text="Welcome back").inner_text()
    page.evaluate(
        """() => { const k = 'tw.play.pirates'; const d = JSON.parse(localStorage.getItem(k));
        d.session = d.session.slice(0, -6) + 'AAAAAA'; localStorage.setItem(k, JSON.stringify(d)); }"""
    )
    page.reload()
    page.get_by_role("button", name="Agree to go and win Aria the chartmaker over").click()
    alert = page.get_by_role("alert")
    alert.wait_for()
    assert "changed outside the game" in alert.inner_text()
    assert "token_tampered" not in alert.inner_text()  # codes only under "details"
    alert.get_by_text("Details").click()
    assert "token_tampered" in alert.inner_text()
    shoot(page, "play_tampered_token")
    page.get_by_role("button", name="Start again").click()
    page.get_by_role("button", name="Skip the backstory and ask Sparrow what the job is").wait_for()


def test_save_downloads_and_load_uploads_the_versioned_save(page: Any, tmp_path: Path) -> None:
    page.goto("/#/play/pirates")
    options_list(page).get_by_role(
        "button", name="Skip the backstory and ask Sparrow what the job is"
    ).click()
    page.get_by_role("button", name="Agree to go and win Aria the chartmaker over").wait_for()
    with page.expect_download() as download:
        page.get_by_role("button", name="Save").click()
    saved = tmp_path / "pirates.save.json"
    Path(download.value.path()).replace(saved)
    save = json.loads(saved.read_text(encoding="utf-8"))
    assert save["format"] == "taleweaver-save"
    assert save["state"]["node_id"] == "sparrow_job"
    page.get_by_role("button", name="Restart").click()
    page.get_by_role("dialog").get_by_role("button", name="Start again").click()
    page.get_by_role("button", name="Skip the backstory and ask Sparrow what the job is").wait_for()
    page.locator("#load-file").set_input_files(str(saved))
    page.get_by_role("status").filter(has_text="Loaded pirates.save.json").wait_for()
    assert (
        options_list(page).get_by_role("button", name="Agree to go and win Aria the chartmaker over").count()
    )
    saved.write_text('{"format": "something else"}', encoding="utf-8")
    page.locator("#load-file").set_input_files(str(saved))
    alert = page.get_by_role("alert")
    assert "does not fit this story" in alert.inner_text()
    alert.get_by_text("Details").click()
    assert "not a taleweaver save" in alert.inner_text()


def test_generate_reaches_an_ending_and_the_export_passes_check(page: Any, tmp_path: Path) -> None:
    page.goto("/#/generate")
    page.get_by_label("How are you feeling?").fill("I feel lonely since my best friend moved away")
    page.get_by_role("button", name="Make my story").click()
    shot = None
    for _ in range(12):
        idle(page)
        page.locator(".stage button, .stage form").first.wait_for()
        if page.get_by_role("button", name="Export story (zip)").count():
            break
        if page.get_by_label("Your answer").count():
            page.get_by_label("Your answer").fill("I miss talking every day")
            page.get_by_role("button", name="Answer").click()
            continue
        if not shot:
            shot = shoot(page, "generate_scene")
        page.locator(".stage .option").first.click()
    progress = page.get_by_role("log", name="Progress")
    assert progress.locator("p").count() > 3
    said = progress.inner_text()
    assert "Writing scene 1 of 5…" in said
    assert "Scene 1 of 5 is ready." in said
    assert "duration_s" not in said
    assert "agent" not in said
    told = page.get_by_role("log", name="Ending")  # the ending is told in panels, like a scene
    assert told.locator(".line").count() >= 2
    shoot(page, "generate_ending")
    with page.expect_download() as download:
        page.get_by_role("button", name="Export story (zip)").click()
    data = Path(download.value.path()).read_bytes()
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        archive.extractall(tmp_path)
    (folder,) = [p for p in tmp_path.iterdir() if p.is_dir()]
    result = CliRunner().invoke(cli, ["check", str(folder)])
    assert result.exit_code == 0, result.output
    assert json.loads((folder / "manifest.json").read_text())["id"] == folder.name
    assert len(json.loads((folder / "generation.json").read_text())["endings"]) == 1  # the ending reached


def test_npc_chat_applies_a_valid_move_and_lists_a_dropped_one(page: Any) -> None:
    page.goto("/#/npc")
    page.get_by_role("button", name="Fenn (townsfolk)").click()
    page.get_by_label("Say something").fill("Any work going?")
    page.get_by_role("button", name="Send").click()
    moves = page.get_by_role("list", name="Moves this turn")
    moves.get_by_text("offer_quest(find_the_ledger)").wait_for()
    assert "give_item(silver_mark)" in moves.locator(".dropped").inner_text()
    quests = page.locator(".quests").inner_text()
    assert "ledger" in quests.lower()
    stored = page.evaluate("JSON.parse(localStorage.getItem('tw.npc.state'))")
    assert stored["canon_log"]["active_quests"][0]["id"] == "find_the_ledger"
    html = page.content()
    assert "persona" not in html.lower()
    # Fenn's answer is spoken (a click started it): the avatar follows his line, then idles.
    avatar = page.get_by_role("img", name="Storyteller avatar")
    page.locator('[aria-label="Storyteller avatar"][data-speaker="fenn"]').wait_for()
    page.locator('[aria-label="Storyteller avatar"][data-state="idle"][data-speaker="fenn"]').wait_for()
    assert avatar.is_visible()
    shoot(page, "npc_chat")
