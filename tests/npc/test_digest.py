from __future__ import annotations

import pytest

from taleweaver.content.canon import CanonLog, PartyMember, QuestEntry
from taleweaver.content.npc import NpcFile, Quest
from taleweaver.npc.digest import (
    narrator_digest,
    npc_system_digest,
    npc_turn_digest,
    npc_utterance,
    standing,
)

FENN = NpcFile(id="fenn", name="Fenn", persona="A harried clerk.", knowledge=("The ledger is green.",))
QUESTS = {"find_the_ledger": Quest(id="find_the_ledger", title="Find Fenn's Ledger")}
LOG = CanonLog(
    location="the quay",
    party=(PartyMember(id="cadwyn_vell", name="Cadwyn Vell", disposition=70),),
    active_quests=(QuestEntry(id="find_the_ledger"),),
    facts=("Brackwater is a port.",),
    recent_events=("You arrived.",),
)


@pytest.mark.parametrize(
    ("value", "word"),
    [(-100, "hostile"), (-61, "hostile"), (-60, "cold"), (0, "neutral"), (20, "warm"), (100, "devoted")],
)
def test_standing_words(value: int, word: str) -> None:
    assert standing(value) == word


def test_system_digest_holds_persona_and_knowledge() -> None:
    text = npc_system_digest(FENN)

    assert "A harried clerk." in text
    assert "- The ledger is green." in text


def test_turn_digest_holds_context_disposition_and_moves_verbatim() -> None:
    moves = ["offer_quest(find_the_ledger)", "refuse"]
    text = npc_turn_digest(FENN, LOG, disposition=-30, available_moves=moves, quests=QUESTS)

    assert "Location: the quay" in text
    assert "Find Fenn's Ledger (find_the_ledger): active" in text
    assert "-30" in text
    assert "cold" in text
    assert "- offer_quest(find_the_ledger)\n- refuse" in text


def test_the_utterance_is_the_user_turn() -> None:
    assert npc_utterance("  Lost something? ") == "Lost something?"
    assert npc_utterance("") == "(The player says nothing and waits.)"


def test_narrator_digest_hides_numbers() -> None:
    text = narrator_digest(LOG, QUESTS)

    assert "Cadwyn Vell (devoted)" in text
    assert "70" not in text
    assert "You arrived." in text
