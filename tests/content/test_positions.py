"""`content.positions`: a finding's JSON path to line and column, whatever the file holds."""

from __future__ import annotations

from taleweaver.content.positions import Positions


def test_a_member_is_found_at_its_key() -> None:
    text = '{\n  "id": "cove",\n  "actions": [\n    {"next": "x"}\n  ]\n}\n'
    positions = Positions(text)
    assert positions.find("id") == (2, 3)
    assert positions.find("actions[0].next") == (4, 6)
    assert positions.find("actions[0].missing") == (4, 5)  # a missing field points at its object


def test_json_nested_deeper_than_the_scanner_recurses_keeps_what_was_found() -> None:
    text = '{"id": "cove", "deep": ' + "[" * 100_000 + "]" * 100_000 + "}"
    positions = Positions(text)  # no RecursionError
    assert positions.find("id") == (1, 2)
