"""The orb page with a key: speech to speech through the server's ``/realtime`` WebSocket, against the
shipped fake Realtime server (``taleweaver.testing.realtime_server``, run as its own process) — the page's
microphone (a fake device playing the player's lines) streamed as PCM16 24 kHz, the model's audio played
back, each tool call toasted (the refused one too), the voice change captioned, the key sent in the first
frame and never in the URL. docs/realtime.md, docs/playtest.md."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from taleweaver.server.app import create_app
from taleweaver.server.background import serve_in_background
from taleweaver.server.config import ServerConfig

from .orb_fixtures import axe_problems, mic_browser, moves, need_voice, orb_log, orb_page, spoken_wav

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("taleweaver.server.realtime_routes") is None
    or importlib.util.find_spec("taleweaver.testing.realtime_server") is None,
    reason="the /realtime relay is not on this branch (docs/realtime.md)",
)

KEY = "sk-orb-test-SECRET-4242"
REPLIES = [
    {"say": "Welcome, traveller. I have two stories."},
    {
        "heard": "Tell me about the pirate story",
        "calls": [{"name": "describe_story", "arguments": {"storyId": "pirates"}}],
    },
    {"say": "Pirates, a stolen chart and a storm. Shall we?"},
    {"heard": "Let's play it", "calls": [{"name": "select_story", "arguments": {"storyId": "pirates"}}]},
    {"say": "Ahoy. Sparrow's the name."},
    {
        "heard": "Take me to the lantern",
        "calls": [{"name": "navigate_scene", "arguments": {"sceneId": "lantern_reef"}}],
    },
    {"say": "Not yet, friend."},
]
WALK: list[str | float] = [
    3.0,
    "Tell me about the pirate story.",
    6.0,
    "Let's play it.",
    7.0,
    "Take me to the lantern.",
    4.0,
]


@pytest.fixture(scope="module")
def fake_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    script = tmp_path_factory.mktemp("fake") / "replies.json"
    script.write_text(json.dumps(REPLIES), encoding="utf-8")
    process = subprocess.Popen(
        [sys.executable, "-m", "taleweaver.testing.realtime_server", "--script", str(script), "--key", KEY],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        url = process.stdout.readline().strip()
        assert url.startswith("ws://"), url
        yield url
    finally:
        process.terminate()
        process.wait(timeout=10)


@pytest.fixture(scope="module")
def base_url(fake_url: str) -> Iterator[str]:
    need_voice()
    config = ServerConfig(realtime_url=fake_url)
    app = create_app(config, models={"npc": None, "narrator": None, "pipeline": None})
    with serve_in_background(app) as url:
        yield url


def test_the_orb_speaks_to_speech_through_the_relay(
    playwright_driver: Any, base_url: str, tmp_path: Path
) -> None:
    """With a key: the menu by voice (describe, select → "Changing voice…"), a refused move toasted, the
    model's audio played, the key in the first frame only."""
    browser = mic_browser(playwright_driver, spoken_wav(tmp_path / "walk.wav", WALK))
    try:
        page = orb_page(browser, base_url)
        sockets: list[Any] = []
        page.on("websocket", lambda ws: sockets.append(ws))
        page.goto("/#/orb")
        page.locator("[data-ready='orb']").wait_for()
        page.get_by_text("Voice settings").click()
        page.get_by_label("OpenAI key (for speech to speech)").fill(KEY)
        page.get_by_role("button", name="Save settings").click()
        sent: list[str] = []
        page.on(
            "websocket",
            lambda ws: ws.on(
                "framesent", lambda payload: sent.append(payload) if isinstance(payload, str) else None
            ),
        )
        page.get_by_role("button", name="Start talking").click()
        page.locator(".orb-moves li", has_text="navigate_scene").wait_for(state="attached", timeout=120_000)
        made = moves(page)
        assert "✓ describe_story(pirates)" in made, made
        assert "✓ select_story(pirates)" in made, made
        assert any(m.startswith("✗ navigate_scene(lantern_reef) refused") for m in made), made
        captions = [e["caption"] for e in orb_log(page)]
        states = [e["state"] for e in orb_log(page)]
        assert "Connecting…" in captions
        assert "swapping-character" in states
        assert "swapping-story" in states
        assert "Loading story…" in captions
        assert "Changing voice…" in captions
        assert "ai-speaking" in states
        assert any(c == "Captain Sparrow: Ahoy. Sparrow's the name." for c in captions), captions
        assert sockets[0].url.endswith("/realtime")
        assert KEY not in sockets[0].url
        first = json.loads(sent[0])
        assert first["type"] == "start"
        assert first["key"] == KEY
        assert [s for s in sent[1:] if KEY in s] == []  # once per connection
        token = page.evaluate("JSON.parse(localStorage.getItem('tw.orb.session')).token")
        assert token
        assert axe_problems(page, "orb over realtime") == []
        page.get_by_role("button", name="Stop", exact=True).click()
        page.get_by_role("button", name="Start talking").wait_for()
        assert any(json.loads(s).get("type") == "stop" for s in sent if s.startswith("{"))
        sent.clear()
        page.get_by_role("button", name="Start talking").click()  # again: the story goes on from its token
        for _ in range(200):  # a guard against a hang (20 s), not a timing check
            if sent:
                break
            page.wait_for_timeout(100)
        again = json.loads(sent[0])
        assert again["token"] == token
        assert again["key"] == KEY
        page.get_by_role("button", name="Stop", exact=True).click()
    finally:
        browser.close()


