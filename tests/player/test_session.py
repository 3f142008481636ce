"""One player at the keyboard: commands, numbers and free text in; state, events and spoken lines out.

A rejected input never changes the state. Free text is matched with the shipped fake encoder here (the
real MiniLM path is tested through the CLI)."""

from __future__ import annotations

import json

import pytest

from taleweaver.engine.engine import StoryEngine
from taleweaver.engine.save import load_save
from taleweaver.intent.matcher import IntentMatcher
from taleweaver.player.output import Line
from taleweaver.player.session import PlaySession
from taleweaver.testing import HashingEncoder

from .conftest import STORY, SaveSink

TITLE = "Smugglers' Cove"
ASK = "Ask me about one, or tell me which you'd like to play."


def _types(events: list[dict[str, object]]) -> list[object]:
    return [e["type"] for e in events]


def test_the_menu_opens_with_the_menu_narrator(session: PlaySession) -> None:
    assert session.state.mode == "menu"
    assert session.opening_lines() == [
        Line("narrator", "Come in out of the rain, traveller!"),
        Line("narrator", f"I have one story for you: {TITLE}. {ASK}"),
    ]
    assert [o.id for o in session.options()] == [STORY]


def test_starting_a_story_speaks_the_entry_line_and_offers_options(session: PlaySession) -> None:
    out = session.start_story(STORY)
    assert _types(out.events) == ["storyEntered", "sceneChanged", "speakerChanged"]
    assert out.lines == [Line("morrow", "Another stranger out of the rain. Here to help or here to gawk?")]
    assert [o.id for o in out.options][:2] == ["offer_help", "insult_morrow"]
    assert session.opening_lines() == out.lines


def test_do_advances_and_speaks_the_next_line(playing: PlaySession) -> None:
    out = playing.handle("/do offer_help")
    assert _types(out.events) == ["chosen", "flagSet"]
    assert out.state.node_id == "morrow_pleased"
    assert out.lines == [
        Line("morrow", "Good. Then go and find Pip on the quay; he knows where the cargo is.")
    ]
    row = out.to_json()
    assert list(row) == ["input", "lines", "options", "events", "state"]
    assert row["options"] == [o.to_json() for o in out.options]
    assert {k: v for k, v in row.items() if k != "options"} == {
        "input": "/do offer_help",
        "events": [
            {"type": "chosen", "kind": "action", "id": "offer_help", "via": "command"},
            {"type": "flagSet", "name": "trust_morrow", "value": True},
        ],
        "state": {
            "mode": "story",
            "story_id": STORY,
            "scene_id": "inn",
            "node_id": "morrow_pleased",
            "speaker": "morrow",
            "flags": {"trust_morrow": True},
            "variables": {},
            "ended": False,
        },
        "lines": [
            {
                "speaker": "morrow",
                "text": "Good. Then go and find Pip on the quay; he knows where the cargo is.",
            }
        ],
    }


def test_a_number_picks_that_option(playing: PlaySession) -> None:
    out = playing.handle("2")
    assert out.state.node_id == "morrow_cold"
    assert out.lines == [Line("narrator", "Morrow turns her back, and two large sailors show you the door.")]
    assert "ended" in _types(out.events)
    assert [o.kind for o in out.options] == ["scene", "scene", "scene_action"]  # the map stays open


def test_a_number_out_of_range_is_an_error_and_changes_nothing(playing: PlaySession) -> None:
    before = playing.state
    out = playing.handle("9")
    assert out.events == [{"type": "error", "message": "no option 9; options: 1–5"}]
    assert playing.state is before
    assert out.state is before


@pytest.mark.parametrize("typed", ["9" * 30, "1" * 2000, "option " + "7" * 40])
def test_a_number_past_any_list_is_the_same_error(playing: PlaySession, typed: str) -> None:
    """Thousands of digits typed were an islice error (a traceback) rather than "no option N"."""
    before = playing.state
    out = playing.handle(typed)
    assert [e["type"] for e in out.events] == ["error"]
    assert out.events[0]["message"].startswith("no option ")
    assert playing.state is before


@pytest.mark.parametrize("typed", ["-1", "+2", "option -1", "1.5"])
def test_a_signed_or_decimal_number_picks_no_option(playing: PlaySession, typed: str) -> None:
    """ "-1" took option 1: the sign was dropped before the number was read."""
    before = playing.state
    out = playing.handle(typed)
    assert "chosen" not in _types(out.events)
    assert (playing.state.node_id, playing.state.scene_id) == (before.node_id, before.scene_id)


def test_a_blocked_move_gives_the_reason_and_changes_nothing(playing: PlaySession) -> None:
    before = playing.state
    out = playing.handle("/go cellar")
    assert out.events == [
        {"type": "blocked", "reason": "Morrow blocks the stairs: she doesn't trust you yet."}
    ]
    assert out.lines == [Line("narrator", "Morrow blocks the stairs: she doesn't trust you yet.")]
    assert playing.state is before


