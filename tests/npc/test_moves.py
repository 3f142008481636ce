from __future__ import annotations

import pytest

from taleweaver.content.npc import Capabilities
from taleweaver.npc.moves import MAX_DISPOSITION_STEP, available_moves, validate_moves
from taleweaver.npc.tags import Move

from .conftest import view

FULL = [
    "offer_quest(find_the_ledger)",
    "reveal(varrell_twins)",
    "reveal(fenns_debt)",
    "give_item(harbour_pass)",
    "accept_item",
    "refuse",
    "end_conversation",
    "become_hostile",
    "adjust_disposition",
]


def m(name: str, *args: str) -> Move:
    return Move(name=name, args=args)


# --- available_moves: the seed's table -------------------------------------------------------------


def test_everything_is_offered_in_a_fresh_state_with_items_held(fenn_caps: Capabilities) -> None:
    assert available_moves(fenn_caps, view(inventory={"silver_mark": 2})) == FULL


def test_the_seed_example_list_for_fenn() -> None:
    caps = Capabilities(
        offerable_quests=("find_the_ledger",), revealable_topics=("varrell_twins", "fenns_debt")
    )

    assert available_moves(caps, view()) == [
        "offer_quest(find_the_ledger)",
        "reveal(varrell_twins)",
        "reveal(fenns_debt)",
        "refuse",
        "end_conversation",
        "become_hostile",
        "adjust_disposition",
    ]


@pytest.mark.parametrize("status", ["active", "complete"])
def test_a_quest_already_active_or_complete_is_not_offered(fenn_caps: Capabilities, status: str) -> None:
    assert "offer_quest(find_the_ledger)" not in available_moves(
        fenn_caps, view(quests=[("find_the_ledger", status)])
    )


def test_a_failed_quest_can_be_offered_again(fenn_caps: Capabilities) -> None:
    assert "offer_quest(find_the_ledger)" in available_moves(
        fenn_caps, view(quests=[("find_the_ledger", "failed")])
    )


def test_revealed_topics_given_items_and_empty_inventory_filter_the_list(fenn_caps: Capabilities) -> None:
    moves = available_moves(fenn_caps, view(revealed=("fenns_debt",), given=("harbour_pass",)))

    assert "reveal(fenns_debt)" not in moves
    assert "reveal(varrell_twins)" in moves
    assert "give_item(harbour_pass)" not in moves
    assert "accept_item" not in moves


def test_universal_moves_are_always_available() -> None:
    assert available_moves(Capabilities(), view()) == [
        "refuse",
        "end_conversation",
        "become_hostile",
        "adjust_disposition",
    ]


# --- validate_moves ----------------------------------------------------------------------------------


def test_valid_moves_pass_in_order(fenn_caps: Capabilities) -> None:
    state = view(inventory={"silver_mark": 1})
    proposed = [
        m("offer_quest", "find_the_ledger"),
        m("reveal", "varrell_twins"),
        m("accept_item", "silver_mark"),
    ]

    result = validate_moves(proposed, available_moves(fenn_caps, state), state)

    assert result.valid == tuple(proposed)
    assert result.dropped == ()


def test_a_move_whose_name_is_not_available_is_dropped() -> None:
    state = view()
    result = validate_moves([m("give_item", "harbour_pass"), m("teleport")], ["refuse"], state)

    assert result.valid == ()
    assert [d.move for d in result.dropped] == ["give_item(harbour_pass)", "teleport"]
    assert "not in available_moves" in result.dropped[0].reason
    assert "unknown move" in result.dropped[1].reason


def test_an_unknown_id_is_dropped(fenn_caps: Capabilities) -> None:
    state = view()
    result = validate_moves([m("reveal", "the_kings_secret")], available_moves(fenn_caps, state), state)

    assert result.valid == ()
    assert result.dropped[0].move == "reveal(the_kings_secret)"


