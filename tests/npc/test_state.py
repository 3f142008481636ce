from __future__ import annotations

import pytest

from taleweaver.content.canon import CanonLog, PartyMember
from taleweaver.content.npc import StartState
from taleweaver.npc.state import (
    ClientSave,
    GameState,
    SaveInvalid,
    disposition_of,
    parse_save,
    with_disposition,
)


def test_disposition_home_depends_on_party_membership() -> None:
    log = CanonLog(party=(PartyMember(id="brannoc_thane", name="Brannoc", disposition=25),))
    game = GameState(npc_dispositions={"fenn": -5})

    assert disposition_of("brannoc_thane", log, game) == 25
    assert disposition_of("fenn", log, game) == -5
    assert disposition_of("odile_marsh", log, game) == 0
    new_log, new_game = with_disposition("fenn", 500, log, game)
    assert new_log == log
    assert new_game.npc_dispositions["fenn"] == 100


def test_inventory_slots_disappear_when_emptied() -> None:
    game = GameState(inventory={"coin": 1})

    assert game.with_item("coin", -1).inventory == {}
    assert game.with_item("key", 2).inventory == {"coin": 1, "key": 2}
    assert game.holds("coin")
    assert not game.holds("key")


def test_save_round_trips_through_json() -> None:
    save = ClientSave.new(StartState(inventory={"coin": 3}))
    save = save.model_copy(update={"game": save.game.model_copy(update={"revealed_topics": ("a",)})})

    assert parse_save(save.to_json(), source="s.json") == save


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("{nope", "not JSON"),
        ('{"version": 2}', "state version 2"),
        ('{"kind": "taleweaver.npc_state", "game": {"inventory": "lots"}}', "game.inventory"),
    ],
)
def test_bad_save_files_are_clear_errors(text: str, fragment: str) -> None:
    with pytest.raises(SaveInvalid, match=r"s\.json") as info:
        parse_save(text, source="s.json")
    assert fragment in str(info.value)
