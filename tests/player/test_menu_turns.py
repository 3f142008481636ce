"""Free text at the menu (:mod:`taleweaver.player.menu_turns`), on the bundled shelf (two stories: The Drowned
Lantern, ``pirates``, and The Quiet Guest of Bramble Books, ``bramble_books``): a story turned down is never
entered and never "a story I don't have"; "the other one" is the story not talked about or turned down."""

from __future__ import annotations

import pytest

from taleweaver.director import Director
from taleweaver.engine.engine import NOT_PLAYING, StoryEngine
from taleweaver.engine.packed import pack_state, unpack_state
from taleweaver.engine.save import dump_save, load_save
from taleweaver.files import load_library_from
from taleweaver.intent.matcher import IntentMatcher
from taleweaver.player.menu import QUIT_HINT, listing_line, unknown_story_line
from taleweaver.player.menu_turns import MenuMove, cued_move, greeting_lines, unclear_move
from taleweaver.player.output import TurnOutput
from taleweaver.player.session import ONLY_ENGLISH, PlaySession
from taleweaver.testing import HashingEncoder, ScriptedModel, tool_call

SHELF = StoryEngine(load_library_from())
LISTING = listing_line(SHELF)
PIRATES = "tell me about the pirate story"
BRAMBLE = "tell me about bramble books"


def _say(*lines: str, engine: StoryEngine = SHELF) -> TurnOutput:
    session = PlaySession(engine, matcher=IntentMatcher(HashingEncoder()))
    *before, line = lines
    for said in before:
        session.handle(said)
    return session.handle(line)


def _entered(out: TurnOutput) -> str | None:
    return out.state.story_id if out.state.mode == "story" else None


def _asked_which(out: TurnOutput) -> None:
    """The narrator asked which story: nothing entered, one clarify, the stories not turned down offered."""
    assert _entered(out) is None
    assert [e["type"] for e in out.events] == ["clarify"]
    assert [ln.text for ln in out.lines] == [listing_line(SHELF, out.state.declined)]


@pytest.mark.parametrize(
    "lines",
    [
        ("not the pirate one",),
        ("I don't fancy pirates",),
        ("I don't want the dragon story",),
        ("neither",),
        ("anything but pirates",),
        # "skip"/"pass on" entered the story it turns down (the matcher saw its name)
        ("skip the pirate one",),
        ("I'll pass on the pirate one",),
        (PIRATES, "skip it"),
        ("the pirate one - no",),  # named, then refused after a dash
    ],
)
def test_a_story_turned_down_gets_the_list_not_i_dont_have_that_story(lines: tuple[str, ...]) -> None:
    _asked_which(_say(*lines))


def test_a_story_turned_down_is_not_offered_again_and_yes_takes_the_one_left() -> None:
    out = _say("not the pirate one")
    said = out.lines[0].text
    assert "The Drowned Lantern" not in said, said
    assert "The Quiet Guest of Bramble Books" in said, said
    assert _entered(_say("not the pirate one", "yes")) == "bramble_books"
    assert _entered(_say("not the pirate one", "sure, let's play")) == "bramble_books"
    # "Shall we play it?" "no" — "Then how about …?": "it" is now the one offered
    assert _entered(_say(PIRATES, "no", "let's play it")) == "bramble_books"
    # both turned down: the whole shelf again, and a yes enters nothing
    both = _say("not the pirate one", "not that one either")
    assert both.lines[0].text == LISTING, both.lines