def test_a_wrong_key_says_so_and_offline_still_plays(playwright_driver: Any, base_url: str) -> None:
    """Bad input: a wrong key → "Tap to retry" with the reason; "Play offline instead" plays offline."""
    browser = mic_browser(playwright_driver, None)
    try:
        page = orb_page(browser, base_url, voice=False)
        page.goto("/#/orb")
        page.locator("[data-ready='orb']").wait_for()
        page.get_by_text("Voice settings").click()
        page.get_by_label("OpenAI key (for speech to speech)").fill("sk-wrong")
        page.get_by_role("button", name="Save settings").click()
        page.get_by_role("button", name="Start talking").click()
        page.get_by_role("button", name="Retry").wait_for()
        assert page.locator("#orb-caption").inner_text() == "Tap to retry"
        assert "refused the key" in page.locator(".orb-reason").inner_text()
        page.get_by_role("button", name="Play offline instead").click()
        page.locator(".orb-button[data-state='listening']").wait_for()
    finally:
        browser.close()


def test_a_dropped_socket_comes_back_with_the_last_token(
    playwright_driver: Any, base_url: str, tmp_path: Path
) -> None:
    """Bad input: the page's side of a dropped WebSocket — it reconnects on its own (backing off, 5 s in
    all) with ``start`` and the last ``turn`` frame's token, and goes on listening: no "Tap to retry", no
    turn lost (the relay's side: tests/server/test_realtime_routes.py)."""
    browser = mic_browser(playwright_driver, spoken_wav(tmp_path / "quiet.wav", [30.0]))
    try:
        page = orb_page(browser, base_url, voice=False)
        starts: list[dict[str, Any]] = []
        tokens: list[str] = []
        dropped: list[bool] = []

        def relay(ws: Any) -> None:
            server = ws.connect_to_server()

            def from_page(message: str | bytes) -> None:
                if isinstance(message, str) and json.loads(message).get("type") == "start":
                    starts.append(json.loads(message))
                server.send(message)

            def from_server(message: str | bytes) -> None:
                ws.send(message)
                frame = json.loads(message) if isinstance(message, str) else {}
                if frame.get("type") == "turn":
                    tokens.append(frame["token"])
                    if not dropped:  # the first connection drops after its first move
                        dropped.append(True)
                        ws.close(code=4000, reason="a blip")
                        server.close()

            ws.on_message(from_page)
            server.on_message(from_server)

        page.route_web_socket("**/realtime", relay)
        page.goto("/#/orb")
        page.locator("[data-ready='orb']").wait_for()
        page.get_by_text("Voice settings").click()
        page.get_by_label("OpenAI key (for speech to speech)").fill(KEY)
        page.get_by_role("button", name="Save settings").click()
        page.get_by_role("button", name="Start talking").click()
        for _ in range(300):  # a guard against a hang (30 s), not a timing check
            if len(starts) >= 2 and len(tokens) >= 2:
                break
            page.wait_for_timeout(100)
        assert dropped == [True]
        assert "token" not in starts[0]
        assert starts[1]["token"] == tokens[0]  # resumed where the last applied move left it
        assert starts[1]["key"] == KEY
        page.locator(".orb-button[data-state='listening']").wait_for()
        assert "error" not in [entry["state"] for entry in orb_log(page)]
        page.get_by_role("button", name="Stop", exact=True).click()
    finally:
        browser.close()
