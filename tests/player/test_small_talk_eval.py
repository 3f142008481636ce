"""The small-talk sweep: off-topic lines said at two points of each native and Twine evaluation story."""

from __future__ import annotations

from taleweaver.bench.intent import imported_twine
from taleweaver.intent import IntentMatcher, MiniLMEncoder
from taleweaver.intent.evalsets import load_lines, small_talk_held_out_lines, small_talk_lines
from taleweaver.player.small_talk_eval import small_talk_sweep, sweep_points
from taleweaver.testing import HashingEncoder


def test_the_lines_are_small_talk_and_comments_are_left_out() -> None:
    lines = small_talk_lines()
    assert len(lines) >= 60
    assert "how do i save my progress" in lines
    assert not any(line.startswith("#") for line in lines)
    assert len(set(lines)) == len(lines)


def test_the_points_are_the_first_and_last_the_storys_own_lines_are_said_at() -> None:
    nodes = list(dict.fromkeys(line.node for line in load_lines("pirates")))  # in the order first said at
    assert len(nodes) > 2
    assert sweep_points("pirates") == (nodes[0], nodes[-1])


def test_ink_stories_and_the_menu_are_left_out_and_twine_needs_its_importer() -> None:
    matcher = IntentMatcher(HashingEncoder())
    assert small_talk_sweep(matcher, ["menu", "lantern_canal", "snow_inn"]).tries == 0
    swept = small_talk_sweep(matcher, ["snow_inn"], twine=imported_twine)
    assert (swept.points, swept.tries) == (2, 2 * len(small_talk_lines()))


def test_small_talk_about_the_players_day_is_not_acted_on_at_the_ferry(minilm: MiniLMEncoder) -> None:
    swept = small_talk_sweep(IntentMatcher(minilm), ["night_ferry"])
    assert swept.points == 2
    assert swept.tries == 2 * swept.lines
    # what it still acts on is read, not hidden: each names its story point and the option taken
    assert all(a.story == "night_ferry" and a.node in sweep_points("night_ferry") for a in swept.acted)
    assert "how do i save my progress" not in {a.text for a in swept.acted}
    assert swept.acted_rate < 0.05


def test_the_held_out_small_talk_is_its_own_set_swept_with_the_same_points() -> None:
    held_out = small_talk_held_out_lines()
    assert len(held_out) == 97
    assert len(set(held_out)) == len(held_out)
    assert not set(held_out) & set(small_talk_lines())
    assert not any(line.startswith("#") for line in held_out)
    swept = small_talk_sweep(
        IntentMatcher(HashingEncoder()), ["snow_inn"], twine=imported_twine, lines=held_out
    )
    assert (swept.lines, swept.points, swept.tries) == (97, 2, 194)