@pytest.mark.parametrize(
    ("lines", "entered"),
    [
        ((PIRATES, "let us do the other one"), "bramble_books"),
        ((PIRATES, "the other one"), "bramble_books"),
        ((PIRATES, "no, the other one please"), "bramble_books"),
        ((PIRATES, "hmm, not that one. the other"), "bramble_books"),
        ((PIRATES, "I'd rather play the other story"), "bramble_books"),
        ((BRAMBLE, "how about the other one"), "pirates"),
        ((BRAMBLE, "other one"), "pirates"),
        ((BRAMBLE, "something else"), "pirates"),
        # turned down in the same line: the other is the one not turned down
        (("nah, not pirates. the other",), "bramble_books"),
        (("no pirates please, the other one",), "bramble_books"),
        (("not bramble books, let's play the other",), "pirates"),
        ((BRAMBLE, "not pirates, let us do the other one"), "bramble_books"),
    ],
)
def test_the_other_one_is_the_story_not_talked_about_or_turned_down(
    lines: tuple[str, ...], entered: str
) -> None:
    assert _entered(_say(*lines)) == entered


def test_asking_about_the_other_one_describes_it() -> None:
    for line in ("tell me about the other one", "what about the other one?", "the other one?"):
        out = _say(PIRATES, line)
        assert [e["type"] for e in out.events] == ["storyDescribed"], line
        assert out.state.mode == "menu"
        assert out.state.talked_about == "bramble_books"
        assert out.lines[0].text.startswith("The Quiet Guest of Bramble Books: ")


@pytest.mark.parametrize(
    "lines",
    [
        (PIRATES, "not that one"),
        (PIRATES, "no, I don't want to play it"),
        (PIRATES, "nope, not this one"),
        # a "no" and a "let's play it" about the one story: neither it nor a guess at the other
        (PIRATES, "no, let's play it"),
        # with nothing talked about or turned down there is no "other": the narrator asks which
        ("the other one",),
        ("let us do the other one",),
        ("something else",),
    ],
)
def test_without_a_story_to_be_the_other_of_the_narrator_asks_which(lines: tuple[str, ...]) -> None:
    out = _say(*lines)
    _asked_which(out)
    assert out.events[0]["reason"] == "which_story"


def test_the_story_just_turned_down_is_never_entered() -> None:
    for line in ("not that one", "I don't want to play it", "no, not the pirate one, let's play"):
        out = _say(PIRATES, line)
        assert _entered(out) != "pirates", line


def test_on_a_shelf_of_one_story_there_is_no_other(engine: StoryEngine) -> None:
    out = _say("tell me about smugglers cove", "the other one", engine=engine)
    assert _entered(out) is None
    assert out.events[0]["reason"] == "which_story"


def test_a_story_the_shelf_lacks_is_still_one_i_dont_have() -> None:
    out = _say("play the dragon story")
    assert _entered(out) is None
    assert out.lines[-1].text.startswith("I don't have that story. ")


def test_the_move_a_cued_line_makes_is_decided_from_the_words_and_the_story_talked_about() -> None:
    menu = SHELF.initial_state()
    after_pirates = SHELF.describe(menu, "pirates").state
    assert cued_move(SHELF, menu, "hello there", None) is None  # no cue: the matcher's
    assert cued_move(SHELF, menu, "tell me about the pirate story", None) == MenuMove("describe", "pirates")
    assert cued_move(SHELF, after_pirates, "let's play it", None) == MenuMove("enter", "pirates")
    assert cued_move(SHELF, after_pirates, "let us do the other one", None) == MenuMove(
        "enter", "bramble_books"
    )
    which = MenuMove("ask", reason="which_story", said=LISTING)
    assert cued_move(SHELF, after_pirates, "not that one", None) == which._replace(
        declined=("pirates",), said=listing_line(SHELF, ("pirates",))
    )
    assert cued_move(SHELF, menu, "the other one", None) == which
    unknown = cued_move(SHELF, menu, "tell me about the dragon story", None)
    assert unknown is not None
    assert (unknown.kind, unknown.reason) == ("ask", "unknown_story")


def test_the_move_an_unclear_line_makes() -> None:
    assert unclear_move(SHELF, "the dragon story please") == MenuMove(
        "ask", reason="unknown_story", said=unknown_story_line(SHELF)
    )
    assert unclear_move(SHELF, "the drowned lantern") == MenuMove("enter", "pirates")
    assert unclear_move(SHELF, "not the pirate one") == MenuMove(
        "ask", reason="which_story", said=listing_line(SHELF, ("pirates",)), declined=("pirates",)
    )
    assert unclear_move(SHELF, "hello there").said == LISTING


