"""The narrator-led menu through ``taleweaver play [--content DIR] --script FILE --json`` (no story argument),
with the real offline matcher (all-MiniLM-L6-v2): the session opens at the menu, the narrator greets and lists
the stories, asking about one describes it without entering (``storyDescribed``), "let's play it" enters the
story last talked about, "I'm bored, exit" returns to the menu, and an unknown story gets the real ones."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import taleweaver.cli.play_commands as play_commands
from taleweaver.cli.app import app
from taleweaver.files import bundled_root, load_library_from
from taleweaver.models.spec import ModelChoice
from taleweaver.testing import FakeSynthesizer, ScriptedModel, tool_call

runner = CliRunner()
LIBRARY = load_library_from()
PIRATES = LIBRARY.stories["pirates"]


def play(tmp_path: Path, *lines: str, extra: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    script = tmp_path / "script.txt"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    args = ["play", "--content", str(bundled_root()), "--script", str(script), "--json", *extra]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in result.stdout.splitlines()]


def types(row: dict[str, Any]) -> list[str]:
    return [e["type"] for e in row["events"]]


def narrated(row: dict[str, Any]) -> str:
    return " ".join(line["text"] for line in row["lines"] if line["speaker"] == "narrator")


def test_the_seeds_menu_walk(tmp_path: Path) -> None:
    opening, about, enter, bored = play(
        tmp_path, "Tell me about the pirate story", "Let's play it", "I'm bored, exit"
    )
    assert opening["input"] is None
    assert opening["state"]["mode"] == "menu"
    assert LIBRARY.narrator.introduction in narrated(opening)  # the narrator greets
    for story in LIBRARY.stories.values():
        assert story.title in narrated(opening)  # and lists the stories
    assert about["events"] == [{"type": "storyDescribed", "story_id": "pirates"}]
    assert "storyEntered" not in types(about)
    assert about["state"]["mode"] == "menu"
    assert PIRATES.description in narrated(about)
    assert {"type": "storyEntered", "story_id": "pirates"} in enter["events"]
    assert enter["state"]["mode"] == "story"
    assert enter["lines"][-1] == {"speaker": "sparrow", "text": PIRATES.storylines["meet_sparrow"].text}
    assert {"type": "storyExited", "story_id": "pirates"} in bored["events"]
    assert bored["state"]["mode"] == "menu"
    assert {line["speaker"] for line in bored["lines"]} == {"narrator"}  # back in the narrator's voice
    assert LIBRARY.narrator.introduction in narrated(bored)


@pytest.mark.parametrize(
    "question", ["what is the pirate one about?", "What's the lantern one like?", "describe the pirate story"]
)
def test_asking_about_a_story_describes_it_and_that_one_enters_it(tmp_path: Path, question: str) -> None:
    _, about, that_one = play(tmp_path, question, "that one")
    assert about["events"] == [{"type": "storyDescribed", "story_id": "pirates"}]
    assert about["state"]["mode"] == "menu"
    assert that_one["state"]["story_id"] == "pirates"


def test_the_story_talked_about_is_the_one_entered(tmp_path: Path) -> None:
    _, pirates, bramble, play_it = play(
        tmp_path, "tell me about the pirate one", "and what is Bramble Books about?", "let's play it"
    )
    assert pirates["events"] == [{"type": "storyDescribed", "story_id": "pirates"}]
    assert bramble["events"] == [{"type": "storyDescribed", "story_id": "bramble_books"}]
    assert play_it["state"]["story_id"] == "bramble_books"


def test_an_unknown_story_gets_the_real_ones(tmp_path: Path) -> None:
    _, dragons, dragon_please, nothing_yet = play(
        tmp_path, "tell me about the dragon story", "the dragon story please", "let's play it"
    )
    for row in (dragons, dragon_please):
        assert row["state"]["mode"] == "menu"
        assert not {"storyDescribed", "storyEntered"} & set(types(row))
        said = narrated(row)
        assert said.startswith("I don't have that story.")
        assert PIRATES.title in said
        assert LIBRARY.stories["bramble_books"].title in said
    assert dragons["events"][0]["type"] == "clarify"
    assert dragons["events"][0]["reason"] == "unknown_story"
    # Nothing talked about yet: "let's play it" asks which, listing the stories.
    assert nothing_yet["state"]["mode"] == "menu"
    assert nothing_yet["events"][0]["reason"] == "which_story"
    assert PIRATES.title in narrated(nothing_yet)


def test_the_story_talked_about_survives_a_save(tmp_path: Path) -> None:
    save = tmp_path / "menu.save.json"
    play(tmp_path, "Tell me about the pirate story", f"/save {save}")
    assert json.loads(save.read_text(encoding="utf-8"))["state"]["talked_about"] == "pirates"
    _, play_it = play(tmp_path, "let's play it", extra=("--load", str(save)))
    assert {"type": "storyEntered", "story_id": "pirates"} in play_it["events"]


def test_with_a_model_describe_story_and_select_story(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    model = ScriptedModel(
        [
            tool_call("describe_story", storyId="pirates"),
            "A captain, a chart, and a lantern under the sea. Shall we?",
            tool_call("select_story", storyId="pirates"),
            "You chose the pirate tale.",  # the handoff summary
            "Sit down, friend.",
        ]
    )

    def choose(spec: str | None, **kwargs: Any) -> ModelChoice:
        return ModelChoice(spec=spec or "", backend="openai", model=model, reason="test")

    monkeypatch.setattr(play_commands, "choose_model", choose)
    rows = play(tmp_path, "hmm, the one with the captain?", "yes, that", extra=("--model", "fake"))
    _, about, chosen = rows
    assert {"type": "storyDescribed", "story_id": "pirates"} in about["events"]
    assert about["state"]["mode"] == "menu"
    assert {"type": "storyEntered", "story_id": "pirates"} in chosen["events"]
    tools = [t.name for t in model.requests[0].tools]
    assert tools == ["select_story", "describe_story"]


LISTING = "I have 2 stories for you: The Quiet Guest of Bramble Books and The Drowned Lantern."


@pytest.mark.parametrize(
    ("refusal", "other"),
    [
        ("not the pirate one", "bramble_books"),
        ("not the ghost one", "pirates"),
        ("not the one about the bookshop", "pirates"),
        ("not the one with the ship", "bramble_books"),
    ],
)
def test_a_story_turned_down_by_name_or_by_what_it_is_about_gets_the_list(
    tmp_path: Path, refusal: str, other: str
) -> None:
    """ "not the pirate one" is a refusal, not a story asked for: never "I don't have that story"; the
    narrator offers the story left instead."""
    _, row, the_other = play(tmp_path, refusal, "the other one")
    assert types(row) == ["clarify"]
    assert row["state"]["mode"] == "menu"
    titles = {"bramble_books": "The Quiet Guest of Bramble Books", "pirates": "The Drowned Lantern"}
    assert narrated(row) == f"Then how about {titles[other]}? Say yes to play it, or ask me about it."
    assert "I don't have that story" not in narrated(row)
    assert the_other["state"]["story_id"] == other  # remembered: "the other one" is the one not turned down


@pytest.mark.parametrize(
    "lines",
    [
        ("tell me about the pirate story", "let's do the other one"),
        ("let's try bramble books",),
        ("let's hear the pirate story",),
        ("let's pick the dragon story",),
        ("not the pirate one", "let's play another one"),
    ],
)
def test_let_us_rows_are_the_lets_rows(tmp_path: Path, lines: tuple[str, ...]) -> None:
    lets = play(tmp_path, *lines)
    let_us = play(tmp_path, *(line.replace("let's", "let us") for line in lines))
    for a, b in zip(lets, let_us, strict=True):
        assert {**a, "input": None} == {**b, "input": None}


def test_quit_typed_as_words_at_the_menu_says_how_to_stop(tmp_path: Path) -> None:
    _, quit_row, bye, enter = play(tmp_path, "quit", "bye", "let's play the pirate one")
    for row in (quit_row, bye):
        assert [(e["type"], e["reason"]) for e in row["events"]] == [("clarify", "how_to_quit")]
        assert narrated(row).startswith("To stop playing, type /quit.")
        assert row["state"]["mode"] == "menu"
    assert enter["state"]["story_id"] == "pirates"  # the session went on


def test_by_voice_a_goodbye_at_the_menu_is_told_to_say_stop_playing_which_stops(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """``play --voice``: lines are heard, not typed, so the hint is the spoken command, and it stops."""
    from taleweaver.apps.voice_player import play as voice_play

    monkeypatch.setattr(voice_play, "load_synthesizer", lambda spec: FakeSynthesizer())
    extra = ("--voice", "--audio-out", str(tmp_path / "out"))
    _, bye, stop = play(tmp_path, "bye", "stop playing", "let's play the pirate one", extra=extra)
    assert [(e["type"], e["reason"]) for e in bye["events"]] == [("clarify", "how_to_quit")]
    assert narrated(bye).startswith('To stop playing, say "stop playing".')
    assert "/quit" not in narrated(bye)
    assert stop["events"] == [{"type": "quit"}]  # and no row after it: the pirate story was never entered


def test_select_with_a_pasted_paragraph_is_refused_without_saying_it_back(tmp_path: Path) -> None:
    _, row = play(tmp_path, "/select " + "a" * 2000)
    reason = "Unknown story (an id of 2,000 characters). Available stories: bramble_books, pirates."
    assert row["events"] == [{"type": "blocked", "reason": reason}]
    assert narrated(row) == reason


def test_with_a_model_a_story_turned_down_is_kept_in_the_save(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    model = ScriptedModel(["Then the bookshop ghost, perhaps?"])

    def choose(spec: str | None, **kwargs: Any) -> ModelChoice:
        return ModelChoice(spec=spec or "", backend="openai", model=model, reason="test")

    monkeypatch.setattr(play_commands, "choose_model", choose)
    save = tmp_path / "menu.save.json"
    play(tmp_path, "not the pirate one", f"/save {save}", extra=("--model", "fake"))
    assert model.requests  # the model answered the refusal
    assert json.loads(save.read_text(encoding="utf-8"))["state"]["declined"] == ["pirates"]
