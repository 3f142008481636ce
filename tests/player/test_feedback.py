"""Free-text feedback: what the words were taken as, the closest options on a clarify, the author's reason
for an action that is gated or used up. The shipped fake encoder matches by shared words."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console

from taleweaver.apps.terminal.view import PlayView
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.intent import IntentMatcher
from taleweaver.player.output import Line
from taleweaver.player.session import PlaySession
from taleweaver.testing import HashingEncoder

LAMP = Path(__file__).parents[1] / "content" / "fixtures" / "lamp_keeper"


def _session(*path: str) -> PlaySession:
    session = PlaySession(StoryEngine(load_library_from(LAMP)), matcher=IntentMatcher(HashingEncoder()))
    session.start_story("lamp_keeper")
    for line in path:
        session.handle(line)
    return session


def test_free_text_says_what_it_was_taken_as() -> None:
    session = _session()
    out = session.handle("take the brass key from its hook")
    intent, chosen = out.events[:2]
    assert intent == {
        "type": "intent",
        "key": "do:take_key",
        "label": "Take the brass key from its hook",
        "score": intent["score"],
    }
    assert chosen == {
        "type": "chosen",
        "kind": "action",
        "id": "take_key",
        "via": "text",
        "score": intent["score"],
    }


def test_the_terminal_echoes_the_option_taken() -> None:
    session = _session()
    console = Console(record=True, width=200)
    PlayView(session.engine, interactive=False, console=console).show(
        session.handle("take the brass key from its hook")
    )
    assert "→ Take the brass key from its hook" in console.export_text()


def test_a_gated_action_named_in_free_text_gets_the_authors_reason() -> None:
    session = _session("/do leave_key", "/do back_stair", "/do step_back")
    before = session.state
    out = session.handle("swing the lamp's beam down onto the boat")
    assert [e["type"] for e in out.events] == ["intent", "blocked"]
    assert out.events[1]["reason"] == "The lamp is dark: nobody wound it tonight."
    assert out.lines == [Line("narrator", "The lamp is dark: nobody wound it tonight.")]
    assert session.state is before


def test_a_once_only_scene_action_already_done_says_so() -> None:
    session = _session("/do take_key", "/do climb_with_key", "/act polish_glass")
    out = session.handle("polish the great glass lens")
    assert out.events[-1] == {
        "type": "blocked",
        "reason": "You have already done that: polish the great glass lens.",
    }


def test_a_clarify_offers_the_closest_two_or_three_with_numbers() -> None:
    session = _session("/do leave_key", "/do back_stair", "/do step_back")
    out = session.handle("wind")  # near two or three options, not chat (chat gets a nudge)
    (event,) = out.events
    assert event["type"] == "clarify"
    assert 2 <= len(event["options"]) <= 3
    numbers = {o.id: o.number for o in out.options}
    assert all(o["number"] == numbers[o["id"]] for o in event["options"])


def test_the_terminal_lists_only_the_closest_options_on_a_clarify() -> None:
    session = _session("/do leave_key", "/do back_stair", "/do step_back")
    console = Console(record=True, width=200)
    out = session.handle("wind")
    PlayView(session.engine, interactive=False, console=console).show(out)
    text = console.export_text()
    assert "Did you mean" in text
    shown = [o for o in out.options if f"{o.number}. " in text]
    assert 2 <= len(shown) <= 3


def test_a_confirmation_names_the_matched_option_and_yes_takes_it() -> None:
    session = _session()
    before = session.state
    asked = session.confirm("take the brass key from its hook", "take the brass key from its hook")
    assert asked is not None
    assert [e["type"] for e in asked.events] == ["clarify"]
    assert asked.events[0]["reason"] == "confirm"
    assert [o["id"] for o in asked.events[0]["options"]] == ["take_key"]
    assert asked.lines[0].text == "Do you mean to take the brass key from its hook?"
    assert session.state.node_id == before.node_id  # nothing was acted on
    taken = session.handle("yes")
    assert any(e["type"] == "chosen" and e["id"] == "take_key" for e in taken.events)


def test_nothing_to_confirm_when_nothing_matches() -> None:
    session = _session()
    assert session.confirm("sing a shanty about the moon", "sing a shanty about the moon") is None