def test_a_blocked_option_number_is_refused_too(playing: PlaySession) -> None:
    before = playing.state
    out = playing.handle("4")  # the cellar, shown as blocked
    assert _types(out.events) == ["blocked"]
    assert playing.state is before


def test_unknown_ids_typed_at_the_prompt_name_the_allowed_ones(playing: PlaySession) -> None:
    before = playing.state
    for line, allowed in (
        ("/do dance", "offer_help, insult_morrow"),
        ("/go attic", "quay, cellar"),
        ("/act sing", "examine_nets"),
    ):
        (event,) = playing.handle(line).events
        assert event["type"] == "blocked"
        assert allowed in str(event["reason"])
    assert playing.state is before


def test_navigating_describes_the_new_scene(playing: PlaySession) -> None:
    out = playing.handle("/go quay")
    assert out.events == [
        {"type": "chosen", "kind": "scene", "id": "quay", "via": "command"},
        {"type": "sceneChanged", "from": "inn", "to": "quay"},
    ]
    assert out.lines == [Line("narrator", "The Quay. Wet stones, coiled ropes and a single crooked lamp.")]


def test_a_scene_action_is_narrated(playing: PlaySession) -> None:
    before = playing.state
    out = playing.handle("/act examine_nets")
    assert out.lines == [Line("narrator", "the user finds a brass key tangled in the old nets.")]
    assert out.state.node_id == before.node_id


def test_free_text_that_clearly_matches_takes_the_action(playing: PlaySession) -> None:
    out = playing.handle("offer help to the captain")
    assert out.events[0]["type"] == "intent"
    assert out.events[0]["key"] == "do:offer_help"
    assert out.state.node_id == "morrow_pleased"


def test_free_text_in_the_menu_can_pick_a_story(session: PlaySession) -> None:
    out = session.handle("smugglers cove")
    assert out.events[0]["key"] == "select:story_cove"
    assert out.state.mode == "story"


def test_unclear_free_text_asks_to_clarify_and_changes_nothing(playing: PlaySession) -> None:
    before = playing.state
    out = playing.handle("the captain")
    (event,) = out.events
    assert event["type"] == "clarify"
    ids = [o["id"] for o in event["options"]]
    assert 2 <= len(ids) <= 3  # the closest few, not every option
    assert set(ids) <= {"offer_help", "insult_morrow", "quay", "cellar", "examine_nets"}
    assert all(o["number"] >= 1 for o in event["options"])
    # Only the question asked is kept, for the player's short answer (tests/player/test_clarify_turn.py).
    assert playing.state.evolve(pending_clarify=()) == before
    assert playing.state.pending_clarify == tuple(f"do:{i}" for i in ids)


def test_without_a_matcher_free_text_always_clarifies(engine: StoryEngine) -> None:
    session = PlaySession(engine)
    session.start_story(STORY)
    assert _types(session.handle("offer help to the captain").events) == ["clarify"]


def test_options_help_and_bad_commands(playing: PlaySession) -> None:
    before = playing.state
    options = playing.handle("/options").events[0]
    assert options["type"] == "options"
    assert len(options["options"]) == 5
    assert playing.handle("/help").events[0]["type"] == "help"
    bad = playing.handle("/dance").events[0]
    assert bad["type"] == "error"
    assert "unknown command /dance" in bad["message"]
    assert playing.state is before


def test_save_writes_a_loadable_save(playing: PlaySession, sink: SaveSink, engine: StoryEngine) -> None:
    playing.handle("/do offer_help")
    out = playing.handle("/save slot1.json")
    assert out.events == [{"type": "saved", "file": "slot1.json"}]
    loaded = load_save(sink.saved["slot1.json"], engine.library)
    assert loaded.node_id == "morrow_pleased"
    assert json.loads(sink.saved["slot1.json"])["story_id"] == STORY


def test_a_failed_save_is_an_error_line(playing: PlaySession, sink: SaveSink) -> None:
    sink.fail = True
    before = playing.state
    out = playing.handle("/save /full/disk.json")
    assert out.events == [
        {"type": "error", "message": "could not save to /full/disk.json: No space left on device"}
    ]
    assert playing.state is before


def test_saving_without_a_writer_is_an_error(engine: StoryEngine) -> None:
    session = PlaySession(engine)
    assert session.handle("/save x.json").events == [
        {"type": "error", "message": "saving is not available here"}
    ]


def test_exit_goes_back_to_the_menu_narrator(playing: PlaySession) -> None:
    out = playing.handle("/exit")
    assert _types(out.events) == ["storyExited", "speakerChanged"]
    assert out.lines == [
        Line("narrator", "Come in out of the rain, traveller!"),
        Line("narrator", f"I have one story for you: {TITLE}. {ASK}"),
    ]
    assert out.state.mode == "menu"
    assert [o.id for o in out.options] == [STORY]


