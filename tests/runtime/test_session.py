"""An ink story in the player: The Intercept to an ending by number (the CLI contract) and by free text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import FERRY, TURN_VALIDATOR, intercept
from taleweaver.cli.app import app
from taleweaver.formats.ink.story import load_ink_story
from taleweaver.intent import IntentMatcher, MiniLMEncoder
from taleweaver.runtime.ink import InkStoryRuntime
from taleweaver.runtime.session import RuntimeSession

from .conftest import json_rows, runner


def test_play_ink_json_by_number_reaches_an_ending(tmp_path: Path) -> None:
    script = tmp_path / "script.txt"
    script.write_text("1\n" * 40)
    result = runner.invoke(app, ["play", str(intercept()), "--script", str(script), "--json"])
    assert result.exit_code == 0, result.output
    rows = json_rows(result.output)
    for row in rows:
        TURN_VALIDATOR.validate(row)
    opening = rows[0]
    assert opening["input"] is None
    assert opening["lines"][0] == {
        "speaker": "narrator",
        "text": "They are keeping me waiting.",
    }
    assert opening["options"] == [{"number": 1, "kind": "choice", "id": "start.0.g-0.c-0", "label": "Hut 14"}]
    assert opening["state"]["scene_id"] == "start"
    assert opening["state"]["node_id"].startswith("start.")
    assert opening["state"]["variables"]["forceful"] == 0
    assert opening["state"]["variables"]["teacup"] is False
    ended = next(i for i, row in enumerate(rows) if row["state"]["ended"])
    assert any(e["type"] == "ended" for e in rows[ended]["events"])
    assert rows[ended]["options"] == []
    for row in rows[1 : ended + 1]:
        assert row["events"][0] == {
            "type": "chosen",
            "kind": "choice",
            "id": row["events"][0]["id"],
            "via": "number",
        }


def test_speaker_prefix_tag_echo_and_do(tmp_path: Path) -> None:
    story = tmp_path / "ferry.ink.json"
    story.write_text(FERRY.read_text())
    first = runner.invoke(app, ["play", str(story), "--script", str(tmp_path / "none.txt"), "--json"])
    assert first.exit_code != 0  # a missing script is a usage error
    script = tmp_path / "script.txt"
    opening_id = "0.c-1"
    script.write_text(f"/do {opening_id}\n")
    rows = json_rows(runner.invoke(app, ["play", str(story), "--script", str(script), "--json"]).output)
    assert rows[0]["lines"] == [{"speaker": "ferryman", "text": "Cross the river, Ana?"}]
    assert {"type": "tags", "tags": ["mood: grim"]} in rows[0]["events"]
    assert [o["label"] for o in rows[0]["options"]] == ["Pay", "Swim"]
    assert rows[0]["options"][1]["id"] == opening_id
    assert rows[1]["lines"] == [
        {"speaker": "player", "text": "Swim"},
        {"speaker": "ana", "text": "Cold water, 2 coins left."},
    ]
    assert rows[1]["events"][0] == {"type": "chosen", "kind": "choice", "id": opening_id, "via": "command"}
    assert rows[1]["state"]["ended"] is True


def test_an_external_without_a_binding_is_a_clear_error(tmp_path: Path) -> None:
    story = tmp_path / "x.ink.json"
    story.write_text(
        json.dumps({"inkVersion": 21, "root": [[{"x()": "roll", "exArgs": 0}, "done", None], "done", None]})
    )
    result = runner.invoke(app, ["play", str(story), "--json"])
    assert result.exit_code == 3
    assert "roll" in result.output
    assert "taleweaver.json" in result.output
    assert "Traceback" not in result.output


@pytest.fixture(scope="module")
def matcher() -> IntentMatcher:
    encoder = MiniLMEncoder()
    encoder.load()
    return IntentMatcher(encoder)


def test_the_intercept_by_free_text_reaches_an_ending(matcher: IntentMatcher) -> None:
    session = RuntimeSession(InkStoryRuntime(load_ink_story(intercept())), matcher=matcher)
    session.opening()
    for _ in range(60):
        options = session.runtime.choices()
        said = options[0].label.strip('"').rstrip(".").lower()
        out = session.handle(said)
        assert out.events[0]["type"] == "intent", (said, out.events)
        assert out.events[0]["key"] == f"choice:{options[0].id}"
        assert out.events[1] == {
            "type": "chosen",
            "kind": "choice",
            "id": options[0].id,
            "via": "text",
            "score": out.events[0]["score"],
        }
        if session.runtime.ended:
            break
    assert session.runtime.ended


def test_an_ink_source_plays_when_the_compiler_is_installed(tmp_path: Path) -> None:
    from taleweaver.formats.ink.compiler import compiler_dir

    if compiler_dir() is None:
        pytest.skip("the ink compiler is not installed: run `npm ci --prefix tools/inkjs` (Node 18+)")
    source = tmp_path / "tiny.ink"
    source.write_text("Guard: Halt! # speaker: guard\n* Wave\n  He waves back.\n  -> END\n")
    script = tmp_path / "script.txt"
    script.write_text("1\n")
    rows = json_rows(runner.invoke(app, ["play", str(source), "--script", str(script), "--json"]).output)
    assert rows[0]["lines"] == [{"speaker": "guard", "text": "Halt!"}]
    assert rows[1]["lines"] == [
        {"speaker": "player", "text": "Wave"},
        {"speaker": "narrator", "text": "He waves back."},
    ]
    broken = tmp_path / "broken.ink"
    broken.write_text("-> nowhere\n")
    result = runner.invoke(app, ["play", str(broken), "--json"])
    assert result.exit_code == 3
    assert "broken.ink" in result.output
    assert "nowhere" in result.output


async def test_the_model_may_only_take_this_turns_choices(tmp_path: Path) -> None:
    from taleweaver.models.port import ModelTimeout
    from taleweaver.runtime.director import RuntimeDirector
    from taleweaver.testing.models import ScriptedModel, tool_call

    story = tmp_path / "ferry.ink.json"
    story.write_text(FERRY.read_text())
    model = ScriptedModel(
        [
            tool_call("take_choice", choice_id="nowhere.0"),
            "The ferryman waits. You can pay or swim.",
            ModelTimeout("slow"),
            tool_call("take_choice", choice_id="0.c-1"),
        ]
    )
    runtime = InkStoryRuntime(load_ink_story(story))
    session = RuntimeSession(runtime, director=RuntimeDirector(model, title="Ferry"), route="model-first")
    session.opening()
    refused = await session.handle_async("teleport me")
    assert refused.events[0]["type"] == "tool_call"
    assert refused.events[0]["accepted"] is False
    assert refused.events[1]["type"] == "fallback"  # nothing taken, nothing said: the offline path answered
    assert not runtime.ended
    answered = await session.handle_async("what now?")
    assert answered.lines == [("narrator", "The ferryman waits. You can pay or swim.")]
    assert not runtime.ended
    timeout = await session.handle_async("hmm")
    assert timeout.events[0]["type"] == "fallback"
    assert "timeout" in timeout.events[0]["reason"]
    taken = await session.handle_async("I swim across")
    assert taken.events[0]["type"] == "tool_call"
    assert taken.events[0]["accepted"] is True
    assert taken.events[1] == {"type": "chosen", "kind": "choice", "id": "0.c-1", "via": "model"}
    assert runtime.ended
    for out in (refused, answered, timeout, taken):
        TURN_VALIDATOR.validate(out.to_json())


def test_a_save_made_with_slash_save_resumes_with_load(tmp_path: Path) -> None:
    story = intercept()
    save = tmp_path / "intercept.save.json"
    script = tmp_path / "script.txt"
    script.write_text(f"1\n2\n/save {save}\n")
    played = json_rows(runner.invoke(app, ["play", str(story), "--script", str(script), "--json"]).output)
    assert played[-1]["events"] == [{"type": "saved", "file": str(save)}]
    assert json.loads(save.read_text())["format"] == "taleweaver-runtime-save/1"
    script.write_text("1\n")
    result = runner.invoke(app, ["play", str(story), "--load", str(save), "--script", str(script), "--json"])
    assert result.exit_code == 0, result.output
    resumed = json_rows(result.output)
    for row in resumed:
        TURN_VALIDATOR.validate(row)
    assert resumed[0]["input"] is None
    assert resumed[0]["options"] == played[-1]["options"]  # where the save was made
    assert resumed[0]["state"] == played[-1]["state"]
    assert resumed[0]["lines"] == played[-2]["lines"][-1:]  # the line said last, said again
    assert resumed[1]["events"][0]["type"] == "chosen"


def test_a_servers_sealed_save_is_explained_not_loaded(tmp_path: Path) -> None:
    story = tmp_path / "ferry.ink.json"
    story.write_text(FERRY.read_text())
    sealed = tmp_path / "ferry.save.json"
    sealed.write_text(
        json.dumps({"format": "taleweaver-sealed-save", "version": 1, "story_id": "ferry", "seal": "x"})
    )
    result = runner.invoke(app, ["play", str(story), "--load", str(sealed), "--json"])
    assert result.exit_code != 0
    assert "sealed save" in result.output
    assert "POST /play/load" in result.output
    assert "Traceback" not in result.output


def test_model_turns_on_an_ink_story_are_audited(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import taleweaver.testing  # noqa: F401  (registers the `fake` model spec)
    from taleweaver.director.audit import read_audit

    monkeypatch.delenv("TALEWEAVER_MODEL", raising=False)
    story = tmp_path / "ferry.ink.json"
    story.write_text(FERRY.read_text())
    audit = tmp_path / "audit.jsonl"
    script = tmp_path / "script.txt"
    script.write_text("what is this place\n")
    args = ["play", str(story), "--model", "fake", "--route", "model-first", "--audit", str(audit)]
    result = runner.invoke(app, [*args, "--script", str(script), "--json"])
    assert result.exit_code == 0, result.output
    rows = json_rows(result.output)
    assert not rows[-1]["state"]["ended"]  # the model only talked: the story did not move
    turns = read_audit(audit.read_text())
    assert len(turns) == 1
    assert turns[0].input == "what is this place"
    assert turns[0].rounds[0].tools == [{"name": "take_choice", "ids": ["0.c-0", "0.c-1"]}]
    assert "Cross the river, Ana?" in turns[0].rounds[0].messages[0]["content"]
    assert turns[0].rounds[0].output_text == rows[-1]["lines"][0]["text"]


def test_free_text_finds_a_terse_choice_by_what_follows_it() -> None:
    from taleweaver.intent.evalsets import corpus_file
    from taleweaver.testing import HashingEncoder

    path = corpus_file("lantern_canal")
    assert path is not None
    session = RuntimeSession(InkStoryRuntime(load_ink_story(path)), matcher=IntentMatcher(HashingEncoder()))
    session.opening()
    session.handle("2")  # Bluff: the officer wants to look in the crates
    turn = session.handle("press some silver coins into his glove")
    chosen = next(e for e in turn.events if e["type"] == "chosen")
    assert session.runtime.public_state()["node_id"].startswith("bribed")
    assert chosen["via"] == "text"


def test_an_ink_choices_number_said_in_words_takes_it() -> None:
    def session() -> RuntimeSession:
        out = RuntimeSession(InkStoryRuntime(load_ink_story(FERRY)))
        out.opening()
        return out

    typed, said = session().handle("2"), session().handle("Option two.")
    chosen = [e for e in said.events if e["type"] == "chosen"]
    assert chosen
    assert chosen == [e for e in typed.events if e["type"] == "chosen"]


@pytest.mark.parametrize("typed", ["-1", "+2", "option -2", "1.5"])
def test_a_signed_or_decimal_number_takes_no_ink_choice(typed: str) -> None:
    session = RuntimeSession(InkStoryRuntime(load_ink_story(FERRY)))
    session.opening()
    before = session.runtime.save()
    turn = session.handle(typed)
    assert not [e for e in turn.events if e["type"] == "chosen"]
    assert session.runtime.save() == before


def test_a_number_of_thousands_of_digits_is_refused_not_a_traceback() -> None:
    session = RuntimeSession(InkStoryRuntime(load_ink_story(FERRY)))
    session.opening()
    for typed in ("7" * 5000, "option " + "7" * 5000):
        turn = session.handle(typed)
        assert turn.events == [
            {"type": "error", "message": "no option with a number that long; options: 1–2"}
        ]


def test_a_mark_rewinds_the_story_to_try_another_line_there() -> None:
    session = RuntimeSession(InkStoryRuntime(load_ink_story(FERRY)))
    session.opening()
    here = session.mark()
    paid = session.handle("1")
    assert session.runtime.public_state()["variables"]["coins"] == 1
    assert paid.has("chosen")
    session.rewind(here)
    assert session.runtime.public_state()["variables"]["coins"] == 2  # the fare was never paid
    assert [c.label for c in session.runtime.choices()] == ["Pay", "Swim"]
    fresh = RuntimeSession(InkStoryRuntime(load_ink_story(FERRY)))
    fresh.opening()
    assert session.handle("2").events == fresh.handle("2").events  # as if played from the start