def test_the_greeting_then_the_list() -> None:
    lines = greeting_lines(SHELF)
    assert [ln.speaker for ln in lines] == ["narrator"] * len(lines)
    assert lines[-1].text == LISTING


class _Knows(HashingEncoder):
    """The fake encoder, knowing every word but the typos below (as the real one knows its vocabulary)."""

    def knows_word(self, word: str) -> bool:
        return word not in {"pirat", "brambel", "lantren"}


@pytest.mark.parametrize(
    ("line", "entered"),
    [
        ("lets play the pirat one", "pirates"),
        ("the drowned lantren please", "pirates"),
        ("I'll take the brambel story", "bramble_books"),
    ],
)
def test_a_mistyped_story_name_is_mended(line: str, entered: str) -> None:
    session = PlaySession(SHELF, matcher=IntentMatcher(_Knows()))
    assert _entered(session.handle(line)) == entered


def test_a_known_word_is_never_mended_into_a_story_name() -> None:
    # "quite" is one letter from "quiet" (The Quiet Guest…) but an ordinary word: no story is named.
    matcher = IntentMatcher(_Knows())
    move = cued_move(SHELF, SHELF.initial_state(), "let's play something quite short", matcher)
    assert move is not None
    assert move.kind == "ask"
    assert unclear_move(SHELF, "pirat", None).kind == "ask"  # without a matcher, as typed


@pytest.mark.parametrize("line", ["-1", "+2", "1.5", "option -1", "−1", "²", "١"])
def test_a_number_that_is_not_plain_enters_no_story_and_gets_the_list(line: str) -> None:
    """ "-1" entered story 1: the sign was dropped with the other punctuation before the number was read."""
    session = PlaySession(SHELF, matcher=IntentMatcher(HashingEncoder()))
    before = session.state
    _asked_which(session.handle(line))
    assert session.state == before


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("0", "no option 0; options: 1–2"),
        ("99", "no option 99; options: 1–2"),
        ("9" * 2000, "no option with a number that long; options: 1–2"),
        ("7" * 5000, "no option with a number that long; options: 1–2"),  # past int()'s 4,300 digits
        ("option " + "8" * 5000, "no option with a number that long; options: 1–2"),
    ],
)
def test_a_number_out_of_range_at_the_menu_is_refused_and_changes_nothing(line: str, message: str) -> None:
    session = PlaySession(SHELF, matcher=IntentMatcher(HashingEncoder()))
    before = session.state
    out = session.handle(line)
    assert out.events == [{"type": "error", "message": message}]
    assert session.state is before


@pytest.mark.parametrize(
    ("line", "entered"), [("1", "bramble_books"), (" 2 ", "pirates"), ("Two.", "pirates")]
)
def test_a_plain_number_in_range_enters_that_story(line: str, entered: str) -> None:
    assert [o.id for o in PlaySession(SHELF).options()] == ["bramble_books", "pirates"]
    assert _entered(_say(line)) == entered


NOT_PIRATES = "not the pirate one"


@pytest.mark.parametrize(
    "line", ["the other one", "something else", "surprise me", "you pick", "let us do another one"]
)
def test_a_story_turned_down_is_remembered_on_the_next_line(line: str) -> None:
    """ "not the pirate one" was forgotten by the next line: "the other one" asked which story."""
    assert _entered(_say(NOT_PIRATES, line)) == "bramble_books"
    assert _entered(_say(NOT_PIRATES, "hmm", "99", line)) == "bramble_books"  # lines between keep it