def test_a_quest_already_active_is_dropped_even_when_the_list_is_stale(fenn_caps: Capabilities) -> None:
    stale = available_moves(fenn_caps, view())
    now = view(quests=[("find_the_ledger", "active")])

    result = validate_moves([m("offer_quest", "find_the_ledger")], stale, now)

    assert result.valid == ()
    assert "already active" in result.dropped[0].reason


def test_revealed_topic_and_given_item_preconditions(fenn_caps: Capabilities) -> None:
    stale = available_moves(fenn_caps, view())
    now = view(revealed=("varrell_twins",), given=("harbour_pass",))

    result = validate_moves([m("reveal", "varrell_twins"), m("give_item", "harbour_pass")], stale, now)

    assert result.valid == ()
    assert [d.reason for d in result.dropped] == [
        "topic 'varrell_twins' already revealed",
        "item 'harbour_pass' already given",
    ]


def test_accepting_an_item_the_player_does_not_hold_is_dropped(fenn_caps: Capabilities) -> None:
    state = view(inventory={"silver_mark": 1})
    proposed = [
        m("accept_item", "cellar_key"),
        m("accept_item"),
        m("accept_item", "silver_mark"),
        m("accept_item", "silver_mark"),
    ]

    result = validate_moves(proposed, available_moves(fenn_caps, state), state)

    assert result.valid == (m("accept_item", "silver_mark"),)
    assert [d.reason for d in result.dropped] == [
        "the player does not hold 'cellar_key'",
        "accept_item takes exactly one item id",
        "the player does not hold 'silver_mark'",  # the one held was already taken this turn
    ]


@pytest.mark.parametrize(("delta", "applied"), [("40", 15), ("-99", -15), ("+15", 15), ("-3", -3), ("0", 0)])
def test_disposition_delta_is_clamped(delta: str, applied: int) -> None:
    state = view()
    result = validate_moves([m("adjust_disposition", delta)], ["adjust_disposition"], state)

    assert result.valid == (m("adjust_disposition", str(applied)),)
    assert abs(applied) <= MAX_DISPOSITION_STEP


def test_only_one_disposition_change_per_turn_and_it_needs_an_integer() -> None:
    state = view()
    proposed = [m("adjust_disposition", "soon"), m("adjust_disposition", "5"), m("adjust_disposition", "5")]

    result = validate_moves(proposed, ["adjust_disposition"], state)

    assert result.valid == (m("adjust_disposition", "5"),)
    assert [d.reason for d in result.dropped] == [
        "adjust_disposition takes one integer delta",
        "only one disposition change per turn",
    ]


def test_the_same_id_move_twice_in_one_turn_is_dropped_the_second_time(fenn_caps: Capabilities) -> None:
    state = view()
    twice = [m("offer_quest", "find_the_ledger"), m("offer_quest", "find_the_ledger")]

    result = validate_moves(twice, available_moves(fenn_caps, state), state)

    assert len(result.valid) == 1
    assert result.dropped[0].reason == "offer_quest(find_the_ledger) already proposed this turn"


def test_universal_moves_lose_stray_arguments_and_id_moves_need_one_id(fenn_caps: Capabilities) -> None:
    state = view()
    result = validate_moves(
        [m("refuse", "politely"), m("reveal"), m("reveal", "a", "b")],
        available_moves(fenn_caps, state),
        state,
    )

    assert result.valid == (m("refuse"),)
    assert [d.reason for d in result.dropped] == [
        "reveal takes exactly one id",
        "reveal takes exactly one id",
    ]


def test_available_entries_are_compared_after_normalising() -> None:
    state = view()
    result = validate_moves([m("offer_quest", "find_the_ledger")], ["Offer_Quest( find_the_ledger )"], state)

    assert result.valid == (m("offer_quest", "find_the_ledger"),)


def test_malformed_tags_are_reported_as_dropped() -> None:
    result = validate_moves([], [], view(), malformed=["[MOVE: ]"])

    assert result.dropped[0].move == "[MOVE: ]"
    assert result.dropped[0].reason == "unreadable move tag"
