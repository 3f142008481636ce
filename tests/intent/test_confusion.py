"""`taleweaver check --intents`: options the matcher may confuse are warnings with lines to add."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taleweaver.cli.app import app
from taleweaver.intent import IntentCandidate, IntentMatcher, MiniLMEncoder
from taleweaver.intent.confusion import confusions, suggested_lines
from taleweaver.player.intent_eval import intent_findings
from taleweaver.testing import HashingEncoder

FIXTURES = Path(__file__).parents[1] / "content" / "fixtures"
runner = CliRunner()


def test_an_example_closer_to_another_option_is_reported() -> None:
    # "take the lamp" sits with the lamp option's words, not with its own ("Leave the cottage…").
    leave = IntentCandidate(
        key="do:leave", label="Leave the cottage", texts=("Leave the cottage", "I'll leave", "take the lamp")
    )
    lamp = IntentCandidate(key="do:lamp", label="Take the lamp", texts=("Take the lamp", "grab the lamp"))
    found = confusions(IntentMatcher(HashingEncoder()), "n", [leave, lamp])
    assert [(c.option.key, c.other.key, c.evidence, c.kind) for c in found] == [
        ("do:leave", "do:lamp", "take the lamp", "example")
    ]


def test_examples_that_find_their_own_option_are_not_reported() -> None:
    a = IntentCandidate(
        key="a", label="Open the door", texts=("Open the door", "I'll open", "open the door now")
    )
    b = IntentCandidate(key="b", label="Ring the bell", texts=("Ring the bell", "ring it"))
    assert confusions(IntentMatcher(HashingEncoder()), "n", [a, b]) == []


def test_suggested_lines_are_short_and_said_by_a_player() -> None:
    c = IntentCandidate(key="k", label="x", texts=("Ask Old Tam the lighthouse keeper to darken his lamp",))
    assert suggested_lines(c) == (
        "ask Old Tam the lighthouse keeper",
        "let's ask Old Tam the lighthouse keeper",
    )


def test_content_with_errors_gets_no_intent_findings() -> None:
    assert intent_findings(FIXTURES / "broken_story", IntentMatcher(HashingEncoder())) == []


@pytest.mark.minilm
def test_check_intents_warns_and_keeps_the_exit_code(minilm: MiniLMEncoder) -> None:
    story = FIXTURES / "lamp_keeper"
    plain = json.loads(runner.invoke(app, ["check", str(story), "--json"]).stdout)
    result = runner.invoke(app, ["check", str(story), "--json", "--intents"])
    assert result.exit_code == 0, result.output
    body = json.loads(result.stdout)
    added = [f for f in body["findings"] if f["code"] == "intent_confusable"]
    assert added
    assert body["errors"] == 0
    assert body["warnings"] == plain["warnings"] + len(added)
    for finding in added:
        assert finding["severity"] == "warning"
        assert finding["file"].startswith("storylines/")
        assert finding["line"] is not None
        assert "add example lines to" in finding["hint"]
        assert "let's " in finding["hint"]
    broken = runner.invoke(app, ["check", str(FIXTURES / "broken_story"), "--intents"])
    assert broken.exit_code == 3
