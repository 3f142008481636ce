"""Phones: at 360, 390 and 414 px every page fits the screen (no sideways scroll) and Settings is in reach."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.browser
PAGES = {
    "library": ("/", "link", "The Drowned Lantern"),
    "play": ("/#/play/pirates", "button", "Skip the backstory and ask Sparrow what the job is"),
    "generate": ("/#/generate", "button", "Make my story"),
    "npc": ("/#/npc", "button", "Fenn (townsfolk)"),
}


@pytest.mark.parametrize("width", [360, 390, 414])
def test_every_page_fits_a_phone(page: Any, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 800})
    for name, (url, role, label) in PAGES.items():
        page.goto(url)
        page.get_by_role(role, name=label).first.wait_for()
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= width, f"{name} at {width} px is {wide} px wide"
        settings = page.get_by_role("button", name="Settings").bounding_box()
        assert settings is not None
        assert settings["x"] >= 0, (name, settings)
        assert settings["x"] + settings["width"] <= width, (name, settings)
    page.get_by_role("button", name="Settings").click()
    assert page.get_by_role("button", name="Close settings").is_visible()
