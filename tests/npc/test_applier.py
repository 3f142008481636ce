from __future__ import annotations

from taleweaver.content.canon import CanonLog, PartyMember
from taleweaver.npc.applier import HOSTILE_FLOOR, MoveApplier
from taleweaver.npc.state import GameState
from taleweaver.npc.tags import Move

APPLIER = MoveApplier({"varrell_twins": "The twins were there that night."}, {"fenn": "Fenn"})


def m(name: str, *args: str) -> Move:
    return Move(name=name, args=args)


def test_offer_quest_appends_an_active_quest_with_its_giver() -> None:
    out = APPLIER.apply("fenn", [m("offer_quest", "find_the_ledger")], CanonLog(), GameState())

    assert out.canon_log.quest_status("find_the_ledger") == "active"
    assert out.canon_log.active_quests[0].giver == "fenn"
    assert out.canon_log.recent_events[-1] == "Fenn offered the quest find_the_ledger."
    assert out.applied == ("offer_quest(find_the_ledger)",)


def test_reveal_marks_the_topic_and_adds_its_fact() -> None:
    out = APPLIER.apply("fenn", [m("reveal", "varrell_twins")], CanonLog(), GameState())

    assert out.game.revealed_topics == ("varrell_twins",)
    assert out.canon_log.facts == ("The twins were there that night.",)


def test_give_and_accept_items_move_inventory() -> None:
    game = GameState(inventory={"silver_mark": 2})
    out = APPLIER.apply(
        "fenn", [m("give_item", "harbour_pass"), m("accept_item", "silver_mark")], CanonLog(), game
    )

    assert out.game.inventory == {"silver_mark": 1, "harbour_pass": 1}
    assert out.game.given_items == ("harbour_pass",)
    taken = APPLIER.apply("fenn", [m("accept_item", "silver_mark")], CanonLog(), out.game)
    assert (
        "silver_mark"
        not in APPLIER.apply("fenn", [m("accept_item", "silver_mark")], CanonLog(), taken.game).game.inventory
    )


def test_town_npc_disposition_lives_in_game_state_not_the_canon_log() -> None:
    log = CanonLog(party=(PartyMember(id="cadwyn_vell", name="Cadwyn Vell", disposition=10),))
    out = APPLIER.apply("fenn", [m("adjust_disposition", "7")], log, GameState(npc_dispositions={"fenn": 3}))

    assert out.game.npc_dispositions == {"fenn": 10}
    assert out.canon_log == log
    assert out.disposition == 10


def test_companion_disposition_lives_in_its_party_row() -> None:
    log = CanonLog(party=(PartyMember(id="cadwyn_vell", name="Cadwyn Vell", disposition=10),))
    out = APPLIER.apply("cadwyn_vell", [m("adjust_disposition", "-4")], log, GameState())

    assert out.canon_log.party[0].disposition == 6
    assert out.game.npc_dispositions == {}


def test_delta_is_clamped_again_and_result_kept_in_range() -> None:
    out = APPLIER.apply(
        "fenn", [m("adjust_disposition", "90")], CanonLog(), GameState(npc_dispositions={"fenn": 95})
    )

    assert out.disposition == 100
    low = APPLIER.apply(
        "fenn", [m("adjust_disposition", "-90")], CanonLog(), GameState(npc_dispositions={"fenn": 0})
    )
    assert low.disposition == -15


def test_become_hostile_sets_the_floor_ends_the_conversation_and_wins_over_adjustments() -> None:
    moves = [m("become_hostile"), m("adjust_disposition", "15")]
    out = APPLIER.apply("fenn", moves, CanonLog(), GameState(npc_dispositions={"fenn": 40}))

    assert out.disposition == HOSTILE_FLOOR
    assert out.ended
    assert out.hostile
    assert out.game.hostile_npcs == ("fenn",)


def test_end_conversation_and_refuse_change_no_state() -> None:
    log, game = CanonLog(), GameState()
    out = APPLIER.apply("fenn", [m("refuse"), m("end_conversation")], log, game)

    assert out.ended
    assert not out.hostile
    assert (out.canon_log, out.game) == (log, game)


def test_facts_are_added_and_inputs_are_never_mutated() -> None:
    log, game = CanonLog(facts=("old",)), GameState()
    out = APPLIER.apply("fenn", [m("reveal", "varrell_twins")], log, game, facts=["new", "old"])

    assert out.canon_log.facts == ("old", "The twins were there that night.", "new")
    assert log.facts == ("old",)
    assert game.revealed_topics == ()
