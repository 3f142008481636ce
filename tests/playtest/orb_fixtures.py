"""Shared parts of the orb page's browser tests: the server, Chromium with a fake microphone that plays a
WAV of the player's lines (synthesized by a voice nothing was tuned on), and a recorder of the orb's
states and captions injected into the page (the page ships no test hook)."""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from taleweaver.bench.web import CHROMIUM, CHROMIUM_ARGS

PLAYER_VOICE = "ballad"
"""The player's voice: no bundled story speaks with it, and the transcriber's prompt is not tuned on it."""
APT_LINE = "apt-get install -y --no-install-recommends chromium"
AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"

RECORDER = """
(() => {
  const log = [];
  window.__orb_log = log;
  let last = "";
  const look = () => {
    const orb = document.querySelector(".orb-button");
    const caption = document.querySelector("#orb-caption");
    if (!orb || !caption) return;
    const entry = {state: orb.dataset.state || "", caption: caption.textContent || "",
      name: orb.getAttribute("aria-label") || ""};
    const key = JSON.stringify(entry);
    if (key !== last) { last = key; log.push(entry); }
  };
  new MutationObserver(look).observe(document, {subtree: true, childList: true, characterData: true,
    attributes: true, attributeFilter: ["data-state", "aria-label"]});
})();
"""


def need_browser() -> Any:
    if not CHROMIUM.exists():
        pytest.skip(f"needs Debian's chromium: {APT_LINE}")
    return pytest.importorskip("playwright.sync_api", reason="needs playwright (the dev group)")


def need_voice() -> None:
    missing = [
        m
        for m in ("piper", "hibari", "espeakng_loader", "faster_whisper")
        if importlib.util.find_spec(m) is None
    ]
    if missing:
        pytest.skip(f"the voice extra is not installed ({', '.join(missing)}): uv sync --extra voice")


def spoken_wav(path: Path, script: Sequence[str | float]) -> Path:
    """A WAV of the player's lines (strings, said by ``ballad``) and pauses (seconds of digital silence)."""
    from taleweaver.voice import VoiceBank, join, load_synthesizer
    from taleweaver.voice.audio import silence, write_wav

    synth = load_synthesizer()
    assert synth is not None
    voice = VoiceBank().for_name(PLAYER_VOICE)
    parts = []
    rate = 22050
    for item in script:
        if isinstance(item, str):
            speech = join(list(synth.stream(item, voice)))
            rate = speech.sample_rate
            parts.append(speech)
        else:
            parts.append(silence(float(item), rate))
    write_wav(path, join(parts, rate))
    return path


def mic_browser(playwright: Any, wav: Path | None) -> Any:
    """Chromium that grants the microphone and hears ``wav`` once (``%noloop``) from the moment the page
    opens it; without a WAV, the fake device's beeps."""
    args = [*CHROMIUM_ARGS, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"]
    if wav is not None:
        args.append(f"--use-file-for-fake-audio-capture={wav}%noloop")
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=args)


def orb_page(browser: Any, base_url: str, *, width: int = 1200, voice: bool = True) -> Any:
    context = browser.new_context(base_url=base_url, viewport={"width": width, "height": 900})
    context.set_default_timeout(60_000)
    context.add_init_script(RECORDER)
    if not voice:
        context.add_init_script(
            "localStorage.setItem('tw.settings', JSON.stringify({voice: false, speed: 1}))"
        )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.console_errors = errors
    requests: list[dict[str, Any]] = []

    def keep(request: Any) -> None:
        if request.method == "POST" and any(
            part in request.url for part in ("/voice/", "/play/", "/robots/")
        ):
            body = None
            if "/voice/say" in request.url or "/play/" in request.url or "/robots/" in request.url:
                try:
                    body = json.loads(request.post_data or "null")
                except ValueError:
                    body = None
            requests.append({"url": request.url, "body": body})

    page.on("request", keep)
    page.sent = requests
    return page


def orb_log(page: Any) -> list[dict[str, str]]:
    return list(page.evaluate("window.__orb_log || []"))


def moves(page: Any) -> list[str]:
    return [text.strip() for text in page.locator(".orb-moves li").all_text_contents()]


def axe_problems(page: Any, state: str) -> list[str]:
    if not AXE.exists():
        pytest.skip("needs axe-core: npm ci (the root package.json)")
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [
        f"{state}: {v['id']} ({v['impact']}) {v['help']} — {[n['target'] for n in v['nodes']][:3]}"
        for v in result["violations"]
        if v["impact"] in ("serious", "critical")
    ]