@pytest.mark.parametrize(
    "lines",
    [
        (PIRATES, "not that one", BRAMBLE, "the other one"),  # the other of bramble is the one turned down
        (NOT_PIRATES, BRAMBLE, "the other one"),
        (NOT_PIRATES, "I don't want bramble books either", "surprise me"),
    ],
)
def test_a_story_turned_down_is_not_offered_again(lines: tuple[str, ...]) -> None:
    out = _say(*lines)
    _asked_which(out)
    assert out.events[0]["reason"] == "which_story"


@pytest.mark.parametrize(
    "lines",
    [
        (NOT_PIRATES, "ok, the pirate one then"),
        (NOT_PIRATES, "the drowned lantern"),
        (NOT_PIRATES, PIRATES, "let's play it"),
        (PIRATES, "no", "let's play the pirate story"),
    ],
)
def test_a_story_turned_down_is_entered_once_the_player_names_it(lines: tuple[str, ...]) -> None:
    assert _entered(_say(*lines)) == "pirates"


def test_the_menu_state_keeps_the_stories_turned_down_until_one_is_named_or_a_story_entered() -> None:
    session = PlaySession(SHELF, matcher=IntentMatcher(HashingEncoder()))
    assert session.handle(NOT_PIRATES).state.declined == ("pirates",)
    assert session.handle("I don't like ghosts. not bramble books").state.declined == (
        "pirates",
        "bramble_books",
    )
    assert session.handle("hello?").state.declined == ("pirates", "bramble_books")
    described = session.handle(PIRATES)
    assert described.state.talked_about == "pirates"
    assert described.state.declined == ("bramble_books",)  # named again: offered again
    assert session.handle("let's play it").state.declined == ()  # in a story: the menu forgets
    assert session.handle("I'm bored, exit").state.declined == ()


def test_surprise_me_enters_a_story_not_just_talked_about_when_there_is_one() -> None:
    assert _entered(_say("surprise me")) == "bramble_books"  # the first on the shelf
    assert _entered(_say(BRAMBLE, "surprise me")) == "pirates"
    assert _entered(_say(BRAMBLE, "you choose")) == "pirates"


def _three_stories(engine: StoryEngine) -> StoryEngine:
    """The bundled shelf and the fixture's smugglers' cove."""
    library = SHELF.library.model_copy(
        update={"stories": {**SHELF.library.stories, **engine.library.stories}}
    )
    return StoryEngine(library)


def test_on_a_shelf_of_three_the_other_one_is_the_one_neither_turned_down_nor_talked_about(
    engine: StoryEngine,
) -> None:
    shelf = _three_stories(engine)
    assert len(shelf.library.stories) == 3
    assert _entered(_say(NOT_PIRATES, BRAMBLE, "the other one", engine=shelf)) == "story_cove"
    assert _entered(_say(NOT_PIRATES, "not bramble books", "something else", engine=shelf)) == "story_cove"
    asked = _say(NOT_PIRATES, "the other one", engine=shelf)  # two are left: which?
    assert _entered(asked) is None
    assert asked.events[0]["reason"] == "which_story"


def test_a_story_turned_down_by_what_it_is_about_is_remembered_too() -> None:
    declined = _say("I don't want the ghost story")  # bramble books, by its description
    assert declined.state.declined == ("bramble_books",)
    assert [ln.text for ln in declined.lines] == [listing_line(SHELF, ("bramble_books",))]
    assert _entered(_say("I don't want the ghost story", "something else")) == "pirates"
    assert _say("I don't want the dragon story").state.declined == ()  # a story the shelf lacks


def test_slash_exit_at_the_menu_says_why_and_changes_nothing() -> None:
    """ "/exit" at the menu was a silent turn: no event, no line."""
    session = PlaySession(SHELF, matcher=IntentMatcher(HashingEncoder()))
    before = session.state
    out = session.handle("/exit")
    assert out.events == [{"type": "blocked", "reason": NOT_PLAYING}]
    assert [(ln.speaker, ln.text) for ln in out.lines] == [("narrator", NOT_PLAYING)]
    assert session.state is before


