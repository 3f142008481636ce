"""The storyteller avatar in a real Chromium: with voice on it moves with each spoken line (the motion
track the server rendered from the line's WAV, played against the audio clock), turns to each speaker's
place, breathes while idle, and with reduced motion shows only pose changes. The "Speaking:" label
names whoever says the current line."""

from __future__ import annotations

import time
from typing import Any

import pytest

from taleweaver.body.staging import story_places
from taleweaver.files import load_library_from

from .conftest import shoot

pytestmark = pytest.mark.browser
AVATAR = '[role="img"][aria-label="Storyteller avatar"]'
SAD_STORY = "Ask Sparrow to tell the sad story of how she lost her ship"
TO_HARBOUR = "Stroll down the hill to the harbour"
JOB = "Skip the backstory and ask Sparrow what the job is"


def places() -> dict[str, float]:
    return story_places(load_library_from(None).stories["pirates"])


def samples(page: Any, name: str, count: int = 10, every_s: float = 0.15) -> list[float]:
    """``count`` readings of the avatar's ``data-NAME`` (the pose it shows), ``every_s`` apart."""
    avatar = page.locator(AVATAR)
    values = []
    for _ in range(count):
        values.append(float(avatar.get_attribute(f"data-{name}") or "nan"))
        time.sleep(every_s)
    return values


def wait_state(page: Any, state: str, timeout_ms: int = 60_000) -> None:
    page.locator(f'{AVATAR}[data-state="{state}"]').wait_for(timeout=timeout_ms)


def choose(page: Any, label: str) -> None:
    page.get_by_role("list", name="What do you do?").get_by_role("button", name=label, exact=True).click()


def test_the_avatar_moves_with_each_spoken_line_and_settles_after(page: Any) -> None:
    place = places()
    page.goto("/#/play/pirates")
    page.get_by_role("log", name="Story so far").get_by_text("Captain Sparrow").first.wait_for()
    avatar = page.locator(AVATAR)
    assert avatar.get_attribute("data-motion") == "full"
    # Idle (the opening is not spoken: no click yet, the browser refuses autoplay): it breathes.
    wait_state(page, "idle")
    breathing = samples(page, "z", count=4, every_s=0.5)
    assert len(set(breathing)) > 1, breathing

    # A character's line: the head turns to Sparrow's place and wobbles with her voice.
    choose(page, SAD_STORY)
    wait_state(page, "speaking")
    assert page.locator("[data-orb]").get_attribute("data-state") == "speaking"  # the audio plays
    assert avatar.get_attribute("data-speaker") == "sparrow"
    assert avatar.get_attribute("data-emotion") == "sad"  # the node's emotion, in the track
    time.sleep(0.8)  # past the turn (gaze time constant 0.18 s)
    pitch = samples(page, "pitch")
    yaw = samples(page, "yaw")
    assert len(set(pitch)) >= 4, pitch  # it moves while the audio plays
    assert sum(yaw) / len(yaw) == pytest.approx(place["sparrow"], abs=0.15), yaw
    assert "Speaking: Captain Sparrow" in page.locator(".current-speaker").inner_text()
    shoot(page, "avatar_speaking")

    # Acting mid-line cuts Sparrow off; the narrator's line turns the head back to the centre, and
    # the label names the narrator, although the node's speaker is still Sparrow.
    choose(page, TO_HARBOUR)
    page.locator(f'{AVATAR}[data-speaker="narrator"][data-state="speaking"]').wait_for(timeout=60_000)
    assert "Speaking: The Balladeer" in page.locator(".current-speaker").inner_text()
    time.sleep(0.8)
    yaw = samples(page, "yaw", count=6)
    assert sum(yaw) / len(yaw) == pytest.approx(place["narrator"], abs=0.15), yaw
    assert len(set(samples(page, "pitch", count=6))) >= 3

    # After the line: idle again, the head still (no wobble) facing where it last looked.
    wait_state(page, "idle")
    page.locator('[data-orb][data-state="idle"]').wait_for()
    time.sleep(1.0)  # the settling glide
    settled = samples(page, "pitch", count=5, every_s=0.2)
    assert all(abs(p) < 1e-3 for p in settled), settled
    assert abs(float(avatar.get_attribute("data-yaw") or "nan") - place["narrator"]) < 0.01
    assert "Speaking: The Balladeer" in page.locator(".current-speaker").inner_text()
    shoot(page, "avatar_idle_after_the_line")
    assert not page.console_errors


@pytest.fixture
def reduced_page(browser: Any, base_url: str) -> Any:
    context = browser.new_context(
        base_url=base_url, viewport={"width": 1200, "height": 900}, reduced_motion="reduce"
    )
    context.set_default_timeout(45_000)
    page = context.new_page()
    yield page
    context.close()


def test_with_reduced_motion_the_avatar_only_changes_pose(reduced_page: Any) -> None:
    page = reduced_page
    page.goto("/#/play/pirates")
    page.get_by_role("log", name="Story so far").get_by_text("Captain Sparrow").first.wait_for()
    avatar = page.locator(AVATAR)
    assert avatar.get_attribute("data-motion") == "reduced"
    assert len(set(samples(page, "z", count=3, every_s=0.5))) == 1  # no breathing
    choose(page, JOB)
    wait_state(page, "speaking")
    # It faces Sparrow at once, and holds still while she speaks.
    assert float(avatar.get_attribute("data-yaw") or "nan") == pytest.approx(places()["sparrow"], abs=1e-3)
    assert set(samples(page, "pitch", count=6)) == {0.0}
    shoot(page, "avatar_reduced_motion")


def test_with_voice_off_the_avatar_still_turns_to_whoever_speaks(page: Any) -> None:
    """No audio, so no track: the page turns the head to the speaker's place from the story card."""
    said: list[str] = []
    page.on("request", lambda request: said.append(request.url) if "/voice/say" in request.url else None)
    page.add_init_script('localStorage.setItem("tw.settings", JSON.stringify({voice: false, speed: 1}))')
    page.goto("/#/play/pirates")
    page.get_by_role("log", name="Story so far").get_by_text("Captain Sparrow").first.wait_for()
    avatar = page.locator(AVATAR)
    sparrow, narrator = places()["sparrow"], places()["narrator"]
    assert abs(sparrow - narrator) > 0.2  # two places the head must really turn between
    page.locator(f'{AVATAR}[data-speaker="sparrow"]').wait_for()
    time.sleep(1.0)  # the glide (time constant 0.18 s)
    assert float(avatar.get_attribute("data-yaw") or "nan") == pytest.approx(sparrow, abs=0.02)
    assert avatar.get_attribute("data-state") == "idle"  # breathing, not speaking: nothing plays
    choose(page, TO_HARBOUR)
    page.locator(f'{AVATAR}[data-speaker="narrator"]').wait_for()
    time.sleep(1.0)
    assert float(avatar.get_attribute("data-yaw") or "nan") == pytest.approx(narrator, abs=0.02)
    assert said == []
    shoot(page, "avatar_voice_off")
    assert not page.console_errors
