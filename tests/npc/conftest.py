"""Shared fixtures for the NPC tests: Fenn's capabilities and small state builders."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from taleweaver.content.canon import CanonLog, PartyMember, QuestEntry
from taleweaver.content.npc import Capabilities
from taleweaver.npc.state import GameState, StateView

FENN_CAPS = Capabilities(
    offerable_quests=("find_the_ledger",),
    giveable_items=("harbour_pass",),
    revealable_topics=("varrell_twins", "fenns_debt"),
)


def view(
    *,
    npc_id: str = "fenn",
    quests: Iterable[tuple[str, str]] = (),
    inventory: dict[str, int] | None = None,
    revealed: tuple[str, ...] = (),
    given: tuple[str, ...] = (),
    dispositions: dict[str, int] | None = None,
    party: tuple[PartyMember, ...] = (),
) -> StateView:
    log = CanonLog(
        party=party,
        active_quests=tuple(QuestEntry(id=q, status=s) for q, s in quests),  # type: ignore[arg-type]
    )
    game = GameState(
        inventory=inventory or {},
        revealed_topics=revealed,
        given_items=given,
        npc_dispositions=dispositions or {},
    )
    return StateView(npc_id=npc_id, canon_log=log, game=game)


@pytest.fixture
def fenn_caps() -> Capabilities:
    return FENN_CAPS