@pytest.mark.parametrize(
    "line",
    [
        "x" * 2000,
        "a b " * 500,
        "not " * 300 + "pirates",
        "\x00",
        "\x1b[2J\x1b[31mred",
        "\u202eevil",
        "😀",
        "🏴‍☠️🏴‍☠️",
        "?!?!",
        "...",
        "\u200b\ufeff",
        "%s %d {0}",
        "raconte-moi une histoire",
        "给我讲个故事",
    ],
)
def test_a_hostile_line_at_the_menu_gets_a_clarify_and_enters_nothing(line: str) -> None:
    session = PlaySession(SHELF, matcher=IntentMatcher(HashingEncoder()))
    out = session.handle(line)
    assert [e["type"] for e in out.events] == ["clarify"]
    assert [ln.speaker for ln in out.lines] == ["narrator"]
    offered = listing_line(SHELF, session.state.declined)
    assert out.lines[0].text in (offered, ONLY_ENGLISH)  # the line is never said back
    assert session.state.mode == "menu"
    assert session.state.talked_about is None
    assert session.state.declined == (() if "pirates" not in line else ("pirates",))


@pytest.mark.parametrize(
    "line",
    ["quit", "exit", "bye", "Bye!", "goodbye", "QUIT please", "I want to quit", "exit the game", "see ya"],
)
def test_a_goodbye_typed_at_the_menu_gets_how_to_stop_not_a_story(line: str) -> None:
    """ "quit" typed as words at the menu was read as a story asked for (the list, reason off_topic)."""
    session = PlaySession(SHELF, matcher=IntentMatcher(HashingEncoder()))
    session.handle(NOT_PIRATES)
    before = session.state
    out = session.handle(line)
    assert [(e["type"], e["reason"]) for e in out.events] == [("clarify", "how_to_quit")]
    assert [o["id"] for o in out.events[0]["options"]] == ["bramble_books", "pirates"]
    assert [(ln.speaker, ln.text) for ln in out.lines] == [("narrator", f"{QUIT_HINT} {LISTING}")]
    assert "/quit" in out.lines[0].text
    assert not out.quit
    assert session.state == before  # still at the menu, the story turned down still remembered


@pytest.mark.parametrize(
    "line", ["don't quit", "quit the pirate story and play bramble books", "byebye pirates"]
)
def test_a_line_that_only_mentions_quitting_is_no_goodbye(line: str) -> None:
    out = _say(line)
    assert all(e.get("reason") != "how_to_quit" for e in out.events)


def test_a_front_end_passes_how_its_player_stops() -> None:
    """The terminal's "/quit" is the default; a front end where it is not the way says its own."""
    session = PlaySession(SHELF, matcher=IntentMatcher(HashingEncoder()), quit_hint="Close the book.")
    out = session.handle("bye")
    assert [(e["type"], e["reason"]) for e in out.events] == [("clarify", "how_to_quit")]
    assert [ln.text for ln in out.lines] == [f"Close the book. {LISTING}"]


async def test_a_goodbye_at_the_menu_is_answered_offline_before_the_model() -> None:
    model = ScriptedModel(["(the model should not be asked)"])
    session = PlaySession(SHELF, matcher=IntentMatcher(HashingEncoder()), director=Director(SHELF, model))
    out = await session.handle_async("bye")
    assert (out.route, out.events[0]["reason"]) == ("matcher", "how_to_quit")
    assert model.requests == []


def _heard(out: TurnOutput) -> tuple[object, ...]:
    return (out.state, out.events, [(ln.speaker, ln.text) for ln in out.lines])


