"""Staging: explicit places win, the rest are spread automatically and stably, the narrator is centre."""

from __future__ import annotations

import math

from taleweaver.body.pose import DEG
from taleweaver.body.staging import places, story_places
from taleweaver.content.embodiment import staging_degrees
from taleweaver.files import load_library_from


def test_named_and_numeric_staging() -> None:
    assert staging_degrees("left") == 35.0
    assert staging_degrees(" Centre ") == 0.0
    assert staging_degrees("right") == -35.0
    assert staging_degrees(-90) == -90.0
    assert staging_degrees(200) is None
    assert staging_degrees("behind") is None
    assert staging_degrees(True) is None


def test_explicit_places_and_automatic_ones() -> None:
    got = places({"captain": "left", "cook": None, "ghost": 90, "parrot": None})
    assert got["narrator"] == 0.0
    assert math.isclose(got["captain"], 35 * DEG)
    assert math.isclose(got["ghost"], 90 * DEG)
    assert got["cook"] != got["parrot"]
    assert all(v != 0.0 for k, v in got.items() if k != "narrator")


def test_automatic_places_are_stable() -> None:
    a = places({"b": None, "a": None, "c": None})
    b = places({"c": None, "a": None, "b": None})
    assert a == b


def test_every_bundled_character_has_its_own_place() -> None:
    story = load_library_from().stories["pirates"]
    got = story_places(story)
    assert set(got) == {*story.characters, "narrator"}
    assert len(set(got.values())) == len(got)