def test_select_in_the_menu_and_unknown_story(session: PlaySession) -> None:
    menu = session.state
    out = session.handle("/select atlantis")
    assert _types(out.events) == ["blocked"]
    assert "story_cove" in out.events[0]["reason"]
    assert session.state is menu
    assert session.handle("/select story_cove").state.mode == "story"


def test_a_long_unknown_id_is_named_by_its_length_not_said_back(session: PlaySession) -> None:
    """ "/select" with 2,000 characters said all 2,000 back in the refusal (and so did /do, /go, /act)."""
    menu = session.state
    out = session.handle("/select " + "x" * 2000)
    assert out.events == [
        {
            "type": "blocked",
            "reason": "Unknown story (an id of 2,000 characters). Available stories: story_cove.",
        }
    ]
    assert [(ln.speaker, ln.text) for ln in out.lines] == [("narrator", out.events[0]["reason"])]
    assert session.state is menu
    # an id up to 40 characters is said back as typed; one longer never is
    assert "'" + "y" * 40 + "'" in str(session.handle("/select " + "y" * 40).events[0]["reason"])
    assert "z" * 41 not in str(session.handle("/select " + "z" * 41).events[0]["reason"])
    session.start_story(STORY)
    for verb in ("/do", "/go", "/act"):
        (event,) = session.handle(f"{verb} {'q' * 500}").events
        assert event["type"] == "blocked"
        assert "(an id of 500 characters)" in str(event["reason"])
        assert "qqqq" not in str(event["reason"])


def test_quit(playing: PlaySession) -> None:
    out = playing.handle("/quit")
    assert out.quit
    assert out.events == [{"type": "quit"}]


def test_resuming_from_a_state_speaks_its_line(engine: StoryEngine) -> None:
    state = engine.advance(engine.enter(engine.initial_state(), STORY).state, "offer_help").state
    session = PlaySession(engine, state=state)
    assert session.opening_lines() == [
        Line("morrow", "Good. Then go and find Pip on the quay; he knows where the cargo is.")
    ]


def test_the_seed_story_plays_to_each_ending(engine: StoryEngine) -> None:
    routes = {
        "morrow_cold": ["/do insult_morrow"],
        "cargo_found": ["/do offer_help", "/do find_pip", "/do search_cellar"],
        "quiet_night": [
            "/do offer_help",
            "/act examine_nets",
            "/go quay",
            "/go inn",
            "/do find_pip",
            "/do walk_away",
        ],
    }
    for ending, inputs in routes.items():
        session = PlaySession(engine)
        session.start_story(STORY)
        outs = [session.handle(line) for line in inputs]
        assert outs[-1].events[-1] == {"type": "ended", "story_id": STORY, "node_id": ending}
        assert session.state.ended


@pytest.mark.parametrize(
    ("line", "entered"),
    [
        ("not the pirate one", None),
        ("anything but pirates", None),
        ("I don't want pirates, let's do the other one", "bramble_books"),
        ("not pirates, the bookshop one", "bramble_books"),
        ("let's play the pirate one", "pirates"),
    ],
)
def test_a_story_named_to_be_turned_down_is_never_entered(line: str, entered: str | None) -> None:
    from taleweaver.files import load_library_from

    engine = StoryEngine(load_library_from())  # the bundled shelf: pirates and bramble_books
    session = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()))
    out = session.handle(line)
    assert (out.state.story_id if out.state.mode == "story" else None) == entered


def test_an_options_number_said_in_words_chooses_it(playing: PlaySession) -> None:
    # A transcript ("Two.") or a typed "option 2" is the number, as "2" is (the orb sends what it heard).
    typed = PlaySession(playing.engine, matcher=playing.matcher, state=playing.state).handle("2")
    said = playing.handle("Two.")
    assert [e["type"] for e in said.events] == [e["type"] for e in typed.events]
    assert said.state.node_id == typed.state.node_id


def test_a_checkpoint_puts_the_session_back_as_it_was(playing: PlaySession, engine: StoryEngine) -> None:
    """The voice player's resume undoes a turn with it: every turn since is undone, nothing else."""
    before = playing.state
    checkpoint = playing.checkpoint()
    assert checkpoint is not None
    playing.handle("offer help")
    assert playing.state.node_id != before.node_id
    playing.rewind(checkpoint)
    assert playing.state is before
    other = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()), state=before)
    assert playing.handle("offer help").state == other.handle("offer help").state


def test_a_session_with_a_model_director_has_no_checkpoint(engine: StoryEngine) -> None:
    from taleweaver.director import Director
    from taleweaver.testing import ScriptedModel

    session = PlaySession(engine, director=Director(engine, ScriptedModel([])))
    assert session.checkpoint() is None  # its conversation would not be put back
