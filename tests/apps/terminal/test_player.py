"""The terminal player without the CLI: a session fed lines, rows or rendered turns out."""

from __future__ import annotations

import io
import json

from taleweaver.apps.terminal import play_in_terminal
from taleweaver.engine.engine import StoryEngine
from taleweaver.files import load_library_from
from taleweaver.intent import IntentMatcher
from taleweaver.player.session import PlaySession
from taleweaver.testing import HashingEncoder


def _session() -> PlaySession:
    return PlaySession(StoryEngine(load_library_from()), matcher=IntentMatcher(HashingEncoder()))


def test_json_rows_one_for_the_opening_then_one_per_line() -> None:
    out = io.StringIO()
    play_in_terminal(_session(), "pirates", script=["/do hear_job", "/quit"], json_output=True, stdout=out)
    rows = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [row["input"] for row in rows] == [None, "/do hear_job", "/quit"]
    assert rows[0]["state"]["story_id"] == "pirates"
    assert any(e["type"] == "quit" for e in rows[-1]["events"])


def test_stdin_is_read_until_it_ends_when_there_is_no_script() -> None:
    out = io.StringIO()
    play_in_terminal(
        _session(), "pirates", script=None, json_output=True, stdin=io.StringIO("1\n\n2\n"), stdout=out
    )
    rows = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [row["input"] for row in rows] == [None, "1", "2"]  # blank lines are skipped