@pytest.mark.parametrize("before", [(), (PIRATES,), (NOT_PIRATES,)])
@pytest.mark.parametrize("verb", ["play", "do", "try", "hear", "go with", "have", "pick", "choose", "take"])
@pytest.mark.parametrize(
    "what", ["it", "the pirate one", "bramble books", "the other one", "the dragon story"]
)
def test_let_us_reads_the_same_as_lets(before: tuple[str, ...], verb: str, what: str) -> None:
    """ "let us do the other one" must mean what "let's do the other one" means; "let's pick/choose/take …"
    was no cue at all, so its "let us" twin reached the matcher and was read differently."""
    said = _heard(_say(*before, f"let's {verb} {what}"))
    assert _heard(_say(*before, f"let us {verb} {what}")) == said
    assert _heard(_say(*before, f"Let us {verb} {what}, please.")) == said


@pytest.mark.parametrize(
    ("lines", "entered"),
    [
        ((PIRATES, "let us do the other one"), "bramble_books"),
        ((PIRATES, "let us play it"), "pirates"),
        (("let us try bramble books",), "bramble_books"),
        (("let us hear the pirate story",), "pirates"),
        ((NOT_PIRATES, "let us pick another one"), "bramble_books"),
        (("let us take the drowned lantern",), "pirates"),
    ],
)
def test_let_us_enters_the_story_it_names(lines: tuple[str, ...], entered: str) -> None:
    assert _entered(_say(*lines)) == entered


def _directed(*replies: object) -> tuple[PlaySession, ScriptedModel]:
    """A menu session whose every free text goes to a scripted model director (model-first)."""
    model = ScriptedModel(replies)  # type: ignore[arg-type]
    director = Director(SHELF, model)
    session = PlaySession(
        SHELF, matcher=IntentMatcher(HashingEncoder()), director=director, route="model-first"
    )
    return session, model


async def test_a_story_turned_down_to_the_model_director_is_remembered_as_offline() -> None:
    """The model narrator answered "not the pirate one" and ``StoryState.declined`` stayed empty, so "the
    other one" and "surprise me" could offer the story turned down again."""
    session, model = _directed("Then perhaps the ghost in the bookshop?", "Of course.")
    out = await session.handle_async(NOT_PIRATES)
    assert out.route == "model"
    assert out.state.declined == session.state.declined == _say(NOT_PIRATES).state.declined == ("pirates",)
    # kept the same way as the offline menu's: in a save and in a play token
    assert load_save(dump_save(session.state, SHELF.library), SHELF.library).declined == ("pirates",)
    packed = pack_state(session.state, SHELF.library)
    assert unpack_state(packed, SHELF.library, story_id=None, content_hash=None).declined == ("pirates",)
    # the model is told, on its next turn, which story not to offer
    await session.handle_async("hmm")
    assert 'The player turned down: id "pirates" — The Drowned Lantern.' in str(model.requests[-1].messages)
    # and the offline menu honours it: "the other one" is bramble books
    assert session.handle("the other one").state.story_id == "bramble_books"


async def test_a_story_the_model_director_describes_again_is_offered_again() -> None:
    session, _ = _directed(tool_call("describe_story", storyId="pirates"), "It's a tale of the sea.")
    session.handle(NOT_PIRATES)
    out = await session.handle_async("go on then, what's the pirate one like")
    assert (out.state.talked_about, out.state.declined) == ("pirates", ())
    assert _say(NOT_PIRATES, "what's the pirate one like").state.declined == ()  # as offline


async def test_a_story_the_model_director_enters_forgets_the_stories_turned_down() -> None:
    session, _ = _directed(tool_call("select_story", storyId="bramble_books"), "Welcome.")
    session.handle(NOT_PIRATES)
    out = await session.handle_async("the bookshop, I suppose")
    assert (out.state.mode, out.state.story_id, out.state.declined) == ("story", "bramble_books", ())


@pytest.mark.parametrize("line", ["skip the pirate one", "pass on the pirate one", "skipping pirates"])
def test_skipping_a_story_turns_it_down(line: str) -> None:
    out = _say(line)
    assert (_entered(out), out.state.declined) == (None, ("pirates",))
    assert _entered(_say(line, "the other one")) == "bramble_books"
